#include "exercisesetview.h"

#include "exercisekind.h"
#include "exercisesession.h"
#include "exercisewidget.h"
#include "focustrueview.h"
#include "fonts.h"
#include "presentation.h"
#include "scrollpage.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QScrollBar>
#include <QStackedWidget>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace ui {

ExerciseSetView::ExerciseSetView(const QList<course::Exercise> &exercises, const QString &learner,
                                 const course::VariantContext &variants, course::AttemptStore *store,
                                 course::WorkshopModel *workshop, QWidget *parent)
    : QWidget(parent)
    , m_exercises(exercises)
    , m_learner(learner)
{
    setObjectName(QStringLiteral("exerciseSetView"));

    // It follows the exercise shown, also when Next exercise changes it: that is no focus change.
    m_overview = new FocusTrueView<QListWidget>(this);
    m_overview->setObjectName(QStringLiteral("exerciseOverview"));
    m_overview->setAccessibleName(tr("Exercises"));
    m_overview->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);

    m_pages = new QStackedWidget(this);
    for (int i = 0; i < m_exercises.size(); ++i) {
        const course::Exercise &exercise = m_exercises.at(i);
        auto *session = new course::ExerciseSession(
            exercise, course::makeVariant(exercise, learner, variants), store, this);
        auto *widget = new ExerciseWidget(session, workshop);
        m_widgets << widget;
        auto *scroll = new ScrollPage(widget, m_pages);
        scroll->setAccessibleName(tr("Exercise %1 of %2").arg(i + 1).arg(m_exercises.size()));
        m_pages->addWidget(scroll);
        new QListWidgetItem(m_overview);
        refreshOverviewItem(i);
        connect(session, &course::ExerciseSession::logChanged, this, [this, i] {
            refreshOverviewItem(i);
            refreshSummary();
        });
    }
    m_pages->addWidget(createSummaryPage());
    auto *summaryItem = new QListWidgetItem(QStringLiteral("Σ ") + tr("Score summary"), m_overview);
    summaryItem->setToolTip(tr("Total credit and credit per objective"));
    // Wide enough for the longest entry with a full credit, up to about 36 characters: a longer
    // entry (German runs a third longer than English) wraps onto a second line rather than
    // taking the width the exercise itself needs.
    int widest = 0;
    for (int i = 0; i < m_exercises.size(); ++i)
        widest = std::max(widest, m_overview->fontMetrics().horizontalAdvance(
                                      overviewText(i, QStringLiteral("✓"), 1.0)));
    widest = std::min(widest, 36 * m_overview->fontMetrics().averageCharWidth());
    m_overview->setWordWrap(true);
    m_overview->setFixedWidth(widest + 2 * m_overview->frameWidth()
                              + m_overview->verticalScrollBar()->sizeHint().width() + 12);

    m_position = new QLabel(this);
    m_position->setObjectName(QStringLiteral("positionLabel"));
    followParentFont(m_position, 1.0, true);
    m_position->setWordWrap(true);

    m_previous = new QPushButton(tr("&Previous exercise"), this);
    m_previous->setObjectName(QStringLiteral("previousButton"));
    m_next = new QPushButton(tr("&Next exercise"), this);
    m_next->setObjectName(QStringLiteral("nextButton"));
    for (QPushButton *button : {m_previous, m_next})
        button->setAutoDefault(true);

    auto *navigation = new QHBoxLayout;
    navigation->addWidget(m_previous);
    navigation->addStretch(1);
    navigation->addWidget(m_next);

    auto *main = new QVBoxLayout;
    main->addWidget(m_position);
    main->addWidget(m_pages, 1);
    main->addLayout(navigation);

    auto *layout = new QHBoxLayout(this);
    layout->addWidget(m_overview);
    layout->addLayout(main, 1);

    connect(m_previous, &QPushButton::clicked, this, &ExerciseSetView::showPrevious);
    connect(m_next, &QPushButton::clicked, this, &ExerciseSetView::showNext);
    connect(m_overview, &QListWidget::currentRowChanged, this, &ExerciseSetView::setCurrentIndex);

    refreshSummary();
    m_overview->setCurrentRow(0);
    refreshNavigation();
}

void ExerciseSetView::setLearnerName(const QString &name)
{
    m_heading->setText(name.isEmpty() ? tr("<h2>Your score</h2>")
                                      : tr("<h2>Score of %1</h2>").arg(name.toHtmlEscaped()));
}

QWidget *ExerciseSetView::createSummaryPage()
{
    auto *page = new QWidget(m_pages);
    page->setObjectName(QStringLiteral("summaryPage"));
    m_heading = new QLabel(page);
    m_heading->setTextFormat(Qt::RichText);
    setLearnerName(m_learner);
    QLabel *heading = m_heading;
    m_total = new QLabel(page);
    m_total->setObjectName(QStringLiteral("totalLabel"));
    m_total->setWordWrap(true);
    m_total->setTextInteractionFlags(Qt::TextSelectableByMouse);
    followParentFont(m_total, 1.0, true);
    m_unfinished = new QLabel(page);
    m_unfinished->setObjectName(QStringLiteral("unfinishedLabel"));
    m_unfinished->setWordWrap(true);

    m_summary = new QTableWidget(0, 4, page);
    m_summary->setObjectName(QStringLiteral("summaryTable"));
    m_summary->setAccessibleName(tr("Credit per objective"));
    m_summary->setHorizontalHeaderLabels(
        {tr("Objective"), tr("Exercises"), tr("Credit"), tr("Score")});
    m_summary->verticalHeader()->hide();
    m_summary->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_summary->setSelectionMode(QAbstractItemView::NoSelection);
    m_summary->setTabKeyNavigation(false);
    m_summary->setWordWrap(false);
    m_summary->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    m_summary->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_summary->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    for (int c = 1; c < 4; ++c)
        m_summary->horizontalHeader()->setSectionResizeMode(c, QHeaderView::ResizeToContents);

    auto *layout = new QVBoxLayout(page);
    layout->addWidget(heading);
    layout->addWidget(m_total);
    layout->addWidget(m_summary);
    layout->addWidget(m_unfinished);
    layout->addStretch(1);
    return page;
}

void ExerciseSetView::setPresenting(bool on)
{
    m_overview->setVisible(!on);
    applyPresenting(this, on);
}

int ExerciseSetView::currentIndex() const
{
    return m_pages->currentIndex();
}

void ExerciseSetView::setCurrentIndex(int index)
{
    if (index < 0 || index > count())
        return;
    const bool changed = index != m_pages->currentIndex();
    m_pages->setCurrentIndex(index);
    if (m_overview->currentRow() != index)
        m_overview->setCurrentRow(index);
    refreshNavigation();
    if (changed)
        emit currentIndexChanged(index);
}

void ExerciseSetView::setSolutionsOffered(bool offered)
{
    for (ExerciseWidget *widget : std::as_const(m_widgets))
        widget->setSolutionOffered(offered);
}

void ExerciseSetView::setLocked(bool locked)
{
    for (ExerciseWidget *widget : std::as_const(m_widgets))
        widget->setLocked(locked);
}

course::ExerciseScore ExerciseSetView::state(int index) const
{
    const ExerciseWidget *widget = m_widgets.value(index);
    return widget ? widget->state() : course::ExerciseScore();
}

double ExerciseSetView::totalCredit() const
{
    double total = 0.0;
    for (const ExerciseWidget *widget : m_widgets)
        total += widget->state().credit;
    return total;
}

double ExerciseSetView::objectiveCredit(const QString &objective) const
{
    double total = 0.0;
    for (const ExerciseWidget *widget : m_widgets) {
        if (widget->exercise().objective == objective)
            total += widget->state().credit;
    }
    return total;
}

int ExerciseSetView::objectiveCount(const QString &objective) const
{
    return int(std::count_if(m_exercises.cbegin(), m_exercises.cend(),
                             [&objective](const course::Exercise &e) {
                                 return e.objective == objective;
                             }));
}

QStringList ExerciseSetView::objectives() const
{
    QStringList result;
    for (const QString &id : course::objectiveIds()) {
        if (objectiveCount(id) > 0)
            result << id;
    }
    for (const course::Exercise &exercise : m_exercises) {
        if (!result.contains(exercise.objective))
            result << exercise.objective;
    }
    return result;
}

QString ExerciseSetView::statusGlyph(int index) const
{
    const course::ExerciseScore s = state(index);
    if (s.solved)
        return QStringLiteral("✓");
    if (s.finished)
        return s.best > 0.0 ? QStringLiteral("◐") : QStringLiteral("✗");
    if (s.attempts > 0 || s.hintsShown > 0)
        return QStringLiteral("…");
    return QStringLiteral("○");
}

QString ExerciseSetView::statusWord(int index) const
{
    const course::ExerciseScore s = state(index);
    if (s.solved)
        return tr("Solved");
    if (s.finished)
        return s.best > 0.0 ? tr("Partly right") : tr("Not solved");
    if (s.attempts > 0 || s.hintsShown > 0)
        return tr("In progress");
    return tr("Not started");
}

QString ExerciseSetView::creditText(double credit) const
{
    return locale().toString(credit, 'g', 3);
}

QString ExerciseSetView::percentText(double fraction) const
{
    return tr("%1%").arg(locale().toString(100.0 * fraction, 'f', 0));
}

QString ExerciseSetView::overviewText(int index, const QString &glyph,
                                      std::optional<double> credit) const
{
    // The title tells the exercises apart; the kind of answer follows it.
    const course::Exercise &e = m_exercises.at(index);
    const QString text = e.title.isEmpty() ? tr("%1 %2. %3").arg(glyph).arg(index + 1).arg(course::kindOf(e).title())
                                           : tr("%1 %2. %3 (%4)").arg(glyph).arg(index + 1).arg(e.title, course::kindOf(e).title());
    return credit ? tr("%1 — %2").arg(text, percentText(*credit)) : text;
}

void ExerciseSetView::refreshOverviewItem(int index)
{
    QListWidgetItem *item = m_overview->item(index);
    if (!item)
        return;
    const course::Exercise &exercise = m_exercises.at(index);
    const course::ExerciseScore s = state(index);
    const bool started = s.attempts > 0 || s.hintsShown > 0 || s.solutionShown;
    item->setText(overviewText(index, statusGlyph(index),
                               started ? std::optional<double>(s.credit) : std::nullopt));
    const QString description =
        tr("%1; credit %2; %3")
            .arg(statusWord(index), percentText(s.credit),
                 course::objectiveTitle(exercise.objective));
    item->setToolTip(description);
    item->setData(Qt::AccessibleDescriptionRole, description);
}

void ExerciseSetView::refreshSummary()
{
    const double total = totalCredit();
    m_total->setText(count() == 0 ? tr("There are no exercises in this set.")
                                  : tr("Total credit: %1 of %2 (%3)")
                                        .arg(creditText(total))
                                        .arg(count())
                                        .arg(percentText(total / count())));
    const QStringList ids = objectives();
    m_summary->setRowCount(int(ids.size()));
    for (int row = 0; row < ids.size(); ++row) {
        const QString &id = ids.at(row);
        const int n = objectiveCount(id);
        const double credit = objectiveCredit(id);
        const QString title = course::objectiveTitle(id);
        const QStringList cells{title.isEmpty() ? id : title, QString::number(n),
                                tr("%1 of %2").arg(creditText(credit)).arg(n),
                                percentText(n > 0 ? credit / n : 0.0)};
        for (int c = 0; c < cells.size(); ++c) {
            auto *cell = new QTableWidgetItem(cells.at(c));
            cell->setData(Qt::UserRole, id);
            if (c > 0)
                cell->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            m_summary->setItem(row, c, cell);
        }
    }

    int unfinished = 0;
    for (const ExerciseWidget *widget : std::as_const(m_widgets))
        unfinished += widget->isFinished() ? 0 : 1;
    m_unfinished->setText(unfinished == 0
                              ? tr("Every exercise is finished.")
                              : tr("%n exercise(s) not finished yet: their credit may still grow.",
                                   nullptr, unfinished));
}

void ExerciseSetView::refreshNavigation()
{
    const int index = currentIndex();
    const bool summary = index >= count();
    m_position->setText(summary ? tr("Score summary")
                                : tr("Exercise %1 of %2 — %3")
                                      .arg(index + 1)
                                      .arg(count())
                                      .arg(m_exercises.at(index).title));
    m_position->setToolTip(summary ? QString()
                                   : tr("Objective: %1")
                                         .arg(course::objectiveTitle(m_exercises.at(index).objective)));
    m_previous->setEnabled(index > 0);
    m_next->setEnabled(index < count());
    m_next->setText(index + 1 >= count() ? tr("Score su&mmary") : tr("&Next exercise"));
}

} // namespace ui
