#pragma once

#include "attention.h"
#include "heatmapview.h"
#include "lessonpanel.h"

#include <vector>

class QCheckBox;
class QLabel;
class QLineEdit;
class QSlider;

namespace ui {

class AttentionMatrixModel;
class TextBlock;

/// Panel "weight-matrix", a preview of plates IV.3 and IV.4: every token of a sentence the
/// learner types (the plate's by default, at most kMaxTokens) asks at once, and the n×n weights
/// W = softmax(scale·Q·Kᵀ [+ causal mask]) are shown as a heatmap of numbers that scrolls and
/// zooms (core: attn::attentionMatrix). Selecting a row shows that token's output; the cell
/// under the mouse or the current cell is written out below the table.
/// Q = K = the tokens' toy embeddings (attn::toyEmbedding, 4-D), V = one toy value per token
/// (attn::toyValue). The panel ignores the model's query.
class MatrixPanel : public LessonPanel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MatrixPanel)

public:
    /// Decimals of the weights in the output line's terms.
    static constexpr int kWeightDecimals = 3;
    /// The most tokens the preview shows; a longer sentence is refused with a message.
    static constexpr int kMaxTokens = 64;
    /// Up to this many tokens the output line writes out every term of its blend.
    static constexpr int kMaxTermsShown = 12;

    explicit MatrixPanel(course::WorkshopModel *model, QWidget *parent = nullptr);

    /// The embeddings (queries and keys) and values of the plate's sentence, the default.
    static std::vector<attn::Vector> embeddings();
    static std::vector<attn::Vector> values();

    /// The sentence the table shows (the line edit's text); applied at once.
    QString sentence() const;
    void setSentence(const QString &text);
    /// The message under the sentence: the token count, or why there is no table.
    QString sentenceMessage() const;

    /// The options the check boxes stand for.
    attn::MatrixOptions options() const;
    /// The row whose output is shown (the selected token), -1 when none.
    int selectedToken() const;
    void selectToken(int row);

    AttentionMatrixModel *matrixModel() const { return m_matrixModel; }
    HeatmapView *view() const { return m_view; }
    QLineEdit *sentenceEdit() const { return m_sentence; }
    QSlider *zoomSlider() const { return m_zoom; }
    /// The line that writes out the cell under the mouse or the current cell.
    TextBlock *cellLabel() const { return m_cellNote; }
    QCheckBox *causalBox() const { return m_causal; }
    QCheckBox *scaleBox() const { return m_scale; }
    TextBlock *outputLabel() const { return m_output; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void applySentence();
    void updateOptions();
    void updateOutput();
    void updateValues();
    void showCell(const QModelIndex &index);

    AttentionMatrixModel *m_matrixModel = nullptr;
    HeatmapView *m_view = nullptr;
    QLineEdit *m_sentence = nullptr;
    QLabel *m_sentenceNote = nullptr;
    QSlider *m_zoom = nullptr;
    QLabel *m_zoomValue = nullptr;
    TextBlock *m_cellNote = nullptr;
    QLabel *m_values = nullptr;
    QCheckBox *m_causal = nullptr;
    QCheckBox *m_scale = nullptr;
    QLabel *m_scaleNote = nullptr;
    TextBlock *m_output = nullptr;
};

} // namespace ui
