#include "contentlabel.h"

#include "accessibleinterfaces.h"

#include <QTextDocument>

namespace ui {

ContentLabel::ContentLabel(const QString &role, QWidget *parent)
    : QLabel(parent)
    , m_role(role)
{
    installAccessibleInterfaces();
}

QString ContentLabel::plainText() const
{
    const QString shown = text();
    const Qt::TextFormat format = textFormat();
    if (format == Qt::PlainText || (format == Qt::AutoText && !Qt::mightBeRichText(shown)))
        return shown;
    QTextDocument document;
    if (format == Qt::MarkdownText)
        document.setMarkdown(shown);
    else
        document.setHtml(shown);
    return document.toPlainText().trimmed();
}

} // namespace ui
