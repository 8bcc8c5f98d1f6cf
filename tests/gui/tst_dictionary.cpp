#include "accessibility.h"
#include "dictionarypanel.h"
#include "textblock.h"
#include "weightchart.h"
#include "workshopmodel.h"

#include <QAbstractSpinBox>
#include <QAccessible>
#include <QBarSet>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QSignalSpy>
#include <QSlider>
#include <QTest>

#include <cmath>
#include <limits>
#include <memory>

// The dictionary-vs-attention panel driven through its combo box, slider and spin box; every
// figure is checked against the attention core.
class TestDictionary : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void lookupStartsOnTheQuery();
    void choosingEachKeyReturnsItsValue_data();
    void choosingEachKeyReturnsItsValue();
    void choosingTheQueryFailsWithKeyError();
    void queryEqualToAKeyIsFound();
    void defaultSharpnessGivesThePlateOutput();
    void highSharpnessBecomesTheArgmaxLookup();
    void zeroSharpnessGivesThePlainAverage();
    void sliderAndSpinBoxStayInSync();
    void typedSharpnessIsClamped_data();
    void typedSharpnessIsClamped();
    void setSharpnessRejectsNonFiniteAndClamps();
    void movingTheQueryUpdatesBothSides();
    void placeholdersHaveThePanelsNames();
    void formulasDoNotBreakAcrossLines();
    void chartLeavesOutLabelsThatWouldOverlap();
    void everyFocusableControlHasAName();

private:
    attn::Trace coreTrace(double beta) const;
    void typeSharpness(const QString &text);

    std::unique_ptr<course::WorkshopModel> m_model;
    std::unique_ptr<ui::DictionaryPanel> m_panel;
};

void TestDictionary::initTestCase()
{
    QLocale::setDefault(QLocale::c());
}

void TestDictionary::init()
{
    m_model = std::make_unique<course::WorkshopModel>();
    m_panel = std::make_unique<ui::DictionaryPanel>(m_model.get());
    m_panel->resize(700, 560);
    m_panel->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_panel.get()));
}

void TestDictionary::cleanup()
{
    m_panel.reset();
    m_model.reset();
}

attn::Trace TestDictionary::coreTrace(double beta) const
{
    attn::Lookup lookup = m_model->layout().lookup(m_model->query());
    lookup.scale = beta;
    return attn::trace(lookup).value();
}

void TestDictionary::typeSharpness(const QString &text)
{
    QDoubleSpinBox *spin = m_panel->sharpnessSpin();
    spin->setFocus();
    spin->selectAll();
    QTest::keyClick(spin, Qt::Key_Delete);
    QTest::keyClicks(spin, text);
    QTest::keyClick(spin, Qt::Key_Enter);
}

void TestDictionary::choosingEachKeyReturnsItsValue_data()
{
    QTest::addColumn<int>("key");
    QTest::addColumn<QString>("value");
    QTest::newRow("key 1") << 0 << QStringLiteral("10");
    QTest::newRow("key 2") << 1 << QStringLiteral("20");
    QTest::newRow("key 3") << 2 << QStringLiteral("30");
    QTest::newRow("key 4") << 3 << QStringLiteral("40");
    QTest::newRow("key 5") << 4 << QStringLiteral("50");
}

void TestDictionary::choosingEachKeyReturnsItsValue()
{
    QFETCH(int, key);
    QFETCH(QString, value);
    QComboBox *combo = m_panel->lookupCombo();
    // Start from the query entry so that every row changes the choice.
    combo->setFocus();
    QTest::keyClick(combo, Qt::Key_End);
    QSignalSpy changed(m_panel.get(), &ui::LessonPanel::stateChanged);
    QTest::keyClick(combo, Qt::Key_Home);
    for (int i = 0; i < key; ++i)
        QTest::keyClick(combo, Qt::Key_Down);
    QCOMPARE(combo->currentIndex(), key);
    QCOMPARE(combo->currentText(), QStringLiteral("key %1 (k%1)").arg(key + 1));
    QVERIFY(changed.count() >= 1);

    QCOMPARE(m_panel->dictionaryHit(), std::optional<std::size_t>(std::size_t(key)));
    QCOMPARE(m_panel->dictionaryResult(), value);
    QCOMPARE(m_panel->placeholders().value(QStringLiteral("dictionary.result")), value);
    QCOMPARE(m_panel->dictionaryLabel()->plainText(), QStringLiteral("→ %1").arg(value));
    QVERIFY(!m_panel->dictionaryLabel()->text().contains(QStringLiteral("KeyError")));
    // Attention does not depend on what the dictionary is asked.
    QVERIFY(std::abs(m_panel->attentionTrace().output - 16.8421) < 5e-5);
}

void TestDictionary::lookupStartsOnTheQuery()
{
    // Both halves answer the same question at first: what does the query q look up?
    QComboBox *combo = m_panel->lookupCombo();
    QCOMPARE(combo->currentIndex(), combo->count() - 1);
    QCOMPARE(combo->currentText(), QStringLiteral("the query q (40.0°, 1.50)"));
    QVERIFY(!m_panel->dictionaryHit());
    const attn::Vector &q = m_model->trace().query;
    QCOMPARE(m_panel->dictionaryResult(), QStringLiteral("KeyError: no key equals (%1, %2)")
                                              .arg(q[0], 0, 'f', 2)
                                              .arg(q[1], 0, 'f', 2));
    QVERIFY(std::abs(m_panel->attentionTrace().output - coreTrace(1.0).output) < 1e-12);
}

void TestDictionary::choosingTheQueryFailsWithKeyError()
{
    QComboBox *combo = m_panel->lookupCombo();
    QCOMPARE(combo->itemText(combo->count() - 1), QStringLiteral("the query q (40.0°, 1.50)"));
    combo->setFocus();
    QTest::keyClick(combo, Qt::Key_Home);
    QVERIFY(m_panel->dictionaryHit());
    QSignalSpy changed(m_panel.get(), &ui::LessonPanel::stateChanged);
    QTest::keyClick(combo, Qt::Key_End);
    QCOMPARE(changed.count(), 1);
    QCOMPARE(combo->currentIndex(), combo->count() - 1);

    QVERIFY(!m_panel->dictionaryHit());
    const QString expected = QStringLiteral("KeyError: no key equals (1.15, 0.96)");
    QCOMPARE(m_panel->dictionaryResult(), expected);
    QCOMPARE(m_panel->placeholders().value(QStringLiteral("dictionary.result")), expected);
    QVERIFY(m_panel->dictionaryLabel()->text().contains(expected));
    QVERIFY(m_panel->verdictLabel()->text().contains(QStringLiteral("Failed")));
}

void TestDictionary::queryEqualToAKeyIsFound()
{
    QComboBox *combo = m_panel->lookupCombo();
    combo->setFocus();
    QTest::keyClick(combo, Qt::Key_End);
    QVERIFY(m_panel->dictionaryResult().startsWith(QStringLiteral("KeyError")));
    // The query pointed exactly at key 2 (70°, length 2) is that key.
    QVERIFY(m_model->setQuery({70.0, 2.0}));
    QCOMPARE(combo->currentText(), QStringLiteral("the query q (70.0°, 2.00)"));
    QCOMPARE(m_panel->dictionaryHit(), std::optional<std::size_t>(1));
    QCOMPARE(m_panel->dictionaryResult(), QStringLiteral("20"));
}

void TestDictionary::defaultSharpnessGivesThePlateOutput()
{
    QCOMPARE(m_panel->sharpness(), 1.0);
    QCOMPARE(m_panel->sharpnessSpin()->value(), 1.0);
    QCOMPARE(m_panel->sharpnessSlider()->value(), ui::DictionaryPanel::kSliderSteps);
    const attn::Trace &t = m_panel->attentionTrace();
    QVERIFY(std::abs(t.output - 16.8421) < 5e-5);
    QVERIFY(std::abs(t.output - coreTrace(1.0).output) < 1e-12);
    QVERIFY(std::abs(t.rows[1].weight - 0.5508) < 5e-5);
    QVERIFY(std::abs(m_panel->chart()->barSet()->at(1) - 55.08) < 0.005);
    const double plateScores[] = {2.2981, 2.5981, -1.0500, -2.8191, -0.5209};
    for (std::size_t i = 0; i < 5; ++i)
        QVERIFY(std::abs(t.rows[i].score - plateScores[i]) < 5e-5);
    QCOMPARE(m_panel->placeholders().value(QStringLiteral("attention.output")), QStringLiteral("16.84"));
    QVERIFY(m_panel->outputLabel()->text().contains(QStringLiteral("16.84")));
    QCOMPARE(m_panel->argmaxKey(), std::size_t(1));
    QVERIFY(m_panel->argmaxLabel()->text().contains(
        QStringLiteral("key 2 → <b>20</b>").replace(QLatin1Char(' '), QChar::Nbsp)));
}

void TestDictionary::highSharpnessBecomesTheArgmaxLookup()
{
    QSignalSpy changed(m_panel.get(), &ui::LessonPanel::stateChanged);
    typeSharpness(QStringLiteral("50"));
    QCOMPARE(m_panel->sharpness(), 50.0);
    QVERIFY(changed.count() >= 1);
    QCOMPARE(m_panel->sharpnessSlider()->value(), 50 * ui::DictionaryPanel::kSliderSteps);
    const double argmaxValue = m_model->layout().values[attn::argmax(m_model->trace().scores())];
    QCOMPARE(argmaxValue, 20.0);
    QVERIFY(std::abs(m_panel->attentionTrace().output - argmaxValue) < 0.01);
    QVERIFY(std::abs(m_panel->attentionTrace().output - coreTrace(50.0).output) < 1e-12);
    QCOMPARE(m_panel->placeholders().value(QStringLiteral("sharpness")), QStringLiteral("50.0"));
    QCOMPARE(m_panel->placeholders().value(QStringLiteral("attention.output")), QStringLiteral("20.00"));
    QVERIFY(m_panel->comparisonLabel()->text().contains(QStringLiteral("has become the hard lookup")));
}

void TestDictionary::zeroSharpnessGivesThePlainAverage()
{
    QSlider *slider = m_panel->sharpnessSlider();
    slider->setFocus();
    QTest::keyClick(slider, Qt::Key_Home);
    QCOMPARE(m_panel->sharpness(), 0.0);
    QCOMPARE(m_panel->sharpnessSpin()->value(), 0.0);
    const double average = attn::plainAverage(m_model->layout().values);
    QCOMPARE(average, 30.0);
    QVERIFY(std::abs(m_panel->attentionTrace().output - average) < 1e-9);
    for (const attn::TraceRow &row : m_panel->attentionTrace().rows)
        QVERIFY(std::abs(row.weight - 0.2) < 1e-12);
    QCOMPARE(m_panel->placeholders().value(QStringLiteral("attention.output")), QStringLiteral("30.00"));
    QCOMPARE(m_panel->placeholders().value(QStringLiteral("sharpness")), QStringLiteral("0.0"));
}

void TestDictionary::sliderAndSpinBoxStayInSync()
{
    QSlider *slider = m_panel->sharpnessSlider();
    QDoubleSpinBox *spin = m_panel->sharpnessSpin();
    QSignalSpy changed(m_panel.get(), &ui::LessonPanel::stateChanged);

    slider->setFocus();
    for (int i = 0; i < 5; ++i)
        QTest::keyClick(slider, Qt::Key_Right);
    QVERIFY(std::abs(spin->value() - 1.5) < 1e-9);
    QVERIFY(std::abs(m_panel->sharpness() - 1.5) < 1e-9);
    QTest::keyClick(slider, Qt::Key_PageUp);
    QVERIFY(std::abs(spin->value() - 2.5) < 1e-9);
    QCOMPARE(changed.count(), 6);

    typeSharpness(QStringLiteral("7.3"));
    QVERIFY(std::abs(m_panel->sharpness() - 7.3) < 1e-9);
    QCOMPARE(slider->value(), 73);
    QTest::keyClick(spin, Qt::Key_Up);
    QVERIFY(std::abs(m_panel->sharpness() - 7.4) < 1e-9);
    QCOMPARE(slider->value(), 74);
    QVERIFY(std::abs(m_panel->attentionTrace().output - coreTrace(m_panel->sharpness()).output) < 1e-12);
}

void TestDictionary::typedSharpnessIsClamped_data()
{
    QTest::addColumn<QString>("typed");
    QTest::addColumn<double>("expected");
    // The spin box refuses every keystroke that would leave [0, 50]: "999" stops at "9",
    // "1e300" keeps the digits "13" it can take, a minus sign never gets in.
    QTest::newRow("too large") << QStringLiteral("999") << 9.0;
    QTest::newRow("exponent notation") << QStringLiteral("1e300") << 13.0;
    QTest::newRow("negative") << QStringLiteral("-5") << 1.0;
    QTest::newRow("just above the maximum") << QStringLiteral("50.1") << 50.0;
    QTest::newRow("letters") << QStringLiteral("abc") << 1.0;
    QTest::newRow("empty") << QString() << 1.0;
    QTest::newRow("many decimals") << QStringLiteral("3.14159") << 3.1;
}

void TestDictionary::typedSharpnessIsClamped()
{
    QFETCH(QString, typed);
    QFETCH(double, expected);
    typeSharpness(typed);
    m_panel->sharpnessSpin()->clearFocus(); // editing finished: an empty text falls back
    const double beta = m_panel->sharpness();
    QVERIFY2(beta >= 0.0 && beta <= ui::DictionaryPanel::kMaxSharpness, qPrintable(QString::number(beta)));
    QVERIFY2(std::abs(beta - expected) < 1e-9, qPrintable(QString::number(beta)));
    QCOMPARE(m_panel->sharpnessSpin()->value(), beta);
    QCOMPARE(m_panel->sharpnessSlider()->value(), int(std::lround(beta * ui::DictionaryPanel::kSliderSteps)));
    QVERIFY(std::isfinite(m_panel->attentionTrace().output));
}

void TestDictionary::setSharpnessRejectsNonFiniteAndClamps()
{
    QVERIFY(!m_panel->setSharpness(std::numeric_limits<double>::quiet_NaN()));
    QVERIFY(!m_panel->setSharpness(std::numeric_limits<double>::infinity()));
    QCOMPARE(m_panel->sharpness(), 1.0);
    QVERIFY(m_panel->setSharpness(1e9));
    QCOMPARE(m_panel->sharpness(), ui::DictionaryPanel::kMaxSharpness);
    QCOMPARE(m_panel->sharpnessSpin()->value(), ui::DictionaryPanel::kMaxSharpness);
    QVERIFY(m_panel->setSharpness(-3.0));
    QCOMPARE(m_panel->sharpness(), 0.0);
    QCOMPARE(m_panel->sharpnessSlider()->value(), 0);
}

void TestDictionary::movingTheQueryUpdatesBothSides()
{
    m_panel->setSharpness(2.0);
    QSignalSpy changed(m_panel.get(), &ui::LessonPanel::stateChanged);
    QVERIFY(m_model->setLength(4.0));
    QVERIFY(std::abs(m_panel->attentionTrace().output - coreTrace(2.0).output) < 1e-12);
    QVERIFY(std::abs(m_panel->chart()->barSet()->at(1) - 100.0 * coreTrace(2.0).rows[1].weight) < 1e-9);
    const QString output = QString::number(coreTrace(2.0).output, 'f', 2);
    QCOMPARE(m_panel->placeholders().value(QStringLiteral("attention.output")), output);
    QCOMPARE(m_panel->lookupCombo()->itemText(5), QStringLiteral("the query q (40.0°, 4.00)"));
    QCOMPARE(changed.count(), 0); // the query is the model's state, not the panel's
}

void TestDictionary::placeholdersHaveThePanelsNames()
{
    const QMap<QString, QString> values = m_panel->placeholders();
    QCOMPARE(values.keys(), (QStringList{QStringLiteral("attention.output"),
                                         QStringLiteral("dictionary.result"),
                                         QStringLiteral("sharpness")}));
    QCOMPARE(values.value(QStringLiteral("sharpness")), QStringLiteral("1.0"));
    QCOMPARE(values.value(QStringLiteral("attention.output")), QStringLiteral("16.84"));
    QCOMPARE(values.value(QStringLiteral("dictionary.result")),
             QStringLiteral("KeyError: no key equals (1.15, 0.96)"));
}

void TestDictionary::formulasDoNotBreakAcrossLines()
{
    const QString beta = QStringLiteral("β\u00a0=\u00a01.0");
    QVERIFY2(m_panel->outputLabel()->text().contains(beta), qPrintable(m_panel->outputLabel()->text()));
    QVERIFY(!m_panel->outputLabel()->text().contains(QStringLiteral("β =")));
    QVERIFY(m_panel->comparisonLabel()->text().contains(beta));
    QVERIFY(m_panel->comparisonLabel()->text().contains(QStringLiteral("β\u00a0=\u00a00")));
    // The slider has a row of its own, as wide as the attention column.
    QSlider *slider = m_panel->sharpnessSlider();
    QVERIFY2(slider->width() >= m_panel->chart()->width() - 2,
             qPrintable(QStringLiteral("%1 vs %2").arg(slider->width()).arg(m_panel->chart()->width())));
}

void TestDictionary::chartLeavesOutLabelsThatWouldOverlap()
{
    // The panel's weights at β = 1: 40.8%, 55.1%, 1.4%, 0.2%, 2.4%.
    ui::WeightChart chart({QStringLiteral("k1"), QStringLiteral("k2"), QStringLiteral("k3"),
                           QStringLiteral("k4"), QStringLiteral("k5")});
    chart.setWeights(m_panel->attentionTrace().weights());
    chart.setMinimumSize(0, 0);
    chart.resize(700, 360);
    chart.show();
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
    // Wide: every bar has its label.
    QStringList labels = chart.visibleLabels();
    QCOMPARE(labels, (QStringList{QStringLiteral("40.8%"), QStringLiteral("55.1%"),
                                  QStringLiteral("1.4%"), QStringLiteral("0.2%"),
                                  QStringLiteral("2.4%")}));
    // Very narrow: the small neighbours give way, the largest weight keeps its label, and
    // every value stays in the accessible description.
    chart.resize(110, 360);
    QTRY_COMPARE(chart.width(), 110);
    labels = chart.visibleLabels();
    QCOMPARE(labels.size(), 5);
    QVERIFY(labels.contains(QString()));
    QCOMPARE(labels.at(1), QStringLiteral("55.1%"));
    const QString description = chart.accessibleDescription();
    for (const QString &value : {QStringLiteral("40.8%"), QStringLiteral("55.1%"),
                                 QStringLiteral("1.4%"), QStringLiteral("0.2%"),
                                 QStringLiteral("2.4%")})
        QVERIFY2(description.contains(value), qPrintable(description));
}

void TestDictionary::everyFocusableControlHasAName()
{
    const testing::NamedControls controls = testing::checkAccessibleNames(m_panel.get());
    QVERIFY2(controls.unnamed.isEmpty(), qPrintable(controls.unnamed.join(QStringLiteral(", "))));
    const int checked = controls.checked;
    QCOMPARE(checked, 5); // combo box, slider, spin box, and the two texts with glossary links
}

QTEST_MAIN(TestDictionary)
#include "tst_dictionary.moc"
