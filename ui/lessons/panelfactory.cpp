#include "panelfactory.h"

#include "dictionarypanel.h"
#include "matrixpanel.h"
#include "projectionpanel.h"
#include "sharpnesspanel.h"
#include "steptablepanel.h"
#include "workshoppanel.h"

namespace ui {

LessonPanel *createPanel(const QString &name, course::WorkshopModel *model, QWidget *parent)
{
    if (name == QLatin1String("workshop"))
        return new WorkshopPanel(model, parent);
    if (name == QLatin1String("dictionary-vs-attention"))
        return new DictionaryPanel(model, parent);
    if (name == QLatin1String("sharpness-plot"))
        return new SharpnessPanel(model, parent);
    if (const auto kind = StepTablePanel::kindForPanel(name))
        return new StepTablePanel(*kind, model, parent);
    if (name == QLatin1String("projection-lab"))
        return new ProjectionPanel(model, parent);
    if (name == QLatin1String("weight-matrix"))
        return new MatrixPanel(model, parent);
    return nullptr;
}

} // namespace ui
