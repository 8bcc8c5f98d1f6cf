#include "liveprose.h"

#include "contentdocument.h"

#include <QAbstractTextDocumentLayout>
#include <QScrollBar>
#include <QSignalBlocker>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextCursor>
#include <QTextLayout>
#include <QTextTable>

#include <optional>
#include <vector>

namespace ui {

namespace {

/// A live figure is parsed as a marker: these two characters of the Private Use Area round the
/// index of its reference, text that Markdown passes through unchanged wherever it stands.
constexpr QChar kMarkerOpen(0xE000);
constexpr QChar kMarkerClose(0xE001);

/// Whether a figure's first or last character goes into its marker too: punctuation decides
/// whether Markdown's `*` and `_` beside it open or close an emphasis, so the marker keeps the
/// figure's own (55.1% in "**{{weight.max}}**"); characters Markdown gives a meaning stay out.
bool keepsBeside(QChar c)
{
    if (c.unicode() < 0x80)
        return c == QLatin1Char('%') || c == QLatin1Char('.') || c == QLatin1Char(',');
    return c.isPunct() || c.isSymbol();
}

} // namespace

LiveProse::LiveProse(QTextBrowser *view, course::ContentDocument *document)
    : m_view(view)
    , m_document(document)
{
}

void LiveProse::setSource(const QString &markdown, const Figure &figure)
{
    m_source = markdown;
    m_refs = course::findPlaceholders(m_source);
    m_values.clear();
    for (const course::PlaceholderRef &ref : std::as_const(m_refs))
        m_values << shown(ref, figure);
    m_inPlace = parseWithMarkers();
    if (!m_inPlace) {
        m_live.clear();
        m_view->setMarkdown(renderedMarkdown());
    }
}

void LiveProse::setFixedText(const QString &markdown)
{
    clear();
    m_source = markdown;
    m_view->setMarkdown(markdown);
}

void LiveProse::clear()
{
    m_source.clear();
    m_refs.clear();
    m_values.clear();
    m_live.clear();
    m_inPlace = false;
}

QString LiveProse::shown(const course::PlaceholderRef &ref, const Figure &figure) const
{
    const std::optional<QString> value = ref.error.isEmpty() ? figure(ref) : std::nullopt;
    return value ? *value : m_source.mid(ref.offset, ref.length);
}

void LiveProse::refresh(const Figure &figure)
{
    // A step of the query: only the live figures change (a fixed query's never does).
    QStringList values;
    values.reserve(m_refs.size());
    for (qsizetype i = 0; i < m_refs.size(); ++i)
        values << (m_refs[i].at ? m_values.at(i) : shown(m_refs[i], figure));
    if (values == m_values)
        return;
    if (m_inPlace) {
        writeFigures(values, false);
    } else {
        m_values = values;
        m_view->setMarkdown(renderedMarkdown());
    }
}

QString LiveProse::renderedMarkdown() const
{
    QString out;
    out.reserve(m_source.size());
    qsizetype from = 0;
    for (qsizetype i = 0; i < m_refs.size(); ++i) {
        out += QStringView(m_source).mid(from, m_refs[i].offset - from);
        out += m_values.at(i);
        from = m_refs[i].offset + m_refs[i].length;
    }
    out += QStringView(m_source).mid(from);
    return out;
}

bool LiveProse::parseWithMarkers()
{
    // Each live figure as a marker with the figure's punctuation beside it: "%\uE0003\uE001".
    QString marked;
    marked.reserve(m_source.size() + 8 * m_refs.size());
    QList<QPair<QString, QString>> edges(m_refs.size());
    qsizetype from = 0;
    for (qsizetype i = 0; i < m_refs.size(); ++i) {
        const course::PlaceholderRef &ref = m_refs.at(i);
        marked += QStringView(m_source).mid(from, ref.offset - from);
        from = ref.offset + ref.length;
        const QString &value = m_values.at(i);
        if (ref.at || !ref.error.isEmpty()) {
            marked += value;
            continue;
        }
        if (!value.isEmpty() && keepsBeside(value.front()))
            edges[i].first = value.front();
        if (!value.isEmpty() && keepsBeside(value.back()))
            edges[i].second = value.back();
        marked += edges[i].first + kMarkerOpen + QString::number(i) + kMarkerClose + edges[i].second;
    }
    marked += QStringView(m_source).mid(from);
    m_view->setMarkdown(marked);

    m_live.clear();
    QList<int> found(m_refs.size(), 0);
    for (QTextBlock block = m_document->begin(); block.isValid(); block = block.next()) {
        // A block's layout keeps its shaped lines: otherwise every paint of the block shapes
        // its text again (QTextLayout frees its glyphs after laying out), and a query step
        // repaints the lines it changes. The softmax pages' step costs about 20% less.
        block.layout()->setCacheEnabled(true);
        const QString text = block.text();
        for (qsizetype open = text.indexOf(kMarkerOpen); open >= 0; open = text.indexOf(kMarkerOpen, open + 1)) {
            const qsizetype close = text.indexOf(kMarkerClose, open);
            bool ok = false;
            const qsizetype ref = close < 0 ? -1 : text.mid(open + 1, close - open - 1).toLongLong(&ok);
            if (!ok || ref < 0 || ref >= m_refs.size() || m_refs[ref].at || !m_refs[ref].error.isEmpty())
                return false;
            const QString &lead = edges[ref].first;
            const QString &trail = edges[ref].second;
            if (text.mid(open - lead.size(), lead.size()) != lead || text.mid(close + 1, trail.size()) != trail)
                return false;
            LiveFigure f;
            f.position = block.position() + int(open - lead.size());
            f.length = int(close + 1 + trail.size() - (open - lead.size()));
            f.ref = ref;
            QTextCursor probe(block);
            probe.setPosition(block.position() + int(open) + 1);
            f.format = probe.charFormat();
            // In an autolink the figure is the link's target too: that cannot change in place.
            if (f.format.anchorHref().contains(kMarkerOpen))
                return false;
            ++found[ref];
            m_live << f;
        }
    }
    for (qsizetype i = 0; i < m_refs.size(); ++i) {
        // A marker in a link's target or an image's text is nowhere in the text.
        if (!m_refs[i].at && m_refs[i].error.isEmpty() && found[i] != 1)
            return false;
    }
    writeFigures(m_values, true);
    return true;
}

QStringList LiveProse::lineTexts(const QTextBlock &block)
{
    QStringList out;
    const QTextLayout *layout = block.layout();
    const QString text = block.text();
    for (int i = 0; layout && i < layout->lineCount(); ++i) {
        const QTextLine line = layout->lineAt(i);
        out << text.mid(line.textStart(), line.textLength());
    }
    return out;
}

void LiveProse::writeFigures(const QStringList &values, bool everyFigure)
{
    // The text's layout would repaint everything from the first changed figure to the end of
    // the text; a step of a query drag repaints only the lines whose text changed, unless the
    // text changes height.
    QAbstractTextDocumentLayout *layout = m_document->documentLayout();
    const QSizeF sizeBefore = layout->documentSize();
    std::optional<QSignalBlocker> quiet;
    if (!everyFigure)
        quiet.emplace(layout);
    QTextCursor cursor(m_document);
    // The document lays out again, at the end of an edit, everything from its first change to
    // its last: one edit per paragraph or table, not one across the prose between them. A
    // table is laid out whole after any change in it, so its figures share one edit.
    const void *editing = nullptr;
    int shift = 0;
    // Each paragraph with a changed figure: where it was and its lines' texts before the change.
    struct Before
    {
        int block;
        QRectF rect;
        QStringList lines;
    };
    std::vector<Before> changed;
    for (LiveFigure &f : m_live) {
        f.position += shift;
        const QString &value = values.at(f.ref);
        if (!everyFigure && value == m_values.at(f.ref))
            continue;
        cursor.setPosition(f.position);
        const QTextTable *table = cursor.currentTable();
        const void *unit = table ? static_cast<const void *>(table) : cursor.block().layout();
        if (unit != editing) {
            if (editing)
                cursor.endEditBlock();
            cursor.beginEditBlock();
            editing = unit;
        }
        if (quiet) {
            const QTextBlock block = cursor.block();
            if (changed.empty() || changed.back().block != block.blockNumber())
                changed.push_back({block.blockNumber(), layout->blockBoundingRect(block), lineTexts(block)});
        }
        cursor.setPosition(f.position);
        cursor.setPosition(f.position + f.length, QTextCursor::KeepAnchor);
        cursor.insertText(value, f.format);
        shift += int(value.size()) - f.length;
        f.length = int(value.size());
    }
    if (editing)
        cursor.endEditBlock();
    m_values = values;
    if (!quiet)
        return;
    quiet.reset();
    QWidget *viewport = m_view->viewport();
    const QSizeF sizeAfter = layout->documentSize();
    if (sizeAfter != sizeBefore)
        emit layout->documentSizeChanged(sizeAfter);
    QRegion dirty;
    const QPointF scrolled(m_view->horizontalScrollBar()->value(), m_view->verticalScrollBar()->value());
    for (const Before &before : changed) {
        const QTextBlock block = m_document->findBlockByNumber(before.block);
        const QRectF after = layout->blockBoundingRect(block);
        if (after != before.rect || sizeAfter != sizeBefore) {
            // A paragraph grew or shrank: what follows it moved.
            viewport->update();
            return;
        }
        // The lines whose text changed: a figure's own, and any the paragraph wrapped anew.
        const QTextLayout *text = block.layout();
        const QStringList lines = lineTexts(block);
        for (int i = 0; text && i < text->lineCount(); ++i) {
            if (i < before.lines.size() && lines.at(i) == before.lines.at(i))
                continue;
            const QTextLine line = text->lineAt(i);
            const QRectF rect(after.left(), after.top() + line.y() - text->boundingRect().top(), after.width(),
                              line.height());
            dirty += rect.translated(-scrolled).toAlignedRect();
        }
    }
    viewport->update(dirty);
}

} // namespace ui
