#include "exercisewidget.h"

#include "colors.h"
#include "fonts.h"
#include "querycanvas.h"
#include "weightchart.h"
#include "workshopmodel.h"

#include <QAbstractItemModel>
#include <QButtonGroup>
#include <QCheckBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPainter>
#include <QPixmap>
#include <QPushButton>
#include <QRadioButton>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <utility>

namespace ui {

namespace {

constexpr int kKeyRole = Qt::UserRole;
constexpr int kVerdictRole = Qt::UserRole + 1;
constexpr char kOptionIdProperty[] = "optionId";

/// A table whose Tab and Shift+Tab walk the editable cells only and leave the table after
/// the last one, so that the table is never a keyboard trap.
class AnswerTable : public QTableWidget
{
public:
    using QTableWidget::QTableWidget;

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

/// How a verdict reads; colour is only ever a second cue beside a word or a sign.
enum class Tone { None, Good, Bad, Partial, Notice };

QColor toneText(const QPalette &palette, Tone tone)
{
    const bool dark = isDark(palette);
    switch (tone) {
    case Tone::Good: return dark ? QColor(0x7f, 0xd9, 0x8f) : QColor(0x1b, 0x6e, 0x2a);
    case Tone::Bad: return dark ? QColor(0xff, 0x8a, 0x80) : QColor(0xb3, 0x26, 0x1e);
    case Tone::Partial: return dark ? QColor(0x8c, 0xc4, 0xff) : QColor(0x1f, 0x5f, 0xbf);
    case Tone::Notice: return dark ? QColor(0xff, 0xcc, 0x66) : QColor(0x8a, 0x5a, 0x00);
    case Tone::None: break;
    }
    return palette.color(QPalette::WindowText);
}

QColor toneBackground(const QPalette &palette, Tone tone)
{
    const bool dark = isDark(palette);
    switch (tone) {
    case Tone::Good: return dark ? QColor(0x1e, 0x4a, 0x29) : QColor(0xd9, 0xf2, 0xdd);
    case Tone::Bad: return dark ? QColor(0x5c, 0x25, 0x25) : QColor(0xfa, 0xdb, 0xd8);
    case Tone::Partial: return dark ? QColor(0x1f, 0x3a, 0x5e) : QColor(0xdb, 0xe8, 0xfb);
    case Tone::Notice: return dark ? QColor(0x55, 0x46, 0x1c) : QColor(0xfb, 0xee, 0xcc);
    case Tone::None: break;
    }
    return palette.color(QPalette::Base);
}

Tone toneOf(course::Feedback::Status status)
{
    switch (status) {
    case course::Feedback::Status::Correct: return Tone::Good;
    case course::Feedback::Status::Partial: return Tone::Partial;
    case course::Feedback::Status::Wrong: return Tone::Bad;
    case course::Feedback::Status::Invalid: return Tone::Notice;
    }
    return Tone::None;
}

Tone toneOf(course::CellVerdict::Kind kind)
{
    switch (kind) {
    case course::CellVerdict::Kind::Correct: return Tone::Good;
    case course::CellVerdict::Kind::Wrong: return Tone::Bad;
    case course::CellVerdict::Kind::CarriedForward: return Tone::Partial;
    case course::CellVerdict::Kind::NotANumber: return Tone::Notice;
    case course::CellVerdict::Kind::Empty: break;
    }
    return Tone::None;
}

QString glyphOf(course::CellVerdict::Kind kind)
{
    switch (kind) {
    case course::CellVerdict::Kind::Correct: return QStringLiteral("✓");
    case course::CellVerdict::Kind::Wrong: return QStringLiteral("✗");
    case course::CellVerdict::Kind::CarriedForward: return QStringLiteral("↪");
    case course::CellVerdict::Kind::NotANumber: return QStringLiteral("?");
    case course::CellVerdict::Kind::Empty: break;
    }
    return {};
}

/// A sign drawn as an icon, so that a cell keeps the learner's text and still shows its mark.
QIcon glyphIcon(const QString &glyph, const QColor &colour, const QFont &font)
{
    const int side = 32;
    QPixmap pixmap(side, side);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::TextAntialiasing);
    QFont big = font;
    big.setPixelSize(side - 6);
    big.setBold(true);
    painter.setFont(big);
    painter.setPen(colour);
    painter.drawText(pixmap.rect(), Qt::AlignCenter, glyph);
    return QIcon(pixmap);
}

QLabel *textLabel(const QString &objectName, Qt::TextFormat format, QWidget *parent)
{
    auto *label = new QLabel(parent);
    label->setObjectName(objectName);
    label->setTextFormat(format);
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

QPushButton *actionButton(const QString &text, const QString &objectName, QWidget *parent)
{
    auto *button = new QPushButton(text, parent);
    button->setObjectName(objectName);
    // Enter on a focused button presses it instead of reaching the widget, which checks.
    button->setAutoDefault(true);
    return button;
}

} // namespace

ExerciseWidget::ExerciseWidget(const course::Exercise &exercise, const course::Variant &variant,
                               course::ExerciseState initial, course::WorkshopModel *workshop,
                               QWidget *parent)
    : QWidget(parent)
    , m_exercise(exercise)
    , m_variant(variant)
    , m_state(std::move(initial))
    , m_workshop(workshop)
{
    setObjectName(QStringLiteral("exercise-%1").arg(exercise.id));

    m_rules = textLabel(QStringLiteral("rulesLabel"), Qt::RichText, this);
    m_rules->setText(tr("<b>Rules.</b> %1").arg(course::rulesText(m_exercise).toHtmlEscaped()));
    m_rules->setAccessibleName(tr("Rules"));

    m_prompt = textLabel(QStringLiteral("promptLabel"), Qt::MarkdownText, this);
    m_prompt->setText(course::fillForVariant(m_exercise.prompt, m_variant));
    m_prompt->setAccessibleName(tr("Question"));
    m_prompt->setFont(scaledFont(m_prompt->font(), 1.1));

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_rules);
    layout->addWidget(m_prompt);
    layout->addWidget(createEditor());
    layout->addWidget(createButtons());
    layout->addWidget(createFeedback());
    layout->addStretch(1);

    if (!m_state.lastAnswer.isEmpty()) {
        restoreAnswer(m_state.lastAnswer);
        if (m_state.attemptsUsed > 0)
            m_feedback = grade(m_state.lastAnswer);
    }
    refresh();
}

bool ExerciseWidget::isFinished() const
{
    return m_state.finished(m_exercise);
}

bool ExerciseWidget::isSolutionVisible() const
{
    return m_state.solutionShown || (isFinished() && !m_state.solved);
}

QWidget *ExerciseWidget::createEditor()
{
    switch (m_exercise.type) {
    case course::Exercise::Type::Numeric: return createNumericEditor();
    case course::Exercise::Type::SingleChoice:
    case course::Exercise::Type::MultipleChoice: return createChoiceEditor();
    case course::Exercise::Type::Ranking: return createRankingEditor();
    case course::Exercise::Type::Table: return createTableEditor();
    case course::Exercise::Type::Target: return createTargetEditor();
    }
    return new QWidget(this);
}

QWidget *ExerciseWidget::createNumericEditor()
{
    auto *box = new QWidget(this);
    auto *row = new QHBoxLayout(box);
    row->setContentsMargins(0, 0, 0, 0);
    const bool percent = m_exercise.unit == course::Exercise::Unit::Percent;
    auto *label = new QLabel(percent ? tr("Your &answer (in %):") : tr("Your &answer:"), box);
    m_answerEdit = new QLineEdit(box);
    m_answerEdit->setObjectName(QStringLiteral("answerEdit"));
    m_answerEdit->setAccessibleName(tr("Your answer"));
    m_answerEdit->setPlaceholderText(percent ? tr("a percentage") : tr("a number"));
    m_answerEdit->setMaxLength(40);
    m_answerEdit->setMaximumWidth(m_answerEdit->fontMetrics().horizontalAdvance(QLatin1Char('0')) * 20);
    label->setBuddy(m_answerEdit);
    row->addWidget(label);
    row->addWidget(m_answerEdit);
    row->addStretch(1);
    return box;
}

QWidget *ExerciseWidget::createChoiceEditor()
{
    const bool single = m_exercise.type == course::Exercise::Type::SingleChoice;
    auto *box = new QWidget(this);
    auto *column = new QVBoxLayout(box);
    column->setContentsMargins(0, 0, 0, 0);
    auto *note = new QLabel(single ? tr("Choose one answer.") : tr("Tick every answer that applies."),
                            box);
    note->setObjectName(QStringLiteral("choiceNote"));
    column->addWidget(note);

    m_optionGroup = new QButtonGroup(this);
    m_optionGroup->setExclusive(single);
    std::vector<int> order = m_variant.optionOrder;
    if (order.size() != std::size_t(m_exercise.options.size())) {
        order.resize(std::size_t(m_exercise.options.size()));
        for (std::size_t i = 0; i < order.size(); ++i)
            order[i] = int(i);
    }
    for (int index : order) {
        if (index < 0 || index >= m_exercise.options.size())
            continue;
        const course::ChoiceOption &option = m_exercise.options.at(index);
        const QString text = course::fillForVariant(option.text, m_variant);
        QAbstractButton *button = single ? static_cast<QAbstractButton *>(new QRadioButton(text, box))
                                         : new QCheckBox(text, box);
        button->setObjectName(QStringLiteral("option-%1").arg(option.id));
        button->setProperty(kOptionIdProperty, option.id);
        m_optionGroup->addButton(button);
        m_optionButtons << button;
        column->addWidget(button);
    }
    return box;
}

QWidget *ExerciseWidget::createRankingEditor()
{
    auto *box = new QWidget(this);
    auto *column = new QVBoxLayout(box);
    column->setContentsMargins(0, 0, 0, 0);
    auto *note = new QLabel(m_exercise.rankByScore
                                ? tr("Order the keys by their score, the largest first: select a "
                                     "key and move it with Alt+Up / Alt+Down, the buttons, or "
                                     "by dragging it.")
                                : tr("Order the keys by their weight, the largest first: select a "
                                     "key and move it with Alt+Up / Alt+Down, the buttons, or "
                                     "by dragging it."),
                            box);
    note->setWordWrap(true);
    column->addWidget(note);

    auto *row = new QHBoxLayout;
    column->addLayout(row);
    m_ranking = new QListWidget(box);
    m_ranking->setObjectName(QStringLiteral("rankingList"));
    m_ranking->setAccessibleName(tr("Keys in your order, the largest first"));
    m_ranking->setAccessibleDescription(tr("Alt+Up and Alt+Down move the selected key."));
    m_ranking->setToolTip(tr("Alt+Up and Alt+Down move the selected key; you can also drag it."));
    m_ranking->setDragDropMode(QAbstractItemView::InternalMove);
    m_ranking->setDefaultDropAction(Qt::MoveAction);
    const std::size_t keys = attn::plateLayout().keys.size();
    for (std::size_t k = 1; k <= keys; ++k) {
        auto *item = new QListWidgetItem(m_ranking);
        item->setData(kKeyRole, int(k));
    }
    renumberRanking();
    m_ranking->setCurrentRow(0);
    const int frame = 2 * m_ranking->frameWidth();
    m_ranking->setFixedHeight(m_ranking->sizeHintForRow(0) * int(keys) + frame + 4);
    m_ranking->setMaximumWidth(m_ranking->fontMetrics().horizontalAdvance(QLatin1Char('M')) * 16);
    m_ranking->installEventFilter(this);
    row->addWidget(m_ranking);

    auto *buttons = new QVBoxLayout;
    m_moveUp = actionButton(tr("Move &up"), QStringLiteral("moveUpButton"), box);
    m_moveUp->setToolTip(tr("Alt+Up"));
    m_moveDown = actionButton(tr("Move &down"), QStringLiteral("moveDownButton"), box);
    m_moveDown->setToolTip(tr("Alt+Down"));
    buttons->addWidget(m_moveUp);
    buttons->addWidget(m_moveDown);
    buttons->addStretch(1);
    row->addLayout(buttons);
    row->addStretch(1);

    connect(m_moveUp, &QPushButton::clicked, this, [this] { moveRankingItem(-1); });
    connect(m_moveDown, &QPushButton::clicked, this, [this] { moveRankingItem(1); });
    connect(m_ranking, &QListWidget::currentRowChanged, this, &ExerciseWidget::refresh);
    // A drop moves rows inside the model; the positions are renumbered once it has settled.
    connect(m_ranking->model(), &QAbstractItemModel::rowsMoved, this,
            &ExerciseWidget::renumberRanking, Qt::QueuedConnection);
    connect(m_ranking->model(), &QAbstractItemModel::rowsInserted, this,
            &ExerciseWidget::renumberRanking, Qt::QueuedConnection);
    return box;
}

QWidget *ExerciseWidget::createTableEditor()
{
    const course::Exercise::TableKind kind = m_exercise.table;
    const QStringList given = course::tableGivenColumns(kind);
    const QStringList inputs = course::tableInputColumns(kind);
    const QList<QStringList> givenCells = course::tableGivenCells(kind, m_variant);
    const int rows = course::tableRowCount(kind, m_variant);
    m_firstInputColumn = int(given.size());

    auto *box = new QWidget(this);
    auto *column = new QVBoxLayout(box);
    column->setContentsMargins(0, 0, 0, 0);
    auto *note = new QLabel(tr("Fill in the columns marked ✎: type a number and press Enter. "
                               "Tab moves to the next cell to fill."),
                            box);
    note->setWordWrap(true);
    column->addWidget(note);

    m_table = new AnswerTable(rows, int(given.size() + inputs.size()), box);
    m_table->setObjectName(QStringLiteral("answerTable"));
    m_table->setAccessibleName(tr("Your table"));
    m_table->setAccessibleDescription(tr("Tab moves to the next cell to fill; typing or F2 "
                                         "edits a cell."));
    QStringList headers = given;
    for (const QString &input : inputs)
        headers << tr("%1 ✎").arg(input);
    m_table->setHorizontalHeaderLabels(headers);
    m_table->verticalHeader()->hide();
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed
                             | QAbstractItemView::AnyKeyPressed);
    m_table->setWordWrap(false);
    m_table->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    m_table->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_table->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_table->setIconSize(QSize(16, 16));
    for (int c = 0; c < m_table->columnCount(); ++c)
        m_table->horizontalHeader()->setSectionResizeMode(
            c, c < m_firstInputColumn ? QHeaderView::ResizeToContents : QHeaderView::Stretch);
    m_table->setMinimumWidth(m_table->fontMetrics().horizontalAdvance(QLatin1Char('0'))
                             * (12 * int(inputs.size()) + 8 * int(given.size())));

    for (int r = 0; r < rows; ++r) {
        for (int c = 0; c < m_table->columnCount(); ++c) {
            auto *cell = new QTableWidgetItem;
            if (c < m_firstInputColumn) {
                cell->setText(givenCells.value(r).value(c));
                cell->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
                cell->setTextAlignment(Qt::AlignCenter);
            } else if (course::tableCellExists(kind, m_variant, r, c - m_firstInputColumn)) {
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
        if (!m_marking)
            clearCellMark(cell->row(), cell->column());
    });
    return box;
}

QWidget *ExerciseWidget::createTargetEditor()
{
    auto *box = new QWidget(this);
    auto *column = new QVBoxLayout(box);
    column->setContentsMargins(0, 0, 0, 0);
    if (!m_workshop) {
        auto *missing = new QLabel(tr("This exercise is answered on the workshop, which is not "
                                      "available here."),
                                   box);
        missing->setWordWrap(true);
        column->addWidget(missing);
        return box;
    }
    auto *note = new QLabel(tr("Move the query (red) on the plane, by dragging its tip or with "
                               "the arrow keys, then check."),
                            box);
    note->setWordWrap(true);
    column->addWidget(note);

    auto *row = new QHBoxLayout;
    column->addLayout(row);
    m_canvas = new QueryCanvas(m_workshop, box);
    m_canvas->setObjectName(QStringLiteral("targetCanvas"));
    m_canvas->setFixedSize(m_canvas->minimumSizeHint());
    QStringList categories;
    for (std::size_t i = 0; i < m_workshop->keys().size(); ++i)
        categories << tr("k%1 (%2)").arg(i + 1).arg(m_workshop->layout().values[i]);
    m_chart = new WeightChart(categories, box);
    m_chart->setObjectName(QStringLiteral("targetChart"));
    m_chart->setMinimumHeight(180);
    m_chart->setMinimumWidth(m_canvas->minimumSizeHint().width());
    m_chart->setMaximumHeight(m_canvas->minimumSizeHint().height());
    row->addWidget(m_canvas);
    row->addWidget(m_chart, 1);

    m_query = textLabel(QStringLiteral("queryLabel"), Qt::PlainText, box);
    m_query->setAccessibleName(tr("Current query"));
    column->addWidget(m_query);

    connect(m_workshop, &course::WorkshopModel::queryChanged, this, &ExerciseWidget::syncTarget);
    syncTarget();
    return box;
}

QWidget *ExerciseWidget::createButtons()
{
    auto *box = new QWidget(this);
    auto *column = new QVBoxLayout(box);
    column->setContentsMargins(0, 0, 0, 0);
    auto *row = new QHBoxLayout;
    column->addLayout(row);
    m_check = actionButton(tr("&Check"), QStringLiteral("checkButton"), box);
    m_check->setToolTip(tr("Check your answer (Enter)"));
    m_hint = actionButton(tr("Show &hint"), QStringLiteral("hintButton"), box);
    m_solution = actionButton(tr("Show &solution"), QStringLiteral("solutionButton"), box);
    row->addWidget(m_check);
    row->addWidget(m_hint);
    row->addWidget(m_solution);
    row->addStretch(1);

    // The record on a line of its own, so that a long credit note never widens the buttons' row.
    auto *record = new QHBoxLayout;
    column->addLayout(record);
    m_attempts = textLabel(QStringLiteral("attemptsLabel"), Qt::PlainText, box);
    m_attempts->setWordWrap(false);
    m_credit = textLabel(QStringLiteral("creditLabel"), Qt::PlainText, box);
    record->addWidget(m_attempts);
    record->addSpacing(24);
    record->addWidget(m_credit, 1);

    connect(m_check, &QPushButton::clicked, this, &ExerciseWidget::check);
    connect(m_hint, &QPushButton::clicked, this, &ExerciseWidget::showHint);
    connect(m_solution, &QPushButton::clicked, this, &ExerciseWidget::showSolution);
    return box;
}

QWidget *ExerciseWidget::createFeedback()
{
    auto *box = new QWidget(this);
    auto *column = new QVBoxLayout(box);
    column->setContentsMargins(0, 0, 0, 0);
    m_status = textLabel(QStringLiteral("statusLabel"), Qt::PlainText, box);
    m_status->setAccessibleName(tr("Result"));
    QFont bold = scaledFont(m_status->font(), 1.15);
    bold.setBold(true);
    m_status->setFont(bold);
    m_message = textLabel(QStringLiteral("messageLabel"), Qt::PlainText, box);
    m_message->setAccessibleName(tr("Feedback"));
    m_details = textLabel(QStringLiteral("detailsLabel"), Qt::RichText, box);
    m_details->setAccessibleName(tr("Details"));
    m_hints = textLabel(QStringLiteral("hintsLabel"), Qt::MarkdownText, box);
    m_hints->setAccessibleName(tr("Hints"));
    m_solutionHeading = new QLabel(tr("<b>Worked solution</b>"), box);
    m_solutionHeading->setObjectName(QStringLiteral("solutionHeading"));
    m_solutionText = textLabel(QStringLiteral("solutionLabel"), Qt::MarkdownText, box);
    m_solutionText->setAccessibleName(tr("Worked solution"));
    column->addWidget(m_status);
    column->addWidget(m_message);
    column->addWidget(m_details);
    column->addWidget(m_hints);
    column->addWidget(m_solutionHeading);
    column->addWidget(m_solutionText);
    return box;
}

QString ExerciseWidget::currentAnswer() const
{
    switch (m_exercise.type) {
    case course::Exercise::Type::Numeric:
        return m_answerEdit->text().trimmed();
    case course::Exercise::Type::SingleChoice:
    case course::Exercise::Type::MultipleChoice: {
        QStringList chosen;
        for (const QAbstractButton *button : m_optionButtons) {
            if (button->isChecked())
                chosen << button->property(kOptionIdProperty).toString();
        }
        return chosen.join(QLatin1Char(','));
    }
    case course::Exercise::Type::Ranking: {
        QStringList keys;
        for (int key : rankingOrder())
            keys << QString::number(key);
        return keys.join(QLatin1Char(','));
    }
    case course::Exercise::Type::Table: {
        QJsonArray rows;
        for (const QStringList &row : tableCells())
            rows.append(QJsonArray::fromStringList(row));
        return QString::fromUtf8(QJsonDocument(rows).toJson(QJsonDocument::Compact));
    }
    case course::Exercise::Type::Target: {
        if (!m_workshop)
            return {};
        const attn::Polar query = m_workshop->query();
        const QJsonObject o{{QStringLiteral("angle"), query.angleDegrees},
                            {QStringLiteral("length"), query.length}};
        return QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact));
    }
    }
    return {};
}

course::Feedback ExerciseWidget::grade(const QString &answer) const
{
    switch (m_exercise.type) {
    case course::Exercise::Type::Numeric:
        return course::gradeNumeric(m_exercise, m_variant, answer, locale());
    case course::Exercise::Type::SingleChoice:
    case course::Exercise::Type::MultipleChoice:
        return course::gradeChoice(m_exercise, m_variant,
                                   answer.split(QLatin1Char(','), Qt::SkipEmptyParts));
    case course::Exercise::Type::Ranking: {
        QList<int> order;
        for (const QString &key : answer.split(QLatin1Char(','), Qt::SkipEmptyParts))
            order << key.toInt();
        return course::gradeRanking(m_exercise, m_variant, order);
    }
    case course::Exercise::Type::Table: {
        QList<QStringList> cells;
        const QJsonArray rows = QJsonDocument::fromJson(answer.toUtf8()).array();
        for (const QJsonValue &row : rows) {
            QStringList cellsOfRow;
            for (const QJsonValue &cell : row.toArray())
                cellsOfRow << cell.toString();
            cells << cellsOfRow;
        }
        return course::gradeTable(m_exercise, m_variant, cells, locale());
    }
    case course::Exercise::Type::Target: {
        const QJsonObject o = QJsonDocument::fromJson(answer.toUtf8()).object();
        return course::gradeTarget(m_exercise, m_variant,
                                   {o.value(QStringLiteral("angle")).toDouble(),
                                    o.value(QStringLiteral("length")).toDouble()});
    }
    }
    return {};
}

void ExerciseWidget::restoreAnswer(const QString &answer)
{
    switch (m_exercise.type) {
    case course::Exercise::Type::Numeric:
        m_answerEdit->setText(answer);
        break;
    case course::Exercise::Type::SingleChoice:
    case course::Exercise::Type::MultipleChoice: {
        const QStringList chosen = answer.split(QLatin1Char(','), Qt::SkipEmptyParts);
        for (QAbstractButton *button : std::as_const(m_optionButtons))
            button->setChecked(chosen.contains(button->property(kOptionIdProperty).toString()));
        break;
    }
    case course::Exercise::Type::Ranking: {
        QList<int> order;
        for (const QString &key : answer.split(QLatin1Char(','), Qt::SkipEmptyParts))
            order << key.toInt();
        QList<int> sorted = order;
        std::sort(sorted.begin(), sorted.end());
        QList<int> expected;
        for (int k = 1; k <= m_ranking->count(); ++k)
            expected << k;
        if (sorted != expected)
            break;
        for (int row = 0; row < order.size(); ++row) {
            for (int from = row; from < m_ranking->count(); ++from) {
                if (m_ranking->item(from)->data(kKeyRole).toInt() == order.at(row)) {
                    m_ranking->insertItem(row, m_ranking->takeItem(from));
                    break;
                }
            }
        }
        m_ranking->setCurrentRow(0);
        renumberRanking();
        break;
    }
    case course::Exercise::Type::Table: {
        const QJsonArray rows = QJsonDocument::fromJson(answer.toUtf8()).array();
        m_marking = true;
        for (int r = 0; r < rows.size() && r < m_table->rowCount(); ++r) {
            const QJsonArray row = rows.at(r).toArray();
            for (int c = 0; c < row.size() && m_firstInputColumn + c < m_table->columnCount(); ++c) {
                QTableWidgetItem *cell = m_table->item(r, m_firstInputColumn + c);
                if (cell && cell->flags().testFlag(Qt::ItemIsEnabled))
                    cell->setText(row.at(c).toString());
            }
        }
        m_marking = false;
        break;
    }
    case course::Exercise::Type::Target:
        // The shared workshop keeps the learner's current query; only the verdict is restored.
        break;
    }
}

void ExerciseWidget::check()
{
    if (isFinished() || !m_check->isEnabled())
        return;
    const QString answer = currentAnswer();
    const course::ExerciseState before = m_state;
    m_feedback = grade(answer);
    m_state.record(m_exercise, *m_feedback, answer);
    if (m_table)
        m_table->clearSelection(); // the selection colour would hide a cell's verdict
    commit(before);
}

void ExerciseWidget::showHint()
{
    const course::ExerciseState before = m_state;
    if (m_state.revealHint(m_exercise))
        commit(before);
}

void ExerciseWidget::showSolution()
{
    const course::ExerciseState before = m_state;
    if (m_state.revealSolution(m_exercise))
        commit(before);
}

void ExerciseWidget::commit(const course::ExerciseState &before)
{
    refresh();
    if (m_state.toJson() != before.toJson())
        emit stateChanged(m_state);
}

void ExerciseWidget::moveRankingItem(int delta)
{
    if (!m_ranking || isFinished())
        return;
    const int row = m_ranking->currentRow();
    const int target = row + delta;
    if (row < 0 || target < 0 || target >= m_ranking->count())
        return;
    QListWidgetItem *item = m_ranking->takeItem(row);
    m_ranking->insertItem(target, item);
    m_ranking->setCurrentRow(target);
    renumberRanking();
}

void ExerciseWidget::renumberRanking()
{
    for (int row = 0; row < m_ranking->count(); ++row) {
        QListWidgetItem *item = m_ranking->item(row);
        item->setText(tr("%1.  Key %2").arg(row + 1).arg(item->data(kKeyRole).toInt()));
    }
    refresh();
}

QList<int> ExerciseWidget::rankingOrder() const
{
    QList<int> order;
    for (int row = 0; row < m_ranking->count(); ++row)
        order << m_ranking->item(row)->data(kKeyRole).toInt();
    return order;
}

QList<QStringList> ExerciseWidget::tableCells() const
{
    QList<QStringList> cells;
    for (int r = 0; r < m_table->rowCount(); ++r) {
        QStringList row;
        for (int c = m_firstInputColumn; c < m_table->columnCount(); ++c) {
            const QTableWidgetItem *cell = m_table->item(r, c);
            row << (cell ? cell->text().trimmed() : QString());
        }
        cells << row;
    }
    return cells;
}

void ExerciseWidget::markTable()
{
    if (!m_table)
        return;
    m_marking = true;
    const QPalette pal = m_table->palette();
    const QList<QList<course::CellVerdict>> verdicts =
        m_feedback ? m_feedback->cells : QList<QList<course::CellVerdict>>();
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
            const bool marked = cell->data(kVerdictRole).isValid() && r < verdicts.size()
                                && input < verdicts.at(r).size();
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
                tip = verdict.diagnosis.isEmpty() ? tr("✗ Not quite")
                                                  : tr("✗ Not quite: %1").arg(verdict.diagnosis);
                break;
            case course::CellVerdict::Kind::CarriedForward:
                tip = tr("↪ Computed correctly from your earlier cell");
                break;
            case course::CellVerdict::Kind::NotANumber: tip = tr("? Not a number"); break;
            case course::CellVerdict::Kind::Empty: tip = tr("Not filled in"); break;
            }
            cell->setToolTip(tip);
            cell->setData(Qt::AccessibleDescriptionRole, tip);
        }
    }
    m_marking = false;
}

void ExerciseWidget::clearCellMark(int row, int column)
{
    QTableWidgetItem *cell = m_table->item(row, column);
    if (!cell || !cell->data(kVerdictRole).isValid())
        return;
    m_marking = true;
    cell->setData(kVerdictRole, {});
    m_marking = false;
    markTable();
}

void ExerciseWidget::syncTarget()
{
    if (!m_workshop)
        return;
    m_chart->setWeights(m_workshop->trace().weights());
    m_query->setText(m_workshop->summary());
}

void ExerciseWidget::refresh()
{
    if (!m_check)
        return;
    const bool finished = isFinished();
    const int total = m_exercise.attempts;
    const int left = m_state.attemptsLeft(m_exercise);
    if (m_state.solved)
        m_attempts->setText(tr("Solved with %n attempt(s)", nullptr, m_state.attemptsUsed));
    else if (finished)
        m_attempts->setText(tr("Finished: %n attempt(s) used", nullptr, m_state.attemptsUsed));
    else
        m_attempts->setText(tr("Attempts left: %1 of %2").arg(left).arg(total));

    const auto percent = [this](double fraction) {
        return tr("%1%").arg(locale().toString(100.0 * fraction, 'f', 0));
    };
    course::ExerciseState best = m_state;
    best.bestScore = 1.0;
    const double reachable = best.credit(m_exercise);
    QString credit = tr("Credit so far: %1").arg(percent(m_state.credit(m_exercise)));
    if (m_state.hintsShown > 0 && !finished)
        credit = tr("Credit so far: %1 (at most %2 after %n hint(s))", nullptr, m_state.hintsShown)
                     .arg(percent(m_state.credit(m_exercise)), percent(reachable));
    m_credit->setText(credit);

    m_check->setEnabled(!finished
                        && (m_exercise.type != course::Exercise::Type::Target || m_workshop));

    const int hints = int(m_exercise.hints.size());
    m_hint->setVisible(hints > 0);
    m_hint->setEnabled(!finished && m_state.hintsShown < hints);
    if (m_state.hintsShown >= hints)
        m_hint->setText(tr("No more &hints"));
    else if (m_exercise.hintPenalty > 0.0)
        m_hint->setText(tr("Show &hint (−%1 credit)").arg(percent(m_exercise.hintPenalty)));
    else
        m_hint->setText(tr("Show &hint (free)"));
    m_hint->setToolTip(tr("%n hint(s) left", nullptr, std::max(0, hints - m_state.hintsShown)));

    QStringList shown;
    for (int i = 0; i < m_state.hintsShown && i < hints; ++i)
        shown << tr("**Hint %1.** %2").arg(i + 1).arg(course::fillForVariant(m_exercise.hints.at(i),
                                                                            m_variant));
    m_hints->setText(shown.join(QStringLiteral("\n\n")));
    m_hints->setVisible(!shown.isEmpty());

    const bool solution = isSolutionVisible();
    m_solution->setVisible(m_exercise.showSolution || finished);
    m_solution->setEnabled(!solution);
    m_solution->setToolTip(finished ? tr("Shows the worked solution")
                                    : tr("Shows the worked solution and ends the exercise: no "
                                         "more attempts"));
    if (solution && m_solutionText->text().isEmpty())
        m_solutionText->setText(course::workedSolution(m_exercise, m_variant));
    m_solutionHeading->setVisible(solution);
    m_solutionText->setVisible(solution);

    if (m_moveUp) {
        const int row = m_ranking->currentRow();
        m_moveUp->setEnabled(!finished && row > 0);
        m_moveDown->setEnabled(!finished && row >= 0 && row + 1 < m_ranking->count());
    }
    refreshFeedback();
    setEditorsReadOnly(finished);
}

void ExerciseWidget::refreshFeedback()
{
    if (!m_feedback) {
        // A state restored without its answer still says how the exercise ended.
        QString status;
        if (m_state.solved)
            status = tr("✓ Solved");
        else if (isFinished() && m_state.bestScore > 0.0)
            status = tr("◐ Partly right");
        else if (isFinished() && m_state.attemptsUsed > 0)
            status = tr("✗ Not solved");
        else if (m_state.solutionShown)
            status = tr("Solution shown");
        m_status->setText(status);
        m_status->setVisible(!status.isEmpty());
        m_message->hide();
        m_details->hide();
        markTable();
        refreshStatusColour();
        return;
    }
    const course::Feedback &f = *m_feedback;
    QString status;
    switch (f.status) {
    case course::Feedback::Status::Correct: status = tr("✓ Correct"); break;
    case course::Feedback::Status::Partial:
        status = tr("◐ Partly right (%1% of the answer)")
                     .arg(locale().toString(100.0 * f.score, 'f', 0));
        break;
    case course::Feedback::Status::Wrong: status = tr("✗ Not quite"); break;
    case course::Feedback::Status::Invalid: {
        // The engine's message says what was wrong; the headline says whether it was a number.
        const bool percent = m_exercise.unit == course::Exercise::Unit::Percent;
        const auto isNumber = [this, percent](const QString &text) {
            return text.isEmpty() || course::parseLearnerNumber(text, locale(), percent).has_value();
        };
        bool notANumber = false;
        if (m_answerEdit) {
            const QString typed = m_answerEdit->text().trimmed();
            notANumber = typed.isEmpty() || !isNumber(typed);
        }
        if (m_table) {
            for (const QStringList &row : tableCells())
                notANumber = notANumber || !std::all_of(row.cbegin(), row.cend(), isNumber);
        }
        status = notANumber ? tr("? Not a number — no attempt used")
                            : tr("? Not counted — no attempt used");
        break;
    }
    }
    m_status->setText(status);
    m_status->show();
    m_message->setText(f.message);
    m_message->setVisible(!f.message.isEmpty());

    QString html;
    for (const QString &detail : f.details)
        html += QStringLiteral("<li>%1</li>").arg(detail.toHtmlEscaped());
    m_details->setText(html.isEmpty() ? QString() : QStringLiteral("<ul>%1</ul>").arg(html));
    m_details->setVisible(!html.isEmpty());

    if (m_table) {
        m_marking = true;
        for (int r = 0; r < m_table->rowCount(); ++r) {
            for (int c = m_firstInputColumn; c < m_table->columnCount(); ++c) {
                QTableWidgetItem *cell = m_table->item(r, c);
                if (cell && cell->flags().testFlag(Qt::ItemIsEnabled))
                    cell->setData(kVerdictRole, true);
            }
        }
        m_marking = false;
    }
    markTable();
    refreshStatusColour();
}

void ExerciseWidget::refreshStatusColour()
{
    QPalette pal = m_status->palette();
    Tone tone = Tone::None;
    if (m_feedback)
        tone = toneOf(m_feedback->status);
    else if (m_state.solved)
        tone = Tone::Good;
    else if (isFinished() && m_state.attemptsUsed > 0)
        tone = m_state.bestScore > 0.0 ? Tone::Partial : Tone::Bad;
    pal.setColor(QPalette::WindowText, toneText(palette(), tone));
    m_status->setPalette(pal);
}

void ExerciseWidget::setEditorsReadOnly(bool readOnly)
{
    if (m_answerEdit)
        m_answerEdit->setReadOnly(readOnly);
    for (QAbstractButton *button : std::as_const(m_optionButtons))
        button->setEnabled(!readOnly);
    if (m_ranking)
        m_ranking->setDragDropMode(readOnly ? QAbstractItemView::NoDragDrop
                                            : QAbstractItemView::InternalMove);
    if (m_table) {
        m_marking = true;
        m_table->setEditTriggers(readOnly ? QAbstractItemView::NoEditTriggers
                                          : QAbstractItemView::DoubleClicked
                                                | QAbstractItemView::EditKeyPressed
                                                | QAbstractItemView::AnyKeyPressed);
        for (int r = 0; r < m_table->rowCount(); ++r) {
            for (int c = m_firstInputColumn; c < m_table->columnCount(); ++c) {
                QTableWidgetItem *cell = m_table->item(r, c);
                if (!cell || !cell->flags().testFlag(Qt::ItemIsEnabled))
                    continue;
                cell->setFlags(readOnly ? Qt::ItemIsEnabled | Qt::ItemIsSelectable
                                        : Qt::ItemIsEnabled | Qt::ItemIsSelectable
                                              | Qt::ItemIsEditable);
            }
        }
        m_marking = false;
    }
    if (m_canvas)
        m_canvas->setEnabled(!readOnly);
}

void ExerciseWidget::keyPressEvent(QKeyEvent *event)
{
    // Keys the focused editor does not use (a line edit's Return, a radio button's Enter)
    // arrive here: Enter checks.
    if ((event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter)
        && !event->modifiers().testFlag(Qt::AltModifier)) {
        check();
        event->accept();
        return;
    }
    QWidget::keyPressEvent(event);
}

bool ExerciseWidget::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_ranking && event->type() == QEvent::KeyPress) {
        const auto *key = static_cast<QKeyEvent *>(event);
        if (key->modifiers() == Qt::AltModifier
            && (key->key() == Qt::Key_Up || key->key() == Qt::Key_Down)) {
            moveRankingItem(key->key() == Qt::Key_Up ? -1 : 1);
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void ExerciseWidget::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange && m_status) {
        refreshStatusColour();
        markTable();
    }
}

} // namespace ui
