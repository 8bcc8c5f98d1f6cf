#pragma once

#include <QAccessibleWidget>

namespace ui {

/// How screen readers see the text widgets that stand in for QLabel (TextBlock,
/// EquationLabel): as static text, like a label. The name is the widget's accessible name if
/// it has one, else its text; the description is the text.
class StaticTextAccessible : public QAccessibleWidget
{
public:
    explicit StaticTextAccessible(QWidget *widget);
    QString text(QAccessible::Text t) const override;

    /// Installs the factory that gives those widgets this interface; safe to call often.
    static void install();
    /// Tells screen readers, if any are listening, that `widget`'s text changed.
    static void textChanged(QWidget *widget);
};

} // namespace ui
