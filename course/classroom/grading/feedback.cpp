#include "feedback.h"

#include "feedbackkey.h"
#include "jsonfilestore.h"
#include "userfiles.h"

#include <QCoreApplication>
#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>

#include <algorithm>
#include <cmath>

namespace course {

namespace {

class FeedbackText
{
    Q_DECLARE_TR_FUNCTIONS(FeedbackText)
};

/// A class's feedback files are small; a file near this is not one.
constexpr qint64 kMaxFeedbackFile = 8 * 1024 * 1024;
constexpr int kMaxExercises = 500;
constexpr int kMaxDetails = 200;
constexpr int kMaxMessage = 4000;
constexpr int kMaxTableSide = 64;
constexpr int kMaxCount = 1000;
/// One sealed copy per key a student's hand-ins carried (one per computer they worked on).
constexpr int kMaxSealedCopies = 20;

const QString kFileSuffix = QStringLiteral(".attnfeedback");

QString cellKindName(CellVerdict::Kind kind)
{
    switch (kind) {
    case CellVerdict::Kind::Correct: return QStringLiteral("correct");
    case CellVerdict::Kind::Wrong: return QStringLiteral("wrong");
    case CellVerdict::Kind::CarriedForward: return QStringLiteral("carried-forward");
    case CellVerdict::Kind::Empty: return QStringLiteral("empty");
    case CellVerdict::Kind::NotANumber: return QStringLiteral("not-a-number");
    }
    return {};
}

std::optional<CellVerdict::Kind> cellKindFromName(const QString &name)
{
    for (CellVerdict::Kind k : {CellVerdict::Kind::Correct, CellVerdict::Kind::Wrong, CellVerdict::Kind::CarriedForward,
                                CellVerdict::Kind::Empty, CellVerdict::Kind::NotANumber})
        if (cellKindName(k) == name)
            return k;
    return std::nullopt;
}

/// Reads one member of a feedback file, each problem named by its JSON path.
class Reader
{
public:
    explicit Reader(QStringList *problems)
        : m_problems(problems)
    {
    }

    void problem(const QString &message) { m_problems->append(message); }

    QString text(const QJsonObject &o, const QString &key, int maxLength, const QString &where, bool nonEmpty = false)
    {
        const QJsonValue v = o.value(key);
        if (!v.isString() || v.toString().size() > maxLength || (nonEmpty && v.toString().isEmpty())) {
            problem(nonEmpty ? FeedbackText::tr("%1%2 is not a text of 1 to %3 characters").arg(where, key, QString::number(maxLength))
                             : FeedbackText::tr("%1%2 is not a text of at most %3 characters").arg(where, key, QString::number(maxLength)));
            return {};
        }
        return v.toString();
    }

    double number(const QJsonObject &o, const QString &key, double low, double high, const QString &where)
    {
        const QJsonValue v = o.value(key);
        const double x = v.toDouble();
        if (!v.isDouble() || !std::isfinite(x) || x < low || x > high) {
            problem(FeedbackText::tr("%1%2 is not a number from %3 to %4").arg(where, key).arg(low).arg(high));
            return low;
        }
        return x;
    }

    int whole(const QJsonObject &o, const QString &key, int high, const QString &where)
    {
        const QJsonValue v = o.value(key);
        const double x = v.toDouble(-1.0);
        if (!v.isDouble() || x < 0.0 || x > high || x != std::floor(x)) {
            problem(FeedbackText::tr("%1%2 is not a whole number from 0 to %3").arg(where, key).arg(high));
            return 0;
        }
        return int(x);
    }

    bool boolean(const QJsonObject &o, const QString &key, const QString &where)
    {
        const QJsonValue v = o.value(key);
        if (!v.isBool())
            problem(FeedbackText::tr("%1%2 is not true or false").arg(where, key));
        return v.toBool();
    }

    QDateTime time(const QJsonObject &o, const QString &key, const QString &where)
    {
        QDateTime t;
        if (!timeFromJson(o.value(key), &t))
            problem(FeedbackText::tr("%1%2 is not a date and time").arg(where, key));
        return t;
    }

    QJsonObject object(const QJsonObject &o, const QString &key, const QString &where)
    {
        const QJsonValue v = o.value(key);
        if (!v.isObject())
            problem(FeedbackText::tr("%1%2 is not an object").arg(where, key));
        return v.toObject();
    }

private:
    QStringList *m_problems;
};

QJsonValue cellsToJson(const QList<QList<std::optional<FeedbackCell>>> &cells)
{
    QJsonArray rows;
    for (const auto &row : cells) {
        QJsonArray marks;
        for (const std::optional<FeedbackCell> &cell : row)
            marks.append(cell ? QJsonValue(QJsonObject{{QStringLiteral("kind"), cellKindName(cell->kind)},
                                                       {QStringLiteral("diagnosis"), cell->diagnosis}})
                              : QJsonValue(QJsonValue::Null));
        rows.append(marks);
    }
    return rows;
}

QList<QList<std::optional<FeedbackCell>>> cellsFromJson(const QJsonValue &value, const QString &where, Reader *reader)
{
    QList<QList<std::optional<FeedbackCell>>> cells;
    if (!value.isArray() || value.toArray().size() > kMaxTableSide) {
        reader->problem(FeedbackText::tr("%1 is not an array of at most %2 rows").arg(where).arg(kMaxTableSide));
        return cells;
    }
    const QJsonArray rows = value.toArray();
    for (int r = 0; r < rows.size(); ++r) {
        const QString rowWhere = QStringLiteral("%1[%2]").arg(where).arg(r);
        if (!rows.at(r).isArray() || rows.at(r).toArray().size() > kMaxTableSide) {
            reader->problem(FeedbackText::tr("%1 is not an array of at most %2 cells").arg(rowWhere).arg(kMaxTableSide));
            return {};
        }
        const QJsonArray marks = rows.at(r).toArray();
        QList<std::optional<FeedbackCell>> row;
        for (int c = 0; c < marks.size(); ++c) {
            const QString cellWhere = QStringLiteral("%1[%2].").arg(rowWhere).arg(c);
            if (marks.at(c).isNull()) {
                row << std::nullopt;
                continue;
            }
            if (!marks.at(c).isObject()) {
                reader->problem(FeedbackText::tr("%1[%2] is neither a mark nor null").arg(rowWhere).arg(c));
                return {};
            }
            const QJsonObject mark = marks.at(c).toObject();
            const auto kind = cellKindFromName(mark.value(QStringLiteral("kind")).toString());
            if (!kind) {
                reader->problem(FeedbackText::tr("%1kind is not correct, wrong, carried-forward, empty or not-a-number").arg(cellWhere));
                return {};
            }
            row << FeedbackCell{*kind, reader->text(mark, QStringLiteral("diagnosis"), kMaxMessage, cellWhere)};
        }
        cells << row;
    }
    return cells;
}

} // namespace

QJsonObject StudentFeedback::toJson() const
{
    QJsonArray work;
    for (const FeedbackExercise &x : exercises) {
        QJsonObject o{
            {QStringLiteral("id"), x.id},
            {QStringLiteral("title"), x.title},
            {QStringLiteral("score"), x.score},
            {QStringLiteral("max"), x.max},
            {QStringLiteral("attempts"), x.attempts},
            {QStringLiteral("hints"), x.hints},
            {QStringLiteral("solved"), x.solved},
            {QStringLiteral("solutionShown"), x.solutionShown},
            {QStringLiteral("answer"), x.answer ? QJsonValue(answerToJson(*x.answer)) : QJsonValue(QJsonValue::Null)},
            {QStringLiteral("verdict"), x.verdict ? QJsonValue(verdictName(*x.verdict)) : QJsonValue(QJsonValue::Null)},
            {QStringLiteral("message"), x.message},
            {QStringLiteral("details"), QJsonArray::fromStringList(x.details)},
        };
        if (!x.cells.isEmpty())
            o.insert(QStringLiteral("cells"), cellsToJson(x.cells));
        work.append(o);
    }
    QJsonObject root{
        {QStringLiteral("formatVersion"), kFormatVersion},
        {QStringLiteral("session"), QJsonObject{{QStringLiteral("id"), sessionId}, {QStringLiteral("title"), sessionTitle}}},
        {QStringLiteral("learner"), QJsonObject{{QStringLiteral("id"), learnerId}, {QStringLiteral("name"), learnerName}}},
        {QStringLiteral("handedIn"), timeToJson(handedIn)},
        {QStringLiteral("written"), timeToJson(written)},
        {QStringLiteral("language"), language},
        {QStringLiteral("comment"), comment},
        {QStringLiteral("total"), total},
        {QStringLiteral("max"), max},
        {QStringLiteral("exercises"), work},
    };
    // Optional: feedback without a comment of its own reads as before it existed.
    if (!personalComment.isEmpty())
        root.insert(QStringLiteral("personalComment"), personalComment);
    return root;
}

std::optional<StudentFeedback> StudentFeedback::fromJson(const QJsonObject &root, QStringList *problems)
{
    const qsizetype before = problems->size();
    Reader read(problems);
    StudentFeedback f;
    if (root.value(QStringLiteral("formatVersion")).toDouble() != kFormatVersion)
        read.problem(FeedbackText::tr("formatVersion is not %1").arg(kFormatVersion));
    const QJsonObject session = read.object(root, QStringLiteral("session"), QString());
    const QJsonObject learner = read.object(root, QStringLiteral("learner"), QString());
    f.sessionId = read.text(session, QStringLiteral("id"), 100, QStringLiteral("session."));
    f.sessionTitle = read.text(session, QStringLiteral("title"), 200, QStringLiteral("session."));
    f.learnerId = read.text(learner, QStringLiteral("id"), 60, QStringLiteral("learner."), true);
    f.learnerName = read.text(learner, QStringLiteral("name"), 200, QStringLiteral("learner."));
    f.handedIn = read.time(root, QStringLiteral("handedIn"), QString());
    f.written = read.time(root, QStringLiteral("written"), QString());
    f.language = read.text(root, QStringLiteral("language"), 40, QString());
    f.comment = read.text(root, QStringLiteral("comment"), kMaxComment, QString());
    if (root.contains(QStringLiteral("personalComment")))
        f.personalComment = read.text(root, QStringLiteral("personalComment"), kMaxComment, QString());
    f.max = read.number(root, QStringLiteral("max"), 0.0, kMaxExercises, QString());
    f.total = read.number(root, QStringLiteral("total"), 0.0, kMaxExercises, QString());
    if (problems->size() == before && f.total > f.max + 1e-9)
        read.problem(FeedbackText::tr("total is more than max"));

    const QJsonValue work = root.value(QStringLiteral("exercises"));
    if (!work.isArray() || work.toArray().size() > kMaxExercises) {
        read.problem(FeedbackText::tr("exercises is not an array of at most %1 exercises").arg(kMaxExercises));
        return std::nullopt;
    }
    const QJsonArray exercises = work.toArray();
    for (int i = 0; i < exercises.size(); ++i) {
        const QString where = QStringLiteral("exercises[%1].").arg(i);
        if (!exercises.at(i).isObject()) {
            read.problem(FeedbackText::tr("exercises[%1] is not an object").arg(i));
            break;
        }
        const qsizetype beforeExercise = problems->size();
        const QJsonObject o = exercises.at(i).toObject();
        FeedbackExercise x;
        x.id = read.text(o, QStringLiteral("id"), 100, where, true);
        x.title = read.text(o, QStringLiteral("title"), 200, where);
        x.max = read.number(o, QStringLiteral("max"), 0.0, 1.0, where);
        x.score = read.number(o, QStringLiteral("score"), 0.0, 1.0, where);
        x.attempts = read.whole(o, QStringLiteral("attempts"), kMaxCount, where);
        x.hints = read.whole(o, QStringLiteral("hints"), kMaxCount, where);
        x.solved = read.boolean(o, QStringLiteral("solved"), where);
        x.solutionShown = read.boolean(o, QStringLiteral("solutionShown"), where);
        const QJsonValue answer = o.value(QStringLiteral("answer"));
        if (!answer.isNull()) {
            QString why;
            x.answer = answerFromJson(answer, &why);
            if (!x.answer)
                read.problem(FeedbackText::tr("%1answer: %2").arg(where, why));
        }
        const QJsonValue verdict = o.value(QStringLiteral("verdict"));
        if (!verdict.isNull()) {
            // An answer that is no answer never counts, so it is never the last counted one.
            x.verdict = verdictFromName(verdict.toString());
            if (x.verdict == Feedback::Status::Invalid)
                x.verdict.reset();
            if (!x.verdict)
                read.problem(FeedbackText::tr("%1verdict is not correct, partial, wrong or null").arg(where));
        }
        if (x.answer.has_value() != x.verdict.has_value())
            read.problem(FeedbackText::tr("%1answer and verdict must both be given or both be null").arg(where));
        x.message = read.text(o, QStringLiteral("message"), kMaxMessage, where);
        const QJsonValue details = o.value(QStringLiteral("details"));
        if (!details.isArray() || details.toArray().size() > kMaxDetails) {
            read.problem(FeedbackText::tr("%1details is not an array of at most %2 texts").arg(where).arg(kMaxDetails));
        } else {
            const QJsonArray lines = details.toArray();
            for (int d = 0; d < lines.size(); ++d) {
                if (!lines.at(d).isString() || lines.at(d).toString().size() > kMaxMessage) {
                    read.problem(FeedbackText::tr("%1details[%2] is not a text of at most %3 characters").arg(where).arg(d).arg(kMaxMessage));
                    break;
                }
                x.details << lines.at(d).toString();
            }
        }
        if (o.contains(QStringLiteral("cells")))
            x.cells = cellsFromJson(o.value(QStringLiteral("cells")), where + QStringLiteral("cells"), &read);
        if (problems->size() != beforeExercise)
            break; // one broken exercise says enough; the rest would repeat it
        f.exercises << x;
    }
    // The file is for reading, but its sums are its exercises': a total edited by hand is no mark.
    if (problems->size() == before) {
        double score = 0.0;
        double max = 0.0;
        for (const FeedbackExercise &x : std::as_const(f.exercises)) {
            score += x.score;
            max += x.max;
        }
        if (std::abs(score - f.total) > 1e-6)
            read.problem(FeedbackText::tr("total is %1, but the exercises' scores add up to %2")
                             .arg(f.total, 0, 'g', 6)
                             .arg(score, 0, 'g', 6));
        if (std::abs(max - f.max) > 1e-6)
            read.problem(FeedbackText::tr("max is %1, but the exercises' maxima add up to %2").arg(f.max, 0, 'g', 6).arg(max, 0, 'g', 6));
    }
    if (problems->size() != before)
        return std::nullopt;
    return f;
}

StudentFeedback makeFeedback(const LabSession &session, const Course &course, const HandIn &handIn,
                             const QString &comment, const QDateTime &when)
{
    StudentFeedback f;
    f.sessionId = session.id;
    f.sessionTitle = session.title;
    f.learnerId = handIn.learnerId;
    const auto onRoster = std::find_if(session.roster.cbegin(), session.roster.cend(),
                                       [&](const LabStudent &s) { return s.id == handIn.learnerId; });
    f.learnerName = onRoster != session.roster.cend() ? onRoster->name : handIn.learnerName;
    f.handedIn = handIn.handedIn;
    f.written = when.toUTC();
    f.language = QLocale().name();
    f.comment = comment;
    for (const QString &id : session.exerciseIds) {
        FeedbackExercise x;
        x.id = id;
        x.title = id;
        f.max += x.max;
        const Exercise *exercise = course.exercise(id);
        if (!exercise) {
            f.exercises << x;
            continue;
        }
        x.title = exercise->title;
        const Exercise e = underLabRules(*exercise, session.rules);
        const Variant variant = makeVariant(e, handIn.learnerId, session.variantContext());
        const ExerciseScore s = score(e, variant, handIn.exercises.value(id).log);
        x.score = s.credit;
        x.attempts = s.attempts;
        x.hints = s.hintsShown;
        x.solved = s.solved;
        x.solutionShown = s.solutionShown;
        if (s.lastAnswer) {
            const Feedback verdict = grade(e, variant, *s.lastAnswer, answerLocale(s.lastLocale));
            x.answer = s.lastAnswer;
            x.verdict = verdict.status;
            x.message = verdict.message;
            x.details = verdict.details;
            if (!verdict.cells.isEmpty()) {
                for (int r = 0; r < verdict.cells.size(); ++r) {
                    QList<std::optional<FeedbackCell>> row;
                    for (int c = 0; c < verdict.cells[r].size(); ++c) {
                        const CellVerdict &cell = verdict.cells[r][c];
                        row << (tableCellExists(e.table, variant, r, c) ? std::optional(FeedbackCell{cell.kind, cell.diagnosis})
                                                                        : std::nullopt);
                    }
                    x.cells << row;
                }
            }
        }
        f.total += x.score;
        f.exercises << x;
    }
    return f;
}

QString feedbackFileName(const StudentFeedback &feedback)
{
    return QStringLiteral("%1-%2-%3").arg(fileNamePart(feedback.learnerName), fileNamePart(feedback.learnerId),
                                          fileNamePart(feedback.sessionTitle))
           + kFileSuffix;
}

bool writeFeedback(const QString &folder, const StudentFeedback &feedback, const QList<QByteArray> &keys, QString *path,
                   QString *error)
{
    const QString file = QDir(folder).filePath(feedbackFileName(feedback));
    if (path)
        *path = file;
    const QByteArray plain = QJsonDocument(feedback.toJson()).toJson(QJsonDocument::Compact);
    QJsonArray sealed;
    for (const QByteArray &key : keys) {
        const QByteArray box = feedbackkey::seal(plain, key);
        if (!box.isEmpty())
            sealed.append(QString::fromLatin1(box.toBase64()));
    }
    if (sealed.isEmpty()) {
        if (error)
            *error = FeedbackText::tr("their hand-in carries no feedback key (it was made by an older version): the "
                                      "feedback could not be sealed for them, so it was not written");
        return false;
    }
    const QJsonObject root{
        {QStringLiteral("formatVersion"), FeedbackFile::kSealedFormatVersion},
        {QStringLiteral("session"),
         QJsonObject{{QStringLiteral("id"), feedback.sessionId}, {QStringLiteral("title"), feedback.sessionTitle}}},
        {QStringLiteral("learner"),
         QJsonObject{{QStringLiteral("id"), feedback.learnerId}, {QStringLiteral("name"), feedback.learnerName}}},
        {QStringLiteral("written"), timeToJson(feedback.written)},
        {QStringLiteral("sealed"), sealed},
    };
    return writeWholeFile(file, QJsonDocument(root).toJson(QJsonDocument::Indented), error);
}

std::optional<FeedbackFile> readFeedbackFile(const QString &path, QStringList *problems)
{
    QString problem;
    const std::optional<QJsonObject> root = JsonFileStore::readObject(path, kMaxFeedbackFile, &problem);
    if (!root) {
        problems->append(problem);
        return std::nullopt;
    }
    FeedbackFile file;
    if (root->value(QStringLiteral("formatVersion")).toDouble() == StudentFeedback::kFormatVersion) {
        file.unsealed = StudentFeedback::fromJson(*root, problems);
        if (!file.unsealed)
            return std::nullopt;
        file.sessionId = file.unsealed->sessionId;
        file.sessionTitle = file.unsealed->sessionTitle;
        file.learnerId = file.unsealed->learnerId;
        file.learnerName = file.unsealed->learnerName;
        file.written = file.unsealed->written;
        return file;
    }
    const qsizetype before = problems->size();
    Reader read(problems);
    if (root->value(QStringLiteral("formatVersion")).toDouble() != FeedbackFile::kSealedFormatVersion)
        read.problem(FeedbackText::tr("formatVersion is not %1 or %2")
                         .arg(StudentFeedback::kFormatVersion)
                         .arg(FeedbackFile::kSealedFormatVersion));
    const QJsonObject session = read.object(*root, QStringLiteral("session"), QString());
    const QJsonObject learner = read.object(*root, QStringLiteral("learner"), QString());
    file.sessionId = read.text(session, QStringLiteral("id"), 100, QStringLiteral("session."));
    file.sessionTitle = read.text(session, QStringLiteral("title"), 200, QStringLiteral("session."));
    file.learnerId = read.text(learner, QStringLiteral("id"), 60, QStringLiteral("learner."), true);
    file.learnerName = read.text(learner, QStringLiteral("name"), 200, QStringLiteral("learner."));
    file.written = read.time(*root, QStringLiteral("written"), QString());
    const QJsonValue sealed = root->value(QStringLiteral("sealed"));
    if (!sealed.isArray() || sealed.toArray().isEmpty() || sealed.toArray().size() > kMaxSealedCopies)
        read.problem(FeedbackText::tr("sealed is not a list of 1 to %1 sealed copies").arg(kMaxSealedCopies));
    for (const QJsonValue &copy : sealed.toArray()) {
        const QByteArray box = QByteArray::fromBase64(copy.toString().toLatin1());
        if (!copy.isString() || box.isEmpty() || QString::fromLatin1(box.toBase64()) != copy.toString()) {
            read.problem(FeedbackText::tr("sealed holds something that is not base64"));
            break;
        }
        file.sealed << box;
    }
    if (problems->size() != before)
        return std::nullopt;
    return file;
}

std::optional<StudentFeedback> openFeedback(const FeedbackFile &file, const QString &code, QString *problem)
{
    if (file.unsealed)
        return file.unsealed;
    const std::optional<feedbackkey::KeyPair> keys = feedbackkey::keyPair(code, file.sessionId, file.learnerId);
    if (!keys) {
        *problem = FeedbackText::tr("“%1” is not a feedback code: it has twelve letters and digits, like K7QM-3XZP-WD4R.")
                       .arg(code.left(40));
        return std::nullopt;
    }
    for (const QByteArray &box : file.sealed) {
        const std::optional<QByteArray> plain = feedbackkey::open(box, *keys);
        if (!plain)
            continue;
        QStringList problems;
        const std::optional<StudentFeedback> feedback =
            StudentFeedback::fromJson(QJsonDocument::fromJson(*plain).object(), &problems);
        if (!feedback || feedback->learnerId != file.learnerId || feedback->sessionId != file.sessionId) {
            *problem = feedback ? FeedbackText::tr("The feedback inside is for someone else than the file says.")
                                : problems.join(QLatin1Char(' '));
            return std::nullopt;
        }
        return feedback;
    }
    *problem = FeedbackText::tr("This feedback is sealed for %1 (%2) and opens only with their feedback code; "
                                "the code given is not theirs.")
                   .arg(file.learnerName, file.learnerId);
    return std::nullopt;
}

std::optional<StudentFeedback> readFeedback(const QString &path, const QString &code, QStringList *problems)
{
    const std::optional<FeedbackFile> file = readFeedbackFile(path, problems);
    if (!file)
        return std::nullopt;
    QString problem;
    std::optional<StudentFeedback> feedback = openFeedback(*file, code, &problem);
    if (!feedback)
        problems->append(problem);
    return feedback;
}

QList<WrittenFeedback> writeClassFeedback(const Gradebook &book, const LabSession &session, const Course &course,
                                          const QString &folder, const FeedbackComments &comments, QStringList *errors,
                                          const QDateTime &when)
{
    QList<WrittenFeedback> written;
    if (!QDir().mkpath(folder)) {
        errors->append(FeedbackText::tr("%1: the folder cannot be made").arg(QDir::toNativeSeparators(folder)));
        return written;
    }
    for (const GradebookStudent &student : book.students) {
        // The work the gradebook graded, never the files read again: they may have changed since.
        if (!student.handedIn || !student.work)
            continue;
        QString path;
        QString error;
        StudentFeedback feedback = makeFeedback(session, course, *student.work, comments.toClass, when);
        feedback.personalComment = comments.toStudent.value(student.id).trimmed();
        // A comment longer than a feedback file holds would make a file its student cannot open.
        if (feedback.comment.size() > StudentFeedback::kMaxComment
            || feedback.personalComment.size() > StudentFeedback::kMaxComment) {
            errors->append(FeedbackText::tr("%1: the comment is longer than %2 characters")
                               .arg(student.name)
                               .arg(StudentFeedback::kMaxComment));
            continue;
        }
        if (!writeFeedback(folder, feedback, student.feedbackKeys, &path, &error)) {
            errors->append(FeedbackText::tr("%1: %2").arg(QDir::toNativeSeparators(path), error));
            continue;
        }
        written << WrittenFeedback{student.id, student.name, path, feedback.personalComment};
    }
    return written;
}

} // namespace course
