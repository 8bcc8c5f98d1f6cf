#include "tableeditor.h"

#include "columnfitter.h"
#include "focustrueview.h"
#include "verdictstyle.h"

#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QStyledItemDelegate>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace ui {

namespace {

constexpr int kVerdictRole = Qt::UserRole + 1;

/// A table whose Tab and Shift+Tab walk the editable cells only and leave the table after
/// the last one, so that the table is never a keyboard trap.
class AnswerTable : public FocusTrueView<QTableWidget>
{
public:
    using FocusTrueView<QTableWidget>::FocusTrueView;

protected:
    QModelIndex moveCursor(CursorAction action, Qt::KeyboardModifiers modifiers) override
    {
        if (action != MoveNext && action != MovePrevious)
            return QTableWidget::moveCursor(action, modifiers);
        const int columns = columnCount();
        const int cells = rowCount() * columns;
        const QModelIndex current = currentIndex();
        const int step = action == MoveNext ? 1 : -1;
        int position = current.isValid() ? current.row() * columns + current.column()
                                         : (step > 0 ? -1 : cells);
        for (position += step; position >= 0 && position < cells; position += step) {
            const QTableWidgetItem *cell = item(position / columns, position % columns);
            if (cell && cell->flags().testFlag(Qt::ItemIsEditable))
                return model()->index(position / columns, position % columns);
        }
        return {};
    }
};

/// Cell editors as long as the answer line of a numeric exercise.
class CellDelegate : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    QWidget *createEditor(QWidget *parent, const QStyleOptionViewItem &option, const QModelIndex &index) const override
    {
        QWidget *editor = QStyledItemDelegate::createEditor(parent, option, index);
        if (auto *line = qobject_cast<QLineEdit *>(editor)) {
            line->setMaxLength(40);
            // Named by its column and its row's first cell ("Weight wᵢ, k2"), as a screen reader
            // user needs to know which cell they type in.
            QString column = index.model()->headerData(index.column(), Qt::Horizontal).toString();
            column.remove(QChar(0x270E));
            line->setAccessibleName(TableEditor::tr("%1, %2")
                                        .arg(column.trimmed(), index.siblingAtColumn(0).data().toString()));
        }
        return editor;
    }
};

constexpr auto kEditTriggers = QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed
                               | QAbstractItemView::AnyKeyPressed;

} // namespace

TableEditor::TableEditor(const course::Exercise &exercise, const course::Variant &variant, QWidget *parent)
    : AnswerEditor(parent)
{
    const course::Exercise::TableKind kind = exercise.table;
    const QStringList given = course::tableGivenColumns(kind);
    const QStringList inputs = course::tableInputColumns(kind);
    const QList<QStringList> givenCells = course::tableGivenCells(kind, variant);
    const int rows = course::tableRowCount(kind, variant);
    m_firstInputColumn = int(given.size());

    auto *column = new QVBoxLayout(this);
    column->setContentsMargins(0, 0, 0, 0);
    auto *note = new QLabel(tr("Fill in the columns marked ✎: type a number and press Enter. "
                               "Tab moves to the next cell to fill."),
                            this);
    note->setWordWrap(true);
    column->addWidget(note);

    m_table = new AnswerTable(rows, int(given.size() + inputs.size()), this);
    m_table->setObjectName(QStringLiteral("answerTable"));
    m_table->setAccessibleName(tr("Your table"));
    m_table->setAccessibleDescription(tr("Tab moves to the next cell to fill; typing or F2 edits a cell."));
    QStringList headers = given;
    for (const QString &input : inputs)
        headers << tr("%1 ✎").arg(input);
    m_table->setHorizontalHeaderLabels(headers);
    m_table->verticalHeader()->hide();
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(kEditTriggers);
    m_table->setItemDelegate(new CellDelegate(m_table));
    m_table->setWordWrap(false);
    m_table->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    m_table->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    // Every row always shows; with large text in a narrow window the table scrolls sideways.
    m_table->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    m_table->setIconSize(QSize(16, 16));
    // A given column as wide as its figures, one to type in room for twelve digits; each at
    // least as wide as its heading.
    fitColumns(m_table, ColumnFit::FixedFigures, ColumnOverflow::Scroll, [this](int column) {
        const int digits = m_table->fontMetrics().horizontalAdvance(QLatin1Char('0'));
        if (column >= m_firstInputColumn)
            return 12 * digits;
        return std::max(8 * digits, static_cast<const QAbstractItemView *>(m_table)->sizeHintForColumn(column));
    });

    for (int r = 0; r < rows; ++r) {
        for (int c = 0; c < m_table->columnCount(); ++c) {
            auto *cell = new QTableWidgetItem;
            if (c < m_firstInputColumn) {
                cell->setText(givenCells.value(r).value(c));
                cell->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
                cell->setTextAlignment(Qt::AlignCenter);
            } else if (course::tableCellExists(kind, variant, r, c - m_firstInputColumn)) {
                cell->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsEditable);
                cell->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            } else {
                cell->setFlags(Qt::NoItemFlags);
            }
            m_table->setItem(r, c, cell);
        }
    }
    if (m_table->columnCount() > m_firstInputColumn)
        m_table->setCurrentCell(0, m_firstInputColumn, QItemSelectionModel::NoUpdate);
    column->addWidget(m_table);

    connect(m_table, &QTableWidget::itemChanged, this, [this](QTableWidgetItem *cell) {
        if (m_marking)
            return;
        clearMark(cell->row(), cell->column());
        emit edited();
    });
}

QList<QStringList> TableEditor::cells() const
{
    QList<QStringList> rows;
    for (int r = 0; r < m_table->rowCount(); ++r) {
        QStringList row;
        for (int c = m_firstInputColumn; c < m_table->columnCount(); ++c) {
            const QTableWidgetItem *cell = m_table->item(r, c);
            row << (cell ? cell->text().trimmed() : QString());
        }
        rows << row;
    }
    return rows;
}

course::Answer TableEditor::answer() const
{
    return course::TableAnswer{cells()};
}

void TableEditor::setAnswer(const course::Answer &answer)
{
    const auto *table = std::get_if<course::TableAnswer>(&answer);
    if (!table)
        return;
    m_marking = true;
    for (int r = 0; r < table->rows.size() && r < m_table->rowCount(); ++r) {
        const QStringList &row = table->rows.at(r);
        for (int c = 0; c < row.size() && m_firstInputColumn + c < m_table->columnCount(); ++c) {
            QTableWidgetItem *cell = m_table->item(r, m_firstInputColumn + c);
            if (cell && cell->flags().testFlag(Qt::ItemIsEnabled))
                cell->setText(row.at(c));
        }
    }
    m_marking = false;
}

void TableEditor::setReadOnly(bool readOnly)
{
    m_marking = true;
    m_table->setEditTriggers(readOnly ? QAbstractItemView::NoEditTriggers : kEditTriggers);
    for (int r = 0; r < m_table->rowCount(); ++r) {
        for (int c = m_firstInputColumn; c < m_table->columnCount(); ++c) {
            QTableWidgetItem *cell = m_table->item(r, c);
            if (!cell || !cell->flags().testFlag(Qt::ItemIsEnabled))
                continue;
            cell->setFlags(readOnly ? Qt::ItemIsEnabled | Qt::ItemIsSelectable
                                    : Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsEditable);
        }
    }
    m_marking = false;
}

void TableEditor::showFeedback(const std::optional<course::Feedback> &feedback)
{
    m_feedback = feedback;
    m_marking = true;
    for (int r = 0; r < m_table->rowCount(); ++r) {
        for (int c = m_firstInputColumn; c < m_table->columnCount(); ++c) {
            QTableWidgetItem *cell = m_table->item(r, c);
            if (cell && cell->flags().testFlag(Qt::ItemIsEnabled))
                cell->setData(kVerdictRole, feedback ? QVariant(true) : QVariant());
        }
    }
    m_marking = false;
    // The selection colour would hide a cell's verdict.
    m_table->clearSelection();
    mark();
}

bool TableEditor::holdsSomethingNotANumber() const
{
    for (const QStringList &row : cells())
        for (const QString &text : row)
            if (!text.isEmpty() && !course::parseLearnerNumber(text, locale(), false))
                return true;
    return false;
}

void TableEditor::mark()
{
    m_marking = true;
    const QPalette pal = m_table->palette();
    const QList<QList<course::CellVerdict>> verdicts = m_feedback ? m_feedback->cells : QList<QList<course::CellVerdict>>();
    for (int r = 0; r < m_table->rowCount(); ++r) {
        for (int c = 0; c < m_table->columnCount(); ++c) {
            QTableWidgetItem *cell = m_table->item(r, c);
            if (!cell)
                continue;
            if (c < m_firstInputColumn || !cell->flags().testFlag(Qt::ItemIsEnabled)) {
                cell->setBackground(pal.brush(QPalette::Window));
                continue;
            }
            const int input = c - m_firstInputColumn;
            const bool marked = cell->data(kVerdictRole).isValid() && r < verdicts.size() && input < verdicts.at(r).size();
            if (!marked) {
                cell->setBackground(pal.brush(QPalette::Base));
                cell->setIcon({});
                cell->setToolTip({});
                cell->setData(Qt::AccessibleDescriptionRole, {});
                continue;
            }
            const course::CellVerdict &verdict = verdicts.at(r).at(input);
            const Tone tone = toneOf(verdict.kind);
            cell->setBackground(toneBackground(pal, tone));
            cell->setForeground(pal.brush(QPalette::Text));
            const QString glyph = glyphOf(verdict.kind);
            cell->setIcon(glyph.isEmpty() ? QIcon() : glyphIcon(glyph, toneText(pal, tone), font()));
            QString tip;
            switch (verdict.kind) {
            case course::CellVerdict::Kind::Correct: tip = tr("✓ Correct"); break;
            case course::CellVerdict::Kind::Wrong:
                tip = verdict.diagnosis.isEmpty() ? tr("✗ Not quite") : tr("✗ Not quite: %1").arg(verdict.diagnosis);
                break;
            case course::CellVerdict::Kind::CarriedForward: tip = tr("↪ Computed correctly from your earlier cell"); break;
            case course::CellVerdict::Kind::NotANumber: tip = tr("? Not a number"); break;
            case course::CellVerdict::Kind::Empty: tip = tr("Not filled in"); break;
            }
            cell->setToolTip(tip);
            cell->setData(Qt::AccessibleDescriptionRole, tip);
        }
    }
    m_marking = false;
}

void TableEditor::clearMark(int row, int column)
{
    QTableWidgetItem *cell = m_table->item(row, column);
    if (!cell || !cell->data(kVerdictRole).isValid())
        return;
    m_marking = true;
    cell->setData(kVerdictRole, {});
    m_marking = false;
    mark();
}

void TableEditor::changeEvent(QEvent *event)
{
    AnswerEditor::changeEvent(event);
    if (event->type() == QEvent::PaletteChange && m_table)
        mark();
}

} // namespace ui
