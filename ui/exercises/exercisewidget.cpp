#include "exercisewidget.h"

#include "answereditor.h"
#include "choiceeditor.h"
#include "contentlabel.h"
#include "contentdocument.h"
#include "exercisekind.h"
#include "fonts.h"
#include "numbereditor.h"
#include "presentation.h"
#include "rankingeditor.h"
#include "tableeditor.h"
#include "targeteditor.h"
#include "trainedkeysview.h"
#include "verdictstyle.h"

#include <QAccessible>
#include <QApplication>
#include <QEvent>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>

namespace ui {

namespace {

/// A label of the exercise's words; `role` says what they are to a screen reader.
ContentLabel *textLabel(const QString &objectName, const QString &role, Qt::TextFormat format, QWidget *parent)
{
    auto *label = new ContentLabel(role, parent);
    label->setObjectName(objectName);
    label->setTextFormat(format);
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

/// Shows lesson Markdown in a label: images only from the lesson's folder (ContentDocument).
void setContentText(QLabel *label, const QString &markdown, const QString &folder)
{
    Qt::TextFormat format = Qt::MarkdownText;
    const QString text = course::ContentDocument::labelText(markdown, folder, &format);
    label->setTextFormat(format);
    label->setText(text);
}

QPushButton *actionButton(const QString &text, const QString &objectName, QWidget *parent)
{
    auto *button = new QPushButton(text, parent);
    button->setObjectName(objectName);
    // Enter on a focused button presses it instead of reaching the widget, which checks.
    button->setAutoDefault(true);
    return button;
}

} // namespace

ExerciseWidget::ExerciseWidget(course::ExerciseSession *session, course::WorkshopModel *workshop, QWidget *parent)
    : QWidget(parent)
    , m_session(session)
{
    const course::Exercise &exercise = m_session->exercise();
    setObjectName(QStringLiteral("exercise-%1").arg(exercise.id));

    m_rules = textLabel(QStringLiteral("rulesLabel"), tr("Rules"), Qt::RichText, this);
    // On a projector the class reads the question; the rules are the teacher's to say.
    hideWhenPresenting(m_rules);

    m_prompt = textLabel(QStringLiteral("promptLabel"), tr("Question"), Qt::MarkdownText, this);
    setContentText(m_prompt, course::fillForVariant(exercise.prompt, m_session->variant()), exercise.folder);
    followParentFont(m_prompt, 1.1);

    m_editor = AnswerEditor::create(*m_session, workshop, this);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_rules);
    layout->addWidget(m_prompt);
    if (exercise.showTrainedKeys) {
        // The plane beside the answer, not above it: the question, the picture and the
        // answer together fit a projector's 768 lines.
        auto *beside = new QHBoxLayout;
        beside->addWidget(m_editor, 1, Qt::AlignTop);
        beside->addWidget(new TrainedKeysView(exercise, this), 0, Qt::AlignTop);
        layout->addLayout(beside);
    } else {
        layout->addWidget(m_editor);
    }
    layout->addWidget(createButtons());
    layout->addWidget(createFeedback());
    layout->addStretch(1);

    if (const auto &last = m_session->state().lastAnswer)
        m_editor->setAnswer(*last);

    connect(m_session, &course::ExerciseSession::logChanged, this, &ExerciseWidget::refresh);
    connect(m_session, &course::ExerciseSession::feedbackChanged, this, &ExerciseWidget::refreshFeedback);
    // A new answer on the way, or the focus gone: the last verdict no longer describes the control.
    connect(m_editor, &AnswerEditor::edited, this, &ExerciseWidget::untellFocus);
    m_focusWatch = connect(qApp, &QApplication::focusChanged, this, [this](QWidget *old) {
        if (old && old == m_told)
            untellFocus();
    });
    if (course::kindOf(exercise).playsOnWorkshop()) {
        // A verdict is about the query that was checked: once the query moves it is stale.
        connect(m_editor, &AnswerEditor::edited, m_session, &course::ExerciseSession::clearFeedback);
    }
    refresh();
}

ExerciseWidget::~ExerciseWidget()
{
    disconnect(m_focusWatch);
}

bool ExerciseWidget::isSolutionVisible() const
{
    const course::ExerciseScore &s = state();
    return m_solutionOffered && (s.solutionShown || (s.finished && !s.solved));
}

void ExerciseWidget::setSolutionOffered(bool offered)
{
    if (offered == m_solutionOffered)
        return;
    m_solutionOffered = offered;
    refresh();
}

void ExerciseWidget::setLocked(bool locked)
{
    if (locked == m_locked)
        return;
    m_locked = locked;
    refresh();
}

course::Answer ExerciseWidget::currentAnswer() const
{
    return m_editor->answer();
}

QLineEdit *ExerciseWidget::answerEdit() const
{
    const auto *editor = qobject_cast<NumberEditor *>(m_editor);
    return editor ? editor->lineEdit() : nullptr;
}

QList<QAbstractButton *> ExerciseWidget::optionButtons() const
{
    const auto *editor = qobject_cast<ChoiceEditor *>(m_editor);
    return editor ? editor->buttons() : QList<QAbstractButton *>();
}

QListWidget *ExerciseWidget::rankingList() const
{
    const auto *editor = qobject_cast<RankingEditor *>(m_editor);
    return editor ? editor->list() : nullptr;
}

QPushButton *ExerciseWidget::moveUpButton() const
{
    const auto *editor = qobject_cast<RankingEditor *>(m_editor);
    return editor ? editor->moveUpButton() : nullptr;
}

QPushButton *ExerciseWidget::moveDownButton() const
{
    const auto *editor = qobject_cast<RankingEditor *>(m_editor);
    return editor ? editor->moveDownButton() : nullptr;
}

QTableWidget *ExerciseWidget::table() const
{
    const auto *editor = qobject_cast<TableEditor *>(m_editor);
    return editor ? editor->table() : nullptr;
}

int ExerciseWidget::firstInputColumn() const
{
    const auto *editor = qobject_cast<TableEditor *>(m_editor);
    return editor ? editor->firstInputColumn() : 0;
}

QueryCanvas *ExerciseWidget::canvas() const
{
    const auto *editor = qobject_cast<TargetEditor *>(m_editor);
    return editor ? editor->canvas() : nullptr;
}

WeightChart *ExerciseWidget::chart() const
{
    const auto *editor = qobject_cast<TargetEditor *>(m_editor);
    return editor ? editor->chart() : nullptr;
}

QWidget *ExerciseWidget::createButtons()
{
    auto *box = new QWidget(this);
    auto *column = new QVBoxLayout(box);
    column->setContentsMargins(0, 0, 0, 0);
    auto *row = new QHBoxLayout;
    column->addLayout(row);
    m_check = actionButton(tr("&Check"), QStringLiteral("checkButton"), box);
    m_check->setToolTip(tr("Check your answer (Enter)"));
    m_hint = actionButton(tr("Show h&int"), QStringLiteral("hintButton"), box);
    m_solution = actionButton(tr("Show &solution"), QStringLiteral("solutionButton"), box);
    row->addWidget(m_check);
    row->addWidget(m_hint);
    row->addWidget(m_solution);
    row->addStretch(1);

    // The record on a line of its own, so that a long credit note never widens the buttons' row.
    auto *record = new QHBoxLayout;
    column->addLayout(record);
    m_attempts = textLabel(QStringLiteral("attemptsLabel"), tr("Attempts"), Qt::PlainText, box);
    m_attempts->setWordWrap(false);
    m_credit = textLabel(QStringLiteral("creditLabel"), tr("Credit"), Qt::PlainText, box);
    record->addWidget(m_attempts);
    record->addSpacing(24);
    record->addWidget(m_credit, 1);

    connect(m_check, &QPushButton::clicked, this, &ExerciseWidget::check);
    connect(m_hint, &QPushButton::clicked, this, &ExerciseWidget::showHint);
    connect(m_solution, &QPushButton::clicked, this, &ExerciseWidget::showSolution);
    return box;
}

QWidget *ExerciseWidget::createFeedback()
{
    auto *box = new QWidget(this);
    auto *column = new QVBoxLayout(box);
    column->setContentsMargins(0, 0, 0, 0);
    m_status = textLabel(QStringLiteral("statusLabel"), tr("Result"), Qt::PlainText, box);
    followParentFont(m_status, 1.15, true);
    m_message = textLabel(QStringLiteral("messageLabel"), tr("Feedback"), Qt::PlainText, box);
    m_details = textLabel(QStringLiteral("detailsLabel"), tr("Details"), Qt::RichText, box);
    m_hints = textLabel(QStringLiteral("hintsLabel"), tr("Hints"), Qt::MarkdownText, box);
    m_solutionHeading = new QLabel(tr("<b>Worked solution</b>"), box);
    m_solutionHeading->setObjectName(QStringLiteral("solutionHeading"));
    m_solutionText = textLabel(QStringLiteral("solutionLabel"), tr("Worked solution"), Qt::MarkdownText, box);
    column->addWidget(m_status);
    column->addWidget(m_message);
    column->addWidget(m_details);
    column->addWidget(m_hints);
    column->addWidget(m_solutionHeading);
    column->addWidget(m_solutionText);
    return box;
}

void ExerciseWidget::check()
{
    if (isFinished() || m_locked || !m_check->isEnabled())
        return;
    m_session->check(m_editor->answer(), locale());
}

void ExerciseWidget::showHint()
{
    if (m_locked)
        return;
    m_session->revealHint();
    // Still on the button: it reads out the hint it just showed.
    const course::ExerciseScore &s = state();
    const QList<QString> &hints = m_session->exercise().hints;
    if (m_hint->hasFocus() && s.hintsShown > 0 && s.hintsShown <= hints.size()) {
        const QString hint = course::fillForVariant(hints.at(s.hintsShown - 1), variant());
        tellFocus(tr("Hint %1: %2").arg(s.hintsShown).arg(ContentLabel::plainTextOf(hint, Qt::MarkdownText)));
    }
}

void ExerciseWidget::showSolution()
{
    if (m_solutionOffered)
        m_session->revealSolution();
}

void ExerciseWidget::refresh()
{
    if (!m_check)
        return;
    const course::Exercise &exercise = m_session->exercise();
    const course::ExerciseScore &s = state();
    const bool finished = s.finished;
    // Finishing disables the answer's controls and Check: the focus goes to the result first,
    // which a screen reader then reads, instead of passing through each control as it goes grey.
    QWidget *focus = QApplication::focusWidget();
    if (finished && !m_wasFinished && focus && isAncestorOf(focus) && QAccessible::isActive()) {
        refreshFeedback();
        m_status->setFocus(Qt::OtherFocusReason);
    }
    m_wasFinished = finished;
    if (s.solved)
        m_attempts->setText(tr("Solved with %n attempt(s)", nullptr, s.attempts));
    else if (finished)
        m_attempts->setText(tr("Finished: %n attempt(s) used", nullptr, s.attempts));
    else
        m_attempts->setText(tr("Attempts left: %1 of %2").arg(s.attemptsLeft).arg(exercise.attempts));

    const auto percent = [this](double fraction) {
        return tr("%1%").arg(locale().toString(100.0 * fraction, 'f', 0));
    };
    const double reachable = std::max(0.0, 1.0 - s.hintsShown * exercise.hintPenalty);
    QString credit = tr("Credit so far: %1").arg(percent(s.credit));
    const double nextAttempt = reachable * std::max(0.0, 1.0 - s.attempts * exercise.attemptPenalty);
    if (exercise.attemptPenalty > 0.0 && s.attempts > 0 && !finished)
        credit = tr("Credit so far: %1 (your next attempt can earn at most %2)").arg(percent(s.credit), percent(nextAttempt));
    else if (s.hintsShown > 0 && !finished)
        credit = tr("Credit so far: %1 (at most %2 after %n hint(s))", nullptr, s.hintsShown)
                     .arg(percent(s.credit), percent(reachable));
    m_credit->setText(credit);

    m_check->setEnabled(!finished && !m_locked && m_editor->canAnswer());

    const int hints = int(exercise.hints.size());
    QStringList shown;
    for (int i = 0; i < s.hintsShown && i < hints; ++i)
        shown << tr("**Hint %1.** %2").arg(i + 1).arg(course::fillForVariant(exercise.hints.at(i), variant()));
    setContentText(m_hints, shown.join(QStringLiteral("\n\n")), exercise.folder);
    m_hints->setVisible(!shown.isEmpty());
    const bool hintAvailable = !finished && !m_locked && s.hintsShown < hints;
    // The last hint greys its button: the focus goes to the hints, which a screen reader reads.
    if (!hintAvailable && m_hint->hasFocus() && !shown.isEmpty() && QAccessible::isActive())
        m_hints->setFocus(Qt::OtherFocusReason);
    m_hint->setVisible(hints > 0);
    m_hint->setEnabled(hintAvailable);
    if (s.hintsShown >= hints)
        m_hint->setText(tr("No more h&ints"));
    else if (exercise.hintPenalty > 0.0)
        m_hint->setText(tr("Show h&int (−%1 credit)").arg(percent(exercise.hintPenalty)));
    else
        m_hint->setText(tr("Show h&int (free)"));
    m_hint->setToolTip(tr("%n hint(s) left", nullptr, std::max(0, hints - s.hintsShown)));

    m_rules->setText(tr("<b>Rules.</b> %1").arg(course::rulesText(exercise, m_solutionOffered).toHtmlEscaped()));
    const bool solution = isSolutionVisible();
    m_solution->setVisible(m_solutionOffered && (exercise.showSolution || finished));
    m_solution->setEnabled(!solution);
    m_solution->setToolTip(finished ? tr("Shows the worked solution")
                                    : tr("Shows the worked solution and ends the exercise: no "
                                         "more attempts"));
    if (solution && m_solutionText->text().isEmpty())
        setContentText(m_solutionText, course::workedSolution(exercise, variant()), exercise.folder);
    m_solutionHeading->setVisible(solution);
    m_solutionText->setVisible(solution);

    m_editor->setReadOnly(finished || m_locked);
    refreshFeedback();
}

void ExerciseWidget::refreshFeedback()
{
    const course::ExerciseScore &s = state();
    const std::optional<course::Feedback> &feedback = m_session->lastFeedback();
    m_editor->showFeedback(feedback);
    if (!feedback) {
        // Without a verdict on show, the headline still says how the exercise ended.
        QString status;
        if (s.solved)
            status = tr("✓ Solved");
        else if (s.finished && s.best > 0.0)
            status = tr("◐ Partly right");
        else if (s.finished && s.attempts > 0)
            status = tr("✗ Not solved");
        else if (s.solutionShown)
            status = tr("Solution shown");
        m_status->setText(status);
        m_status->setVisible(!status.isEmpty());
        m_message->hide();
        m_details->hide();
        refreshStatusColour();
        tellVerdict();
        return;
    }
    const course::Feedback &f = *feedback;
    QString status;
    switch (f.status) {
    case course::Feedback::Status::Correct: status = tr("✓ Correct"); break;
    case course::Feedback::Status::Partial:
        status = tr("◐ Partly right (%1% of the answer)").arg(locale().toString(100.0 * f.score, 'f', 0));
        break;
    case course::Feedback::Status::Wrong: status = tr("✗ Not quite"); break;
    case course::Feedback::Status::Invalid:
        // The engine's message says what was wrong; the headline says whether it was a number.
        status = m_editor->holdsSomethingNotANumber() ? tr("? Not a number — no attempt used")
                                                      : tr("? Not counted — no attempt used");
        break;
    }
    m_status->setText(status);
    m_status->show();
    QStringList message{f.message, f.reason};
    message.removeAll(QString());
    m_message->setText(message.join(QLatin1Char(' ')));
    m_message->setVisible(!message.isEmpty());

    // The right options a learner missed are named once no attempt is left to use them in.
    QStringList details = f.details;
    if (s.finished)
        details << f.onceFinished;
    QString html;
    for (const QString &detail : std::as_const(details))
        html += QStringLiteral("<li>%1</li>").arg(detail.toHtmlEscaped());
    m_details->setText(html.isEmpty() ? QString() : QStringLiteral("<ul>%1</ul>").arg(html));
    m_details->setVisible(!html.isEmpty());
    refreshStatusColour();
    tellVerdict();
}

void ExerciseWidget::tellVerdict()
{
    QStringList more;
    if (m_message->isVisibleTo(this))
        more << m_message->text();
    if (const std::optional<course::Feedback> &feedback = m_session->lastFeedback()) {
        more << feedback->details;
        if (state().finished)
            more << feedback->onceFinished;
    }
    more << m_attempts->text();
    const QString rest = more.join(QLatin1Char(' '));
    m_status->setAccessibleDescription(rest);
    tellFocus(m_status->text().isEmpty() ? QString() : m_status->text() + QLatin1Char(' ') + rest);
}

void ExerciseWidget::tellFocus(const QString &sentence)
{
    untellFocus();
    QWidget *focus = QApplication::focusWidget();
    // A label with the focus (the result, the hints) reads its own words.
    if (sentence.isEmpty() || !focus || qobject_cast<QLabel *>(focus) || !isAncestorOf(focus))
        return;
    m_told = focus;
    m_toldDescription = focus->accessibleDescription();
    m_toldSentence = sentence;
    focus->setAccessibleDescription(sentence);
}

void ExerciseWidget::untellFocus()
{
    // A control that has since described itself anew (the plane after a move) keeps that.
    if (m_told && m_told->accessibleDescription() == m_toldSentence)
        m_told->setAccessibleDescription(m_toldDescription);
    m_told = nullptr;
}

void ExerciseWidget::refreshStatusColour()
{
    const course::ExerciseScore &s = state();
    QPalette pal = m_status->palette();
    Tone tone = Tone::None;
    if (const auto &feedback = m_session->lastFeedback())
        tone = toneOf(feedback->status);
    else if (s.solved)
        tone = Tone::Good;
    else if (s.finished && s.attempts > 0)
        tone = s.best > 0.0 ? Tone::Partial : Tone::Bad;
    pal.setColor(QPalette::WindowText, toneText(palette(), tone));
    m_status->setPalette(pal);
}

void ExerciseWidget::keyPressEvent(QKeyEvent *event)
{
    // Keys the focused editor does not use (a line edit's Return, a radio button's Enter)
    // arrive here: Enter checks.
    if ((event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter)
        && !event->modifiers().testFlag(Qt::AltModifier)) {
        check();
        event->accept();
        return;
    }
    QWidget::keyPressEvent(event);
}

void ExerciseWidget::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange && m_status)
        refreshStatusColour();
}

} // namespace ui
