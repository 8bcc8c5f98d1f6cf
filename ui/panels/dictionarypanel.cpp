#include "dictionarypanel.h"

#include "colors.h"
#include "contentlabel.h"
#include "headedsection.h"
#include "linklabel.h"
#include "placeholders.h"
#include "presentation.h"
#include "textblock.h"
#include "weightchart.h"
#include "workshopmodel.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QSlider>
#include <QStyle>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace ui {

namespace {

/// The entry of the combo box that stands for the live query rather than a key.
constexpr int kQueryEntry = -1;

QString figure(double x)
{
    return course::formatFixed(x, 2);
}

/// A formula such as "β = 1.0" kept on one line: its spaces become non-breaking.
QString unbroken(QString text)
{
    return text.replace(QLatin1Char(' '), QChar::Nbsp);
}

QString vectorText(const attn::Vector &v)
{
    return course::formatVector(v, 2);
}

} // namespace

QString DictionaryPanel::betaText(double beta)
{
    return unbroken(tr("β = %1").arg(course::formatFixed(beta, 1)));
}

DictionaryPanel::DictionaryPanel(course::WorkshopModel *model, QWidget *parent)
    : LessonPanel(model, parent)
{
    auto *caption = new LinkLabel(
        tr("<b>Dictionary or attention?</b> Both look up a value by a key. A dictionary "
           "returns a value only when what you look up <i>equals</i> one of its keys; "
           "attention compares the <a href=\"glossary:query\">query</a> with <i>every</i> key and returns a "
           "blend of all the values, weighted by how well each key matches."),
        this);
    caption->setObjectName(QStringLiteral("panelCaption"));
    caption->setWordWrap(true);
    linkGlossary(caption);
    hideWhenPresenting(caption);

    // The figures' sentence apart from the one that never changes: a step lays out only the
    // first again.
    m_comparison = new TextBlock(Qt::PlainText, this);
    m_comparison->setObjectName(QStringLiteral("comparisonLabel"));
    m_comparison->setAccessibleName(tr("How the two lookups compare"));
    auto *difference = new TextBlock(Qt::PlainText, this);
    difference->setObjectName(QStringLiteral("differenceLabel"));
    difference->setText(tr("Where they differ: the dictionary either hits a key exactly or fails with a "
                           "KeyError; attention never fails, and its answer changes smoothly with the query "
                           "and β: a small nudge moves the answer only a little, which is what lets a network "
                           "learn it."));

    auto *columns = new QHBoxLayout;
    // The chart gets the larger share: its bars and labels need the room, the dictionary's
    // lines wrap.
    columns->addWidget(createDictionary(), 2);
    columns->addWidget(createAttention(), 3);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(caption);
    layout->addLayout(columns, 1);
    auto *comparison = new QVBoxLayout;
    comparison->setSpacing(0);
    comparison->addWidget(m_comparison);
    comparison->addWidget(difference);
    layout->addLayout(comparison);

    connect(m_combo, &QComboBox::currentIndexChanged, this, [this] {
        updateDictionary();
        updateComparison();
        emit stateChanged();
    });
    connect(m_slider, &QSlider::valueChanged, this,
            [this](int step) { setSharpness(double(step) / kSliderSteps); });
    connect(m_spin, &QDoubleSpinBox::valueChanged, this, &DictionaryPanel::setSharpness);
    connect(this->model(), &course::WorkshopModel::queryChanged, this, [this] {
        syncQueryItem();
        updateDictionary();
        updateAttention();
        updateComparison();
    });

    m_slider->setValue(int(std::lround(m_sharpness * kSliderSteps)));
    m_spin->setValue(m_sharpness);
    syncQueryItem();
    // Both halves answer the same question at first: the dictionary looks up the query too.
    {
        const QSignalBlocker block(m_combo);
        m_combo->setCurrentIndex(m_combo->findData(kQueryEntry));
    }
    updateDictionary();
    updateAttention();
    updateComparison();
}

QWidget *DictionaryPanel::createDictionary()
{
    // A heading, not a group box: a query step repaints the texts inside, and a group box
    // would be painted again under each of them.
    auto *box = new HeadedSection(tr("A dictionary"), this);
    QVBoxLayout *column = box->contents();

    const attn::PlateLayout &plate = model()->layout();
    const std::vector<attn::Vector> &keys = model()->keys();
    QStringList entries;
    for (std::size_t i = 0; i < keys.size(); ++i)
        entries << tr("k%1 = %2 → %3")
                       .arg(i + 1)
                       .arg(vectorText(keys[i]), course::formatPlain(plate.values[i]));
    auto *contents = new ContentLabel(tr("The dictionary's keys and values"), box);
    contents->setTextFormat(Qt::RichText);
    contents->setText(tr("Its keys and values:<br>%1").arg(entries.join(QStringLiteral("<br>"))));

    m_combo = new QComboBox(box);
    m_combo->setObjectName(QStringLiteral("lookupCombo"));
    for (std::size_t i = 0; i < keys.size(); ++i)
        m_combo->addItem(tr("key %1 (k%1)").arg(i + 1), int(i));
    m_combo->addItem(QString(), kQueryEntry);
    m_combo->setAccessibleName(tr("What to look up in the dictionary"));
    auto *comboLabel = new QLabel(tr("&Look up:"), box);
    comboLabel->setBuddy(m_combo);
    // The label above the box: beside it, a longer language ("Nachschlagen:", "die Query q
    // (40,0°, 1,50)") would take the width the attention chart needs.
    auto *row = new QVBoxLayout;
    row->setSpacing(2);
    row->addWidget(comboLabel);
    row->addWidget(m_combo);

    m_dictIcon = new QLabel(box);
    m_dictIcon->setObjectName(QStringLiteral("dictionaryIcon"));
    m_dictResult = new TextBlock(Qt::RichText, box);
    m_dictResult->setObjectName(QStringLiteral("dictionaryResult"));
    m_dictResult->setAccessibleName(tr("Dictionary result"));
    m_dictVerdict = new TextBlock(Qt::PlainText, box);
    m_dictVerdict->setObjectName(QStringLiteral("dictionaryVerdict"));
    auto *texts = new QVBoxLayout;
    texts->addWidget(m_dictResult);
    texts->addWidget(m_dictVerdict);
    auto *result = new QHBoxLayout;
    result->addWidget(m_dictIcon, 0, Qt::AlignTop);
    result->addLayout(texts, 1);

    column->addWidget(contents);
    column->addLayout(row);
    column->addLayout(result);
    column->addStretch(1);
    return box;
}

QWidget *DictionaryPanel::createAttention()
{
    auto *box = new HeadedSection(tr("Attention"), this);
    QVBoxLayout *column = box->contents();

    QStringList categories;
    for (std::size_t i = 0; i < model()->keys().size(); ++i)
        categories << tr("k%1").arg(i + 1);
    m_chart = new WeightChart(categories, box);
    m_chart->setObjectName(QStringLiteral("dictionaryWeightChart"));
    m_chart->setMinimumHeight(180);

    m_slider = new QSlider(Qt::Horizontal, box);
    m_slider->setObjectName(QStringLiteral("sharpnessSlider"));
    m_slider->setRange(0, int(kMaxSharpness) * kSliderSteps);
    m_slider->setSingleStep(1);
    m_slider->setPageStep(kSliderSteps);
    m_slider->setAccessibleName(tr("Sharpness factor β on the scores (slider)"));

    m_spin = new QDoubleSpinBox(box);
    m_spin->setObjectName(QStringLiteral("sharpnessSpin"));
    m_spin->setRange(0.0, kMaxSharpness);
    m_spin->setDecimals(1);
    m_spin->setSingleStep(1.0 / kSliderSteps);
    m_spin->setAccessibleName(tr("Sharpness factor β on the scores"));

    auto *sharpnessLabel = new QLabel(tr("&Sharpness β:"), box);
    sharpnessLabel->setBuddy(m_spin);
    auto *row = new QHBoxLayout;
    row->addWidget(sharpnessLabel);
    row->addWidget(m_spin);
    row->addStretch(1);

    m_output = new TextBlock(Qt::RichText, box);
    m_output->setObjectName(QStringLiteral("attentionOutput"));
    m_output->setAccessibleName(tr("Attention output"));

    m_argmax = new TextBlock(Qt::RichText, box);
    m_argmax->setObjectName(QStringLiteral("argmaxLabel"));
    m_argmax->setAccessibleName(tr("Hard lookup result"));

    auto *hint = new LinkLabel(tr("β, the sharpness, multiplies every score before the "
                                  "<a href=\"glossary:softmax\">softmax</a>."),
                               box);
    hint->setObjectName(QStringLiteral("sharpnessHint"));
    hint->setWordWrap(true);
    linkGlossary(hint);

    column->addWidget(m_chart, 1);
    column->addLayout(row);
    column->addWidget(m_slider); // a row of its own: the whole width of the column to drag
    column->addWidget(hint);
    column->addWidget(m_output);
    column->addWidget(m_argmax);
    return box;
}

QMap<QString, QString> DictionaryPanel::placeholders() const
{
    return {
        {QStringLiteral("sharpness"), course::formatFixed(m_sharpness, 1)},
        {QStringLiteral("attention.output"), figure(m_trace.output)},
        {QStringLiteral("dictionary.result"), dictionaryResult()},
    };
}

bool DictionaryPanel::setSharpness(double beta)
{
    if (!std::isfinite(beta))
        return false;
    beta = std::clamp(beta, 0.0, kMaxSharpness);
    {
        const QSignalBlocker blockSlider(m_slider);
        m_slider->setValue(int(std::lround(beta * kSliderSteps)));
        // Rewriting the text of the spin box being typed into would move its cursor.
        if (m_spin->textFromValue(m_spin->value()) != m_spin->textFromValue(beta)) {
            const QSignalBlocker blockSpin(m_spin);
            m_spin->setValue(beta);
        }
    }
    if (beta == m_sharpness)
        return true;
    m_sharpness = beta;
    updateAttention();
    updateComparison();
    emit stateChanged();
    return true;
}

attn::Vector DictionaryPanel::chosenVector() const
{
    const int entry = m_combo->currentData().toInt();
    const std::vector<attn::Vector> &keys = model()->keys();
    if (entry >= 0 && std::size_t(entry) < keys.size())
        return keys[std::size_t(entry)];
    return model()->trace().query;
}

std::optional<std::size_t> DictionaryPanel::dictionaryHit() const
{
    return attn::dictionaryLookup(model()->keys(), chosenVector());
}

QString DictionaryPanel::dictionaryResult() const
{
    if (const std::optional<std::size_t> hit = dictionaryHit())
        return course::formatPlain(model()->layout().values[*hit]);
    return tr("KeyError: no key equals %1").arg(vectorText(chosenVector()));
}

std::size_t DictionaryPanel::argmaxKey() const
{
    // The scores before β: their order, and so the hard lookup, is the same for every β > 0.
    return attn::argmax(model()->trace().scores());
}

void DictionaryPanel::syncQueryItem()
{
    const int item = m_combo->findData(kQueryEntry);
    const QString text = tr("the query q (%1°, %2)")
                             .arg(course::formatFixed(model()->angle(), 1), course::formatFixed(model()->length(), 2));
    m_combo->setItemText(item, text);
}

void DictionaryPanel::updateDictionary()
{
    const std::optional<std::size_t> hit = dictionaryHit();
    const QPalette &pal = palette();
    showIcon(hit ? QStyle::SP_DialogApplyButton : QStyle::SP_MessageBoxCritical);
    // The result quotes what was looked up and so changes on every step of the query; the
    // verdict under it only when the lookup turns from found to failed or back.
    if (hit) {
        m_dictResult->setRichText(tr("<span style='font-size:x-large'>→ <b>%1</b></span>"), {dictionaryResult()});
        m_dictResult->setAccessibleDescription(
            tr("Found key %1, value %2").arg(*hit + 1).arg(dictionaryResult()));
        m_dictVerdict->setText(tr("Found: what you looked up equals key %1 exactly.").arg(*hit + 1));
    } else {
        // The colour is part of the template (it changes with the palette only), the result
        // its figure.
        m_dictResult->setRichText(tr("<span style='font-size:large; color:%1'><b>%2</b></span>")
                                      .arg(queryColor(pal).name()),
                                  {dictionaryResult()});
        m_dictResult->setAccessibleDescription(dictionaryResult());
        m_dictVerdict->setText(tr("Failed: no key is exactly equal, so the dictionary has no answer at all."));
    }
}

void DictionaryPanel::showIcon(QStyle::StandardPixmap icon)
{
    // A new pixmap relays the panel out: set it only when the lookup turns from hit to miss.
    if (m_shownIcon == icon)
        return;
    m_shownIcon = icon;
    const int size = style()->pixelMetric(QStyle::PM_LargeIconSize, nullptr, this);
    m_dictIcon->setPixmap(style()->standardIcon(icon, nullptr, this).pixmap(size));
}

void DictionaryPanel::updateAttention()
{
    attn::Lookup lookup = model()->layout().lookup(model()->query());
    lookup.scale = m_sharpness;
    const attn::Result<attn::Trace> result = attn::trace(lookup);
    if (result) {
        m_trace = result.value();
        m_traceError.clear();
    } else {
        m_traceError = QString::fromStdString(result.error().message);
    }
    m_chart->setWeights(m_trace.weights());

    m_output->setRichText(tr("<p style='font-size:large'>Attention returns <b>%1</b> at %2</p>"),
                          {figure(m_trace.output), betaText(m_sharpness)});
    m_output->setAccessibleDescription(
        tr("Attention output %1 at sharpness %2")
            .arg(figure(m_trace.output), course::formatFixed(m_sharpness, 1)));

    const std::size_t best = argmaxKey();
    const QString bestValue = course::formatPlain(model()->layout().values[best]);
    m_argmax->setText(tr("Hard lookup (only the key with the largest score): %1")
                          .arg(unbroken(tr("key %1 → <b>%2</b>").arg(best + 1).arg(bestValue))));
    m_argmax->setAccessibleDescription(
        tr("The hard lookup picks key %1, value %2").arg(best + 1).arg(bestValue));
}

void DictionaryPanel::updateComparison()
{
    if (!m_comparison || !m_combo)
        return;
    if (!m_traceError.isEmpty()) {
        m_comparison->setText(m_traceError);
        return;
    }
    const std::size_t best = argmaxKey();
    const double bestValue = model()->layout().values[best];
    const QString beta = betaText(m_sharpness);
    if (figure(m_trace.output) == figure(bestValue)) {
        m_comparison->setText(tr("At %1 the blend has become the hard lookup: attention returns %2, the "
                                 "value of key %3, as a dictionary would if you looked up key %3 itself.")
                                  .arg(beta, figure(m_trace.output))
                                  .arg(best + 1));
    } else {
        m_comparison->setText(tr("At %1 attention blends every value into %2; the hard lookup would "
                                 "return %3. Raise β far and the blend ends up near %3; at %4 it is "
                                 "the plain average, %5.")
                                  .arg(beta, figure(m_trace.output), course::formatPlain(bestValue),
                                       unbroken(tr("β = 0")),
                                       course::formatPlain(attn::plainAverage(model()->layout().values))));
    }
}

void DictionaryPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::StyleChange) {
        // The failure's colour and the icons follow the palette and style.
        m_shownIcon.reset();
        updateDictionary();
        updateComparison();
    }
    LessonPanel::changeEvent(event);
}

} // namespace ui
