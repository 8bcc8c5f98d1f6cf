#include "steptablepanel.h"

#include "columnfitter.h"
#include "contentlabel.h"
#include "fittedtable.h"
#include "placeholders.h"
#include "presentation.h"
#include "querycanvas.h"
#include "querycontrols.h"
#include "statictextdelegate.h"
#include "textblock.h"
#include "weightchart.h"
#include "workshopmodel.h"
#include "workshoppanel.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QKeyEvent>
#include <QLabel>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace ui {

namespace {

QLabel *wrappedLabel(const QString &objectName, const QString &role, QWidget *parent)
{
    auto *label = new ContentLabel(role, parent);
    label->setObjectName(objectName);
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

/// A text that changes on every step of a query drag: laid out again only when its height does.
TextBlock *liveText(const QString &objectName, const QString &accessibleName, QWidget *parent)
{
    auto *text = new TextBlock(Qt::PlainText, parent);
    text->setObjectName(objectName);
    text->setAccessibleName(accessibleName);
    return text;
}

} // namespace

StepTablePanel::StepTablePanel(StepTableModel::Kind kind, course::WorkshopModel *model,
                               QWidget *parent)
    : LessonPanel(model, parent)
    , m_tableModel(new StepTableModel(kind, model, this))
{
    auto *captionLabel = new QLabel(caption(), this);
    captionLabel->setObjectName(QStringLiteral("captionLabel"));
    captionLabel->setTextFormat(Qt::RichText);
    captionLabel->setWordWrap(true);
    hideWhenPresenting(captionLabel);

    m_table = new FittedTableView(this);
    m_table->setItemDelegate(new StaticTextDelegate(m_table));
    m_table->setObjectName(QStringLiteral("stepTable"));
    m_table->setModel(m_tableModel);
    m_table->verticalHeader()->hide();
    // Each column as wide as its heading and the widest figure it will show at this query (in
    // the current step's bold, with its marker), whether revealed or not: revealing a cell never
    // makes the columns jump, and no heading is cut off with large text; a panel narrower than
    // the columns scrolls the table sideways rather than squeezing the page's prose.
    fitColumns(m_table, ColumnFit::FollowFigures, ColumnOverflow::Scroll, [this](int column) {
        return boldCellWidth(m_table, m_tableModel->widestText(column));
    });
    m_table->setSelectionMode(QAbstractItemView::NoSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setTabKeyNavigation(false); // Tab leaves the table instead of walking its cells
    m_table->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_table->setWordWrap(false);
    // Every row always shows: the plane or the chart below gives way instead.
    m_table->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    fitRowsToFont(m_table);
    m_table->installEventFilter(this);
    switch (kind) {
    case StepTableModel::Kind::DotProduct:
        m_table->setAccessibleName(tr("Dot products of the query with each key"));
        break;
    case StepTableModel::Kind::Softmax:
        m_table->setAccessibleName(tr("Softmax of the scores, step by step"));
        break;
    case StepTableModel::Kind::WeightedSum:
        m_table->setAccessibleName(tr("Weighted sum of the values, step by step"));
        break;
    case StepTableModel::Kind::Gradient:
        break; // an exercise's table, from a training point: no panel steps through it
    }

    m_explanation = liveText(QStringLiteral("explanationLabel"), tr("Current step"), this);

    auto *work = m_work = new QVBoxLayout;
    work->addWidget(m_table);
    m_stepper = createStepper();
    work->addWidget(m_stepper);
    work->addWidget(m_explanation);

    auto *body = new QHBoxLayout;
    switch (kind) {
    case StepTableModel::Kind::DotProduct:
        // Below the table the plane is the largest square the rest of the panel holds (see
        // eventFilter()): stretched over the whole area it would be a strip of empty grid.
        m_planeHost = new QWidget(this);
        m_planeHost->setObjectName(QStringLiteral("planeHost"));
        m_canvas = new QueryCanvas(model, m_planeHost);
        m_canvas->setClickMovesQuery(false);
        m_canvas->setMinimumExtent(WorkshopPanel::kLessonExtent);
        m_canvas->setObjectName(QStringLiteral("queryCanvas"));
        m_planeHost->setMinimumSize(m_canvas->minimumSizeHint());
        m_planeHost->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
        m_planeHost->installEventFilter(this);
        work->addWidget(m_planeHost, 1);
        // Alt+A is the page's Show all.
        work->addWidget(new QueryControls(model, this, false));
        body->addLayout(work);
        connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
                [this](const QModelIndex &current) { inspectRow(current.row()); });
        break;
    case StepTableModel::Kind::Softmax:
        work->addWidget(createSoftmaxExtras(), 1);
        body->addLayout(work);
        break;
    case StepTableModel::Kind::WeightedSum:
        m_comparison = liveText(QStringLiteral("comparisonLabel"),
                                    tr("Output compared with an average and a dictionary"), this);
        work->addWidget(m_comparison);
        work->addStretch(1);
        body->addLayout(work);
        break;
    case StepTableModel::Kind::Gradient:
        body->addLayout(work);
        break;
    }

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(captionLabel);
    layout->addLayout(body, 1);

    connect(m_tableModel, &StepTableModel::revealedCellsChanged, this, &StepTablePanel::syncStep);
    connect(model, &course::WorkshopModel::queryChanged, this, &StepTablePanel::syncQuery);
    syncQuery();
    syncStep();
}

void StepTablePanel::setPresenting(bool on)
{
    LessonPanel::setPresenting(on);
    if (!m_textColumn)
        return;
    // The table keeps the whole width (its columns need it); below it the bars stand beside
    // the buttons and the step's sentence instead of under them.
    for (QWidget *w : std::initializer_list<QWidget *>{m_stepper, m_explanation, m_chartNote}) {
        m_work->removeWidget(w);
        m_textColumn->removeWidget(w);
        m_chartColumn->removeWidget(w);
    }
    if (on) {
        m_textColumn->insertWidget(0, m_chartNote);
        m_textColumn->insertWidget(0, m_explanation);
        m_textColumn->insertWidget(0, m_stepper);
    } else {
        m_work->insertWidget(1, m_stepper);
        m_work->insertWidget(2, m_explanation);
        m_chartColumn->addWidget(m_chartNote);
    }
}

bool StepTablePanel::stepForward()
{
    if (!m_next->isEnabled())
        return false;
    m_next->click();
    return true;
}

bool StepTablePanel::stepBack()
{
    if (!m_previous->isEnabled())
        return false;
    m_previous->click();
    return true;
}

QMap<QString, QString> StepTablePanel::placeholders() const
{
    return {{QStringLiteral("step"), QString::number(m_tableModel->revealedCells())},
            {QStringLiteral("steps"), QString::number(m_tableModel->cellCount())}};
}

QString StepTablePanel::caption() const
{
    const QString howTo =
        tr("Press <i>Next step</i> (Alt+N, or N in the table) to compute the next cell and "
           "<i>Previous step</i> (Alt+P, or P) to go back. “?” marks a cell not computed yet, "
           "▶ the cell just computed.");
    switch (m_tableModel->kind()) {
    case StepTableModel::Kind::DotProduct:
        return tr("<b>Scores.</b> Each score is the dot product of the query with a key: "
                  "q·kᵢ = q_x·k_x + q_y·k_y. The more a key points the way the query does, the "
                  "higher its score. Drag the query (red) on the plane and the table follows.")
               + QLatin1Char(' ') + howTo;
    case StepTableModel::Kind::Softmax:
        return tr("<b>Softmax.</b> The scores become weights: subtract the largest score, take "
                  "the exponential, and divide each exponential by their sum Σ (last row).")
               + QLatin1Char(' ') + howTo;
    case StepTableModel::Kind::WeightedSum:
        return tr("<b>Weighted sum.</b> The answer is a blend of the values: each value is "
                  "multiplied by its key's weight, and the products are added up, "
                  "o = Σ wᵢ × vᵢ (last row).")
               + QLatin1Char(' ') + howTo;
    case StepTableModel::Kind::Gradient:
        break;
    }
    return {};
}

QWidget *StepTablePanel::createStepper()
{
    // The step count sits on its own line so that the buttons fit beside the plane.
    auto *box = new QWidget(this);
    auto *column = new QVBoxLayout(box);
    column->setContentsMargins(0, 0, 0, 0);
    auto *row = new QHBoxLayout;
    column->addLayout(row);
    auto button = [box, row](const QString &text, const QString &name, const QString &objectName) {
        auto *b = new QPushButton(text, box);
        b->setObjectName(objectName);
        b->setAccessibleName(name);
        b->setAutoDefault(false);
        row->addWidget(b);
        return b;
    };
    m_previous = button(tr("&Previous step"), tr("Previous step"), QStringLiteral("previousButton"));
    m_next = button(tr("&Next step"), tr("Next step"), QStringLiteral("nextButton"));
    m_showAll = button(tr("Show &all"), tr("Show all steps"), QStringLiteral("showAllButton"));
    m_reset = button(tr("&Reset"), tr("Reset the steps"), QStringLiteral("resetButton"));
    m_stepLabel = new ContentLabel(tr("Step"), box);
    m_stepLabel->setObjectName(QStringLiteral("stepLabel"));
    row->addStretch(1);
    column->addWidget(m_stepLabel);

    connect(m_previous, &QPushButton::clicked, m_tableModel, &StepTableModel::previous);
    connect(m_next, &QPushButton::clicked, m_tableModel, &StepTableModel::next);
    connect(m_showAll, &QPushButton::clicked, m_tableModel, &StepTableModel::revealAll);
    connect(m_reset, &QPushButton::clicked, m_tableModel, &StepTableModel::reset);
    return box;
}

QWidget *StepTablePanel::createSoftmaxExtras()
{
    auto *box = new QWidget(this);
    auto *row = new QHBoxLayout(box);
    row->setContentsMargins(0, 0, 0, 0);

    // Short categories: the chart shares the row with the text and has little width.
    QStringList categories;
    for (std::size_t i = 0; i < model()->keys().size(); ++i)
        categories << tr("k%1").arg(i + 1);
    m_chart = new WeightChart(categories, box);
    m_chart->setObjectName(QStringLiteral("weightChart"));

    m_weightSum = wrappedLabel(QStringLiteral("weightSumLabel"), tr("Sum of the weights"), box);
    m_stability = wrappedLabel(QStringLiteral("stabilityLabel"),
                               tr("Why the largest score is subtracted"), box);
    m_stability->setText(stabilityText());
    hideWhenPresenting(m_stability);

    m_chartNote = wrappedLabel(QStringLiteral("chartNote"), tr("About the bars"), box);
    m_chartNote->setText(tr("A bar appears once its weight is computed (column Weight wᵢ)."));

    auto *chartColumn = m_chartColumn = new QVBoxLayout;
    chartColumn->addWidget(m_chart, 1);
    chartColumn->addWidget(m_chartNote);
    auto *text = m_textColumn = new QVBoxLayout;
    text->addWidget(m_weightSum);
    text->addWidget(m_stability);
    text->addStretch(1);
    row->addLayout(chartColumn, 1);
    row->addLayout(text, 1);
    return box;
}

QString StepTablePanel::stabilityText() const
{
    const std::vector<double> scores{1000.0, 999.0, 998.0};
    // The overflow itself is the point: exp(1000) exceeds the largest double.
    const double overflow = std::exp(scores.front());
    const auto weights = attn::softmax(scores);
    if (!weights)
        return QString::fromStdString(weights.error().message);
    QStringList shown;
    for (double w : weights.value())
        shown << course::formatPercent(w);
    // Qt writes an overflow as "inf"; the prose writes ∞.
    const QString overflowText = std::isinf(overflow) ? QStringLiteral("∞") : course::formatPlain(overflow);
    return tr("<b>Why subtract the max?</b> For scores %1, %2 and %3, exp(%1) is %4 in double "
              "precision: it overflows, and ∞ ÷ ∞ is not a number. Subtracting the largest "
              "score first keeps every exponent at 0 or below, and the weights come out the "
              "same: %5.")
        .arg(course::formatPlain(scores[0]), course::formatPlain(scores[1]), course::formatPlain(scores[2]),
             overflowText, course::joinFigures(shown));
}

bool StepTablePanel::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_planeHost && event->type() == QEvent::Resize) {
        const int side = std::min(m_planeHost->width(), m_planeHost->height());
        m_canvas->setGeometry((m_planeHost->width() - side) / 2, 0, side, side);
    }
    if (watched == m_table && event->type() == QEvent::KeyPress) {
        const auto *key = static_cast<QKeyEvent *>(event);
        const Qt::KeyboardModifiers mods = key->modifiers() & ~Qt::KeypadModifier;
        const bool plain = mods == Qt::NoModifier;
        const bool ctrl = mods == Qt::ControlModifier;
        if ((plain && key->key() == Qt::Key_N) || (ctrl && key->key() == Qt::Key_Right)) {
            m_tableModel->next();
            return true;
        }
        if ((plain && key->key() == Qt::Key_P) || (ctrl && key->key() == Qt::Key_Left)) {
            m_tableModel->previous();
            return true;
        }
    }
    return LessonPanel::eventFilter(watched, event);
}

void StepTablePanel::syncStep()
{
    const int step = m_tableModel->revealedCells();
    const int steps = m_tableModel->cellCount();
    m_stepLabel->setText(tr("Step %1 of %2").arg(step).arg(steps));
    m_previous->setEnabled(step > 0);
    m_reset->setEnabled(step > 0);
    m_next->setEnabled(step < steps);
    m_showAll->setEnabled(step < steps);
    m_table->setCurrentIndex(m_tableModel->currentCell());
    syncExplanation();
    syncChart();
    syncComparison();
    emit stateChanged();
}

void StepTablePanel::syncChart()
{
    if (!m_chart)
        return;
    // A bar shows once its weight's cell does, so the chart never gives away a result the
    // table has not reached.
    const int weightColumn = m_tableModel->table().columnOf(course::StepColumn::Quantity::Weight);
    const std::vector<double> weights = model()->trace().weights();
    std::vector<bool> shown;
    for (std::size_t row = 0; row < weights.size(); ++row)
        shown.push_back(m_tableModel->isRevealed(m_tableModel->index(int(row), weightColumn)));
    m_chart->setWeights(weights, shown);
    m_chartNote->setVisible(std::find(shown.cbegin(), shown.cend(), false) != shown.cend());
}

void StepTablePanel::syncQuery()
{
    syncExplanation();
    syncChart();
    if (m_weightSum)
        m_weightSum->setText(tr("The weights are never negative and add up to %1.")
                                 .arg(StepTableModel::formatNumber(m_tableModel->weightSum())));
    syncComparison();
}

void StepTablePanel::syncComparison()
{
    if (!m_comparison)
        return;
    const attn::Trace &t = model()->trace();
    const std::vector<double> &values = model()->layout().values;
    const std::size_t best = attn::argmax(t.weights());
    const auto found = attn::dictionaryLookup(t.keys, t.query);
    const QString dictionary =
        found ? tr("the value %1 of key %2").arg(course::formatPlain(t.rows[*found].value)).arg(*found + 1)
              : tr("KeyError (no key equals the query)");
    // The output waits for the table's Σ row, as the chart's bars wait for their weights:
    // the page asks the learner to add the products first.
    const int contribution = m_tableModel->table().columnOf(course::StepColumn::Quantity::Contribution);
    bool outputShown = false;
    for (int row = 0; row < m_tableModel->rowCount(); ++row)
        if (m_tableModel->table().isSumRow(row))
            outputShown = m_tableModel->isRevealed(m_tableModel->index(row, contribution));
    const QStringList lines{
        outputShown ? tr("Attention's output: %1").arg(StepTableModel::formatNumber(t.output))
                    : tr("Attention's output: ? (press Next step until the Σ row)"),
        tr("Plain average of the values (every weight equal): %1")
            .arg(StepTableModel::formatValue(attn::plainAverage(values))),
        tr("A dictionary asked for this exact query: %1").arg(dictionary),
        tr("Hard lookup (all weight on key %1, the best match): %2")
            .arg(best + 1)
            .arg(StepTableModel::formatValue(t.rows[best].value)),
    };
    m_comparison->setText(lines.join(QLatin1Char('\n')));
}

void StepTablePanel::syncExplanation()
{
    const QModelIndex current = m_tableModel->currentCell();
    const QString explanation = current.isValid() ? m_tableModel->explanation(current)
                                                  : tr("Nothing computed yet: press Next step.");
    m_explanation->setText(explanation);
    // Where the focus is when N is pressed: a screen reader reads the step that was just taken.
    m_table->setAccessibleDescription(
        explanation + QLatin1Char(' ')
        + tr("N or Ctrl+Right computes the next cell, P or Ctrl+Left goes back one step."));
}

void StepTablePanel::inspectRow(int row)
{
    if (!m_canvas)
        return;
    const int key = m_tableModel->keyOfRow(row);
    m_canvas->setInspectedKey(key >= 0 ? std::optional<std::size_t>(std::size_t(key))
                                       : std::nullopt);
}

} // namespace ui
