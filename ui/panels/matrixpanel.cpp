#include "matrixpanel.h"

#include "attentionmatrixmodel.h"
#include "figures.h"
#include "heatmapdelegate.h"
#include "heatmapview.h"
#include "presentation.h"
#include "sentence.h"
#include "textblock.h"
#include "wrappingchoice.h"

#include <QCheckBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSlider>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace ui {

namespace {

QString figure(double x)
{
    return course::formatFixed(x, 2);
}

} // namespace

MatrixPanel::MatrixPanel(course::WorkshopModel *model, QWidget *parent)
    : LessonPanel(model, parent)
{
    auto *badge = new QLabel(tr("<b>Preview of plates IV.3 and IV.4</b>"), this);
    badge->setTextFormat(Qt::RichText);
    badge->setObjectName(QStringLiteral("previewBadge"));
    badge->setFrameShape(QFrame::StyledPanel);
    badge->setSizePolicy(QSizePolicy::Maximum, QSizePolicy::Fixed);
    badge->setMargin(4);

    auto *caption = new QLabel(
        tr("<b>Every word asks at once.</b> Each word of the sentence has a small vector that "
           "serves as its query and its key, and one value. Row <i>i</i> of the table is word "
           "<i>i</i>'s own lookup: the weights it gives every word, which add up to 1. The "
           "number in each cell is the weight; the more weight, the stronger the blue. Similar "
           "words find each other: in “the cat sat on the mat”, the two “the”s, and “cat” with "
           "“mat”. Select a row to see that word's output."),
        this);
    caption->setWordWrap(true);
    caption->setTextFormat(Qt::RichText);
    hideWhenPresenting(badge);
    hideWhenPresenting(caption);

    auto *sentenceLabel = new QLabel(
        tr("S&entence (up to %1 words; the same word always gets the same vector):").arg(kMaxTokens),
        this);
    sentenceLabel->setWordWrap(true);
    m_sentence = new QLineEdit(QString::fromStdString(attn::plateSentence()), this);
    m_sentence->setObjectName(QStringLiteral("sentenceEdit"));
    m_sentence->setAccessibleName(tr("Sentence"));
    sentenceLabel->setBuddy(m_sentence);
    auto *plate = new QPushButton(tr("&Plate's sentence"), this);
    plate->setObjectName(QStringLiteral("plateSentenceButton"));
    plate->setAccessibleName(tr("Back to the plate's sentence"));
    auto *sentenceRow = new QHBoxLayout;
    sentenceRow->addWidget(m_sentence, 1);
    sentenceRow->addWidget(plate);
    m_sentenceNote = new QLabel(this);
    m_sentenceNote->setObjectName(QStringLiteral("sentenceNote"));
    m_sentenceNote->setWordWrap(true);
    m_sentenceNote->setTextFormat(Qt::RichText);

    // Labels that wrap where the panel is narrow (large text, a longer language).
    m_scale = new WrappingCheckBox(tr("&Scale scores by 1/√d_k (plate IV.3)"), this);
    m_scale->setObjectName(QStringLiteral("scaleBox"));
    m_scale->setAccessibleName(tr("Scale scores by 1/√d_k (plate IV.3)"));
    m_causal = new WrappingCheckBox(
        tr("&Causal mask (plate IV.4): a token may only look at itself and earlier tokens"),
        this);
    m_causal->setObjectName(QStringLiteral("causalBox"));
    m_causal->setAccessibleName(
        tr("Causal mask (plate IV.4): a token may only look at itself and earlier tokens"));

    m_matrixModel = new AttentionMatrixModel({}, {}, {}, {}, this);
    m_matrixModel->setPalette(palette());

    m_view = new HeatmapView(this);
    m_view->setObjectName(QStringLiteral("weightMatrix"));
    m_view->setModel(m_matrixModel);
    m_view->setItemDelegate(new HeatmapDelegate(m_view));
    m_view->setAccessibleName(tr("Attention weights: rows are the asking words, columns the "
                                 "words they look at"));
    m_view->setAccessibleDescription(
        tr("The arrow keys move between the cells; plus and minus zoom the table."));
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->setTabKeyNavigation(false);

    auto *zoomLabel = new QLabel(tr("&Zoom:"), this);
    m_zoom = new QSlider(Qt::Horizontal, this);
    m_zoom->setObjectName(QStringLiteral("zoomSlider"));
    m_zoom->setAccessibleName(tr("Zoom of the weight table"));
    m_zoom->setRange(HeatmapView::kMinZoom, HeatmapView::kMaxZoom);
    m_zoom->setSingleStep(HeatmapView::kZoomStep);
    m_zoom->setPageStep(HeatmapView::kZoomStep);
    m_zoom->setValue(m_view->zoom());
    zoomLabel->setBuddy(m_zoom);
    m_zoomValue = new QLabel(this);
    m_zoomValue->setObjectName(QStringLiteral("zoomValue"));
    // As wide as its widest figure, so that the slider does not move while dragging.
    m_zoomValue->setMinimumWidth(
        m_zoomValue->fontMetrics().horizontalAdvance(course::withPercent(QStringLiteral("300"))));
    auto *zoomRow = new QHBoxLayout;
    zoomRow->addWidget(zoomLabel);
    zoomRow->addWidget(m_zoom, 1);
    zoomRow->addWidget(m_zoomValue);

    m_cellNote = new TextBlock(Qt::PlainText, this);
    m_cellNote->setObjectName(QStringLiteral("cellNote"));
    m_cellNote->setAccessibleName(tr("The cell under the mouse or the current cell"));

    m_values = new QLabel(this);
    m_values->setObjectName(QStringLiteral("valuesLabel"));
    m_values->setWordWrap(true);

    m_output = new TextBlock(Qt::RichText, this);
    m_output->setObjectName(QStringLiteral("outputLabel"));
    m_output->setAccessibleName(tr("Output of the selected word"));

    m_scaleNote = new QLabel(this);
    m_scaleNote->setObjectName(QStringLiteral("scaleNote"));
    m_scaleNote->setWordWrap(true);
    hideWhenPresenting(m_scaleNote);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(badge);
    layout->addWidget(caption);
    layout->addWidget(sentenceLabel);
    layout->addLayout(sentenceRow);
    layout->addWidget(m_sentenceNote);
    layout->addWidget(m_scale);
    layout->addWidget(m_causal);
    layout->addLayout(zoomRow);
    layout->addWidget(m_view);
    layout->addWidget(m_cellNote);
    layout->addWidget(m_values);
    layout->addWidget(m_output);
    layout->addWidget(m_scaleNote);
    layout->addStretch(1);

    connect(m_sentence, &QLineEdit::textChanged, this, &MatrixPanel::applySentence);
    connect(plate, &QPushButton::clicked, this,
            [this] { setSentence(QString::fromStdString(attn::plateSentence())); });
    connect(m_scale, &QCheckBox::toggled, this, &MatrixPanel::updateOptions);
    connect(m_causal, &QCheckBox::toggled, this, &MatrixPanel::updateOptions);
    connect(m_zoom, &QSlider::valueChanged, m_view, &HeatmapView::setZoom);
    connect(m_view, &HeatmapView::zoomChanged, m_zoom, &QSlider::setValue);
    connect(m_view, &HeatmapView::zoomChanged, this, [this](int percent) {
        m_zoomValue->setText(course::withPercent(QString::number(percent)));
    });
    connect(m_view, &HeatmapView::cellShown, this, &MatrixPanel::showCell);
    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &MatrixPanel::updateOutput);
    m_zoomValue->setText(course::withPercent(QString::number(m_view->zoom())));
    applySentence();
    updateOptions();
}

std::vector<attn::Vector> MatrixPanel::embeddings()
{
    std::vector<attn::Vector> out;
    for (const std::string &token : attn::tokenize(attn::plateSentence()))
        out.push_back(attn::toyEmbedding(token));
    return out;
}

std::vector<attn::Vector> MatrixPanel::values()
{
    std::vector<attn::Vector> out;
    for (const std::string &token : attn::tokenize(attn::plateSentence()))
        out.push_back(attn::toyValue(token));
    return out;
}

QString MatrixPanel::sentence() const
{
    return m_sentence->text();
}

void MatrixPanel::setSentence(const QString &text)
{
    m_sentence->setText(text);
}

QString MatrixPanel::sentenceMessage() const
{
    return m_sentenceNote->text();
}

void MatrixPanel::applySentence()
{
    const std::vector<std::string> words = attn::tokenize(m_sentence->text().toStdString());
    const int previousRow = selectedToken();
    if (words.empty() || words.size() > std::size_t(kMaxTokens)) {
        m_matrixModel->setTokens({}, {}, {}, {});
        const QString why = words.empty()
            ? tr("Type a sentence: the table needs at least one word.")
            : tr("This sentence has %1 tokens; the preview shows at most %2. Shorten it to see "
                 "its weights.")
                  .arg(words.size())
                  .arg(kMaxTokens);
        m_sentenceNote->setText(QStringLiteral("<b>%1</b>").arg(why.toHtmlEscaped()));
    } else {
        QStringList tokens;
        std::vector<attn::Vector> vectors;
        std::vector<attn::Vector> values;
        vectors.reserve(words.size());
        values.reserve(words.size());
        for (const std::string &word : words) {
            tokens << QString::fromStdString(word);
            vectors.push_back(attn::toyEmbedding(word));
            values.push_back(attn::toyValue(word));
        }
        m_matrixModel->setTokens(tokens, vectors, vectors, std::move(values));
        m_sentenceNote->setText(tr("%n token(s) (words and punctuation marks), at most %1.", "",
                                   int(words.size()))
                                    .arg(kMaxTokens)
                                    .toHtmlEscaped());
    }
    updateValues();
    selectToken(std::clamp(previousRow, 0, std::max(0, m_matrixModel->rowCount() - 1)));
    updateOutput();
    showCell(m_view->shownIndex());
    emit stateChanged();
}

void MatrixPanel::updateValues()
{
    QStringList valueTexts;
    const QStringList &tokens = m_matrixModel->tokens();
    const std::vector<attn::Vector> &v = m_matrixModel->values();
    for (int i = 0; i < tokens.size(); ++i)
        valueTexts << tr("%1 = %2").arg(tokens.at(i), course::formatPlain(v[std::size_t(i)].front()));
    m_values->setText(valueTexts.isEmpty()
                          ? QString()
                          : tr("Values: %1.").arg(course::joinFigures(valueTexts)));
}

void MatrixPanel::showCell(const QModelIndex &index)
{
    if (m_matrixModel->rowCount() == 0) {
        m_cellNote->setText(QString());
        return;
    }
    m_cellNote->setText(index.isValid()
                            ? index.data(Qt::ToolTipRole).toString()
                            : tr("Point at a cell, or move through the table with the arrow "
                                 "keys, to read its weight here."));
}

attn::MatrixOptions MatrixPanel::options() const
{
    attn::MatrixOptions options;
    options.causal = m_causal->isChecked();
    options.scale = m_scale->isChecked() ? attn::scaleForDimension(attn::kToyDimension) : 1.0;
    return options;
}

int MatrixPanel::selectedToken() const
{
    const QModelIndexList rows = m_view->selectionModel()->selectedRows();
    return rows.isEmpty() ? -1 : rows.front().row();
}

void MatrixPanel::selectToken(int row)
{
    if (row < 0 || row >= m_matrixModel->rowCount())
        return;
    m_view->setCurrentIndex(m_matrixModel->index(row, 0));
    m_view->selectRow(row);
}

void MatrixPanel::updateOptions()
{
    m_matrixModel->setOptions(options());
    const std::size_t d = attn::kToyDimension;
    const QString why =
        tr("Why scale? A dot product of query and key vectors with d_k components adds up d_k "
           "products. If the components are independent, with mean 0 and variance 1, the score "
           "has variance d_k, so scores spread like √d_k. Widely spread scores push the softmax "
           "to saturate: nearly all weight goes to one word and the rest hardly count. Dividing "
           "by √d_k brings the spread back to about 1 and keeps the blend soft.");
    const QString here = m_scale->isChecked()
        ? tr("Here d_k = %1: every score is multiplied by 1/√%1 = %2.")
              .arg(QString::number(d), course::formatFixed(attn::scaleForDimension(d), 2))
        : tr("Here d_k = %1 and the scores are not scaled.").arg(d);
    m_scaleNote->setText(why + QLatin1Char(' ') + here);
    updateOutput();
    showCell(m_view->shownIndex());
    emit stateChanged();
}

void MatrixPanel::updateOutput()
{
    const int row = selectedToken();
    const attn::AttentionMatrix &matrix = m_matrixModel->matrix();
    if (!m_matrixModel->errorString().isEmpty()) {
        m_output->setText(tr("The weights cannot be computed: %1")
                              .arg(m_matrixModel->errorString().toHtmlEscaped()));
        return;
    }
    if (m_matrixModel->rowCount() == 0) {
        m_output->setText(QString());
        return;
    }
    if (row < 0 || std::size_t(row) >= matrix.outputs.size()) {
        m_output->setText(tr("Select a row to see that word's output."));
        return;
    }
    const QStringList &tokens = m_matrixModel->tokens();
    const std::vector<attn::Vector> &v = m_matrixModel->values();
    const double output = matrix.outputs[std::size_t(row)].front();
    m_output->setAccessibleDescription(
        tr("The output of %1 is %2").arg(tokens.value(row), figure(output)));
    if (m_matrixModel->columnCount() > kMaxTermsShown) {
        // A long sentence: the blend in one figure rather than a line of dozens of terms.
        const int seen = m_causal->isChecked() ? row + 1 : m_matrixModel->columnCount();
        m_output->setRichText(tr("Output of “%1” (row %2), its own blend of the %3 values it sees: "
                                 "<b>%4</b>"),
                              {tokens.value(row), QString::number(row + 1), QString::number(seen), figure(output)});
        return;
    }
    // The terms show the weights to kWeightDecimals; the output is the core's, from the exact
    // weights. Where rounding changed a weight the terms only approximate the output: "≈".
    QStringList terms;
    bool rounded = false;
    for (int j = 0; j < m_matrixModel->columnCount(); ++j) {
        if (m_matrixModel->isMasked(row, j))
            continue;
        const double w = matrix.weights[std::size_t(row)][std::size_t(j)];
        const double unit = std::pow(10.0, kWeightDecimals);
        rounded = rounded || std::abs(std::round(w * unit) / unit - w) > 1e-12;
        terms << QStringLiteral("%1·%2").arg(course::formatFixed(w, kWeightDecimals), course::formatPlain(v[std::size_t(j)].front()));
    }
    const QString sum = terms.join(QStringLiteral(" + "));
    // The sentence is a template filled in on every step; its note depends only on whether
    // rounding changed a weight.
    QString sentence = tr("Output of “%1” (row %2), its own blend of the values: %3 %4 <b>%5</b>");
    if (rounded)
        sentence += QStringLiteral("<br><small>%1</small>")
                        .arg(tr("Weights rounded to %1 decimal places; the output is computed "
                                "from the exact weights.")
                                 .arg(kWeightDecimals)
                                 .toHtmlEscaped());
    m_output->setRichText(sentence, {tokens.value(row), QString::number(row + 1), sum,
                                     rounded ? QStringLiteral("≈") : QStringLiteral("="), figure(output)});
}

void MatrixPanel::changeEvent(QEvent *event)
{
    LessonPanel::changeEvent(event);
    if (event->type() == QEvent::PaletteChange && m_matrixModel)
        m_matrixModel->setPalette(palette());
}

} // namespace ui
