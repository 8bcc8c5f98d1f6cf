#include "panelfactory.h"

#include "dictionarypanel.h"
#include "matrixpanel.h"
#include "panels.h"
#include "projectionpanel.h"
#include "sharpnesspanel.h"
#include "steptablepanel.h"
#include "trainingpanel.h"
#include "workshoppanel.h"

namespace ui {

LessonPanel *createPanel(const QString &name, course::WorkshopModel *model, QWidget *parent)
{
    const std::optional<course::Panel> panel = course::panelNamed(name);
    if (!panel)
        return nullptr;
    // A step table is known by its panel's name ("softmax-table").
    const auto table = [&](StepTableModel::Kind kind) {
        auto *p = new StepTablePanel(kind, model, parent);
        p->setObjectName(name);
        return p;
    };
    switch (*panel) {
    case course::Panel::Workshop: return new WorkshopPanel(model, parent);
    case course::Panel::DictionaryVsAttention: return new DictionaryPanel(model, parent);
    case course::Panel::DotProductTable: return table(StepTableModel::Kind::DotProduct);
    case course::Panel::SoftmaxTable: return table(StepTableModel::Kind::Softmax);
    case course::Panel::WeightedSumTable: return table(StepTableModel::Kind::WeightedSum);
    case course::Panel::SharpnessPlot: return new SharpnessPanel(model, parent);
    case course::Panel::ProjectionLab: return new ProjectionPanel(model, parent);
    case course::Panel::WeightMatrix: return new MatrixPanel(model, parent);
    case course::Panel::TrainingLab: return new TrainingPanel(model, parent);
    }
    return nullptr;
}

} // namespace ui
