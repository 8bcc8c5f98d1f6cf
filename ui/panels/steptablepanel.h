#pragma once

#include "lessonpanel.h"
#include "steptablemodel.h"

#include <optional>

class QLabel;
class QPushButton;
class QTableView;
class QVBoxLayout;

namespace ui {

class QueryCanvas;
class TextBlock;
class WeightChart;

/// The lesson panels "dot-product-table", "softmax-table" and "weighted-sum-table": a caption,
/// a StepTableModel in a table, a stepper (buttons with mnemonics; N/P or Ctrl+Right/Left in
/// the table) with "Step 3 of 15" and a line explaining the current cell. Per kind it adds a
/// compact query canvas (dot products), the weight bars, the sum of the weights and why the
/// max is subtracted (softmax), or the output compared with an average and a dictionary
/// (weighted sum). Placeholders: "step" and "steps".
class StepTablePanel : public LessonPanel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(StepTablePanel)

public:
    explicit StepTablePanel(StepTableModel::Kind kind, course::WorkshopModel *model,
                            QWidget *parent = nullptr);

    QMap<QString, QString> placeholders() const override;
    bool stepForward() override;
    bool stepBack() override;
    /// On a projector the softmax's bars stand beside its buttons and sentences, not below.
    void setPresenting(bool on) override;

    StepTableModel *tableModel() const { return m_tableModel; }
    QTableView *table() const { return m_table; }
    QPushButton *previousButton() const { return m_previous; }
    QPushButton *nextButton() const { return m_next; }
    QPushButton *showAllButton() const { return m_showAll; }
    QPushButton *resetButton() const { return m_reset; }
    QLabel *stepLabel() const { return m_stepLabel; }
    TextBlock *explanationLabel() const { return m_explanation; }
    /// Dot products only (otherwise nullptr).
    QueryCanvas *canvas() const { return m_canvas; }
    /// Softmax only (otherwise nullptr).
    WeightChart *chart() const { return m_chart; }
    /// Softmax only: says that the bars appear as the weights are computed (hidden once all are).
    QLabel *chartNoteLabel() const { return m_chartNote; }
    QLabel *weightSumLabel() const { return m_weightSum; }
    QLabel *stabilityLabel() const { return m_stability; }
    /// Weighted sum only (otherwise nullptr).
    TextBlock *comparisonLabel() const { return m_comparison; }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QString caption() const;
    QWidget *createStepper();
    QWidget *createSoftmaxExtras();
    void syncStep();
    void syncQuery();
    void syncExplanation();
    /// Softmax only: the bars of the weights revealed so far.
    void syncChart();
    /// The weighted sum's comparison: the output (once the Σ row shows it) beside the others.
    void syncComparison();
    void inspectRow(int row);
    QString stabilityText() const;

    StepTableModel *m_tableModel = nullptr;
    QTableView *m_table = nullptr;
    QPushButton *m_previous = nullptr;
    QPushButton *m_next = nullptr;
    QPushButton *m_showAll = nullptr;
    QPushButton *m_reset = nullptr;
    QLabel *m_stepLabel = nullptr;
    TextBlock *m_explanation = nullptr;
    QWidget *m_planeHost = nullptr;
    QueryCanvas *m_canvas = nullptr;
    WeightChart *m_chart = nullptr;
    QVBoxLayout *m_work = nullptr;
    QWidget *m_stepper = nullptr;
    /// The softmax's column of texts beside its bars; null for the other tables.
    QVBoxLayout *m_textColumn = nullptr;
    QVBoxLayout *m_chartColumn = nullptr;
    QLabel *m_chartNote = nullptr;
    QLabel *m_weightSum = nullptr;
    QLabel *m_stability = nullptr;
    TextBlock *m_comparison = nullptr;
};

} // namespace ui
