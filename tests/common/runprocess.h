#pragma once

#include <QProcess>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

namespace testing {

/// What a finished run of the attention-lab executable printed and returned.
struct Run {
    int exitCode = -1;
    QString out;
    QString err;
};

/// Runs attention-lab as a user would, on a machine without any display: no
/// QT_QPA_PLATFORM, DISPLAY or WAYLAND_DISPLAY. A crash or a time-out gives exit code -1.
inline Run runAttentionLab(const QStringList &arguments, int timeoutMs = 120000)
{
    QProcess p;
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

} // namespace testing
