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
    return plainTextOf(text(), textFormat());
}

QString ContentLabel::plainTextOf(const QString &text, Qt::TextFormat format)
{
    if (format == Qt::PlainText || (format == Qt::AutoText && !Qt::mightBeRichText(text)))
        return text;
    QTextDocument document;
    if (format == Qt::MarkdownText)
        document.setMarkdown(text);
    else
        document.setHtml(text);
    return document.toPlainText().trimmed();
}

} // namespace ui
