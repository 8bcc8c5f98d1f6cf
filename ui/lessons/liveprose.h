#pragma once

#include "placeholders.h"

#include <QList>
#include <QString>
#include <QStringList>
#include <QTextCharFormat>

#include <functional>
#include <optional>

class QTextBlock;
class QTextBrowser;

namespace course {
class ContentDocument;
}

namespace ui {

/// A page's prose whose figures follow the query: its Markdown is parsed once, with a marker
/// where each live figure goes, and a step of the query writes only the figures that changed
/// into the parsed document, repainting only the lines whose text changed. Where a figure
/// cannot be written in place (inside a link's target or an image) the filled Markdown is
/// parsed again instead. LessonView decides when a page must be parsed anew.
class LiveProse
{
public:
    /// The figure a reference shows right now; nothing where it has none (the placeholder
    /// is then shown as written).
    using Figure = std::function<std::optional<QString>(const course::PlaceholderRef &)>;

    LiveProse(QTextBrowser *view, course::ContentDocument *document);

    /// Parses `markdown` with each of its placeholders shown as `figure` gives it.
    void setSource(const QString &markdown, const Figure &figure);
    /// Shows text without live figures (a lesson that could not be loaded).
    void setFixedText(const QString &markdown);
    /// Forgets the page (an exercise page has no prose).
    void clear();
    /// Writes the figures of the moment (a reference with a fixed query keeps its own).
    void refresh(const Figure &figure);
    /// The Markdown shown right now, placeholders filled with the figures shown.
    QString renderedMarkdown() const;

private:
    /// One live figure of the prose: where its text is in the document, and which reference
    /// of the page's Markdown it shows.
    struct LiveFigure {
        int position = 0;
        int length = 0;
        qsizetype ref = 0;
        QTextCharFormat format;
    };

    /// Parses m_source with a marker in place of every live figure, then finds the markers
    /// in the document; false when a marker did not land in the text (inside a link target or
    /// an image), and the figures cannot be written in place.
    bool parseWithMarkers();
    /// Writes the figures of `values` that differ from m_values (or all of them) into the
    /// document in place, as one edit, and keeps them as m_values.
    void writeFigures(const QStringList &values, bool everyFigure);
    QString shown(const course::PlaceholderRef &ref, const Figure &figure) const;
    /// The text of each of the block's laid-out lines.
    static QStringList lineTexts(const QTextBlock &block);

    QTextBrowser *m_view;
    course::ContentDocument *m_document;
    /// The page's Markdown as written, its references and the figure each shows now.
    QString m_source;
    QList<course::PlaceholderRef> m_refs;
    QStringList m_values;
    /// Where the live figures are, in document order; empty when they are written by parsing
    /// the filled Markdown again (a figure in a link target or an image).
    QList<LiveFigure> m_live;
    bool m_inPlace = false;
};

} // namespace ui
