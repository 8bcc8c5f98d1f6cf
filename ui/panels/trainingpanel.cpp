#include "trainingpanel.h"

#include "colors.h"
#include "figures.h"
#include "presentation.h"
#include "scrollpage.h"
#include "textblock.h"
#include "trainingmodel.h"
#include "trainingplane.h"

#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineSeries>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QTimer>
#include <QValueAxis>
#include <QVBoxLayout>

namespace ui {

namespace {

/// One update per frame: fast enough to watch a run of a few dozen steps, slow enough to see each.
constexpr int kFrameMs = 80;

} // namespace

QString TrainingPanel::taskTitle(int index)
{
    switch (index) {
    case 0: return tr("Each token looks at the next (successor)");
    case 1: return tr("\"it\" looks at \"cat\" (it-cat)");
    case 2: return tr("Two tokens want one key (shared-key)");
    }
    return QString::fromStdString(attn::trainingTasks().at(std::size_t(index)).name);
}

TrainingPanel::TrainingPanel(course::WorkshopModel *model, QWidget *parent)
    : LessonPanel(model, parent)
    , m_training(new course::TrainingModel(this))
    , m_task(new QComboBox(this))
    , m_seed(new QSpinBox(this))
    , m_rate(new QDoubleSpinBox(this))
    , m_play(new QPushButton(tr("&Play"), this))
    , m_step(new QPushButton(tr("St&ep"), this))
    , m_reset(new QPushButton(tr("&Reset"), this))
    , m_plane(new TrainingPlane(m_training, this))
    , m_weights(new QTableWidget(this))
    , m_chart(new QChart)
    , m_loss(new QLineSeries)
    , m_stepAxis(new QValueAxis)
    , m_lossAxis(new QValueAxis)
    , m_status(new TextBlock(Qt::PlainText, this))
    , m_timer(new QTimer(this))
{
    setObjectName(QStringLiteral("training-lab"));
    for (int i = 0; i < int(attn::trainingTasks().size()); ++i)
        m_task->addItem(taskTitle(i));
    m_task->setObjectName(QStringLiteral("taskCombo"));
    m_seed->setObjectName(QStringLiteral("seedSpin"));
    m_seed->setRange(1, 9999);
    m_seed->setValue(int(m_training->seed()));
    m_seed->setAccessibleName(tr("Seed of the starting matrices"));
    m_rate->setObjectName(QStringLiteral("rateSpin"));
    m_rate->setRange(0.05, 50.0);
    m_rate->setDecimals(2);
    m_rate->setSingleStep(0.1);
    m_rate->setValue(m_training->rate());
    m_rate->setAccessibleName(tr("Learning rate"));
    m_play->setObjectName(QStringLiteral("playButton"));
    m_step->setObjectName(QStringLiteral("stepButton"));
    m_reset->setObjectName(QStringLiteral("resetButton"));
    m_play->setToolTip(tr("Train step after step until the loss is small or %1 steps are done")
                           .arg(course::TrainingModel::kMaxSteps));
    m_step->setToolTip(tr("One step of gradient descent"));
    m_reset->setToolTip(tr("Back to the matrices the seed draws"));

    auto *caption = new QLabel(tr("Each token's query q = W_q x is a solid arrow, its key k = W_k x a dashed one. "
                                  "Every step nudges W_q and W_k so that each query points more at its "
                                  "target's key: the loss falls."),
                               this);
    caption->setWordWrap(true);
    hideWhenPresenting(caption);

    auto *settings = new QFormLayout;
    auto *taskLabel = new QLabel(tr("Ta&sk:"), this);
    taskLabel->setBuddy(m_task);
    auto *seedLabel = new QLabel(tr("See&d:"), this);
    seedLabel->setBuddy(m_seed);
    auto *rateLabel = new QLabel(tr("Learning r&ate:"), this);
    rateLabel->setBuddy(m_rate);
    settings->addRow(taskLabel, m_task);
    auto *numbers = new QHBoxLayout;
    numbers->addWidget(seedLabel);
    numbers->addWidget(m_seed);
    numbers->addSpacing(12);
    numbers->addWidget(rateLabel);
    numbers->addWidget(m_rate);
    numbers->addStretch(1);
    settings->addRow(numbers);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_play);
    buttons->addWidget(m_step);
    buttons->addWidget(m_reset);
    buttons->addStretch(1);

    m_weights->setObjectName(QStringLiteral("trainingWeights"));
    m_weights->setAccessibleName(tr("Each token's attention weights: rows ask, columns are attended to"));
    m_weights->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_weights->setTabKeyNavigation(false); // Tab leaves the grid instead of walking its cells
    m_weights->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_weights->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);

    m_chart->setAnimationOptions(QChart::NoAnimation);
    m_chart->legend()->hide();
    m_chart->setTitle(tr("Loss after each step"));
    m_chart->addSeries(m_loss);
    m_stepAxis->setTitleText(tr("step"));
    m_stepAxis->setLabelFormat(QStringLiteral("%d"));
    m_lossAxis->setTitleText(tr("loss"));
    m_chart->addAxis(m_stepAxis, Qt::AlignBottom);
    m_chart->addAxis(m_lossAxis, Qt::AlignLeft);
    m_loss->attachAxis(m_stepAxis);
    m_loss->attachAxis(m_lossAxis);
    m_loss->setPen(QPen(queryColor(palette()), 2.0));
    auto *chartView = new QChartView(m_chart, this);
    chartView->setObjectName(QStringLiteral("lossChart"));
    chartView->setRenderHint(QPainter::Antialiasing);
    chartView->setMinimumHeight(160);
    chartView->setAccessibleName(tr("Loss after each step"));

    m_status->setObjectName(QStringLiteral("trainingStatus"));
    m_status->setAccessibleName(tr("Training so far"));

    auto *right = new QVBoxLayout;
    right->addWidget(m_weights, 2);
    right->addWidget(chartView, 3);
    auto *columns = new QHBoxLayout;
    columns->addWidget(m_plane, 1);
    columns->addLayout(right, 1);

    auto *body = new QVBoxLayout;
    body->addWidget(caption);
    body->addLayout(settings);
    body->addLayout(buttons);
    body->addLayout(columns, 1);
    body->addWidget(m_status);
    auto *page = new ScrollPage(body, this);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(page);

    m_timer->setInterval(kFrameMs);
    connect(m_timer, &QTimer::timeout, this, &TrainingPanel::advance);
    connect(m_play, &QPushButton::clicked, this, [this] { isPlaying() ? pause() : play(); });
    connect(m_step, &QPushButton::clicked, this, [this] {
        pause();
        m_training->step();
    });
    connect(m_reset, &QPushButton::clicked, this, [this] {
        pause();
        m_training->reset();
    });
    connect(m_task, &QComboBox::currentIndexChanged, this, [this](int index) {
        pause();
        m_training->setTask(index);
    });
    connect(m_seed, &QSpinBox::valueChanged, this, [this](int seed) {
        pause();
        m_training->setSeed(std::uint64_t(seed));
    });
    connect(m_rate, &QDoubleSpinBox::valueChanged, this, [this](double rate) {
        pause();
        m_training->setRate(rate);
    });
    connect(m_training, &course::TrainingModel::changed, this, &TrainingPanel::refresh);
    applyChartFont(m_chart, font());
    refresh();
}

void TrainingPanel::changeEvent(QEvent *event)
{
    // The chart's texts do not follow the view's font by themselves (presentation mode).
    if (event->type() == QEvent::FontChange)
        applyChartFont(m_chart, font());
    LessonPanel::changeEvent(event);
}

bool TrainingPanel::isPlaying() const
{
    return m_timer->isActive();
}

void TrainingPanel::play()
{
    if (m_training->isFinished())
        m_training->reset();
    m_timer->start();
    m_play->setText(tr("&Pause"));
}

void TrainingPanel::pause()
{
    m_timer->stop();
    m_play->setText(tr("&Play"));
}

void TrainingPanel::advance()
{
    if (!m_training->step())
        pause();
}

QMap<QString, QString> TrainingPanel::placeholders() const
{
    const attn::TrainingPoint &p = m_training->point();
    return {
        {QStringLiteral("train.task"), taskTitle(m_training->taskIndex())},
        {QStringLiteral("train.step"), QString::number(m_training->steps())},
        {QStringLiteral("train.loss"), course::formatFixed(p.loss, 4)},
        {QStringLiteral("train.start"), course::formatFixed(m_training->startLoss(), 4)},
        {QStringLiteral("train.accuracy"), course::formatPercent(p.accuracy)},
        {QStringLiteral("train.rate"), course::formatPlain(m_training->rate())},
        {QStringLiteral("train.seed"), QString::number(m_training->seed())},
        {QStringLiteral("train.grad.11"), course::formatFixed(p.gradWq[0][0], 4)},
        {QStringLiteral("train.grad.12"), course::formatFixed(p.gradWq[0][1], 4)},
        {QStringLiteral("train.grad.21"), course::formatFixed(p.gradWq[1][0], 4)},
        {QStringLiteral("train.grad.22"), course::formatFixed(p.gradWq[1][1], 4)},
    };
}

void TrainingPanel::refresh()
{
    refreshWeights();
    refreshChart();
    const attn::TrainingPoint &p = m_training->point();
    const int n = int(m_training->task().tokens.size());
    const int onTarget = int(std::lround(p.accuracy * n));
    QString status = tr("Step %1 · loss %2 (it started at %3) · %4 of %5 tokens look hardest at their target")
                         .arg(m_training->steps())
                         .arg(course::formatFixed(p.loss, 4), course::formatFixed(m_training->startLoss(), 4))
                         .arg(onTarget)
                         .arg(n);
    if (m_training->isFinished())
        status += QLatin1Char(' ') + (p.loss <= course::TrainingModel::kStopLoss
                                          ? tr("· learned: press Reset or change the seed to train again.")
                                          : tr("· stopped: too many steps, or a learning rate so large that the numbers overflow."));
    m_status->setText(status);
    m_step->setEnabled(!m_training->isFinished());
    emit stateChanged();
}

void TrainingPanel::refreshWeights()
{
    const attn::TrainingTask &task = m_training->task();
    const int n = int(task.tokens.size());
    if (m_weights->rowCount() != n || m_weights->item(0, 0) == nullptr
        || m_weights->horizontalHeaderItem(0)->text() != QString::fromStdString(task.tokens[0])) {
        m_weights->clear();
        m_weights->setRowCount(n);
        m_weights->setColumnCount(n);
        QStringList names;
        for (const std::string &t : task.tokens)
            names << QString::fromStdString(t);
        m_weights->setHorizontalHeaderLabels(names);
        m_weights->setVerticalHeaderLabels(names);
        for (int i = 0; i < n; ++i)
            for (int j = 0; j < n; ++j) {
                auto *item = new QTableWidgetItem;
                item->setTextAlignment(Qt::AlignCenter);
                if (std::size_t(j) == task.targets[std::size_t(i)]) {
                    QFont bold = item->font();
                    bold.setBold(true);
                    item->setFont(bold);
                }
                m_weights->setItem(i, j, item);
            }
    }
    const attn::TrainingPoint &p = m_training->point();
    const QColor base = palette().color(QPalette::Base);
    const QColor hot = queryColor(palette());
    for (int i = 0; i < n; ++i)
        for (int j = 0; j < n; ++j) {
            const double w = p.weights[std::size_t(i)][std::size_t(j)];
            QTableWidgetItem *item = m_weights->item(i, j);
            const bool target = std::size_t(j) == task.targets[std::size_t(i)];
            item->setText(course::formatPercent(w, 0));
            const QColor fill = mixed(hot, 0.7 * w, base);
            item->setBackground(fill);
            item->setForeground(readableOn(fill));
            item->setToolTip(target ? tr("%1 → %2: %3, its target").arg(QString::fromStdString(task.tokens[std::size_t(i)]),
                                                                       QString::fromStdString(task.tokens[std::size_t(j)]),
                                                                       course::formatPercent(w))
                                    : tr("%1 → %2: %3").arg(QString::fromStdString(task.tokens[std::size_t(i)]),
                                                            QString::fromStdString(task.tokens[std::size_t(j)]),
                                                            course::formatPercent(w)));
        }
}

void TrainingPanel::refreshChart()
{
    const std::vector<double> &losses = m_training->losses();
    QList<QPointF> points;
    points.reserve(qsizetype(losses.size()));
    double highest = 0.0;
    for (std::size_t i = 0; i < losses.size(); ++i) {
        points << QPointF(double(i), losses[i]);
        if (std::isfinite(losses[i]))
            highest = std::max(highest, losses[i]);
    }
    m_loss->replace(points);
    m_stepAxis->setRange(0.0, std::max(10.0, double(losses.size() - 1)));
    m_stepAxis->applyNiceNumbers();
    m_lossAxis->setRange(0.0, std::max(0.5, std::ceil(highest * 2.0) / 2.0));
    m_lossAxis->applyNiceNumbers();
}

} // namespace ui
