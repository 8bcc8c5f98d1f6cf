#pragma once

#include <QWidget>

class QDoubleSpinBox;

namespace course {
class WorkshopModel;
}

namespace ui {

/// The query's angle and length as two spin boxes ("Query angle:", "Query length:"), side by
/// side or one above the other where the width runs out: what the plane shows, typed exactly.
/// Both follow the model and set it; the workshop and the lesson pages with a plane share them.
class QueryControls : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(QueryControls)

public:
    /// Without `mnemonics` the labels take no Alt key: for a page whose own keys use A or L.
    explicit QueryControls(course::WorkshopModel *model, QWidget *parent = nullptr, bool mnemonics = true);

    QDoubleSpinBox *angleSpin() const { return m_angle; }
    QDoubleSpinBox *lengthSpin() const { return m_length; }

    /// Shows the model's query, touching only a box whose shown value differs: rewriting the
    /// text of the one the learner is typing into ("0" of "0.1") would move the cursor.
    void syncFromModel();

private:
    course::WorkshopModel *m_model = nullptr;
    QDoubleSpinBox *m_angle = nullptr;
    QDoubleSpinBox *m_length = nullptr;
};

} // namespace ui
