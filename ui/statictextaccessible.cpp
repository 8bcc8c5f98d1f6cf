#include "statictextaccessible.h"

#include "equationlabel.h"
#include "textblock.h"

namespace ui {

namespace {

QString plainTextOf(const QObject *object)
{
    if (const auto *block = qobject_cast<const TextBlock *>(object))
        return block->plainText();
    if (const auto *equation = qobject_cast<const EquationLabel *>(object))
        return equation->text();
    return {};
}

QAccessibleInterface *staticTextFactory(const QString &, QObject *object)
{
    if (object && object->isWidgetType()
        && (qobject_cast<TextBlock *>(object) || qobject_cast<EquationLabel *>(object)))
        return new StaticTextAccessible(static_cast<QWidget *>(object));
    return nullptr;
}

} // namespace

StaticTextAccessible::StaticTextAccessible(QWidget *widget)
    : QAccessibleWidget(widget, QAccessible::StaticText)
{
}

QString StaticTextAccessible::text(QAccessible::Text t) const
{
    const QString plain = plainTextOf(widget());
    switch (t) {
    case QAccessible::Name:
        return widget()->accessibleName().isEmpty() ? plain : widget()->accessibleName();
    case QAccessible::Description:
        return plain;
    default:
        return QAccessibleWidget::text(t);
    }
}

void StaticTextAccessible::install()
{
    static const bool installed = [] {
        QAccessible::installFactory(staticTextFactory);
        return true;
    }();
    Q_UNUSED(installed);
}

void StaticTextAccessible::textChanged(QWidget *widget)
{
    if (!QAccessible::isActive())
        return;
    QAccessibleEvent description(widget, QAccessible::DescriptionChanged);
    QAccessible::updateAccessibility(&description);
    if (widget->accessibleName().isEmpty()) {
        QAccessibleEvent name(widget, QAccessible::NameChanged);
        QAccessible::updateAccessibility(&name);
    }
}

} // namespace ui
