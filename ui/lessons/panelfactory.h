#pragma once

#include <QString>

class QWidget;

namespace course {
class WorkshopModel;
}

namespace ui {

class LessonPanel;

/// Creates the panel a lesson page names (lessons/FORMAT.md), or nullptr for an unknown name
/// (the loader reports those as problems).
LessonPanel *createPanel(const QString &name, course::WorkshopModel *model, QWidget *parent);

} // namespace ui
