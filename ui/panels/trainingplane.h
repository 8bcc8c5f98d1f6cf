#pragma once

#include <QWidget>

namespace course {
class TrainingModel;
}

namespace ui {

/// The training run on the plate's plane: each token's query q = W_q x (a solid arrow in the
/// query's colour) and key k = W_k x (a hollow arrow in the keys' colour), named by the token,
/// so that the learner sees them turn and grow at every step. The view keeps its scale until
/// an arrow leaves it, then zooms out in whole steps.
class TrainingPlane : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TrainingPlane)

public:
    explicit TrainingPlane(course::TrainingModel *model, QWidget *parent = nullptr);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    /// Half the side of the plane shown, in plane units.
    double extent() const { return m_extent; }
    /// Without the queries the plane shows the keys alone (an exercise that asks where a
    /// trained query points shows where the keys are, not the answer).
    void setShowsQueries(bool on);

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    void refresh();

    course::TrainingModel *m_model = nullptr;
    double m_extent = 3.0;
    bool m_showsQueries = true;
};

} // namespace ui
