#include "figures.h"
#include "statictextcache.h"

#include <QApplication>
#include <QBuffer>
#include <QFontDatabase>
#include <QImage>
#include <QPainter>
#include <QStaticText>
#include <QSvgGenerator>
#include <QTest>

// The cache of laid-out text draws every text as QPainter::drawStaticText() does, pixel for
// pixel, whether it puts a figure together from single glyphs or prepares a QStaticText.
class TestStaticTextCache : public QObject
{
    Q_OBJECT

private slots:
    void drawsAsQStaticText_data();
    void drawsAsQStaticText();
    void figuresAreComposedInTheCoursesFont();
    void otherPaintersGetTheText();
    void survivesItsLimit();

private:
    /// Figures as the course writes them in English, German and French, and other text.
    static QStringList samples();
    /// Asks `cache` for enough different texts in `font` that it checks the font's figures.
    static void pastTheCheck(ui::StaticTextCache &cache, const QFont &font);
};

void TestStaticTextCache::pastTheCheck(ui::StaticTextCache &cache, const QFont &font)
{
    for (int i = 0; i < ui::StaticTextCache::kComposeAfter; ++i)
        cache.size(QStringLiteral("text %1").arg(i), font);
}

QStringList TestStaticTextCache::samples()
{
    QStringList texts;
    const QLocale before;
    for (const char *name : {"C", "de_DE", "fr_FR"}) {
        QLocale::setDefault(QLocale(QString::fromLatin1(name)));
        for (double x : {0.0, 0.5508, -2.8191, 16.84, 100.0, -0.00004, 1234.5678}) {
            texts << course::formatFixed(x, 4) << course::formatFixed(x, 2) << course::formatPlain(x)
                  << course::formatPercent(x / 100.0);
        }
        texts << QStringLiteral("%1·%2").arg(course::formatFixed(0.551, 3), course::formatPlain(20))
              << QStringLiteral("(%1)").arg(course::formatFixed(-1.05, 2));
    }
    QLocale::setDefault(before);
    // Not figures, or figures with something else: always a QStaticText.
    texts << QStringLiteral("k₂") << QStringLiteral("Query") << QStringLiteral(" 55.1%")
          << QStringLiteral("55.1% ") << QStringLiteral("x = 1.5") << QStringLiteral("—");
    return texts;
}

void TestStaticTextCache::drawsAsQStaticText_data()
{
    QTest::addColumn<QFont>("font");
    QTest::addColumn<double>("ratio");
    const QFont base = QApplication::font();
    QFont bold = base;
    bold.setBold(true);
    QFont small = base;
    small.setPointSizeF(base.pointSizeF() * 0.8);
    QFont large = base;
    large.setPointSizeF(base.pointSizeF() * 2.2);
    QFont italic = base;
    italic.setItalic(true);
    for (double ratio : {1.0, 2.0}) {
        const QString at = QStringLiteral(" at ×%1").arg(ratio);
        QTest::newRow(qPrintable(QStringLiteral("application font") + at)) << base << ratio;
        QTest::newRow(qPrintable(QStringLiteral("bold") + at)) << bold << ratio;
        QTest::newRow(qPrintable(QStringLiteral("small") + at)) << small << ratio;
        QTest::newRow(qPrintable(QStringLiteral("large") + at)) << large << ratio;
        QTest::newRow(qPrintable(QStringLiteral("italic") + at)) << italic << ratio;
    }
    // Every family on the machine, whatever its kerning.
    for (const QString &family : QFontDatabase::families()) {
        QFont f(family);
        f.setPointSizeF(base.pointSizeF());
        QTest::newRow(qPrintable(family)) << f << 1.0;
    }
}

void TestStaticTextCache::drawsAsQStaticText()
{
    QFETCH(QFont, font);
    QFETCH(double, ratio);
    ui::StaticTextCache cache;
    pastTheCheck(cache, font);
    QImage cached(QSize(240, 80) * ratio, QImage::Format_ARGB32_Premultiplied);
    cached.setDevicePixelRatio(ratio);
    QImage direct = cached;
    const QPointF at(3.3, 7.6); // between pixels, as centred figures are
    for (const QString &text : samples()) {
        QStaticText reference(text);
        reference.setTextFormat(Qt::PlainText);
        reference.prepare(QTransform(), font);
        QCOMPARE(cache.size(text, font), reference.size());
        cached.fill(Qt::white);
        direct.fill(Qt::white);
        {
            QPainter p(&cached);
            p.setPen(Qt::black);
            cache.draw(p, at, text, font);
        }
        {
            QPainter p(&direct);
            p.setPen(Qt::black);
            p.setFont(font);
            p.drawStaticText(at, reference);
        }
        QVERIFY2(cached == direct, qPrintable(text));
        // Drawn again from the cache, the same.
        cached.fill(Qt::white);
        {
            QPainter p(&cached);
            p.setPen(Qt::black);
            cache.draw(p, at, text, font);
        }
        QVERIFY2(cached == direct, qPrintable(text));
    }
}

void TestStaticTextCache::figuresAreComposedInTheCoursesFont()
{
    // Without this the test above would compare QStaticText with itself. A size no other test
    // uses, so that this thread has not checked the font yet.
    QFont font = QApplication::font();
    font.setPointSizeF(13.7);
    ui::StaticTextCache cache;
    // A font that has drawn few texts is not checked: its figures are QStaticText.
    QVERIFY(!cache.isComposed(QStringLiteral("0.1234"), font));
    pastTheCheck(cache, font);
    for (const QString &figure : {QStringLiteral("0.5508"), QStringLiteral("−2.8191"), QStringLiteral("55,1\u00a0%"),
                                  QStringLiteral("1\u202f234,5")})
        QVERIFY2(cache.isComposed(figure, font), qPrintable(figure));
    for (const QString &text : {QStringLiteral("k₂"), QStringLiteral(" 55.1%"), QStringLiteral("Query"),
                                QStringLiteral("0.551·20"), QString()})
        QVERIFY2(!cache.isComposed(text, font), qPrintable(text));
    // Another cache of the thread uses the check at once.
    ui::StaticTextCache other;
    QVERIFY(other.isComposed(QStringLiteral("16.84"), font));
}

void TestStaticTextCache::otherPaintersGetTheText()
{
    ui::StaticTextCache cache;
    const QFont font = QApplication::font();
    pastTheCheck(cache, font);
    const QString figure = QStringLiteral("55.1%");
    QVERIFY(cache.isComposed(figure, font));
    // An SVG (a figure exported from the workshop) keeps the figure as text.
    QBuffer svg;
    svg.open(QIODevice::WriteOnly);
    {
        QSvgGenerator generator;
        generator.setOutputDevice(&svg);
        generator.setSize(QSize(100, 40));
        QPainter p(&generator);
        cache.draw(p, QPointF(5, 5), figure, font);
    }
    QVERIFY2(svg.data().contains(figure.toUtf8()), svg.data().constData());
    // A scaled or rotated painter (a PNG export at another size) draws it as QStaticText does.
    QStaticText reference(figure);
    reference.setTextFormat(Qt::PlainText);
    reference.prepare(QTransform(), font);
    for (const QTransform &transform : {QTransform::fromScale(1.6, 1.6), QTransform().rotate(30)}) {
        QImage cached(160, 120, QImage::Format_ARGB32_Premultiplied);
        QImage direct = cached;
        cached.fill(Qt::white);
        direct.fill(Qt::white);
        {
            QPainter p(&cached);
            p.setTransform(transform);
            cache.draw(p, QPointF(20.3, 10.6), figure, font);
        }
        {
            QPainter p(&direct);
            p.setTransform(transform);
            p.setFont(font);
            p.drawStaticText(QPointF(20.3, 10.6), reference);
        }
        QVERIFY(cached == direct);
    }
}

void TestStaticTextCache::survivesItsLimit()
{
    ui::StaticTextCache cache;
    QFont bold = QApplication::font();
    bold.setBold(true);
    const QFontMetricsF plainMetrics(QApplication::font());
    const QFontMetricsF boldMetrics(bold);
    for (int i = 0; i < 3000; ++i) {
        const QString text = QString::number(i) + (i % 3 ? QString() : QStringLiteral(" keys"));
        const QFont &font = i % 2 ? bold : QApplication::font();
        const QFontMetricsF &metrics = i % 2 ? boldMetrics : plainMetrics;
        QVERIFY(std::abs(cache.size(text, font).width() - metrics.horizontalAdvance(text)) < 0.01);
    }
}

QTEST_MAIN(TestStaticTextCache)
#include "tst_statictextcache.moc"
