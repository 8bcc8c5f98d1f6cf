#include "csvexport.h"
#include "gradebook.h"
#include "itemanalysis.h"
#include "xlsxexport.h"
#include "handincollection.h"
#include "variantcode.h"
#include "lessonloader.h"

#include <QDir>
#include <QJsonArray>
#include <QFile>
#include <QJsonDocument>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QSet>
#include <QTest>

#include <cmath>
#include <functional>

// The teacher's gradebook: every hand-in regraded from its raw answers under the session's
// rules and each student's own variant; reported scores and checksums only raise flags; the
// roster's missing students are listed; a file that cannot be read never stops the others.

namespace {

course::AttemptLog answered(const QString &typed, const QDateTime &when)
{
    course::AttemptEvent e;
    e.kind = course::AttemptEvent::Kind::Check;
    e.when = when;
    e.answer = course::NumberAnswer{typed};
    e.locale = QStringLiteral("C");
    course::AttemptLog log;
    log.events << e;
    return log;
}

QDateTime at(int minute)
{
    return QDateTime(QDate(2026, 11, 30), QTime(9, minute), Qt::UTC);
}

bool writeFile(const QString &path, const QByteArray &data)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(data) == data.size();
}

const course::GradebookStudent *student(const course::Gradebook &book, const QString &id)
{
    for (const course::GradebookStudent &s : book.students)
        if (s.id == id)
            return &s;
    return nullptr;
}

bool hasFlag(const course::GradebookStudent &s, const QString &words)
{
    return std::any_of(s.flags.cbegin(), s.flags.cend(), [&](const QString &f) { return f.contains(words); });
}

/// A session of three exercises (numeric, table, single choice) for a roster of five.
struct Class {
    course::Course course = course::LessonLoader::loadCourse(course::builtInLessonsRoot());
    course::LabSession session;
    explicit Class(const course::LabRules &rules = {})
    {
        course::LabRequest r;
        r.title = QStringLiteral("Week 3");
        r.exerciseIds = {kWeight, kTable, kChoice};
        r.seed = 7;
        r.rules = rules;
        for (int i = 1; i <= 5; ++i)
            r.roster << course::RosterStudent{QStringLiteral("s-%1").arg(i), QStringLiteral("Student %1").arg(i), {}, {}};
        QStringList problems;
        session = *course::makeLabSession(course, r, &problems);
        session.created = at(0);
    }
    static inline const QString kWeight = QStringLiteral("iv2-3-weight-k2");
    static inline const QString kTable = QStringLiteral("iv2-3-table-softmax");
    static inline const QString kChoice = QStringLiteral("iv2-3-why-subtract-max");

    course::Exercise exercise(const QString &id) const { return course::underLabRules(*course.exercise(id), session.rules); }
    course::Variant variant(const QString &id, const QString &learner) const
    {
        return course::makeVariant(exercise(id), learner, session.seed);
    }
    /// Key 2's weight in percent, as the learner would type it.
    QString rightWeight(const QString &learner) const
    {
        const course::Exercise e = exercise(kWeight);
        return QString::number(*course::numericAnswer(e, variant(kWeight, learner)), 'f', 2);
    }
    /// Key 2's score, typed where its weight is asked for.
    QString scoreForWeight(const QString &learner) const
    {
        return QString::number(variant(kWeight, learner).trace().rows[1].score, 'f', 4);
    }
    /// The softmax table, right but for the mistake `mistake` makes in each row.
    course::TableAnswer table(const QString &learner, const std::function<void(int row, QStringList &cells)> &mistake = {}) const
    {
        const course::Exercise e = exercise(kTable);
        const course::Variant v = variant(kTable, learner);
        course::TableAnswer a;
        for (int r = 0; r < course::tableRowCount(e.table, v); ++r) {
            QStringList row;
            for (int c = 0; c < course::tableInputColumns(e.table).size(); ++c)
                row << (course::tableCellExists(e.table, v, r, c) ? QString::number(course::tableExpected(e.table, v, r, c), 'f', 4)
                                                                  : QString());
            if (mistake && r < int(v.trace().rows.size()))
                mistake(r, row);
            a.rows << row;
        }
        return a;
    }

    course::HandIn handIn(const QString &learner, const QHash<QString, course::AttemptLog> &logs, const QDateTime &when,
                          bool final = true, const QDateTime &started = at(0)) const
    {
        // The name the roster gives the learner, as the join dialog takes it.
        const auto onRoster = std::find_if(session.roster.cbegin(), session.roster.cend(),
                                           [&learner](const course::LabStudent &s) { return s.id == learner; });
        const QString name = onRoster != session.roster.cend() ? onRoster->name : QStringLiteral("Student");
        return course::makeHandIn(session, course,
                                  course::HandInSource{learner, name, QStringLiteral("0.1.0"), started, final},
                                  logs, when);
    }
};

/// A check as a student's machine logs it. Its recorded verdict always claims "correct": the
/// gradebook must grade the answer again and never read it.
course::AttemptEvent check(const course::Answer &answer, const QDateTime &when)
{
    course::AttemptEvent e;
    e.kind = course::AttemptEvent::Kind::Check;
    e.when = when;
    e.answer = answer;
    e.locale = QStringLiteral("C");
    e.status = course::Feedback::Status::Correct;
    e.recordedScore = 1.0;
    return e;
}

course::AttemptEvent hint(int which, const QDateTime &when)
{
    course::AttemptEvent e;
    e.kind = course::AttemptEvent::Kind::Hint;
    e.hint = which;
    e.when = when;
    return e;
}

course::AttemptLog log(const QList<course::AttemptEvent> &events)
{
    return course::AttemptLog{events};
}

bool hasTimeFlag(const course::GradebookStudent &s)
{
    for (const QString &words : {QStringLiteral("time limit"), QStringLiteral("out of order"), QStringLiteral("before the session"),
                                 QStringLiteral("after the hand-in"), QStringLiteral("start time")})
        if (hasFlag(s, words))
            return true;
    return false;
}

bool isDisplaySafe(const QString &text)
{
    for (const QChar ch : text)
        if (ch.category() == QChar::Other_Control || ch.category() == QChar::Other_Format || ch == QChar(0x2028)
            || ch == QChar(0x2029))
            return false;
    return true;
}


/// The records of a CSV file as RFC 4180 reads them (Ruby's CSV, Canvas; LibreOffice), or, with
/// `phpEscape`, as PHP's fgetcsv reads them with its default escape character "\\", as Moodle's
/// grade import calls it (a port of php_fgetcsv's rules): inside quotes the escape character
/// makes the next character literal, both kept, so "\\"" closes nothing. Either way a doubled
/// quote is one, and text after a closing quote up to the delimiter is kept.
QList<QStringList> csvRecords(const QString &text, bool phpEscape)
{
    QList<QStringList> records;
    QStringList fields;
    QString field;
    qsizetype i = 0;
    const qsizetype n = text.size();
    while (i < n) {
        if (text.at(i) == u'"') {
            for (++i; i < n; ++i) {
                if (phpEscape && text.at(i) == u'\\' && i + 1 < n) {
                    field += text.at(i);
                    field += text.at(++i);
                    continue;
                }
                if (text.at(i) == u'"') {
                    if (i + 1 < n && text.at(i + 1) == u'"') {
                        field += u'"';
                        ++i;
                        continue;
                    }
                    ++i;
                    break;
                }
                field += text.at(i);
            }
        }
        for (; i < n && text.at(i) != u',' && text.at(i) != u'\r' && text.at(i) != u'\n'; ++i)
            field += text.at(i);
        fields << field;
        field.clear();
        if (i < n && text.at(i) == u',') {
            ++i;
            continue;
        }
        if (i < n && text.at(i) == u'\r')
            ++i;
        if (i < n && text.at(i) == u'\n')
            ++i;
        records << fields;
        fields.clear();
    }
    return records;
}

QList<QStringList> rfcRecords(const QString &text)
{
    return csvRecords(text, false);
}

QList<QStringList> phpRecords(const QString &text)
{
    return csvRecords(text, true);
}

/// A class that has everything a CSV can trip on: accents, commas and quotes, a name ending in
/// a backslash, formula-like names, a student without an email, ids with leading zeros, one
/// still working, one stuck, one late, one who never started.
struct AwkwardClass {
    course::LabSession session;
    course::Gradebook book;
};

AwkwardClass awkwardClass()
{
    AwkwardClass c;
    c.session.title = QStringLiteral("Week 3: \"softmax\", part 2");
    c.session.exerciseIds = {QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c")};
    using Status = course::GradebookStudent::Status;
    struct Row {
        const char *id;
        const char *name;
        const char *email;
        Status status;
        double total;
    };
    const Row rows[] = {
        {"00731", "Zoë Ærøskøbing", "zoe@school.example", Status::HandedIn, 2.5},
        {"s-1002", "Dee, J\\", "dee@school.example", Status::HandedIn, 1.0},
        {"s-1003", "O'Brien \"Bob\", Jr.", "bob@school.example", Status::HandedIn, 3.0},
        {"s-1004", "=HYPERLINK(\"http://x\")", "h@school.example", Status::HandedIn, 0.5},
        {"s-1005", "Late, \\\"Lou\\\"", "lou@school.example", Status::HandedIn, 2.0},
        {"s-1006", "+1 555", "", Status::HandedIn, 2.75},
        {"s-1007", "Working Wu", "wu@school.example", Status::Working, 1.5},
        {"s-1008", "Stuck Sam", "sam@school.example", Status::Stuck, 0.25},
        {"s-1009", "Absent Abe", "abe@school.example", Status::NotStarted, 0.0},
    };
    for (const Row &r : rows) {
        c.session.roster << course::LabStudent{QString::fromUtf8(r.id), QString::fromUtf8(r.name), QString::fromUtf8(r.email), {}};
        course::GradebookStudent s;
        s.id = QString::fromUtf8(r.id);
        s.name = QString::fromUtf8(r.name);
        s.status = r.status;
        s.handedIn = r.status != Status::NotStarted;
        s.total = r.total;
        s.max = 3.0;
        c.book.students << s;
    }
    return c;
}

} // namespace

Q_DECLARE_METATYPE(course::GradebookStudent::Status)

class TestGradebook : public QObject
{
    Q_OBJECT

private slots:
    void regradesAClassFromTheRawAnswers();
    void readsEachAnswerInTheLanguageItWasTypedIn();
    void foreignAndDamagedFilesNeverHideAStudentsWork();
    void statusFollowsTheLatestHandIn_data();
    void statusFollowsTheLatestHandIn();
    void flagsLateHandInsAndOddTimes_data();
    void flagsLateHandInsAndOddTimes();
    void aTimeOutIsSaidBesideItsTime();
    void summarisesWhatToReteach();
    void jsonCarriesStatusesAndTheClassSummary();
    void hostileHandInsAreListedAndTheRestGraded_data();
    void hostileHandInsAreListedAndTheRestGraded();
    void whatCannotBeCountedIsSaidOnTheStudentsRow();
    void expectedHandInsAreReadBeforeAnyCap();
    void fileNamesGiveTheirStudent();
    void aNameOtherThanTheRostersIsFlagged();
    void aForgedEarlyStartNeverCounts();
    void presetsMatchTheLearningPlatformsImports();
    void everyPresetReadsAlikeInPhpAndRfc4180();
    void phpItselfReadsEveryPresetAsRfc4180Does();
    void itemStatisticsFollowTheirDefinitions();
    void spreadsheetKeepsTypesReadBackByOpenpyxl();
    void moodleImportsEveryFinalGradeOnTheRightStudent();
    void canvasImportsEveryFinalGradeOnTheRightStudent();
    void csvCellsAreQuotedAndNeutralised_data();
    void csvCellsAreQuotedAndNeutralised();
};

void TestGradebook::regradesAClassFromTheRawAnswers()
{
    const course::Course c = course::LessonLoader::loadCourse(course::builtInLessonsRoot());
    course::LabRequest request;
    request.title = QStringLiteral("Week 3");
    request.exerciseIds = {QStringLiteral("iv2-3-weight-k2"), QStringLiteral("iv2-2-score-k2")};
    request.seed = 7;
    request.roster = {{QStringLiteral("s-1"), QStringLiteral("Ada"), {}, {}},
                      {QStringLiteral("s-2"), QStringLiteral("Grace"), {}, {}},
                      {QStringLiteral("s-3"), QStringLiteral("Hedy"), {}, {}}};
    QStringList problems;
    const auto session = course::makeLabSession(c, request, &problems);
    QVERIFY(session);
    const course::Exercise *weight = c.exercise(QStringLiteral("iv2-3-weight-k2"));
    const auto rightFor = [&](const QString &learner) {
        const course::Variant v = course::makeVariant(*weight, learner, session->seed);
        return QString::number(*course::numericAnswer(*weight, v), 'f', 2);
    };

    QTemporaryDir share;
    QTemporaryDir stick;
    // Ada: right, handed in twice (the later counts; the earlier one is on a USB stick).
    course::HandIn ada = course::makeHandIn(*session, c, course::HandInSource{QStringLiteral("s-1"), QStringLiteral("Ada"), QStringLiteral("0.1.0"), {}}, {{weight->id, answered(QStringLiteral("1"), at(1))}}, at(2));
    QVERIFY(course::writeHandIn(stick.path(), ada, nullptr));
    ada = course::makeHandIn(*session, c, course::HandInSource{QStringLiteral("s-1"), QStringLiteral("Ada"), QStringLiteral("0.1.0"), {}}, {{weight->id, answered(rightFor(QStringLiteral("s-1")), at(5))}}, at(6));
    QVERIFY(course::writeHandIn(share.path(), ada, nullptr));
    // Grace: wrong, but her file claims full marks (and its checksum no longer matches).
    const course::HandIn grace = course::makeHandIn(*session, c, course::HandInSource{QStringLiteral("s-2"), QStringLiteral("Grace"), QStringLiteral("0.1.0"), {}}, {{weight->id, answered(QStringLiteral("1"), at(3))}}, at(4));
    QString path;
    QVERIFY(course::writeHandIn(share.path(), grace, &path));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QByteArray bytes = file.readAll();
    file.close();
    bytes.replace("\"reportedScore\": 0", "\"reportedScore\": 1");
    QVERIFY(writeFile(path, bytes));
    // Someone not on the roster, a file that is no hand-in, and nothing from Hedy.
    QVERIFY(course::writeHandIn(share.path(), course::makeHandIn(*session, c, course::HandInSource{QStringLiteral("x-9"), QStringLiteral("Visitor"), QStringLiteral("0.1.0"), {}}, {}, at(7)), nullptr));
    QVERIFY(writeFile(QDir(share.path()).filePath(QStringLiteral("junk.attnhandin")), "\x89PNG"));

    const course::Gradebook book = course::gradeSession(*session, c, {share.path(), stick.path()});
    QCOMPARE(book.students.size(), 4);
    QCOMPARE(book.students.at(0).id, QStringLiteral("s-1")); // the roster's order first
    QCOMPARE(book.unreadable.size(), 1);
    QVERIFY(book.unreadable.first().file.endsWith(QStringLiteral("junk.attnhandin")));

    const course::GradebookStudent *a = student(book, QStringLiteral("s-1"));
    QVERIFY(a && a->handedIn);
    QCOMPARE(a->scores.value(weight->id), 1.0);
    QCOMPARE(a->total, 1.0);
    QCOMPARE(a->max, 2.0);
    QVERIFY(hasFlag(*a, QStringLiteral("2 hand-ins")));

    const course::GradebookStudent *g = student(book, QStringLiteral("s-2"));
    QVERIFY(g);
    QCOMPARE(g->total, 0.0); // the claim changes nothing
    QVERIFY(hasFlag(*g, QStringLiteral("reported 1.00, recomputed 0.00")));
    QVERIFY(hasFlag(*g, QStringLiteral("checksum")));

    const course::GradebookStudent *h = student(book, QStringLiteral("s-3"));
    QVERIFY(h && !h->handedIn);
    QVERIFY(hasFlag(*h, QStringLiteral("No hand-in")));

    const course::GradebookStudent *v = student(book, QStringLiteral("x-9"));
    QVERIFY(v && hasFlag(*v, QStringLiteral("Not on the roster")));

    const QJsonObject json = book.toJson(*session, c);
    QCOMPARE(json.value(QStringLiteral("students")).toArray().size(), 4);
    QCOMPARE(json.value(QStringLiteral("unreadable")).toArray().size(), 1);

    // The CSV: one header row and one row per student, every score the recomputed one.
    const QStringList lines = QString::fromUtf8(course::gradebookCsv(book, *session, c)).split(QStringLiteral("\r\n"), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 1 + 4);
    QVERIFY(lines.first().startsWith(QStringLiteral("Student ID,Name,Email,Section,Session,Handed in,Status,")));
    QVERIFY2(lines.first().contains(weight->title + QStringLiteral(" /1")), qPrintable(lines.first()));
    QVERIFY2(lines.at(1).startsWith(QStringLiteral("s-1,Ada,")), qPrintable(lines.at(1)));
    QVERIFY(lines.at(1).contains(QStringLiteral(",handed in,1.00,0.00,1.00,2.00,50.00,")));
    QVERIFY(lines.at(2).startsWith(QStringLiteral("s-2,Grace,")) && lines.at(2).contains(QStringLiteral(",0.00,0.00,0.00,2.00,0.00,")));
}

void TestGradebook::readsEachAnswerInTheLanguageItWasTypedIn()
{
    const Class c;
    // Key 2's weight with three decimals: "55,080" in German is the weight; in English the
    // same text could be fifty-five thousand and eighty, and is refused as ambiguous.
    const auto typedIn = [&](const QString &learner, const QString &locale, bool comma) {
        QString text = QString::number(*course::numericAnswer(c.exercise(Class::kWeight), c.variant(Class::kWeight, learner)), 'f', 3);
        if (comma)
            text.replace(QLatin1Char('.'), QLatin1Char(','));
        course::AttemptLog log = answered(text, at(1));
        log.events.first().locale = locale;
        return log;
    };
    QTemporaryDir share;
    const QList<std::tuple<QString, QString, bool>> students{
        {QStringLiteral("s-1"), QStringLiteral("de_DE"), true},
        {QStringLiteral("s-2"), QStringLiteral("fr_FR"), true},
        {QStringLiteral("s-3"), QStringLiteral("en_GB"), false},
        {QStringLiteral("s-4"), QStringLiteral("en_GB"), true},
    };
    for (const auto &[id, locale, comma] : students)
        QVERIFY(course::writeHandIn(share.path(), c.handIn(id, {{Class::kWeight, typedIn(id, locale, comma)}}, at(2)), nullptr));

    // The teacher's own language changes nothing.
    const QLocale teacher;
    for (const QString &language : {QStringLiteral("de_DE"), QStringLiteral("en_US"), QStringLiteral("fr_FR")}) {
        QLocale::setDefault(QLocale(language));
        const course::Gradebook book = course::gradeSession(c.session, c.course, {share.path()});
        QCOMPARE(student(book, QStringLiteral("s-1"))->scores.value(Class::kWeight), 1.0);
        QCOMPARE(student(book, QStringLiteral("s-2"))->scores.value(Class::kWeight), 1.0);
        QCOMPARE(student(book, QStringLiteral("s-3"))->scores.value(Class::kWeight), 1.0);
        QCOMPARE(student(book, QStringLiteral("s-4"))->scores.value(Class::kWeight), 0.0);
    }
    QLocale::setDefault(teacher);
}

void TestGradebook::foreignAndDamagedFilesNeverHideAStudentsWork()
{
    const course::Course c = course::LessonLoader::loadCourse(course::builtInLessonsRoot());
    course::LabRequest request;
    request.title = QStringLiteral("Week 3");
    request.exerciseIds = {QStringLiteral("iv2-3-weight-k2")};
    request.seed = 7;
    request.roster = {{QStringLiteral("s-1"), QStringLiteral("Ada"), {}, {}}, {QStringLiteral("s-2"), QStringLiteral("Grace"), {}, {}}};
    QStringList problems;
    const auto session = course::makeLabSession(c, request, &problems);
    const auto other = course::makeLabSession(c, request, &problems); // another class's "Week 3"
    QVERIFY(session && other && session->id != other->id);
    const course::Exercise *weight = c.exercise(request.exerciseIds.constFirst());
    const course::Variant v = course::makeVariant(*weight, QStringLiteral("s-1"), 7);
    const QString right = QString::number(*course::numericAnswer(*weight, v), 'f', 2);

    QTemporaryDir share;
    const course::HandInSource ada{QStringLiteral("s-1"), QStringLiteral("Ada"), QStringLiteral("0.1.0"), at(0)};
    QVERIFY(course::writeHandIn(share.path(), course::makeHandIn(*session, c, ada, {{weight->id, answered(right, at(1))}}, at(2)),
                                nullptr));
    // A later hand-in of another session, copied in under another name: it never counts instead.
    const course::HandIn foreign = course::makeHandIn(*other, c, ada, {{weight->id, answered(QStringLiteral("1"), at(3))}}, at(4));
    QVERIFY(writeFile(QDir(share.path()).filePath(QStringLiteral("copied-s-1.attnhandin")),
                      QJsonDocument(foreign.toJson()).toJson()));
    // Grace's file is damaged on the way.
    QVERIFY(writeFile(QDir(share.path()).filePath(course::handInFileName(QStringLiteral("Week 3"), QStringLiteral("Grace"),
                                                                         QStringLiteral("s-2"))),
                      "{\"formatVersion\": 1, \"sess"));

    // The same folder given twice (once by another path) is read once.
    const course::Gradebook book =
        course::gradeSession(*session, c, {share.path(), share.path() + QStringLiteral("/."), share.path()});
    const course::GradebookStudent *a = student(book, QStringLiteral("s-1"));
    QVERIFY(a);
    QCOMPARE(a->scores.value(weight->id), 1.0);
    // The code on her printed worksheet finds her again.
    QString problem;
    const std::optional<course::LabStudent> byCode = course::findLearnerByCode(*session, a->variantCode, {}, &problem);
    QVERIFY2(byCode && byCode->id == QStringLiteral("s-1"), qPrintable(problem));
    // The other session's file is named on her row and never counted: its numbers were
    // drawn under another seed.
    QVERIFY2(hasFlag(*a, QStringLiteral("for another session")) && hasFlag(*a, QStringLiteral("was not counted"))
                 && hasFlag(*a, other->id),
             qPrintable(a->flags.join(QLatin1Char('|'))));
    QVERIFY(!hasFlag(*a, QStringLiteral("2 hand-ins")));
    // Her own file counts, under the name the course gave it.
    QVERIFY(!hasFlag(*a, QStringLiteral("renamed or made by hand")));
    const course::GradebookStudent *g = student(book, QStringLiteral("s-2"));
    QVERIFY(g && !g->handedIn);
    QVERIFY2(hasFlag(*g, QStringLiteral("cannot be read")) && !hasFlag(*g, QStringLiteral("No hand-in found")),
             qPrintable(g->flags.join(QLatin1Char('|'))));
    QCOMPARE(book.unreadable.size(), 1);

    // With only the other session's file, it counts, and the flag names that session's id.
    QTemporaryDir alone;
    QVERIFY(course::writeHandIn(alone.path(), foreign, nullptr));
    const course::Gradebook fallback = course::gradeSession(*session, c, {alone.path()});
    const course::GradebookStudent *f = student(fallback, QStringLiteral("s-1"));
    QVERIFY(f && !f->handedIn);
    QCOMPARE(f->total, 0.0);
    QVERIFY(hasFlag(*f, other->id));
    QVERIFY(!hasFlag(*f, QStringLiteral("No hand-in found")));

    // A file under another name than the course gives its learner's hand-ins is flagged.
    QTemporaryDir renamed;
    QVERIFY(writeFile(QDir(renamed.path()).filePath(QStringLiteral("zzz.attnhandin")),
                      QJsonDocument(course::makeHandIn(*session, c, ada, {}, at(5)).toJson()).toJson()));
    const course::Gradebook renamedBook = course::gradeSession(*session, c, {renamed.path()});
    const course::GradebookStudent *r = student(renamedBook, QStringLiteral("s-1"));
    QVERIFY(r && r->handedIn);
    QVERIFY2(hasFlag(*r, QStringLiteral("zzz.attnhandin")), qPrintable(r->flags.join(QLatin1Char('|'))));
}

void TestGradebook::whatCannotBeCountedIsSaidOnTheStudentsRow()
{
    const Class c;
    QTemporaryDir share;
    QTemporaryDir stick;
    const auto weight = [&c](const QString &learner, int minute) {
        return QHash<QString, course::AttemptLog>{
            {Class::kWeight, log({check(course::NumberAnswer{c.rightWeight(learner)}, at(minute))})}};
    };
    // s-1: a computer whose clock runs an hour ahead of the teacher's (graded at 9:30).
    QVERIFY(course::writeHandIn(share.path(), c.handIn(QStringLiteral("s-1"), weight(QStringLiteral("s-1"), 5), at(0).addSecs(90 * 60)), nullptr));
    // s-2: dated 9:20, but its file was written at 9:10.
    QString s2;
    QVERIFY(course::writeHandIn(share.path(), c.handIn(QStringLiteral("s-2"), weight(QStringLiteral("s-2"), 5), at(20)), &s2));
    QFile written(s2);
    QVERIFY(written.open(QIODevice::ReadWrite) && written.setFileTime(at(10), QFileDevice::FileModificationTime));
    written.close();
    // s-3: a good hand-in on the share, and a newer copy on a USB stick cut off mid-copy.
    QString s3;
    QVERIFY(course::writeHandIn(share.path(), c.handIn(QStringLiteral("s-3"), weight(QStringLiteral("s-3"), 5), at(6)), &s3));
    QFile older(s3);
    QVERIFY(older.open(QIODevice::ReadWrite) && older.setFileTime(at(6), QFileDevice::FileModificationTime));
    older.close();
    QVERIFY(writeFile(QDir(stick.path()).filePath(QFileInfo(s3).fileName()), "{\"formatVersion\": 2, \"sess"));
    // s-4 and s-5: one hand-in copied and its learner changed: the same answers at the same times.
    course::HandIn copied = c.handIn(QStringLiteral("s-4"), weight(QStringLiteral("s-4"), 7), at(8));
    QVERIFY(course::writeHandIn(share.path(), copied, nullptr));
    copied.learnerId = QStringLiteral("s-5");
    copied.learnerName = QStringLiteral("Student 5");
    QVERIFY(course::writeHandIn(share.path(), copied, nullptr));
    const QString gone = share.filePath(QStringLiteral("unmounted-share"));
    // s-5's computer stopped while it wrote a second hand-in: the leftover is named on the row.
    QVERIFY(writeFile(share.filePath(course::handInFileName(QStringLiteral("Week 3"), QStringLiteral("Student 5"),
                                                            QStringLiteral("s-5"), QStringLiteral("0a1b2c3d"))
                                     + QStringLiteral(".Ab12Cd")),
                      "{\"formatVersion\": 2, \"se"));

    const course::Gradebook book = course::gradeSession(c.session, c.course, {share.path(), stick.path(), gone}, at(30));
    const auto flags = [&book](const QString &id) { return student(book, id)->flags.join(QLatin1Char('|')); };
    QVERIFY2(hasFlag(*student(book, QStringLiteral("s-1")), QStringLiteral("after the moment it was graded")), qPrintable(flags(QStringLiteral("s-1"))));
    QVERIFY2(hasFlag(*student(book, QStringLiteral("s-2")), QStringLiteral("after its file was written")), qPrintable(flags(QStringLiteral("s-2"))));
    QVERIFY(!hasFlag(*student(book, QStringLiteral("s-3")), QStringLiteral("after its file was written")));
    QVERIFY2(hasFlag(*student(book, QStringLiteral("s-3")), QStringLiteral("A newer hand-in of this student cannot be read")),
             qPrintable(flags(QStringLiteral("s-3"))));
    QCOMPARE(student(book, QStringLiteral("s-3"))->scores.value(Class::kWeight), 1.0);
    for (const QString &id : {QStringLiteral("s-4"), QStringLiteral("s-5")})
        QVERIFY2(hasFlag(*student(book, id), QStringLiteral("The same answers at the same times")), qPrintable(flags(id)));
    QVERIFY(!hasFlag(*student(book, QStringLiteral("s-1")), QStringLiteral("The same answers")));
    QVERIFY2(hasFlag(*student(book, QStringLiteral("s-5")), QStringLiteral("an unfinished hand-in")), qPrintable(flags(QStringLiteral("s-5"))));
    // The folder that cannot be read is said on every row; the others are graded.
    QCOMPARE(book.unreachableFolders, QStringList{gone});
    for (const course::GradebookStudent &s : book.students)
        QVERIFY2(hasFlag(s, QStringLiteral("unmounted-share could not be read")), qPrintable(s.flags.join(QLatin1Char('|'))));
    QCOMPARE(book.readFolders.size(), 2);
}

void TestGradebook::expectedHandInsAreReadBeforeAnyCap()
{
    // A folder of more junk than the cap: every hand-in of the roster is still read, and a
    // student with more files than are read is told so on their row.
    const Class c;
    QTemporaryDir share;
    for (int i = 0; i <= course::kMaxOtherHandIns + 5; ++i)
        QVERIFY(writeFile(share.filePath(QStringLiteral("junk-%1.attnhandin").arg(i)), "{}"));
    for (const QString &id : {QStringLiteral("s-1"), QStringLiteral("s-2"), QStringLiteral("s-3")})
        QVERIFY(course::writeHandIn(share.path(), c.handIn(id, {{Class::kWeight, log({check(course::NumberAnswer{c.rightWeight(id)}, at(3))})}}, at(4)), nullptr));
    // Junk named for s-5 (more than the cap of hand-ins) does not hide s-5's own hand-in,
    // which is named as the course names it; more files than are ever opened are said.
    for (int i = 0; i < course::kMaxHandInsPerLearner + 2; ++i)
        QVERIFY(writeFile(share.filePath(QStringLiteral("copy%1-s-5.attnhandin").arg(i)), "{}"));
    QVERIFY(course::writeHandIn(share.path(), c.handIn(QStringLiteral("s-5"), {{Class::kWeight, log({check(course::NumberAnswer{c.rightWeight(QStringLiteral("s-5"))}, at(3))})}}, at(4)), nullptr));
    for (int i = 0; i < course::kMaxFilesPerLearner + 2; ++i)
        QVERIFY(writeFile(share.filePath(QStringLiteral("junk%1-s-4.attnhandin").arg(i)), "{}"));
    const course::Gradebook book = course::gradeSession(c.session, c.course, {share.path()});
    for (const QString &id : {QStringLiteral("s-1"), QStringLiteral("s-2"), QStringLiteral("s-3"), QStringLiteral("s-5")})
        QCOMPARE(student(book, id)->scores.value(Class::kWeight), 1.0);
    QVERIFY(std::any_of(book.unreadable.cbegin(), book.unreadable.cend(), [](const course::UnreadableHandIn &u) {
        return u.reason.contains(QStringLiteral("were not read"));
    }));
    // Fifty files of one student that cannot be read are one flag, not fifty.
    QCOMPARE(std::count_if(student(book, QStringLiteral("s-5"))->flags.cbegin(), student(book, QStringLiteral("s-5"))->flags.cend(),
                           [](const QString &f) { return f.contains(QStringLiteral("cannot be read")); }),
             1);
    QVERIFY2(hasFlag(*student(book, QStringLiteral("s-4")), QStringLiteral("named for this student were not read")),
             qPrintable(student(book, QStringLiteral("s-4"))->flags.join(QLatin1Char('|'))));
    QVERIFY(!hasFlag(*student(book, QStringLiteral("s-5")), QStringLiteral("were not read")));
}

void TestGradebook::fileNamesGiveTheirStudent()
{
    const QSet<QString> ids{QStringLiteral("12345678"), QStringLiteral("87654321"), QStringLiteral("1"), QStringLiteral("s-1"),
                            QStringLiteral("al")};
    // A device code that is another student's id never wins over the id before it.
    QCOMPARE(course::rosterIdOfFileName(QStringLiteral("Week_3-Alice-12345678-87654321.attnhandin"), ids), QStringLiteral("12345678"));
    QCOMPARE(course::rosterIdOfFileName(QStringLiteral("Week_3-Bob-87654321.attnhandin"), ids), QStringLiteral("87654321"));
    // The longest id the name ends with.
    QCOMPARE(course::rosterIdOfFileName(QStringLiteral("Week_3-Ada-s-1.attnhandin"), ids), QStringLiteral("s-1"));
    QCOMPARE(course::rosterIdOfFileName(QStringLiteral("Week_3-Ada-s-1-0a1b2c3d.attnhandin"), ids), QStringLiteral("s-1"));
    QCOMPARE(course::rosterIdOfFileName(QStringLiteral("Week_3-Alice.attnhandin"), ids), QString());
    QCOMPARE(course::rosterIdOfFileName(QStringLiteral("Week_3-Ada-s-1.attnfeedback"), ids), QString());
    QVERIFY(course::isHandInFileOf(QStringLiteral("Week_3-Al-al-0a1b2c3d.attnhandin"), QStringLiteral("al")));
    QVERIFY(!course::isHandInFileOf(QStringLiteral("Week_3-Alice-alice.attnhandin"), QStringLiteral("al")));
    QVERIFY(!course::isHandInFileOf(QStringLiteral("Week_3-AL-AL.attnhandin"), QStringLiteral("al")));
}

void TestGradebook::aNameOtherThanTheRostersIsFlagged()
{
    // A hand-in that gives another name than the roster's, and is named after it: the name
    // and the file's name are both flagged, against the roster's name.
    const Class c;
    QTemporaryDir share;
    course::HandIn otherName = c.handIn(QStringLiteral("s-3"), {}, at(2));
    otherName.learnerName = QStringLiteral("Someone Else");
    QVERIFY(course::writeHandIn(share.path(), otherName, nullptr));
    QVERIFY(course::writeHandIn(share.path(), c.handIn(QStringLiteral("s-1"), {}, at(2)), nullptr));
    const course::Gradebook book = course::gradeSession(c.session, c.course, {share.path()}, at(20));
    const course::GradebookStudent *s = student(book, QStringLiteral("s-3"));
    QVERIFY2(hasFlag(*s, QStringLiteral("gives the name “Someone Else”, the roster “Student 3”")), qPrintable(s->flags.join(QLatin1Char('|'))));
    QVERIFY(hasFlag(*s, QStringLiteral("not Week_3-Student_3-s-3.attnhandin as the course names")));
    QVERIFY(!hasFlag(*student(book, QStringLiteral("s-1")), QStringLiteral("renamed")));
    QVERIFY(!hasFlag(*student(book, QStringLiteral("s-1")), QStringLiteral("gives the name")));
}

void TestGradebook::aForgedEarlyStartNeverCounts()
{
    // A file made up for a classmate with a start long before the session (to put them past
    // the time limit) is flagged, and its start is not theirs.
    course::LabRules rules;
    rules.timeLimitMinutes = 30;
    const Class c(rules);
    QTemporaryDir share;
    QVERIFY(course::writeHandIn(share.path(), c.handIn(QStringLiteral("s-1"), {{Class::kWeight, log({check(course::NumberAnswer{c.rightWeight(QStringLiteral("s-1"))}, at(5))})}}, at(10)), nullptr));
    course::HandIn forged = c.handIn(QStringLiteral("s-1"), {}, at(11), false, at(0).addSecs(-150 * 60));
    forged.device = QStringLiteral("0badc0de");
    QVERIFY(course::writeHandIn(share.path(), forged, nullptr));
    course::HandIn tampered = c.handIn(QStringLiteral("s-1"), {}, at(12), false, at(1));
    tampered.device = QStringLiteral("0badf00d");
    QJsonObject body = tampered.toJson();
    body.insert(QStringLiteral("started"), course::timeToJson(at(0).addSecs(-300 * 60 + 60)));
    QVERIFY(writeFile(share.filePath(course::handInFileName(QStringLiteral("Week 3"), QStringLiteral("Student 1"), QStringLiteral("s-1"), tampered.device)),
                      QJsonDocument(body).toJson()));
    const course::Gradebook book = course::gradeSession(c.session, c.course, {share.path()}, at(20));
    const course::GradebookStudent *s = student(book, QStringLiteral("s-1"));
    QVERIFY(s && s->work);
    QCOMPARE(s->work->started, at(0));
    QVERIFY2(!hasFlag(*s, QStringLiteral("time limit")), qPrintable(s->flags.join(QLatin1Char('|'))));
    QVERIFY(hasFlag(*s, QStringLiteral("checksum does not match")));
    QCOMPARE(s->scores.value(Class::kWeight), 1.0);
}

void TestGradebook::statusFollowsTheLatestHandIn_data()
{
    // Typed answers to the numeric exercise: "right", "score" (key 2's score, a wrong answer
    // the grader diagnoses), or text as typed. `tables` checks of a partly right table.
    QTest::addColumn<bool>("handsIn");
    QTest::addColumn<bool>("final");
    QTest::addColumn<QStringList>("weightChecks");
    QTest::addColumn<int>("tables");
    QTest::addColumn<course::GradebookStudent::Status>("status");
    QTest::addColumn<QString>("stuckOn");
    using Status = course::GradebookStudent::Status;
    const QString score = QStringLiteral("score");
    const QString right = QStringLiteral("right");
    QTest::newRow("no hand-in") << false << true << QStringList() << 0 << Status::NotStarted << QString();
    QTest::newRow("progress hand-in") << true << false << QStringList{score} << 0 << Status::Working << QString();
    QTest::newRow("three wrong checks in a row") << true << false << QStringList{score, score, score} << 0 << Status::Stuck
                                                  << Class::kWeight;
    QTest::newRow("three partly right tables") << true << false << QStringList{right} << 3 << Status::Stuck << Class::kTable;
    QTest::newRow("three wrong, then handed in") << true << true << QStringList{score, score, score} << 0 << Status::HandedIn
                                                  << QString();
    QTest::newRow("two wrong and one that is no number")
        << true << false << QStringList{score, QStringLiteral("abc"), score} << 0 << Status::Working << QString();
    QTest::newRow("right after two wrong") << true << false << QStringList{score, score, right} << 0 << Status::Working << QString();
    QTest::newRow("finished work, handed in") << true << true << QStringList{right} << 0 << Status::HandedIn << QString();
}

void TestGradebook::statusFollowsTheLatestHandIn()
{
    QFETCH(bool, handsIn);
    QFETCH(bool, final);
    QFETCH(QStringList, weightChecks);
    QFETCH(int, tables);
    QFETCH(course::GradebookStudent::Status, status);
    QFETCH(QString, stuckOn);
    const Class c;
    const QString learner = QStringLiteral("s-1");
    QTemporaryDir dir;
    QHash<QString, course::AttemptLog> logs;
    int minute = 1;
    for (const QString &typed : std::as_const(weightChecks)) {
        const QString answer = typed == QLatin1String("right")   ? c.rightWeight(learner)
                               : typed == QLatin1String("score") ? c.scoreForWeight(learner)
                                                                 : typed;
        logs[Class::kWeight].events << check(course::NumberAnswer{answer}, at(minute++));
    }
    // The same partly right table each time (its weights left empty).
    for (int i = 0; i < tables; ++i)
        logs[Class::kTable].events << check(c.table(learner, [](int, QStringList &row) { row[2].clear(); }), at(minute++));
    if (handsIn) {
        // An earlier progress hand-in is superseded by the latest.
        QVERIFY(course::writeHandIn(dir.path(), c.handIn(learner, {}, at(minute), false), nullptr));
        QString stick = dir.filePath(QStringLiteral("stick"));
        QVERIFY(QDir().mkpath(stick));
        QVERIFY(course::writeHandIn(stick, c.handIn(learner, logs, at(minute + 1), final), nullptr));
    }
    const course::Gradebook book = course::gradeSession(c.session, c.course, {dir.path(), dir.filePath(QStringLiteral("stick"))});
    const course::GradebookStudent *s = student(book, learner);
    QVERIFY(s);
    QCOMPARE(s->status, status);
    QCOMPARE(s->stuckOn, stuckOn);
    QCOMPARE(s->handedIn, handsIn);
    if (handsIn) {
        // The two copies have one name: their folders tell them apart; the latest comes first.
        QCOMPARE(QFileInfo(s->file).dir().dirName(), QStringLiteral("stick"));
        const QString name = QFileInfo(s->file).fileName();
        const QString twice = QStringLiteral("2 hand-ins, all counted together (each check once, in time order): stick/%1, %2/%1")
                                  .arg(name, QDir(dir.path()).dirName());
        QVERIFY2(s->flags.contains(twice), qPrintable(s->flags.join(QLatin1Char('|'))));
    }
    // Everyone else on the roster has not started.
    QCOMPARE(student(book, QStringLiteral("s-2"))->status, course::GradebookStudent::Status::NotStarted);
}

void TestGradebook::flagsLateHandInsAndOddTimes_data()
{
    // The session was created at 9:00; times below are minutes past nine (negative: before).
    QTest::addColumn<int>("limit");      ///< minutes; 0 for none
    QTest::addColumn<int>("started");    ///< -100: unknown
    QTest::addColumn<double>("handedIn"); ///< minutes, fractions allowed
    QTest::addColumn<QList<int>>("events");
    QTest::addColumn<QString>("flag");   ///< what the one time flag says; empty for none
    QTest::newRow("in time") << 30 << 0 << 30.0 << QList<int>{5} << QString();
    QTest::newRow("within the two minutes' grace") << 30 << 0 << 31.9 << QList<int>{5} << QString();
    QTest::newRow("after the time limit") << 30 << 0 << 33.0 << QList<int>{5} << QStringLiteral("3 min after the 30-minute time limit");
    QTest::newRow("the limit counts from joining") << 30 << 10 << 39.0 << QList<int>{15} << QString();
    QTest::newRow("start time missing") << 30 << -100 << 20.0 << QList<int>{5} << QStringLiteral("start time is missing");
    QTest::newRow("no limit, no start time") << 0 << -100 << 200.0 << QList<int>{5} << QString();
    QTest::newRow("events in order") << 0 << 0 << 30.0 << QList<int>{5, 5, 6} << QString();
    QTest::newRow("events out of order") << 0 << 0 << 30.0 << QList<int>{10, 5} << QStringLiteral(": events out of order");
    QTest::newRow("before the session, within the clock skew") << 0 << 0 << 30.0 << QList<int>{-4} << QString();
    QTest::newRow("before the session was created") << 0 << 0 << 30.0 << QList<int>{-6}
                                                    << QStringLiteral(" dated before the session began");
    QTest::newRow("before the learner joined") << 0 << 20 << 30.0 << QList<int>{10}
                                               << QStringLiteral(" dated before the session began");
    QTest::newRow("after the hand-in, within the clock skew") << 0 << 0 << 30.0 << QList<int>{34} << QString();
    QTest::newRow("after the hand-in") << 0 << 0 << 30.0 << QList<int>{36} << QStringLiteral(" dated after the hand-in");
}

void TestGradebook::flagsLateHandInsAndOddTimes()
{
    QFETCH(int, limit);
    QFETCH(int, started);
    QFETCH(double, handedIn);
    QFETCH(QList<int>, events);
    QFETCH(QString, flag);
    course::LabRules rules;
    if (limit > 0)
        rules.timeLimitMinutes = limit;
    const Class c(rules);
    const QString learner = QStringLiteral("s-1");
    const QDateTime nine = at(0);
    // Every check is the right answer: the first solves the exercise, whatever the times say.
    QHash<QString, course::AttemptLog> logs;
    for (int minute : std::as_const(events))
        logs[Class::kWeight].events << check(course::NumberAnswer{c.rightWeight(learner)}, nine.addSecs(minute * 60));
    QTemporaryDir dir;
    QVERIFY(course::writeHandIn(dir.path(),
                                c.handIn(learner, logs, nine.addMSecs(qint64(handedIn * 60000)), true,
                                         started == -100 ? QDateTime() : nine.addSecs(started * 60)),
                                nullptr));
    const course::Gradebook book = course::gradeSession(c.session, c.course, {dir.path()});
    const course::GradebookStudent *s = student(book, learner);
    QVERIFY(s);
    if (flag.isEmpty()) {
        QVERIFY2(!hasTimeFlag(*s), qPrintable(s->flags.join(QLatin1Char('\n'))));
    } else {
        QVERIFY2(hasFlag(*s, flag), qPrintable(s->flags.join(QLatin1Char('\n'))));
        // An event's flag says which exercise.
        if (!flag.contains(QStringLiteral("time limit")) && !flag.contains(QStringLiteral("start time")))
            QVERIFY(std::any_of(s->flags.cbegin(), s->flags.cend(),
                                [&](const QString &f) { return f.startsWith(Class::kWeight + QLatin1Char(':')) && f.contains(flag); }));
    }
    // A flag never changes a score.
    QCOMPARE(s->scores.value(Class::kWeight), 1.0);
    QCOMPARE(s->total, 1.0);
}

void TestGradebook::aTimeOutIsSaidBesideItsTime()
{
    course::LabRules rules;
    rules.timeLimitMinutes = 30;
    const Class c(rules);
    QTemporaryDir dir;
    const auto right = [&c](const QString &learner, int minute) {
        return QHash<QString, course::AttemptLog>{{Class::kWeight, log({check(course::NumberAnswer{c.rightWeight(learner)}, at(minute))})}};
    };
    // s-1 handed in herself at 09:20; s-2's work was handed in by the time-out at 09:30.
    QVERIFY(course::writeHandIn(dir.path(), c.handIn(QStringLiteral("s-1"), right(QStringLiteral("s-1"), 10), at(20)), nullptr));
    course::HandIn timedOut = c.handIn(QStringLiteral("s-2"), right(QStringLiteral("s-2"), 25), at(30));
    timedOut.timedOut = true;
    QVERIFY(course::writeHandIn(dir.path(), timedOut, nullptr));
    const course::Gradebook book = course::gradeSession(c.session, c.course, {dir.path()});
    QVERIFY(!student(book, QStringLiteral("s-1"))->timedOut);
    QCOMPARE(student(book, QStringLiteral("s-1"))->handedInAt, at(20));
    QVERIFY(student(book, QStringLiteral("s-2"))->timedOut);
    QCOMPARE(student(book, QStringLiteral("s-2"))->handedInAt, at(30));
    const QJsonArray students = book.toJson(c.session, c.course).value(QStringLiteral("students")).toArray();
    QCOMPARE(students.at(0).toObject().value(QStringLiteral("timedOut")), QJsonValue(false));
    QCOMPARE(students.at(0).toObject().value(QStringLiteral("handedInAt")).toString(), QStringLiteral("2026-11-30T09:20:00.000Z"));
    QCOMPARE(students.at(1).toObject().value(QStringLiteral("timedOut")), QJsonValue(true));
    QCOMPARE(students.at(1).toObject().value(QStringLiteral("handedInAt")).toString(), QStringLiteral("2026-11-30T09:30:00.000Z"));
    QVERIFY(students.at(2).toObject().value(QStringLiteral("handedInAt")).isNull()); // no hand-in

    // Merged from two computers: the latest final hand-in gives the time and says whether the
    // time-out made it; progress with work after it makes the student working again.
    course::HandIn own = c.handIn(QStringLiteral("s-3"), right(QStringLiteral("s-3"), 10), at(20));
    own.device = QStringLiteral("aaaaaaaa");
    course::HandIn atTheEnd = c.handIn(QStringLiteral("s-3"), {}, at(30));
    atTheEnd.device = QStringLiteral("bbbbbbbb");
    atTheEnd.timedOut = true;
    const auto merged = course::mergedHandIn({course::HandInCopy{atTheEnd, {}}, course::HandInCopy{own, {}}}, c.session.id);
    QVERIFY(merged && merged->final && merged->timedOut);
    QCOMPARE(merged->handedIn, at(30));
    const auto ownLast = course::mergedHandIn({course::HandInCopy{own, {}}, course::HandInCopy{atTheEnd, {}}},
                                              c.session.id);
    QVERIFY(ownLast && ownLast->timedOut); // the order of the copies does not matter: the time does
    course::HandIn progress = c.handIn(QStringLiteral("s-3"), right(QStringLiteral("s-3"), 31), at(32), false);
    progress.device = QStringLiteral("cccccccc");
    const auto working = course::mergedHandIn({course::HandInCopy{progress, {}}, course::HandInCopy{atTheEnd, {}},
                                               course::HandInCopy{own, {}}},
                                              c.session.id);
    QVERIFY(working && !working->final && !working->timedOut);
}

void TestGradebook::summarisesWhatToReteach()
{
    const Class c;
    const course::Exercise weight = c.exercise(Class::kWeight);
    // The table's key rows: exp(score − max) typed as score − max itself; or weights typed as
    // percentages without the % sign (a diagnosis that names each learner's own figures).
    const auto noExp = [](int, QStringList &row) { row[1] = row[0]; row[2].clear(); };
    const auto percent = [](int, QStringList &row) { row[2] = QString::number(row[2].toDouble() * 100.0, 'f', 2); };
    const auto handIn = [&](const QString &learner, const QHash<QString, course::AttemptLog> &logs, QTemporaryDir &dir) {
        return course::writeHandIn(dir.path(), c.handIn(learner, logs, at(40)), nullptr);
    };
    QTemporaryDir dir;
    // s-1: the score for the weight; forgot to exponentiate; picked b.
    QVERIFY(handIn(QStringLiteral("s-1"),
                   {{Class::kWeight, log({check(course::NumberAnswer{c.scoreForWeight(QStringLiteral("s-1"))}, at(1))})},
                    {Class::kTable, log({check(c.table(QStringLiteral("s-1"), noExp), at(2))})},
                    {Class::kChoice, log({check(course::ChoiceAnswer{{QStringLiteral("b")}}, at(3))})}},
                   dir));
    // s-2: the score for the weight; percentages; picked b.
    QVERIFY(handIn(QStringLiteral("s-2"),
                   {{Class::kWeight, log({check(course::NumberAnswer{c.scoreForWeight(QStringLiteral("s-2"))}, at(1))})},
                    {Class::kTable, log({check(c.table(QStringLiteral("s-2"), percent), at(2))})},
                    {Class::kChoice, log({check(course::ChoiceAnswer{{QStringLiteral("b")}}, at(3))})}},
                   dir));
    // s-3: the score first, then a hint and the right weight (the last answer has no
    // mistake); percentages; right.
    QVERIFY(handIn(QStringLiteral("s-3"),
                   {{Class::kWeight, log({check(course::NumberAnswer{c.scoreForWeight(QStringLiteral("s-3"))}, at(1)), hint(0, at(2)),
                                          check(course::NumberAnswer{c.rightWeight(QStringLiteral("s-3"))}, at(3))})},
                    {Class::kTable, log({check(c.table(QStringLiteral("s-3"), percent), at(4))})},
                    {Class::kChoice, log({check(course::ChoiceAnswer{{QStringLiteral("a")}}, at(5))})}},
                   dir));
    // s-4 hands nothing in. s-5: right weight; forgot to exponentiate; picked c.
    QVERIFY(handIn(QStringLiteral("s-5"),
                   {{Class::kWeight, log({check(course::NumberAnswer{c.rightWeight(QStringLiteral("s-5"))}, at(1))})},
                    {Class::kTable, log({check(c.table(QStringLiteral("s-5"), noExp), at(2))})},
                    {Class::kChoice, log({check(course::ChoiceAnswer{{QStringLiteral("c")}}, at(3))})}},
                   dir));

    // The per-variant wording would split the percentages into one line per student.
    const course::Exercise table = c.exercise(Class::kTable);
    const course::Feedback two = course::grade(table, c.variant(Class::kTable, QStringLiteral("s-2")), c.table(QStringLiteral("s-2"), percent), QLocale::c());
    const course::Feedback three = course::grade(table, c.variant(Class::kTable, QStringLiteral("s-3")), c.table(QStringLiteral("s-3"), percent), QLocale::c());
    QVERIFY(two.details.first() != three.details.first());
    QCOMPARE(two.diagnoses, three.diagnoses);

    const course::Gradebook book = course::gradeSession(c.session, c.course, {dir.path()});
    QCOMPARE(book.exercises.size(), 3);
    QCOMPARE(book.exercises.at(0).id, Class::kWeight); // the session's order
    QCOMPARE(book.exercises.at(1).id, Class::kTable);
    QCOMPARE(book.exercises.at(2).id, Class::kChoice);

    // The weight: two right (one after a hint), over the four who handed in.
    const course::GradebookExercise &w = book.exercises.at(0);
    QCOMPARE(w.title, weight.title);
    QCOMPARE(w.solved, 2);
    QCOMPARE(w.attempted, 4);
    QCOMPARE(w.attempts, 5);
    QCOMPARE(w.hints, 1);
    QVERIFY(std::abs(w.mean - (2.0 - weight.hintPenalty) / 4.0) < 1e-9);
    QCOMPARE(w.diagnoses.size(), 1);
    QVERIFY2(w.diagnoses.first().text.contains(QStringLiteral("score q·k, not the weight")), qPrintable(w.diagnoses.first().text));
    QCOMPARE(w.diagnoses.first().students, 2); // s-3's last answer was right

    // The table: each mistake counted once per student, however many cells it spoils; a tie
    // goes by the text.
    const course::GradebookExercise &t = book.exercises.at(1);
    QCOMPARE(t.solved, 0);
    QCOMPARE(t.attempted, 4);
    QCOMPARE(t.attempts, 4);
    QCOMPARE(t.hints, 0);
    QCOMPARE(t.diagnoses.size(), 2);
    QCOMPARE(t.diagnoses.at(0).students, 2);
    QCOMPARE(t.diagnoses.at(1).students, 2);
    QVERIFY(t.diagnoses.at(0).text < t.diagnoses.at(1).text);
    QStringList texts{t.diagnoses.at(0).text, t.diagnoses.at(1).text};
    QVERIFY2(texts.filter(QStringLiteral("forgot to exponentiate")).size() == 1, qPrintable(texts.join(QLatin1Char('\n'))));
    QVERIFY2(texts.filter(QStringLiteral("percentage")).size() == 1, qPrintable(texts.join(QLatin1Char('\n'))));
    double tableSum = 0.0;
    for (const QString &id : {QStringLiteral("s-1"), QStringLiteral("s-2"), QStringLiteral("s-3"), QStringLiteral("s-5")})
        tableSum += student(book, id)->scores.value(Class::kTable);
    QVERIFY(tableSum > 0.0);
    QVERIFY(std::abs(t.mean - tableSum / 4.0) < 1e-9);

    // The choice: most frequent first.
    const course::GradebookExercise &ch = book.exercises.at(2);
    QCOMPARE(ch.solved, 1);
    QCOMPARE(ch.attempted, 4);
    QVERIFY(std::abs(ch.mean - 0.25) < 1e-9);
    QCOMPARE(ch.diagnoses.size(), 2);
    QCOMPARE(ch.diagnoses.at(0).students, 2);
    QVERIFY2(ch.diagnoses.at(0).text.contains(QStringLiteral("best key's weight exactly one")), qPrintable(ch.diagnoses.at(0).text));
    QCOMPARE(ch.diagnoses.at(1).students, 1);
    QVERIFY2(ch.diagnoses.at(1).text.contains(QStringLiteral("larger share")), qPrintable(ch.diagnoses.at(1).text));
}

void TestGradebook::jsonCarriesStatusesAndTheClassSummary()
{
    const Class c;
    QTemporaryDir dir;
    const QString score = c.scoreForWeight(QStringLiteral("s-1"));
    QVERIFY(course::writeHandIn(dir.path(),
                                c.handIn(QStringLiteral("s-1"),
                                         {{Class::kWeight, log({check(course::NumberAnswer{score}, at(1)), check(course::NumberAnswer{score}, at(2)),
                                                                check(course::NumberAnswer{score}, at(3))})}},
                                         at(4), false),
                                nullptr));
    QVERIFY(course::writeHandIn(dir.path(), c.handIn(QStringLiteral("s-2"), {}, at(5), false), nullptr));
    QVERIFY(course::writeHandIn(dir.path(), c.handIn(QStringLiteral("s-3"), {}, at(6), true), nullptr));
    const QJsonObject json = course::gradeSession(c.session, c.course, {dir.path()}).toJson(c.session, c.course);

    const QJsonArray students = json.value(QStringLiteral("students")).toArray();
    QCOMPARE(students.size(), 5);
    QStringList statuses;
    for (const QJsonValue &v : students)
        statuses << v.toObject().value(QStringLiteral("status")).toString();
    QCOMPARE(statuses, (QStringList{QStringLiteral("stuck"), QStringLiteral("working"), QStringLiteral("handed-in"),
                                    QStringLiteral("not-started"), QStringLiteral("not-started")}));
    QCOMPARE(students.at(0).toObject().value(QStringLiteral("stuckOn")).toString(), Class::kWeight);
    QVERIFY(students.at(1).toObject().value(QStringLiteral("stuckOn")).isNull());

    const QJsonArray exercises = json.value(QStringLiteral("exercises")).toArray();
    QCOMPARE(exercises.size(), 3);
    const QJsonObject first = exercises.at(0).toObject();
    QStringList keys = first.keys();
    keys.sort();
    QCOMPARE(keys, (QStringList{QStringLiteral("attempted"), QStringLiteral("attempts"), QStringLiteral("diagnoses"),
                                QStringLiteral("discrimination"), QStringLiteral("facility"), QStringLiteral("hints"),
                                QStringLiteral("id"), QStringLiteral("mean"), QStringLiteral("reading"), QStringLiteral("solved"),
                                QStringLiteral("title")}));
    // Item analysis over the students whose hand-in is counted: the facility is their mean.
    const int counted = json.value(QStringLiteral("itemAnalysis")).toObject().value(QStringLiteral("students")).toInt();
    QVERIFY(counted > 0);
    double sum = 0.0;
    for (const QJsonValue &v : students)
        if (v.toObject().value(QStringLiteral("handedIn")).toBool())
            for (const QJsonValue &x : v.toObject().value(QStringLiteral("exercises")).toArray())
                if (x.toObject().value(QStringLiteral("id")).toString() == Class::kWeight)
                    sum += x.toObject().value(QStringLiteral("score")).toDouble();
    QVERIFY(std::abs(first.value(QStringLiteral("facility")).toDouble() - 100.0 * sum / counted) < 1e-9);
    QVERIFY(json.contains(QStringLiteral("consistency")));
    QCOMPARE(first.value(QStringLiteral("id")).toString(), Class::kWeight);
    QCOMPARE(first.value(QStringLiteral("title")).toString(), c.exercise(Class::kWeight).title);
    QCOMPARE(first.value(QStringLiteral("attempts")).toInt(), 3);
    QCOMPARE(first.value(QStringLiteral("attempted")).toInt(), 1);
    QCOMPARE(first.value(QStringLiteral("solved")).toInt(), 0);
    QVERIFY(std::abs(first.value(QStringLiteral("mean")).toDouble()) < 1e-12);
    const QJsonArray diagnoses = first.value(QStringLiteral("diagnoses")).toArray();
    QCOMPARE(diagnoses.size(), 1);
    QVERIFY(diagnoses.at(0).toObject().value(QStringLiteral("text")).toString().contains(QStringLiteral("not the weight")));
    QCOMPARE(diagnoses.at(0).toObject().value(QStringLiteral("students")).toInt(), 1);
}

void TestGradebook::hostileHandInsAreListedAndTheRestGraded_data()
{
    // What lands in the folder beside two good hand-ins, and what the gradebook must say: the
    // reason it could not be read, or (empty) that it is graded as learner "h-1".
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("reason");
    QTest::newRow("empty file") << QStringLiteral("empty") << QStringLiteral("empty");
    QTest::newRow("random bytes") << QStringLiteral("random") << QStringLiteral("not valid JSON");
    QTest::newRow("20 MB") << QStringLiteral("huge") << QStringLiteral("larger than");
    QTest::newRow("10,000-deep nested arrays") << QStringLiteral("deep") << QStringLiteral("not valid JSON");
    QTest::newRow("wrong types") << QStringLiteral("types") << QStringLiteral("learner.id");
    QTest::newRow("wrong types in an answer") << QStringLiteral("answer types") << QStringLiteral("exercises.");
    QTest::newRow("NaN") << QStringLiteral("nan") << QStringLiteral("not valid JSON");
    QTest::newRow("1e308 reported") << QStringLiteral("1e308 reported") << QStringLiteral("reportedScore");
    QTest::newRow("1e308 as an angle") << QStringLiteral("1e308 angle") << QStringLiteral("not a query");
    QTest::newRow("1e308 typed") << QStringLiteral("1e308 typed") << QString();
    QTest::newRow("100,000 events") << QStringLiteral("events") << QStringLiteral("more than 1000 events");
    QTest::newRow("1,000 checks that are no answer") << QStringLiteral("no answers") << QString();
    QTest::newRow("control characters in the name") << QStringLiteral("control") << QString();
    QTest::newRow("right-to-left override in the name") << QStringLiteral("rtl") << QString();
    QTest::newRow("path separators in the name") << QStringLiteral("path") << QString();
    QTest::newRow("a folder") << QStringLiteral("folder") << QStringLiteral("folder");
    QTest::newRow("a link to /dev/zero") << QStringLiteral("zero") << QStringLiteral("not an ordinary file");
}

void TestGradebook::hostileHandInsAreListedAndTheRestGraded()
{
    QFETCH(QString, kind);
    QFETCH(QString, reason);
    const Class c;
    QTemporaryDir dir;
    for (const QString &learner : {QStringLiteral("s-1"), QStringLiteral("s-2")})
        QVERIFY(course::writeHandIn(
            dir.path(), c.handIn(learner, {{Class::kWeight, log({check(course::NumberAnswer{c.rightWeight(learner)}, at(1))})}}, at(2)),
            nullptr));

    // A hand-in of learner h-1 as JSON, to be spoiled.
    const auto valid = [&](const QString &name, const course::AttemptLog &weightLog = {}) {
        course::HandIn h = c.handIn(QStringLiteral("h-1"), {{Class::kWeight, weightLog}}, at(3));
        h.learnerName = name;
        return h.toJson();
    };
    const QString file = dir.filePath(QStringLiteral("x.attnhandin"));
    const auto write = [&](const QByteArray &bytes) { return writeFile(file, bytes); };
    const auto writeJson = [&](const QJsonObject &o) { return write(QJsonDocument(o).toJson(QJsonDocument::Compact)); };
    QString name = QStringLiteral("Hacker");
    if (kind == QLatin1String("empty")) {
        QVERIFY(write({}));
    } else if (kind == QLatin1String("random")) {
        QByteArray bytes(4096, Qt::Uninitialized);
        for (int i = 0; i < bytes.size(); ++i)
            bytes[i] = char((i * 7919 + 13) % 251);
        QVERIFY(write(bytes));
    } else if (kind == QLatin1String("huge")) {
        QByteArray bytes = QJsonDocument(valid(name)).toJson();
        bytes.chop(1);
        bytes += ", \"padding\": \"" + QByteArray(20 * 1024 * 1024, 'x') + "\"}";
        QVERIFY(write(bytes));
    } else if (kind == QLatin1String("deep")) {
        QVERIFY(write("{\"formatVersion\": 1, \"learner\": " + QByteArray(10000, '[') + QByteArray(10000, ']') + "}"));
    } else if (kind == QLatin1String("types")) {
        QJsonObject o = valid(name);
        o.insert(QStringLiteral("learner"), QJsonArray{1, 2});
        o.insert(QStringLiteral("exercises"), QStringLiteral("all of them"));
        o.insert(QStringLiteral("handedIn"), 12);
        QVERIFY(writeJson(o));
    } else if (kind == QLatin1String("answer types")) {
        QJsonObject o = valid(name);
        o.insert(QStringLiteral("exercises"),
                 QJsonObject{{Class::kTable, QJsonObject{{QStringLiteral("reportedScore"), 0},
                                                         {QStringLiteral("events"),
                                                          QJsonArray{QJsonObject{{QStringLiteral("event"), QStringLiteral("check")},
                                                                                 {QStringLiteral("at"), QJsonValue::Null},
                                                                                 {QStringLiteral("answer"), QJsonObject{{QStringLiteral("kind"), QStringLiteral("table")}, {QStringLiteral("rows"), 5}}},
                                                                                 {QStringLiteral("locale"), QStringLiteral("C")},
                                                                                 {QStringLiteral("verdict"), QStringLiteral("wrong")},
                                                                                 {QStringLiteral("score"), 0}}}}}}});
        QVERIFY(writeJson(o));
    } else if (kind == QLatin1String("nan")) {
        QByteArray bytes = QJsonDocument(valid(name)).toJson(QJsonDocument::Compact);
        bytes.replace("\"reportedScore\":0", "\"reportedScore\":NaN");
        QVERIFY(bytes.contains("NaN"));
        QVERIFY(write(bytes));
    } else if (kind == QLatin1String("1e308 reported")) {
        QByteArray bytes = QJsonDocument(valid(name)).toJson(QJsonDocument::Compact);
        bytes.replace("\"reportedScore\":0", "\"reportedScore\":1e308");
        QVERIFY(bytes.contains("1e308"));
        QVERIFY(write(bytes));
    } else if (kind == QLatin1String("1e308 angle")) {
        QByteArray bytes = QJsonDocument(valid(name, log({check(course::TargetAnswer{1.0, 1.0}, at(1))}))).toJson(QJsonDocument::Compact);
        bytes.replace("\"angle\":1", "\"angle\":1e308");
        QVERIFY(bytes.contains("1e308"));
        QVERIFY(write(bytes));
    } else if (kind == QLatin1String("1e308 typed")) {
        QVERIFY(writeJson(valid(name, log({check(course::NumberAnswer{QStringLiteral("1e308")}, at(1)),
                                            check(course::NumberAnswer{QStringLiteral("-1e308")}, at(1))}))));
    } else if (kind == QLatin1String("events")) {
        course::AttemptLog many;
        for (int i = 0; i < 100000; ++i)
            many.events << hint(0, at(1));
        QVERIFY(writeJson(valid(name, many)));
    } else if (kind == QLatin1String("no answers")) {
        course::AttemptLog many;
        for (int i = 0; i < 1000; ++i)
            many.events << check(course::NumberAnswer{QStringLiteral("not a number")}, at(1));
        QVERIFY(writeJson(valid(name, many)));
    } else if (kind == QLatin1String("control")) {
        name = QStringLiteral("Ha\u001b[2J\u0007ck\ner\u0000!");
        QVERIFY(writeJson(valid(name)));
    } else if (kind == QLatin1String("rtl")) {
        name = QStringLiteral("Ada\u202Egpj.exe\u2066x\u2069");
        QVERIFY(writeJson(valid(name)));
    } else if (kind == QLatin1String("path")) {
        name = QStringLiteral("../../etc/passwd\\..\\x");
        QVERIFY(writeJson(valid(name)));
    } else if (kind == QLatin1String("folder")) {
        QVERIFY(QDir().mkpath(file));
    } else if (kind == QLatin1String("zero")) {
        QVERIFY(QFile::link(QStringLiteral("/dev/zero"), dir.filePath(QStringLiteral("y.attnhandin"))));
    }

    const course::Gradebook book = course::gradeSession(c.session, c.course, {dir.path()});
    // The rest of the class is graded.
    for (const QString &learner : {QStringLiteral("s-1"), QStringLiteral("s-2")}) {
        const course::GradebookStudent *s = student(book, learner);
        QVERIFY(s && s->handedIn);
        QCOMPARE(s->total, 1.0);
    }
    if (!reason.isEmpty()) {
        QCOMPARE(book.unreadable.size(), 1);
        QVERIFY2(book.unreadable.first().reason.contains(reason), qPrintable(book.unreadable.first().reason));
        QVERIFY(book.unreadable.first().reason.size() <= 501);
        QVERIFY(!student(book, QStringLiteral("h-1")));
        return;
    }
    QVERIFY2(book.unreadable.isEmpty(), qPrintable(book.unreadable.value(0).reason));
    const course::GradebookStudent *h = student(book, QStringLiteral("h-1"));
    QVERIFY(h && h->handedIn);
    QCOMPARE(h->total, 0.0);
    QVERIFY(hasFlag(*h, QStringLiteral("Not on the roster")));
    // Shown safely: nothing that breaks a line, moves the cursor or turns the text around.
    QVERIFY2(isDisplaySafe(h->name), qPrintable(h->name));
    QCOMPARE(h->name.size(), name.size());
    for (const QString &flag : h->flags)
        QVERIFY2(isDisplaySafe(flag), qPrintable(flag));
    if (kind == QLatin1String("path"))
        QCOMPARE(h->name, name); // shown as typed; no file is ever named from it unmade safe
}

void TestGradebook::presetsMatchTheLearningPlatformsImports()
{
    QCOMPARE(course::csvPresetNames(), (QStringList{QStringLiteral("plain"), QStringLiteral("moodle"), QStringLiteral("canvas")}));
    QVERIFY(!course::csvPresetFromName(QStringLiteral("excel")));
    course::LabSession session;
    session.title = QStringLiteral("Week 3, softmax");
    session.exerciseIds = {QStringLiteral("a"), QStringLiteral("b")};
    session.roster = {{QStringLiteral("s-1"), QStringLiteral("=cmd|' /C calc'!A0"), QStringLiteral("ada@school.example"),
                       QStringLiteral("4B")},
                      {QStringLiteral("s-2"), QStringLiteral("Grace"), {}, {}}};
    course::Gradebook book;
    course::GradebookStudent ada;
    ada.id = QStringLiteral("s-1");
    ada.name = session.roster.first().name;
    ada.handedIn = true;
    ada.status = course::GradebookStudent::Status::HandedIn;
    ada.total = 1.5;
    ada.max = 2.0;
    course::GradebookStudent grace;
    grace.id = QStringLiteral("s-2");
    grace.name = QStringLiteral("Grace");
    grace.max = 2.0;
    book.students = {ada, grace};
    const course::Course none;
    const auto lines = [&](course::CsvPreset preset) {
        return QString::fromUtf8(course::gradebookCsv(book, session, none, preset)).split(QStringLiteral("\r\n"), Qt::SkipEmptyParts);
    };
    // Moodle: matched by ID number (Grace has no email, so no email column: Moodle stops the
    // whole import at a blank identity cell); no names; the total as the session's grade item.
    const QStringList moodle = lines(course::CsvPreset::Moodle);
    QCOMPARE(moodle, (QStringList{QStringLiteral("ID number,\"Week 3, softmax\""), QStringLiteral("s-1,1.50"),
                                  QStringLiteral("s-2,")}));
    session.roster[1].email = QStringLiteral("grace@school.example");
    QCOMPARE(lines(course::CsvPreset::Moodle).first(), QStringLiteral("ID number,Email address,\"Week 3, softmax\""));
    session.roster[1].email.clear();
    // Canvas: its fixed columns, a Points Possible row, matched by SIS User ID or login.
    const QStringList canvas = lines(course::CsvPreset::Canvas);
    QCOMPARE(canvas, (QStringList{QStringLiteral("Student,ID,SIS User ID,SIS Login ID,Section,\"Week 3, softmax\""),
                                  QStringLiteral("Points Possible,,,,,2.00"),
                                  QStringLiteral("'=cmd|' /C calc'!A0,,s-1,ada@school.example,4B,1.50"),
                                  QStringLiteral("Grace,,s-2,,,")}));
}

void TestGradebook::spreadsheetKeepsTypesReadBackByOpenpyxl()
{
    // Read back by an independent reader, Debian's openpyxl: ids and names as text (a leading
    // zero kept, a formula-like name as text), scores as numbers, no formula anywhere.
    const AwkwardClass c = awkwardClass();
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("week3.xlsx"));
    QString error;
    QVERIFY2(course::writeGradebookXlsx(path, c.book, c.session, course::Course(), &error), qPrintable(error));
    QProcess reader;
    reader.start(QStringLiteral("/usr/bin/python3"),
                 {QStringLiteral("-c"), QStringLiteral(
                      "import json, sys, openpyxl\n"
                      "wb = openpyxl.load_workbook(sys.argv[1])\n"
                      "ws = wb['Gradebook']\n"
                      "rows = [[[c.value if not hasattr(c.value, 'isoformat') else c.value.isoformat(), c.data_type] for c in r] for r in ws.iter_rows()]\n"
                      "formulas = sum(1 for s in wb for r in s.iter_rows() for c in r if c.data_type == 'f')\n"
                      "print(json.dumps({'sheets': wb.sheetnames, 'rows': rows, 'frozen': ws.freeze_panes, 'formulas': formulas}))\n"),
                  path});
    QVERIFY(reader.waitForFinished(60000));
    QVERIFY2(reader.exitCode() == 0, reader.readAllStandardError().constData());
    const QJsonObject read = QJsonDocument::fromJson(reader.readAllStandardOutput()).object();
    QCOMPARE(read.value(QStringLiteral("sheets")).toArray().size(), 2);
    QCOMPARE(read.value(QStringLiteral("formulas")).toInt(), 0);
    QCOMPARE(read.value(QStringLiteral("frozen")).toString(), QStringLiteral("C2"));
    const QJsonArray rows = read.value(QStringLiteral("rows")).toArray();
    QCOMPARE(rows.size(), 1 + c.book.students.size());
    const auto cell = [&](int row, int column) { return rows.at(row).toArray().at(column).toArray(); };
    QCOMPARE(cell(0, 0).at(0).toString(), QStringLiteral("Student ID"));
    for (int r = 1; r < rows.size(); ++r) {
        const course::GradebookStudent &s = c.book.students.at(r - 1);
        QCOMPARE(cell(r, 0), (QJsonArray{s.id, QStringLiteral("s")}));
        QCOMPARE(cell(r, 1), (QJsonArray{s.name, QStringLiteral("s")}));
        const int total = 6 + int(c.session.exerciseIds.size());
        QCOMPARE(cell(r, total).at(1).toString(), QStringLiteral("n"));
        QCOMPARE(cell(r, total).at(0).toDouble(), s.total);
    }
    QCOMPARE(cell(1, 0).at(0).toString(), QStringLiteral("00731"));
    QCOMPARE(cell(4, 1).at(0).toString(), QStringLiteral("=HYPERLINK(\"http://x\")"));
}

void TestGradebook::itemStatisticsFollowTheirDefinitions()
{
    // Worked by hand. Three students, two exercises: (1, 1), (0, 0), (1, 0).
    // Facility: A 2/3, B 1/3. Discrimination of A: r(A, rest = B) over (1,0,1) and (1,0,0):
    // cov = ((1/3)(2/3) + (−2/3)(−1/3) + (1/3)(−1/3)) / 3 = 1/9, var A = var B = 2/9, r = 1/2;
    // of B likewise 1/2. Cronbach's alpha: k/(k−1) (1 − Σ var item / var total) with totals
    // (2, 0, 1), var 2/3: 2 (1 − (4/9)/(2/3)) = 2/3.
    const course::ItemAnalysis a = course::analyseItems({{1, 1}, {0, 0}, {1, 0}});
    QCOMPARE(a.students, 3);
    QVERIFY(std::abs(a.items.at(0).facility - 200.0 / 3.0) < 1e-9);
    QVERIFY(std::abs(a.items.at(1).facility - 100.0 / 3.0) < 1e-9);
    QVERIFY(std::abs(*a.items.at(0).discrimination - 50.0) < 1e-9);
    QVERIFY(std::abs(*a.items.at(1).discrimination - 50.0) < 1e-9);
    QVERIFY(std::abs(*a.consistency - 200.0 / 3.0) < 1e-9);
    QVERIFY(a.warning.contains(QStringLiteral("fewer than 10")));
    QVERIFY(a.items.at(0).reading.startsWith(QStringLiteral("easy")));
    QVERIFY(a.items.at(1).reading.startsWith(QStringLiteral("hard")));

    // Two exercises every student scores alike on agree perfectly: alpha 100%.
    const course::ItemAnalysis same = course::analyseItems({{1, 1}, {0, 0}, {0.5, 0.5}, {1, 1}});
    QVERIFY(std::abs(*same.consistency - 100.0) < 1e-9);
    QVERIFY(std::abs(*same.items.at(0).discrimination - 100.0) < 1e-9);
    // An exercise the strong students get wrong discriminates negatively, and says so.
    const course::ItemAnalysis odd = course::analyseItems({{1, 1, 0}, {1, 1, 0}, {0, 0, 1}, {0, 1, 1}});
    QVERIFY(*odd.items.at(2).discrimination < 0.0);
    QVERIFY(odd.items.at(2).reading.contains(QStringLiteral("check the exercise")));
    // Everyone alike on an exercise: no discrimination; one exercise: no consistency.
    QVERIFY(!course::analyseItems({{1, 0}, {1, 1}}).items.at(0).discrimination);
    QVERIFY(!course::analyseItems({{1}, {0}}).consistency);
    QVERIFY(course::analyseItems({}).items.isEmpty());
}

void TestGradebook::everyPresetReadsAlikeInPhpAndRfc4180()
{
    // Moodle reads with PHP's fgetcsv, Canvas with Ruby's CSV (RFC 4180), a spreadsheet as RFC:
    // every file must give the same fields, row for row, whoever reads it.
    const AwkwardClass c = awkwardClass();
    for (const course::CsvPreset preset : {course::CsvPreset::Plain, course::CsvPreset::Moodle, course::CsvPreset::Canvas}) {
        const QString text = QString::fromUtf8(course::gradebookCsv(c.book, c.session, course::Course(), preset));
        const QList<QStringList> rfc = rfcRecords(text);
        const QList<QStringList> php = phpRecords(text);
        QCOMPARE(php, rfc);
        const int extraRows = preset == course::CsvPreset::Canvas ? 2 : 1;
        QCOMPARE(rfc.size(), c.book.students.size() + extraRows);
        for (const QStringList &record : rfc)
            QCOMPARE(record.size(), rfc.first().size());
    }
    // The name ending in a backslash keeps its look; nothing runs as a formula.
    const QList<QStringList> plain = rfcRecords(QString::fromUtf8(course::gradebookCsv(c.book, c.session, course::Course())));
    QCOMPARE(plain.at(2).at(1), QStringLiteral("Dee, J⧵"));
    QCOMPARE(plain.at(4).at(1), QStringLiteral("'=HYPERLINK(\"http://x\")"));
    QCOMPARE(plain.at(1).at(0), QStringLiteral("00731"));
}

namespace {

/// The records `program` prints as a JSON array of arrays of strings after reading `bytes`
/// on its standard input; nothing when it fails (a Ruby nil, an empty unquoted field, reads as "").
std::optional<QList<QStringList>> recordsFrom(const QString &program, const QStringList &arguments, const QByteArray &bytes)
{
    QProcess reader;
    reader.start(program, arguments);
    reader.write(bytes);
    reader.closeWriteChannel();
    if (!reader.waitForFinished(60000) || reader.exitCode() != 0) {
        qWarning() << program << reader.errorString() << reader.readAllStandardError();
        return std::nullopt;
    }
    QList<QStringList> records;
    for (const QJsonValue &row : QJsonDocument::fromJson(reader.readAllStandardOutput()).array()) {
        QStringList fields;
        for (const QJsonValue &field : row.toArray())
            fields << field.toString();
        records << fields;
    }
    return records;
}

/// The records PHP itself reads from `bytes` as Moodle's csv_import_reader does: the BOM
/// trimmed, line endings made "\n", then fgetcsv with its default escape ("\\"), which Moodle
/// never overrides. Debian's php-cli, installed by the test command.
std::optional<QList<QStringList>> phpFgetcsv(const QByteArray &bytes)
{
    return recordsFrom(QStringLiteral("/usr/bin/php"),
                       {QStringLiteral("-r"), QStringLiteral(
                            "$c = stream_get_contents(STDIN);\n"
                            "if (strncmp($c, \"\\xEF\\xBB\\xBF\", 3) === 0) { $c = substr($c, 3); }\n"
                            "$c = preg_replace('!\\r\\n?!', \"\\n\", $c);\n"
                            "$fp = fopen('php://memory', 'r+'); fwrite($fp, $c); rewind($fp);\n"
                            "$rows = [];\n"
                            "while (($r = fgetcsv($fp, 0, ',', '\"')) !== false) { $rows[] = $r; }\n"
                            "echo json_encode($rows);\n")},
                       bytes);
}

/// The records Ruby's CSV library (as Canvas's gradebook importer uses it) reads from `bytes`;
/// nothing when it refuses them (MalformedCSVError). Debian's ruby, installed by the test command.
std::optional<QList<QStringList>> rubyCsv(const QByteArray &bytes)
{
    return recordsFrom(QStringLiteral("/usr/bin/ruby"),
                       {QStringLiteral("-rcsv"), QStringLiteral("-rjson"), QStringLiteral("-e"),
                        QStringLiteral("$stdout.write(JSON.generate(CSV.parse($stdin.read.force_encoding('UTF-8').delete_prefix(\"\\uFEFF\"))))")},
                       bytes);
}

} // namespace

void TestGradebook::phpItselfReadsEveryPresetAsRfc4180Does()
{
    // The port above against PHP 8.2 itself: a name ending in a backslash, written raw, is read
    // by fgetcsv into one field running over the next line, as the port says...
    const QString raw = QStringLiteral("\"Dee, J\\\",5.90\ns-2,1.00\n");
    const std::optional<QList<QStringList>> control = phpFgetcsv(raw.toUtf8());
    QVERIFY(control);
    QCOMPARE(*control, phpRecords(raw));
    QVERIFY(*control != rfcRecords(raw));
    // ...while every preset's file of the awkward class reads in PHP exactly as in RFC 4180.
    const AwkwardClass c = awkwardClass();
    for (const course::CsvPreset preset : {course::CsvPreset::Plain, course::CsvPreset::Moodle, course::CsvPreset::Canvas}) {
        const QByteArray bytes = course::gradebookCsv(c.book, c.session, course::Course(), preset);
        const std::optional<QList<QStringList>> php = phpFgetcsv(bytes);
        QVERIFY(php);
        QString text = QString::fromUtf8(bytes);
        if (text.startsWith(QChar(0xfeff)))
            text.remove(0, 1);
        QCOMPARE(*php, rfcRecords(text));
    }
}

void TestGradebook::moodleImportsEveryFinalGradeOnTheRightStudent()
{
    // Moodle 4.x's grade import (grade/import/csv/classes/load_data.php): every identity cell
    // of a row is looked up, and unless exactly one user matches the whole import stops.
    const AwkwardClass c = awkwardClass();
    const auto importInto = [](const course::LabSession &session, const course::CsvExport &exported, QString *stopped) {
        QHash<QString, double> grades;
        const QList<QStringList> records = phpFgetcsv(exported.bytes).value_or(QList<QStringList>{{}});
        const QStringList header = records.first();
        for (qsizetype r = 1; r < records.size(); ++r) {
            QString user;
            for (qsizetype col = 0; col + 1 < header.size(); ++col) {
                const QString cell = records[r].at(col);
                QStringList matches;
                for (const course::LabStudent &s : session.roster)
                    if ((header[col] == QLatin1String("ID number") && s.id == cell)
                        || (header[col] == QLatin1String("Email address") && s.email == cell))
                        matches << s.id;
                if (matches.size() != 1 || (!user.isEmpty() && user != matches.first())) {
                    *stopped = QStringLiteral("row %1, %2 “%3”").arg(r).arg(header[col], cell);
                    return grades;
                }
                user = matches.first();
            }
            if (!records[r].last().isEmpty())
                grades.insert(user, records[r].last().toDouble());
        }
        return grades;
    };
    const auto import = [&](const course::CsvExport &exported, QString *stopped) { return importInto(c.session, exported, stopped); };
    QString stopped;
    const course::CsvExport exported = course::exportGradebook(c.book, c.session, course::Course(), course::CsvPreset::Moodle);
    const QHash<QString, double> grades = import(exported, &stopped);
    QVERIFY2(stopped.isEmpty(), qPrintable(stopped));
    QVERIFY(!exported.bytes.contains("Full name"));
    QVERIFY(!exported.bytes.contains("Email address")); // s-1006 has none
    QVERIFY(exported.mapping.contains(QStringLiteral("ID number")));
    for (const course::GradebookStudent &s : c.book.students) {
        const bool final = s.status == course::GradebookStudent::Status::HandedIn;
        QCOMPARE(grades.contains(s.id), final);
        if (final)
            QCOMPARE(grades.value(s.id), s.total);
    }
    // The students left without a grade are named; asked for, unfinished work is graded too.
    QCOMPARE(exported.withoutGrade.size(), 3);
    QVERIFY(exported.withoutGrade.join(u' ').contains(QStringLiteral("s-1007")));
    course::CsvOptions unfinishedToo;
    unfinishedToo.includeUnfinished = true;
    const course::CsvExport all = course::exportGradebook(c.book, c.session, course::Course(), course::CsvPreset::Moodle, unfinishedToo);
    QCOMPARE(import(all, &stopped).size(), 8);
    QVERIFY2(stopped.isEmpty(), qPrintable(stopped));
    QCOMPARE(all.withoutGrade.size(), 1); // never started: nothing to grade

    // With an email for everyone, both identity columns, and each names the same student.
    AwkwardClass withEmail = awkwardClass();
    withEmail.session.roster[5].email = QStringLiteral("tel@school.example");
    const course::CsvExport both = course::exportGradebook(withEmail.book, withEmail.session, course::Course(), course::CsvPreset::Moodle);
    QVERIFY(both.bytes.startsWith("ID number,Email address,"));
    QCOMPARE(phpRecords(QString::fromUtf8(both.bytes)).at(6).at(1), QStringLiteral("tel@school.example"));
    QCOMPARE(importInto(withEmail.session, both, &stopped).size(), 6);
    QVERIFY2(stopped.isEmpty(), qPrintable(stopped));
}

void TestGradebook::csvCellsAreQuotedAndNeutralised_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("cell");
    QTest::newRow("plain") << QStringLiteral("Ada") << QStringLiteral("Ada");
    QTest::newRow("comma") << QStringLiteral("Hopper, Grace") << QStringLiteral("\"Hopper, Grace\"");
    QTest::newRow("quotes") << QStringLiteral("Ada \"the first\"") << QStringLiteral("\"Ada \"\"the first\"\"\"");
    QTest::newRow("line break") << QStringLiteral("a\nb") << QStringLiteral("\"a\nb\"");
    QTest::newRow("formula") << QStringLiteral("=HYPERLINK(\"http://x\")") << QStringLiteral("\"'=HYPERLINK(\"\"http://x\"\")\"");
    QTest::newRow("plus") << QStringLiteral("+1") << QStringLiteral("'+1");
    QTest::newRow("minus") << QStringLiteral("-2+3") << QStringLiteral("'-2+3");
    QTest::newRow("at") << QStringLiteral("@SUM(A1)") << QStringLiteral("'@SUM(A1)");
    QTest::newRow("tab") << QStringLiteral("\t=1") << QStringLiteral("'\t=1");
    QTest::newRow("carriage return") << QStringLiteral("\r=1") << QStringLiteral("\"'\r=1\"");
    QTest::newRow("empty") << QString() << QString();
}

void TestGradebook::csvCellsAreQuotedAndNeutralised()
{
    QFETCH(QString, text);
    QFETCH(QString, cell);
    QCOMPARE(course::csvCell(text), cell);
}

void TestGradebook::canvasImportsEveryFinalGradeOnTheRightStudent()
{
    // Canvas's gradebook_importer.rb on Ruby's own CSV reading: the header must read "Student",
    // "ID", "SIS User ID", "SIS Login ID", "Section"; an assignment header "Title (123)" names
    // assignment 123; a row whose first cell matches /Points Possible/ gives the maximum; a
    // student is found by Canvas's user id (column 2), else by SIS User ID, else by SIS Login
    // ID, else by name; an empty grade cell changes nothing.
    const AwkwardClass c = awkwardClass();
    course::CsvOptions options;
    options.outOf = 20.0;
    options.canvasAssignmentId = QStringLiteral("4217");
    const course::CsvExport exported = course::exportGradebook(c.book, c.session, course::Course(), course::CsvPreset::Canvas, options);
    const std::optional<QList<QStringList>> records = rubyCsv(exported.bytes);
    QVERIFY(records); // Ruby's CSV, strict about quotes, accepts the file
    const QStringList header = records->first();
    QVERIFY(header.size() >= 6 && header.at(0).contains(QLatin1String("Student")) && header.at(1).contains(QLatin1String("ID")));
    static const QRegularExpression sis(QStringLiteral("SIS\\s+User\\s+ID")), login(QStringLiteral("SIS\\s+Login\\s+ID"));
    QVERIFY(sis.match(header.at(2)).hasMatch() && login.match(header.at(3)).hasMatch() && header.at(4).contains(QLatin1String("Section")));
    QCOMPARE(header.size(), 6);
    static const QRegularExpression titleAndId(QStringLiteral("\\A(.*)\\s+\\((\\d+)\\)\\z"));
    const QRegularExpressionMatch assignment = titleAndId.match(header.at(5));
    QVERIFY2(assignment.hasMatch(), qPrintable(header.at(5)));
    QCOMPARE(assignment.captured(2), QStringLiteral("4217"));
    QCOMPARE(assignment.captured(1), c.session.title);

    QHash<QString, double> grades;
    std::optional<double> pointsPossible;
    for (qsizetype r = 1; r < records->size(); ++r) {
        const QStringList row = records->at(r);
        QCOMPARE(row.size(), header.size());
        if (row.at(0).contains(QLatin1String("Points Possible"))) {
            pointsPossible = row.at(5).toDouble();
            continue;
        }
        QVERIFY(row.at(1).isEmpty()); // no Canvas user id: matched by SIS User ID
        QString user;
        for (const course::LabStudent &s : c.session.roster)
            if (s.id == row.at(2))
                user = s.id;
        QVERIFY2(!user.isEmpty(), qPrintable(row.join(u'|')));
        const course::LabStudent *entry = nullptr;
        for (const course::LabStudent &s : c.session.roster)
            if (s.id == user)
                entry = &s;
        QCOMPARE(row.at(3), entry->email); // the login as the roster gives it
        if (!row.at(5).isEmpty())
            grades.insert(user, row.at(5).toDouble());
    }
    QCOMPARE(pointsPossible, std::optional<double>(20.0));
    for (const course::GradebookStudent &s : c.book.students) {
        const bool final = s.status == course::GradebookStudent::Status::HandedIn;
        QCOMPARE(grades.contains(s.id), final);
        if (final)
            QVERIFY2(std::abs(grades.value(s.id) - std::round(s.total / s.max * 20.0 * 100.0) / 100.0) < 1e-9, qPrintable(s.id));
    }
    QVERIFY(exported.mapping.contains(QStringLiteral("(4217)")));
}

QTEST_GUILESS_MAIN(TestGradebook)
#include "tst_gradebook.moc"
