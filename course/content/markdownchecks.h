#pragma once

#include "problem.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace course {

/// An image a Markdown text names: "![alt](target)", "![alt][label]" with its "[label]: target"
/// definition, or raw HTML "<img src=…>" (and a "background=…" attribute).
struct MarkdownImage {
    QString target;
    qsizetype offset = 0; ///< where the target is written
};

/// A raw HTML tag opened and never closed: Qt 6.4 shows nothing of a page after such a tag
/// ("<img src=…>", "<br>", "<pre>" without "</pre>"); "<br/>" and "<b>…</b>" are shown.
struct RawHtmlTag {
    QString tag;          ///< as written, "<img src=x.png>"
    qsizetype offset = 0; ///< where "<" is
};

/// Images and unclosed raw HTML outside code spans and fenced code blocks, in order.
QList<MarkdownImage> markdownImages(const QString &text);
QList<RawHtmlTag> unclosedHtmlTags(const QString &text);

/// Appends a problem, with its line and column, for every image of `text` that is not a file
/// of the lesson `folder` (ContentFile::imageFile()). `text` may be a page or the raw text of
/// an exercises.json, whose prompts, hints and solutions are Markdown too.
void checkImages(const QString &file, const QString &text, const QString &folder, QList<Problem> *problems);

/// Appends a problem for every raw HTML tag of `text` that hides the rest of it; `place` is the
/// place of a JSON string, or empty for a page (then each tag's line and column).
void checkRawHtml(const QString &file, const QString &text, const QString &place, QList<Problem> *problems);

/// Checks a page: its title heading, placeholders (`panel`'s, or any panel's for "*"), glossary
/// links (when the glossary's term ids are given), images (in `folder`) and raw HTML, each
/// problem with its line and column.
void checkPage(const QString &file, const QString &text, const QString &panel,
               const std::optional<QStringList> &glossaryIds, const QString &folder,
               QList<Problem> *problems);

/// The panel name that makes checkPage() accept every panel's placeholders.
QString anyPanel();

} // namespace course
