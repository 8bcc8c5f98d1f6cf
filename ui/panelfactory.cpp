#include "panelfactory.h"

#include "workshoppanel.h"

namespace ui {

LessonPanel *createPanel(const QString &name, course::WorkshopModel *model, QWidget *parent)
{
    if (name == QLatin1String("workshop"))
        return new WorkshopPanel(model, parent);
    return nullptr;
}

} // namespace ui
