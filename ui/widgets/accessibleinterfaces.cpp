#include "accessibleinterfaces.h"

#include "contentlabel.h"
#include "equationlabel.h"
#include "headedsection.h"
#include "textblock.h"

#include <QAccessibleWidget>

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

class StaticTextAccessible : public QAccessibleWidget
{
public:
    explicit StaticTextAccessible(QWidget *widget)
        : QAccessibleWidget(widget, QAccessible::StaticText)
    {
    }

    QString text(QAccessible::Text t) const override
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
};

/// A ContentLabel: its words as the name (its role while it shows none), its role as the
/// description unless it was given one. Qt's QLabel interface sends the name changes.
class ContentLabelAccessible : public QAccessibleWidget
{
public:
    explicit ContentLabelAccessible(ContentLabel *label)
        : QAccessibleWidget(label, QAccessible::StaticText)
    {
    }

    QString text(QAccessible::Text t) const override
    {
        const auto *label = static_cast<const ContentLabel *>(widget());
        switch (t) {
        case QAccessible::Name: {
            const QString plain = label->plainText();
            return plain.isEmpty() ? label->role() : plain;
        }
        case QAccessible::Description:
            return label->accessibleDescription().isEmpty() ? label->role() : label->accessibleDescription();
        default:
            return QAccessibleWidget::text(t);
        }
    }
};

class SectionAccessible : public QAccessibleWidget
{
public:
    explicit SectionAccessible(HeadedSection *section)
        : QAccessibleWidget(section, QAccessible::Grouping)
    {
    }

    QString text(QAccessible::Text t) const override
    {
        if (t == QAccessible::Name && widget()->accessibleName().isEmpty())
            return static_cast<const HeadedSection *>(widget())->title();
        return QAccessibleWidget::text(t);
    }
};

QAccessibleInterface *factory(const QString &, QObject *object)
{
    if (qobject_cast<TextBlock *>(object) || qobject_cast<EquationLabel *>(object))
        return new StaticTextAccessible(static_cast<QWidget *>(object));
    if (auto *label = qobject_cast<ContentLabel *>(object))
        return new ContentLabelAccessible(label);
    if (auto *section = qobject_cast<HeadedSection *>(object))
        return new SectionAccessible(section);
    return nullptr;
}

} // namespace

void installAccessibleInterfaces()
{
    static const bool installed = [] {
        QAccessible::installFactory(factory);
        return true;
    }();
    Q_UNUSED(installed);
}

void announceTextChanged(QWidget *widget)
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
