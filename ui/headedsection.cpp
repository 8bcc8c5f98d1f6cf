#include "headedsection.h"

#include <QAccessibleWidget>
#include <QLabel>
#include <QVBoxLayout>

namespace ui {

namespace {

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

QAccessibleInterface *sectionFactory(const QString &, QObject *object)
{
    if (auto *section = qobject_cast<HeadedSection *>(object))
        return new SectionAccessible(section);
    return nullptr;
}

} // namespace

HeadedSection::HeadedSection(const QString &title, QWidget *parent)
    : QWidget(parent)
{
    static const bool installed = [] {
        QAccessible::installFactory(sectionFactory);
        return true;
    }();
    Q_UNUSED(installed);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_heading = new QLabel(title, this);
    QFont bold = m_heading->font();
    bold.setBold(true);
    m_heading->setFont(bold);
    layout->addWidget(m_heading);
    m_contents = new QVBoxLayout;
    layout->addLayout(m_contents);
}

QString HeadedSection::title() const
{
    return m_heading->text();
}

} // namespace ui
