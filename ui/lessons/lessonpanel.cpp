#include "lessonpanel.h"

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

} // namespace ui
