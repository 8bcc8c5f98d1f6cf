#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QRegularExpression>
#include <QSet>
#include <QTest>
#include <QXmlStreamReader>

#include <algorithm>

// Every language the course ships is complete: each Qt Linguist file has every string finished
// (none unfinished, obsolete or vanished) and the same strings as the others, and every lesson
// has its pages, title and exercise texts in each of those languages.
namespace {

struct TsFile {
    QString language;
    QSet<QString> sources; ///< "context\nsource" of every message
    QStringList unfinished;
    QStringList stale;
    /// Plural forms that still say "(s)": "%n check(s)" copied instead of "%n check", "%n checks".
    QStringList unpluralised;
    /// Each interface text (label() of the source) with the label()s of its translations.
    QHash<QString, QSet<QString>> labels;
};

/// A text as a learner reads it on screen and as prose quotes it: without the "&" of a
/// shortcut or a closing ':' or '…', with ordinary spaces for no-break ones.
QString label(QString text)
{
    static const QRegularExpression shortcut(QStringLiteral("&(?=\\w)"));
    text.remove(shortcut);
    text.replace(QChar::Nbsp, u' ').replace(QChar(0x202F), u' ');
    while (!text.isEmpty() && (text.back() == u':' || text.back() == QChar(0x2026) || text.back().isSpace()))
        text.chop(1);
    return text.trimmed();
}

TsFile readTs(const QString &path)
{
    TsFile ts;
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return ts;
    QXmlStreamReader xml(&f);
    QString context;
    QString source;
    while (!xml.atEnd()) {
        if (!xml.readNext() || !xml.isStartElement())
            continue;
        if (xml.name() == QLatin1String("TS")) {
            ts.language = xml.attributes().value(QStringLiteral("language")).toString().section(u'_', 0, 0);
        } else if (xml.name() == QLatin1String("name")) {
            context = xml.readElementText();
        } else if (xml.name() == QLatin1String("source")) {
            source = xml.readElementText();
            ts.sources.insert(context + u'\n' + source);
        } else if (xml.name() == QLatin1String("numerusform")) {
            if (xml.readElementText().contains(QLatin1String("(s)")))
                ts.unpluralised << context + QStringLiteral(": ") + source;
        } else if (xml.name() == QLatin1String("translation")) {
            const QString type = xml.attributes().value(QStringLiteral("type")).toString();
            // Plural forms come as <numerusform> children: not interface labels.
            if (xml.readNext() == QXmlStreamReader::Characters && !xml.isWhitespace())
                ts.labels[label(source)].insert(label(xml.text().toString()));
            if (type == QLatin1String("unfinished"))
                ts.unfinished << context + QStringLiteral(": ") + source;
            else if (type == QLatin1String("obsolete") || type == QLatin1String("vanished"))
                ts.stale << context + QStringLiteral(": ") + source;
        }
    }
    return ts;
}

QList<TsFile> shippedTsFiles()
{
    QList<TsFile> out;
    const QDir dir(QStringLiteral(TRANSLATIONS_DIR));
    for (const QString &name : dir.entryList({QStringLiteral("attention-lab_*.ts")}, QDir::Files, QDir::Name))
        out << readTs(dir.filePath(name));
    return out;
}

} // namespace

class TestTranslations : public QObject
{
    Q_OBJECT

private slots:
    void everyStringIsTranslatedInEveryLanguage();
    void everyLessonHasEveryLanguage();
    void labelsTheLessonsQuoteAreTheInterfacesOwn();
};

void TestTranslations::everyStringIsTranslatedInEveryLanguage()
{
    const QList<TsFile> files = shippedTsFiles();
    QVERIFY(files.size() >= 3);
    const QSet<QString> english = files.constFirst().sources;
    QVERIFY(english.size() > 1000);
    for (const TsFile &ts : files) {
        QVERIFY2(!ts.language.isEmpty(), "a .ts file without a language");
        QVERIFY2(ts.unfinished.isEmpty(), qPrintable(QStringLiteral("%1: %2 unfinished, first: %3")
                                                         .arg(ts.language).arg(ts.unfinished.size())
                                                         .arg(ts.unfinished.value(0))));
        QVERIFY2(ts.unpluralised.isEmpty(), qPrintable(QStringLiteral("%1: %2 plural form(s) say (s), first: %3")
                                                           .arg(ts.language).arg(ts.unpluralised.size())
                                                           .arg(ts.unpluralised.value(0))));
        QVERIFY2(ts.stale.isEmpty(), qPrintable(QStringLiteral("%1: %2 obsolete, first: %3")
                                                    .arg(ts.language).arg(ts.stale.size()).arg(ts.stale.value(0))));
        QVERIFY2(ts.sources == english, qPrintable(ts.language + QStringLiteral(": not the same strings as the others; "
                                                                                "run the update_translations target")));
    }
}

void TestTranslations::everyLessonHasEveryLanguage()
{
    QStringList languages;
    for (const TsFile &ts : shippedTsFiles())
        if (ts.language != QLatin1String("en"))
            languages << ts.language;
    QVERIFY(languages.contains(QStringLiteral("de")) && languages.contains(QStringLiteral("fr")));
    const QDir root(QStringLiteral(LESSONS_SOURCE_DIR));
    QStringList missing;
    for (const QString &language : std::as_const(languages)) {
        if (!QFileInfo::exists(root.filePath(QStringLiteral("glossary/%1.json").arg(language))))
            missing << QStringLiteral("glossary/%1.json").arg(language);
        for (const QString &lesson : root.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
            const QDir english(root.filePath(lesson + QStringLiteral("/en")));
            if (!english.exists())
                continue;
            QStringList wanted = english.entryList({QStringLiteral("*.md")}, QDir::Files);
            wanted << QStringLiteral("lesson.json");
            if (QFileInfo::exists(root.filePath(lesson + QStringLiteral("/exercises.json"))))
                wanted << QStringLiteral("exercises.json");
            for (const QString &file : std::as_const(wanted)) {
                const QString path = QStringLiteral("%1/%2/%3").arg(lesson, language, file);
                if (!QFileInfo::exists(root.filePath(path)))
                    missing << path;
            }
        }
    }
    QVERIFY2(missing.isEmpty(), qPrintable(QStringLiteral("missing: ") + missing.join(QStringLiteral(", "))));
}

void TestTranslations::labelsTheLessonsQuoteAreTheInterfacesOwn()
{
    // An English page that names a button, a box or a panel heading in bold or quotes
    // ("press **Next step**") names one of the interface's texts; the same page in another
    // language must name that text's translation, or the learner looks for a button that is
    // not there.
    static const QRegularExpression quoted(QStringLiteral("\\*\\*([^*\\n]{2,60})\\*\\*|“([^”\\n]{2,60})”"));
    const QDir root(QStringLiteral(LESSONS_SOURCE_DIR));
    const QList<TsFile> files = shippedTsFiles();
    QStringList wrong;
    int checked = 0;
    for (const TsFile &ts : files) {
        if (ts.language == QLatin1String("en"))
            continue;
        for (const QString &lesson : root.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
            const QDir english(root.filePath(lesson + QStringLiteral("/en")));
            for (const QString &page : english.entryList({QStringLiteral("*.md")}, QDir::Files)) {
                QFile en(english.filePath(page));
                QFile other(root.filePath(QStringLiteral("%1/%2/%3").arg(lesson, ts.language, page)));
                if (!en.open(QIODevice::ReadOnly) || !other.open(QIODevice::ReadOnly))
                    continue;
                const QString translated = label(QString::fromUtf8(other.readAll()));
                for (auto it = quoted.globalMatch(QString::fromUtf8(en.readAll())); it.hasNext();) {
                    const QRegularExpressionMatch m = it.next();
                    const QString text = label(m.captured(1).isEmpty() ? m.captured(2) : m.captured(1));
                    const auto known = ts.labels.constFind(text);
                    if (known == ts.labels.cend())
                        continue;
                    ++checked;
                    const bool found = std::any_of(known->cbegin(), known->cend(),
                                                   [&](const QString &t) { return translated.contains(t); });
                    if (!found)
                        wrong << QStringLiteral("%1/%2/%3: “%4” should read one of: %5")
                                     .arg(lesson, ts.language, page, text, QStringList(known->cbegin(), known->cend()).join(u'|'));
                }
            }
        }
    }
    QVERIFY2(checked >= 20, qPrintable(QString::number(checked)));
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(u'\n')));
}

QTEST_GUILESS_MAIN(TestTranslations)
#include "tst_translations.moc"
