#pragma once

#include <QLabel>

namespace ui {

/// A label whose words are the content (a question, a verdict, a hint), with a role that says
/// what it is ("Question"). A screen reader reads the words as the label's name and the role as
/// its description: a QLabel's accessible name would replace its words. Markdown and rich text
/// are read as the plain text they show.
class ContentLabel : public QLabel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ContentLabel)

public:
    explicit ContentLabel(const QString &role, QWidget *parent = nullptr);

    QString role() const { return m_role; }
    /// The shown text without markup: what a screen reader reads.
    QString plainText() const;
    /// `text` in `format` without its markup.
    static QString plainTextOf(const QString &text, Qt::TextFormat format);

private:
    QString m_role;
};

} // namespace ui
