#include "headedsection.h"

#include "accessibleinterfaces.h"

#include <QLabel>
#include <QVBoxLayout>

namespace ui {

HeadedSection::HeadedSection(const QString &title, QWidget *parent)
    : QWidget(parent)
{
    installAccessibleInterfaces();
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

void HeadedSection::setHeadingVisible(bool visible)
{
    m_heading->setVisible(visible);
}

} // namespace ui
