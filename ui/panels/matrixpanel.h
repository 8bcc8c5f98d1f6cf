#pragma once

#include "attention.h"
#include "lessonpanel.h"

#include <vector>

class QCheckBox;
class QLabel;
class QTableView;

namespace ui {

class AttentionMatrixModel;

/// Panel "weight-matrix", a preview of plates IV.3 and IV.4: every token of a short sentence
/// asks at once, and the n×n weights W = softmax(scale·Q·Kᵀ [+ causal mask]) are shown as a
/// heatmap of numbers (core: attn::attentionMatrix). Selecting a row shows that token's output.
/// Q = K = fixed 4-D embeddings, V = one value per token. The panel ignores the model's query.
class MatrixPanel : public LessonPanel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MatrixPanel)

public:
    /// Decimals of the weights in the output line's terms.
    static constexpr int kWeightDecimals = 3;

    explicit MatrixPanel(course::WorkshopModel *model, QWidget *parent = nullptr);

    /// The tokens' embeddings (queries and keys) and their values.
    static std::vector<attn::Vector> embeddings();
    static std::vector<attn::Vector> values();

    /// The options the check boxes stand for.
    attn::MatrixOptions options() const;
    /// The row whose output is shown (the selected token), -1 when none.
    int selectedToken() const;
    void selectToken(int row);

    AttentionMatrixModel *matrixModel() const { return m_matrixModel; }
    QTableView *view() const { return m_view; }
    QCheckBox *causalBox() const { return m_causal; }
    QCheckBox *scaleBox() const { return m_scale; }
    QLabel *outputLabel() const { return m_output; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void updateOptions();
    void updateOutput();

    AttentionMatrixModel *m_matrixModel = nullptr;
    QTableView *m_view = nullptr;
    QCheckBox *m_causal = nullptr;
    QCheckBox *m_scale = nullptr;
    QLabel *m_scaleNote = nullptr;
    QLabel *m_output = nullptr;
};

} // namespace ui
