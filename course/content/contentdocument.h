#pragma once

#include <QHash>
#include <QImage>
#include <QString>
#include <QTextDocument>

namespace course {

/// The document lesson content is shown in (a page's prose, an exercise's prompt, hints and
/// worked solution, a printed worksheet): it loads an image only from inside its lesson's
/// folder (ContentFile::imageFile(): a regular file, read bounded) or from the built-in
/// resources, and shows a small placeholder for every other target. Nothing else is loaded:
/// no style sheet, no file outside the folder, nothing from the network. Qt's own
/// QTextDocument::loadResource() would read any path, relative ones against the working
/// directory, and /dev/zero without end; and when a document gives an image nothing, Qt's
/// image handler loads the path itself, so this never answers an image with nothing.
class ContentDocument : public QTextDocument
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ContentDocument)

public:
    /// An image wider or taller than this is shown as the placeholder.
    static constexpr int kMaxImageSide = 4096;

    explicit ContentDocument(QObject *parent = nullptr);

    /// The lesson folder images come from; none (the default) allows only built-in images.
    void setFolder(const QString &folder);
    QString folder() const { return m_folder; }

    /// What an image target shows: the image, or the placeholder.
    QImage image(const QString &target) const;
    /// The small image shown in place of a refused or unreadable one.
    static QImage placeholder();

    /// The text to give a QLabel for `markdown` of a lesson in `folder`, and in `*format` the
    /// format to give it. A QLabel reads image files itself (in Qt 6.4 before any resource
    /// provider) and takes no document of its own: Markdown that names no image or other
    /// resource is given as it is; any other is given as HTML with every image inlined as
    /// data, as this document loads it.
    static QString labelText(const QString &markdown, const QString &folder, Qt::TextFormat *format);

protected:
    QVariant loadResource(int type, const QUrl &name) override;

private:
    QString m_folder;
    /// The images shown, by target: setting new text clears the document's own resources, and
    /// a page is set again on every step of a drag.
    QHash<QString, QImage> m_images;
    bool m_asked = false; ///< a resource was asked for
};

} // namespace course
