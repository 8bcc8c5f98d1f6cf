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

QByteArray gradebookCsv(const Gradebook &book, const LabSession &session, const Course &course)
{
    QStringList header{CsvText::tr("Student ID"), CsvText::tr("Name"), CsvText::tr("Email"), CsvText::tr("Section"),
                       CsvText::tr("Session"), CsvText::tr("Handed in")};
    for (const QString &id : session.exerciseIds) {
        const Exercise *e = course.exercise(id);
        header << QStringLiteral("%1 /1").arg(e ? e->title : id);
    }
    header << CsvText::tr("Total") << CsvText::tr("Max") << CsvText::tr("Percent") << CsvText::tr("Flags");
    QStringList lines;
    QStringList cells;
    for (const QString &h : std::as_const(header))
        cells << csvCell(h);
    lines << cells.join(QLatin1Char(','));
    for (const GradebookStudent &s : book.students) {
        QString email;
        QString section;
        for (const LabStudent &r : session.roster)
            if (r.id == s.id) {
                email = r.email;
                section = r.section;
            }
        cells = {csvCell(s.id), csvCell(s.name), csvCell(email), csvCell(section), csvCell(session.title),
                 csvCell(s.handedIn ? s.handedInAt.toString(Qt::ISODate) : QString())};
        for (const QString &id : session.exerciseIds)
            cells << (s.handedIn ? number(s.scores.value(id)) : QString());
        cells << number(s.total) << number(s.max) << number(s.max > 0.0 ? 100.0 * s.total / s.max : 0.0)
              << csvCell(s.flags.join(QStringLiteral(" | ")));
        lines << cells.join(QLatin1Char(','));
    }
    return (lines.join(QStringLiteral("\r\n")) + QStringLiteral("\r\n")).toUtf8();
}

} // namespace course
