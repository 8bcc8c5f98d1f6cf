#include "csvexport.h"

#include "answer.h"
#include "exerciseprogress.h"

#include <QCoreApplication>

#include <algorithm>

namespace course {

namespace {

class CsvText
{
    Q_DECLARE_TR_FUNCTIONS(CsvText)
};

QString number(double x)
{
    return QString::number(x, 'f', 2);
}

} // namespace

QString csvCell(const QString &text)
{
    QString cell = text;
    static const QString formulaStarts = QStringLiteral("=+-@\t\r");
    if (!cell.isEmpty() && formulaStarts.contains(cell.front()))
        cell.prepend(QLatin1Char('\''));
    const bool quote = cell.contains(QLatin1Char(',')) || cell.contains(QLatin1Char('"')) || cell.contains(QLatin1Char('\n'))
                       || cell.contains(QLatin1Char('\r')) || cell.contains(QLatin1Char(';'))
                       || (!cell.isEmpty() && (cell.front().isSpace() || cell.back().isSpace()));
    if (!quote)
        return cell;
    // PHP's fgetcsv escapes with a backslash inside quotes: none may stand before a quote (the
    // cell's own or its closing one). A run of them there is written as ⧵, which reads alike.
    for (qsizetype end = cell.size(); end > 0; --end) {
        if (end < cell.size() && cell.at(end) != QLatin1Char('"'))
            continue;
        for (qsizetype i = end - 1; i >= 0 && cell.at(i) == QLatin1Char('\\'); --i)
            cell[i] = QChar(0x29F5);
    }
    cell.replace(QLatin1Char('"'), QStringLiteral("\"\""));
    return QLatin1Char('"') + cell + QLatin1Char('"');
}

QStringList csvPresetNames()
{
    return {QStringLiteral("plain"), QStringLiteral("moodle"), QStringLiteral("canvas")};
}

bool isCanvasAssignmentId(const QString &id)
{
    return !id.isEmpty() && id.size() <= 20
           && std::all_of(id.cbegin(), id.cend(), [](QChar c) { return c >= QLatin1Char('0') && c <= QLatin1Char('9'); });
}

std::optional<CsvPreset> csvPresetFromName(const QString &name)
{
    switch (csvPresetNames().indexOf(name)) {
    case 0:
        return CsvPreset::Plain;
    case 1:
        return CsvPreset::Moodle;
    case 2:
        return CsvPreset::Canvas;
    default:
        return std::nullopt;
    }
}

namespace {

QString csvLine(const QStringList &texts)
{
    QStringList cells;
    for (const QString &t : texts)
        cells << csvCell(t);
    return cells.join(QLatin1Char(','));
}

const LabStudent *rosterEntry(const LabSession &session, const QString &id)
{
    for (const LabStudent &r : session.roster)
        if (r.id == id)
            return &r;
    return nullptr;
}


QStringList plainLines(const Gradebook &book, const LabSession &session, const Course &course)
{
    QStringList header{CsvText::tr("Student ID"), CsvText::tr("Name"), CsvText::tr("Email"), CsvText::tr("Section"),
                       CsvText::tr("Session"), CsvText::tr("Handed in"), CsvText::tr("Status")};
    for (const QString &id : session.exerciseIds) {
        const Exercise *e = course.exercise(id);
        header << QStringLiteral("%1 /1").arg(e ? e->title : id);
    }
    header << CsvText::tr("Total") << CsvText::tr("Max") << CsvText::tr("Percent") << CsvText::tr("Flags");
    QStringList lines{csvLine(header)};
    for (const GradebookStudent &s : book.students) {
        const LabStudent *r = rosterEntry(session, s.id);
        QStringList cells{csvCell(s.id), csvCell(s.name), csvCell(r ? r->email : QString()),
                          csvCell(r ? r->section : QString()), csvCell(session.title),
                          csvCell(s.handedIn ? s.handedInAt.toString(Qt::ISODate) : QString()), csvCell(exportedStatus(s))};
        for (const QString &id : session.exerciseIds)
            cells << (s.handedIn ? number(s.scores.value(id)) : QString());
        cells << number(s.total) << number(s.max) << number(s.max > 0.0 ? 100.0 * s.total / s.max : 0.0)
              << csvCell(s.flags.join(QStringLiteral(" | ")));
        lines << cells.join(QLatin1Char(','));
    }
    return lines;
}

/// Whether a student's work is final: handed in by them (or by the time limit).
bool isFinal(const GradebookStudent &s)
{
    return s.status == GradebookStudent::Status::HandedIn;
}

/// A learning platform's grade cell: the total of final work (or, when asked, of any work
/// handed in); empty otherwise, and the student is listed as without a grade.
QString platformGrade(const GradebookStudent &s, const CsvOptions &options, QStringList *withoutGrade)
{
    if (s.handedIn && (isFinal(s) || options.includeUnfinished))
        return number(options.outOf && s.max > 0.0 ? s.total / s.max * *options.outOf : s.total);
    *withoutGrade << CsvText::tr("%1 (%2): %3").arg(s.name, s.id, exportedStatus(s));
    return {};
}

QStringList moodleLines(const Gradebook &book, const LabSession &session, const CsvOptions &options, CsvExport *out)
{
    // Moodle looks up every identity cell and stops the whole import at one that matches no
    // user (a blank one never does): the roster id always, the email only when all have one.
    const bool everyEmail = !book.students.isEmpty() && std::all_of(book.students.cbegin(), book.students.cend(),
                                                                    [&](const GradebookStudent &s) {
                                                                        const LabStudent *r = rosterEntry(session, s.id);
                                                                        return r && !r->email.trimmed().isEmpty();
                                                                    });
    QStringList header{QStringLiteral("ID number")};
    if (everyEmail)
        header << QStringLiteral("Email address");
    QStringList lines{csvLine(header << session.title)};
    for (const GradebookStudent &s : book.students) {
        QStringList identity{s.id};
        if (everyEmail)
            identity << rosterEntry(session, s.id)->email.trimmed();
        lines << csvLine(identity) + QLatin1Char(',') + platformGrade(s, options, &out->withoutGrade);
    }
    out->mapping = everyEmail ? CsvText::tr("In Moodle, map “ID number” to the user field “ID number” (each student's "
                                            "roster id) or “Email address” to “Email address”, and “%1” to the grade "
                                            "item, whose maximum must be %2.")
                                    .arg(session.title, number(options.outOf.value_or(double(session.exerciseIds.size()))))
                              : CsvText::tr("In Moodle, map “ID number” to the user field “ID number” (each student's "
                                            "roster id; not every student has an email), and “%1” to the grade item, "
                                            "whose maximum must be %2.")
                                    .arg(session.title, number(options.outOf.value_or(double(session.exerciseIds.size()))));
    return lines;
}

QStringList canvasLines(const Gradebook &book, const LabSession &session, const CsvOptions &options, CsvExport *out)
{
    const QString assignment = options.canvasAssignmentId.isEmpty()
                                   ? session.title
                                   : QStringLiteral("%1 (%2)").arg(session.title, options.canvasAssignmentId);
    QStringList lines{csvLine({QStringLiteral("Student"), QStringLiteral("ID"), QStringLiteral("SIS User ID"),
                               QStringLiteral("SIS Login ID"), QStringLiteral("Section"), assignment}),
                      csvLine({QStringLiteral("Points Possible"), {}, {}, {}, {}}) + QLatin1Char(',')
                          + number(options.outOf.value_or(double(session.exerciseIds.size())))};
    for (const GradebookStudent &s : book.students) {
        const LabStudent *r = rosterEntry(session, s.id);
        lines << csvLine({s.name, {}, s.id, r ? r->email : QString(), r ? r->section : QString()}) + QLatin1Char(',')
                     + platformGrade(s, options, &out->withoutGrade);
    }
    out->mapping = CsvText::tr("In Canvas, students are matched by “SIS User ID” (each student's roster id) or “SIS Login "
                               "ID” (their email as the roster gives it); “%1” is the assignment.")
                       .arg(assignment);
    return lines;
}

} // namespace

CsvExport exportGradebook(const Gradebook &book, const LabSession &session, const Course &course, CsvPreset preset,
                          const CsvOptions &options)
{
    CsvExport out;
    QStringList lines;
    switch (preset) {
    case CsvPreset::Plain:
        lines = plainLines(book, session, course);
        break;
    case CsvPreset::Moodle:
        lines = moodleLines(book, session, options, &out);
        break;
    case CsvPreset::Canvas:
        lines = canvasLines(book, session, options, &out);
        break;
    }
    out.bytes = (lines.join(QStringLiteral("\r\n")) + QStringLiteral("\r\n")).toUtf8();
    return out;
}

/// Whether the row is final: a teacher exporting before the end sees who is still working.
QString exportedStatus(const GradebookStudent &s)
{
    switch (s.status) {
    case GradebookStudent::Status::NotStarted:
        return CsvText::tr("missing");
    case GradebookStudent::Status::Working:
        return CsvText::tr("still working");
    case GradebookStudent::Status::Stuck:
        return CsvText::tr("still working (stuck)");
    case GradebookStudent::Status::HandedIn:
        break;
    }
    return CsvText::tr("handed in");
}

QList<StudentItem> studentItems(const Gradebook &book, const LabSession &session, const Course &course)
{
    QList<StudentItem> items;
    for (const GradebookStudent &s : book.students) {
        if (!s.work)
            continue;
        for (const QString &id : session.exerciseIds) {
            StudentItem item{s.id, s.name, exportedStatus(s), id, id, s.scores.value(id), 0, 0, {}};
            if (const Exercise *e = course.exercise(id)) {
                const Exercise ruled = underLabRules(*e, session.rules);
                const Variant variant = makeVariant(ruled, s.id, session.variantContext());
                const ExerciseScore score = course::score(ruled, variant, s.work->exercises.value(id).log);
                item.title = e->title;
                item.attempts = score.attempts;
                item.hints = score.hintsShown;
                if (score.lastAnswer && score.verdicts.last() != Feedback::Status::Correct)
                    item.diagnosis = grade(ruled, variant, *score.lastAnswer, answerLocale(score.lastLocale)).diagnoses.join(QStringLiteral(" | "));
            }
            items << item;
        }
    }
    return items;
}

QByteArray itemsCsv(const Gradebook &book, const LabSession &session, const Course &course)
{
    QStringList lines{csvLine({CsvText::tr("Student ID"), CsvText::tr("Name"), CsvText::tr("Status"), CsvText::tr("Exercise ID"),
                               CsvText::tr("Exercise"), CsvText::tr("Score"), CsvText::tr("Max"), CsvText::tr("Attempts"),
                               CsvText::tr("Hints"), CsvText::tr("Diagnosis")})};
    for (const StudentItem &i : studentItems(book, session, course))
        lines << csvLine({i.studentId, i.name, i.status, i.exerciseId, i.title}) + QLatin1Char(',') + number(i.score)
                     + QStringLiteral(",1.00,") + QString::number(i.attempts) + QLatin1Char(',') + QString::number(i.hints)
                     + QLatin1Char(',') + csvCell(i.diagnosis);
    return (lines.join(QStringLiteral("\r\n")) + QStringLiteral("\r\n")).toUtf8();
}

QByteArray gradebookCsv(const Gradebook &book, const LabSession &session, const Course &course, CsvPreset preset)
{
    return exportGradebook(book, session, course, preset).bytes;
}

} // namespace course
