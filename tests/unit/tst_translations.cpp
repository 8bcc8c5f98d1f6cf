#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QSet>
#include <QTest>
#include <QXmlStreamReader>

// Every language the course ships is complete: each Qt Linguist file has every string finished
// (none unfinished, obsolete or vanished) and the same strings as the others, and every lesson
// has its pages, title and exercise texts in each of those languages.
namespace {

struct TsFile {
    QString language;
    QSet<QString> sources; ///< "context\nsource" of every message
    QStringList unfinished;
    QStringList stale;
};

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
        } else if (xml.name() == QLatin1String("translation")) {
            const QString type = xml.attributes().value(QStringLiteral("type")).toString();
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

QTEST_GUILESS_MAIN(TestTranslations)
#include "tst_translations.moc"
