#include "steptable.h"

#include <QCoreApplication>

#include <algorithm>

namespace course {

namespace {

class StepTableText
{
    Q_DECLARE_TR_FUNCTIONS(StepTableText)
};

using Quantity = StepColumn::Quantity;

/// x, y, z for the first three components, then 4, 5, …
QString component(std::size_t d)
{
    return d < 3 ? QString(QLatin1Char("xyz"[d])) : QString::number(d + 1);
}

StepColumn column(const QString &id, const QString &header, const QString &description,
                  Quantity quantity, bool given, int dimension = -1)
{
    return StepColumn{id, header, description, quantity, given, dimension};
}

StepColumn keyColumn()
{
    return column(QStringLiteral("key"), StepTableText::tr("Key"),
                  StepTableText::tr("The key of the row; Σ marks the sums"), Quantity::Key, true);
}

double figure(const attn::Trace &trace, std::size_t row, const StepColumn &c)
{
    const attn::TraceRow &r = trace.rows[row];
    const auto d = std::size_t(std::max(0, c.dimension));
    switch (c.quantity) {
    case Quantity::Key: return 0.0;
    case Quantity::KeyComponent: return d < trace.keys[row].size() ? trace.keys[row][d] : 0.0;
    case Quantity::Term: return d < r.terms.size() ? r.terms[d] : 0.0;
    case Quantity::Score: return r.score;
    case Quantity::Shifted: return r.shifted;
    case Quantity::Exponential: return r.exponential;
    case Quantity::Weight: return r.weight;
    case Quantity::Value: return r.value;
    case Quantity::Contribution: return r.contribution;
    case Quantity::Target:
    case Quantity::KeyEntry:
    case Quantity::Error:
    case Quantity::ErrorTerm:
    case Quantity::GradientEntry: return 0.0;
    }
    return 0.0;
}

} // namespace

int StepTable::keyCount() const
{
    return int(std::count_if(rows.cbegin(), rows.cend(), [](const StepRow &r) { return r.key >= 0; }));
}

QList<int> StepTable::inputColumns() const
{
    QList<int> out;
    for (int c = 0; c < columns.size(); ++c)
        if (!columns[c].given)
            out << c;
    return out;
}

QList<int> StepTable::givenColumns() const
{
    QList<int> out;
    for (int c = 0; c < columns.size(); ++c)
        if (columns[c].given)
            out << c;
    return out;
}

StepCell StepTable::cell(int row, int column) const
{
    if (row < 0 || row >= rows.size() || column < 0 || column >= rows[row].cells.size())
        return {};
    return rows[row].cells[column];
}

int StepTable::columnOf(StepColumn::Quantity quantity) const
{
    for (int c = 0; c < columns.size(); ++c)
        if (columns[c].quantity == quantity)
            return c;
    return -1;
}

QList<StepColumn> stepColumns(StepTableKind kind, std::size_t dimensions)
{
    QList<StepColumn> out{keyColumn()};
    switch (kind) {
    case StepTableKind::DotProduct:
        for (std::size_t d = 0; d < dimensions; ++d)
            out << column(QStringLiteral("k_") + component(d), QStringLiteral("k_") + component(d),
                          StepTableText::tr("%1 component of the key (given)").arg(component(d)),
                          Quantity::KeyComponent, true, int(d));
        for (std::size_t d = 0; d < dimensions; ++d)
            out << column(QStringLiteral("term_") + component(d),
                          QStringLiteral("q_%1·k_%1").arg(component(d)),
                          StepTableText::tr("query %1 times key %1").arg(component(d)),
                          Quantity::Term, false, int(d));
        out << column(QStringLiteral("score"), StepTableText::tr("Score q·kᵢ"),
                      StepTableText::tr("the score: the sum of the products"), Quantity::Score, false);
        break;
    case StepTableKind::Softmax:
        out << column(QStringLiteral("score"), StepTableText::tr("Score sᵢ"),
                      StepTableText::tr("the score from the dot-product table (given)"), Quantity::Score, true)
            << column(QStringLiteral("shifted"), StepTableText::tr("sᵢ − max"),
                      StepTableText::tr("the score minus the largest score"), Quantity::Shifted, false)
            << column(QStringLiteral("exp"), StepTableText::tr("exp(sᵢ − max)"),
                      StepTableText::tr("the exponential of the shifted score"), Quantity::Exponential, false)
            << column(QStringLiteral("weight"), StepTableText::tr("Weight wᵢ"),
                      StepTableText::tr("the exponential divided by the sum of exponentials"), Quantity::Weight, false);
        break;
    case StepTableKind::WeightedSum:
        out << column(QStringLiteral("weight"), StepTableText::tr("Weight wᵢ"),
                      StepTableText::tr("the weight from the softmax table (given)"), Quantity::Weight, true)
            << column(QStringLiteral("value"), StepTableText::tr("Value vᵢ"),
                      StepTableText::tr("the value stored with the key (given)"), Quantity::Value, true)
            << column(QStringLiteral("contribution"), StepTableText::tr("wᵢ × vᵢ"),
                      StepTableText::tr("the weight times the value"), Quantity::Contribution, false);
        break;
    case StepTableKind::Gradient:
        out.first().header = StepTableText::tr("Token j");
        out.first().description = StepTableText::tr("The token whose key the row is about; Σ marks the sums");
        out << column(QStringLiteral("weight"), StepTableText::tr("Weight wᵢⱼ"),
                      StepTableText::tr("token i's weight on token j (given)"), Quantity::Weight, true)
            << column(QStringLiteral("target"), StepTableText::tr("Target tⱼ"),
                      StepTableText::tr("1 on token i's target, 0 elsewhere (given)"), Quantity::Target, true)
            << column(QStringLiteral("k_a"), StepTableText::tr("Key entry kⱼ,a"),
                      StepTableText::tr("entry a of token j's key (given)"), Quantity::KeyEntry, true)
            << column(QStringLiteral("error"), StepTableText::tr("wᵢⱼ − tⱼ"),
                      StepTableText::tr("the weight minus the target"), Quantity::Error, false)
            << column(QStringLiteral("error_term"), StepTableText::tr("(wᵢⱼ − tⱼ)·kⱼ,a"),
                      StepTableText::tr("the weight minus the target, times the key entry; their sum on the Σ row"),
                      Quantity::ErrorTerm, false)
            << column(QStringLiteral("entry"), StepTableText::tr("c·xᵢ,b·Σ"),
                      StepTableText::tr("the gradient entry: the scale c times entry b of xᵢ times the sum"),
                      Quantity::GradientEntry, false);
        break;
    }
    return out;
}

StepTable stepTable(StepTableKind kind, const attn::Trace &trace)
{
    StepTable t;
    t.kind = kind;
    t.columns = stepColumns(kind, trace.query.size());
    if (kind == StepTableKind::Gradient)
        return t; // from a training point: gradientTable()
    const int columns = int(t.columns.size());
    for (std::size_t i = 0; i < trace.rows.size(); ++i) {
        StepRow row;
        row.key = int(i);
        row.label = StepTableText::tr("k%1").arg(i + 1);
        row.masked = !trace.rows[i].visible;
        for (const StepColumn &c : t.columns) {
            // A masked key has no score − max: it takes no part in the softmax.
            const bool exists = c.quantity != Quantity::Key && !(row.masked && c.quantity == Quantity::Shifted);
            row.cells << StepCell{exists ? figure(trace, i, c) : 0.0, exists, false};
        }
        t.rows << row;
    }
    if (kind != StepTableKind::DotProduct) {
        StepRow sum;
        sum.label = kind == StepTableKind::Softmax ? StepTableText::tr("Σ") : StepTableText::tr("Σ = output");
        sum.cells = QList<StepCell>(columns);
        const int weight = t.columnOf(Quantity::Weight);
        sum.cells[weight] = StepCell{attn::sum(trace.weights()), true, true};
        if (kind == StepTableKind::Softmax)
            sum.cells[t.columnOf(Quantity::Exponential)] = StepCell{trace.sumExponentials, true, false};
        else
            sum.cells[t.columnOf(Quantity::Contribution)] = StepCell{trace.output, true, false};
        t.rows << sum;
    }

    // The order of the steps: row by row, left to right over the computed cells, except that a
    // weight divides by Σ exp, so the softmax's weights wait for the Σ row's exponential.
    const QList<int> inputs = t.inputColumns();
    const auto addRow = [&](int r, const QList<int> &which) {
        for (int c : which)
            if (t.rows[r].cells[c].exists)
                t.steps << StepCellRef{r, c};
    };
    if (kind == StepTableKind::Softmax) {
        const int shifted = t.columnOf(Quantity::Shifted);
        const int exp = t.columnOf(Quantity::Exponential);
        const int weight = t.columnOf(Quantity::Weight);
        for (int r = 0; r < t.rows.size(); ++r)
            addRow(r, {shifted, exp});
        for (int r = 0; r < t.rows.size(); ++r)
            addRow(r, {weight});
    } else {
        for (int r = 0; r < t.rows.size(); ++r)
            addRow(r, inputs);
    }
    return t;
}

StepTable gradientTable(const attn::TrainingTask &task, const attn::TokenGradient &g, int row, int column)
{
    StepTable t;
    t.kind = StepTableKind::Gradient;
    t.columns = stepColumns(StepTableKind::Gradient);
    const auto a = std::size_t(std::clamp(row, 0, 1));
    const auto b = std::size_t(std::clamp(column, 0, 1));
    t.scale = attn::trainingScale();
    t.inputComponent = g.x.size() == 2 ? g.x[b] : 0.0;
    const int columns = int(t.columns.size());
    std::vector<double> errors;
    std::vector<double> terms;
    for (std::size_t j = 0; j < g.weights.size() && j < g.keys.size() && j < task.tokens.size(); ++j) {
        StepRow r;
        r.key = int(j);
        r.label = QString::fromStdString(task.tokens[j]);
        const double error = g.weights[j] - g.targets[j];
        errors.push_back(error);
        terms.push_back(error * g.keys[j][a]);
        for (const StepColumn &c : t.columns) {
            switch (c.quantity) {
            case Quantity::Weight: r.cells << StepCell{g.weights[j], true, false}; break;
            case Quantity::Target: r.cells << StepCell{g.targets[j], true, false}; break;
            case Quantity::KeyEntry: r.cells << StepCell{g.keys[j][a], true, false}; break;
            case Quantity::Error: r.cells << StepCell{error, true, false}; break;
            case Quantity::ErrorTerm: r.cells << StepCell{terms.back(), true, false}; break;
            default: r.cells << StepCell{}; break;
            }
        }
        t.rows << r;
    }
    StepRow sum;
    sum.label = StepTableText::tr("Σ");
    sum.cells = QList<StepCell>(columns);
    sum.cells[t.columnOf(Quantity::Error)] = StepCell{attn::sum(errors), true, true};
    sum.cells[t.columnOf(Quantity::ErrorTerm)] = StepCell{attn::sum(terms), true, false};
    sum.cells[t.columnOf(Quantity::GradientEntry)] = StepCell{g.gradWq[a][b], true, false};
    t.rows << sum;
    for (int r = 0; r < t.rows.size(); ++r)
        for (int c : t.inputColumns())
            if (t.rows[r].cells[c].exists)
                t.steps << StepCellRef{r, c};
    return t;
}

StepTable variantTable(StepTableKind kind, const Variant &variant)
{
    if (kind == StepTableKind::Gradient) {
        const attn::TrainingTask *task = trainingTaskOf(variant);
        const auto g = tokenGradient(variant);
        if (!task || !g) {
            StepTable empty;
            empty.kind = kind;
            empty.columns = stepColumns(kind);
            return empty;
        }
        return gradientTable(*task, *g, variant.gradient->row, variant.gradient->column);
    }
    return stepTable(kind, variant.trace());
}

QString stepTableTitle(StepTableKind kind)
{
    switch (kind) {
    case StepTableKind::DotProduct: return StepTableText::tr("Dot products");
    case StepTableKind::Softmax: return StepTableText::tr("Softmax");
    case StepTableKind::WeightedSum: return StepTableText::tr("Weighted sum");
    case StepTableKind::Gradient: return StepTableText::tr("One entry of the gradient");
    }
    return {};
}

} // namespace course
