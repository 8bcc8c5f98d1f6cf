#include "prosebrowser.h"

#include <QPaintEvent>
#include <QTextCursor>

namespace ui {

namespace {

/// More pieces than this, or pieces covering most of their bounding rectangle, are painted in
/// one pass: each pass walks the document's frames again.
constexpr int kMostPieces = 8;
constexpr double kSplitBelowCover = 0.75;

qint64 area(const QRect &r)
{
    return qint64(r.width()) * r.height();
}

} // namespace

ProseBrowser::ProseBrowser(QWidget *parent)
    : QTextBrowser(parent)
{
}

void ProseBrowser::paintEvent(QPaintEvent *event)
{
    const QRegion &region = event->region();
    const int pieces = region.rectCount();
    qint64 covered = 0;
    for (const QRect &r : region)
        covered += area(r);
    if (pieces < 2 || pieces > kMostPieces || double(covered) > kSplitBelowCover * double(area(region.boundingRect()))) {
        QTextBrowser::paintEvent(event);
        return;
    }
    for (const QRect &r : region) {
        QPaintEvent piece(r);
        QTextBrowser::paintEvent(&piece);
    }
}

bool ProseBrowser::focusNextPrevChild(bool next)
{
    const bool moved = QTextBrowser::focusNextPrevChild(next);
    // The link's format is that of its first character, whichever way the selection runs (a
    // cursor's format is the character's before it: with Shift+Tab the cursor is at its start).
    const QTextCursor selected = textCursor();
    QUrl link;
    if (hasFocus() && selected.hasSelection()) {
        QTextCursor first(document());
        first.setPosition(selected.selectionStart() + 1);
        link = QUrl(first.charFormat().anchorHref());
    }
    emit linkFocused(link);
    return moved;
}

} // namespace ui
