#include "csvexport.h"

#include <QCoreApplication>

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
    cell.replace(QLatin1Char('"'), QStringLiteral("\"\""));
    return QLatin1Char('"') + cell + QLatin1Char('"');
}

QStringList csvPresetNames()
{
    return {QStringLiteral("plain"), QStringLiteral("moodle"), QStringLiteral("canvas")};
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

/// Whether the row is final: a teacher exporting before the end sees who is still working.
QString statusWord(const GradebookStudent &s)
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
                          csvCell(s.handedIn ? s.handedInAt.toString(Qt::ISODate) : QString()), csvCell(statusWord(s))};
        for (const QString &id : session.exerciseIds)
            cells << (s.handedIn ? number(s.scores.value(id)) : QString());
        cells << number(s.total) << number(s.max) << number(s.max > 0.0 ? 100.0 * s.total / s.max : 0.0)
              << csvCell(s.flags.join(QStringLiteral(" | ")));
        lines << cells.join(QLatin1Char(','));
    }
    return lines;
}

QStringList moodleLines(const Gradebook &book, const LabSession &session)
{
    QStringList lines{csvLine({QStringLiteral("ID number"), QStringLiteral("Email address"), QStringLiteral("Full name"),
                               session.title})};
    for (const GradebookStudent &s : book.students) {
        const LabStudent *r = rosterEntry(session, s.id);
        lines << csvLine({s.id, r ? r->email : QString(), s.name}) + QLatin1Char(',')
                     + (s.handedIn ? number(s.total) : QString());
    }
    return lines;
}

QStringList canvasLines(const Gradebook &book, const LabSession &session)
{
    QStringList lines{csvLine({QStringLiteral("Student"), QStringLiteral("ID"), QStringLiteral("SIS User ID"),
                               QStringLiteral("SIS Login ID"), QStringLiteral("Section"), session.title}),
                      csvLine({QStringLiteral("Points Possible"), {}, {}, {}, {}}) + QLatin1Char(',')
                          + number(double(session.exerciseIds.size()))};
    for (const GradebookStudent &s : book.students) {
        const LabStudent *r = rosterEntry(session, s.id);
        lines << csvLine({s.name, {}, s.id, r ? r->email : QString(), r ? r->section : QString()}) + QLatin1Char(',')
                     + (s.handedIn ? number(s.total) : QString());
    }
    return lines;
}

} // namespace

QByteArray gradebookCsv(const Gradebook &book, const LabSession &session, const Course &course, CsvPreset preset)
{
    QStringList lines;
    switch (preset) {
    case CsvPreset::Plain:
        lines = plainLines(book, session, course);
        break;
    case CsvPreset::Moodle:
        lines = moodleLines(book, session);
        break;
    case CsvPreset::Canvas:
        lines = canvasLines(book, session);
        break;
    }
    return (lines.join(QStringLiteral("\r\n")) + QStringLiteral("\r\n")).toUtf8();
}

} // namespace course
