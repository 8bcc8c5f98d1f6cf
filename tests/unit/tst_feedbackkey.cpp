#include "feedbackkey.h"

#include <QRegularExpression>
#include <QSet>
#include <QTest>

// A student's feedback code and the key pair it gives: the same pair from the same code
// however it is typed, another learner's or another session's pair from the same code, and
// sealed boxes that only the right pair opens.

namespace fk = course::feedbackkey;

class TestFeedbackKey : public QObject
{
    Q_OBJECT

private slots:
    void codesAreShortAndDifferent();
    void aCodeIsReadHoweverItIsTyped_data();
    void aCodeIsReadHoweverItIsTyped();
    void theSameCodeGivesTheSameKeysForOneLearnerOnly();
    void onlyTheRightKeysOpenWhatWasSealed();
};

void TestFeedbackKey::codesAreShortAndDifferent()
{
    static const QRegularExpression shape(QStringLiteral("^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$"));
    QSet<QString> seen;
    for (int i = 0; i < 200; ++i) {
        const QString code = fk::newCode();
        QVERIFY2(shape.match(code).hasMatch(), qPrintable(code));
        QCOMPARE(fk::normalisedCode(code), std::optional<QString>(code));
        seen.insert(code);
    }
    QCOMPARE(seen.size(), 200);
}

void TestFeedbackKey::aCodeIsReadHoweverItIsTyped_data()
{
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QString>("code"); // empty: not a code
    QTest::newRow("as shown") << QStringLiteral("K7QM-3XZP-WD4R") << QStringLiteral("K7QM-3XZP-WD4R");
    QTest::newRow("lower case, spaces") << QStringLiteral(" k7qm 3xzp wd4r ") << QStringLiteral("K7QM-3XZP-WD4R");
    QTest::newRow("O for 0, l for 1") << QStringLiteral("OlQM3XZPWD4R") << QStringLiteral("01QM-3XZP-WD4R");
    QTest::newRow("too short") << QStringLiteral("K7QM-3XZP-WD4") << QString();
    QTest::newRow("too long") << QStringLiteral("K7QM-3XZP-WD4RR") << QString();
    QTest::newRow("U is no digit") << QStringLiteral("K7QM-3XZP-WD4U") << QString();
    QTest::newRow("accent") << QStringLiteral("K7QM-3XZP-WD4É") << QString();
    QTest::newRow("empty") << QString() << QString();
    QTest::newRow("huge") << QString(100000, QLatin1Char('A')) << QString();
}

void TestFeedbackKey::aCodeIsReadHoweverItIsTyped()
{
    QFETCH(QString, typed);
    QFETCH(QString, code);
    const std::optional<QString> read = fk::normalisedCode(typed);
    QCOMPARE(read.has_value(), !code.isEmpty());
    if (read)
        QCOMPARE(*read, code);
}

void TestFeedbackKey::theSameCodeGivesTheSameKeysForOneLearnerOnly()
{
    const QString code = QStringLiteral("K7QM-3XZP-WD4R");
    const auto ada = fk::keyPair(code, QStringLiteral("session-1"), QStringLiteral("s-1"));
    QVERIFY(ada);
    QCOMPARE(ada->publicKey.size(), 32);
    QVERIFY(fk::isPublicKey(ada->publicKey));
    const auto typedAgain = fk::keyPair(QStringLiteral("k7qm 3xzp wd4r"), QStringLiteral("session-1"), QStringLiteral("s-1"));
    QVERIFY(typedAgain);
    QCOMPARE(typedAgain->publicKey, ada->publicKey);
    QCOMPARE(typedAgain->secretKey, ada->secretKey);
    // The same code in another learner's hands or another session gives another pair.
    QVERIFY(fk::keyPair(code, QStringLiteral("session-1"), QStringLiteral("s-2"))->publicKey != ada->publicKey);
    QVERIFY(fk::keyPair(code, QStringLiteral("session-2"), QStringLiteral("s-1"))->publicKey != ada->publicKey);
    QVERIFY(!fk::keyPair(QStringLiteral("not a code"), QStringLiteral("session-1"), QStringLiteral("s-1")));
}

void TestFeedbackKey::onlyTheRightKeysOpenWhatWasSealed()
{
    const auto ada = *fk::keyPair(QStringLiteral("K7QM-3XZP-WD4R"), QStringLiteral("session-1"), QStringLiteral("s-1"));
    const auto ben = *fk::keyPair(QStringLiteral("K7QM-3XZP-WD4S"), QStringLiteral("session-1"), QStringLiteral("s-1"));
    const QByteArray plain = QByteArrayLiteral("{\"total\": 5}");
    const QByteArray sealed = fk::seal(plain, ada.publicKey);
    QVERIFY(!sealed.isEmpty());
    QVERIFY(!sealed.contains("total"));
    QCOMPARE(fk::open(sealed, ada), std::optional<QByteArray>(plain));
    // Sealing twice gives two different files (a new ephemeral key each time).
    QVERIFY(fk::seal(plain, ada.publicKey) != sealed);
    QVERIFY(!fk::open(sealed, ben));
    QByteArray changed = sealed;
    changed[changed.size() - 1] = char(changed.at(changed.size() - 1) ^ 1);
    QVERIFY(!fk::open(changed, ada));
    QVERIFY(!fk::open(sealed.left(20), ada));
    QVERIFY(!fk::open(QByteArray(), ada));
    QVERIFY(fk::seal(plain, QByteArrayLiteral("short")).isEmpty());
}

QTEST_GUILESS_MAIN(TestFeedbackKey)
#include "tst_feedbackkey.moc"
