#include "panels.h"

namespace course {

const QList<PanelEntry> &panelCatalogue()
{
    const QStringList steps{QStringLiteral("step"), QStringLiteral("steps")};
    static const QList<PanelEntry> catalogue{
        {Panel::Workshop, QStringLiteral("workshop"), {}},
        {Panel::DictionaryVsAttention, QStringLiteral("dictionary-vs-attention"),
         {QStringLiteral("sharpness"), QStringLiteral("attention.output"), QStringLiteral("dictionary.result")}},
        {Panel::DotProductTable, QStringLiteral("dot-product-table"), steps},
        {Panel::SoftmaxTable, QStringLiteral("softmax-table"), steps},
        {Panel::WeightedSumTable, QStringLiteral("weighted-sum-table"), steps},
        {Panel::SharpnessPlot, QStringLiteral("sharpness-plot"), {}},
        {Panel::ProjectionLab, QStringLiteral("projection-lab"), {}},
        {Panel::WeightMatrix, QStringLiteral("weight-matrix"), {}},
        {Panel::TrainingLab, QStringLiteral("training-lab"),
         {QStringLiteral("train.task"), QStringLiteral("train.step"), QStringLiteral("train.loss"), QStringLiteral("train.start"),
          QStringLiteral("train.accuracy"), QStringLiteral("train.rate"), QStringLiteral("train.seed"),
          QStringLiteral("train.grad.11"), QStringLiteral("train.grad.12"), QStringLiteral("train.grad.21"),
          QStringLiteral("train.grad.22")}},
    };
    return catalogue;
}

std::optional<Panel> panelNamed(const QString &name)
{
    for (const PanelEntry &entry : panelCatalogue())
        if (entry.name == name)
            return entry.panel;
    return std::nullopt;
}

const QStringList &panelNames()
{
    static const QStringList names = [] {
        QStringList out;
        for (const PanelEntry &entry : panelCatalogue())
            out << entry.name;
        return out;
    }();
    return names;
}

bool isKnownPanel(const QString &panel)
{
    return panelNamed(panel).has_value();
}

} // namespace course
