#include "projectionpanel.h"

#include "columnfitter.h"
#include "fittedtable.h"
#include "flowlayout.h"
#include "placeholders.h"
#include "presentation.h"
#include "statictextdelegate.h"
#include "textblock.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSignalBlocker>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace ui {

namespace {

/// Two decimals and the minus sign of the prose; a tiny negative number shows no sign, since
/// "−0.00" reads like an error.
QString figure(double x)
{
    return course::formatFixed(x, 2);
}

QString vectorText(const attn::Vector &v)
{
    return course::formatVector(v, 2);
}

} // namespace

ProjectionPanel::ProjectionPanel(course::WorkshopModel *model, QWidget *parent)
    : LessonPanel(model, parent)
    , m_inputs{{1.0, 0.0}, {0.0, 1.0}, {0.8, 0.6}}
{
    auto *caption = new QLabel(
        tr("<b>Where queries, keys and values come from.</b> Each word starts as a small "
           "vector x. Three matrices turn it into a <i>query</i> q = W_q x, a "
           "<i>key</i> k = W_k x and a <i>value</i> v = W_v x. The word "
           "that asks compares its query with every key; the softmax of those scores gives "
           "the weights, and the output is the weighted average of the values. Edit a "
           "matrix and see what changes."),
        this);
    caption->setWordWrap(true);
    caption->setTextFormat(Qt::RichText);
    hideWhenPresenting(caption);

    // Side by side, or on more rows where the width runs out (large text, a narrow window).
    auto *matrices = new FlowLayout;
    for (Projection which : {Projection::Query, Projection::Key, Projection::Value})
        matrices->addWidget(createMatrix(which));

    m_tokenBox = new QComboBox(this);
    m_tokenBox->setObjectName(QStringLiteral("tokenBox"));
    m_tokenBox->addItems(tokens());
    m_tokenBox->setAccessibleName(tr("Which word asks"));
    auto *tokenLabel = new QLabel(tr("&Which word asks?"), this);
    tokenLabel->setBuddy(m_tokenBox);

    m_queryLabel = new TextBlock(Qt::RichText, this);
    m_queryLabel->setObjectName(QStringLiteral("queryLabel"));

    m_reset = new QPushButton(tr("&Reset matrices"), this);
    m_reset->setObjectName(QStringLiteral("resetButton"));
    m_reset->setAccessibleName(tr("Reset matrices"));
    m_reset->setAutoDefault(false);

    auto *askRow = new FlowLayout;
    askRow->setJustified(false);
    askRow->addWidget(FlowLayout::together({tokenLabel, m_tokenBox}));
    askRow->addWidget(m_queryLabel);
    askRow->addWidget(m_reset);

    m_table = new FittedTableWidget(this);
    m_table->setRowCount(int(m_inputs.size()));
    m_table->setColumnCount(ColumnCount);
    m_table->setItemDelegate(new StaticTextDelegate(m_table));
    m_table->setObjectName(QStringLiteral("projectionTable"));
    m_table->setAccessibleName(tr("Each word's input, key, value, score, weight and share"));
    m_table->setTabKeyNavigation(false); // Tab leaves the table instead of walking its cells
    // Short two-line headers: the columns are as wide as their figures, so that all seven fit
    // beside the lesson text. The full names are in the tooltips.
    const QStringList headers = {tr("Word"),         tr("Input\nx"),  tr("Key\nk = W_k x"),
                                 tr("Value\nv"),     tr("Score\nq·k"), tr("Weight\nw"),
                                 tr("Share\nw × v")};
    const QStringList headerTips = {
        tr("The word"),
        tr("The word's input vector x"),
        tr("Its key k = W_k x"),
        tr("Its value v = W_v x"),
        tr("Score: the query dotted with the key, q·k"),
        tr("Weight: the softmax of the scores"),
        tr("Share of the output: weight × value")};
    for (int column = 0; column < ColumnCount; ++column) {
        auto *header = new QTableWidgetItem(headers.value(column));
        header->setToolTip(headerTips.value(column));
        m_table->setHorizontalHeaderItem(column, header);
    }
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionMode(QAbstractItemView::NoSelection);
    m_table->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    // Every row always shows; in a narrow panel the table scrolls sideways.
    m_table->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    fitRowsToFont(m_table);
    for (int row = 0; row < m_table->rowCount(); ++row) {
        for (int column = 0; column < ColumnCount; ++column) {
            auto *item = new QTableWidgetItem;
            item->setTextAlignment(column == Token ? Qt::Alignment(Qt::AlignLeft | Qt::AlignVCenter)
                                                   : Qt::Alignment(Qt::AlignRight | Qt::AlignVCenter));
            m_table->setItem(row, column, item);
        }
    }
    // Each column as wide as its heading and figures, which change with the matrices; wide
    // enough for them in bold, and the word column for any word that asks, so that choosing
    // another word to ask never makes the columns jump.
    fitColumns(m_table, ColumnFit::FollowFigures, ColumnOverflow::Scroll, [this](int column) {
        const QStringList words = tokens();
        int widest = 0;
        for (int row = 0; row < m_table->rowCount(); ++row) {
            if (const QTableWidgetItem *item = m_table->item(row, column))
                widest = std::max(widest, boldCellWidth(m_table, item->text()));
            if (column == Token)
                widest = std::max(widest, boldCellWidth(m_table, tr("%1 (asks)").arg(words.value(row))));
        }
        return widest;
    });

    m_output = new TextBlock(Qt::RichText, this);
    m_output->setObjectName(QStringLiteral("outputLabel"));
    m_output->setAccessibleName(tr("Output"));

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(caption);
    layout->addLayout(matrices);
    layout->addLayout(askRow);
    layout->addWidget(m_table);
    layout->addWidget(m_output);
    layout->addStretch(1);

    connect(m_tokenBox, &QComboBox::currentIndexChanged, this, &ProjectionPanel::recompute);
    connect(m_reset, &QPushButton::clicked, this, &ProjectionPanel::resetMatrices);
    resetMatrices();
}

QStringList ProjectionPanel::tokens() const
{
    return {tr("cat"), tr("sat"), tr("mat")};
}

attn::Matrix ProjectionPanel::defaultMatrix(Projection which)
{
    switch (which) {
    case Projection::Query: return {{2.0, 0.0}, {0.0, 2.0}};
    case Projection::Key: return {{1.0, 0.0}, {0.0, 1.0}};
    case Projection::Value: return {{10.0, 50.0}};
    }
    return {};
}

QGroupBox *ProjectionPanel::createMatrix(Projection which)
{
    QString title;
    QString name;
    QString lesson;
    QStringList rowNames;
    switch (which) {
    case Projection::Query:
        title = tr("W_q: query");
        name = tr("W_q");
        lesson = tr("Changing W_q changes what a word looks for.");
        rowNames = {tr("q_1 ="), tr("q_2 =")};
        break;
    case Projection::Key:
        title = tr("W_k: key");
        name = tr("W_k");
        lesson = tr("Changing W_k changes what a word is found by.");
        rowNames = {tr("k_1 ="), tr("k_2 =")};
        break;
    case Projection::Value:
        title = tr("W_v: value");
        name = tr("W_v");
        lesson = tr("Changing W_v changes what a word hands over, not who gets the weight.");
        rowNames = {tr("v =")};
        break;
    }

    auto *box = new QGroupBox(title, this);
    auto *grid = new QGridLayout(box);
    grid->addWidget(new QLabel(tr("× x_1"), box), 0, 1, Qt::AlignCenter);
    grid->addWidget(new QLabel(tr("× x_2"), box), 0, 2, Qt::AlignCenter);
    const attn::Matrix defaults = defaultMatrix(which);
    auto &cells = m_cells[std::size_t(index(which))];
    for (std::size_t r = 0; r < defaults.size(); ++r) {
        grid->addWidget(new QLabel(rowNames.value(int(r)), box), int(r) + 1, 0);
        std::vector<QDoubleSpinBox *> row;
        for (std::size_t c = 0; c < defaults[r].size(); ++c) {
            auto *spin = new QDoubleSpinBox(box);
            if (which == Projection::Value) {
                spin->setRange(kValueCellMinimum, kValueCellMaximum);
                spin->setSingleStep(1.0);
            } else {
                spin->setRange(kCellMinimum, kCellMaximum);
                spin->setSingleStep(0.1);
            }
            spin->setDecimals(2);
            spin->setAccessibleName(
                tr("%1 row %2 column %3").arg(name).arg(r + 1).arg(c + 1));
            spin->setObjectName(QStringLiteral("%1_%2_%3").arg(name).arg(r + 1).arg(c + 1));
            connect(spin, &QDoubleSpinBox::valueChanged, this, &ProjectionPanel::recompute);
            grid->addWidget(spin, int(r) + 1, int(c) + 1);
            row.push_back(spin);
        }
        cells.push_back(row);
    }
    auto *sentence = new QLabel(lesson, box);
    sentence->setWordWrap(true);
    grid->addWidget(sentence, int(defaults.size()) + 1, 0, 1, 3);
    grid->setRowStretch(int(defaults.size()) + 2, 1);
    return box;
}

attn::Matrix ProjectionPanel::matrix(Projection which) const
{
    attn::Matrix m;
    for (const auto &row : m_cells[std::size_t(index(which))]) {
        attn::Vector values;
        for (const QDoubleSpinBox *spin : row)
            values.push_back(spin->value());
        m.push_back(values);
    }
    return m;
}

QDoubleSpinBox *ProjectionPanel::cell(Projection which, int row, int column) const
{
    const auto &cells = m_cells[std::size_t(index(which))];
    if (row < 0 || std::size_t(row) >= cells.size() || column < 0
        || std::size_t(column) >= cells[std::size_t(row)].size())
        return nullptr;
    return cells[std::size_t(row)][std::size_t(column)];
}

int ProjectionPanel::askingToken() const
{
    return m_tokenBox->currentIndex();
}

void ProjectionPanel::setAskingToken(int index)
{
    if (index >= 0 && index < m_tokenBox->count())
        m_tokenBox->setCurrentIndex(index);
}

void ProjectionPanel::resetMatrices()
{
    for (Projection which : {Projection::Query, Projection::Key, Projection::Value}) {
        const attn::Matrix defaults = defaultMatrix(which);
        for (std::size_t r = 0; r < defaults.size(); ++r) {
            for (std::size_t c = 0; c < defaults[r].size(); ++c) {
                QDoubleSpinBox *spin = cell(which, int(r), int(c));
                const QSignalBlocker block(spin);
                spin->setValue(defaults[r][c]);
            }
        }
    }
    recompute();
}

void ProjectionPanel::recompute()
{
    const int asking = std::max(0, askingToken());
    const attn::Matrix wq = matrix(Projection::Query);
    const attn::Matrix wk = matrix(Projection::Key);
    const attn::Matrix wv = matrix(Projection::Value);

    attn::Lookup lookup;
    m_error.clear();
    const auto query = attn::apply(wq, m_inputs[std::size_t(asking)]);
    if (!query) {
        m_error = QString::fromStdString(query.error().message);
    } else {
        lookup.query = *query;
        for (const attn::Vector &x : m_inputs) {
            const auto key = attn::apply(wk, x);
            const auto value = attn::apply(wv, x);
            if (!key || !value) {
                m_error = QString::fromStdString(key ? value.error().message : key.error().message);
                break;
            }
            lookup.keys.push_back(*key);
            lookup.values.push_back(value->front());
        }
    }
    if (m_error.isEmpty()) {
        const auto result = attn::trace(lookup);
        if (result)
            m_trace = *result;
        else
            m_error = QString::fromStdString(result.error().message);
    }
    if (m_error.isEmpty())
        showTrace();
    else
        showError();
    emit stateChanged();
}

void ProjectionPanel::showTrace()
{
    const QStringList words = tokens();
    const int asking = askingToken();
    m_queryLabel->setRichText(tr("query q = W_q x(%1) = <b>%2</b>"), {words.value(asking), vectorText(m_trace.query)});
    m_queryLabel->setAccessibleName(
        tr("Query of %1: %2").arg(words.value(asking), vectorText(m_trace.query)));

    QStringList terms;
    for (int row = 0; row < m_table->rowCount(); ++row) {
        const attn::TraceRow &line = m_trace.rows[std::size_t(row)];
        const bool asks = row == asking;
        m_table->item(row, Token)->setText(asks ? tr("%1 (asks)").arg(words.value(row))
                                                : words.value(row));
        m_table->item(row, Input)->setText(vectorText(m_inputs[std::size_t(row)]));
        m_table->item(row, KeyColumn)->setText(vectorText(m_trace.keys[std::size_t(row)]));
        m_table->item(row, ValueColumn)->setText(figure(line.value));
        m_table->item(row, Score)->setText(figure(line.score));
        m_table->item(row, Weight)->setText(course::formatPercent(line.weight));
        m_table->item(row, Contribution)->setText(figure(line.contribution));
        for (int column = 0; column < ColumnCount; ++column) {
            // Only the weight: the size follows the table's font, in presentation mode too.
            QFont font;
            font.setBold(asks);
            m_table->item(row, column)->setFont(font);
        }
        terms << tr("%1 × %2").arg(course::formatFixed(line.weight, 3), figure(line.value));
    }
    // The weights and values are rounded on their own, so their products only come close to
    // the output (FORMAT.md, "Rounded figures").
    m_output->setRichText(tr("<p>output for “%1” = Σ wᵢ × vᵢ = <b>%3</b> (≈ %2)</p>"),
                          {words.value(asking), terms.join(QStringLiteral(" + ")), figure(m_trace.output)});
    m_output->setAccessibleDescription(
        tr("The output for %1 is %2").arg(words.value(asking), figure(m_trace.output)));
}

void ProjectionPanel::showError()
{
    m_queryLabel->setText(tr("query: —"));
    for (int row = 0; row < m_table->rowCount(); ++row)
        for (int column = Input; column < ColumnCount; ++column)
            m_table->item(row, column)->setText(QStringLiteral("—"));
    m_output->setText(tr("These numbers cannot be computed: %1").arg(m_error.toHtmlEscaped()));
}

} // namespace ui
