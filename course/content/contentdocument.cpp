#include "contentdocument.h"

#include "contentfile.h"

#include <QBuffer>
#include <QImageReader>
#include <QPainter>
#include <QRegularExpression>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextFragment>
#include <QUrl>

#include <utility>

namespace course {

namespace {

/// The URL Qt's image handler asks a document for, for an image format's name.
QUrl imageUrl(const QString &name)
{
    return name.startsWith(QLatin1String(":/")) ? QUrl(QLatin1String("qrc") + name) : QUrl(name);
}

QByteArray pngData(const QImage &image)
{
    QByteArray data;
    QBuffer buffer(&data);
    buffer.open(QIODevice::WriteOnly);
    image.save(&buffer, "PNG");
    return data;
}

} // namespace

ContentDocument::ContentDocument(QObject *parent)
    : QTextDocument(parent)
{
}

void ContentDocument::setFolder(const QString &folder)
{
    if (folder == m_folder)
        return;
    m_folder = folder;
    m_images.clear();
}

QImage ContentDocument::placeholder()
{
    static const QImage image = [] {
        QImage i(16, 16, QImage::Format_ARGB32_Premultiplied);
        i.fill(QColor(0xe0, 0xe0, 0xe0));
        QPainter p(&i);
        p.setPen(QColor(0x80, 0x80, 0x80));
        p.drawRect(0, 0, 15, 15);
        p.drawLine(3, 3, 12, 12);
        p.drawLine(12, 3, 3, 12);
        return i;
    }();
    return image;
}

QImage ContentDocument::image(const QString &target) const
{
    // What Qt asks for: ":/x" comes as "qrc:/x", a file name as a relative URL.
    const QUrl url(target);
    const QString asked = url.scheme() == QLatin1String("qrc") ? QLatin1Char(':') + url.path() : target;
    QString why;
    const auto file = ContentFile::imageFile(asked, m_folder, &why);
    if (!file)
        return placeholder();
    QString error;
    const auto data = ContentFile::read(*file, m_folder, ContentFile::kMaxImageSize, &error);
    if (!data)
        return placeholder();
    QBuffer buffer;
    buffer.setData(*data);
    buffer.open(QIODevice::ReadOnly);
    QImageReader reader(&buffer);
    const QSize size = reader.size();
    if (!size.isValid() || size.width() > kMaxImageSide || size.height() > kMaxImageSide)
        return placeholder();
    const QImage loaded = reader.read();
    return loaded.isNull() ? placeholder() : loaded;
}

QVariant ContentDocument::loadResource(int type, const QUrl &name)
{
    m_asked = true;
    // Never the base class: it asks the parent widget, then reads the path as a file.
    QVariant resource;
    if (type == QTextDocument::ImageResource) {
        const QString target = name.toString();
        auto cached = m_images.constFind(target);
        if (cached == m_images.cend())
            cached = m_images.insert(target, image(target));
        resource = *cached;
    }
    else
        resource = QString(); // a style sheet or anything else: empty
    addResource(type, name, resource);
    return resource;
}

QString ContentDocument::labelText(const QString &markdown, const QString &folder, Qt::TextFormat *format)
{
    ContentDocument document;
    document.setFolder(folder);
    document.setMarkdown(markdown);
    QList<QTextFragment> images;
    for (QTextBlock block = document.begin(); block.isValid(); block = block.next())
        for (auto it = block.begin(); !it.atEnd(); ++it)
            if (it.fragment().charFormat().isImageFormat())
                images << it.fragment();
    if (images.isEmpty() && !document.m_asked) {
        *format = Qt::MarkdownText;
        return markdown;
    }
    for (const QTextFragment &fragment : std::as_const(images)) {
        QTextImageFormat f = fragment.charFormat().toImageFormat();
        const QImage shown = document.image(imageUrl(f.name()).toString());
        f.setName(QStringLiteral("data:image/png;base64,") + QString::fromLatin1(pngData(shown).toBase64()));
        QTextCursor cursor(&document);
        cursor.setPosition(fragment.position());
        cursor.setPosition(fragment.position() + fragment.length(), QTextCursor::KeepAnchor);
        cursor.setCharFormat(f);
    }
    // Background images are not carried over: the label would load them by their names.
    static const QRegularExpression background(
        QStringLiteral("\\sbackground=\"[^\"]*\"|background-image:[^;\"]*;?"));
    *format = Qt::RichText;
    return document.toHtml().remove(background);
}

} // namespace course
