#pragma once

#include "attention.h"
#include "lessonpanel.h"

#include <QStyle>

#include <optional>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QSlider;

namespace ui {

class TextBlock;
class WeightChart;

/// Panel "dictionary-vs-attention": the plate's five keys and values looked up two ways side
/// by side. Left, a dictionary: the learner picks a key or the query; an exact match returns
/// its value, anything else fails with a KeyError. Right, attention: the query always returns
/// a blend of every value, whose weights sharpen with a factor β on the scores until the blend
/// becomes the hard argmax lookup.
class DictionaryPanel : public LessonPanel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(DictionaryPanel)

public:
    static constexpr double kMaxSharpness = 50.0;
    /// The slider moves in steps of 1/kSliderSteps of β.
    static constexpr int kSliderSteps = 10;

    explicit DictionaryPanel(course::WorkshopModel *model, QWidget *parent = nullptr);

    /// sharpness (β, one decimal), attention.output (two decimals), dictionary.result.
    QMap<QString, QString> placeholders() const override;

    double sharpness() const { return m_sharpness; }
    /// Sets β, clamped to [0, kMaxSharpness]; non-finite input is ignored (returns false).
    bool setSharpness(double beta);

    /// The lookup at sharpness β: the query's scores multiplied by β (attn::trace).
    const attn::Trace &attentionTrace() const { return m_trace; }
    /// The index of the key the dictionary found for the chosen entry, or nothing (KeyError).
    std::optional<std::size_t> dictionaryHit() const;
    /// "20" when the dictionary finds a value, else the KeyError message.
    QString dictionaryResult() const;
    /// The key of the hard lookup attention tends to as β grows: argmax of the scores.
    std::size_t argmaxKey() const;

    QComboBox *lookupCombo() const { return m_combo; }
    QSlider *sharpnessSlider() const { return m_slider; }
    QDoubleSpinBox *sharpnessSpin() const { return m_spin; }
    WeightChart *chart() const { return m_chart; }
    TextBlock *dictionaryLabel() const { return m_dictResult; }
    TextBlock *outputLabel() const { return m_output; }
    TextBlock *argmaxLabel() const { return m_argmax; }
    TextBlock *comparisonLabel() const { return m_comparison; }
    TextBlock *verdictLabel() const { return m_dictVerdict; }

protected:
    void changeEvent(QEvent *event) override;

private:
    /// "β = 1.0" with non-breaking spaces, so that a wrapped line never splits the formula.
    static QString betaText(double beta);
    QWidget *createDictionary();
    QWidget *createAttention();
    /// The vector the learner chose to look up: a key or the live query.
    attn::Vector chosenVector() const;
    void syncQueryItem();
    /// Each half's result, then the sentence that compares them (once both are up to date).
    void updateDictionary();
    void showIcon(QStyle::StandardPixmap icon);
    void updateAttention();
    void updateComparison();

    QComboBox *m_combo = nullptr;
    QLabel *m_dictIcon = nullptr;
    std::optional<QStyle::StandardPixmap> m_shownIcon;
    TextBlock *m_dictResult = nullptr;
    /// Why the lookup found or failed: changes only when the lookup turns from one to the other.
    TextBlock *m_dictVerdict = nullptr;
    WeightChart *m_chart = nullptr;
    QSlider *m_slider = nullptr;
    QDoubleSpinBox *m_spin = nullptr;
    TextBlock *m_output = nullptr;
    TextBlock *m_argmax = nullptr;
    TextBlock *m_comparison = nullptr;
    double m_sharpness = 1.0;
    attn::Trace m_trace;
    QString m_traceError;
};

} // namespace ui
