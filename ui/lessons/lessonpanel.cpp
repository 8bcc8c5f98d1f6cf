#include "lessonpanel.h"

#include "presentation.h"

namespace ui {

LessonPanel::LessonPanel(course::WorkshopModel *model, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
{
}

QMap<QString, QString> LessonPanel::placeholders() const
{
    return {};
}

void LessonPanel::setPresenting(bool on)
{
    applyPresenting(this, on);
}

} // namespace ui
