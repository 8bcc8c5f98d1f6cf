#include "steptablemodel.h"

#include "workshopmodel.h"

#include <QFont>
#include <QGuiApplication>
#include <QPalette>
#include <QStringList>

#include <algorithm>

namespace ui {

namespace {

// Column numbers of each kind; column 0 is always the key.
enum DotColumn { DotKey, DotKx, DotKy, DotTermX, DotTermY, DotScore, DotColumns };
enum SoftmaxColumn { SmKey, SmScore, SmShifted, SmExp, SmWeight, SmColumns };
enum SumColumn { WsKey, WsWeight, WsValue, WsContribution, WsColumns };

// The cell marker that says "current step" without relying on colour.
const QString kMarker = QStringLiteral("▶ ");

} // namespace

StepTableModel::StepTableModel(Kind kind, course::WorkshopModel *model, QObject *parent)
    : QAbstractTableModel(parent)
    , m_kind(kind)
    , m_model(model)
{
    buildCells();
    // The layout's keys are fixed, so only the figures change: the row count stays.
    connect(m_model, &course::WorkshopModel::queryChanged, this, [this] {
        if (rowCount() > 0)
            emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
    });
}

void StepTableModel::buildCells()
{
    const int keys = int(m_model->keys().size());
    m_cells.clear();
    for (int row = 0; row < keys; ++row) {
        switch (m_kind) {
        case Kind::DotProduct:
            for (int c : {DotTermX, DotTermY, DotScore})
                m_cells.push_back({row, c});
            break;
        case Kind::Softmax:
            for (int c : {SmShifted, SmExp, SmWeight})
                m_cells.push_back({row, c});
            break;
        case Kind::WeightedSum:
            m_cells.push_back({row, WsContribution});
            break;
        }
    }
    if (m_kind == Kind::Softmax) {
        m_cells.push_back({keys, SmExp});
        m_cells.push_back({keys, SmWeight});
    } else if (m_kind == Kind::WeightedSum) {
        m_cells.push_back({keys, WsContribution});
    }
}

int StepTableModel::rowCount(const QModelIndex &parent) const
{
    if (parent.isValid())
        return 0;
    const int keys = int(m_model->trace().rows.size());
    return m_kind == Kind::DotProduct ? keys : keys + 1;
}

int StepTableModel::columnCount(const QModelIndex &parent) const
{
    if (parent.isValid())
        return 0;
    switch (m_kind) {
    case Kind::DotProduct: return DotColumns;
    case Kind::Softmax: return SmColumns;
    case Kind::WeightedSum: return WsColumns;
    }
    return 0;
}

bool StepTableModel::isSumRow(int row) const
{
    return m_kind != Kind::DotProduct && row == int(m_model->trace().rows.size());
}

int StepTableModel::keyOfRow(int row) const
{
    if (row < 0 || row >= int(m_model->trace().rows.size()))
        return -1;
    return row;
}

QModelIndex StepTableModel::cellAt(int step) const
{
    if (step < 0 || step >= cellCount())
        return {};
    return index(m_cells[std::size_t(step)].row, m_cells[std::size_t(step)].column);
}

int StepTableModel::stepOf(const QModelIndex &index) const
{
    if (!index.isValid() || index.model() != this)
        return -1;
    const auto it = std::find_if(m_cells.begin(), m_cells.end(), [&index](const Cell &c) {
        return c.row == index.row() && c.column == index.column();
    });
    return it == m_cells.end() ? -1 : int(it - m_cells.begin());
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
    // Cells between the two counts change, and so do the old and new current cells.
    const int first = std::max(0, std::min(fromStep, toStep) - 1);
    const int last = std::max(fromStep, toStep) - 1;
    const QModelIndex a = cellAt(first);
    const QModelIndex b = cellAt(last);
    if (a.isValid() && b.isValid())
        emit dataChanged(index(a.row(), 0), index(b.row(), columnCount() - 1));
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
    // Σ wᵢ·1: the core's weighted average of ones is the sum of the weights.
    const std::vector<double> weights = m_model->trace().weights();
    const auto sum = attn::weightedAverage(weights, std::vector<double>(weights.size(), 1.0));
    return sum ? sum.value() : 0.0;
}

QString StepTableModel::formatNumber(double x)
{
    QString s = QString::number(x, 'f', 4);
    if (s.startsWith(QLatin1Char('-'))) {
        s.remove(0, 1);
        const bool nonZero = std::any_of(s.cbegin(), s.cend(), [](QChar ch) {
            return ch.isDigit() && ch != QLatin1Char('0');
        });
        if (nonZero)
            s.prepend(QChar(0x2212));
    }
    return s;
}

QString StepTableModel::formatWeight(double w)
{
    return tr("%1 (%2%)").arg(formatNumber(w), QString::number(100.0 * w, 'f', 2));
}

QVariant StepTableModel::value(const QModelIndex &index) const
{
    const attn::Trace &t = m_model->trace();
    const int r = index.row();
    const int c = index.column();
    if (isSumRow(r)) {
        if (m_kind == Kind::Softmax && c == SmExp)
            return t.sumExponentials;
        if ((m_kind == Kind::Softmax && c == SmWeight) || (m_kind == Kind::WeightedSum && c == WsWeight))
            return weightSum();
        if (m_kind == Kind::WeightedSum && c == WsContribution)
            return t.output;
        return {};
    }
    const attn::TraceRow &row = t.rows[std::size_t(r)];
    const attn::Vector &key = t.keys[std::size_t(r)];
    auto component = [](const std::vector<double> &v, std::size_t i) {
        return i < v.size() ? QVariant(v[i]) : QVariant();
    };
    switch (m_kind) {
    case Kind::DotProduct:
        switch (c) {
        case DotKx: return component(key, 0);
        case DotKy: return component(key, 1);
        case DotTermX: return component(row.terms, 0);
        case DotTermY: return component(row.terms, 1);
        case DotScore: return row.score;
        default: return {};
        }
    case Kind::Softmax:
        switch (c) {
        case SmScore: return row.score;
        case SmShifted: return row.visible ? QVariant(row.shifted) : QVariant();
        case SmExp: return row.exponential;
        case SmWeight: return row.weight;
        default: return {};
        }
    case Kind::WeightedSum:
        switch (c) {
        case WsWeight: return row.weight;
        case WsValue: return row.value;
        case WsContribution: return row.contribution;
        default: return {};
        }
    }
    return {};
}

QString StepTableModel::text(const QModelIndex &index) const
{
    if (index.column() == 0)
        return isSumRow(index.row()) ? tr("Σ") : tr("k%1").arg(index.row() + 1);
    const QVariant v = value(index);
    if (!v.isValid()) {
        const bool masked = m_kind == Kind::Softmax && index.column() == SmShifted
                            && !isSumRow(index.row());
        return masked ? tr("masked") : QString();
    }
    const bool weightColumn = (m_kind == Kind::Softmax && index.column() == SmWeight)
                              || (m_kind == Kind::WeightedSum && index.column() == WsWeight);
    return weightColumn ? formatWeight(v.toDouble()) : formatNumber(v.toDouble());
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
        return index.column() == 0 ? QVariant(Qt::AlignLeft | Qt::AlignVCenter)
                                   : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::FontRole:
        if (current || (index.column() == 0 && isSumRow(index.row()))) {
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
    if (orientation != Qt::Horizontal || (role != Qt::DisplayRole && role != Qt::ToolTipRole))
        return QAbstractTableModel::headerData(section, orientation, role);
    const bool tip = role == Qt::ToolTipRole;
    if (section == 0)
        return tip ? tr("The key of the row; Σ marks the sums") : tr("Key");
    switch (m_kind) {
    case Kind::DotProduct:
        switch (section) {
        case DotKx: return tip ? tr("x component of the key (given)") : tr("k_x");
        case DotKy: return tip ? tr("y component of the key (given)") : tr("k_y");
        case DotTermX: return tip ? tr("query x times key x") : tr("q_x·k_x");
        case DotTermY: return tip ? tr("query y times key y") : tr("q_y·k_y");
        case DotScore: return tip ? tr("the score: the sum of the two products") : tr("Score q·kᵢ");
        default: return {};
        }
    case Kind::Softmax:
        switch (section) {
        case SmScore: return tip ? tr("the score from the dot-product table (given)") : tr("Score sᵢ");
        case SmShifted: return tip ? tr("the score minus the largest score") : tr("sᵢ − max");
        case SmExp: return tip ? tr("the exponential of the shifted score") : tr("exp(sᵢ − max)");
        case SmWeight: return tip ? tr("the exponential divided by the sum of exponentials") : tr("Weight wᵢ");
        default: return {};
        }
    case Kind::WeightedSum:
        switch (section) {
        case WsWeight: return tip ? tr("the weight from the softmax table (given)") : tr("Weight wᵢ");
        case WsValue: return tip ? tr("the value stored with the key (given)") : tr("Value vᵢ");
        case WsContribution: return tip ? tr("the weight times the value") : tr("wᵢ × vᵢ");
        default: return {};
        }
    }
    return {};
}

QString StepTableModel::explanation(const QModelIndex &index) const
{
    if (stepOf(index) < 0)
        return {};
    const attn::Trace &t = m_model->trace();
    const int r = index.row();
    const int c = index.column();
    auto joined = [](const std::vector<double> &xs, auto format) {
        QStringList parts;
        for (double x : xs)
            parts << format(x);
        return parts.join(QStringLiteral(" + "));
    };
    if (isSumRow(r)) {
        std::vector<double> terms;
        for (const attn::TraceRow &row : t.rows) {
            if (m_kind == Kind::WeightedSum)
                terms.push_back(row.contribution);
            else if (c == SmExp)
                terms.push_back(row.exponential);
            else
                terms.push_back(row.weight);
        }
        const QString sum = joined(terms, &StepTableModel::formatNumber);
        if (m_kind == Kind::WeightedSum)
            return tr("Output = Σ wᵢ × vᵢ = %1 = %2").arg(sum, formatNumber(t.output));
        if (c == SmExp)
            return tr("Σ exp(sᵢ − max) = %1 = %2").arg(sum, formatNumber(t.sumExponentials));
        return tr("Σ wᵢ = %1 = %2").arg(sum, formatNumber(weightSum()));
    }
    const attn::TraceRow &row = t.rows[std::size_t(r)];
    const int key = r + 1;
    switch (m_kind) {
    case Kind::DotProduct: {
        const std::size_t d = c == DotTermX ? 0 : 1;
        if (c == DotScore) {
            const QString terms = joined(row.terms, &StepTableModel::formatNumber);
            if (t.scale == 1.0)
                return tr("q·k for key %1: %2 = %3").arg(key).arg(terms, formatNumber(row.score));
            return tr("q·k for key %1: %2 × (%3) = %4")
                .arg(key)
                .arg(formatNumber(t.scale), terms, formatNumber(row.score));
        }
        if (d >= t.query.size() || d >= t.keys[std::size_t(r)].size() || d >= row.terms.size())
            return {};
        const QString name = d == 0 ? tr("q_x·k_x") : tr("q_y·k_y");
        return tr("%1 for key %2: %3 × %4 = %5")
            .arg(name)
            .arg(key)
            .arg(formatNumber(t.query[d]), formatNumber(t.keys[std::size_t(r)][d]),
                 formatNumber(row.terms[d]));
    }
    case Kind::Softmax:
        if (!row.visible)
            return tr("Key %1 is masked: its weight is 0").arg(key);
        if (c == SmShifted)
            return tr("score − max for key %1: %2 − %3 = %4")
                .arg(key)
                .arg(formatNumber(row.score), formatNumber(t.maxScore), formatNumber(row.shifted));
        if (c == SmExp)
            return tr("exp(score − max) for key %1: exp(%2) = %3")
                .arg(key)
                .arg(formatNumber(row.shifted), formatNumber(row.exponential));
        return tr("Weight of key %1: %2 ÷ %3 (Σ exp, last row) = %4")
            .arg(key)
            .arg(formatNumber(row.exponential), formatNumber(t.sumExponentials),
                 formatWeight(row.weight));
    case Kind::WeightedSum:
        return tr("w × v for key %1: %2 × %3 = %4")
            .arg(key)
            .arg(formatNumber(row.weight), formatNumber(row.value), formatNumber(row.contribution));
    }
    return {};
}

} // namespace ui
