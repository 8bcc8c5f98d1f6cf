#include "theme.h"

#include <QApplication>
#include <QPainter>
#include <QPalette>
#include <QProxyStyle>
#include <QStyle>
#include <QStyleFactory>
#include <QStyleOption>

namespace ui {

namespace {

/// Fusion draws the frame of a check box and of a radio button and the grid lines of a table
/// in a darker shade of QPalette::Window. On a dark palette that is near-black on the
/// near-black QPalette::Base, and all but vanish. This style draws them in a grey between
/// Base and Text instead (indicatorEdgeColor()).
class DarkContrastStyle : public QProxyStyle
{
    Q_DISABLE_COPY_MOVE(DarkContrastStyle)

public:
    explicit DarkContrastStyle(QStyle *base)
        : QProxyStyle(base)
    {
    }

    int styleHint(StyleHint hint, const QStyleOption *option, const QWidget *widget,
                  QStyleHintReturn *returnData) const override
    {
        if (hint == SH_Table_GridLineColor && option)
            return int(baseTowardsText(option->palette, 0.22).rgba());
        return QProxyStyle::styleHint(hint, option, widget, returnData);
    }

    void drawPrimitive(PrimitiveElement element, const QStyleOption *option, QPainter *painter,
                       const QWidget *widget) const override
    {
        QProxyStyle::drawPrimitive(element, option, painter, widget);
        if ((element != PE_IndicatorCheckBox && element != PE_IndicatorRadioButton) || !option)
            return;
        if ((option->state & State_HasFocus) && (option->state & State_KeyboardFocusChange))
            return; // Fusion's focus frame is already in the highlight colour
        // The frame Fusion draws, once more in a lighter pen.
        painter->save();
        painter->setRenderHint(QPainter::Antialiasing, true);
        painter->setBrush(Qt::NoBrush);
        painter->setPen(indicatorEdgeColor(option->palette));
        const QRect r = option->rect;
        if (element == PE_IndicatorCheckBox) {
            painter->translate(0.5, 0.5);
            painter->drawRect(r.adjusted(0, 0, -1, -1));
        } else {
            // Fusion's circle (centred one pixel below and right of the rectangle's centre),
            // in a pen a little wider: a one-pixel circle is mostly half-covered pixels.
            const QPointF centre = r.center() + QPoint(1, 1);
            const qreal radius = (r.width() + (r.width() + 1) % 2) / 2.0 - 1;
            painter->setPen(QPen(indicatorEdgeColor(option->palette), 1.5));
            painter->drawEllipse(centre, radius - 0.25, radius - 0.25);
        }
        painter->restore();
    }
};

QPalette darkPalette()
{
    QPalette p;
    const QColor window(0x2b, 0x2d, 0x31);
    const QColor base(0x1e, 0x1f, 0x22);
    const QColor text(0xe8, 0xe8, 0xea);
    const QColor disabled(0x80, 0x80, 0x86);
    // Lighter than the disabled grey: "?" placeholders must still read on Base.
    const QColor placeholder(0xa0, 0xa0, 0xa6);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, window);
    p.setColor(QPalette::ToolTipBase, base);
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::PlaceholderText, placeholder);
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, QColor(0x35, 0x37, 0x3c));
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::BrightText, Qt::white);
    p.setColor(QPalette::Light, QColor(0x4a, 0x4c, 0x52));
    p.setColor(QPalette::Midlight, QColor(0x40, 0x42, 0x47));
    p.setColor(QPalette::Mid, QColor(0x30, 0x32, 0x36));
    p.setColor(QPalette::Dark, QColor(0x18, 0x19, 0x1b));
    p.setColor(QPalette::Shadow, Qt::black);
    // White on it at 4.5:1 (WCAG 2.1 AA), and at 3:1 on Base as a selection outline.
    p.setColor(QPalette::Highlight, QColor(0x35, 0x72, 0xc8));
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::Link, QColor(0x7a, 0xb4, 0xff));
    p.setColor(QPalette::LinkVisited, QColor(0xb4, 0x9c, 0xff));
    for (QPalette::ColorRole role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, disabled);
    return p;
}

/// Fusion's light palette, with the colours that miss WCAG 2.1 AA made darker: white on its
/// selection blue is 3.7:1, its half-transparent placeholder text 4:1 on white and its disabled
/// text 1.6:1 on the window.
QPalette lightPalette(QPalette p)
{
    p.setColor(QPalette::Highlight, QColor(0x35, 0x72, 0xc8));
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::PlaceholderText, QColor(0x6e, 0x6e, 0x6e));
    // Disabled controls are exempt from the 4.5:1 of text; at 3:1 they still read.
    for (QPalette::ColorRole role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, QColor(0x80, 0x80, 0x80));
    return p;
}

} // namespace

QPalette highContrastPalette(bool dark)
{
    QPalette p;
    const QColor ground = dark ? Qt::black : Qt::white;
    const QColor text = dark ? Qt::white : Qt::black;
    // Greys for what is disabled, still 4.5:1 on the ground; frames and bevels in the text
    // colour or close to it, so that every control shows its edge.
    const QColor disabled = dark ? QColor(0x9a, 0x9a, 0x9a) : QColor(0x60, 0x60, 0x60);
    const QColor edge = dark ? QColor(0xc0, 0xc0, 0xc0) : QColor(0x40, 0x40, 0x40);
    for (QPalette::ColorRole role : {QPalette::Window, QPalette::Base, QPalette::AlternateBase,
                                     QPalette::ToolTipBase, QPalette::Button})
        p.setColor(role, ground);
    for (QPalette::ColorRole role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText,
                                     QPalette::ToolTipText, QPalette::BrightText})
        p.setColor(role, text);
    p.setColor(QPalette::PlaceholderText, disabled);
    p.setColor(QPalette::Light, edge);
    p.setColor(QPalette::Midlight, edge);
    p.setColor(QPalette::Mid, edge);
    p.setColor(QPalette::Dark, edge);
    p.setColor(QPalette::Shadow, text);
    // Highlighted text is the ground's colour on a strong blue (or yellow on black).
    p.setColor(QPalette::Highlight, dark ? QColor(0xff, 0xe0, 0x00) : QColor(0x00, 0x30, 0xc0));
    p.setColor(QPalette::HighlightedText, dark ? Qt::black : Qt::white);
    p.setColor(QPalette::Link, dark ? QColor(0x80, 0xd0, 0xff) : QColor(0x00, 0x30, 0xc0));
    p.setColor(QPalette::LinkVisited, dark ? QColor(0xe0, 0xa0, 0xff) : QColor(0x60, 0x00, 0xa0));
    for (QPalette::ColorRole role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, disabled);
    return p;
}

QColor baseTowardsText(const QPalette &palette, double t)
{
    const QColor a = palette.color(QPalette::Base);
    const QColor b = palette.color(QPalette::Text);
    return QColor::fromRgbF(float(a.redF() + t * (b.redF() - a.redF())),
                            float(a.greenF() + t * (b.greenF() - a.greenF())),
                            float(a.blueF() + t * (b.blueF() - a.blueF())));
}

QColor indicatorEdgeColor(const QPalette &palette)
{
    return baseTowardsText(palette, 0.55);
}

bool themeFromString(const QString &text, Theme *theme)
{
    const QString t = text.trimmed().toLower();
    if (t == QLatin1String("system"))
        *theme = Theme::System;
    else if (t == QLatin1String("light"))
        *theme = Theme::Light;
    else if (t == QLatin1String("dark"))
        *theme = Theme::Dark;
    else
        return false;
    return true;
}

QString themeToString(Theme theme)
{
    switch (theme) {
    case Theme::Light: return QStringLiteral("light");
    case Theme::Dark: return QStringLiteral("dark");
    case Theme::System: break;
    }
    return QStringLiteral("system");
}

void applyTheme(Theme theme, bool highContrast)
{
    if (highContrast) {
        const bool dark = theme == Theme::Dark;
        if (QStyle *fusion = QStyleFactory::create(QStringLiteral("Fusion")))
            QApplication::setStyle(fusion);
        QApplication::setPalette(highContrastPalette(dark));
        return;
    }
    if (theme == Theme::System) {
        QApplication::setPalette(QPalette());
        return;
    }
    if (QStyle *fusion = QStyleFactory::create(QStringLiteral("Fusion"))) {
        if (theme == Theme::Dark)
            QApplication::setStyle(new DarkContrastStyle(fusion));
        else
            QApplication::setStyle(fusion);
    }
    QApplication::setPalette(theme == Theme::Dark ? darkPalette()
                                                  : lightPalette(QApplication::style()->standardPalette()));
}

} // namespace ui
