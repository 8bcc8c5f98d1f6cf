#pragma once

#include "answereditor.h"

class QLabel;

namespace ui {

class QueryCanvas;
class WeightChart;

/// A target exercise: the learner moves the shared workshop query (the plane and its
/// weights beside it) until the target is reached; the answer is that query.
class TargetEditor : public AnswerEditor
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TargetEditor)

public:
    /// Without a workshop model the exercise cannot be answered here, and says so.
    explicit TargetEditor(course::WorkshopModel *workshop, QWidget *parent = nullptr);

    course::Answer answer() const override;
    /// The workshop keeps the learner's current query: a saved one is not put back.
    void setAnswer(const course::Answer &answer) override { Q_UNUSED(answer) }
    void setReadOnly(bool readOnly) override;
    bool canAnswer() const override { return m_workshop != nullptr; }

    QueryCanvas *canvas() const { return m_canvas; }
    WeightChart *chart() const { return m_chart; }

private:
    void sync();

    course::WorkshopModel *m_workshop = nullptr;
    QueryCanvas *m_canvas = nullptr;
    WeightChart *m_chart = nullptr;
    QLabel *m_query = nullptr;
};

} // namespace ui
