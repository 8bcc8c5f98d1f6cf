#include "fonts.h"

#include <QEvent>
#include <QPointer>
#include <QWidget>

#include <algorithm>
#include <cmath>

namespace ui {

namespace {

/// Sets its widget's font from the parent's whenever the parent's font changes.
class ParentFontFollower : public QObject
{
    Q_DISABLE_COPY_MOVE(ParentFontFollower)

public:
    ParentFontFollower(QWidget *widget, double factor, bool bold)
        : QObject(widget)
        , m_widget(widget)
        , m_parent(widget->parentWidget())
        , m_factor(factor)
        , m_bold(bold)
    {
        if (m_parent)
            m_parent->installEventFilter(this);
        follow();
    }

    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (watched == m_parent && event->type() == QEvent::FontChange)
            follow();
        return QObject::eventFilter(watched, event);
    }

private:
    void follow()
    {
        QFont f = scaledFont(m_parent ? m_parent->font() : m_widget->font(), m_factor);
        f.setBold(m_bold);
        m_widget->setFont(f);
    }

    QWidget *m_widget = nullptr;
    QPointer<QWidget> m_parent;
    double m_factor = 1.0;
    bool m_bold = false;
};

} // namespace

QFont scaledFont(const QFont &font, double factor)
{
    QFont f = font;
    if (f.pointSizeF() > 0)
        f.setPointSizeF(f.pointSizeF() * factor);
    else if (f.pixelSize() > 0)
        f.setPixelSize(std::max(1, int(std::round(f.pixelSize() * factor))));
    return f;
}

void followParentFont(QWidget *widget, double factor, bool bold)
{
    new ParentFontFollower(widget, factor, bold);
}

} // namespace ui
