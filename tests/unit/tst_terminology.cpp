#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>
#include <QTest>
#include <QXmlStreamReader>

// translations/terms-de.md and terms-fr.md are the course's terminology, one term for one thing;
// their column "Avoid" lists the variants that must not appear. This test reads every German and
// French text (lesson pages, exercises, glossary, the new-lesson template, the interface's
// translations) and fails on any of them, so that a new string follows the table.

namespace {

struct Avoided {
    QString phrase;
    QString term; ///< the English term of its row
};

/// The Avoid column of a terminology table: "| English | German | Avoid | Notes |".
QList<Avoided> avoidedIn(const QString &tableFile)
{
    QFile file(tableFile);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QList<Avoided> out;
    const QStringList lines = QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'));
    bool header = false;
    for (const QString &line : lines) {
        if (!line.startsWith(QLatin1Char('|')))
            continue;
        const QStringList cells = line.split(QLatin1Char('|'));
        if (cells.size() < 5 || line.startsWith(QLatin1String("|---")))
            continue;
        if (!header) { // the first row names the columns
            header = true;
            continue;
        }
        for (const QString &phrase : cells.at(3).split(QLatin1Char(','), Qt::SkipEmptyParts))
            if (!phrase.trimmed().isEmpty())
                out << Avoided{phrase.trimmed(), cells.at(1).trimmed()};
    }
    return out;
}

/// Every text of the language, by where it comes from.
QHash<QString, QString> textsIn(const QString &language)
{
    QHash<QString, QString> texts;
    QDirIterator files(QStringLiteral(LESSONS_DIR), QDir::Files, QDirIterator::Subdirectories);
    while (files.hasNext()) {
        const QString path = files.next();
        const bool ofLanguage = path.contains(QStringLiteral("/%1/").arg(language))
                                || path.endsWith(QStringLiteral("/glossary/%1.json").arg(language));
        if (!ofLanguage || !(path.endsWith(QLatin1String(".md")) || path.endsWith(QLatin1String(".json"))))
            continue;
        QFile file(path);
        if (file.open(QIODevice::ReadOnly))
            texts.insert(path, QString::fromUtf8(file.readAll()));
    }
    QFile ts(QStringLiteral(TRANSLATIONS_DIR "/attention-lab_%1.ts").arg(language));
    if (ts.open(QIODevice::ReadOnly)) {
        QXmlStreamReader xml(&ts);
        int n = 0;
        while (!xml.atEnd())
            if (xml.readNext() == QXmlStreamReader::StartElement && xml.name() == QLatin1String("translation"))
                texts.insert(QStringLiteral("attention-lab_%1.ts #%2").arg(language).arg(++n),
                             xml.readElementText(QXmlStreamReader::IncludeChildElements));
    }
    return texts;
}

QRegularExpression wholePhrase(const QString &phrase)
{
    return QRegularExpression(QStringLiteral("(?<![\\w-])%1(?![\\w-])").arg(QRegularExpression::escape(phrase)),
                              QRegularExpression::CaseInsensitiveOption | QRegularExpression::UseUnicodePropertiesOption);
}

} // namespace

class TestTerminology : public QObject
{
    Q_OBJECT

private slots:
    void noTextUsesAnAvoidedVariant_data();
    void noTextUsesAnAvoidedVariant();
    void aVariantIsFoundAsAWholeWord();
};

void TestTerminology::noTextUsesAnAvoidedVariant_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("de") << QStringLiteral("de");
    QTest::newRow("fr") << QStringLiteral("fr");
}

void TestTerminology::noTextUsesAnAvoidedVariant()
{
    QFETCH(QString, language);
    const QList<Avoided> avoided = avoidedIn(QStringLiteral(TRANSLATIONS_DIR "/terms-%1.md").arg(language));
    QVERIFY2(avoided.size() >= 10, "the table lists the variants to avoid");
    const QHash<QString, QString> texts = textsIn(language);
    QVERIFY(texts.size() > 1000);
    for (const Avoided &a : avoided) {
        const QRegularExpression pattern = wholePhrase(a.phrase);
        QVERIFY2(pattern.isValid(), qPrintable(a.phrase));
        for (auto it = texts.cbegin(); it != texts.cend(); ++it) {
            const QRegularExpressionMatch m = pattern.match(it.value());
            QVERIFY2(!m.hasMatch(), qPrintable(QStringLiteral("%1: “%2” (the term %3) in %4: …%5…")
                                                   .arg(language, a.phrase, a.term, it.key(),
                                                        it.value().mid(std::max<qsizetype>(0, m.capturedStart() - 40), 100))));
        }
    }
}

void TestTerminology::aVariantIsFoundAsAWholeWord()
{
    QVERIFY(wholePhrase(QStringLiteral("vecteur propre")).match(QStringLiteral("Le Vecteur propre du jeton")).hasMatch());
    QVERIFY(!wholePhrase(QStringLiteral("session")).match(QStringLiteral("la sessions-x")).hasMatch());
    QVERIFY(!wholePhrase(QStringLiteral("Wert")).match(QStringLiteral("Mittelwert")).hasMatch());
}

QTEST_GUILESS_MAIN(TestTerminology)
#include "tst_terminology.moc"
