#pragma once

#include <QAbstractScrollArea>
#include <QAbstractSpinBox>
#include <QAccessible>
#include <QStringList>
#include <QWidget>

namespace testing {

/// What an accessibility check of the focusable controls under a widget found.
struct NamedControls {
    int checked = 0;      ///< visible controls that take focus
    QStringList unnamed;  ///< "Class (objectName)" of those without an accessible name
};

/// Every visible control under `root` that takes focus must have an accessible name. Parts
/// of a control (a spin box's line edit, a scroll area's viewport) are named by the control
/// itself and are skipped.
inline NamedControls checkAccessibleNames(const QWidget *root)
{
    NamedControls result;
    for (QWidget *w : root->findChildren<QWidget *>()) {
        if (!w->isVisible() || w->focusPolicy() == Qt::NoFocus)
            continue;
        if (qobject_cast<QAbstractSpinBox *>(w->parentWidget())
            || qobject_cast<QAbstractScrollArea *>(w->parentWidget()))
            continue;
        ++result.checked;
        QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(w);
        if (!iface || iface->text(QAccessible::Name).isEmpty())
            result.unnamed << QStringLiteral("%1 (%2)").arg(QString::fromLatin1(w->metaObject()->className()),
                                                           w->objectName());
    }
    return result;
}

} // namespace testing
