#include "feedbackdialog.h"

#include "figures.h"
#include "plaintext.h"
#include "verdictstyle.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QEvent>
#include <QHash>
#include <QFileDialog>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QTextBrowser>
#include <QVBoxLayout>

#include <algorithm>
#include <variant>

namespace ui {

namespace {

QString escaped(const QString &text)
{
    return text.toHtmlEscaped();
}

/// The verdict's sign and its words (course::verdictWords(), as the teacher's views say it).
QString statusWord(course::Feedback::Status status)
{
    switch (status) {
    case course::Feedback::Status::Correct:
        return QStringLiteral("✓ ") + course::verdictWords(status);
    case course::Feedback::Status::Partial:
        return QStringLiteral("◐ ") + course::verdictWords(status);
    case course::Feedback::Status::Wrong:
        return QStringLiteral("✗ ") + course::verdictWords(status);
    case course::Feedback::Status::Invalid:
        break;
    }
    return FeedbackDialog::tr("No answer");
}

QString cellWord(course::CellVerdict::Kind kind)
{
    switch (kind) {
    case course::CellVerdict::Kind::Correct:
        return FeedbackDialog::tr("right");
    case course::CellVerdict::Kind::Wrong:
        return FeedbackDialog::tr("wrong");
    case course::CellVerdict::Kind::CarriedForward:
        return FeedbackDialog::tr("right from your earlier figure");
    case course::CellVerdict::Kind::NotANumber:
        return FeedbackDialog::tr("not a number");
    case course::CellVerdict::Kind::Empty:
        break;
    }
    return FeedbackDialog::tr("empty");
}

QString coloured(const QString &html, const QPalette &palette, Tone tone)
{
    return QStringLiteral("<span style=\"color:%1\">%2</span>").arg(toneText(palette, tone).name(), html);
}

/// The answer's cells as a table, each with the learner's text, its sign and its mark, and
/// the diagnoses beneath.
QString tableHtml(const course::FeedbackExercise &e, const course::TableAnswer &answer, const course::Exercise *exercise,
                  const QPalette &palette)
{
    const QStringList columns = exercise ? course::tableInputColumns(exercise->table) : QStringList();
    QString html = QStringLiteral("<table border=\"1\" cellspacing=\"0\" cellpadding=\"4\"><tr><th></th>");
    int width = 0;
    for (const QStringList &row : answer.rows)
        width = std::max(width, int(row.size()));
    for (int c = 0; c < width; ++c)
        html += QStringLiteral("<th>%1</th>").arg(escaped(columns.value(c, QString::number(c + 1))));
    html += QStringLiteral("</tr>");
    // Each diagnosis once, with every cell it is about: one mistake repeated down a column is
    // one line, not one per cell.
    QStringList diagnoses;
    QHash<QString, QStringList> places;
    for (int r = 0; r < answer.rows.size(); ++r) {
        const bool sumRow = exercise && exercise->table != course::Exercise::TableKind::DotProduct && r == answer.rows.size() - 1;
        // A gradient table's rows are the training task's tokens, not the plate's keys.
        const bool tokens = exercise && exercise->table == course::Exercise::TableKind::Gradient;
        const QString rowName = sumRow   ? FeedbackDialog::tr("Σ")
                                : tokens ? FeedbackDialog::tr("Token %1").arg(r + 1)
                                         : FeedbackDialog::tr("Key %1").arg(r + 1);
        html += QStringLiteral("<tr><th>%1</th>").arg(escaped(rowName));
        for (int c = 0; c < width; ++c) {
            const std::optional<course::FeedbackCell> mark = e.cells.value(r).value(c);
            if (!mark) {
                html += QStringLiteral("<td></td>");
                continue;
            }
            const Tone tone = toneOf(mark->kind);
            const QString typed = answer.rows.at(r).value(c);
            html += QStringLiteral("<td style=\"background-color:%1\">%2 %3</td>")
                        .arg(toneBackground(palette, tone).name(), escaped(typed),
                             coloured(escaped(glyphOf(mark->kind) + QLatin1Char(' ') + cellWord(mark->kind)), palette, tone));
            if (!mark->diagnosis.isEmpty()) {
                if (!places.contains(mark->diagnosis))
                    diagnoses << mark->diagnosis;
                places[mark->diagnosis] << FeedbackDialog::tr("%1, %2").arg(rowName, columns.value(c, QString::number(c + 1)));
            }
        }
        html += QStringLiteral("</tr>");
    }
    html += QStringLiteral("</table>");
    if (!diagnoses.isEmpty()) {
        html += QStringLiteral("<ul>");
        for (const QString &d : std::as_const(diagnoses))
            html += QStringLiteral("<li>%1</li>")
                        .arg(escaped(FeedbackDialog::tr("%1: %2").arg(places.value(d).join(QStringLiteral("; ")), d)));
        html += QStringLiteral("</ul>");
    }
    return html;
}

QString answerHtml(const course::FeedbackExercise &e, const course::Exercise *exercise, const QPalette &palette)
{
    const QLocale locale;
    struct Visitor {
        const course::FeedbackExercise &e;
        const course::Exercise *exercise;
        const QPalette &palette;
        const QLocale &locale;

        QString operator()(const course::NumberAnswer &a) const { return escaped(a.typed); }
        QString operator()(const course::ChoiceAnswer &a) const
        {
            QStringList picked;
            for (const QString &id : a.optionIds) {
                QString text = id;
                if (exercise)
                    for (const course::ChoiceOption &o : exercise->options)
                        if (o.id == id)
                            text = course::markdownToPlainText(o.text);
                picked << escaped(text);
            }
            return picked.join(QStringLiteral("<br>"));
        }
        QString operator()(const course::RankingAnswer &a) const
        {
            QStringList keys;
            for (int k : a.keys)
                keys << FeedbackDialog::tr("key %1").arg(k);
            return escaped(keys.join(QStringLiteral(" > ")));
        }
        QString operator()(const course::TableAnswer &a) const { return tableHtml(e, a, exercise, palette); }
        QString operator()(const course::TargetAnswer &a) const
        {
            return escaped(FeedbackDialog::tr("a query at %1°, length %2")
                               .arg(locale.toString(a.angleDegrees, 'f', 1), locale.toString(a.length, 'f', 2)));
        }
        QString operator()(const course::MatchingAnswer &a) const
        {
            const auto text = [this](const QString &id, bool item) {
                if (exercise)
                    for (const course::ChoiceOption &o : exercise->options)
                        if (o.id == id)
                            return course::markdownToPlainText(item ? o.item : o.text);
                return id;
            };
            QStringList pairs;
            for (auto it = a.partners.cbegin(); it != a.partners.cend(); ++it)
                pairs << escaped(FeedbackDialog::tr("%1 → %2").arg(text(it.key(), true), text(it.value(), false)));
            return pairs.join(QStringLiteral("<br>"));
        }
    };
    return std::visit(Visitor{e, exercise, palette, locale}, *e.answer);
}

} // namespace

QString feedbackHtml(const course::StudentFeedback &feedback, const course::Course &course, const QPalette &palette)
{
    const QLocale locale;
    const auto percent = [&locale](double part, double whole) {
        return course::withPercent(locale.toString(whole > 0.0 ? 100.0 * part / whole : 0.0, 'f', 0));
    };
    QString html = QStringLiteral("<h2>%1</h2>").arg(escaped(feedback.sessionTitle));
    html += QStringLiteral("<p>%1</p>")
                .arg(escaped(FeedbackDialog::tr("Feedback for %1 (%2) on the work handed in %3.")
                                 .arg(feedback.learnerName, feedback.learnerId,
                                      feedback.handedIn.isValid()
                                          ? locale.toString(feedback.handedIn.toLocalTime(), QLocale::ShortFormat)
                                          : FeedbackDialog::tr("at an unknown time"))));
    html += QStringLiteral("<p><b>%1</b></p>")
                .arg(escaped(FeedbackDialog::tr("Score: %1 of %2 (%3)")
                                 .arg(locale.toString(feedback.total, 'f', 2), locale.toString(feedback.max, 'f', 0),
                                      percent(feedback.total, feedback.max))));
    if (!feedback.personalComment.isEmpty())
        html += QStringLiteral("<h3>%1</h3><p>%2</p>")
                    .arg(escaped(FeedbackDialog::tr("Your teacher's comment to you")),
                         escaped(feedback.personalComment).replace(QLatin1Char('\n'), QStringLiteral("<br>")));
    if (!feedback.comment.isEmpty())
        html += QStringLiteral("<h3>%1</h3><p>%2</p>")
                    .arg(escaped(FeedbackDialog::tr("Your teacher's comment")),
                         escaped(feedback.comment).replace(QLatin1Char('\n'), QStringLiteral("<br>")));
    for (int i = 0; i < feedback.exercises.size(); ++i) {
        const course::FeedbackExercise &e = feedback.exercises.at(i);
        const course::Exercise *exercise = course.exercise(e.id);
        html += QStringLiteral("<h3>%1</h3>")
                    .arg(escaped(FeedbackDialog::tr("%1. %2 — %3 of %4")
                                     .arg(i + 1)
                                     .arg(e.title.isEmpty() ? e.id : e.title, locale.toString(e.score, 'f', 2),
                                          locale.toString(e.max, 'f', 0))));
        QStringList facts{FeedbackDialog::tr("%n attempt(s)", nullptr, e.attempts)};
        if (e.hints > 0)
            facts << FeedbackDialog::tr("%n hint(s) shown", nullptr, e.hints);
        if (e.solutionShown)
            facts << FeedbackDialog::tr("solution shown");
        html += QStringLiteral("<p>%1</p>").arg(escaped(facts.join(QStringLiteral(" · "))));
        if (!e.answer) {
            html += QStringLiteral("<p>%1</p>").arg(escaped(FeedbackDialog::tr("You did not answer this exercise.")));
            continue;
        }
        const Tone tone = e.verdict ? toneOf(*e.verdict) : Tone::None;
        html += QStringLiteral("<p>%1 %2</p>")
                    .arg(escaped(FeedbackDialog::tr("Your last answer:")), answerHtml(e, exercise, palette));
        html += QStringLiteral("<p>%1 %2</p>")
                    .arg(coloured(QStringLiteral("<b>%1</b>").arg(escaped(statusWord(e.verdict.value_or(course::Feedback::Status::Invalid)))),
                                  palette, tone),
                         escaped(e.message));
        // A table's cells already say their diagnoses: the details that repeat one are left out.
        QStringList details;
        for (const QString &d : e.details) {
            const bool cellSaysIt = std::any_of(e.cells.cbegin(), e.cells.cend(), [&d](const auto &row) {
                return std::any_of(row.cbegin(), row.cend(), [&d](const std::optional<course::FeedbackCell> &cell) {
                    return cell && !cell->diagnosis.isEmpty() && d.endsWith(cell->diagnosis);
                });
            });
            if (!cellSaysIt)
                details << d;
        }
        if (!details.isEmpty()) {
            html += QStringLiteral("<ul>");
            for (const QString &d : std::as_const(details))
                html += QStringLiteral("<li>%1</li>").arg(escaped(d));
            html += QStringLiteral("</ul>");
        }
    }
    return html;
}

FeedbackDialog::FeedbackDialog(const course::StudentFeedback &feedback, const course::Course &course, QWidget *parent)
    : QDialog(parent)
    , m_feedback(feedback)
    , m_course(course)
    , m_browser(new QTextBrowser(this))
{
    setWindowTitle(tr("Feedback — %1").arg(feedback.sessionTitle));
    m_browser->setOpenLinks(false);
    m_browser->setAccessibleName(tr("Feedback"));
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_browser);
    layout->addWidget(buttons);
    resize(720, 640);
    render();
    m_browser->setFocus();
}

void FeedbackDialog::render()
{
    m_browser->setHtml(feedbackHtml(m_feedback, m_course, palette()));
}

void FeedbackDialog::changeEvent(QEvent *event)
{
    QDialog::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        render();
}

} // namespace ui
