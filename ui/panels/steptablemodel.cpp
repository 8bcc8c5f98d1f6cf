#include "steptablemodel.h"

#include "placeholders.h"
#include "workshopmodel.h"

#include <QFont>
#include <QGuiApplication>
#include <QPalette>
#include <QStringList>

#include <algorithm>

namespace ui {

namespace {

using Quantity = course::StepColumn::Quantity;

// The cell marker that says "current step" without relying on colour.
const QString kMarker = QStringLiteral("▶ ");

} // namespace

StepTableModel::StepTableModel(Kind kind, course::WorkshopModel *model, QObject *parent)
    : QAbstractTableModel(parent)
    , m_kind(kind)
    , m_model(model)
{
    rebuild();
    // The layout's keys are fixed, so only the figures change: the rows and steps stay. Only
    // the cells whose text changed are reported (cells not yet computed show "?" whatever the
    // query), so that a view repaints those alone.
    connect(m_model, &course::WorkshopModel::queryChanged, this, [this] {
        QStringList before;
        before.reserve(rowCount() * columnCount());
        for (int row = 0; row < rowCount(); ++row)
            for (int column = 0; column < columnCount(); ++column)
                before << data(index(row, column), Qt::DisplayRole).toString();
        rebuild();
        for (int row = 0; row < rowCount(); ++row) {
            for (int column = 0; column < columnCount(); ++column) {
                const QModelIndex cell = index(row, column);
                if (data(cell, Qt::DisplayRole).toString() != before.at(row * columnCount() + column))
                    emit dataChanged(cell, cell);
            }
        }
    });
}

void StepTableModel::rebuild()
{
    m_table = course::stepTable(m_kind, m_model->trace());
}

int StepTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_table.rows.size());
}

int StepTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_table.columns.size());
}

bool StepTableModel::isSumRow(int row) const
{
    return m_table.isSumRow(row);
}

course::StepColumn::Quantity StepTableModel::quantity(int column) const
{
    return column >= 0 && column < m_table.columns.size() ? m_table.columns[column].quantity : Quantity::Key;
}

int StepTableModel::keyOfRow(int row) const
{
    return row >= 0 && row < m_table.rows.size() ? m_table.rows[row].key : -1;
}

QModelIndex StepTableModel::cellAt(int step) const
{
    if (step < 0 || step >= cellCount())
        return {};
    return index(m_table.steps[step].row, m_table.steps[step].column);
}

int StepTableModel::stepOf(const QModelIndex &index) const
{
    if (!index.isValid() || index.model() != this)
        return -1;
    return int(m_table.steps.indexOf(course::StepCellRef{index.row(), index.column()}));
}

bool StepTableModel::isRevealed(const QModelIndex &index) const
{
    const int step = stepOf(index);
    return step < 0 || step < m_revealed;
}

void StepTableModel::setRevealedCells(int count)
{
    count = std::clamp(count, 0, cellCount());
    if (count == m_revealed)
        return;
    const int before = m_revealed;
    m_revealed = count;
    emitCellsChanged(before, count);
    emit revealedCellsChanged();
}

void StepTableModel::emitCellsChanged(int fromStep, int toStep)
{
    // Cells between the two counts change, and so do the old and new current cells; the steps
    // need not go down the rows in order, so the rows they span are found first.
    const int first = std::max(0, std::min(fromStep, toStep) - 1);
    const int last = std::max(fromStep, toStep) - 1;
    int top = rowCount();
    int bottom = -1;
    for (int step = first; step <= last && step < cellCount(); ++step) {
        top = std::min(top, m_table.steps[step].row);
        bottom = std::max(bottom, m_table.steps[step].row);
    }
    if (bottom >= top)
        emit dataChanged(index(top, 0), index(bottom, columnCount() - 1));
}

void StepTableModel::next()
{
    setRevealedCells(m_revealed + 1);
}

void StepTableModel::previous()
{
    setRevealedCells(m_revealed - 1);
}

void StepTableModel::revealAll()
{
    setRevealedCells(cellCount());
}

void StepTableModel::reset()
{
    setRevealedCells(0);
}

double StepTableModel::weightSum() const
{
    return attn::sum(m_model->trace().weights());
}

QString StepTableModel::formatNumber(double x)
{
    return course::formatFixed(x, 4);
}

QString StepTableModel::formatWeight(double w)
{
    return tr("%1 (%2)").arg(formatNumber(w), course::formatPercent(w));
}

QString StepTableModel::formatValue(double v)
{
    return course::formatPlain(v);
}

QVariant StepTableModel::value(const QModelIndex &index) const
{
    const course::StepCell cell = m_table.cell(index.row(), index.column());
    return cell.exists ? QVariant(cell.value) : QVariant();
}

QString StepTableModel::text(const QModelIndex &index) const
{
    if (quantity(index.column()) == Quantity::Key)
        return m_table.rows[index.row()].label;
    const QVariant v = value(index);
    if (!v.isValid())
        return m_table.rows[index.row()].masked ? tr("masked") : QString();
    switch (quantity(index.column())) {
    case Quantity::Weight: return formatWeight(v.toDouble());
    case Quantity::Value: return formatValue(v.toDouble());
    default: return formatNumber(v.toDouble());
    }
}

QString StepTableModel::widestText(int column) const
{
    QString widest;
    for (int row = 0; row < rowCount(); ++row) {
        const QString shown = kMarker + text(index(row, column));
        if (shown.size() > widest.size())
            widest = shown;
    }
    return widest;
}

QVariant StepTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const bool revealed = isRevealed(index);
    const bool current = index == currentCell();
    switch (role) {
    case Qt::DisplayRole:
        if (!revealed)
            return QStringLiteral("?");
        return current ? kMarker + text(index) : text(index);
    case Qt::AccessibleTextRole:
        if (!revealed)
            return tr("not yet computed");
        return current ? tr("%1, current step").arg(text(index)) : text(index);
    case Qt::ToolTipRole:
    case Qt::AccessibleDescriptionRole:
        return revealed ? explanation(index) : QString();
    case Qt::TextAlignmentRole:
        return quantity(index.column()) == Quantity::Key ? QVariant(Qt::AlignLeft | Qt::AlignVCenter)
                                   : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::FontRole:
        if (current || (quantity(index.column()) == Quantity::Key && isSumRow(index.row()))) {
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        return {};
    case Qt::BackgroundRole:
        if (current)
            return QGuiApplication::palette().brush(QPalette::Highlight);
        return {};
    case Qt::ForegroundRole:
        if (current)
            return QGuiApplication::palette().brush(QPalette::HighlightedText);
        if (!revealed)
            return QGuiApplication::palette().brush(QPalette::PlaceholderText);
        return {};
    case ValueRole: return value(index);
    case RevealedRole: return revealed;
    case CurrentRole: return current;
    default: return {};
    }
}

QVariant StepTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    // The rows are named by their keys (k1…, Σ): what a screen reader gives as a cell's row header.
    if (orientation == Qt::Vertical && role == Qt::DisplayRole && section >= 0 && section < m_table.rows.size())
        return m_table.rows[section].label;
    if (orientation != Qt::Horizontal || (role != Qt::DisplayRole && role != Qt::ToolTipRole))
        return QAbstractTableModel::headerData(section, orientation, role);
    if (section < 0 || section >= m_table.columns.size())
        return {};
    const course::StepColumn &column = m_table.columns[section];
    return role == Qt::ToolTipRole ? column.description : column.header;
}

QString StepTableModel::explanation(const QModelIndex &index) const
{
    if (stepOf(index) < 0)
        return {};
    const attn::Trace &t = m_model->trace();
    const int r = index.row();
    const int c = index.column();
    // Every figure is rounded on its own, so the figures shown beside a result need not give it
    // exactly: "=" where they do, "≈" where rounding makes them miss it (FORMAT.md).
    const auto joined = [](const std::vector<double> &xs) {
        QStringList parts;
        for (double x : xs)
            parts << formatNumber(x);
        return parts.join(QStringLiteral(" + "));
    };
    const Quantity q = quantity(c);
    if (isSumRow(r)) {
        std::vector<double> terms;
        for (const attn::TraceRow &row : t.rows)
            terms.push_back(q == Quantity::Contribution ? row.contribution
                            : q == Quantity::Exponential ? row.exponential
                                                         : row.weight);
        const double total = value(index).toDouble();
        const QString sum = joined(terms);
        const QString relation = course::shownRelation(terms, {}, total);
        if (q == Quantity::Contribution)
            return tr("Output = Σ wᵢ × vᵢ = %1 %2 %3").arg(sum, relation, formatNumber(total));
        if (q == Quantity::Exponential)
            return tr("Σ exp(sᵢ − max) = %1 %2 %3").arg(sum, relation, formatNumber(total));
        return tr("Σ wᵢ = %1 %2 %3").arg(sum, relation, formatNumber(total));
    }
    const attn::TraceRow &row = t.rows[std::size_t(r)];
    const int key = r + 1;
    if (m_kind == Kind::Softmax && !row.visible)
        return tr("Key %1 is masked: its weight is 0").arg(key);
    switch (q) {
    case Quantity::Term: {
        const auto d = std::size_t(m_table.columns[c].dimension);
        if (d >= t.query.size() || d >= t.keys[std::size_t(r)].size() || d >= row.terms.size())
            return {};
        const double qd = t.query[d];
        const double kd = t.keys[std::size_t(r)][d];
        return tr("%1 for key %2: %3 × %4 %5 %6")
            .arg(m_table.columns[c].header)
            .arg(key)
            .arg(formatNumber(qd), formatNumber(kd), course::shownRelation({qd}, {kd}, row.terms[d]),
                 formatNumber(row.terms[d]));
    }
    case Quantity::Score: {
        const QString terms = joined(row.terms);
        if (t.scale == 1.0)
            return tr("q·k for key %1: %2 %3 %4")
                .arg(key)
                .arg(terms, course::shownRelation(row.terms, {}, row.score), formatNumber(row.score));
        return tr("q·k for key %1: %2 × (%3) %4 %5")
            .arg(key)
            .arg(formatNumber(t.scale), terms, course::shownRelation(row.terms, {t.scale}, row.score),
                 formatNumber(row.score));
    }
    case Quantity::Shifted:
        return tr("score − max for key %1: %2 − %3 %4 %5")
            .arg(key)
            .arg(formatNumber(row.score), formatNumber(t.maxScore),
                 course::shownRelation({row.score, -t.maxScore}, {}, row.shifted), formatNumber(row.shifted));
    case Quantity::Exponential:
        return tr("exp(score − max) for key %1: exp(%2) %3 %4")
            .arg(key)
            .arg(formatNumber(row.shifted), course::shownExponentialRelation(row.shifted, row.exponential),
                 formatNumber(row.exponential));
    case Quantity::Weight:
        // A quotient a ÷ b = w is exact as shown when w × b gives a.
        return tr("Weight of key %1: %2 ÷ %3 (Σ exp, last row) %4 %5")
            .arg(key)
            .arg(formatNumber(row.exponential), formatNumber(t.sumExponentials),
                 course::shownRelation({row.weight}, {t.sumExponentials}, row.exponential),
                 formatWeight(row.weight));
    case Quantity::Contribution:
        return tr("wᵢ × vᵢ for key %1: %2 × %3 %4 %5")
            .arg(key)
            .arg(formatNumber(row.weight), formatValue(row.value),
                 course::shownRelation({row.weight}, {row.value}, row.contribution),
                 formatNumber(row.contribution));
    default:
        return {};
    }
}

} // namespace ui
