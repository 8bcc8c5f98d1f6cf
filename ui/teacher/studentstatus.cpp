#include "studentstatus.h"

#include <QCoreApplication>

namespace ui {

namespace {

class StatusText
{
    Q_DECLARE_TR_FUNCTIONS(StatusText)
};

} // namespace


QString statusText(StudentStatus status, const QString &stuckOnTitle)
{
    switch (status) {
    case StudentStatus::NotStarted: return StatusText::tr("Not started");
    case StudentStatus::Working: return StatusText::tr("Working");
    case StudentStatus::Stuck:
        return stuckOnTitle.isEmpty() ? StatusText::tr("Stuck") : StatusText::tr("Stuck on %1").arg(stuckOnTitle);
    case StudentStatus::HandedIn: return StatusText::tr("Handed in");
    }
    return {};
}

Tone statusTone(StudentStatus status)
{
    switch (status) {
    case StudentStatus::NotStarted: return Tone::None;
    case StudentStatus::Working: return Tone::Partial;
    case StudentStatus::Stuck: return Tone::Bad;
    case StudentStatus::HandedIn: return Tone::Good;
    }
    return Tone::None;
}

QString statusGlyph(StudentStatus status)
{
    switch (status) {
    case StudentStatus::NotStarted: return QStringLiteral("○");
    case StudentStatus::Working: return QStringLiteral("✎");
    case StudentStatus::Stuck: return QStringLiteral("!");
    case StudentStatus::HandedIn: return QStringLiteral("✓");
    }
    return {};
}

} // namespace ui
