// The teacher's gradebook for a class of 200 against its floor, in one process.
//
//  (a) gradeSession: read, check and regrade 200 hand-ins of a session of every exercise in
//      the course, from their raw attempt logs;
//  (b) the floor: only reading and parsing the same 200 files (readHandIn), no grading.
//
// Each student has a few checks per exercise (right at once, wrong then right, wrong after a
// hint, or wrong twice and unfinished), as a class does. Prints both medians of 5 runs and
// their ratio (a / b).

#include "gradebook.h"
#include "handin.h"
#include "lessonloader.h"

#include <QCoreApplication>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QTextStream>

#include <algorithm>
#include <vector>

namespace {

constexpr int kStudents = 200;
constexpr int kRuns = 5;

double median(std::vector<double> ms)
{
    std::nth_element(ms.begin(), ms.begin() + std::ptrdiff_t(ms.size() / 2), ms.end());
    return ms[ms.size() / 2];
}

template<typename F>
double medianMs(F &&f)
{
    std::vector<double> ms;
    QElapsedTimer timer;
    for (int i = 0; i < kRuns; ++i) {
        timer.start();
        f();
        ms.push_back(double(timer.nsecsElapsed()) / 1e6);
    }
    return median(std::move(ms));
}

/// The right answer to an exercise for a variant.
course::Answer rightAnswer(const course::Exercise &e, const course::Variant &v)
{
    switch (e.type) {
    case course::Exercise::Type::Numeric:
        return course::NumberAnswer{QString::number(course::numericAnswer(e, v).value_or(0.0), 'f', 4)};
    case course::Exercise::Type::SingleChoice:
    case course::Exercise::Type::MultipleChoice: {
        course::ChoiceAnswer a;
        for (const course::ChoiceOption &o : e.options)
            if (o.correct)
                a.optionIds << o.id;
        return a;
    }
    case course::Exercise::Type::Ranking:
        return course::RankingAnswer{course::rankingAnswer(e, v)};
    case course::Exercise::Type::Table: {
        course::TableAnswer a;
        for (int r = 0; r < course::tableRowCount(e.table, v); ++r) {
            QStringList row;
            for (int c = 0; c < course::tableInputColumns(e.table).size(); ++c)
                row << (course::tableCellExists(e.table, v, r, c) ? QString::number(course::tableExpected(e.table, v, r, c), 'f', 4)
                                                                  : QString());
            a.rows << row;
        }
        return a;
    }
    case course::Exercise::Type::Target:
        if (const auto q = course::shortestQueryFor(v.layout(), std::max(1, e.target.key), e.target.threshold, e.target.maxLength.value_or(10.0)))
            return course::TargetAnswer{q->angleDegrees, q->length};
        return course::TargetAnswer{v.query.angleDegrees, v.query.length};
    }
    return course::NumberAnswer{};
}

/// A typical wrong answer: a diagnosable slip where the grader knows one.
course::Answer wrongAnswer(const course::Exercise &e, const course::Variant &v)
{
    switch (e.type) {
    case course::Exercise::Type::Numeric:
        return course::NumberAnswer{QString::number(v.trace().rows[1].score, 'f', 4)};
    case course::Exercise::Type::SingleChoice:
    case course::Exercise::Type::MultipleChoice:
        for (const course::ChoiceOption &o : e.options)
            if (!o.correct)
                return course::ChoiceAnswer{{o.id}};
        return course::ChoiceAnswer{{e.options.value(0).id}};
    case course::Exercise::Type::Ranking: {
        QList<int> keys = course::rankingAnswer(e, v);
        std::reverse(keys.begin(), keys.end());
        return course::RankingAnswer{keys};
    }
    case course::Exercise::Type::Table: {
        course::TableAnswer a = std::get<course::TableAnswer>(rightAnswer(e, v));
        for (QStringList &row : a.rows)
            if (row.size() > 1)
                row[1] = row[0];
        return a;
    }
    case course::Exercise::Type::Target:
        return course::TargetAnswer{v.query.angleDegrees + 180.0, 0.5};
    }
    return course::NumberAnswer{};
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QTextStream out(stdout);
    const course::Course c = course::LessonLoader::loadCourse(course::builtInLessonsRoot());

    course::LabRequest request;
    request.title = QStringLiteral("Whole course");
    for (const course::Lesson &lesson : c.lessons)
        request.lessonIds << lesson.id;
    request.seed = 11;
    for (int i = 0; i < kStudents; ++i)
        request.roster << course::RosterStudent{QStringLiteral("s-%1").arg(i, 3, 10, QLatin1Char('0')),
                                                QStringLiteral("Student %1").arg(i), {}, {}};
    QStringList problems;
    const std::optional<course::LabSession> session = course::makeLabSession(c, request, &problems);
    if (!session) {
        out << "cannot make the session: " << problems.join(QStringLiteral("; ")) << Qt::endl;
        return 1;
    }

    QTemporaryDir dir;
    const QDateTime start = QDateTime::currentDateTimeUtc().addSecs(-3600);
    for (int i = 0; i < kStudents; ++i) {
        const QString id = request.roster.at(i).id;
        QHash<QString, course::AttemptLog> logs;
        int second = 0;
        const auto event = [&](course::AttemptEvent::Kind kind) {
            course::AttemptEvent e;
            e.kind = kind;
            e.when = start.addSecs(second += 20);
            e.locale = QStringLiteral("en_GB");
            return e;
        };
        for (qsizetype j = 0; j < session->exerciseIds.size(); ++j) {
            const course::Exercise e = course::underLabRules(*c.exercise(session->exerciseIds.at(j)), session->rules);
            const course::Variant v = course::makeVariant(e, id, session->seed);
            course::AttemptLog &log = logs[e.id];
            const auto checkWith = [&](const course::Answer &a) {
                course::AttemptEvent ev = event(course::AttemptEvent::Kind::Check);
                ev.answer = a;
                const course::Feedback f = course::grade(e, v, a, QLocale(ev.locale));
                ev.status = f.status;
                ev.recordedScore = f.score;
                log.events << ev;
            };
            switch ((i + j) % 4) {
            case 0:
                checkWith(rightAnswer(e, v));
                break;
            case 1:
                checkWith(wrongAnswer(e, v));
                checkWith(rightAnswer(e, v));
                break;
            case 2:
                checkWith(wrongAnswer(e, v));
                log.events << event(course::AttemptEvent::Kind::Hint);
                checkWith(wrongAnswer(e, v));
                break;
            default:
                checkWith(wrongAnswer(e, v));
                checkWith(wrongAnswer(e, v));
                break;
            }
        }
        const course::HandIn h = course::makeHandIn(
            *session, c, course::HandInSource{id, request.roster.at(i).name, QStringLiteral("0.1.0"), start, i % 5 != 0}, logs,
            start.addSecs(second + 60));
        QString error;
        if (!course::writeHandIn(dir.path(), h, nullptr, &error)) {
            out << "cannot write a hand-in: " << error << Qt::endl;
            return 1;
        }
    }

    int graded = 0;
    const double gradeMs = medianMs([&] {
        const course::Gradebook book = course::gradeSession(*session, c, {dir.path()});
        graded = int(std::count_if(book.students.cbegin(), book.students.cend(), [](const auto &s) { return s.handedIn; }));
    });
    int read = 0;
    const double readMs = medianMs([&] {
        read = 0;
        QDirIterator it(dir.path(), {QStringLiteral("*.attnhandin")}, QDir::Files);
        while (it.hasNext()) {
            QStringList why;
            bool matches = false;
            read += course::readHandIn(it.next(), &why, &matches) ? 1 : 0;
        }
    });
    out << "gradebook: " << graded << " hand-ins, " << session->exerciseIds.size() << " exercises: "
        << QString::number(gradeMs, 'f', 1) << " ms (median of " << kRuns << ")" << Qt::endl;
    out << "reading and parsing the same " << read << " files: " << QString::number(readMs, 'f', 1) << " ms (median of "
        << kRuns << ")" << Qt::endl;
    out << "ratio: " << QString::number(gradeMs / readMs, 'f', 2) << Qt::endl;
    return 0;
}
