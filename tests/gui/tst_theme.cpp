#include "colors.h"
#include "theme.h"

#include <QApplication>
#include <QCheckBox>
#include <QRadioButton>
#include <QStyle>
#include <QStyleOptionButton>
#include <QTest>
#include <QVBoxLayout>

#include <memory>

// The dark scheme keeps radio buttons and check boxes visible.
class TestTheme : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void contrastRatioFollowsWcag();
    void readableOnPicksTheHigherContrast();
    void indicatorEdgeStandsOutInTheDarkScheme();
    void uncheckedIndicatorsAreVisible_data();
    void uncheckedIndicatorsAreVisible();
};

void TestTheme::initTestCase()
{
    ui::applyTheme(ui::Theme::Dark);
    QVERIFY(ui::isDark(QApplication::palette()));
}

void TestTheme::cleanupTestCase()
{
    ui::applyTheme(ui::Theme::Light);
}

void TestTheme::contrastRatioFollowsWcag()
{
    QVERIFY(std::abs(ui::contrastRatio(Qt::black, Qt::white) - 21.0) < 1e-9);
    QVERIFY(std::abs(ui::contrastRatio(Qt::white, Qt::black) - 21.0) < 1e-9);
    QVERIFY(std::abs(ui::contrastRatio(QColor(0x77, 0x77, 0x77), QColor(0x77, 0x77, 0x77)) - 1.0) < 1e-9);
    // #767676 on white is the well-known 4.54:1.
    QVERIFY(std::abs(ui::contrastRatio(QColor(0x76, 0x76, 0x76), Qt::white) - 4.54) < 0.01);
}

void TestTheme::readableOnPicksTheHigherContrast()
{
    const QColor white(Qt::white);
    const QColor black(Qt::black);
    // Every 15th level of each channel, and every grey (the colours nearest the point where
    // white and black are equally readable).
    QList<QColor> grounds;
    for (int r = 0; r <= 255; r += 15)
        for (int g = 0; g <= 255; g += 15)
            for (int b = 0; b <= 255; b += 15)
                grounds << QColor(r, g, b);
    for (int v = 0; v <= 255; ++v)
        grounds << QColor(v, v, v);
    int whites = 0;
    for (const QColor &ground : grounds) {
        const QColor want = ui::contrastRatio(white, ground) >= ui::contrastRatio(black, ground) ? white : black;
        const QColor got = ui::readableOn(ground);
        QVERIFY2(got == want, qPrintable(ground.name()));
        QVERIFY(ui::contrastRatio(got, ground) >= 4.58);
        whites += got == white ? 1 : 0;
    }
    QVERIFY(whites > 100 && whites < grounds.size() - 100);
}

void TestTheme::indicatorEdgeStandsOutInTheDarkScheme()
{
    // At least 3:1 (WCAG 2.1, non-text contrast) on the window and on a view's base, where
    // Fusion's own frame (a darker window) is about 1.3:1.
    const QPalette pal = QApplication::palette();
    const QColor edge = ui::indicatorEdgeColor(pal);
    QVERIFY2(ui::contrastRatio(edge, pal.color(QPalette::Window)) >= 3.0,
             qPrintable(QString::number(ui::contrastRatio(edge, pal.color(QPalette::Window)))));
    QVERIFY(ui::contrastRatio(edge, pal.color(QPalette::Base)) >= 3.0);
    QVERIFY(ui::contrastRatio(pal.color(QPalette::Window).darker(150), pal.color(QPalette::Window)) < 3.0);
}

void TestTheme::uncheckedIndicatorsAreVisible_data()
{
    QTest::addColumn<bool>("radio");
    QTest::newRow("radio button") << true;
    QTest::newRow("check box") << false;
}

void TestTheme::uncheckedIndicatorsAreVisible()
{
    // Visibility is the feature here: the indicator, as drawn, has a ring of pixels that stand
    // out from the window at least 3:1.
    QFETCH(bool, radio);
    QWidget window;
    auto *layout = new QVBoxLayout(&window);
    QAbstractButton *button = radio ? static_cast<QAbstractButton *>(new QRadioButton(QStringLiteral("An answer"), &window))
                                    : new QCheckBox(QStringLiteral("An answer"), &window);
    layout->addWidget(button);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(!button->isChecked());

    QStyleOptionButton option;
    option.initFrom(button);
    const QRect indicator = button->style()->subElementRect(
        radio ? QStyle::SE_RadioButtonIndicator : QStyle::SE_CheckBoxIndicator, &option, button);
    QVERIFY(!indicator.isEmpty());
    const QImage image = button->grab().toImage();
    const qreal dpr = image.devicePixelRatio();
    const QColor window_ = button->palette().color(QPalette::Window);
    int outstanding = 0;
    const QRect pixels = QRectF(QPointF(indicator.topLeft()) * dpr, QSizeF(indicator.size()) * dpr).toRect();
    for (int y = pixels.top(); y <= pixels.bottom(); ++y)
        for (int x = pixels.left(); x <= pixels.right(); ++x)
            outstanding += ui::contrastRatio(QColor(image.pixel(x, y)), window_) >= 3.0 ? 1 : 0;
    // The frame of an indicator of side s is some 4·s pixels long (π·s for a circle); half
    // of that standing out reads as a frame.
    QVERIFY2(outstanding >= 1.5 * pixels.width(),
             qPrintable(QStringLiteral("%1 pixels stand out in %2×%3")
                            .arg(outstanding).arg(pixels.width()).arg(pixels.height())));
}

QTEST_MAIN(TestTheme)
#include "tst_theme.moc"
