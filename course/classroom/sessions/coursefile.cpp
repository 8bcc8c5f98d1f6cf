#include "coursefile.h"

#include "jsonfilestore.h"
#include "labsession.h"

#include <QDir>
#include <QFileInfo>

namespace course {

namespace {

class CourseFileText
{
    Q_DECLARE_TR_FUNCTIONS(CourseFileText)
};

/// The largest file read to find out what it is; every exchanged format is smaller.
constexpr qint64 kMaxSniffedFile = JsonFileStore::kMaxFileSize;

bool hasAll(const QJsonObject &root, std::initializer_list<const char *> members)
{
    for (const char *member : members)
        if (!root.contains(QLatin1String(member)))
            return false;
    return true;
}

} // namespace

QString courseFileSuffix(CourseFileKind kind)
{
    switch (kind) {
    case CourseFileKind::LabSession: return QStringLiteral("attnlab");
    case CourseFileKind::HandIn: return QStringLiteral("attnhandin");
    case CourseFileKind::Feedback: return QStringLiteral("attnfeedback");
    case CourseFileKind::Setup: return QStringLiteral("attnsetup");
    }
    return {};
}

std::optional<CourseFileKind> courseFileKindFromName(const QString &path)
{
    const QString suffix = QFileInfo(path).suffix();
    for (const CourseFileKind kind : {CourseFileKind::LabSession, CourseFileKind::HandIn, CourseFileKind::Feedback,
                                      CourseFileKind::Setup})
        if (suffix.compare(courseFileSuffix(kind), Qt::CaseInsensitive) == 0)
            return kind;
    return std::nullopt;
}

std::optional<CourseFileKind> courseFileKindFromJson(const QJsonObject &root)
{
    if (!root.value(QLatin1String("formatVersion")).isDouble())
        return std::nullopt;
    // A hand-in and a feedback file both name a session and a learner: what tells them apart
    // is the hand-in's checksum and the feedback's sealed copies (or, before sealing, comment).
    if (hasAll(root, {"session", "learner", "checksum", "final"}))
        return CourseFileKind::HandIn;
    if (hasAll(root, {"session", "learner", "sealed", "written"}) || hasAll(root, {"session", "learner", "comment", "written"}))
        return CourseFileKind::Feedback;
    if (hasAll(root, {"id", "exercises", "seed", "rules", "roster"}))
        return CourseFileKind::LabSession;
    if (hasAll(root, {"keys", "query"}) && !root.contains(QLatin1String("session")))
        return CourseFileKind::Setup;
    return std::nullopt;
}

CourseFileType classifyCourseFile(const QString &path)
{
    const QFileInfo info(path);
    const QString name = QDir::toNativeSeparators(path);
    if (!info.exists())
        return {std::nullopt, CourseFileText::tr("%1: there is no such file").arg(name)};
    if (info.isDir())
        return {std::nullopt, CourseFileText::tr("%1 is a folder, not a file of the course").arg(name)};
    if (const std::optional<CourseFileKind> kind = courseFileKindFromName(path))
        return {kind, {}, false};
    QString problem;
    const std::optional<QJsonObject> root = JsonFileStore::readObject(path, kMaxSniffedFile, &problem);
    if (!root)
        return {std::nullopt, CourseFileText::tr("%1 is not a file of Attention Lab: %2").arg(name, problem)};
    if (const std::optional<CourseFileKind> kind = courseFileKindFromJson(*root))
        return {kind, {}, true};
    return {std::nullopt,
            CourseFileText::tr("%1 is not a file of Attention Lab: not a lab session, hand-in, feedback or set-up")
                .arg(name)};
}

bool looksLikeFilePath(const QString &argument)
{
    return QFileInfo::exists(argument) || courseFileKindFromName(argument).has_value()
           || argument.contains(QLatin1Char('/')) || argument.contains(QDir::separator());
}

QString findLabSessionBeside(const QString &handInPath, const QString &sessionId)
{
    if (sessionId.isEmpty())
        return {};
    QDir folder = QFileInfo(handInPath).absoluteDir();
    for (int level = 0; level < 2; ++level) {
        const QStringList pattern{QStringLiteral("*.") + courseFileSuffix(CourseFileKind::LabSession)};
        const QFileInfoList candidates = folder.entryInfoList(pattern, QDir::Files | QDir::Readable, QDir::Name);
        for (qsizetype i = 0; i < candidates.size() && i < kMaxSessionsLookedAt; ++i) {
            QStringList problems;
            const std::optional<LabSession> session = readLabSession(candidates.at(i).filePath(), &problems);
            if (session && session->id == sessionId)
                return candidates.at(i).filePath();
        }
        if (!folder.cdUp())
            break;
    }
    return {};
}

} // namespace course
