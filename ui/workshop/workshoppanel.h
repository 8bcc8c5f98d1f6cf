#pragma once

#include "lessonpanel.h"


namespace ui {

class QueryCanvas;
class TextBlock;
class WeightChart;

/// The workshop beside a lesson page: the plane with keys and query, the weight bars and the
/// output. A compact form of the free-play WorkshopView.
class WorkshopPanel : public LessonPanel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(WorkshopPanel)

public:
    /// The part of the plane a lesson page keeps in view (QueryCanvas::setMinimumExtent()):
    /// room for a query of length 4, the longest the lessons ask for.
    static constexpr double kLessonExtent = 5.0;

    explicit WorkshopPanel(course::WorkshopModel *model, QWidget *parent = nullptr);

    QueryCanvas *canvas() const { return m_canvas; }
    WeightChart *chart() const { return m_chart; }

private:
    void refresh();

    QueryCanvas *m_canvas = nullptr;
    WeightChart *m_chart = nullptr;
    TextBlock *m_output = nullptr;
};

} // namespace ui
