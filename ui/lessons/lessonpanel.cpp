#include "lessonpanel.h"

#include "presentation.h"

#include <QLabel>
#include <QUrl>

namespace ui {

LessonPanel::LessonPanel(course::WorkshopModel *model, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
{
}

QMap<QString, QString> LessonPanel::placeholders() const
{
    return {};
}

void LessonPanel::linkGlossary(QLabel *label)
{
    connect(label, &QLabel::linkActivated, this, [this, label](const QString &link) {
        const QUrl url(link);
        if (url.scheme() == QLatin1String("glossary"))
            emit glossaryLinkActivated(url.path(), label);
    });
}

void LessonPanel::setPresenting(bool on)
{
    applyPresenting(this, on);
}

} // namespace ui
