#include "markdownchecks.h"

#include "contentfile.h"
#include "placeholders.h"
#include "plate.h"
#include "textposition.h"

#include <QHash>
#include <QRegularExpression>

#include <algorithm>

namespace course {

namespace {

/// Replaces the characters of [from, to) by spaces, keeping line breaks: offsets stay true.
void blank(QString *text, qsizetype from, qsizetype to)
{
    for (qsizetype i = from; i < to; ++i)
        if ((*text)[i] != QLatin1Char('\n'))
            (*text)[i] = QLatin1Char(' ');
}

/// Blanks fenced code blocks (``` or ~~~) line by line.
void blankFencedCode(QString *text)
{
    QChar fence;
    qsizetype fenceLength = 0;
    for (qsizetype start = 0; start < text->size();) {
        qsizetype end = text->indexOf(QLatin1Char('\n'), start);
        if (end < 0)
            end = text->size();
        const QStringView line = QStringView(*text).mid(start, end - start);
        qsizetype indent = 0;
        while (indent < line.size() && indent < 4 && line[indent] == QLatin1Char(' '))
            ++indent;
        const QStringView rest = indent < 4 ? line.mid(indent) : QStringView();
        const QChar c = rest.isEmpty() ? QChar() : rest.front();
        qsizetype run = 0;
        if (c == QLatin1Char('`') || c == QLatin1Char('~'))
            while (run < rest.size() && rest[run] == c)
                ++run;
        if (fenceLength > 0) {
            if (c == fence && run >= fenceLength && rest.mid(run).trimmed().isEmpty())
                fenceLength = 0;
            blank(text, start, end);
        } else if (run >= 3 && !(c == QLatin1Char('`') && rest.mid(run).contains(QLatin1Char('`')))) {
            fence = c;
            fenceLength = run;
            blank(text, start, end);
        }
        start = end + 1;
    }
}

/// Blanks code spans: a run of n backticks up to the next run of exactly n. One pass over the
/// runs, each length's runs visited once, so hostile text costs linear time.
void blankCodeSpans(QString *text)
{
    struct Run {
        qsizetype start;
        qsizetype length;
    };
    QList<Run> runs;
    QHash<qsizetype, QList<qsizetype>> byLength; // indexes into runs
    for (qsizetype i = 0; i < text->size();) {
        if ((*text)[i] != QLatin1Char('`')) {
            ++i;
            continue;
        }
        const qsizetype start = i;
        while (i < text->size() && (*text)[i] == QLatin1Char('`'))
            ++i;
        byLength[i - start].append(runs.size());
        runs.append({start, i - start});
    }
    QHash<qsizetype, qsizetype> nextOfLength; // position in byLength[length] to look from
    qsizetype covered = 0;                    // runs before this offset lie inside a span
    for (qsizetype r = 0; r < runs.size(); ++r) {
        const Run run = runs[r];
        if (run.start < covered)
            continue;
        const QList<qsizetype> &same = byLength[run.length];
        qsizetype &next = nextOfLength[run.length];
        while (next < same.size() && same[next] <= r)
            ++next;
        if (next == same.size())
            continue;
        const Run closing = runs[same[next]];
        covered = closing.start + closing.length;
        blank(text, run.start, covered);
    }
}

QString withoutCode(const QString &text)
{
    QString masked = text;
    blankFencedCode(&masked);
    blankCodeSpans(&masked);
    return masked;
}

const QRegularExpression &htmlTagPattern()
{
    static const QRegularExpression pattern(QStringLiteral("<([A-Za-z][A-Za-z0-9-]*)(\\s[^<>]*)?>"));
    return pattern;
}

/// The value of an attribute in a tag's attribute text, and where it starts.
std::optional<MarkdownImage> attribute(const QString &attributes, qsizetype attributesOffset, const QString &name)
{
    const QRegularExpression pattern(QStringLiteral("(?:^|\\s)%1\\s*=\\s*(?:\"([^\"]*)\"|'([^']*)'|([^\\s\"'>]+))")
                                         .arg(name),
                                     QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch m = pattern.match(attributes);
    if (!m.hasMatch())
        return std::nullopt;
    for (int group = 1; group <= 3; ++group)
        if (m.capturedStart(group) >= 0)
            return MarkdownImage{m.captured(group), attributesOffset + m.capturedStart(group)};
    return std::nullopt;
}

QString referenceLabel(QStringView label)
{
    return label.toString().simplified().toCaseFolded();
}

/// "(target …)" after "![alt]": the target and its offset; nothing when it is not a link.
std::optional<MarkdownImage> inlineTarget(const QString &text, qsizetype open)
{
    qsizetype i = open + 1;
    while (i < text.size() && (text[i] == QLatin1Char(' ') || text[i] == QLatin1Char('\t')))
        ++i;
    if (i < text.size() && text[i] == QLatin1Char('<')) {
        const qsizetype close = text.indexOf(QLatin1Char('>'), i);
        const qsizetype lineEnd = text.indexOf(QLatin1Char('\n'), i);
        if (close < 0 || (lineEnd >= 0 && lineEnd < close))
            return std::nullopt;
        return MarkdownImage{text.mid(i + 1, close - i - 1), i + 1};
    }
    const qsizetype start = i;
    int depth = 0;
    for (; i < text.size(); ++i) {
        const QChar c = text[i];
        if (c.isSpace() || (c == QLatin1Char(')') && depth == 0))
            break;
        if (c == QLatin1Char('('))
            ++depth;
        else if (c == QLatin1Char(')'))
            --depth;
    }
    return MarkdownImage{text.mid(start, i - start), start};
}

} // namespace

QList<MarkdownImage> markdownImages(const QString &text)
{
    const QString masked = withoutCode(text);
    QHash<QString, MarkdownImage> definitions;
    static const QRegularExpression definition(
        QStringLiteral("^ {0,3}\\[([^\\[\\]\\n]{1,999})\\]:[ \\t]*\\n?[ \\t]*(<[^>\\n]*>|\\S+)"),
        QRegularExpression::MultilineOption);
    for (auto it = definition.globalMatch(masked); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        const QString label = referenceLabel(m.capturedView(1));
        QString target = m.captured(2);
        qsizetype offset = m.capturedStart(2);
        if (target.startsWith(QLatin1Char('<'))) {
            target = target.mid(1, target.size() - 2);
            ++offset;
        }
        if (!definitions.contains(label)) // the first definition of a label counts
            definitions.insert(label, {target, offset});
    }

    QList<std::pair<qsizetype, MarkdownImage>> found; // by where the image is written
    static const QRegularExpression image(QStringLiteral("!\\[([^\\[\\]\\n]{0,999})\\]"));
    for (auto it = image.globalMatch(masked); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        const qsizetype after = m.capturedEnd();
        if (after < masked.size() && masked[after] == QLatin1Char('(')) {
            if (const auto target = inlineTarget(masked, after))
                found.append({m.capturedStart(), *target});
            continue;
        }
        QString label = m.captured(1);
        if (after < masked.size() && masked[after] == QLatin1Char('[')) {
            const qsizetype close = masked.indexOf(QLatin1Char(']'), after);
            if (close > after + 1)
                label = masked.mid(after + 1, close - after - 1);
        }
        const auto known = definitions.constFind(referenceLabel(label));
        if (known != definitions.cend())
            found.append({m.capturedStart(), *known});
    }
    for (auto it = htmlTagPattern().globalMatch(masked); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        const QString attributes = m.captured(2);
        if (m.captured(1).compare(QLatin1String("img"), Qt::CaseInsensitive) == 0)
            if (const auto src = attribute(attributes, m.capturedStart(2), QStringLiteral("src")))
                found.append({m.capturedStart(), *src});
        if (const auto background = attribute(attributes, m.capturedStart(2), QStringLiteral("background")))
            found.append({m.capturedStart(), *background});
    }
    std::stable_sort(found.begin(), found.end(), [](const auto &a, const auto &b) { return a.first < b.first; });
    QList<MarkdownImage> out;
    for (const auto &f : found)
        out.append({text.mid(f.second.offset, f.second.target.size()), f.second.offset});
    return out;
}

QList<RawHtmlTag> unclosedHtmlTags(const QString &text)
{
    const QString masked = withoutCode(text);
    // Where each tag name is closed last: an opening tag before that is closed.
    QHash<QString, qsizetype> lastClosing;
    static const QRegularExpression closing(QStringLiteral("</([A-Za-z][A-Za-z0-9-]*)\\s*>"));
    for (auto it = closing.globalMatch(masked); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        lastClosing.insert(m.captured(1).toLower(), m.capturedStart());
    }
    QList<RawHtmlTag> out;
    for (auto it = htmlTagPattern().globalMatch(masked); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        if (m.captured(2).endsWith(QLatin1Char('/')))
            continue;
        if (lastClosing.value(m.captured(1).toLower(), -1) > m.capturedStart())
            continue;
        out.append({m.captured(0), m.capturedStart()});
    }
    return out;
}

void checkImages(const QString &file, const QString &text, const QString &folder, QList<Problem> *problems)
{
    const QList<MarkdownImage> images = markdownImages(text);
    if (images.isEmpty())
        return;
    const TextPositions positions(text);
    for (const MarkdownImage &image : images) {
        QString why;
        if (!ContentFile::imageFile(image.target, folder, &why))
            problems->append({file, positions.place(image.offset), QStringLiteral("image not shown: %1").arg(why)});
    }
}

void checkRawHtml(const QString &file, const QString &text, const QString &place, QList<Problem> *problems)
{
    const QList<RawHtmlTag> tags = unclosedHtmlTags(text);
    if (tags.isEmpty())
        return;
    const TextPositions positions(text);
    for (const RawHtmlTag &tag : tags)
        problems->append({file, place.isEmpty() ? positions.place(tag.offset) : place,
                          QStringLiteral("raw HTML '%1' is never closed: nothing after it is shown "
                                         "(close it, as in '<br/>', or write Markdown)")
                              .arg(tag.tag.left(60))});
}

QString anyPanel()
{
    return QStringLiteral("*");
}

void checkPage(const QString &file, const QString &text, const QString &panel,
               const std::optional<QStringList> &glossaryIds, const QString &folder,
               QList<Problem> *problems)
{
    if (!text.startsWith(QLatin1String("# ")))
        problems->append({file, QStringLiteral("1:1"),
                          QStringLiteral("a page starts with its title as a level-1 heading ('# Title')")});
    const TextPositions positions(text);
    const std::size_t keys = attn::plateLayout().keys.size();
    const QStringList common = commonPlaceholderNames(keys);
    for (const PlaceholderRef &ref : findPlaceholders(text)) {
        const QString place = positions.place(ref.offset);
        if (!ref.error.isEmpty()) {
            problems->append({file, place, QStringLiteral("malformed placeholder: %1").arg(ref.error)});
            continue;
        }
        if (common.contains(ref.name) || (!ref.at && panelPlaceholderNames(panel).contains(ref.name)))
            continue;
        QStringList offeredBy;
        for (const QString &p : panelNames())
            if (panelPlaceholderNames(p).contains(ref.name))
                offeredBy << p;
        if (panel == anyPanel() && !offeredBy.isEmpty() && !ref.at)
            continue;
        if (offeredBy.isEmpty())
            problems->append({file, place, QStringLiteral("unknown placeholder '{{%1}}'").arg(ref.name)});
        else if (ref.at)
            problems->append({file, place, QStringLiteral("'{{%1}}' cannot take a fixed query (@)").arg(ref.name)});
        else
            problems->append({file, place,
                              QStringLiteral("placeholder '{{%1}}' is not offered by panel '%2' (only by %3)")
                                  .arg(ref.name, panel, offeredBy.join(QStringLiteral(", ")))});
    }
    if (glossaryIds) {
        static const QRegularExpression link(QStringLiteral("\\]\\(glossary:([^)\\s]*)\\)"));
        for (auto it = link.globalMatch(text); it.hasNext();) {
            const QRegularExpressionMatch m = it.next();
            if (!glossaryIds->contains(m.captured(1)))
                problems->append({file, positions.place(m.capturedStart(1)),
                                  QStringLiteral("link to unknown glossary term '%1'").arg(m.captured(1))});
        }
    }
    checkImages(file, text, folder, problems);
    checkRawHtml(file, text, {}, problems);
}

} // namespace course
