// A helper process for the user-file tests (tst_userfiles, tst_killedsaves): it saves and
// loads user files through the course's own code, where the test cannot (killed at random
// while saving, on a disk made full or read-only in a mount namespace of its own, as another
// user than root).
//
//   userfilehelper save-loop KIND FOLDER     KIND: answers, profiles, session, hand-in
//       loads what is there, then saves ever newer content, printing "saved N" after each
//       confirmed save, until killed
//   userfilehelper save-fails CAUSE FOLDER   CAUSE: no-space, size-limit, read-only, permission
//       saves a file, brings the cause about, saves again and prints "error: …", then
//       "intact" when the first file still loads whole
//   userfilehelper hold-lock FOLDER
//       takes the learner folder's lock (FolderLock) as a window of the course does, prints
//       "held" and waits until killed
//   userfilehelper load-as-other FILE
//       as an ordinary user (nobody, when run as root), loads FILE and tries to save over it

#include "exerciseprogress.h"
#include "folderlock.h"
#include "handin.h"
#include "jsonfilestore.h"
#include "labsession.h"
#include "learnerprofiles.h"
#include "userfiles.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>

#include <cerrno>
#include <cstdio>

#include <csignal>

#include <grp.h>
#include <sched.h>
#include <sys/mount.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

namespace {

enum Exit { Done = 0, BadUsage = 2, LoadFailed = 3, SaveFailed = 4, SetUpFailed = 5 };

constexpr auto kExercise = "iv2-3-weight-k2";

void say(const QString &line)
{
    std::fputs(qPrintable(line + QLatin1Char('\n')), stdout);
    std::fflush(stdout);
}

/// The tests' own format: {"formatVersion": 1, "value": N}.
QByteArray valueFile(int value, int padding = 0)
{
    return QJsonDocument(QJsonObject{{QStringLiteral("formatVersion"), 1}, {QStringLiteral("value"), value},
                                     {QStringLiteral("padding"), QString(padding, QLatin1Char('x'))}})
        .toJson();
}

course::JsonFileStore::Parse readValue(int *value)
{
    return [value](const QJsonObject &root, int) -> QString {
        if (!root.value(QStringLiteral("value")).isDouble())
            return QStringLiteral("no value");
        *value = root.value(QStringLiteral("value")).toInt();
        return {};
    };
}

int saveAnswers(const QString &folder)
{
    course::ExerciseProgress progress(course::ExerciseProgress::fileIn(folder));
    const course::ExerciseProgress::LoadResult loaded = progress.load();
    if (!loaded.ok && loaded.status != course::JsonFileStore::Status::Missing) {
        say(QStringLiteral("load failed: ") + loaded.message);
        return LoadFailed;
    }
    int n = 0;
    if (const course::AttemptLog log = progress.log(QLatin1String(kExercise)); !log.events.isEmpty())
        n = std::get<course::NumberAnswer>(*log.events.constLast().answer).typed.toInt();
    say(QStringLiteral("ready %1").arg(n));
    for (;;) {
        ++n;
        course::AttemptEvent e;
        e.when = QDateTime::currentDateTimeUtc();
        e.answer = course::NumberAnswer{QString::number(n)};
        e.locale = QStringLiteral("C");
        course::AttemptLog log;
        log.events << e;
        progress.setLog(QLatin1String(kExercise), log);
        if (QString error; !progress.save(&error)) {
            say(QStringLiteral("save failed: ") + error);
            return SaveFailed;
        }
        say(QStringLiteral("saved %1").arg(n));
    }
}

int saveProfiles(const QString &folder)
{
    course::LearnerProfiles profiles(folder);
    const course::LearnerProfiles::LoadResult loaded = profiles.load();
    if (!loaded.ok) {
        say(QStringLiteral("load failed: ") + loaded.message);
        return LoadFailed;
    }
    QString id;
    int n = 0;
    if (const auto current = profiles.current()) {
        id = current->id;
        n = current->name.section(QLatin1Char(' '), 1).toInt();
    } else if (const auto created = profiles.create(QStringLiteral("Learner 0"))) {
        id = created->id;
    } else {
        say(QStringLiteral("save failed: no learner"));
        return SaveFailed;
    }
    say(QStringLiteral("ready %1").arg(n));
    for (;;) {
        ++n;
        if (QString error; !profiles.rename(id, QStringLiteral("Learner %1").arg(n), &error)) {
            say(QStringLiteral("save failed: ") + error);
            return SaveFailed;
        }
        say(QStringLiteral("saved %1").arg(n));
    }
}

/// `session.attnlab` in `folder`, made by the test; its title counts the saves.
int saveSession(const QString &folder)
{
    const QString file = QDir(folder).filePath(QStringLiteral("session.attnlab"));
    QStringList problems;
    std::optional<course::LabSession> session = course::readLabSession(file, &problems);
    if (!session) {
        say(QStringLiteral("load failed: ") + problems.join(QStringLiteral("; ")));
        return LoadFailed;
    }
    int n = session->title.section(QLatin1Char(' '), 1).toInt();
    say(QStringLiteral("ready %1").arg(n));
    for (;;) {
        session->title = QStringLiteral("Week %1").arg(++n);
        if (QString error; !course::writeLabSession(file, *session, &error)) {
            say(QStringLiteral("save failed: ") + error);
            return SaveFailed;
        }
        say(QStringLiteral("saved %1").arg(n));
    }
}

/// `template.attnhandin` in `folder`, made by the test; the hand-ins go to `folder/out`, and
/// the seconds of their hand-in time past the template's count the saves.
int saveHandIn(const QString &folder)
{
    QStringList problems;
    bool matches = false;
    const std::optional<course::HandIn> model =
        course::readHandIn(QDir(folder).filePath(QStringLiteral("template.attnhandin")), &problems, &matches);
    if (!model) {
        say(QStringLiteral("load failed: ") + problems.join(QStringLiteral("; ")));
        return LoadFailed;
    }
    course::HandIn handIn = *model;
    const QString out = QDir(folder).filePath(QStringLiteral("out"));
    const QString file = QDir(out).filePath(course::handInFileName(handIn.sessionTitle, handIn.learnerName, handIn.learnerId));
    int n = 0;
    if (QFileInfo::exists(file)) {
        const std::optional<course::HandIn> last = course::readHandIn(file, &problems, &matches);
        if (!last || !matches) {
            say(QStringLiteral("load failed: ") + problems.join(QStringLiteral("; ")));
            return LoadFailed;
        }
        n = int(model->handedIn.secsTo(last->handedIn));
    }
    say(QStringLiteral("ready %1").arg(n));
    for (;;) {
        handIn.handedIn = model->handedIn.addSecs(++n);
        if (QString error; !course::writeHandIn(out, handIn, nullptr, &error)) {
            say(QStringLiteral("save failed: ") + error);
            return SaveFailed;
        }
        say(QStringLiteral("saved %1").arg(n));
    }
}

/// A tmpfs of its own on `folder`, in a mount namespace of this process only.
bool mountTmpfs(const QString &folder)
{
    return ::unshare(CLONE_NEWNS) == 0 && ::mount("none", "/", nullptr, MS_REC | MS_PRIVATE, nullptr) == 0
           && ::mount("tmpfs", QFile::encodeName(folder).constData(), "tmpfs", MS_NOSUID | MS_NODEV, "size=256k") == 0;
}

bool becomeOrdinaryUser()
{
    if (::geteuid() != 0)
        return true;
    // nobody:nogroup; as root, permissions do not bind.
    return ::setgroups(0, nullptr) == 0 && ::setgid(65534) == 0 && ::setuid(65534) == 0;
}

int saveFails(const QString &cause, const QString &folder)
{
    const bool onTmpfs = cause != QLatin1String("permission") && mountTmpfs(folder);
    if (cause != QLatin1String("permission"))
        say(onTmpfs ? QStringLiteral("real cause") : QStringLiteral("injected cause (no mount allowed here)"));
    const course::JsonFileStore store(QDir(folder).filePath(QStringLiteral("data.json")), 1);
    int ignored = 0;
    if (QString error; !store.save(valueFile(1), readValue(&ignored), &error)) {
        say(QStringLiteral("first save failed: ") + error);
        return SetUpFailed;
    }
    if (cause == QLatin1String("no-space")) {
        if (onTmpfs) {
            QFile filler(QDir(folder).filePath(QStringLiteral("filler")));
            if (!filler.open(QIODevice::WriteOnly | QIODevice::Unbuffered))
                return SetUpFailed;
            const QByteArray block(4096, 'f');
            while (filler.write(block) == block.size()) {
            }
        } else {
            course::injectWriteFaultForTests(ENOSPC);
        }
    } else if (cause == QLatin1String("read-only")) {
        if (onTmpfs) {
            if (::mount(nullptr, QFile::encodeName(folder).constData(), nullptr,
                        MS_REMOUNT | MS_RDONLY | MS_NOSUID | MS_NODEV, nullptr) != 0)
                return SetUpFailed;
        } else {
            course::injectWriteFaultForTests(EROFS);
        }
    } else if (cause == QLatin1String("size-limit")) {
        // A file size limit of this process only (a user's quota as the kernel sees one): a
        // write past it fails with EFBIG, as SIGXFSZ is ignored. Always real, never injected.
        struct rlimit limit {};
        limit.rlim_cur = limit.rlim_max = 200;
        if (std::signal(SIGXFSZ, SIG_IGN) == SIG_ERR || ::setrlimit(RLIMIT_FSIZE, &limit) != 0)
            return SetUpFailed;
    } else if (cause == QLatin1String("permission")) {
        if (::chmod(QFile::encodeName(folder).constData(), 0555) != 0 || !becomeOrdinaryUser())
            return SetUpFailed;
    } else {
        return BadUsage;
    }
    QString error;
    // A small file, as a learner's answers are: Qt 6.4's QSaveFile kept it in its buffer and
    // reported success after failing to write it (an empty file on a full disk).
    if (store.save(valueFile(2, 900), readValue(&ignored), &error)) {
        say(QStringLiteral("saved"));
        return Done;
    }
    say(QStringLiteral("error: ") + error);
    course::injectWriteFaultForTests(0);
    int value = 0;
    const course::JsonFileStore::LoadResult loaded = store.load(readValue(&value));
    if (loaded.status == course::JsonFileStore::Status::Good && value == 1)
        say(QStringLiteral("intact"));
    return Done;
}

int loadAsOther(const QString &file)
{
    if (!becomeOrdinaryUser())
        return SetUpFailed;
    const course::JsonFileStore store(file, 1);
    int value = -1;
    const course::JsonFileStore::LoadResult loaded = store.load(readValue(&value));
    say(QStringLiteral("status %1 value %2").arg(int(loaded.status)).arg(value));
    say(QStringLiteral("message: ") + loaded.message);
    QString error;
    const bool saved = store.save(valueFile(9), readValue(&value), &error);
    say(saved ? QStringLiteral("saved") : QStringLiteral("save refused: ") + error);
    return Done;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments().mid(1);
    if (args.size() == 3 && args.at(0) == QLatin1String("save-loop")) {
        const QString &kind = args.at(1);
        if (kind == QLatin1String("answers"))
            return saveAnswers(args.at(2));
        if (kind == QLatin1String("profiles"))
            return saveProfiles(args.at(2));
        if (kind == QLatin1String("session"))
            return saveSession(args.at(2));
        if (kind == QLatin1String("hand-in"))
            return saveHandIn(args.at(2));
    }
    if (args.size() == 3 && args.at(0) == QLatin1String("save-fails"))
        return saveFails(args.at(1), args.at(2));
    if (args.size() == 2 && args.at(0) == QLatin1String("hold-lock")) {
        const course::FolderLock lock(args.at(1));
        say(lock.isHeld() ? QStringLiteral("held") : QStringLiteral("not held: ") + lock.problem());
        for (;;)
            ::pause();
    }
    if (args.size() == 2 && args.at(0) == QLatin1String("load-as-other"))
        return loadAsOther(args.at(1));
    say(QStringLiteral("usage: userfilehelper save-loop|save-fails|load-as-other …"));
    return BadUsage;
}
