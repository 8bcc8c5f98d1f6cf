#include "language.h"

#include "figures.h"
#include "lesson.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QSettings>
#include <QTranslator>

namespace ui {

namespace {

const QString kLanguageKey = QStringLiteral("view/language");
const char *const kOurs = "attentionLabTranslator";

QString &current()
{
    static QString language;
    return language;
}

void install(QTranslator *translator)
{
    translator->setObjectName(QLatin1String(kOurs));
    QCoreApplication::installTranslator(translator);
}

} // namespace

QStringList windowLanguages()
{
    return QStringList{QString()} + course::contentLanguages();
}

QString languageName(const QString &language)
{
    if (language.isEmpty())
        return QCoreApplication::translate("ui::Language", "System");
    // Each language in its own words, so that anyone finds theirs ("English", not the
    // "American English" of en_US).
    if (language == QLatin1String("en"))
        return QStringLiteral("English");
    QString name = QLocale(language).nativeLanguageName();
    if (!name.isEmpty())
        name[0] = name.at(0).toUpper();
    return name.isEmpty() ? language : name;
}

void applyLanguage(const QString &language)
{
    QCoreApplication *app = QCoreApplication::instance();
    for (QTranslator *old : app->findChildren<QTranslator *>(QLatin1String(kOurs), Qt::FindDirectChildrenOnly)) {
        QCoreApplication::removeTranslator(old);
        delete old;
    }
    QLocale::setDefault(language.isEmpty() ? QLocale::system() : QLocale(language));
    current() = language;
    const QLocale locale;
    auto *qt = new QTranslator(app);
    if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"), QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        install(qt);
    else
        delete qt;
    // English first, for its plural forms ("1 attempt", "3 attempts"); the chosen language,
    // installed after it, takes precedence.
    auto *english = new QTranslator(app);
    if (english->load(QStringLiteral(":/i18n/attention-lab_en.qm")))
        install(english);
    else
        delete english;
    auto *own = new QTranslator(app);
    if (locale.language() != QLocale::English
        && own->load(locale, QStringLiteral("attention-lab"), QStringLiteral("_"), QStringLiteral(":/i18n")))
        install(own);
    else
        delete own;
}

QString appliedLanguage()
{
    return current();
}

QString rememberedLanguage()
{
    const QString language = QSettings().value(kLanguageKey).toString();
    return course::contentLanguages().contains(language) ? language : QString();
}

void rememberLanguage(const QString &language)
{
    QSettings().setValue(kLanguageKey, language);
}

QString percentAxisFormat()
{
    return course::withPercent(QStringLiteral("%.0f"));
}

} // namespace ui
