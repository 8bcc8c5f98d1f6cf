#pragma once

#include "lessonpanel.h"

class QChart;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineSeries;
class QPushButton;
class QSpinBox;
class QTableWidget;
class QTimer;
class QValueAxis;

namespace course {
class TrainingModel;
}

namespace ui {

class TextBlock;
class TrainingPlane;

/// The "training-lab" panel (lessons/FORMAT.md): W_q and W_k of one attention head learning a
/// toy task in front of the learner. The plane shows each token's query and key, a grid each
/// token's weights (its target outlined), a line the loss after every step; Play, Step and
/// Reset drive the run, one gradient-descent update per frame; the task, the seed and the
/// learning rate start it again. Every figure comes from the core (core/training.h).
class TrainingPanel : public LessonPanel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TrainingPanel)

public:
    explicit TrainingPanel(course::WorkshopModel *model, QWidget *parent = nullptr);

    course::TrainingModel *training() const { return m_training; }
    QMap<QString, QString> placeholders() const override;
    bool isPlaying() const;
    /// The task's name as the panel shows it.
    static QString taskTitle(int index);

public slots:
    void play();
    void pause();

protected:
    void changeEvent(QEvent *event) override;

private:
    void refresh();
    void refreshWeights();
    void refreshChart();
    void advance();

    course::TrainingModel *m_training = nullptr;
    QComboBox *m_task = nullptr;
    QSpinBox *m_seed = nullptr;
    QDoubleSpinBox *m_rate = nullptr;
    QPushButton *m_play = nullptr;
    QPushButton *m_step = nullptr;
    QPushButton *m_reset = nullptr;
    TrainingPlane *m_plane = nullptr;
    QTableWidget *m_weights = nullptr;
    QChart *m_chart = nullptr;
    QLineSeries *m_loss = nullptr;
    QValueAxis *m_stepAxis = nullptr;
    QValueAxis *m_lossAxis = nullptr;
    TextBlock *m_status = nullptr;
    QTimer *m_timer = nullptr;
};

} // namespace ui
