#include "attention.h"
#include "cli.h"
#include "plate.h"
#include "feedback.h"
#include "exerciseprogress.h"
#include "handin.h"
#include "exercisetranslation.h"
#include "labsession.h"
#include "learnerprofiles.h"
#include "lessonloader.h"
#include "outline.h"
#include "runprocess.h"
#include "userfiles.h"
#include "variantcode.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

#include <array>
#include <cmath>
#include <numbers>

// The command line: most cases run the commands in-process (cli::runConsole with its output
// captured), as main() runs them; the cases that need the real program (a display check, --lang
// with its translators, worksheets on a GUI application, an environment, standard input, a
// signal or a limit) run it as a separate process exactly as a user would, and
// theProgramItselfRunsTheCommands runs the same commands both ways and compares.
using testing::Run;

namespace {

/// A console command run in this process: what runConsole() returns and prints.
Run runInProcess(const QStringList &arguments)
{
    cli::OutputCapture capture;
    const int code = cli::runConsole(QStringList{QStringLiteral(ATTENTION_LAB_EXECUTABLE)} + arguments);
    return {code, capture.out(), capture.err()};
}

/// Whether a run needs the program itself: the window (no console command), the translators
/// of --lang, or the GUI application worksheets paint on.
bool needsTheProgram(const QStringList &arguments)
{
    return !cli::isConsoleInvocation(QStringList{QStringLiteral(ATTENTION_LAB_EXECUTABLE)} + arguments)
           || cli::needsGuiApplication(QStringList{QStringLiteral(ATTENTION_LAB_EXECUTABLE)} + arguments)
           || arguments.contains(QStringLiteral("--lang"))
           || std::any_of(arguments.cbegin(), arguments.cend(),
                          [](const QString &a) { return a.startsWith(QLatin1String("--lang=")); });
}

Run run(const QStringList &arguments)
{
    return needsTheProgram(arguments) ? testing::runAttentionLab(arguments) : runInProcess(arguments);
}

/// A "Week 3" session of the softmax lesson written to `session` and a rehearsed class of three
/// in `handIns`; false when either command fails.
bool rehearsedWeek3(const QString &session, const QString &handIns)
{
    return run({QStringLiteral("lab"), QStringLiteral("new"), QStringLiteral("--title"), QStringLiteral("Week 3"),
                QStringLiteral("--lessons"), QStringLiteral("iv2-3-softmax"), QStringLiteral("--out"), session}).exitCode == 0
           && run({QStringLiteral("lab"), QStringLiteral("rehearse"), session, QStringLiteral("--students"),
                   QStringLiteral("3"), QStringLiteral("--out"), handIns}).exitCode == 0;
}

/// Runs attention-lab without a display, with `variables` set in its environment.
Run runWithEnvironment(const QStringList &arguments, const QList<std::pair<QString, QString>> &variables)
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("QT_QPA_PLATFORM"));
    env.remove(QStringLiteral("DISPLAY"));
    env.remove(QStringLiteral("WAYLAND_DISPLAY"));
    for (const auto &[name, value] : variables)
        env.insert(name, value);
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(ATTENTION_LAB_EXECUTABLE), arguments);
    if (!p.waitForFinished(120000))
        return {};
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
            QString::fromUtf8(p.readAllStandardOutput()), QString::fromUtf8(p.readAllStandardError())};
}

/// Runs attention-lab with its user data (learners' profiles) under `dataHome`, through
/// XDG_DATA_HOME and HOME: the child process's QStandardPaths reads them.
Run runWithData(const QStringList &arguments, const QString &dataHome)
{
    return runWithEnvironment(arguments, {{QStringLiteral("XDG_DATA_HOME"), dataHome}, {QStringLiteral("HOME"), dataHome}});
}

/// Runs attention-lab on a computer whose lab defaults (/etc/xdg/AttentionLab/attention-lab.conf)
/// are `conf`: XDG_CONFIG_DIRS names a folder holding only that file, XDG_CONFIG_HOME an empty
/// one (no user settings). Without `conf`, no system-wide file at all.
Run runWithLabDefaults(const QStringList &arguments, const QByteArray &conf)
{
    QTemporaryDir system;
    QTemporaryDir user;
    if (!conf.isEmpty()) {
        QDir(system.path()).mkpath(QStringLiteral("AttentionLab"));
        QFile f(system.filePath(QStringLiteral("AttentionLab/attention-lab.conf")));
        if (!f.open(QIODevice::WriteOnly) || f.write(conf) != conf.size())
            return {};
    }
    return runWithEnvironment(arguments, {{QStringLiteral("XDG_CONFIG_DIRS"), system.path()},
                                          {QStringLiteral("XDG_CONFIG_HOME"), user.path()}});
}

QJsonObject jsonOf(const Run &r)
{
    QJsonParseError error;
    const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8(), &error).object();
    if (error.error != QJsonParseError::NoError)
        qWarning("not JSON: %s", qPrintable(r.out));
    return o;
}

std::vector<double> toVector(const QJsonArray &a)
{
    std::vector<double> v;
    for (const QJsonValue &x : a)
        v.push_back(x.toDouble());
    return v;
}

bool close(double a, double b, double relative = 1e-9)
{
    return std::abs(a - b) <= relative * std::max({1.0, std::abs(a), std::abs(b)});
}

/// The learner and lab whose variants the `exercise --answer` tests grade.
const QStringList kGradedLearner{QStringLiteral("--learner"), QStringLiteral("Ada Lovelace"),
                                 QStringLiteral("--lab-seed"), QStringLiteral("3")};

/// `exercise ID` for the graded learner, with more arguments.
Run exerciseRun(const QString &id, const QStringList &more)
{
    return run(QStringList{QStringLiteral("exercise"), id} + kGradedLearner + more);
}

/// A number as a learner types it: four decimals, the ASCII minus.
QString typed(double x)
{
    return QString::number(x, 'f', 4);
}

/// A right and a wrong answer to the graded learner's variant of an exercise, built from its
/// answer key (`exercise ID --json`) as a teacher would type them on the command line; the
/// wrong one is a mistake the grader recognises where `diagnosed`.
struct TwoAnswers {
    QString right;
    QString wrong;
    bool diagnosed = false;
};

TwoAnswers answersFor(const QJsonObject &key)
{
    const QString type = key.value(QStringLiteral("type")).toString();
    const QJsonValue answer = key.value(QStringLiteral("answer"));
    if (type == QLatin1String("numeric")) {
        // score.k2: the wrong answer is one of the two products alone.
        const QJsonObject q = key.value(QStringLiteral("query")).toObject();
        const double angle = q.value(QStringLiteral("angle")).toDouble() * std::numbers::pi / 180.0;
        const double qx = q.value(QStringLiteral("length")).toDouble() * std::cos(angle);
        const attn::Vector k2 = attn::plateLayout().cartesianKeys().at(1);
        return {typed(answer.toDouble()), typed(qx * k2.at(0)), true};
    }
    if (type == QLatin1String("single-choice") || type == QLatin1String("multiple-choice")) {
        QStringList right;
        QString wrong;
        for (const QJsonValue &o : key.value(QStringLiteral("options")).toArray()) {
            if (o.toObject().value(QStringLiteral("correct")).toBool())
                right << o.toObject().value(QStringLiteral("id")).toString();
            else if (wrong.isEmpty())
                wrong = o.toObject().value(QStringLiteral("id")).toString();
        }
        return {right.join(QLatin1Char(',')), wrong, true};
    }
    if (type == QLatin1String("ranking")) {
        QStringList order;
        for (const QJsonValue &k : answer.toArray())
            order << QStringLiteral("k%1").arg(k.toInt());
        QStringList reversed = order;
        std::reverse(reversed.begin(), reversed.end());
        return {order.join(QLatin1Char(',')), reversed.join(QStringLiteral(" > ")), true};
    }
    if (type == QLatin1String("table")) {
        QJsonArray right;
        QJsonArray wrong;
        bool flipped = false;
        for (const QJsonValue &row : answer.toArray()) {
            QJsonArray cells;
            QJsonArray wrongCells;
            for (const QJsonValue &cell : row.toArray()) {
                cells.append(cell.isNull() ? QString() : typed(cell.toDouble()));
                // One product with the wrong sign: "mind the minus signs".
                const bool flip = !flipped && !cell.isNull() && std::abs(cell.toDouble()) > 0.1;
                flipped = flipped || flip;
                wrongCells.append(cell.isNull() ? QString() : typed(flip ? -cell.toDouble() : cell.toDouble()));
            }
            right.append(cells);
            wrong.append(wrongCells);
        }
        if (key.value(QStringLiteral("id")).toString().contains(QStringLiteral("weighted-sum"))) {
            // The output as the plain average of the values: "attention weights each value".
            double average = 0.0;
            for (const QJsonValue &v : key.value(QStringLiteral("values")).toArray())
                average += v.toDouble() / 5.0;
            QJsonArray sum = wrong.last().toArray();
            for (qsizetype c = 0; c < sum.size(); ++c)
                if (!sum.at(c).toString().isEmpty())
                    sum[c] = typed(average);
            wrong = right;
            wrong[wrong.size() - 1] = sum;
        }
        return {QString::fromUtf8(QJsonDocument(right).toJson(QJsonDocument::Compact)),
                QString::fromUtf8(QJsonDocument(wrong).toJson(QJsonDocument::Compact)), true};
    }
    // A target: key 2 at its own angle and the longest query takes nearly all the weight;
    // pointed away from it and short, it does not.
    return {QStringLiteral(R"({"angle": 70, "length": 10})"), QStringLiteral(R"({"angle": 250, "length": 1})"), false};
}

} // namespace

class TestCli : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void theProgramItselfRunsTheCommands();
    void gradesGoToTheLearningPlatformsAsAsked();
    void gradeJsonGivesEveryAttemptGradedAgain();
    void unknownCommandExitsTwo();
    void labDefaultsTurnAnswerKeysOff();
    void aSessionKeepsItsKeysToAllowedComputers();
    void computeDefaultPrintsPlateFigures();
    void computeTextHasEveryStep();
    void computeJsonHasTheDocumentedFields();
    void computeJsonAgreesWithIndependentComputation();
    void computeScaleAndCartesianKeys();
    void computeTracesASetup();
    void badSetupsAreRefusedWithEveryProblem();
    void computeInputEqualsTheArguments();
    void computeInputFromStandardInput();
    void computeInputRefusesBadInput_data();
    void computeInputRefusesBadInput();
    void labNewCarriesASetup();
    void labNewSetsAPenaltyPerAttempt();
    void trainPrintsARunAReaderCanRecompute();
    void badArgumentsExitTwo_data();
    void badArgumentsExitTwo();
    void matrixDefaultIsThePlateSentence();
    void matrixJsonIsNByNAndAgreesWithIndependentComputation_data();
    void matrixJsonIsNByNAndAgreesWithIndependentComputation();
    void matrixSentenceGivesTheSameWordTheSameRow();
    void helpAndVersion();
    void listPrintsTheLessonsInOrder();
    void listJson();
    void listJsonPagesAreTheOutlines();
    void validateShippedLessonsIsClean();
    void validateReportsOneLinePerProblem();
    void validateNeverCrashes_data();
    void validateNeverCrashes();
    void exerciseAnswerKeyIsDeterministic();
    void exerciseJsonAgreesWithTheEngine();
    void helpListsEveryCommand();
    void everyListedCommandRunsOnTheConsole();
    void exerciseTextMarksTheOptionsInContentOrder();
    void exerciseJsonComesFromTheAnswerKey();
    void exerciseKeyAnswerIsAKeyNumber();
    void exerciseFindsTheLearnerByIdOrName();
    void progressRegradesTheSavedLogs();
    void labSessionGivesTheAnswerKeyStudentsSee();
    void rehearsedClassIsGradedWithFeedback();
    void outputsNeverReplaceTheirInputs();
    void everyWriterFailsLoudlyOnAFullDisk();
    void gradeRefusesFoldersThatCannotBeRead();
    void teachersToolsNameExercisesInTheirLanguage();
    void gradeReadsTheSessionsHandInFolderByDefault();
    void rehearseBadArguments_data();
    void rehearseBadArguments();
    void exerciseBadArguments_data();
    void exerciseBadArguments();
    void worksheetWritesOnePerStudentAndAKey();
    void worksheetBadInputWritesNothing_data();
    void worksheetBadInputWritesNothing();
    void exerciseByVariantCode();
    void exerciseGradesAnAnswer_data();
    void exerciseGradesAnAnswer();
    void exerciseAnswerTextNamesVerdictAndScore();
    void exerciseRefusesABadAnswer_data();
    void exerciseRefusesABadAnswer();
    void validateVerboseCountsVariants();
    void validateRejectsAmbiguousChoices();
    void langSelectsTheLessonTitles();
    void newLessonWritesALessonThatValidatesClean();
    void newLessonRefusesAnExistingLessonAndABadId();
    void lessonsFolderGoesBesideTheBuiltInCourse();
    void courseOptionsWorkBeforeOrAfterTheCommand();
    void computeTakesAnyLength();
    void theWindowWithoutADisplaySaysSo();
    void labSessionNamesItsLessonsFolder();
    void langSelectsTheExerciseWords();
    void langSetsTheMessagesAndTheNumberStyle();
    void everyCommandTakesLang_data();
    void everyCommandTakesLang();
    void validateWarnsOfMissingTranslations();

private:
    QTranslator m_english;
};

namespace {

bool writeBytes(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

/// A folder with a session of two lessons' exercises with a two-student roster
/// (week5.attnlab), the same without a roster (open.attnlab), that roster (class.csv), a file
/// that is not a session (broken.attnlab) and one that is not a roster (broken.csv).
struct WorksheetFiles {
    QTemporaryDir dir;
    QString path(const char *name) const { return dir.filePath(QLatin1String(name)); }

    bool make()
    {
        if (!writeBytes(path("class.csv"), "id,name\ns-1001,Ada Lovelace\ns-1002,Grace Hopper\n")
            || !writeBytes(path("broken.attnlab"), "{ not json") || !writeBytes(path("broken.csv"), "\xff\xfe\x00garbage"))
            return false;
        const QStringList common{QStringLiteral("lab"), QStringLiteral("new"), QStringLiteral("--title"), QStringLiteral("Week 5"),
                                 QStringLiteral("--lessons"), QStringLiteral("iv2-2-dot-products,iv2-4-weighted-average"),
                                 QStringLiteral("--seed"), QStringLiteral("9")};
        return runAttentionLab(common + QStringList{QStringLiteral("--roster"), path("class.csv"), QStringLiteral("--out"), path("week5.attnlab")})
                       .exitCode == 0
               && runAttentionLab(common + QStringList{QStringLiteral("--out"), path("open.attnlab")}).exitCode == 0;
    }

    static testing::Run runAttentionLab(const QStringList &arguments) { return testing::runAttentionLab(arguments); }
};

/// A course of one lesson, "alpha", with an exercise and its German words: the titles, the
/// prompt, the hints and the solution, as lessons/<id>/de/ holds them.
struct TranslatedCourse {
    QTemporaryDir dir;

    bool make() const
    {
        const QString root = dir.path();
        QDir(root).mkpath(QStringLiteral("alpha/en"));
        QDir(root).mkpath(QStringLiteral("alpha/de"));
        QDir(root).mkpath(QStringLiteral("glossary"));
        const auto at = [&root](const char *relative) { return QDir(root).filePath(QLatin1String(relative)); };
        return writeBytes(at("course.json"), R"({"formatVersion": 1, "id": "c", "title": "Course", "lessons": ["alpha"]})")
               && writeBytes(at("glossary/en.json"), R"({"formatVersion": 1, "terms": [{"id": "query", "term": "Query", "definition": "D."}]})")
               && writeBytes(at("alpha/lesson.json"), R"({"formatVersion": 1, "id": "alpha", "title": "Weights of the keys",
                    "objectives": ["Learn."], "pages": [{"id": "learn", "file": "01-learn.md", "panel": "workshop"},
                    {"id": "summary", "file": "02-summary.md", "panel": "workshop"}]})")
               && writeBytes(at("alpha/en/01-learn.md"), "# What you will learn\n\nKey 2 gets {{weight.k2}}.\n")
               && writeBytes(at("alpha/en/02-summary.md"), "# Summary\n\nDone.\n")
               && writeBytes(at("alpha/de/lesson.json"), R"({"formatVersion": 1, "title": "Gewichte der Keys", "objectives": ["Lernen."]})")
               && writeBytes(at("alpha/de/01-learn.md"), "# Was Sie lernen\n\nKey 2 erhält {{weight.k2}}.\n")
               && writeBytes(at("alpha/de/02-summary.md"), "# Zusammenfassung\n\nFertig.\n")
               && writeBytes(at("alpha/exercises.json"), R"({"formatVersion": 1, "exercises": [
                    {"id": "alpha-weight-k2", "title": "Weight of key 2", "type": "numeric", "objective": "weights",
                     "prompt": "The query points at {{angle}}° with length {{length}}. What is the weight of key 2?",
                     "answer": "weight.k2", "unit": "percent", "tolerance": {"absolute": 0.5},
                     "variant": {"angle": {"min": 0, "max": 350, "step": 10}},
                     "hints": ["A weight is a softmax of the scores.", "Start from {{score.k2}}."],
                     "solution": "The weight of key 2 is {{weight.k2}}."}]})")
               && writeBytes(at("alpha/de/exercises.json"), R"({"formatVersion": 1, "exercises": {"alpha-weight-k2": {
                     "title": "Gewicht von Key 2",
                     "prompt": "Die Query zeigt auf {{angle}}° und hat die Länge {{length}}. Welches Gewicht hat Key 2?",
                     "hints": ["Ein Gewicht ist die Softmax der Scores.", "Beginnen Sie mit {{score.k2}}."],
                     "solution": "Key 2 hat das Gewicht {{weight.k2}}."}}})");
    }
    QString path() const { return dir.path(); }
};

} // namespace

void TestCli::computeDefaultPrintsPlateFigures()
{
    const Run r = run({QStringLiteral("compute"), QStringLiteral("--angle"), QStringLiteral("40"),
                       QStringLiteral("--length"), QStringLiteral("1.5")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
    // Weights in percent as the prose writes them, one decimal.
    QVERIFY2(r.out.contains(QStringLiteral("key 2 with 55.1%")), qPrintable(r.out));
    QVERIFY(!r.out.contains(QStringLiteral("55.08%")));
    QVERIFY(r.out.contains(QStringLiteral("Output = 16.8421")));
}

void TestCli::computeTextHasEveryStep()
{
    const Run r = run({QStringLiteral("compute")});
    QCOMPARE(r.exitCode, 0);
    // Dot-product terms of key 2: q_x·k_x = 1.1491·0.6840 = 0.7860, q_y·k_y = 0.9642·1.8794 = 1.8121.
    QVERIFY(r.out.contains(QStringLiteral("0.7860")));
    QVERIFY(r.out.contains(QStringLiteral("1.8121")));
    QVERIFY(r.out.contains(QStringLiteral("2.5981")));  // the score and the max
    QVERIFY(r.out.contains(QStringLiteral("Step 2")));
    QVERIFY(r.out.contains(QStringLiteral("Step 3")));
    QVERIFY(r.out.contains(QStringLiteral("11.0160"))); // w2·v2 = 0.550800·20
    // Negative figures take the minus sign − of the prose (key 3: q_x·k_x = −1.5117), never a
    // hyphen-minus.
    QVERIFY2(r.out.contains(QStringLiteral("−1.5117")), qPrintable(r.out));
    QVERIFY(r.out.contains(QStringLiteral("−0.2999")));
    QVERIFY(!r.out.contains(QRegularExpression(QStringLiteral("-\\d"))));
}

void TestCli::computeJsonHasTheDocumentedFields()
{
    const Run r = run({QStringLiteral("compute"), QStringLiteral("--json")});
    QCOMPARE(r.exitCode, 0);
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(r.out.toUtf8(), &error);
    QCOMPARE(error.error, QJsonParseError::NoError);
    const QJsonObject o = doc.object();
    for (const char *field : {"query", "keys", "values", "scores", "weights", "output", "steps"})
        QVERIFY2(o.contains(QLatin1String(field)), field);
    QCOMPARE(o.value(QStringLiteral("keys")).toArray().size(), 5);
    QCOMPARE(o.value(QStringLiteral("steps")).toArray().size(), 5);
    QVERIFY(close(o.value(QStringLiteral("weights")).toArray().at(1).toDouble(), 0.5508, 1e-4));
    QVERIFY(close(o.value(QStringLiteral("output")).toDouble(), 16.8421, 1e-5));
    // Numbers stay JSON numbers: key 3's negative score is not text with a minus sign.
    QVERIFY(o.value(QStringLiteral("scores")).toArray().at(2).isDouble());
    QVERIFY(close(o.value(QStringLiteral("scores")).toArray().at(2).toDouble(), -1.0500, 1e-4));
    const QJsonObject step = o.value(QStringLiteral("steps")).toArray().at(1).toObject();
    for (const char *field : {"terms", "score", "shifted", "exponential", "weight", "value",
                              "contribution"})
        QVERIFY2(step.contains(QLatin1String(field)), field);
}

void TestCli::computeJsonAgreesWithIndependentComputation()
{
    QRandomGenerator rng(20261129);
    for (int trial = 0; trial < 25; ++trial) {
        const int n = 1 + int(rng.bounded(8));
        QStringList keyText;
        QStringList valueText;
        std::vector<std::array<double, 2>> keys;
        std::vector<double> values;
        for (int i = 0; i < n; ++i) {
            const double a = rng.bounded(720.0) - 360.0;
            // The first trial's long keys give scores near 1000: the softmax must stay exact.
            const double l = trial == 0 ? 100.0 + rng.bounded(5.0) : rng.bounded(5.0);
            const double v = rng.bounded(200.0) - 100.0;
            keyText << QStringLiteral("%1:%2").arg(a, 0, 'g', 17).arg(l, 0, 'g', 17);
            valueText << QString::number(v, 'g', 17);
            keys.push_back({l * std::cos(a * std::numbers::pi / 180.0),
                            l * std::sin(a * std::numbers::pi / 180.0)});
            values.push_back(v);
        }
        const double qa = rng.bounded(360.0);
        const double ql = trial == 0 ? 10.0 : rng.bounded(10.0);
        const double qx = ql * std::cos(qa * std::numbers::pi / 180.0);
        const double qy = ql * std::sin(qa * std::numbers::pi / 180.0);

        const Run r = run({QStringLiteral("compute"), QStringLiteral("--json"),
                           QStringLiteral("--angle"), QString::number(qa, 'g', 17),
                           QStringLiteral("--length"), QString::number(ql, 'g', 17),
                           QStringLiteral("--keys"), keyText.join(QLatin1Char(',')),
                           QStringLiteral("--values"), valueText.join(QLatin1Char(','))});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();

        std::vector<double> s;
        double top = -INFINITY;
        for (const auto &k : keys) {
            s.push_back(qx * k[0] + qy * k[1]);
            top = std::max(top, s.back());
        }
        double z = 0.0;
        for (double x : s)
            z += std::exp(x - top);
        double output = 0.0;
        const std::vector<double> scores = toVector(o.value(QStringLiteral("scores")).toArray());
        const std::vector<double> weights = toVector(o.value(QStringLiteral("weights")).toArray());
        QCOMPARE(int(weights.size()), n);
        for (int i = 0; i < n; ++i) {
            const double w = std::exp(s[i] - top) / z;
            output += w * values[i];
            QVERIFY2(close(scores[i], s[i]), qPrintable(QStringLiteral("trial %1 score %2").arg(trial).arg(i)));
            QVERIFY2(close(weights[i], w), qPrintable(QStringLiteral("trial %1 weight %2").arg(trial).arg(i)));
        }
        QVERIFY2(close(o.value(QStringLiteral("output")).toDouble(), output),
                 qPrintable(QStringLiteral("trial %1").arg(trial)));
    }
}

void TestCli::computeScaleAndCartesianKeys()
{
    const Run r = run({QStringLiteral("compute"), QStringLiteral("--json"), QStringLiteral("--scale"),
                       QStringLiteral("--angle"), QStringLiteral("0"), QStringLiteral("--length"),
                       QStringLiteral("2"), QStringLiteral("--keys-xy"), QStringLiteral("1,0;0,1"),
                       QStringLiteral("--values"), QStringLiteral("1,2")});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
    const auto scores = toVector(o.value(QStringLiteral("scores")).toArray());
    QVERIFY(close(scores[0], 2.0 / std::sqrt(2.0)));
    QVERIFY(close(scores[1], 0.0));
}

void TestCli::computeTracesASetup()
{
    const QString example = QStringLiteral(FORMATS_DIR "/setup.example.attnsetup");
    Run r = run({QStringLiteral("compute"), QStringLiteral("--json"), QStringLiteral("--setup"), example});
    QCOMPARE(r.exitCode, 0);
    QJsonObject o = jsonOf(r);
    // The set-up's four keys, values and query, traced by the core.
    QCOMPARE(o.value(QStringLiteral("keys")).toArray().size(), 4);
    const auto values = toVector(o.value(QStringLiteral("values")).toArray());
    QCOMPARE(values, (std::vector<double>{10, 12, 40, 90}));
    attn::Lookup lookup;
    lookup.query = attn::fromPolar({28.0, 1.5});
    for (const attn::Polar k : {attn::Polar{20, 2}, attn::Polar{35, 2}, attn::Polar{150, 1.5}, attn::Polar{260, 2.5}})
        lookup.keys.push_back(attn::fromPolar(k));
    lookup.values = values;
    const auto expected = attn::trace(lookup);
    QVERIFY(expected);
    QVERIFY(close(o.value(QStringLiteral("output")).toDouble(), expected->output));
    // --angle still turns the query; the text form prints the same trace.
    r = run({QStringLiteral("compute"), QStringLiteral("--json"), QStringLiteral("--setup"), example,
             QStringLiteral("--angle"), QStringLiteral("150")});
    QCOMPARE(r.exitCode, 0);
    o = jsonOf(r);
    const auto weights = toVector(o.value(QStringLiteral("weights")).toArray());
    QCOMPARE(attn::argmax(weights), std::size_t(2));
    r = run({QStringLiteral("compute"), QStringLiteral("--setup"), example});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.contains(QStringLiteral("Output = %1").arg(expected->output, 0, 'f', 4)));
}

void TestCli::badSetupsAreRefusedWithEveryProblem()
{
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("bad.attnsetup"));
    QFile f(file);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(R"({"formatVersion": 1, "keys": [{"name": "a", "angle": 0, "length": 99, "value": 1},
        {"name": "a", "angle": 9, "length": 1, "value": 1}], "query": {"angle": 0, "length": 1}})");
    f.close();
    for (const QStringList &arguments : {QStringList{QStringLiteral("compute"), QStringLiteral("--setup"), file},
                                         QStringList{QStringLiteral("--screenshot"), dir.filePath(QStringLiteral("x.png")),
                                                     QStringLiteral("--setup"), file}}) {
        const Run r = run(arguments);
        QCOMPARE(r.exitCode, 2);
        QCOMPARE(r.err.count(QStringLiteral("attention-lab: --setup: ")), 2); // one line per problem
        QVERIFY2(r.err.contains(QStringLiteral("--setup: key 1: the length 99 is outside 0 to 10")), qPrintable(r.err));
        QVERIFY2(r.err.contains(QStringLiteral("--setup: key 2 has the same name as key 1")), qPrintable(r.err));
    }
    QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("x.png"))));
    // With its own keys, a set-up is one too many.
    const Run both = run({QStringLiteral("compute"), QStringLiteral("--setup"), QStringLiteral(FORMATS_DIR "/setup.example.attnsetup"),
                          QStringLiteral("--keys"), QStringLiteral("0:1,90:1")});
    QCOMPARE(both.exitCode, 2);
    QVERIFY(both.err.contains(QStringLiteral("--setup")));
}

namespace {

/// A compute input file (docs/formats/compute-input.schema.json) of these numbers.
QByteArray computeInput(const std::vector<attn::Vector> &keys, const std::vector<double> &values,
                        const attn::Vector &query, bool scaled = false)
{
    QJsonArray k;
    for (const attn::Vector &key : keys)
        k.append(QJsonArray{key[0], key[1]});
    QJsonArray v;
    for (double x : values)
        v.append(x);
    QJsonObject o{{QStringLiteral("formatVersion"), 1}, {QStringLiteral("keys"), k}, {QStringLiteral("values"), v},
                  {QStringLiteral("query"), QJsonArray{query[0], query[1]}}};
    if (scaled)
        o.insert(QStringLiteral("scaled"), true);
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

/// attention-lab with `input` on its standard input (a file, or bytes written to it).
Run runWithInput(const QStringList &arguments, const QByteArray &input, const QString &inputFile = {})
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("QT_QPA_PLATFORM"));
    env.remove(QStringLiteral("DISPLAY"));
    env.remove(QStringLiteral("WAYLAND_DISPLAY"));
    p.setProcessEnvironment(env);
    if (!inputFile.isEmpty())
        p.setStandardInputFile(inputFile);
    p.start(QStringLiteral(ATTENTION_LAB_EXECUTABLE), arguments);
    if (inputFile.isEmpty()) {
        if (!p.waitForStarted())
            return {};
        p.write(input);
        p.closeWriteChannel();
    }
    if (!p.waitForFinished(120000))
        return {};
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
            QString::fromUtf8(p.readAllStandardOutput()), QString::fromUtf8(p.readAllStandardError())};
}

} // namespace

void TestCli::computeInputEqualsTheArguments()
{
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("in.json"));
    const QString c = QStringLiteral("compute");
    const QStringList asArguments{c, QStringLiteral("--keys-xy"), QStringLiteral("1,0;0,2;-1.5,0.25;0.3,-0.7"),
                                  QStringLiteral("--values"), QStringLiteral("1,-2,3.5,40"),
                                  QStringLiteral("--angle"), QStringLiteral("40"), QStringLiteral("--length"), QStringLiteral("1.5")};
    const std::vector<attn::Vector> keys{{1, 0}, {0, 2}, {-1.5, 0.25}, {0.3, -0.7}};
    const std::vector<double> values{1, -2, 3.5, 40};
    // The query written as the numbers --angle 40 --length 1.5 make: the same trace, byte for
    // byte, as text and as JSON, scaled or not.
    QVERIFY(writeBytes(file, computeInput(keys, values, attn::fromPolar({40.0, 1.5}))));
    for (const QStringList &extra : {QStringList{}, QStringList{QStringLiteral("--json")}, QStringList{QStringLiteral("--scale")},
                                     QStringList{QStringLiteral("--json"), QStringLiteral("--scale")}}) {
        const Run expected = run(asArguments + extra);
        QCOMPARE(expected.exitCode, 0);
        const Run fromFile = run(QStringList{c, QStringLiteral("--input"), file} + extra);
        QVERIFY2(fromFile.exitCode == 0, qPrintable(fromFile.err));
        QCOMPARE(fromFile.out, expected.out);
        QVERIFY(fromFile.err.isEmpty());
    }
    // "scaled": true is --scale; --angle and --length change the file's query.
    QVERIFY(writeBytes(file, computeInput(keys, values, {-3.0, 0.5}, true)));
    const Run scaled = run({c, QStringLiteral("--input"), file, QStringLiteral("--json"), QStringLiteral("--angle"),
                            QStringLiteral("40"), QStringLiteral("--length"), QStringLiteral("1.5")});
    QVERIFY2(scaled.exitCode == 0, qPrintable(scaled.err));
    QCOMPARE(scaled.out, run(asArguments + QStringList{QStringLiteral("--json"), QStringLiteral("--scale")}).out);
    // The JSON is the documented object, with the figures of the core.
    const QJsonObject o = jsonOf(scaled);
    QCOMPARE(o.value(QStringLiteral("steps")).toArray().size(), 4);
    attn::Lookup lookup{attn::fromPolar({40.0, 1.5}), keys, values, attn::scaleForDimension(2), {}};
    const auto trace = attn::trace(lookup);
    QVERIFY(trace);
    QVERIFY(close(o.value(QStringLiteral("output")).toDouble(), trace->output));
    // The shipped example is the plate's layout to three decimals: 16.8 as on plate IV.
    const Run example = run({c, QStringLiteral("--input"), QStringLiteral(FORMATS_DIR "/compute-input.example.json"), QStringLiteral("--json")});
    QVERIFY2(example.exitCode == 0, qPrintable(example.err));
    QVERIFY(std::abs(jsonOf(example).value(QStringLiteral("output")).toDouble() - 16.84) < 0.01);
}

void TestCli::computeInputFromStandardInput()
{
    const QByteArray input = computeInput({{1, 0}, {0, 1}, {-1, 0}}, {10, 20, 30}, {0.5, 1.5});
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("in.json"));
    QVERIFY(writeBytes(file, input));
    const Run fromFile = run({QStringLiteral("compute"), QStringLiteral("--json"), QStringLiteral("--input"), file});
    QCOMPARE(fromFile.exitCode, 0);
    const Run piped = runWithInput({QStringLiteral("compute"), QStringLiteral("--json"), QStringLiteral("--input"), QStringLiteral("-")}, input);
    QVERIFY2(piped.exitCode == 0, qPrintable(piped.err));
    QCOMPARE(piped.out, fromFile.out);
    QCOMPARE(jsonOf(piped).value(QStringLiteral("weights")).toArray().size(), 3);
    // A broken pipe's worth of nothing: stdin empty.
    const Run empty = runWithInput({QStringLiteral("compute"), QStringLiteral("--input"), QStringLiteral("-")}, {});
    QCOMPARE(empty.exitCode, 2);
    QVERIFY2(empty.err.contains(QStringLiteral("--input: standard input: it is empty")), qPrintable(empty.err));
    // /dev/zero on standard input never ends: read up to the cap, then refused.
    const Run zeros = runWithInput({QStringLiteral("compute"), QStringLiteral("--input"), QStringLiteral("-")}, {},
                                   QStringLiteral("/dev/zero"));
    QCOMPARE(zeros.exitCode, 2);
    QVERIFY2(zeros.err.contains(QStringLiteral("--input: standard input: it is larger than 256 MiB")), qPrintable(zeros.err));
}

void TestCli::computeInputRefusesBadInput_data()
{
    QTest::addColumn<QString>("where"); // "file" (holding `content`), or a path itself
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QStringList>("extra");
    QTest::addColumn<QString>("mentions");
    const QByteArray good = R"("formatVersion": 1, "keys": [[1, 0], [0, 1]], "values": [1, 2], "query": [1, 1])";
    const auto with = [&](const char *member) { return QByteArray("{") + good + ", " + member + "}"; };
    const auto replaced = [&](const char *from, const char *to) { return QByteArray("{") + QByteArray(good).replace(from, to) + "}"; };
    const QString f = QStringLiteral("file");
    QTest::newRow("malformed JSON") << f << QByteArray(R"({"formatVersion": 1, "keys": [[1, 0]})") << QStringList{}
                                    << QStringLiteral("not valid JSON: unterminated array at byte 37");
    QTest::newRow("garbage after the object") << f << QByteArray("{") + good + "} x" << QStringList{}
                                              << QStringLiteral("not valid JSON: garbage at the end of the document at byte");
    QTest::newRow("not an object") << f << QByteArray("[1, 2]") << QStringList{} << QStringLiteral("not a JSON object");
    QTest::newRow("empty file") << f << QByteArray(" \n") << QStringList{} << QStringLiteral("it is empty");
    QTest::newRow("NaN") << f << replaced("[1, 2]", "[1, NaN]") << QStringList{} << QStringLiteral("not valid JSON: illegal number at byte 61");
    QTest::newRow("infinity") << f << replaced("[1, 2]", "[1, Infinity]") << QStringList{} << QStringLiteral("not valid JSON: illegal number at byte 61");
    QTest::newRow("beyond a double") << f << replaced("[1, 2]", "[1, 1e400]") << QStringList{} << QStringLiteral("not valid JSON: illegal number at byte");
    QTest::newRow("another version") << f << replaced("\"formatVersion\": 1", "\"formatVersion\": 2") << QStringList{}
                                     << QStringLiteral("/formatVersion: must be 1, not 2");
    QTest::newRow("no version") << f << replaced("\"formatVersion\": 1, ", "") << QStringList{}
                                << QStringLiteral("/formatVersion: missing; it must be 1");
    QTest::newRow("unknown member") << f << with(R"("scale": 2)") << QStringList{}
                                    << QStringLiteral("/scale: not a member of the format (formatVersion, keys, values, query, scaled)");
    QTest::newRow("keys not an array") << f << replaced("[[1, 0], [0, 1]]", "\"1,0;0,1\"") << QStringList{}
                                       << QStringLiteral("/keys: must be an array of keys [x, y], not a string");
    QTest::newRow("no keys") << f << replaced("[[1, 0], [0, 1]]", "[]").replace("[1, 2]", "[]") << QStringList{}
                             << QStringLiteral("/keys: there are no keys");
    QTest::newRow("key a number") << f << replaced("[[1, 0], [0, 1]]", "[[1, 0], 7]") << QStringList{}
                                  << QStringLiteral("/keys/1: a key must be [x, y], 2 numbers, not a number");
    QTest::newRow("key a string") << f << replaced("[0, 1]]", "[0, \"1\"]]") << QStringList{}
                                  << QStringLiteral("/keys/1/1: must be a number, not a string");
    QTest::newRow("too many dimensions") << f << replaced("[0, 1]]", "[0, 1, 2]]") << QStringList{}
                                         << QStringLiteral("/keys/1: a key must be [x, y], 2 numbers, not 3 (compute works in two dimensions)");
    QTest::newRow("too few dimensions") << f << replaced("[[1, 0]", "[[1]") << QStringList{}
                                        << QStringLiteral("/keys/0: a key must be [x, y], 2 numbers, not 1");
    QTest::newRow("more values than keys") << f << replaced("[1, 2]", "[1, 2, 3]") << QStringList{}
                                           << QStringLiteral("/values: there are 2 keys but 3 values; give one value per key");
    QTest::newRow("fewer values than keys") << f << replaced("[1, 2]", "[1]") << QStringList{}
                                            << QStringLiteral("/values: there are 2 keys but 1 values");
    QTest::newRow("value null") << f << replaced("[1, 2]", "[1, null]") << QStringList{}
                                << QStringLiteral("/values/1: must be a number, not null");
    QTest::newRow("no values") << f << replaced(", \"values\": [1, 2]", "") << QStringList{}
                               << QStringLiteral("/values: must be an array of numbers, one per key, not missing");
    QTest::newRow("3-D query") << f << replaced("[1, 1]", "[1, 1, 1]") << QStringList{}
                               << QStringLiteral("/query: the query must be [x, y], 2 numbers, not 3");
    QTest::newRow("query an object") << f << replaced("[1, 1]", R"({"angle": 0, "length": 1})") << QStringList{}
                                     << QStringLiteral("/query: the query must be [x, y], 2 numbers, not an object");
    QTest::newRow("scaled a string") << f << with(R"("scaled": "yes")") << QStringList{}
                                     << QStringLiteral("/scaled: must be true or false, not a string");
    QTest::newRow("score overflows") << f << replaced("[1, 1]", "[1e300, 1e300]").replace("[0, 1]]", "[1e300, 1]]") << QStringList{}
                                     << QStringLiteral("compute: the score of key 2 overflows");
    QTest::newRow("more arrays than keys") << f << QByteArray("{\"formatVersion\": 1, \"keys\": [") + QByteArray("[],").repeated(2'000'010) + "[]]}"
                                           << QStringList{} << QStringLiteral("it holds more than 2,000,000 keys, the most compute reads");
    QTest::newRow("with --keys") << f << QByteArray("{") + good + "}" << QStringList{QStringLiteral("--keys"), QStringLiteral("0:1")}
                                 << QStringLiteral("compute: give either --input or --setup, --keys, --keys-xy and --values, not both");
    QTest::newRow("bad --length") << f << QByteArray("{") + good + "}" << QStringList{QStringLiteral("--length"), QStringLiteral("-11")}
                                  << QStringLiteral("--length: -11 is a negative length");
    QTest::newRow("a folder") << QStringLiteral("folder") << QByteArray() << QStringList{} << QStringLiteral("it is a folder, not a file");
    QTest::newRow("a device") << QStringLiteral("/dev/zero") << QByteArray() << QStringList{}
                              << QStringLiteral("--input: /dev/zero: it is not an ordinary file (use - for standard input)");
    QTest::newRow("no such file") << QStringLiteral("missing") << QByteArray() << QStringList{} << QStringLiteral("there is no such file");
}

void TestCli::computeInputRefusesBadInput()
{
    QFETCH(QString, where);
    QFETCH(QByteArray, content);
    QFETCH(QStringList, extra);
    QFETCH(QString, mentions);
    QTemporaryDir dir;
    QString path = where;
    if (where == QLatin1String("file")) {
        path = dir.filePath(QStringLiteral("in.json"));
        QVERIFY(writeBytes(path, content));
    } else if (where == QLatin1String("folder")) {
        path = dir.path();
    } else if (where == QLatin1String("missing")) {
        path = dir.filePath(QStringLiteral("none.json"));
    }
    for (const QString &json : {QString(), QStringLiteral("--json")}) {
        QStringList arguments{QStringLiteral("compute"), QStringLiteral("--input"), path};
        if (!json.isEmpty())
            arguments << json;
        const Run r = run(arguments + extra);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.out.isEmpty(), qPrintable(r.out.left(200)));
        QVERIFY2(r.err.contains(mentions), qPrintable(r.err));
        QCOMPARE(r.err.count(QLatin1Char('\n')), 1); // one line
    }
}

void TestCli::labNewCarriesASetup()
{
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("week3.attnlab"));
    const Run made = run({QStringLiteral("lab"), QStringLiteral("new"), QStringLiteral("--title"), QStringLiteral("Week 3"),
                          QStringLiteral("--lessons"), QStringLiteral("iv2-3-softmax"), QStringLiteral("--setup"),
                          QStringLiteral(FORMATS_DIR "/setup.example.attnsetup"), QStringLiteral("--out"), file});
    QVERIFY2(made.exitCode == 0, qPrintable(made.err));
    QVERIFY2(made.out.contains(QStringLiteral("Workshop set-up: Two keys that nearly agree (4 keys: cat, kitten, dog, car)")),
             qPrintable(made.out));
    const Run shown = run({QStringLiteral("lab"), QStringLiteral("show"), file, QStringLiteral("--json")});
    QCOMPARE(shown.exitCode, 0);
    const QJsonObject setup = jsonOf(shown).value(QStringLiteral("setup")).toObject();
    QCOMPARE(setup.value(QStringLiteral("keys")).toArray().size(), 4);
    // A set-up that cannot be used makes no session file.
    const QString missing = dir.filePath(QStringLiteral("none.attnlab"));
    const Run bad = run({QStringLiteral("lab"), QStringLiteral("new"), QStringLiteral("--title"), QStringLiteral("W"),
                         QStringLiteral("--lessons"), QStringLiteral("iv2-3-softmax"), QStringLiteral("--setup"),
                         dir.path(), QStringLiteral("--out"), missing});
    QCOMPARE(bad.exitCode, 2);
    QVERIFY(bad.err.contains(QStringLiteral("--setup")));
    QVERIFY(!QFile::exists(missing));
}

void TestCli::trainPrintsARunAReaderCanRecompute()
{
    // Issue 37: `train --json` is exact. Everything is recomputed here from the printed
    // embeddings and matrices alone (the formulas of the issue), not from the core.
    const Run r = run({QStringLiteral("train"), QStringLiteral("--json"), QStringLiteral("--seed"), QStringLiteral("3")});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    const QJsonObject o = jsonOf(r);
    const QJsonArray tokens = o.value(QStringLiteral("tokens")).toArray();
    const QJsonArray targets = o.value(QStringLiteral("targets")).toArray();
    const int n = int(tokens.size());
    QVERIFY(n >= 4 && n <= 8);
    QCOMPARE(int(targets.size()), n);
    const double scale = o.value(QStringLiteral("scale")).toDouble();
    QVERIFY(std::abs(scale - 1.0 / std::sqrt(2.0)) < 1e-15);
    const auto matrix = [](const QJsonValue &v) {
        const QJsonArray rows = v.toArray();
        return std::array<std::array<double, 2>, 2>{{{rows[0][0].toDouble(), rows[0][1].toDouble()},
                                                     {rows[1][0].toDouble(), rows[1][1].toDouble()}}};
    };
    using M = std::array<std::array<double, 2>, 2>;
    const auto apply = [](const M &w, const QJsonArray &x) {
        return std::array<double, 2>{w[0][0] * x[0].toDouble() + w[0][1] * x[1].toDouble(),
                                     w[1][0] * x[0].toDouble() + w[1][1] * x[1].toDouble()};
    };
    struct Point {
        double loss = 0.0;
        std::vector<std::vector<double>> weights;
        M gq{}, gk{};
    };
    const auto evaluate = [&](const M &wq, const M &wk) {
        Point p;
        std::vector<std::array<double, 2>> q(n), k(n);
        for (int i = 0; i < n; ++i) {
            const QJsonArray x = tokens[i].toObject().value(QStringLiteral("x")).toArray();
            q[i] = apply(wq, x);
            k[i] = apply(wk, x);
        }
        std::vector<std::vector<double>> g(n, std::vector<double>(n));
        for (int i = 0; i < n; ++i) {
            std::vector<double> e(n);
            double sum = 0.0;
            for (int j = 0; j < n; ++j)
                sum += e[j] = std::exp(scale * (q[i][0] * k[j][0] + q[i][1] * k[j][1]));
            std::vector<double> w(n);
            const int t = targets[i].toInt();
            for (int j = 0; j < n; ++j) {
                w[j] = e[j] / sum;
                g[i][j] = (w[j] - (j == t ? 1.0 : 0.0)) / n;
            }
            p.loss -= std::log(w[t]) / n;
            p.weights.push_back(w);
        }
        for (int i = 0; i < n; ++i) {
            const QJsonArray x = tokens[i].toObject().value(QStringLiteral("x")).toArray();
            for (int a = 0; a < 2; ++a) {
                double dq = 0.0, dk = 0.0;
                for (int j = 0; j < n; ++j) {
                    dq += scale * g[i][j] * k[j][a];
                    dk += scale * g[j][i] * q[j][a];
                }
                for (int b = 0; b < 2; ++b) {
                    p.gq[a][b] += dq * x[b].toDouble();
                    p.gk[a][b] += dk * x[b].toDouble();
                }
            }
        }
        return p;
    };
    const QJsonObject initial = o.value(QStringLiteral("initial")).toObject();
    const Point start = evaluate(matrix(initial.value(QStringLiteral("Wq"))), matrix(initial.value(QStringLiteral("Wk"))));
    QVERIFY(std::abs(start.loss - initial.value(QStringLiteral("loss")).toDouble()) < 1e-12);
    const QJsonObject gradient = initial.value(QStringLiteral("gradient")).toObject();
    const M gq = matrix(gradient.value(QStringLiteral("Wq")));
    const M gk = matrix(gradient.value(QStringLiteral("Wk")));
    for (int a = 0; a < 2; ++a)
        for (int b = 0; b < 2; ++b) {
            QVERIFY(std::abs(start.gq[a][b] - gq[a][b]) < 1e-12);
            QVERIFY(std::abs(start.gk[a][b] - gk[a][b]) < 1e-12);
        }
    const QJsonObject final = o.value(QStringLiteral("final")).toObject();
    const Point end = evaluate(matrix(final.value(QStringLiteral("Wq"))), matrix(final.value(QStringLiteral("Wk"))));
    QVERIFY(std::abs(end.loss - final.value(QStringLiteral("loss")).toDouble()) < 1e-12);
    const QJsonArray weights = final.value(QStringLiteral("weights")).toArray();
    int onTarget = 0;
    for (int i = 0; i < n; ++i) {
        int best = 0;
        for (int j = 0; j < n; ++j) {
            QVERIFY(std::abs(end.weights[i][j] - weights[i][j].toDouble()) < 1e-12);
            if (end.weights[i][j] > end.weights[i][best])
                best = j;
        }
        onTarget += best == targets[i].toInt() ? 1 : 0;
    }
    QCOMPARE(final.value(QStringLiteral("accuracy")).toDouble(), double(onTarget) / n);
    // The default task is learned: the loss falls at least tenfold, every token on its target.
    QVERIFY(end.loss * 10.0 <= start.loss);
    QCOMPARE(onTarget, n);
    const QJsonArray steps = o.value(QStringLiteral("steps")).toArray();
    QVERIFY(!steps.isEmpty());
    QCOMPARE(steps.last().toObject().value(QStringLiteral("loss")).toDouble(), final.value(QStringLiteral("loss")).toDouble());
    // A seed reproduces the run byte for byte; another seed starts elsewhere.
    QCOMPARE(run({QStringLiteral("train"), QStringLiteral("--json"), QStringLiteral("--seed"), QStringLiteral("3")}).out, r.out);
    QVERIFY(run({QStringLiteral("train"), QStringLiteral("--json"), QStringLiteral("--seed"), QStringLiteral("4")}).out != r.out);
    // Text for a reader, and a clear message for nonsense.
    const Run text = run({QStringLiteral("train"), QStringLiteral("--task"), QStringLiteral("it-cat")});
    QCOMPARE(text.exitCode, 0);
    QVERIFY2(text.out.contains(QStringLiteral("it → ")) && text.out.contains(QStringLiteral("(wants cat)")), qPrintable(text.out));
    for (const QStringList &bad : {QStringList{QStringLiteral("--task"), QStringLiteral("nope")},
                                   QStringList{QStringLiteral("--rate"), QStringLiteral("0")},
                                   QStringList{QStringLiteral("--rate"), QStringLiteral("nan")},
                                   QStringList{QStringLiteral("--steps"), QStringLiteral("0")},
                                   QStringList{QStringLiteral("--momentum"), QStringLiteral("1")},
                                   QStringList{QStringLiteral("--seed"), QStringLiteral("-1")}}) {
        const Run refused = run(QStringList{QStringLiteral("train")} + bad);
        QCOMPARE(refused.exitCode, 2);
        QVERIFY2(!refused.err.isEmpty() && refused.out.isEmpty(), qPrintable(bad.join(QLatin1Char(' '))));
    }
}

void TestCli::labNewSetsAPenaltyPerAttempt()
{
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("quiz.attnlab"));
    const Run made = run({QStringLiteral("lab"), QStringLiteral("new"), QStringLiteral("--title"), QStringLiteral("Quiz"),
                          QStringLiteral("--lessons"), QStringLiteral("iv2-3-softmax"), QStringLiteral("--attempt-penalty"),
                          QStringLiteral("25"), QStringLiteral("--out"), file});
    QVERIFY2(made.exitCode == 0, qPrintable(made.err));
    QVERIFY2(made.out.contains(QStringLiteral("25% less credit per extra attempt")), qPrintable(made.out));
    const Run shown = run({QStringLiteral("lab"), QStringLiteral("show"), file, QStringLiteral("--json")});
    QCOMPARE(shown.exitCode, 0);
    QCOMPARE(jsonOf(shown).value(QStringLiteral("rules")).toObject().value(QStringLiteral("attemptPenalty")).toDouble(), 0.25);
    for (const char *bad : {"101", "-5", "a quarter", "12.5"}) {
        const QString none = dir.filePath(QStringLiteral("none.attnlab"));
        const Run refused = run({QStringLiteral("lab"), QStringLiteral("new"), QStringLiteral("--title"), QStringLiteral("Q"),
                                 QStringLiteral("--lessons"), QStringLiteral("iv2-3-softmax"), QStringLiteral("--attempt-penalty"),
                                 QString::fromLatin1(bad), QStringLiteral("--out"), none});
        QCOMPARE(refused.exitCode, 2);
        QVERIFY2(refused.err.contains(QStringLiteral("--attempt-penalty")), qPrintable(refused.err));
        QVERIFY(!QFile::exists(none));
    }
}

void TestCli::badArgumentsExitTwo_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("mentions");
    const QString c = QStringLiteral("compute");
    QTest::newRow("angle not a number") << QStringList{c, QStringLiteral("--angle"), QStringLiteral("abc")} << QStringLiteral("--angle");
    QTest::newRow("length NaN") << QStringList{c, QStringLiteral("--length"), QStringLiteral("nan")} << QStringLiteral("--length");
    QTest::newRow("length infinity") << QStringList{c, QStringLiteral("--length"), QStringLiteral("inf")} << QStringLiteral("--length");
    QTest::newRow("negative length") << QStringList{c, QStringLiteral("--length"), QStringLiteral("-1")} << QStringLiteral("--length: -1 is a negative length");
    QTest::newRow("zero keys") << QStringList{c, QStringLiteral("--keys"), QString()} << QStringLiteral("--keys");
    QTest::newRow("malformed key") << QStringList{c, QStringLiteral("--keys"), QStringLiteral("10:1,20")} << QStringLiteral("--keys");
    QTest::newRow("keys and values differ") << QStringList{c, QStringLiteral("--values"), QStringLiteral("1,2,3")} << QStringLiteral("values");
    QTest::newRow("value garbage") << QStringList{c, QStringLiteral("--values"), QStringLiteral("1,2,x,4,5")} << QStringLiteral("--values");
    QTest::newRow("3-D key for 2-D query") << QStringList{c, QStringLiteral("--keys-xy"), QStringLiteral("1,0,0"), QStringLiteral("--values"), QStringLiteral("1")} << QStringLiteral("key 1");
    QTest::newRow("unknown option") << QStringList{c, QStringLiteral("--frobnicate")} << QStringLiteral("frobnicate");
    QTest::newRow("both key forms") << QStringList{c, QStringLiteral("--keys"), QStringLiteral("0:1"), QStringLiteral("--keys-xy"), QStringLiteral("1,0")} << QStringLiteral("--keys-xy");
    QTest::newRow("missing option value") << QStringList{c, QStringLiteral("--angle")} << QStringLiteral("angle");
    const QString m = QStringLiteral("matrix");
    const QString tokens = QStringLiteral("--tokens");
    const QString bad = QStringLiteral("is not a whole number from 1 to 2048");
    QTest::newRow("matrix: zero tokens") << QStringList{m, tokens, QStringLiteral("0")} << QStringLiteral("--tokens: '0' ") + bad;
    QTest::newRow("matrix: negative tokens") << QStringList{m, tokens, QStringLiteral("-3")} << QStringLiteral("--tokens: '-3' ") + bad;
    QTest::newRow("matrix: tokens not a number") << QStringList{m, tokens, QStringLiteral("many")} << QStringLiteral("--tokens: 'many' ") + bad;
    QTest::newRow("matrix: fractional tokens") << QStringList{m, tokens, QStringLiteral("6.5")} << QStringLiteral("--tokens: '6.5' ") + bad;
    QTest::newRow("matrix: too many tokens") << QStringList{m, tokens, QStringLiteral("2049")} << QStringLiteral("--tokens: '2049' ") + bad;
    QTest::newRow("matrix: tokens and sentence") << QStringList{m, tokens, QStringLiteral("4"), QStringLiteral("--sentence"), QStringLiteral("a b")} << QStringLiteral("either --tokens or --sentence");
    QTest::newRow("matrix: empty sentence") << QStringList{m, QStringLiteral("--sentence"), QStringLiteral("   ")} << QStringLiteral("--sentence: the sentence has no words");
    QTest::newRow("matrix: missing N") << QStringList{m, tokens} << QStringLiteral("tokens");
}

void TestCli::badArgumentsExitTwo()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, mentions);
    const Run r = run(arguments);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.out.isEmpty(), qPrintable(r.out));
    QCOMPARE(r.err.count(QLatin1Char('\n')), 1);
    QVERIFY2(r.err.contains(mentions), qPrintable(r.err));
}

void TestCli::matrixDefaultIsThePlateSentence()
{
    const Run r = run({QStringLiteral("matrix")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
    QVERIFY2(r.out.contains(QStringLiteral("Tokens: the cat sat on the mat\n")), qPrintable(r.out));
    // The preview's figures: "the" gives itself and the other "the" 0.40 each (lesson prose).
    QVERIFY2(r.out.contains(QStringLiteral("   1 the: 0.40 0.04 0.04 0.07 0.40 0.04\n")), qPrintable(r.out));
    const Run causal = run({QStringLiteral("matrix"), QStringLiteral("--causal")});
    QVERIFY2(causal.out.contains(QStringLiteral("   1 the: 1.00 — — — — —\n")), qPrintable(causal.out));
}

void TestCli::matrixJsonIsNByNAndAgreesWithIndependentComputation_data()
{
    QTest::addColumn<int>("n");
    QTest::addColumn<bool>("scale");
    QTest::addColumn<bool>("causal");
    QTest::newRow("1 token") << 1 << false << false;
    QTest::newRow("6 tokens, scaled") << 6 << true << false;
    QTest::newRow("64 tokens, causal") << 64 << false << true;
    QTest::newRow("64 tokens, scaled and causal") << 64 << true << true;
    QTest::newRow("512 tokens, scaled") << 512 << true << false;
}

void TestCli::matrixJsonIsNByNAndAgreesWithIndependentComputation()
{
    QFETCH(int, n);
    QFETCH(bool, scale);
    QFETCH(bool, causal);
    QStringList arguments{QStringLiteral("matrix"), QStringLiteral("--tokens"), QString::number(n),
                          QStringLiteral("--json")};
    if (scale)
        arguments << QStringLiteral("--scale");
    if (causal)
        arguments << QStringLiteral("--causal");
    const Run r = run(arguments);
    QCOMPARE(r.exitCode, 0);
    QJsonParseError error;
    const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8(), &error).object();
    QCOMPARE(error.error, QJsonParseError::NoError);
    const QJsonArray tokens = o.value(QStringLiteral("tokens")).toArray();
    const QJsonArray embeddings = o.value(QStringLiteral("embeddings")).toArray();
    const QJsonArray weights = o.value(QStringLiteral("weights")).toArray();
    QCOMPARE(tokens.size(), n);
    QCOMPARE(embeddings.size(), n);
    QCOMPARE(weights.size(), n);
    QCOMPARE(o.value(QStringLiteral("dimension")).toInt(), 4);
    QCOMPARE(o.value(QStringLiteral("causal")).toBool(), causal);
    const double factor = scale ? 0.5 : 1.0; // 1/√4
    QVERIFY(close(o.value(QStringLiteral("scale")).toDouble(), factor));
    QCOMPARE(tokens.at(0).toString(), QStringLiteral("the"));
    const QString last = n > 6 ? QStringLiteral("w%1").arg(n) : n == 6 ? QStringLiteral("mat") : QStringLiteral("the");
    QCOMPARE(tokens.at(n - 1).toString(), last);
    // W = softmax(scale·E·Eᵀ) row by row from the printed embeddings, masked above the diagonal.
    for (int i = 0; i < n; ++i) {
        const QJsonArray row = weights.at(i).toArray();
        QCOMPARE(row.size(), n);
        const QJsonArray q = embeddings.at(i).toArray();
        std::vector<double> e(std::size_t(n), 0.0);
        double top = -INFINITY;
        for (int j = 0; j < n; ++j) {
            if (causal && j > i)
                continue;
            const QJsonArray k = embeddings.at(j).toArray();
            double s = 0.0;
            for (qsizetype d = 0; d < q.size(); ++d)
                s += q.at(d).toDouble() * k.at(d).toDouble();
            e[std::size_t(j)] = factor * s;
            top = std::max(top, factor * s);
        }
        double sum = 0.0;
        for (int j = 0; j < n; ++j) {
            e[std::size_t(j)] = causal && j > i ? 0.0 : std::exp(e[std::size_t(j)] - top);
            sum += e[std::size_t(j)];
        }
        double rowSum = 0.0;
        for (int j = 0; j < n; ++j) {
            const double w = row.at(j).toDouble();
            rowSum += w;
            if (causal && j > i)
                QCOMPARE(w, 0.0);
            QVERIFY2(std::abs(w - e[std::size_t(j)] / sum) < 1e-12,
                     qPrintable(QStringLiteral("row %1 column %2").arg(i).arg(j)));
        }
        QVERIFY(std::abs(rowSum - 1.0) < 1e-9);
    }
}

void TestCli::matrixSentenceGivesTheSameWordTheSameRow()
{
    const Run r = run({QStringLiteral("matrix"), QStringLiteral("--sentence"),
                       QStringLiteral("A dog saw a Dog."), QStringLiteral("--json")});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
    const QJsonArray tokens = o.value(QStringLiteral("tokens")).toArray();
    QCOMPARE(tokens.size(), 6);
    QCOMPARE(tokens.at(3).toString(), QStringLiteral("a"));
    QCOMPARE(tokens.at(4).toString(), QStringLiteral("dog"));
    QCOMPARE(tokens.at(5).toString(), QStringLiteral("."));
    const QJsonArray embeddings = o.value(QStringLiteral("embeddings")).toArray();
    QCOMPARE(embeddings.at(1), embeddings.at(4)); // "dog" and "Dog"
    QCOMPARE(embeddings.at(0), embeddings.at(3)); // "A" and "a"
    QVERIFY(embeddings.at(1) != embeddings.at(2));
    const QJsonArray weights = o.value(QStringLiteral("weights")).toArray();
    QCOMPARE(weights.at(1), weights.at(4));
}

void TestCli::initTestCase()
{
    // As main() does: English has its own plural forms ("1 hand-in", "8 hand-ins").
    QVERIFY(m_english.load(QStringLiteral(ENGLISH_QM)));
    QCoreApplication::installTranslator(&m_english);
}

void TestCli::theProgramItselfRunsTheCommands()
{
    // The same commands in this process and in the program: the same status, output and
    // messages, so that the in-process cases check what a user gets.
    const QList<QStringList> commands{
        {QStringLiteral("compute")},
        {QStringLiteral("compute"), QStringLiteral("--json"), QStringLiteral("--angle"), QStringLiteral("120")},
        {QStringLiteral("compute"), QStringLiteral("--length"), QStringLiteral("-1")},
        {QStringLiteral("list"), QStringLiteral("--json")},
        {QStringLiteral("validate"), QStringLiteral(LESSONS_SOURCE_DIR)},
        {QStringLiteral("exercise"), QStringLiteral("iv2-3-match-scores-weights"), QStringLiteral("--learner"), QStringLiteral("s-1"),
         QStringLiteral("--json")},
        {QStringLiteral("exercise"), QStringLiteral("iv2-7-match-terms"), QStringLiteral("--answer"), QStringLiteral("{\"query\": \"key\"}")},
        {QStringLiteral("compute"), QStringLiteral("--nonsense")},
    };
    for (const QStringList &arguments : commands) {
        const Run here = runInProcess(arguments);
        const Run there = testing::runAttentionLab(arguments);
        const QByteArray where = arguments.join(u' ').toUtf8();
        QCOMPARE(here.exitCode, there.exitCode);
        QVERIFY2(here.out == there.out, where.constData());
        QVERIFY2(here.err == there.err, where.constData());
    }
}

void TestCli::gradesGoToTheLearningPlatformsAsAsked()
{
    QTemporaryDir dir;
    const QString session = dir.filePath(QStringLiteral("week3.attnlab"));
    const QString handIns = dir.filePath(QStringLiteral("hand-ins"));
    QVERIFY(rehearsedWeek3(session, handIns));
    const QJsonObject book = jsonOf(run({QStringLiteral("grade"), session, handIns, QStringLiteral("--json")}));
    const QJsonArray students = book.value(QStringLiteral("students")).toArray();
    QVERIFY(!students.isEmpty());
    const int exercises = int(book.value(QStringLiteral("exercises")).toArray().size());

    // Out of 100 points: each final total scaled; the maximum said in the output.
    const QString moodle = dir.filePath(QStringLiteral("moodle.csv"));
    Run r = run({QStringLiteral("grade"), session, handIns, QStringLiteral("--csv"), moodle, QStringLiteral("--preset"),
                 QStringLiteral("moodle"), QStringLiteral("--out-of"), QStringLiteral("100")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains(QStringLiteral("whose maximum must be 100.00")), qPrintable(r.out));
    QFile file(moodle);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QStringList lines = QString::fromUtf8(file.readAll()).split(QStringLiteral("\r\n"), Qt::SkipEmptyParts);
    for (const QJsonValue &v : students) {
        const QJsonObject s = v.toObject();
        const QString row = *std::find_if(lines.cbegin(), lines.cend(), [&](const QString &l) {
            return l.startsWith(s.value(QStringLiteral("id")).toString() + u',');
        });
        const QString grade = row.section(u',', -1);
        if (s.value(QStringLiteral("status")).toString() == QLatin1String("handed-in"))
            QCOMPARE(grade, QString::number(100.0 * s.value(QStringLiteral("total")).toDouble() / exercises, 'f', 2));
        else
            QVERIFY2(grade.isEmpty() && r.err.contains(s.value(QStringLiteral("id")).toString()), qPrintable(row + r.err));
    }

    // Canvas: the assignment by its id.
    const QString canvas = dir.filePath(QStringLiteral("canvas.csv"));
    r = run({QStringLiteral("grade"), session, handIns, QStringLiteral("--csv"), canvas, QStringLiteral("--preset"),
             QStringLiteral("canvas"), QStringLiteral("--canvas-assignment"), QStringLiteral("4711")});
    QCOMPARE(r.exitCode, 0);
    QFile canvasFile(canvas);
    QVERIFY(canvasFile.open(QIODevice::ReadOnly));
    QVERIFY(canvasFile.readLine().trimmed().endsWith("Week 3 (4711)"));
    for (const QStringList &bad : {QStringList{QStringLiteral("--out-of"), QStringLiteral("0")},
                                   QStringList{QStringLiteral("--out-of"), QStringLiteral("lots")},
                                   QStringList{QStringLiteral("--canvas-assignment"), QStringLiteral("abc")},
                                   QStringList{QStringLiteral("--preset"), QStringLiteral("plain"), QStringLiteral("--out-of"), QStringLiteral("20")}}) {
        QStringList arguments{QStringLiteral("grade"), session, handIns, QStringLiteral("--csv"), canvas};
        if (!bad.contains(QStringLiteral("--preset")))
            arguments << QStringLiteral("--preset") << QStringLiteral("canvas");
        r = run(arguments + bad);
        QVERIFY2(r.exitCode == 2 && r.err.startsWith(QStringLiteral("attention-lab: grade: ")), qPrintable(bad.join(u' ') + r.err));
    }

    // The long format: one row per student with work and exercise, numbers as numbers.
    const QString items = dir.filePath(QStringLiteral("items.csv"));
    r = run({QStringLiteral("grade"), session, handIns, QStringLiteral("--items-csv"), items});
    QCOMPARE(r.exitCode, 0);
    QFile itemsFile(items);
    QVERIFY(itemsFile.open(QIODevice::ReadOnly));
    const QStringList rows = QString::fromUtf8(itemsFile.readAll()).split(QStringLiteral("\r\n"), Qt::SkipEmptyParts);
    int withWork = 0;
    for (const QJsonValue &v : students)
        withWork += v.toObject().value(QStringLiteral("handedIn")).toBool() ? 1 : 0;
    QCOMPARE(rows.size(), 1 + withWork * exercises);
    QVERIFY(rows.first().startsWith(QStringLiteral("Student ID,Name,Status,Exercise ID,")));
}

void TestCli::gradeJsonGivesEveryAttemptGradedAgain()
{
    // Ada's hand-in claims the opposite of the truth for each check: the first "correct", the
    // second "wrong". grade --json grades each answer again, with its time, what she typed and
    // the mistake recognised, beside the hint and the solution she saw.
    QTemporaryDir dir;
    const QString sessionFile = dir.filePath(QStringLiteral("week3.attnlab"));
    const QString weight = QStringLiteral("iv2-3-weight-k2");
    const QString choice = QStringLiteral("iv2-3-why-subtract-max");
    QCOMPARE(run({QStringLiteral("lab"), QStringLiteral("new"), QStringLiteral("--title"), QStringLiteral("Week 3"),
                  QStringLiteral("--exercises"), weight + u',' + choice, QStringLiteral("--seed"), QStringLiteral("7"),
                  QStringLiteral("--solutions"), QStringLiteral("always"), QStringLiteral("--out"), sessionFile}).exitCode, 0);
    QStringList problems;
    const std::optional<course::LabSession> session = course::readLabSession(sessionFile, &problems);
    QVERIFY2(session, qPrintable(problems.join(u' ')));
    const course::Course c = course::LessonLoader::loadCourse(course::builtInLessonsRoot());
    const course::Exercise e = course::underLabRules(*c.exercise(weight), session->rules);
    const course::Variant variant = course::makeVariant(e, QStringLiteral("s-1"), session->variantContext());
    const QString right = QString::number(*course::numericAnswer(e, variant), 'f', 2);
    // Key 2's score where its weight is asked for: a mistake the grader names.
    const QString scoreNotWeight = QString::number(variant.trace().rows[1].score, 'f', 4);
    const auto at = [](int minute) { return QDateTime(QDate(2026, 11, 30), QTime(9, minute), Qt::UTC); };
    const auto check = [](const QString &typed, course::Feedback::Status claimed, const QDateTime &when) {
        course::AttemptEvent event;
        event.when = when;
        event.answer = course::NumberAnswer{typed};
        event.locale = QStringLiteral("C");
        event.status = claimed;
        event.recordedScore = claimed == course::Feedback::Status::Correct ? 1.0 : 0.0;
        return event;
    };
    course::AttemptEvent hint;
    hint.kind = course::AttemptEvent::Kind::Hint;
    hint.when = at(2);
    course::AttemptEvent solution;
    solution.kind = course::AttemptEvent::Kind::Solution;
    solution.when = at(5);
    QHash<QString, course::AttemptLog> logs;
    logs[weight].events << check(scoreNotWeight, course::Feedback::Status::Correct, at(1)) << hint
                        << check(right, course::Feedback::Status::Wrong, at(3));
    logs[choice].events << solution;
    const QString handIns = dir.filePath(QStringLiteral("hand-ins"));
    QVERIFY(QDir().mkpath(handIns));
    course::HandInSource ada;
    ada.learnerId = QStringLiteral("s-1");
    ada.learnerName = QStringLiteral("Ada");
    ada.appVersion = QStringLiteral("0.1.0");
    ada.started = at(0);
    QVERIFY(course::writeHandIn(handIns, course::makeHandIn(*session, c, ada, logs, at(10)), nullptr));
    // Ben's work was handed in by the time-out.
    course::HandInSource ben = ada;
    ben.learnerId = QStringLiteral("s-2");
    ben.learnerName = QStringLiteral("Ben");
    ben.timedOut = true;
    QVERIFY(course::writeHandIn(handIns, course::makeHandIn(*session, c, ben, {}, at(46)), nullptr));

    const Run graded = run({QStringLiteral("grade"), sessionFile, handIns, QStringLiteral("--json")});
    QCOMPARE(graded.exitCode, 0);
    const QJsonArray students = jsonOf(graded).value(QStringLiteral("students")).toArray();
    QCOMPARE(students.size(), 2);
    QCOMPARE(students.at(0).toObject().value(QStringLiteral("handedInAt")).toString(), QStringLiteral("2026-11-30T09:10:00.000Z"));
    QCOMPARE(students.at(0).toObject().value(QStringLiteral("timedOut")), QJsonValue(false));
    QCOMPARE(students.at(1).toObject().value(QStringLiteral("handedInAt")).toString(), QStringLiteral("2026-11-30T09:46:00.000Z"));
    QCOMPARE(students.at(1).toObject().value(QStringLiteral("timedOut")), QJsonValue(true));
    const Run text = run({QStringLiteral("grade"), sessionFile, handIns});
    QVERIFY2(text.out.contains(QStringLiteral("(handed in when the time ran out)\n"))
                 && text.out.contains(QStringLiteral("(handed in)\n")),
             qPrintable(text.out));
    QJsonObject work;
    QJsonObject chosen;
    for (const QJsonValue &v : students.at(0).toObject().value(QStringLiteral("exercises")).toArray())
        (v.toObject().value(QStringLiteral("id")).toString() == weight ? work : chosen) = v.toObject();
    const QJsonArray attempts = work.value(QStringLiteral("attempts")).toArray();
    QCOMPARE(attempts.size(), 2);
    const QJsonObject first = attempts.at(0).toObject();
    QCOMPARE(first.value(QStringLiteral("answer")).toString(), scoreNotWeight);
    QCOMPARE(first.value(QStringLiteral("given")).toObject().value(QStringLiteral("typed")).toString(), scoreNotWeight);
    QCOMPARE(first.value(QStringLiteral("verdict")).toString(), QStringLiteral("wrong"));
    QVERIFY(std::abs(first.value(QStringLiteral("score")).toDouble()) < 1e-12);
    QCOMPARE(first.value(QStringLiteral("at")).toString(), QStringLiteral("2026-11-30T09:01:00.000Z"));
    const QJsonArray diagnoses = first.value(QStringLiteral("diagnoses")).toArray();
    QVERIFY2(!diagnoses.isEmpty() && diagnoses.at(0).toString().contains(QStringLiteral("not the weight")),
             qPrintable(QJsonDocument(first).toJson()));
    const QJsonObject second = attempts.at(1).toObject();
    QCOMPARE(second.value(QStringLiteral("answer")).toString(), right);
    QCOMPARE(second.value(QStringLiteral("verdict")).toString(), QStringLiteral("correct"));
    QVERIFY(std::abs(second.value(QStringLiteral("score")).toDouble() - 1.0) < 1e-12);
    QVERIFY(second.value(QStringLiteral("diagnoses")).toArray().isEmpty());
    QCOMPARE(second.value(QStringLiteral("at")).toString(), QStringLiteral("2026-11-30T09:03:00.000Z"));
    const QJsonArray hints = work.value(QStringLiteral("hintsSeen")).toArray();
    QCOMPARE(hints.size(), 1);
    QCOMPARE(hints.at(0).toObject().value(QStringLiteral("hint")).toInt(-1), 0);
    QCOMPARE(hints.at(0).toObject().value(QStringLiteral("at")).toString(), QStringLiteral("2026-11-30T09:02:00.000Z"));
    QVERIFY(work.value(QStringLiteral("solutionSeen")).isNull());
    // The exercise's score is the recomputed one: right at the second check, after a hint.
    QVERIFY(work.value(QStringLiteral("score")).toDouble() > 0.0);
    QVERIFY(chosen.value(QStringLiteral("attempts")).toArray().isEmpty());
    QCOMPARE(chosen.value(QStringLiteral("solutionSeen")).toObject().value(QStringLiteral("at")).toString(),
             QStringLiteral("2026-11-30T09:05:00.000Z"));
}

void TestCli::helpAndVersion()
{
    // The program's own name and version: run as the program.
    Run r = testing::runAttentionLab({QStringLiteral("--help")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.contains(QStringLiteral("compute")));
    r = testing::runAttentionLab({QStringLiteral("--version")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.startsWith(QStringLiteral("attention-lab ")));
    r = run({QStringLiteral("compute"), QStringLiteral("--help")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.contains(QStringLiteral("--keys-xy")));
}

void TestCli::listPrintsTheLessonsInOrder()
{
    const Run r = run({QStringLiteral("list")});
    QCOMPARE(r.exitCode, 0);
    const QStringList lines = r.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QVERIFY(lines.size() >= 8);
    QVERIFY(lines[0].startsWith(QStringLiteral("1. iv2-1-dictionary-vs-attention")));
    QVERIFY(lines[1].contains(QStringLiteral("iv2-2-dot-products")));
    // Pages as the window counts them: lesson 2 has four prose pages, its exercises and its
    // summary.
    QVERIFY2(lines[1].contains(QStringLiteral("pages: 6,")), qPrintable(lines[1]));
    const course::Outline outline(course::LessonLoader::loadCourse(QStringLiteral(LESSONS_SOURCE_DIR)));
    QCOMPARE(lines.size(), outline.lessonCount());
    for (int l = 0; l < outline.lessonCount(); ++l)
        QVERIFY2(lines[l].contains(QStringLiteral("(pages: %1,").arg(outline.pageCount(l))), qPrintable(lines[l]));
}

void TestCli::listJsonPagesAreTheOutlines()
{
    const Run r = run({QStringLiteral("list"), QStringLiteral("--json")});
    QCOMPARE(r.exitCode, 0);
    const QJsonArray lessons = QJsonDocument::fromJson(r.out.toUtf8()).array();
    const course::Outline outline(course::LessonLoader::loadCourse(QStringLiteral(LESSONS_SOURCE_DIR)));
    QCOMPARE(lessons.size(), outline.lessonCount());
    for (int l = 0; l < outline.lessonCount(); ++l) {
        const QJsonObject o = lessons[l].toObject();
        const QJsonArray pages = o.value(QStringLiteral("outline")).toArray();
        QCOMPARE(o.value(QStringLiteral("pages")).toInt(), outline.pageCount(l));
        QCOMPARE(pages.size(), outline.pageCount(l));
        for (int p = 0; p < outline.pageCount(l); ++p) {
            const QJsonObject page = pages[p].toObject();
            QCOMPARE(page.value(QStringLiteral("id")).toString(), outline.page(l, p).id);
            QCOMPARE(page.value(QStringLiteral("kind")).toString(),
                     course::OutlinePage::kindName(outline.page(l, p).kind));
            QVERIFY(!page.value(QStringLiteral("title")).toString().isEmpty());
        }
        // A lesson with exercises: the exercises page, then the summary, last.
        const bool hasExercises = !o.value(QStringLiteral("exercises")).toArray().isEmpty();
        QCOMPARE(pages.last().toObject().value(QStringLiteral("kind")).toString(), QStringLiteral("summary"));
        QCOMPARE(pages[pages.size() - 2].toObject().value(QStringLiteral("kind")).toString() == QLatin1String("exercises"),
                 hasExercises);
    }
    QCOMPARE(lessons[0].toObject().value(QStringLiteral("pages")).toInt(), 7);
}

void TestCli::listJson()
{
    const Run r = run({QStringLiteral("list"), QStringLiteral("--json")});
    QCOMPARE(r.exitCode, 0);
    QJsonParseError error;
    const QJsonArray lessons = QJsonDocument::fromJson(r.out.toUtf8(), &error).array();
    QCOMPARE(error.error, QJsonParseError::NoError);
    QVERIFY(lessons.size() >= 8);
    for (const QJsonValue &v : lessons) {
        const QJsonObject o = v.toObject();
        QVERIFY(o.value(QStringLiteral("id")).isString());
        QVERIFY(o.value(QStringLiteral("title")).isString());
        QVERIFY(o.value(QStringLiteral("pages")).toInt() >= 3);
    }
    QCOMPARE(lessons[4].toObject().value(QStringLiteral("id")).toString(), QStringLiteral("iv2-5-sharpness"));
    int exercises = 0;
    for (const QJsonValue &v : lessons) {
        const QJsonArray ids = v.toObject().value(QStringLiteral("exercises")).toArray();
        exercises += int(ids.size());
        for (const QJsonValue &id : ids)
            QVERIFY(id.isString() && !id.toString().isEmpty());
    }
    QVERIFY(exercises >= 30);
    QCOMPARE(lessons.last().toObject().value(QStringLiteral("id")).toString(), QStringLiteral("iv2-9-quiz"));
    QVERIFY(lessons.last().toObject().value(QStringLiteral("exercises")).toArray().size() >= 10);
}

void TestCli::validateShippedLessonsIsClean()
{
    const Run r = run({QStringLiteral("validate"), QStringLiteral(LESSONS_SOURCE_DIR)});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.isEmpty(), qPrintable(r.out));
}

void TestCli::validateReportsOneLinePerProblem()
{
    QTemporaryDir dir;
    QDir(dir.path()).mkpath(QStringLiteral("bad/en"));
    QFile manifest(dir.filePath(QStringLiteral("bad/lesson.json")));
    QVERIFY(manifest.open(QIODevice::WriteOnly));
    manifest.write(R"({"formatVersion": 1, "id": "bad", "title": 7, "objectives": ["x"],
        "pages": [{"id": "a", "file": "01.md", "panel": "nope"}, {"id": "b", "file": "02.md", "panel": "workshop"}]})");
    manifest.close();
    const Run r = run({QStringLiteral("validate"), dir.filePath(QStringLiteral("bad"))});
    QCOMPARE(r.exitCode, 1);
    const QStringList lines = r.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 3); // title type, unknown panel, missing 02.md
    QVERIFY(lines[0].contains(QStringLiteral("lesson.json:title:")));
    QVERIFY(lines[1].contains(QStringLiteral("lesson.json:pages[0].panel: unknown panel 'nope'")));
    QVERIFY(lines[2].contains(QStringLiteral("02.md: file not found")));
    QCOMPARE(run({QStringLiteral("validate")}).exitCode, 2);
}

void TestCli::validateNeverCrashes_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::newRow("empty") << QByteArray();
    QTest::newRow("binary") << QByteArray("\x00\x01\xff\xfe garbage \x00", 15);
    QTest::newRow("deeply nested") << QByteArray(200000, '[');
    QTest::newRow("huge") << QByteArray(5 * 1024 * 1024, ' ');
}

void TestCli::validateNeverCrashes()
{
    QFETCH(QByteArray, content);
    QTemporaryDir dir;
    for (const char *name : {"lesson.json", "course.json", "page.md"}) {
        QFile f(dir.filePath(QString::fromLatin1(name)));
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(content);
        f.close();
        const Run r = run({QStringLiteral("validate"), f.fileName()});
        QCOMPARE(r.exitCode, 1);
        QVERIFY(!r.out.isEmpty());
    }
}

void TestCli::exerciseAnswerKeyIsDeterministic()
{
    const QStringList args{QStringLiteral("exercise"), QStringLiteral("iv2-3-table-softmax"),
                           QStringLiteral("--learner"), QStringLiteral("Ada Lovelace"),
                           QStringLiteral("--lab-seed"), QStringLiteral("7")};
    const Run a = run(args);
    const Run b = run(args);
    QCOMPARE(a.exitCode, 0);
    QCOMPARE(a.out, b.out);
    QVERIFY(a.out.contains(QStringLiteral("Answer:")));
    const Run other = run({QStringLiteral("exercise"), QStringLiteral("iv2-3-table-softmax"),
                           QStringLiteral("--learner"), QStringLiteral("Grace Hopper"),
                           QStringLiteral("--lab-seed"), QStringLiteral("7")});
    QCOMPARE(other.exitCode, 0);
    QVERIFY(other.out.contains(QStringLiteral("Grace Hopper")));
}

void TestCli::exerciseJsonAgreesWithTheEngine()
{
    const Run r = run({QStringLiteral("exercise"), QStringLiteral("iv2-3-table-softmax"),
                       QStringLiteral("--learner"), QStringLiteral("Ada Lovelace"), QStringLiteral("--json")});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
    QCOMPARE(o.value(QStringLiteral("type")).toString(), QStringLiteral("table"));
    const double angle = o.value(QStringLiteral("query")).toObject().value(QStringLiteral("angle")).toDouble();
    const double length = o.value(QStringLiteral("query")).toObject().value(QStringLiteral("length")).toDouble();
    // The weights column of the answer key, recomputed independently from the variant's query.
    const double keyAngles[] = {0, 70, 160, 240, 300};
    const double keyLengths[] = {2, 2, 1.4, 2, 2};
    double scores[5];
    double top = -1e300;
    for (int i = 0; i < 5; ++i) {
        const double d = (angle - keyAngles[i]) * std::numbers::pi / 180.0;
        scores[i] = length * keyLengths[i] * std::cos(d);
        top = std::max(top, scores[i]);
    }
    double z = 0;
    for (double s : scores)
        z += std::exp(s - top);
    const QJsonArray rows = o.value(QStringLiteral("answer")).toArray();
    QCOMPARE(rows.size(), 6);
    for (int i = 0; i < 5; ++i)
        QVERIFY(close(rows[i].toArray().at(2).toDouble(), std::exp(scores[i] - top) / z));
    QVERIFY(close(rows[5].toArray().at(1).toDouble(), z));
}

void TestCli::helpListsEveryCommand()
{
    const QList<cli::Command> commands = cli::commands();
    QStringList names;
    for (const cli::Command &c : commands)
        names << c.name;
    for (const char *expected : {"compute", "validate", "list", "exercise", "progress"})
        QVERIFY2(names.contains(QLatin1String(expected)), expected);
    for (const QString &argument : {QStringLiteral("--help"), QStringLiteral("-h")}) {
        const Run r = run({argument});
        QCOMPARE(r.exitCode, 0);
        for (const cli::Command &c : commands) {
            // "  name  summary" on one line of the command list.
            const QStringList lines = r.out.split(QLatin1Char('\n'));
            const bool listed = std::any_of(lines.cbegin(), lines.cend(), [&](const QString &line) {
                return line.startsWith(QStringLiteral("  ") + c.name + QLatin1Char(' ')) && line.trimmed().endsWith(c.summary);
            });
            QVERIFY2(listed, qPrintable(c.name + QStringLiteral(" not listed in:\n") + r.out));
        }
    }
    QVERIFY(run({QStringLiteral("--help")}).out.contains(QRegularExpression(QStringLiteral("progress +Print a learner's progress from the saved files\\."))));
}

void TestCli::everyListedCommandRunsOnTheConsole()
{
    // Every listed command is a console command: none of them opens a window.
    for (const cli::Command &c : cli::commands())
        QVERIFY2(cli::isConsoleInvocation({QStringLiteral("attention-lab"), c.name}), qPrintable(c.name));
    QVERIFY(!cli::isConsoleInvocation({QStringLiteral("attention-lab"), QStringLiteral("no-such-command")}));
}

void TestCli::exerciseTextMarksTheOptionsInContentOrder()
{
    const Run r = run({QStringLiteral("exercise"), QStringLiteral("iv2-1-dictionary-unknown-query"),
                       QStringLiteral("--learner"), QStringLiteral("someone"), QStringLiteral("--lab-seed"), QStringLiteral("4")});
    QCOMPARE(r.exitCode, 0);
    // The prompt without its Markdown: "**the query**" reads "the query".
    QVERIFY2(r.out.contains(QStringLiteral("You look up the query: the red arrow")), qPrintable(r.out));
    QVERIFY(!r.out.contains(QStringLiteral("**")));
    QVERIFY(!r.out.contains(QLatin1Char('`')));
    QVERIFY(!r.out.contains(QStringLiteral("](")));
    // Options in the content's order, the correct one marked.
    const qsizetype a = r.out.indexOf(QStringLiteral("  [x] a) A KeyError: no stored key equals the query"));
    const qsizetype b = r.out.indexOf(QStringLiteral("  [ ] b) The value of the nearest key, key 2."));
    const qsizetype c = r.out.indexOf(QStringLiteral("  [ ] c) "));
    const qsizetype d = r.out.indexOf(QStringLiteral("  [ ] d) The plain average of the five values."));
    QVERIFY2(a >= 0 && b > a && c > b && d > c, qPrintable(r.out));
    QVERIFY(r.out.contains(QStringLiteral("Answer: a\n")));
    // The worked solution, in plain text too.
    QVERIFY(r.out.contains(QStringLiteral("Worked solution:\nA dictionary is an exact lookup")));
}

void TestCli::exerciseJsonComesFromTheAnswerKey()
{
    const Run r = run({QStringLiteral("exercise"), QStringLiteral("iv2-1-dictionary-unknown-query"),
                       QStringLiteral("--learner"), QStringLiteral("someone"), QStringLiteral("--json")});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject o = jsonOf(r);
    QCOMPARE(o.value(QStringLiteral("type")).toString(), QStringLiteral("single-choice"));
    QCOMPARE(o.value(QStringLiteral("learner")).toString(), QStringLiteral("someone"));
    QVERIFY(!o.value(QStringLiteral("prompt")).toString().contains(QStringLiteral("**")));
    QCOMPARE(o.value(QStringLiteral("answer")).toArray(), (QJsonArray{QStringLiteral("a")}));
    const QJsonArray options = o.value(QStringLiteral("options")).toArray();
    QCOMPARE(options.size(), 4);
    QStringList ids;
    QList<int> positions;
    for (const QJsonValue &v : options) {
        ids << v[QStringLiteral("id")].toString();
        positions << v[QStringLiteral("shownPosition")].toInt();
        QCOMPARE(v[QStringLiteral("correct")].toBool(), v[QStringLiteral("id")].toString() == QLatin1String("a"));
    }
    QCOMPARE(ids, (QStringList{"a", "b", "c", "d"}));
    std::sort(positions.begin(), positions.end());
    QCOMPARE(positions, (QList<int>{1, 2, 3, 4}));
    QCOMPARE(o.value(QStringLiteral("shownOrder")).toArray().size(), 4);
    QVERIFY(o.value(QStringLiteral("workedSolution")).toString().startsWith(QStringLiteral("A dictionary is an exact lookup")));

    // A table's key names its rows and columns; a target's gives a query that reaches it.
    const QJsonObject table = jsonOf(run({QStringLiteral("exercise"), QStringLiteral("iv2-3-table-softmax"), QStringLiteral("--json")}));
    QCOMPARE(table.value(QStringLiteral("rows")).toArray().size(), 6);
    QCOMPARE(table.value(QStringLiteral("rows")).toArray().at(5).toString(), QStringLiteral("Σ"));
    QCOMPARE(table.value(QStringLiteral("columns")).toArray().size(), 3);
    QVERIFY(table.value(QStringLiteral("answer")).toArray().at(5).toArray().at(0).isNull());
}

void TestCli::exerciseKeyAnswerIsAKeyNumber()
{
    const Run r = run({QStringLiteral("exercise"), QStringLiteral("quiz-hard-lookup-key"), QStringLiteral("--learner"), QStringLiteral("x")});
    QCOMPARE(r.exitCode, 0);
    static const QRegularExpression keyAnswer(QStringLiteral("\nAnswer: key [1-5]\n"));
    QVERIFY2(keyAnswer.match(r.out).hasMatch(), qPrintable(r.out));
    QVERIFY(!r.out.contains(QStringLiteral("accepted within")));
    const QJsonObject o = jsonOf(run({QStringLiteral("exercise"), QStringLiteral("quiz-hard-lookup-key"),
                                      QStringLiteral("--learner"), QStringLiteral("x"), QStringLiteral("--json")}));
    QVERIFY(o.value(QStringLiteral("answerIsKey")).toBool());
    QCOMPARE(o.value(QStringLiteral("answerText")).toString(),
             QStringLiteral("key %1").arg(o.value(QStringLiteral("answer")).toInt()));
}

void TestCli::labSessionGivesTheAnswerKeyStudentsSee()
{
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("week3.attnlab"));
    const Run made = run({QStringLiteral("lab"), QStringLiteral("new"), QStringLiteral("--title"), QStringLiteral("Week 3"),
                          QStringLiteral("--lessons"), QStringLiteral("iv2-3-softmax"), QStringLiteral("--seed"), QStringLiteral("7"),
                          QStringLiteral("--solutions"), QStringLiteral("never"), QStringLiteral("--out"), file});
    QCOMPARE(made.exitCode, 0);
    QVERIFY2(made.out.contains(QStringLiteral("Lab seed: 7")), qPrintable(made.out));
    const QJsonObject shown = jsonOf(run({QStringLiteral("lab"), QStringLiteral("show"), file, QStringLiteral("--json")}));
    QCOMPARE(shown.value(QStringLiteral("seed")).toString(), QStringLiteral("7"));
    QCOMPARE(shown.value(QStringLiteral("rules")).toObject().value(QStringLiteral("solutions")).toString(), QStringLiteral("never"));
    // The key for a student under the session is the key under its seed, not under seed 0.
    const auto seedWith = [](const QStringList &extra) {
        QStringList arguments{QStringLiteral("exercise"), QStringLiteral("iv2-3-weight-k2"), QStringLiteral("--learner"),
                              QStringLiteral("s-1001"), QStringLiteral("--json")};
        return jsonOf(run(arguments + extra)).value(QStringLiteral("variantSeed")).toString();
    };
    const QString underSession = seedWith({QStringLiteral("--lab"), file});
    QVERIFY(!underSession.isEmpty());
    QCOMPARE(underSession, seedWith({QStringLiteral("--lab-seed"), QStringLiteral("7")}));
    QVERIFY(underSession != seedWith({}));
    // Bad requests are bad arguments, and nothing is written.
    const QString bad = dir.filePath(QStringLiteral("bad.attnlab"));
    const Run refused = run({QStringLiteral("lab"), QStringLiteral("new"), QStringLiteral("--title"), QStringLiteral("X"),
                             QStringLiteral("--exercises"), QStringLiteral("nope"), QStringLiteral("--out"), bad});
    QCOMPARE(refused.exitCode, 2);
    QVERIFY(refused.err.contains(QStringLiteral("nope")));
    QVERIFY(!QFile::exists(bad));
    QCOMPARE(run({QStringLiteral("lab"), QStringLiteral("show"), dir.filePath(QStringLiteral("missing.attnlab"))}).exitCode, 2);

    // With a roster, a student is found by their name in it, with the roster's id.
    const QString csv = dir.filePath(QStringLiteral("class.csv"));
    QFile roster(csv);
    QVERIFY(roster.open(QIODevice::WriteOnly));
    roster.write("\xEF\xBB\xBFStudent ID;Full name;E-mail\r\nS-1001;Ada Lovelace;ada@school.example\r\nS-1002;\"Hopper, Grace\";\r\n"
                 "s-1001;Twice;\r\n");
    roster.close();
    const QString withRoster = dir.filePath(QStringLiteral("roster.attnlab"));
    const Run rostered = run({QStringLiteral("lab"), QStringLiteral("new"), QStringLiteral("--title"), QStringLiteral("Week 3"),
                              QStringLiteral("--lessons"), QStringLiteral("iv2-3-softmax"), QStringLiteral("--seed"), QStringLiteral("7"),
                              QStringLiteral("--roster"), csv, QStringLiteral("--out"), withRoster});
    QCOMPARE(rostered.exitCode, 0);
    QVERIFY2(rostered.err.contains(QStringLiteral("line 4")), qPrintable(rostered.err)); // the duplicate, left out
    QVERIFY(rostered.out.contains(QStringLiteral("Hopper, Grace")));
    const QJsonObject byName = jsonOf(run({QStringLiteral("exercise"), QStringLiteral("iv2-3-weight-k2"), QStringLiteral("--lab"), withRoster,
                                           QStringLiteral("--learner"), QStringLiteral("Ada Lovelace"), QStringLiteral("--json")}));
    QCOMPARE(byName.value(QStringLiteral("variantSeed")).toString(), underSession);
}

void TestCli::rehearsedClassIsGradedWithFeedback()
{
    QTemporaryDir dir;
    const QString session = dir.filePath(QStringLiteral("week3.attnlab"));
    QCOMPARE(run({QStringLiteral("lab"), QStringLiteral("new"), QStringLiteral("--title"), QStringLiteral("Week 3"),
                  QStringLiteral("--lessons"), QStringLiteral("iv2-3-softmax"), QStringLiteral("--seed"), QStringLiteral("7"),
                  QStringLiteral("--time-limit"), QStringLiteral("45"), QStringLiteral("--out"), session}).exitCode, 0);
    const QString handIns = dir.filePath(QStringLiteral("hand-ins"));
    const QStringList rehearse{QStringLiteral("lab"), QStringLiteral("rehearse"), session, QStringLiteral("--students"),
                               QStringLiteral("8"), QStringLiteral("--seed"), QStringLiteral("5"), QStringLiteral("--out"), handIns};
    const Run rehearsed = run(rehearse);
    QCOMPARE(rehearsed.exitCode, 0);
    QVERIFY2(rehearsed.err.isEmpty(), qPrintable(rehearsed.err));
    QVERIFY2(rehearsed.out.contains(QStringLiteral("8 hand-ins")) && rehearsed.out.contains(QStringLiteral("r-08")), qPrintable(rehearsed.out));
    QVERIFY(rehearsed.out.contains(QStringLiteral("(late)")));
    const QStringList files = QDir(handIns).entryList({QStringLiteral("*.attnhandin")}, QDir::Files);
    QCOMPARE(files.size(), 8);
    // The same seed, the same class, byte for byte; never over hand-ins already there.
    QFile first(QDir(handIns).filePath(files.first()));
    QVERIFY(first.open(QIODevice::ReadOnly));
    const QByteArray before = first.readAll();
    first.close();
    QStringList again = rehearse;
    again.last() = dir.filePath(QStringLiteral("again"));
    QCOMPARE(run(again).out, QString(rehearsed.out).replace(QDir::toNativeSeparators(handIns), QDir::toNativeSeparators(again.last())));
    QFile copy(QDir(again.last()).filePath(files.first()));
    QVERIFY(copy.open(QIODevice::ReadOnly));
    QCOMPARE(copy.readAll(), before);
    QStringList otherSeed = rehearse;
    otherSeed[otherSeed.indexOf(QStringLiteral("5"))] = QStringLiteral("6");
    const Run over = run(otherSeed);
    QCOMPARE(over.exitCode, 1);
    QVERIFY2(over.err.contains(QStringLiteral("already holds 8 hand-ins")), qPrintable(over.err));
    QVERIFY(first.open(QIODevice::ReadOnly));
    QCOMPARE(first.readAll(), before);
    first.close();

    const QString feedback = dir.filePath(QStringLiteral("feedback"));
    const Run graded = run({QStringLiteral("grade"), session, handIns, QStringLiteral("--feedback"), feedback,
                            QStringLiteral("--comment"), QStringLiteral("See me about step 2.")});
    QCOMPARE(graded.exitCode, 0);
    QVERIFY2(graded.out.contains(QStringLiteral("Feedback for 8 students written to ") + QDir::toNativeSeparators(feedback)),
             qPrintable(graded.out));
    const QStringList written = QDir(feedback).entryList({QStringLiteral("*.attnfeedback")}, QDir::Files);
    QCOMPARE(written.size(), 8);
    for (const QString &name : written)
        QVERIFY2(graded.out.contains(name), qPrintable(name));
    // Sealed: the comment is not in the file, and it opens with the made-up class's code, which
    // lab rehearse said.
    QFile one(QDir(feedback).filePath(written.first()));
    QVERIFY(one.open(QIODevice::ReadOnly));
    QVERIFY(!one.readAll().contains("See me about step 2."));
    static const QRegularExpression said(QStringLiteral("feedback code ([0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4})"));
    const QRegularExpressionMatch code = said.match(rehearsed.out);
    QVERIFY2(code.hasMatch(), qPrintable(rehearsed.out));
    QStringList problems;
    const std::optional<course::StudentFeedback> opened = course::readFeedback(one.fileName(), code.captured(1), &problems);
    QVERIFY2(opened, qPrintable(problems.join(u' ')));
    QCOMPARE(opened->comment, QStringLiteral("See me about step 2."));
    // The student opens it on the command line with their code; without it (they never joined
    // on this computer) or with another it is refused, and says why.
    const Run read = run({QStringLiteral("feedback"), one.fileName(), QStringLiteral("--code"), code.captured(1).toLower()});
    QCOMPARE(read.exitCode, 0);
    QVERIFY2(read.out.contains(QStringLiteral("See me about step 2.")) && read.out.contains(QStringLiteral("Score: ")), qPrintable(read.out));
    // Each exercise's verdict in the words every view uses (course::verdictWords()).
    static const QRegularExpression verdictLine(QStringLiteral("^\\d+\\. .*: [0-9.]+ of 1, (.*) \\(\\d+ check"),
                                                QRegularExpression::MultilineOption);
    const QStringList words{course::verdictWords(course::Feedback::Status::Correct), course::verdictWords(course::Feedback::Status::Partial),
                            course::verdictWords(course::Feedback::Status::Wrong), QStringLiteral("not answered")};
    int verdicts = 0;
    for (auto it = verdictLine.globalMatch(read.out); it.hasNext(); ++verdicts) {
        const QString word = it.next().captured(1);
        QVERIFY2(words.contains(word), qPrintable(word));
    }
    QVERIFY2(verdicts > 0, qPrintable(read.out));
    const Run asJson = run({QStringLiteral("feedback"), one.fileName(), QStringLiteral("--code"), code.captured(1), QStringLiteral("--json")});
    QCOMPARE(asJson.exitCode, 0);
    QCOMPARE(jsonOf(asJson).value(QStringLiteral("comment")).toString(), QStringLiteral("See me about step 2."));
    const Run withoutCode = run({QStringLiteral("feedback"), one.fileName()});
    QCOMPARE(withoutCode.exitCode, 1);
    QVERIFY2(withoutCode.err.contains(QStringLiteral("--code CODE")) && withoutCode.out.isEmpty(), qPrintable(withoutCode.err));
    const Run wrongCode = run({QStringLiteral("feedback"), one.fileName(), QStringLiteral("--code"), QStringLiteral("AB12-CD34-EF56")});
    QCOMPARE(wrongCode.exitCode, 1);
    QVERIFY2(wrongCode.err.contains(QStringLiteral("not theirs")) && !wrongCode.out.contains(QStringLiteral("See me")), qPrintable(wrongCode.err));

    // With --json, standard output is the gradebook alone.
    const Run json = run({QStringLiteral("grade"), session, handIns, QStringLiteral("--json"), QStringLiteral("--feedback"), feedback});
    QCOMPARE(json.exitCode, 0);
    QCOMPARE(jsonOf(json).value(QStringLiteral("students")).toArray().size(), 8);
    QVERIFY(json.err.contains(QStringLiteral("Feedback for 8 students")));
    // A comment without a feedback folder is a mistake in the command.
    QCOMPARE(run({QStringLiteral("grade"), session, handIns, QStringLiteral("--comment"), QStringLiteral("x")}).exitCode, 2);

    // The gradebook window's comment to one student: the command shows it to them first.
    const std::optional<course::LabSession> lab = course::readLabSession(session, &problems);
    QVERIFY(lab);
    const course::Course c = course::LessonLoader::loadCourse(course::builtInLessonsRoot());
    const course::Gradebook book = course::gradeSession(*lab, c, {handIns});
    const QString personal = dir.filePath(QStringLiteral("personal"));
    QStringList errors;
    const QList<course::WrittenFeedback> personalFiles = course::writeClassFeedback(
        book, *lab, c, personal,
        {QStringLiteral("See me about step 2."), {{book.students.constFirst().id, QStringLiteral("Just for you: well done.")}}}, &errors);
    QVERIFY2(errors.isEmpty() && personalFiles.size() == 8, qPrintable(errors.join(u' ')));
    const Run own = run({QStringLiteral("feedback"), personalFiles.constFirst().path, QStringLiteral("--code"), code.captured(1)});
    QCOMPARE(own.exitCode, 0);
    QVERIFY2(own.out.contains(QStringLiteral("Your teacher's comment to you:\nJust for you: well done.\n")), qPrintable(own.out));
    QVERIFY(own.out.indexOf(QStringLiteral("Just for you")) < own.out.indexOf(QStringLiteral("See me about step 2.")));
    QCOMPARE(jsonOf(run({QStringLiteral("feedback"), personalFiles.constFirst().path, QStringLiteral("--code"), code.captured(1),
                         QStringLiteral("--json")}))
                 .value(QStringLiteral("personalComment"))
                 .toString(),
             QStringLiteral("Just for you: well done."));
    const Run other = run({QStringLiteral("feedback"), personalFiles.at(1).path, QStringLiteral("--code"), code.captured(1)});
    QCOMPARE(other.exitCode, 0);
    QVERIFY2(!other.out.contains(QStringLiteral("Just for you")) && !other.out.contains(QStringLiteral("comment to you")),
             qPrintable(other.out));
}

void TestCli::rehearseBadArguments_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("mentions");
    QTest::newRow("no students") << QStringList{QStringLiteral("--students"), QStringLiteral("0")} << 2 << QStringLiteral("--students");
    QTest::newRow("too many students") << QStringList{QStringLiteral("--students"), QStringLiteral("2001")} << 2 << QStringLiteral("1 to 2000");
    QTest::newRow("students not a number") << QStringList{QStringLiteral("--students"), QStringLiteral("ten")} << 2 << QStringLiteral("ten");
    QTest::newRow("bad seed") << QStringList{QStringLiteral("--seed"), QStringLiteral("-1")} << 2 << QStringLiteral("--seed");
    QTest::newRow("no out") << QStringList{QStringLiteral("--no-out")} << 2 << QStringLiteral("--out");
    QTest::newRow("missing session") << QStringList{QStringLiteral("--missing-session")} << 2 << QStringLiteral("missing.attnlab");
    QTest::newRow("unwritable folder") << QStringList{QStringLiteral("--unwritable")} << 1 << QStringLiteral("cannot write");
}

void TestCli::rehearseBadArguments()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, exitCode);
    QFETCH(QString, mentions);
    QTemporaryDir dir;
    QString session = dir.filePath(QStringLiteral("s.attnlab"));
    QCOMPARE(run({QStringLiteral("lab"), QStringLiteral("new"), QStringLiteral("--title"), QStringLiteral("S"), QStringLiteral("--exercises"),
                  QStringLiteral("iv2-3-weight-k2"), QStringLiteral("--out"), session}).exitCode, 0);
    QString out = dir.filePath(QStringLiteral("out"));
    QStringList extra = arguments;
    if (arguments == QStringList{QStringLiteral("--missing-session")}) {
        session = dir.filePath(QStringLiteral("missing.attnlab"));
        extra.clear();
    } else if (arguments == QStringList{QStringLiteral("--unwritable")}) {
        QFile file(dir.filePath(QStringLiteral("a-file")));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.close();
        out = dir.filePath(QStringLiteral("a-file/out"));
        extra.clear();
    }
    QStringList command{QStringLiteral("lab"), QStringLiteral("rehearse"), session};
    if (arguments != QStringList{QStringLiteral("--no-out")})
        command << QStringLiteral("--out") << out;
    else
        extra.clear();
    const Run r = run(command + extra);
    QCOMPARE(r.exitCode, exitCode);
    QVERIFY(r.out.isEmpty());
    QVERIFY2(r.err.contains(mentions), qPrintable(r.err));
    if (exitCode != 0 && arguments != QStringList{QStringLiteral("--unwritable")})
        QVERIFY(!QFile::exists(out));
}

void TestCli::progressRegradesTheSavedLogs()
{
    QTemporaryDir home;
    // The fixture's answers are those of the learner whose id is "ada" (variants follow the id).
    const QString root = home.filePath(QStringLiteral("AttentionLab/attention-lab"));
    QVERIFY(QDir().mkpath(root + QStringLiteral("/profiles/ada")));
    QFile list(root + QStringLiteral("/profiles.json"));
    QVERIFY(list.open(QIODevice::WriteOnly));
    list.write(R"({"formatVersion": 1, "current": "ada",
                   "profiles": [{"id": "ada", "name": "Ada", "created": "2026-10-01T08:00:00.000Z"}]})");
    list.close();
    // A format-1 file as the course wrote it before: read, migrated and scored again.
    const QString file = course::ExerciseProgress::fileIn(root + QStringLiteral("/profiles/ada"));
    QVERIFY(QFile::copy(QFINDTESTDATA("data/exercises-v1.json"), file));

    const Run r = runWithData({QStringLiteral("progress"), QStringLiteral("--learner"), QStringLiteral("ADA"),
                               QStringLiteral("--json")},
                              home.path());
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
    const QJsonObject o = jsonOf(r);
    QCOMPARE(o.value(QStringLiteral("learner")).toObject().value(QStringLiteral("id")).toString(), QStringLiteral("ada"));
    QCOMPARE(o.value(QStringLiteral("learner")).toObject().value(QStringLiteral("name")).toString(), QStringLiteral("Ada"));
    const QJsonArray lessons = o.value(QStringLiteral("lessons")).toArray();
    QCOMPARE(lessons.size(), course::LessonLoader::loadCourse(course::builtInLessonsRoot()).lessons.size());
    QHash<QString, QJsonObject> exercises;
    for (const QJsonValue &lesson : lessons) {
        const QJsonObject l = lesson.toObject();
        for (const char *field : {"id", "pagesRead", "pages", "exercises"})
            QVERIFY2(l.contains(QLatin1String(field)), field);
        for (const QJsonValue &e : l.value(QStringLiteral("exercises")).toArray())
            exercises.insert(e.toObject().value(QStringLiteral("id")).toString(), e.toObject());
    }
    const QJsonObject scoreK2 = exercises.value(QStringLiteral("iv2-2-score-k2"));
    for (const char *field : {"id", "score", "max", "attempts", "solved"})
        QVERIFY2(scoreK2.contains(QLatin1String(field)), field);
    QVERIFY(close(scoreK2.value(QStringLiteral("score")).toDouble(), 0.9, 1e-9));
    QCOMPARE(scoreK2.value(QStringLiteral("attempts")).toInt(), 2);
    QVERIFY(scoreK2.value(QStringLiteral("solved")).toBool());
    // The file says "solved" with a bestScore of 1 and no attempt: it earns nothing.
    const QJsonObject trusted = exercises.value(QStringLiteral("iv2-3-weight-k2"));
    QCOMPARE(trusted.value(QStringLiteral("score")).toDouble(), 0.0);
    QVERIFY(!trusted.value(QStringLiteral("solved")).toBool());
    // Reading changes nothing on disk.
    QCOMPARE(QJsonDocument::fromJson([&] { QFile f(file); f.open(QIODevice::ReadOnly); return f.readAll(); }())
                 .object().value(QStringLiteral("formatVersion")).toInt(), 1);

    const Run text = runWithData({QStringLiteral("progress")}, home.path());
    QCOMPARE(text.exitCode, 0);
    QVERIFY2(text.out.contains(QStringLiteral("Learner: Ada (id ada)")), qPrintable(text.out));
    QVERIFY(text.out.contains(QStringLiteral("iv2-2-score-k2  0.90 of 1")));

    const Run nobody = runWithData({QStringLiteral("progress"), QStringLiteral("--learner"), QStringLiteral("Nobody")},
                                   home.path());
    QCOMPARE(nobody.exitCode, 2); // a learner that does not exist is a bad argument
    QVERIFY(nobody.err.contains(QStringLiteral("Nobody")));

    // A file that cannot be read is reported, left where it is for the learner's own next
    // start, and the exit status tells a script that the report may be missing something.
    QFile damaged(file);
    QVERIFY(damaged.open(QIODevice::WriteOnly | QIODevice::Truncate));
    damaged.write("{ not json");
    damaged.close();
    const QStringList before = QDir(root + QStringLiteral("/profiles/ada")).entryList(QDir::Files);
    const Run looked = runWithData({QStringLiteral("progress"), QStringLiteral("--json")}, home.path());
    QCOMPARE(looked.exitCode, 1);
    QVERIFY2(looked.err.contains(QStringLiteral("left as it is")), qPrintable(looked.err));
    QVERIFY(jsonOf(looked).value(QStringLiteral("warnings")).toArray().size() == 1);
    QCOMPARE(QDir(root + QStringLiteral("/profiles/ada")).entryList(QDir::Files), before);
    QFile again(file);
    QVERIFY(again.open(QIODevice::ReadOnly));
    QCOMPARE(again.readAll(), QByteArray("{ not json"));
}

void TestCli::exerciseFindsTheLearnerByIdOrName()
{
    QTemporaryDir home;
    QVERIFY(home.isValid());
    // Where the child's QStandardPaths::AppDataLocation lies: XDG_DATA_HOME/organisation/application.
    course::LearnerProfiles profiles(home.filePath(QStringLiteral("AttentionLab/attention-lab")));
    QVERIFY(profiles.load().ok);
    const auto ada = profiles.create(QStringLiteral("Ada Lovelace"));
    QVERIFY(ada.has_value());
    QVERIFY(profiles.create(QStringLiteral("Grace Hopper")).has_value());
    const QString exercise = QStringLiteral("iv2-3-table-softmax");
    const auto seedOf = [&](const QString &learner) {
        const Run r = runWithData({QStringLiteral("exercise"), exercise, QStringLiteral("--learner"), learner, QStringLiteral("--json")},
                                  home.path());
        return jsonOf(r).value(QStringLiteral("variantSeed")).toString();
    };

    for (const QString &learner : {ada->id, QStringLiteral("Ada Lovelace"), QStringLiteral("ada lovelace")}) {
        const Run r = runWithData({QStringLiteral("exercise"), exercise, QStringLiteral("--learner"), learner}, home.path());
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
        QVERIFY2(r.out.contains(QStringLiteral("Learner: Ada Lovelace (id %1)").arg(ada->id)), qPrintable(r.out));
        const QJsonObject o = jsonOf(runWithData({QStringLiteral("exercise"), exercise, QStringLiteral("--learner"), learner,
                                                  QStringLiteral("--json")}, home.path()));
        QCOMPARE(o.value(QStringLiteral("learner")).toString(), ada->id);
        QCOMPARE(o.value(QStringLiteral("learnerName")).toString(), QStringLiteral("Ada Lovelace"));
        QVERIFY(o.value(QStringLiteral("learnerProfile")).toBool());
    }
    // A name with %-signs is printed as typed: no later figure lands inside it.
    const auto odd = profiles.create(QStringLiteral("x%2y %1"));
    QVERIFY(odd.has_value());
    const Run oddRun = runWithData({QStringLiteral("exercise"), exercise, QStringLiteral("--learner"), odd->id}, home.path());
    QCOMPARE(oddRun.exitCode, 0);
    QVERIFY2(oddRun.out.contains(QStringLiteral("Learner: x%2y %1 (id %3)\nLab seed: 0").replace(QLatin1String("%3"), odd->id)),
             qPrintable(oddRun.out));

    // The name and the id give the variant the app gives Ada, seeded by her id.
    QCOMPARE(seedOf(QStringLiteral("Ada Lovelace")), seedOf(ada->id));
    QVERIFY(seedOf(QStringLiteral("Grace Hopper")) != seedOf(ada->id));

    // Nobody of that name: a warning, and the text is used as an id, as before.
    const Run nobody = runWithData({QStringLiteral("exercise"), exercise, QStringLiteral("--learner"), QStringLiteral("Charles Babbage")},
                                   home.path());
    QCOMPARE(nobody.exitCode, 0);
    QCOMPARE(nobody.err.count(QLatin1Char('\n')), 1);
    QVERIFY2(nobody.err.contains(QStringLiteral("no learner on this computer has the id or name 'Charles Babbage'")), qPrintable(nobody.err));
    QVERIFY(nobody.out.contains(QStringLiteral("Learner: Charles Babbage (no such learner on this computer; used as an id)")));
    QTemporaryDir empty;
    const QString rawSeed = jsonOf(runWithData({QStringLiteral("exercise"), exercise, QStringLiteral("--learner"), QStringLiteral("Charles Babbage"),
                                                QStringLiteral("--json")}, empty.path())).value(QStringLiteral("variantSeed")).toString();
    QVERIFY(!rawSeed.isEmpty());
    QCOMPARE(seedOf(QStringLiteral("Charles Babbage")), rawSeed);
}

void TestCli::exerciseBadArguments_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("mentions");
    const QString e = QStringLiteral("exercise");
    QTest::newRow("unknown exercise") << QStringList{e, QStringLiteral("no-such-exercise")} << QStringLiteral("unknown exercise");
    QTest::newRow("no id") << QStringList{e} << QStringLiteral("exercise");
    QTest::newRow("bad lab seed") << QStringList{e, QStringLiteral("iv2-3-table-softmax"), QStringLiteral("--lab-seed"), QStringLiteral("-4")} << QStringLiteral("--lab-seed");
    QTest::newRow("unknown option") << QStringList{e, QStringLiteral("iv2-3-table-softmax"), QStringLiteral("--teacher")} << QStringLiteral("teacher");
}

void TestCli::exerciseBadArguments()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, mentions);
    const Run r = run(arguments);
    QCOMPARE(r.exitCode, 2);
    QVERIFY(r.out.isEmpty());
    QCOMPARE(r.err.count(QLatin1Char('\n')), 1);
    QVERIFY2(r.err.contains(mentions), qPrintable(r.err));
}

void TestCli::worksheetWritesOnePerStudentAndAKey()
{
    WorksheetFiles files;
    QVERIFY(files.make());
    const QString pdf = files.path("week5.pdf");
    const QString key = files.path("week5-key.pdf");
    const Run r = run({QStringLiteral("worksheet"), files.path("week5.attnlab"), QStringLiteral("--pdf"), pdf,
                       QStringLiteral("--answer-key"), key, QStringLiteral("--page-size"), QStringLiteral("letter")});
    QCOMPARE(r.exitCode, 0);
    // Qt Gui may say where it keeps its runtime files; the command itself says nothing.
    QVERIFY2(!r.err.contains(QStringLiteral("attention-lab:")), qPrintable(r.err));
    QVERIFY2(r.out.contains(QStringLiteral("2 worksheets")), qPrintable(r.out));
    QFile sheets(pdf);
    QVERIFY(sheets.open(QIODevice::ReadOnly));
    const QByteArray bytes = sheets.readAll();
    QVERIFY(bytes.startsWith("%PDF"));
    // One page object per page: each of the two students starts on a page of their own.
    QVERIFY(QString::fromLatin1(bytes).count(QRegularExpression(QStringLiteral("/Type\\s*/Page(?![a-zA-Z])"))) >= 2);
    QFile answers(key);
    QVERIFY(answers.open(QIODevice::ReadOnly));
    QVERIFY(answers.readAll().startsWith("%PDF"));
    // Numbered copies without a roster.
    const Run copies = run({QStringLiteral("worksheet"), files.path("open.attnlab"), QStringLiteral("--copies"), QStringLiteral("3"),
                            QStringLiteral("--pdf"), files.path("copies.pdf")});
    QCOMPARE(copies.exitCode, 0);
    QVERIFY2(copies.out.contains(QStringLiteral("3 worksheets")), qPrintable(copies.out));
}

void TestCli::worksheetBadInputWritesNothing_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("mentions");
    const QString w = QStringLiteral("worksheet");
    const QString pdf = QStringLiteral("--pdf");
    const QString out = QStringLiteral("{dir}/out.pdf");
    QTest::newRow("no session") << QStringList{w, pdf, out} << QStringLiteral("SESSION");
    QTest::newRow("missing session") << QStringList{w, QStringLiteral("{dir}/none.attnlab"), pdf, out} << QStringLiteral("none.attnlab");
    QTest::newRow("broken session") << QStringList{w, QStringLiteral("{dir}/broken.attnlab"), pdf, out} << QStringLiteral("broken.attnlab");
    QTest::newRow("missing roster") << QStringList{w, QStringLiteral("{dir}/week5.attnlab"), QStringLiteral("--roster"),
                                                   QStringLiteral("{dir}/none.csv"), pdf, out}
                                    << QStringLiteral("--roster");
    QTest::newRow("broken roster") << QStringList{w, QStringLiteral("{dir}/week5.attnlab"), QStringLiteral("--roster"),
                                                  QStringLiteral("{dir}/broken.csv"), pdf, out}
                                   << QStringLiteral("--roster");
    QTest::newRow("no roster, no copies") << QStringList{w, QStringLiteral("{dir}/open.attnlab"), pdf, out} << QStringLiteral("--copies");
    QTest::newRow("no pdf") << QStringList{w, QStringLiteral("{dir}/week5.attnlab")} << QStringLiteral("--pdf");
    QTest::newRow("page size") << QStringList{w, QStringLiteral("{dir}/week5.attnlab"), pdf, out, QStringLiteral("--page-size"),
                                              QStringLiteral("A5")}
                               << QStringLiteral("--page-size");
    QTest::newRow("copies zero") << QStringList{w, QStringLiteral("{dir}/open.attnlab"), pdf, out, QStringLiteral("--copies"),
                                                QStringLiteral("0")}
                                 << QStringLiteral("--copies");
    QTest::newRow("roster and copies") << QStringList{w, QStringLiteral("{dir}/week5.attnlab"), pdf, out, QStringLiteral("--copies"),
                                                      QStringLiteral("2"), QStringLiteral("--roster"), QStringLiteral("{dir}/class.csv")}
                                       << QStringLiteral("not both");
    QTest::newRow("same file twice") << QStringList{w, QStringLiteral("{dir}/week5.attnlab"), pdf, out, QStringLiteral("--answer-key"), out}
                                     << QStringLiteral("same file");
}

void TestCli::worksheetBadInputWritesNothing()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, mentions);
    WorksheetFiles files;
    QVERIFY(files.make());
    for (QString &argument : arguments)
        argument.replace(QStringLiteral("{dir}"), files.dir.path());
    const Run r = run(arguments);
    QVERIFY2(r.exitCode == 2, qPrintable(r.err));
    QVERIFY(r.out.isEmpty());
    QVERIFY2(r.err.contains(mentions), qPrintable(r.err));
    QVERIFY(!QFile::exists(files.path("out.pdf")));
    QVERIFY(QDir(files.dir.path()).entryList({QStringLiteral("*.pdf")}, QDir::Files).isEmpty());
}

void TestCli::exerciseByVariantCode()
{
    WorksheetFiles files;
    QVERIFY(files.make());
    const QString lab = files.path("week5.attnlab");
    QStringList problems;
    const std::optional<course::LabSession> session = course::readLabSession(lab, &problems);
    QVERIFY(session);
    const QString code = course::variantCode(*session, QStringLiteral("s-1002"));
    // Typed as a teacher might: lower case, without the hyphen.
    QString typed = code.toLower();
    typed.remove(QLatin1Char('-'));
    const QJsonObject all = jsonOf(run({QStringLiteral("exercise"), QStringLiteral("--code"), typed, QStringLiteral("--lab"), lab,
                                        QStringLiteral("--json")}));
    QCOMPARE(all.value(QStringLiteral("learner")).toString(), QStringLiteral("s-1002"));
    QCOMPARE(all.value(QStringLiteral("learnerName")).toString(), QStringLiteral("Grace Hopper"));
    QCOMPARE(all.value(QStringLiteral("code")).toString(), code);
    const QJsonArray exercises = all.value(QStringLiteral("exercises")).toArray();
    QCOMPARE(exercises.size(), session->exerciseIds.size());
    // The same key as asking by the learner's id.
    const QString id = session->exerciseIds.constFirst();
    const QJsonObject byId = jsonOf(run({QStringLiteral("exercise"), id, QStringLiteral("--lab"), lab, QStringLiteral("--learner"),
                                         QStringLiteral("s-1002"), QStringLiteral("--json")}));
    QCOMPARE(exercises.at(0).toObject().value(QStringLiteral("variantSeed")), byId.value(QStringLiteral("variantSeed")));
    QCOMPARE(exercises.at(0).toObject().value(QStringLiteral("answer")), byId.value(QStringLiteral("answer")));
    // One exercise by code, as text.
    const Run one = run({QStringLiteral("exercise"), id, QStringLiteral("--code"), code, QStringLiteral("--lab"), lab});
    QCOMPARE(one.exitCode, 0);
    QVERIFY2(one.out.contains(QStringLiteral("Grace Hopper (id s-1002)")), qPrintable(one.out));
    const Run text = run({QStringLiteral("exercise"), QStringLiteral("--code"), code, QStringLiteral("--lab"), lab});
    QCOMPARE(text.exitCode, 0);
    QVERIFY2(text.out.startsWith(QStringLiteral("Variant code %1: Grace Hopper (id s-1002)").arg(code)), qPrintable(text.out));
    QCOMPARE(text.out.count(QStringLiteral("Worked solution:")), session->exerciseIds.size());
    // A copy of a session without a roster.
    const QString open = files.path("open.attnlab");
    const QString copyCode = course::variantCode(*course::readLabSession(open, &problems), QStringLiteral("copy-03"));
    QCOMPARE(jsonOf(run({QStringLiteral("exercise"), QStringLiteral("--code"), copyCode, QStringLiteral("--lab"), open,
                         QStringLiteral("--json")}))
                 .value(QStringLiteral("learner"))
                 .toString(),
             QStringLiteral("copy-03"));
    // A mistyped code, and a code without its session.
    QString typo = code;
    typo[0] = typo[0] == QLatin1Char('A') ? QLatin1Char('B') : QLatin1Char('A');
    const Run mistyped = run({QStringLiteral("exercise"), QStringLiteral("--code"), typo, QStringLiteral("--lab"), lab});
    QCOMPARE(mistyped.exitCode, 2);
    QVERIFY2(mistyped.err.contains(QStringLiteral("mistyped")), qPrintable(mistyped.err));
    QCOMPARE(run({QStringLiteral("exercise"), QStringLiteral("--code"), code}).exitCode, 2);
    QCOMPARE(run({QStringLiteral("exercise"), QStringLiteral("--code"), code, QStringLiteral("--lab"), lab, QStringLiteral("--learner"),
                  QStringLiteral("s-1001")})
                 .exitCode,
             2);
}


void TestCli::exerciseGradesAnAnswer_data()
{
    QTest::addColumn<QString>("id");
    QTest::newRow("numeric") << QStringLiteral("iv2-2-score-k2");
    QTest::newRow("single choice") << QStringLiteral("iv2-1-dictionary-unknown-query");
    QTest::newRow("multiple choice") << QStringLiteral("iv2-1-attention-not-dictionary");
    QTest::newRow("ranking") << QStringLiteral("iv2-2-rank-scores");
    QTest::newRow("dot-product table") << QStringLiteral("iv2-2-table-dot");
    QTest::newRow("softmax table") << QStringLiteral("iv2-3-table-softmax");
    QTest::newRow("weighted-sum table") << QStringLiteral("iv2-4-table-weighted-sum");
    QTest::newRow("target") << QStringLiteral("iv2-1-target-key2");
}

void TestCli::exerciseGradesAnAnswer()
{
    QFETCH(QString, id);
    const Run keyRun = exerciseRun(id, {QStringLiteral("--json")});
    QCOMPARE(keyRun.exitCode, 0);
    const QJsonObject key = jsonOf(keyRun);
    const TwoAnswers answers = answersFor(key);

    const Run right = exerciseRun(id, {QStringLiteral("--answer"), answers.right, QStringLiteral("--json")});
    QVERIFY2(right.exitCode == 0, qPrintable(right.err));
    const QJsonObject graded = jsonOf(right);
    QCOMPARE(graded.value(QStringLiteral("id")).toString(), id);
    QCOMPARE(graded.value(QStringLiteral("variantSeed")), key.value(QStringLiteral("variantSeed")));
    QVERIFY2(graded.value(QStringLiteral("correct")).toBool(), qPrintable(right.out));
    QCOMPARE(graded.value(QStringLiteral("verdict")).toString(), QStringLiteral("correct"));
    QVERIFY(close(graded.value(QStringLiteral("score")).toDouble(-1.0), 1.0));
    QVERIFY(graded.value(QStringLiteral("diagnoses")).isArray());
    QVERIFY(graded.value(QStringLiteral("diagnoses")).toArray().isEmpty());

    const Run wrong = exerciseRun(id, {QStringLiteral("--answer"), answers.wrong, QStringLiteral("--json")});
    QVERIFY2(wrong.exitCode == 0, qPrintable(wrong.err));
    const QJsonObject marked = jsonOf(wrong);
    QVERIFY2(!marked.value(QStringLiteral("correct")).toBool(true), qPrintable(wrong.out));
    QVERIFY(marked.value(QStringLiteral("verdict")).toString() != QLatin1String("correct"));
    QVERIFY(marked.value(QStringLiteral("score")).toDouble(-1.0) >= 0.0);
    QVERIFY(marked.value(QStringLiteral("score")).toDouble(2.0) < 1.0);
    if (answers.diagnosed)
        QVERIFY2(!marked.value(QStringLiteral("diagnoses")).toArray().isEmpty(), qPrintable(wrong.out));
}

void TestCli::exerciseAnswerTextNamesVerdictAndScore()
{
    const QString id = QStringLiteral("iv2-2-rank-scores");
    const TwoAnswers answers = answersFor(jsonOf(exerciseRun(id, {QStringLiteral("--json")})));
    const Run right = exerciseRun(id, {QStringLiteral("--answer"), answers.right});
    QCOMPARE(right.exitCode, 0);
    QVERIFY2(right.out.contains(QStringLiteral("Verdict: correct")), qPrintable(right.out));
    QVERIFY(right.out.contains(QStringLiteral("Score: 1\n")));
    const Run wrong = exerciseRun(id, {QStringLiteral("--answer"), answers.wrong});
    QCOMPARE(wrong.exitCode, 0);
    QVERIFY2(wrong.out.contains(QStringLiteral("Verdict: wrong")), qPrintable(wrong.out));
    QVERIFY(wrong.out.contains(QStringLiteral("Score: 0\n")));
    QVERIFY(wrong.out.contains(QStringLiteral("Diagnoses:\n  - ")));
    // The right order but its first two keys swapped: partly right, in the words the teacher's
    // attempts dialog and the student's feedback use too (course::verdictWords()).
    QStringList swapped = answers.right.split(u',');
    swapped.swapItemsAt(0, 1);
    // The plain order k1, k2, … is no answer at all: swap the next two instead.
    if (swapped == (QStringList{QStringLiteral("k1"), QStringLiteral("k2"), QStringLiteral("k3"), QStringLiteral("k4"), QStringLiteral("k5")})) {
        swapped.swapItemsAt(0, 1);
        swapped.swapItemsAt(1, 2);
    }
    const Run partly = exerciseRun(id, {QStringLiteral("--answer"), swapped.join(u',')});
    QCOMPARE(partly.exitCode, 0);
    QCOMPARE(course::verdictWords(course::Feedback::Status::Partial), QStringLiteral("partly right"));
    QVERIFY2(partly.out.contains(QStringLiteral("Verdict: partly right\n")), qPrintable(partly.out));
}

void TestCli::exerciseRefusesABadAnswer_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("answer");
    QTest::addColumn<QString>("mentions");
    QTest::newRow("numeric: not a number") << QStringLiteral("iv2-2-score-k2") << QStringLiteral("twelve") << QString();
    QTest::newRow("numeric: nothing") << QStringLiteral("iv2-2-score-k2") << QStringLiteral("  ") << QString();
    // Found by tests/fuzz/fuzz_answer: more than an attempt log holds (200 characters) was graded.
    QTest::newRow("numeric: longer than a log holds") << QStringLiteral("iv2-2-score-k2") << QString(201, QLatin1Char('1'))
                                                      << QStringLiteral("longer than 200");
    QTest::newRow("single choice: unknown option") << QStringLiteral("iv2-1-dictionary-unknown-query") << QStringLiteral("z")
                                                   << QStringLiteral("not an option");
    QTest::newRow("single choice: two options") << QStringLiteral("iv2-1-dictionary-unknown-query") << QStringLiteral("a,b")
                                                << QStringLiteral("single choice");
    QTest::newRow("multiple choice: nothing") << QStringLiteral("iv2-1-attention-not-dictionary") << QStringLiteral(",")
                                              << QStringLiteral("no option");
    QTest::newRow("ranking: unknown key") << QStringLiteral("iv2-2-rank-scores") << QStringLiteral("k2,k1,k9,k3,k4")
                                          << QStringLiteral("not a key");
    QTest::newRow("ranking: a key twice") << QStringLiteral("iv2-2-rank-scores") << QStringLiteral("k2,k2,k1,k3,k4")
                                          << QStringLiteral("twice");
    QTest::newRow("ranking: too few") << QStringLiteral("iv2-2-rank-scores") << QStringLiteral("k2,k1") << QStringLiteral("all 5 keys");
    QTest::newRow("table: not JSON") << QStringLiteral("iv2-2-table-dot") << QStringLiteral("[[1, 2") << QStringLiteral("not JSON");
    QTest::newRow("table: an object") << QStringLiteral("iv2-2-table-dot") << QStringLiteral(R"({"angle": 3})")
                                      << QStringLiteral("JSON array");
    QTest::newRow("table: too many rows") << QStringLiteral("iv2-2-table-dot") << QStringLiteral("[[],[],[],[],[],[],[],[],[]]")
                                          << QStringLiteral("JSON array");
    QTest::newRow("table: too many cells") << QStringLiteral("iv2-2-table-dot") << QStringLiteral(R"([["1","2","3","4","5"]])")
                                           << QStringLiteral("JSON array");
    QTest::newRow("table: a cell is an object") << QStringLiteral("iv2-3-table-softmax") << QStringLiteral(R"([[{"x": 1}]])")
                                                << QStringLiteral("JSON array");
    QTest::newRow("table: too many rows, counted") << QStringLiteral("iv2-2-table-dot") << QStringLiteral("[[],[],[],[],[],[],[],[],[]]")
                                                   << QStringLiteral("this table has 5 rows, not 9");
    QTest::newRow("table: a row's cells, named") << QStringLiteral("iv2-2-table-dot") << QStringLiteral(R"([[],["1","2","3","4"]])")
                                                 << QStringLiteral("row k2 has 4 cells, more than the 3 columns to fill");
    QTest::newRow("table: a cell's kind, named") << QStringLiteral("iv2-3-table-softmax") << QStringLiteral(R"([["1", true]])")
                                                 << QStringLiteral("row k1, column “exp(sᵢ − max)” is neither a number");
    QTest::newRow("table: a cell too long, named") << QStringLiteral("iv2-2-table-dot") << QStringLiteral(R"([["%1"]])").arg(QString(201, QLatin1Char('1')))
                                                   << QStringLiteral("row k1, column “q_x·k_x” is longer than 200 characters");
    // A Σ row typed without its first, empty cell: refused, not shifted into the cell not asked.
    QTest::newRow("gradient: a figure in a cell not asked") << QStringLiteral("iv2-6b-gradient-entry")
                                                            << QStringLiteral(R"([[],[],[],[],[],[],["1.0018","0.5313"]])")
                                                            << QStringLiteral("row Σ, column “wᵢⱼ − tⱼ” is not asked");
    QTest::newRow("target: not JSON") << QStringLiteral("iv2-1-target-key2") << QStringLiteral("70 degrees") << QStringLiteral("not JSON");
    QTest::newRow("target: no length") << QStringLiteral("iv2-1-target-key2") << QStringLiteral(R"({"angle": 70})")
                                       << QStringLiteral("target answer");
    QTest::newRow("target: too long") << QStringLiteral("iv2-1-target-key2") << QStringLiteral(R"({"angle": 70, "length": 50})")
                                      << QStringLiteral("at most");
    QTest::newRow("target: a table") << QStringLiteral("iv2-1-target-key2") << QStringLiteral(R"([["1"]])")
                                     << QStringLiteral("target answer");
}

void TestCli::exerciseRefusesABadAnswer()
{
    QFETCH(QString, id);
    QFETCH(QString, answer);
    QFETCH(QString, mentions);
    for (const QStringList &more : {QStringList{}, QStringList{QStringLiteral("--json")}}) {
        const Run r = exerciseRun(id, QStringList{QStringLiteral("--answer"), answer} + more);
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.out.isEmpty());
        QVERIFY2(r.err.contains(QStringLiteral("--answer: ")), qPrintable(r.err));
        QVERIFY2(r.err.contains(mentions), qPrintable(r.err));
    }
    // --answer grades one exercise: it needs the exercise's id.
    const Run noId = run({QStringLiteral("exercise"), QStringLiteral("--answer"), QStringLiteral("1")});
    QCOMPARE(noId.exitCode, 2);
}

void TestCli::validateVerboseCountsVariants()
{
    const Run r = run({QStringLiteral("validate"), QStringLiteral(LESSONS_SOURCE_DIR), QStringLiteral("--verbose")});
    QCOMPARE(r.exitCode, 0);
    const auto lineOf = [&](const QString &id) {
        const QRegularExpression line(QStringLiteral("^  %1 +(.*)$").arg(QRegularExpression::escape(id)),
                                      QRegularExpression::MultilineOption);
        return line.match(r.out).captured(1);
    };
    // A conceptual question is the same for everyone; the order of its options is no variant.
    QCOMPARE(lineOf(QStringLiteral("iv2-1-dictionary-unknown-query")), QStringLiteral("variants: 1 (the same for everyone)"));
    // 36 angles × 6 lengths, each prompt its own; but angles mirrored about key 2 (70°) give
    // the same score, and at 160° and 340° every length scores 0: 103 different answers.
    QCOMPARE(lineOf(QStringLiteral("iv2-2-score-k2")), QStringLiteral("variants: 216, different answers: 103"));
    // Whatever the query, "which key wins" has at most 5 answers.
    const QRegularExpressionMatch argmax =
        QRegularExpression(QStringLiteral("^variants: (\\d+), different answers: (\\d)$")).match(lineOf(QStringLiteral("iv2-7-point-to-argmax")));
    QVERIFY2(argmax.hasMatch(), qPrintable(r.out));
    QVERIFY(argmax.captured(2).toInt() <= 5);
    // Every exercise of the course has its line.
    const course::Course c = course::LessonLoader::loadCourse(QStringLiteral(LESSONS_SOURCE_DIR));
    for (const course::Lesson &lesson : c.lessons)
        for (const course::Exercise &e : lesson.exercises)
            QVERIFY2(!lineOf(e.id).isEmpty(), qPrintable(e.id));
    // Without --verbose only problems are printed.
    QVERIFY(run({QStringLiteral("validate"), QStringLiteral(LESSONS_SOURCE_DIR)}).out.isEmpty());
}

void TestCli::validateRejectsAmbiguousChoices()
{
    QTemporaryDir dir;
    const QString lesson = dir.filePath(QStringLiteral("amb"));
    QDir(lesson).mkpath(QStringLiteral("en"));
    QFile manifest(lesson + QStringLiteral("/lesson.json"));
    QVERIFY(manifest.open(QIODevice::WriteOnly));
    manifest.write(R"({"formatVersion": 1, "id": "amb", "title": "Ambiguous", "objectives": ["x"],
        "pages": [{"id": "a", "file": "01.md", "panel": "workshop"}]})");
    manifest.close();
    QFile page(lesson + QStringLiteral("/en/01.md"));
    QVERIFY(page.open(QIODevice::WriteOnly));
    page.write("# A page\n\nText.\n");
    page.close();
    QFile exercises(lesson + QStringLiteral("/exercises.json"));
    QVERIFY(exercises.open(QIODevice::WriteOnly));
    // Values drawn independently can come out all alike: then the output is exactly the plain
    // average, and option b is right too. Options c and d read the same for learners whose
    // first two values are equal.
    exercises.write(R"({"formatVersion": 1, "exercises": [
      {"id": "amb-range", "title": "Range", "type": "single-choice", "objective": "output",
       "prompt": "The values are {{value.k1}} to {{value.k5}}. Where is the output?",
       "variant": {"values": {"min": 10, "max": 30, "step": 10}},
       "options": [{"id": "a", "text": "Between the smallest and the largest value.", "correct": true},
                   {"id": "b", "text": "Exactly at the plain average.", "correct": false},
                   {"id": "c", "text": "At {{value.k1}}.", "correct": false},
                   {"id": "d", "text": "At {{value.k2}}.", "correct": false}]},
      {"id": "amb-fine", "title": "Fine", "type": "single-choice", "objective": "output",
       "prompt": "Where is the output for a query at {{angle}}°?",
       "variant": {"angle": {"min": 0, "max": 350, "step": 10}},
       "options": [{"id": "a", "text": "Between the smallest and the largest value.", "correct": true},
                   {"id": "b", "text": "Above the largest value.", "correct": false}]}]})");
    exercises.close();
    const Run r = run({QStringLiteral("validate"), lesson});
    QCOMPARE(r.exitCode, 1);
    const QStringList lines = r.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 2);
    QVERIFY2(lines[0].contains(QStringLiteral("exercises.json:amb-range: ")) && lines[0].contains(QStringLiteral("alike")),
             qPrintable(r.out));
    QVERIFY2(lines[1].contains(QStringLiteral("exercises.json:amb-range: ")) && lines[1].contains(QStringLiteral("options c and d")),
             qPrintable(r.out));
    // The same problems when only the exercises file is checked.
    const Run file = run({QStringLiteral("validate"), exercises.fileName()});
    QCOMPARE(file.exitCode, 1);
    QCOMPARE(file.out, r.out);
}

void TestCli::unknownCommandExitsTwo()
{
    // A word that is neither a command nor a file: refused as before files could be opened.
    for (const QString &word : {QStringLiteral("frobnicate"), QStringLiteral("exercize")}) {
        const Run r = run({word});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QStringLiteral("unknown command '%1'; try --help").arg(word)), qPrintable(r.err));
    }
    // Over SSH, with no display at all: the command is decided before any GUI object exists.
    const Run typo = runWithEnvironment({QStringLiteral("valdate"), QStringLiteral("lessons")}, {});
    QCOMPARE(typo.exitCode, 2);
    QVERIFY2(typo.err.contains(QStringLiteral("unknown command 'valdate'; try --help")), qPrintable(typo.err));
    QVERIFY2(!typo.err.contains(QStringLiteral("platform plugin")), qPrintable(typo.err));
}

void TestCli::labDefaultsTurnAnswerKeysOff()
{
    QTemporaryDir dir;
    const QString session = dir.filePath(QStringLiteral("week3.attnlab"));
    QCOMPARE(run({QStringLiteral("lab"), QStringLiteral("new"), QStringLiteral("--title"), QStringLiteral("Week 3"),
                  QStringLiteral("--exercises"), QStringLiteral("iv2-3-weight-k2"), QStringLiteral("--out"), session})
                 .exitCode,
             0);
    const QString exercise = QStringLiteral("iv2-2-score-k2");
    const QList<QStringList> answerKeys{
        {QStringLiteral("exercise"), exercise, QStringLiteral("--learner"), QStringLiteral("ada")},
        {QStringLiteral("exercise"), exercise, QStringLiteral("--learner"), QStringLiteral("ada"), QStringLiteral("--answer"),
         QStringLiteral("1.5")},
        {QStringLiteral("worksheet"), session, QStringLiteral("--pdf"), dir.filePath(QStringLiteral("w.pdf")),
         QStringLiteral("--copies"), QStringLiteral("2"), QStringLiteral("--answer-key"), dir.filePath(QStringLiteral("key.pdf"))},
        {QStringLiteral("lab"), QStringLiteral("rehearse"), session, QStringLiteral("--out"), dir.filePath(QStringLiteral("class"))},
    };
    const QByteArray studentComputer = "[lab]\nallowAnswerKeys=false\n";
    for (const QStringList &command : answerKeys) {
        const Run off = runWithLabDefaults(command, studentComputer);
        QVERIFY2(off.exitCode == 2, qPrintable(command.join(u' ') + QStringLiteral(": ") + off.err));
        QVERIFY2(off.err.contains(QStringLiteral("answer keys are turned off on this computer by the lab's administrator")),
                 qPrintable(off.err));
        QVERIFY2(off.out.isEmpty(), qPrintable(off.out));
    }
    QVERIFY(!QFileInfo::exists(dir.filePath(QStringLiteral("key.pdf"))));
    QVERIFY(!QFileInfo::exists(dir.filePath(QStringLiteral("class"))));
    // Worksheets without a key are still printed there.
    const Run sheets = runWithLabDefaults({QStringLiteral("worksheet"), session, QStringLiteral("--pdf"),
                                           dir.filePath(QStringLiteral("w.pdf")), QStringLiteral("--copies"), QStringLiteral("2")},
                                          studentComputer);
    QVERIFY2(sheets.exitCode == 0, qPrintable(sheets.err));
    // The teacher's computer: no file, or the key allowed.
    for (const QByteArray &conf : {QByteArray(), QByteArray("[lab]\nallowAnswerKeys=true\n")}) {
        const Run key = runWithLabDefaults(answerKeys.constFirst(), conf);
        QVERIFY2(key.exitCode == 0, qPrintable(key.err));
        QVERIFY2(key.out.contains(QStringLiteral("Answer:")), qPrintable(key.out));
    }
}

void TestCli::aSessionKeepsItsKeysToAllowedComputers()
{
    QTemporaryDir dir;
    const QString session = dir.filePath(QStringLiteral("week3.attnlab"));
    const Run made = run({QStringLiteral("lab"), QStringLiteral("new"), QStringLiteral("--title"), QStringLiteral("Week 3"),
                          QStringLiteral("--exercises"), QStringLiteral("iv2-3-weight-k2"), QStringLiteral("--roster"),
                          QStringLiteral(FORMATS_DIR "/roster.example.csv"), QStringLiteral("--keys-where-allowed"),
                          QStringLiteral("--out"), session});
    QVERIFY2(made.exitCode == 0, qPrintable(made.err));
    QFile file(session);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(QJsonDocument::fromJson(file.readAll()).object().value(QStringLiteral("answerKeysOnlyWhereAllowed")), QJsonValue(true));
    const Run shown = run({QStringLiteral("lab"), QStringLiteral("show"), session});
    QVERIFY2(shown.out.contains(QStringLiteral("Answer keys: only on computers whose lab defaults allow them")),
             qPrintable(shown.out));

    const QList<QStringList> answers{
        {QStringLiteral("exercise"), QStringLiteral("iv2-3-weight-k2"), QStringLiteral("--lab"), session,
         QStringLiteral("--learner"), QStringLiteral("s-1002")},
        {QStringLiteral("worksheet"), session, QStringLiteral("--pdf"), dir.filePath(QStringLiteral("w.pdf")),
         QStringLiteral("--answer-key"), dir.filePath(QStringLiteral("key.pdf"))},
        {QStringLiteral("worksheet"), session, QStringLiteral("--answer-grid"), dir.filePath(QStringLiteral("grid.pdf"))},
        {QStringLiteral("lab"), QStringLiteral("rehearse"), session, QStringLiteral("--out"), dir.filePath(QStringLiteral("class"))},
    };
    // A computer with no lab defaults, or one that does not say true, prints none of them.
    for (const QByteArray &conf : {QByteArray(), QByteArray("[lab]\nhandInFolder=/srv/x\n"), QByteArray("[lab]\nallowAnswerKeys=flase\n")}) {
        for (const QStringList &command : answers) {
            const Run off = runWithLabDefaults(command, conf);
            QVERIFY2(off.exitCode == 2, qPrintable(command.join(u' ') + QStringLiteral(": ") + off.err));
            QVERIFY2(off.err.contains(QStringLiteral("the session “Week 3” prints its answers only on a computer whose "
                                                      "lab defaults allow answer keys")),
                     qPrintable(off.err));
            QVERIFY2(off.out.isEmpty(), qPrintable(off.out));
        }
    }
    QVERIFY(!QFileInfo::exists(dir.filePath(QStringLiteral("key.pdf"))));
    QVERIFY(!QFileInfo::exists(dir.filePath(QStringLiteral("grid.pdf"))));
    QVERIFY(!QFileInfo::exists(dir.filePath(QStringLiteral("class"))));
    // Its worksheets are still printed anywhere.
    const Run sheets = runWithLabDefaults({QStringLiteral("worksheet"), session, QStringLiteral("--pdf"),
                                           dir.filePath(QStringLiteral("w.pdf"))},
                                          QByteArray());
    QVERIFY2(sheets.exitCode == 0, qPrintable(sheets.err));
    // The teacher's computer, which says so, prints every one.
    for (const QStringList &command : answers) {
        const Run on = runWithLabDefaults(command, "[lab]\nallowAnswerKeys=true\n");
        QVERIFY2(on.exitCode == 0, qPrintable(command.join(u' ') + QStringLiteral(": ") + on.err));
    }
    QVERIFY(QFileInfo::exists(dir.filePath(QStringLiteral("key.pdf"))));
    QVERIFY(QFileInfo::exists(dir.filePath(QStringLiteral("grid.pdf"))));
}

void TestCli::newLessonWritesALessonThatValidatesClean()
{
    QTemporaryDir dir;
    const QString folder = dir.filePath(QStringLiteral("teacher"));
    const Run made = run({QStringLiteral("new-lesson"), folder, QStringLiteral("--id"), QStringLiteral("week3-intro"),
                          QStringLiteral("--title"), QStringLiteral("Week 3")});
    QCOMPARE(made.exitCode, 0);
    QVERIFY2(made.out.contains(QStringLiteral("week3-intro")) && made.out.contains(QStringLiteral("course.json")),
             qPrintable(made.out));
    for (const QString &path : {folder, QDir(folder).filePath(QStringLiteral("week3-intro"))}) {
        const Run checked = run({QStringLiteral("validate"), path});
        QCOMPARE(checked.exitCode, 0);
        QCOMPARE(checked.out, QString());
        QCOMPARE(checked.err, QString());
    }
}

void TestCli::newLessonRefusesAnExistingLessonAndABadId()
{
    QTemporaryDir dir;
    const QStringList make{QStringLiteral("new-lesson"), dir.path(), QStringLiteral("--id"), QStringLiteral("mine"),
                           QStringLiteral("--title"), QStringLiteral("Mine")};
    QCOMPARE(run(make).exitCode, 0);
    const Run again = run(make);
    QCOMPARE(again.exitCode, 2);
    QVERIFY2(again.err.contains(QStringLiteral("already exists")), qPrintable(again.err));
    const Run bad = run({QStringLiteral("new-lesson"), dir.path(), QStringLiteral("--id"), QStringLiteral("My Lesson"),
                         QStringLiteral("--title"), QStringLiteral("Mine")});
    QCOMPARE(bad.exitCode, 2);
    QVERIFY(bad.err.contains(QStringLiteral("a-z, 0-9")));
    QCOMPARE(run({QStringLiteral("new-lesson"), dir.path(), QStringLiteral("--id"), QStringLiteral("untitled")}).exitCode, 2);
}

void TestCli::courseOptionsWorkBeforeOrAfterTheCommand()
{
    // --lessons DIR before the command aborted in Qt's platform plugin without a display.
    QTemporaryDir dir;
    QCOMPARE(run({QStringLiteral("new-lesson"), dir.path(), QStringLiteral("--id"), QStringLiteral("mine"),
                  QStringLiteral("--title"), QStringLiteral("My own lesson")}).exitCode, 0);
    const Run after = run({QStringLiteral("list"), QStringLiteral("--json"), QStringLiteral("--lessons"), dir.path()});
    QCOMPARE(after.exitCode, 0);
    QVERIFY2(after.out.contains(QStringLiteral("\"mine\"")), qPrintable(after.out));
    for (const QStringList &before : {QStringList{QStringLiteral("--lessons"), dir.path(), QStringLiteral("list"), QStringLiteral("--json")},
                                      QStringList{QStringLiteral("--lessons=") + dir.path(), QStringLiteral("list"), QStringLiteral("--json")},
                                      QStringList{QStringLiteral("--lessons"), dir.path(), QStringLiteral("--lang"), QStringLiteral("en"),
                                                  QStringLiteral("list"), QStringLiteral("--json")}}) {
        const Run r = run(before);
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out, after.out);
    }
    const Run only = run({QStringLiteral("--lessons-only"), QStringLiteral("--lessons"), dir.path(), QStringLiteral("list")});
    QCOMPARE(only.exitCode, 0);
    QVERIFY2(only.out.startsWith(QStringLiteral("1. mine  My own lesson")), qPrintable(only.out));
}

void TestCli::computeTakesAnyLength()
{
    // Only the window's control stops at 10; the core computes any length.
    const Run r = run({QStringLiteral("compute"), QStringLiteral("--length"), QStringLiteral("1000"), QStringLiteral("--json")});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject trace = QJsonDocument::fromJson(r.out.toUtf8()).object();
    QVERIFY2(!trace.isEmpty(), qPrintable(r.out + r.err));
    QCOMPARE(trace.value(QStringLiteral("weights")).toArray().at(1).toDouble(), 1.0); // key 2 takes it all
    // The window's control stops at 10: so does its --length.
    QTemporaryDir dir;
    const Run window = run({QStringLiteral("--screenshot"), dir.filePath(QStringLiteral("x.png")), QStringLiteral("--length"),
                            QStringLiteral("10.5")});
    QCOMPARE(window.exitCode, 2);
    QVERIFY2(window.err.contains(QStringLiteral("--length: 10.5 is outside 0 to 10")), qPrintable(window.err));
    QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("x.png"))));
}

void TestCli::theWindowWithoutADisplaySaysSo()
{
    // Over SSH with no display: one line and status 2, not Qt's abort and "reinstalling may fix".
    for (const QStringList &arguments : {QStringList{}, QStringList{QStringLiteral("--lesson"), QStringLiteral("iv2-3-softmax")}}) {
        const Run r = runWithEnvironment(arguments, {});
        QCOMPARE(r.exitCode, 2);
        QCOMPARE(r.err.count(QLatin1Char('\n')), 1);
        QVERIFY2(r.err.contains(QStringLiteral("needs a display")) && r.err.contains(QStringLiteral("--help")), qPrintable(r.err));
        QVERIFY(!r.err.contains(QStringLiteral("platform plugin")));
    }
}

void TestCli::lessonsFolderGoesBesideTheBuiltInCourse()
{
    QTemporaryDir dir;
    QCOMPARE(run({QStringLiteral("new-lesson"), dir.path(), QStringLiteral("--id"), QStringLiteral("mine"),
                  QStringLiteral("--title"), QStringLiteral("My own lesson")}).exitCode, 0);
    const Run beside = run({QStringLiteral("list"), QStringLiteral("--lessons"), dir.path()});
    QCOMPARE(beside.exitCode, 0);
    const qsizetype builtIn = course::LessonLoader::loadCourse(course::builtInLessonsRoot()).lessons.size();
    QVERIFY2(beside.out.contains(QStringLiteral("%1. mine  My own lesson").arg(builtIn + 1)), qPrintable(beside.out));
    QVERIFY(beside.out.startsWith(QStringLiteral("1. iv2-1-")));
    const Run only = run({QStringLiteral("list"), QStringLiteral("--lessons"), dir.path(), QStringLiteral("--lessons-only")});
    QVERIFY2(only.out.startsWith(QStringLiteral("1. mine  My own lesson")), qPrintable(only.out));
    // A teacher's exercise, with its answer key, like any other.
    const Run key = run({QStringLiteral("exercise"), QStringLiteral("mine-score"), QStringLiteral("--learner"), QStringLiteral("ada"),
                         QStringLiteral("--lessons"), dir.path()});
    QCOMPARE(key.exitCode, 0);
    QVERIFY2(key.out.contains(QStringLiteral("What is the score q·k₂?")), qPrintable(key.out));
    // A broken lesson is listed on stderr; the rest is used.
    QVERIFY(QFile::remove(dir.filePath(QStringLiteral("mine/en/02-summary.md"))));
    const Run broken = run({QStringLiteral("list"), QStringLiteral("--lessons"), dir.path()});
    QCOMPARE(broken.exitCode, 0);
    QVERIFY(!broken.out.contains(QStringLiteral("mine")));
    QVERIFY2(broken.err.contains(QStringLiteral("02-summary.md")), qPrintable(broken.err));
    QCOMPARE(run({QStringLiteral("list"), QStringLiteral("--lessons"), dir.filePath(QStringLiteral("nowhere"))}).exitCode, 2);
}

void TestCli::labSessionNamesItsLessonsFolder()
{
    QTemporaryDir dir;
    const QString lessons = dir.filePath(QStringLiteral("class/lessons"));
    QCOMPARE(run({QStringLiteral("new-lesson"), lessons, QStringLiteral("--id"), QStringLiteral("mine"),
                  QStringLiteral("--title"), QStringLiteral("Mine")}).exitCode, 0);
    const QString session = dir.filePath(QStringLiteral("class/week3.attnlab"));
    const Run made = run({QStringLiteral("lab"), QStringLiteral("new"), QStringLiteral("--title"), QStringLiteral("W3"),
                          QStringLiteral("--exercises"), QStringLiteral("mine-score,iv2-3-weight-k2"),
                          QStringLiteral("--lessons-folder"), lessons, QStringLiteral("--out"), session});
    QCOMPARE(made.exitCode, 0);
    QFile file(session);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(QJsonDocument::fromJson(file.readAll()).object().value(QStringLiteral("lessonsFolder")).toString(),
             QStringLiteral("lessons"));
    // The students' command line reads the folder beside the session, wherever that is.
    const Run shown = run({QStringLiteral("exercise"), QStringLiteral("mine-score"), QStringLiteral("--lab"), session,
                           QStringLiteral("--learner"), QStringLiteral("s-1")});
    QCOMPARE(shown.exitCode, 0);
    QCOMPARE(shown.err, QString());
    QVERIFY(QDir().rename(lessons, dir.filePath(QStringLiteral("class/gone"))));
    const Run missing = run({QStringLiteral("lab"), QStringLiteral("show"), session});
    QCOMPARE(missing.exitCode, 0);
    QVERIFY2(missing.err.contains(QStringLiteral("cannot be found")), qPrintable(missing.err));
}

void TestCli::outputsNeverReplaceTheirInputs()
{
    QTemporaryDir dir;
    const QString session = dir.filePath(QStringLiteral("week3.attnlab"));
    const QString handIns = dir.filePath(QStringLiteral("hand-ins"));
    QVERIFY(rehearsedWeek3(session, handIns));
    const QString handIn = QDir(handIns).filePath(QDir(handIns).entryList({QStringLiteral("*.attnhandin")}).constFirst());
    const auto contents = [](const QString &path) {
        QFile f(path);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    };
    const QByteArray sessionBytes = contents(session);
    const QByteArray handInBytes = contents(handIn);
    const QList<QStringList> attempts{
        {QStringLiteral("grade"), session, handIns, QStringLiteral("--csv"), session},
        {QStringLiteral("grade"), session, handIns, QStringLiteral("--csv"), handIn},
        {QStringLiteral("worksheet"), session, QStringLiteral("--pdf"), session},
        {QStringLiteral("worksheet"), session, QStringLiteral("--pdf"), dir.filePath(QStringLiteral("w.pdf")),
         QStringLiteral("--answer-key"), session},
        {session, QStringLiteral("--screenshot"), session},
        {QStringLiteral("--gradebook"), session, QStringLiteral("--hand-ins"), handIns, QStringLiteral("--screenshot"), handIn},
    };
    for (const QStringList &arguments : attempts) {
        const Run r = run(arguments);
        QVERIFY2(r.exitCode == 2, qPrintable(arguments.join(QLatin1Char(' '))));
        QVERIFY2(r.err.contains(QStringLiteral("write to another file")), qPrintable(r.err));
        QCOMPARE(contents(session), sessionBytes);
        QCOMPARE(contents(handIn), handInBytes);
    }
    // Another file is written as before.
    const QString csv = dir.filePath(QStringLiteral("week3.csv"));
    QCOMPARE(run({QStringLiteral("grade"), session, handIns, QStringLiteral("--csv"), csv}).exitCode, 0);
    QVERIFY(!contents(csv).isEmpty());
}

void TestCli::everyWriterFailsLoudlyOnAFullDisk()
{
    // Each command that writes a file, run where no file may grow past 100 bytes: it must
    // exit with an error that names the cause, leave the previous file as it was and leave no
    // empty or short file behind. Qt 6.4's QSaveFile reported these small writes as done.
    QTemporaryDir dir;
    const QString session = dir.filePath(QStringLiteral("week3.attnlab"));
    const QString handIns = dir.filePath(QStringLiteral("hand-ins"));
    QVERIFY(rehearsedWeek3(session, handIns));
    const auto contents = [](const QString &path) {
        QFile f(path);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    };
    const QByteArray sessionBytes = contents(session);
    const QString csv = dir.filePath(QStringLiteral("week3.csv"));
    QVERIFY(course::writeWholeFile(csv, "an older export\n"));
    const QString feedback = dir.filePath(QStringLiteral("feedback"));
    const QString rehearsal = dir.filePath(QStringLiteral("rehearsal"));
    const QString pdf = dir.filePath(QStringLiteral("week3.pdf"));
    const QString png = dir.filePath(QStringLiteral("shot.png"));
    const QList<QStringList> attempts{
        {QStringLiteral("lab"), QStringLiteral("new"), QStringLiteral("--title"), QStringLiteral("Week 4"),
         QStringLiteral("--lessons"), QStringLiteral("iv2-3-softmax"), QStringLiteral("--out"), session, QStringLiteral("--force")},
        {QStringLiteral("grade"), session, handIns, QStringLiteral("--csv"), csv},
        {QStringLiteral("grade"), session, handIns, QStringLiteral("--feedback"), feedback},
        {QStringLiteral("lab"), QStringLiteral("rehearse"), session, QStringLiteral("--students"), QStringLiteral("3"),
         QStringLiteral("--out"), rehearsal},
        {QStringLiteral("worksheet"), session, QStringLiteral("--copies"), QStringLiteral("3"), QStringLiteral("--pdf"), pdf},
        {QStringLiteral("--screenshot"), png},
    };
    for (const QStringList &arguments : attempts) {
        const Run r = testing::runAttentionLabOnAFullDisk(arguments);
        const QString what = arguments.join(QLatin1Char(' ')) + QStringLiteral(": ") + r.err;
        QVERIFY2(r.exitCode != 0 && r.exitCode != -1, qPrintable(what));
        QVERIFY2(r.err.contains(QStringLiteral("no space left")), qPrintable(what));
        QCOMPARE(contents(session), sessionBytes);
        QCOMPARE(contents(csv), QByteArray("an older export\n"));
        QVERIFY2(!QFileInfo::exists(pdf) && !QFileInfo::exists(png), qPrintable(what));
        for (const QString &folder : {feedback, rehearsal, handIns}) {
            const QFileInfoList files = QDir(folder).entryInfoList(QDir::Files | QDir::Hidden);
            for (const QFileInfo &f : files)
                QVERIFY2(f.size() > 100, qPrintable(what + QStringLiteral(" left ") + f.filePath()));
        }
    }
}

void TestCli::gradeRefusesFoldersThatCannotBeRead()
{
    // A share that is not mounted: no CSV of zeros, nothing written, exit status 2. With
    // another folder that can be read, the grades come with a warning on every row.
    QTemporaryDir dir;
    const QString session = dir.filePath(QStringLiteral("week3.attnlab"));
    const QString handIns = dir.filePath(QStringLiteral("hand-ins"));
    QVERIFY(rehearsedWeek3(session, handIns));
    const QString gone = dir.filePath(QStringLiteral("share-not-mounted"));
    const QString csv = dir.filePath(QStringLiteral("week3.csv"));
    const QString feedback = dir.filePath(QStringLiteral("feedback"));
    Run r = run({QStringLiteral("grade"), session, gone, QStringLiteral("--csv"), csv, QStringLiteral("--feedback"), feedback});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(QStringLiteral("no folder of hand-ins could be read")), qPrintable(r.err));
    QVERIFY(!QFileInfo::exists(csv) && !QFileInfo::exists(feedback));
    QVERIFY(r.out.isEmpty());

    r = run({QStringLiteral("grade"), session, gone, handIns, QStringLiteral("--json")});
    QCOMPARE(r.exitCode, 0);
    const QJsonArray students = QJsonDocument::fromJson(r.out.toUtf8()).object().value(QStringLiteral("students")).toArray();
    QCOMPARE(students.size(), 3);
    for (const QJsonValue &s : students)
        QVERIFY(QJsonDocument(s.toObject().value(QStringLiteral("flags")).toArray()).toJson()
                    .contains("share-not-mounted could not be read"));
}

void TestCli::teachersToolsNameExercisesInTheirLanguage()
{
    QTemporaryDir dir;
    const QString session = dir.filePath(QStringLiteral("week3.attnlab"));
    const QString handIns = dir.filePath(QStringLiteral("hand-ins"));
    QVERIFY(rehearsedWeek3(session, handIns));
    const course::Course c = course::LessonLoader::loadCourse(course::builtInLessonsRoot());
    const course::Exercise *weight = c.exercise(QStringLiteral("iv2-3-weight-k2"));
    QVERIFY(weight);
    for (const QString &language : {QStringLiteral("de"), QStringLiteral("fr")}) {
        const QString title = course::localizedExercise(*weight, language).title;
        QVERIFY(title != weight->title);
        const QStringList lang{QStringLiteral("--lang"), language};
        const Run shown = run(QStringList{QStringLiteral("lab"), QStringLiteral("show"), session} + lang);
        QVERIFY2(shown.out.contains(title) && !shown.out.contains(weight->title), qPrintable(shown.out));
        const Run graded = run(QStringList{QStringLiteral("grade"), session, handIns} + lang);
        QVERIFY2(graded.out.contains(title) && !graded.out.contains(weight->title), qPrintable(graded.out));
    }
}

void TestCli::gradeReadsTheSessionsHandInFolderByDefault()
{
    QTemporaryDir dir;
    const QString handIns = dir.filePath(QStringLiteral("class"));
    const QString session = dir.filePath(QStringLiteral("week3.attnlab"));
    const QStringList make{QStringLiteral("lab"), QStringLiteral("new"), QStringLiteral("--title"), QStringLiteral("Week 3"),
                           QStringLiteral("--lessons"), QStringLiteral("iv2-3-softmax"), QStringLiteral("--out")};
    QCOMPARE(run(make + QStringList{session, QStringLiteral("--hand-in"), handIns}).exitCode, 0);
    QCOMPARE(run({QStringLiteral("lab"), QStringLiteral("rehearse"), session, QStringLiteral("--students"), QStringLiteral("3"),
                  QStringLiteral("--out"), handIns}).exitCode, 0);
    const Run graded = run({QStringLiteral("grade"), session, QStringLiteral("--json")});
    QCOMPARE(graded.exitCode, 0);
    QCOMPARE(jsonOf(graded).value(QStringLiteral("students")).toArray().size(), 3);
    QCOMPARE(graded.out, run({QStringLiteral("grade"), session, handIns, QStringLiteral("--json")}).out);
    // A session that names no folder needs one.
    const QString open = dir.filePath(QStringLiteral("open.attnlab"));
    QCOMPARE(run(make + QStringList{open}).exitCode, 0);
    const Run none = run({QStringLiteral("grade"), open});
    QCOMPARE(none.exitCode, 2);
    QVERIFY2(none.err.contains(QStringLiteral("names no hand-in folder")), qPrintable(none.err));
}

QTEST_GUILESS_MAIN(TestCli)
void TestCli::langSelectsTheLessonTitles()
{
    TranslatedCourse course;
    QVERIFY(course.make());
    const QStringList list{QStringLiteral("list"), QStringLiteral("--lessons"), course.path(), QStringLiteral("--lessons-only")};
    const Run english = run(list);
    QCOMPARE(english.exitCode, 0);
    QVERIFY2(english.out.startsWith(QStringLiteral("1. alpha  Weights of the keys")), qPrintable(english.out));
    const Run german = run(list + QStringList{QStringLiteral("--lang"), QStringLiteral("de")});
    QCOMPARE(german.exitCode, 0);
    QVERIFY2(german.out.startsWith(QStringLiteral("1. alpha  Gewichte der Keys")), qPrintable(german.out));
    // French has no translation here: English, never a blank.
    QVERIFY(run(list + QStringList{QStringLiteral("--lang=fr")}).out.contains(QStringLiteral("Weights of the keys")));

    // JSON: the titles in the language, the ids and kinds the same in every language.
    const QJsonArray en = QJsonDocument::fromJson(run(list + QStringList{QStringLiteral("--json")}).out.toUtf8()).array();
    const QJsonArray de = QJsonDocument::fromJson(
        run(list + QStringList{QStringLiteral("--json"), QStringLiteral("--lang"), QStringLiteral("de")}).out.toUtf8()).array();
    QCOMPARE(de.size(), 1);
    const QJsonObject lesson = de.first().toObject();
    QCOMPARE(lesson.value(QStringLiteral("title")).toString(), QStringLiteral("Gewichte der Keys"));
    QCOMPARE(lesson.value(QStringLiteral("outline")).toArray().first().toObject().value(QStringLiteral("title")).toString(),
             QStringLiteral("Was Sie lernen"));
    QCOMPARE(lesson.value(QStringLiteral("id")), en.first().toObject().value(QStringLiteral("id")));
    QCOMPARE(lesson.value(QStringLiteral("exercises")), en.first().toObject().value(QStringLiteral("exercises")));
    QCOMPARE(lesson.value(QStringLiteral("outline")).toArray().size(),
             en.first().toObject().value(QStringLiteral("outline")).toArray().size());
}

void TestCli::langSelectsTheExerciseWords()
{
    TranslatedCourse course;
    QVERIFY(course.make());
    const QStringList exercise{QStringLiteral("exercise"), QStringLiteral("alpha-weight-k2"), QStringLiteral("--learner"),
                               QStringLiteral("ada"), QStringLiteral("--lessons"), course.path(),
                               QStringLiteral("--lessons-only")};
    const Run english = run(exercise);
    QCOMPARE(english.exitCode, 0);
    QVERIFY2(english.out.contains(QStringLiteral("What is the weight of key 2?")), qPrintable(english.out));
    QVERIFY(english.out.contains(QStringLiteral("1. A weight is a softmax of the scores.")));
    const Run german = run(exercise + QStringList{QStringLiteral("--lang"), QStringLiteral("de")});
    QCOMPARE(german.exitCode, 0);
    QVERIFY2(german.out.contains(QStringLiteral("Welches Gewicht hat Key 2?")), qPrintable(german.out));
    QVERIFY(german.out.contains(QStringLiteral("1. Ein Gewicht ist die Softmax der Scores.")));
    QVERIFY(german.out.contains(QStringLiteral("2. Beginnen Sie mit ")));
    QVERIFY(german.out.contains(QStringLiteral("Key 2 hat das Gewicht ")));
    QVERIFY(!german.out.contains(QStringLiteral("What is the weight")));

    // JSON: the same learner's variant, answer and ids in every language; only the words differ.
    const QJsonObject en = jsonOf(run(exercise + QStringList{QStringLiteral("--json")}));
    const QJsonObject de = jsonOf(run(exercise + QStringList{QStringLiteral("--json"), QStringLiteral("--lang"), QStringLiteral("de")}));
    for (const char *field : {"id", "lesson", "type", "variantSeed", "query", "values", "answer", "tolerance", "unit"})
        QCOMPARE(de.value(QLatin1String(field)), en.value(QLatin1String(field)));
    QVERIFY(de.value(QStringLiteral("prompt")).toString().startsWith(QStringLiteral("Die Query zeigt auf")));
    QCOMPARE(de.value(QStringLiteral("hints")).toArray().size(), 2);
    // The figure closing the German hint is the English hint's, with a decimal comma.
    const auto lastFigure = [](const QJsonObject &o) {
        return o.value(QStringLiteral("hints")).toArray().at(1).toString().section(QLatin1Char(' '), -1).chopped(1);
    };
    QCOMPARE(lastFigure(de), lastFigure(en).replace(QLatin1Char('.'), QLatin1Char(',')));
}

void TestCli::langSetsTheMessagesAndTheNumberStyle()
{
    const QString nbsp(QChar::Nbsp);
    const Run english = run({QStringLiteral("compute")});
    QVERIFY2(english.out.contains(QStringLiteral("55.1%")) && english.out.contains(QStringLiteral("16.8421")), qPrintable(english.out));
    const Run german = run({QStringLiteral("compute"), QStringLiteral("--lang"), QStringLiteral("de")});
    QCOMPARE(german.exitCode, 0);
    // The plate's figures in German: a decimal comma, a no-break space before "%"; the headings
    // in German too.
    QVERIFY2(german.out.contains(QStringLiteral("55,1") + nbsp + QLatin1Char('%')) && german.out.contains(QStringLiteral("16,8421")),
             qPrintable(german.out));
    QVERIFY(german.out.contains(QStringLiteral("Ausgabe")));
    QVERIFY(!german.out.contains(QStringLiteral("16.8421")));
    const Run french = run({QStringLiteral("compute"), QStringLiteral("--lang=fr")});
    QVERIFY2(french.out.contains(QStringLiteral("55,1") + nbsp + QLatin1Char('%')), qPrintable(french.out));
    // JSON carries numbers, not text: the same in every language.
    const QStringList json{QStringLiteral("compute"), QStringLiteral("--json")};
    QCOMPARE(run(json + QStringList{QStringLiteral("--lang"), QStringLiteral("de")}).out, run(json).out);
}

void TestCli::everyCommandTakesLang_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::newRow("compute") << QStringList{QStringLiteral("compute")};
    QTest::newRow("validate") << QStringList{QStringLiteral("validate"), QStringLiteral(LESSONS_SOURCE_DIR)};
    QTest::newRow("list") << QStringList{QStringLiteral("list")};
    QTest::newRow("matrix") << QStringList{QStringLiteral("matrix"), QStringLiteral("--tokens"), QStringLiteral("8")};
    QTest::newRow("exercise") << QStringList{QStringLiteral("exercise"), QStringLiteral("iv2-3-table-softmax")};
    QTest::newRow("lab") << QStringList{QStringLiteral("lab"), QStringLiteral("show"), QStringLiteral("--help")};
    QTest::newRow("worksheet") << QStringList{QStringLiteral("worksheet"), QStringLiteral("--help")};
    QTest::newRow("help") << QStringList{QStringLiteral("--help")};
}

void TestCli::everyCommandTakesLang()
{
    QFETCH(QStringList, arguments);
    for (const QString &language : {QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("fr")}) {
        const Run r = run(arguments + QStringList{QStringLiteral("--lang"), language});
        QVERIFY2(r.exitCode == 0, qPrintable(language + QLatin1Char(' ') + r.err));
    }
    // Before the command's own arguments as well as after them.
    QCOMPARE(run(QStringList{arguments.first(), QStringLiteral("--lang=de")} + arguments.mid(1)).exitCode, 0);
    const Run unknown = run(arguments + QStringList{QStringLiteral("--lang"), QStringLiteral("xx")});
    QCOMPARE(unknown.exitCode, 2);
    QVERIFY(unknown.out.isEmpty());
    QVERIFY2(unknown.err.contains(QStringLiteral("--lang: 'xx' is not a language of the course (en, de, fr)")),
             qPrintable(unknown.err));
    const Run missing = run(arguments + QStringList{QStringLiteral("--lang")});
    QCOMPARE(missing.exitCode, 2);
    QVERIFY2(missing.err.contains(QStringLiteral("--lang needs a language")), qPrintable(missing.err));
}

void TestCli::validateWarnsOfMissingTranslations()
{
    TranslatedCourse course;
    QVERIFY(course.make());
    // Complete: clean.
    const Run clean = run({QStringLiteral("validate"), course.path()});
    QCOMPARE(clean.exitCode, 0);
    QVERIFY2(clean.out.isEmpty(), qPrintable(clean.out));
    // A missing page and a missing hint: warnings, English is shown; still exit 0.
    QVERIFY(QFile::remove(QDir(course.path()).filePath(QStringLiteral("alpha/de/02-summary.md"))));
    QVERIFY(writeBytes(QDir(course.path()).filePath(QStringLiteral("alpha/de/exercises.json")),
                       R"({"formatVersion": 1, "exercises": {"alpha-weight-k2": {"title": "Gewicht von Key 2",
                          "prompt": "Die Query zeigt auf {{angle}}°. Welches Gewicht hat Key 2?",
                          "solution": "Key 2 hat das Gewicht {{weight.k2}}."}}})"));
    const Run r = run({QStringLiteral("validate"), course.path()});
    const QStringList lines = r.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 3);
    QVERIFY2(lines[0].contains(QStringLiteral("alpha/de/02-summary.md: warning: missing")), qPrintable(r.out));
    // The prompt lost {{length}}: a problem, and the exit status says so.
    QVERIFY2(lines[1].contains(QStringLiteral("de/exercises.json:exercises.alpha-weight-k2.prompt: placeholders differ")),
             qPrintable(r.out));
    QVERIFY2(lines[2].contains(QStringLiteral("de/exercises.json:exercises.alpha-weight-k2.hints: warning: missing")),
             qPrintable(r.out));
    QCOMPARE(r.exitCode, 1);
    QVERIFY(writeBytes(QDir(course.path()).filePath(QStringLiteral("alpha/de/exercises.json")),
                       R"({"formatVersion": 1, "exercises": {"alpha-weight-k2": {"title": "Gewicht von Key 2"}}})"));
    const Run warnings = run({QStringLiteral("validate"), course.path()});
    QCOMPARE(warnings.exitCode, 0);
    QVERIFY(warnings.out.contains(QStringLiteral("warning: missing")));
}

#include "tst_cli.moc"
