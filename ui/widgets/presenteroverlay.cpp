#include "presenteroverlay.h"

#include <QEvent>
#include <QLabel>
#include <QPalette>
#include <QTimer>
#include <QWidget>

namespace ui {

PresenterOverlay::PresenterOverlay(QWidget *window)
    : QObject(window)
    , m_window(window)
{
    m_black = new QWidget(window);
    m_black->setObjectName(QStringLiteral("blackScreen"));
    m_black->setAccessibleName(tr("Black screen: press B to show the course again"));
    QPalette black = m_black->palette();
    black.setColor(QPalette::Window, Qt::black);
    m_black->setPalette(black);
    m_black->setAutoFillBackground(true);
    // It takes the focus while shown, so that no control behind it reacts to a key.
    m_black->setFocusPolicy(Qt::StrongFocus);
    m_black->hide();

    m_hint = new QLabel(window);
    m_hint->setObjectName(QStringLiteral("presenterKeys"));
    m_hint->setWordWrap(true);
    m_hint->setAlignment(Qt::AlignCenter);
    m_hint->setTextFormat(Qt::PlainText);
    m_hint->setMargin(12);
    // The window's own colours, inverted: readable over any page, in either palette.
    QPalette inverted = m_hint->palette();
    inverted.setColor(QPalette::Window, window->palette().color(QPalette::WindowText));
    inverted.setColor(QPalette::WindowText, window->palette().color(QPalette::Window));
    m_hint->setPalette(inverted);
    m_hint->setAutoFillBackground(true);
    m_hint->hide();
    // A larger font (the mode's scale, set after the hint) needs a taller band.
    m_hint->installEventFilter(this);

    m_hintTimer = new QTimer(this);
    m_hintTimer->setSingleShot(true);
    m_hintTimer->setInterval(kHintMilliseconds);
    connect(m_hintTimer, &QTimer::timeout, this, &PresenterOverlay::hideHint);
    window->installEventFilter(this);
}

void PresenterOverlay::showHint(const QString &text)
{
    m_hint->setText(text);
    place();
    m_hint->show();
    m_hint->raise();
    m_hintTimer->start();
}

void PresenterOverlay::hideHint()
{
    m_hintTimer->stop();
    m_hint->hide();
}

bool PresenterOverlay::isHintShown() const
{
    return !m_hint->isHidden();
}

void PresenterOverlay::setBlack(bool black)
{
    if (black == isBlack())
        return;
    if (black) {
        hideHint();
        place();
        m_black->show();
        m_black->raise();
        m_black->setFocus(Qt::OtherFocusReason);
    } else {
        m_black->hide();
    }
}

bool PresenterOverlay::isBlack() const
{
    return !m_black->isHidden();
}

bool PresenterOverlay::eventFilter(QObject *watched, QEvent *event)
{
    if ((watched == m_window && event->type() == QEvent::Resize) || (watched == m_hint && event->type() == QEvent::FontChange))
        place();
    return QObject::eventFilter(watched, event);
}

void PresenterOverlay::place()
{
    const QRect all = m_window->rect();
    m_black->setGeometry(all);
    const int width = all.width() * 9 / 10;
    const int height = m_hint->heightForWidth(width);
    m_hint->setGeometry(all.x() + (all.width() - width) / 2, all.bottom() - height - all.height() / 20, width, height);
}

} // namespace ui
