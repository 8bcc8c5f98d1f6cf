#pragma once

#include <QString>
#include <QStringList>

namespace ui {

/// The languages the window offers (View ▸ Language): "" for the system's, then "en", "de",
/// "fr" (course::contentLanguages()), each with its own name ("Deutsch", "Français").
QStringList windowLanguages();
QString languageName(const QString &language);

/// Makes `language` ("" for the system's) the language of what is built from now on: the
/// default QLocale, Qt's own strings (qtbase) and ours, English underneath for its plurals.
/// Translators installed by an earlier call are removed first.
void applyLanguage(const QString &language);

/// The language applyLanguage() was last given ("" for the system's).
QString appliedLanguage();

/// The language View ▸ Language remembered ("" for the system's; QSettings, so a lab's
/// /etc/xdg file can set it too); an unknown value reads as "".
QString rememberedLanguage();
void rememberLanguage(const QString &language);

/// The label format of a Qt Charts value axis of whole percents, in the language's percent
/// style ("%.0f%" in English, "%.0f %" with a no-break space in German and French), for a chart
/// that localizes its numbers (QChart::setLocalizeNumbers(), which also keeps the format a
/// QString: without it Qt Charts passes it through Latin-1 and printf).
QString percentAxisFormat();

} // namespace ui
