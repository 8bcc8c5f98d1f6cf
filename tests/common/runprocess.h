#pragma once

#include <QProcess>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

#include <csignal>
#include <functional>

#include <sys/resource.h>

namespace testing {

/// What a finished run of the attention-lab executable printed and returned.
struct Run {
    int exitCode = -1;
    QString out;
    QString err;
};

/// Runs attention-lab as a user would, on a machine without any display: no
/// QT_QPA_PLATFORM, DISPLAY or WAYLAND_DISPLAY. A crash or a time-out gives exit code -1.
inline Run runAttentionLab(const QStringList &arguments, int timeoutMs = 120000,
                           const std::function<void()> &childSetUp = {})
{
    QProcess p;
    if (childSetUp)
        p.setChildProcessModifier(childSetUp);
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("QT_QPA_PLATFORM"));
    env.remove(QStringLiteral("DISPLAY"));
    env.remove(QStringLiteral("WAYLAND_DISPLAY"));
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(ATTENTION_LAB_EXECUTABLE), arguments);
    if (!p.waitForFinished(timeoutMs))
        return {};
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
            QString::fromUtf8(p.readAllStandardOutput()), QString::fromUtf8(p.readAllStandardError())};
}

/// runAttentionLab() where no file may grow beyond `bytes` (RLIMIT_FSIZE, SIGXFSZ ignored): a
/// write past it fails with EFBIG as on a full disk or quota, without root or a mount.
inline Run runAttentionLabOnAFullDisk(const QStringList &arguments, rlim_t bytes = 100)
{
    return runAttentionLab(arguments, 120000, [bytes] {
        struct rlimit limit {};
        limit.rlim_cur = limit.rlim_max = bytes;
        std::signal(SIGXFSZ, SIG_IGN);
        ::setrlimit(RLIMIT_FSIZE, &limit);
    });
}

} // namespace testing
