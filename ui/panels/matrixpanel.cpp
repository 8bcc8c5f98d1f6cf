#include "matrixpanel.h"

#include "attentionmatrixmodel.h"
#include "columnfitter.h"
#include "figures.h"
#include "heatmapdelegate.h"
#include "presentation.h"
#include "wrappingchoice.h"

#include <QCheckBox>
#include <QEvent>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QTableView>
#include <QVBoxLayout>

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
    const QStringList tokens{tr("the"), tr("cat"), tr("sat"), tr("on"), tr("the"), tr("mat")};

    auto *badge = new QLabel(tr("<b>Preview of plates IV.3 and IV.4</b>"), this);
    badge->setTextFormat(Qt::RichText);
    badge->setObjectName(QStringLiteral("previewBadge"));
    badge->setFrameShape(QFrame::StyledPanel);
    badge->setSizePolicy(QSizePolicy::Maximum, QSizePolicy::Fixed);
    badge->setMargin(4);

    auto *caption = new QLabel(
        tr("<b>Every word asks at once.</b> Each word of “the cat sat on the mat” has a small "
           "vector that serves as its query and its key, and one value. Row <i>i</i> of the "
           "table is word <i>i</i>'s own lookup: the weights it gives every word, which add "
           "up to 1. The number in each cell is the weight; the more weight, the stronger "
           "the blue. Similar words find each other: the two “the”s, and “cat” with “mat”. "
           "Select a row to see that word's output."),
        this);
    caption->setWordWrap(true);
    caption->setTextFormat(Qt::RichText);

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

    m_matrixModel = new AttentionMatrixModel(tokens, embeddings(), embeddings(), values(), this);
    m_matrixModel->setPalette(palette());

    m_view = new QTableView(this);
    m_view->setObjectName(QStringLiteral("weightMatrix"));
    m_view->setModel(m_matrixModel);
    m_view->setItemDelegate(new HeatmapDelegate(m_view));
    m_view->setAccessibleName(tr("Attention weights: rows are the asking words, columns the "
                                 "words they look at"));
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->setTabKeyNavigation(false);
    m_view->setWordWrap(false);
    m_view->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 14);
    fitRowsToFont(m_view, 14);
    m_view->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    m_view->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    // Every row always shows; a panel narrower than the columns scrolls the matrix sideways.
    m_view->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    fitColumns(m_view, ColumnFit::FixedFigures, ColumnOverflow::Scroll, [this](int column) {
        return static_cast<const QAbstractItemView *>(m_view)->sizeHintForColumn(column);
    });

    QStringList valueTexts;
    const std::vector<attn::Vector> v = values();
    for (int i = 0; i < tokens.size(); ++i)
        valueTexts << tr("%1 = %2").arg(tokens.at(i)).arg(v[std::size_t(i)].front());
    auto *valuesLabel = new QLabel(tr("Values: %1.").arg(valueTexts.join(QStringLiteral(", "))),
                                   this);
    valuesLabel->setWordWrap(true);

    m_output = new QLabel(this);
    m_output->setObjectName(QStringLiteral("outputLabel"));
    m_output->setTextFormat(Qt::RichText);
    m_output->setWordWrap(true);
    m_output->setAccessibleName(tr("Output of the selected word"));

    m_scaleNote = new QLabel(this);
    m_scaleNote->setObjectName(QStringLiteral("scaleNote"));
    m_scaleNote->setWordWrap(true);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(badge);
    layout->addWidget(caption);
    layout->addWidget(m_scale);
    layout->addWidget(m_causal);
    layout->addWidget(m_view);
    layout->addWidget(valuesLabel);
    layout->addWidget(m_output);
    layout->addWidget(m_scaleNote);
    layout->addStretch(1);

    connect(m_scale, &QCheckBox::toggled, this, &MatrixPanel::updateOptions);
    connect(m_causal, &QCheckBox::toggled, this, &MatrixPanel::updateOptions);
    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &MatrixPanel::updateOutput);
    updateOptions();
    selectToken(0);
}

std::vector<attn::Vector> MatrixPanel::embeddings()
{
    // Dimensions loosely "article", "thing", "action", "place": the two "the"s are equal,
    // "cat" and "mat" are close, and unscaled scores are large enough to look saturated.
    return {
        {1.6, 0.2, 0.0, 0.3}, // the
        {0.1, 1.6, 0.5, 0.0}, // cat
        {0.0, 0.5, 1.6, 0.6}, // sat
        {0.3, 0.0, 0.6, 1.6}, // on
        {1.6, 0.2, 0.0, 0.3}, // the
        {0.0, 1.5, 0.2, 0.6}, // mat
    };
}

std::vector<attn::Vector> MatrixPanel::values()
{
    return {{10.0}, {20.0}, {30.0}, {40.0}, {10.0}, {50.0}};
}

attn::MatrixOptions MatrixPanel::options() const
{
    attn::MatrixOptions options;
    options.causal = m_causal->isChecked();
    options.scale = m_scale->isChecked() ? attn::scaleForDimension(embeddings().front().size())
                                         : 1.0;
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
    const std::size_t d = embeddings().front().size();
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
    if (row < 0 || std::size_t(row) >= matrix.outputs.size()) {
        m_output->setText(tr("Select a row to see that word's output."));
        return;
    }
    const QStringList &tokens = m_matrixModel->tokens();
    const std::vector<attn::Vector> &v = m_matrixModel->values();
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
    const double output = matrix.outputs[std::size_t(row)].front();
    const QString sum = terms.join(QStringLiteral(" + "));
    QString text = tr("Output of “%1” (row %2), its own blend of the values: %3 %4 <b>%5</b>")
                       .arg(tokens.value(row))
                       .arg(row + 1)
                       .arg(sum, rounded ? QStringLiteral("≈") : QStringLiteral("="),
                            figure(output));
    if (rounded)
        text += QStringLiteral("<br><small>%1</small>")
                    .arg(tr("Weights rounded to %1 decimal places; the output is computed "
                            "from the exact weights.")
                             .arg(kWeightDecimals));
    m_output->setText(text);
    m_output->setAccessibleDescription(
        tr("The output of %1 is %2").arg(tokens.value(row), figure(output)));
}

void MatrixPanel::changeEvent(QEvent *event)
{
    LessonPanel::changeEvent(event);
    if (event->type() == QEvent::PaletteChange && m_matrixModel)
        m_matrixModel->setPalette(palette());
}

} // namespace ui
