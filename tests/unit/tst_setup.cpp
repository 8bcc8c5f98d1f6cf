#include "plate.h"
#include "setup.h"
#include "workshopmodel.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <functional>
#include <limits>

// A teacher's workshop set-up (.attnsetup): written and read back exactly, every bad input
// refused with one clear sentence per problem and nothing changed, and the workshop model
// that takes it.

namespace {

bool writeFile(const QString &path, const QByteArray &data)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(data) == data.size();
}

/// A good set-up of three keys, as a file holds it.
QJsonObject goodJson()
{
    return QJsonObject{
        {"formatVersion", 1},
        {"title", "Three keys"},
        {"keys", QJsonArray{QJsonObject{{"name", "cat"}, {"angle", 20}, {"length", 2}, {"value", 10}},
                            QJsonObject{{"name", "dog"}, {"angle", 150}, {"length", 1.5}, {"value", 40}},
                            QJsonObject{{"name", "car"}, {"angle", 260}, {"length", 2.5}, {"value", 90}}}},
        {"query", QJsonObject{{"angle", 28}, {"length", 1.5}}},
        {"view", QJsonObject{{"projection", 2}}},
    };
}

using Edit = std::function<void(QJsonObject &root)>;

/// goodJson() with one member of key `key` set to `value` (or removed, for an undefined value).
Edit keyMember(int key, const char *name, const QJsonValue &value)
{
    return [=](QJsonObject &root) {
        QJsonArray keys = root.value("keys").toArray();
        QJsonObject k = keys.at(key).toObject();
        if (value.isUndefined())
            k.remove(QString::fromLatin1(name));
        else
            k.insert(QString::fromLatin1(name), value);
        keys.replace(key, k);
        root.insert("keys", keys);
    };
}

Edit manyKeys(int count)
{
    return [=](QJsonObject &root) {
        QJsonArray keys;
        for (int i = 0; i < count; ++i)
            keys.append(QJsonObject{{"name", QStringLiteral("k%1").arg(i + 1)}, {"angle", i}, {"length", 1}, {"value", i}});
        root.insert("keys", keys);
    };
}

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
constexpr double kInf = std::numeric_limits<double>::infinity();

} // namespace

Q_DECLARE_METATYPE(Edit)

class TestSetup : public QObject
{
    Q_OBJECT

private slots:
    void plateSetupIsThePlatesLayout();
    void writtenAndReadBackExactly();
    void anglesAreWrappedAndNamesTrimmed();
    void badInputIsRefusedWithItsMessage_data();
    void badInputIsRefusedWithItsMessage();
    void everyProblemIsNamedOnce();
    void notASetupFileIsRefused_data();
    void notASetupFileIsRefused();
    void aSetupWithProblemsIsNotWritten();
    void modelTakesKeysAndSaysSo();
    void modelRefusesBadKeysAndChangesNothing();
    void movingAKeyChangesTheLookup();
    void modelAppliesAndReturnsASetup();
};

void TestSetup::plateSetupIsThePlatesLayout()
{
    const course::WorkshopSetup plate = course::WorkshopSetup::plate();
    QCOMPARE(plate.names(), (QStringList{"k1", "k2", "k3", "k4", "k5"}));
    QVERIFY(plate.problems().isEmpty());
    const attn::PlateLayout l = plate.layout();
    const attn::PlateLayout &core = attn::plateLayout();
    QCOMPARE(l.keys.size(), core.keys.size());
    for (std::size_t i = 0; i < l.keys.size(); ++i) {
        QCOMPARE(l.keys[i].angleDegrees, core.keys[i].angleDegrees);
        QCOMPARE(l.keys[i].length, core.keys[i].length);
        QCOMPARE(l.values[i], core.values[i]);
    }
    // The plate's quoted figures follow from it: key 2 gets 55.1%, the output is 16.84.
    const auto t = attn::trace(l.lookup(plate.query));
    QVERIFY(t);
    QVERIFY(std::abs(t->rows[1].weight - 0.551) < 5e-4);
    QVERIFY(std::abs(t->output - 16.84) < 5e-3);
}

void TestSetup::writtenAndReadBackExactly()
{
    course::WorkshopSetup s;
    s.title = QStringLiteral("Grüße · “eight” 😀");
    for (int i = 0; i < course::WorkshopSetup::kMaxKeys; ++i)
        s.keys << course::SetupKey{QStringLiteral("κλειδί %1").arg(i), {i * 45.0 + 0.125, 0.1 + i * 1.3}, -1e6 + i * 0.1};
    s.keys.last().position.length = 10.0;
    s.query = {359.9, 0.0};
    s.projection = 7;
    QVERIFY2(s.problems().isEmpty(), qPrintable(s.problems().join('\n')));

    QStringList problems;
    const auto fromJson = course::WorkshopSetup::fromJson(s.toJson(), &problems);
    QVERIFY2(fromJson, qPrintable(problems.join('\n')));
    QVERIFY(*fromJson == s);

    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("eight.attnsetup"));
    QString error;
    QVERIFY2(course::writeSetup(file, s, &error), qPrintable(error));
    const auto back = course::readSetup(file, &problems);
    QVERIFY2(back, qPrintable(problems.join('\n')));
    QVERIFY(*back == s);

    // No projection is written as null and read back as none.
    s.projection.reset();
    QVERIFY(course::writeSetup(file, s, &error));
    QVERIFY(course::readSetup(file, &problems) == s);
}

void TestSetup::anglesAreWrappedAndNamesTrimmed()
{
    QJsonObject root = goodJson();
    keyMember(0, "angle", -30.0)(root);
    keyMember(1, "angle", 720.5)(root);
    keyMember(2, "angle", 1e300)(root);
    keyMember(2, "name", "  car ")(root);
    root.insert("query", QJsonObject{{"angle", -360}, {"length", 0}});
    QStringList problems;
    const auto s = course::WorkshopSetup::fromJson(root, &problems);
    QVERIFY2(s, qPrintable(problems.join('\n')));
    QCOMPARE(s->keys[0].position.angleDegrees, 330.0);
    QCOMPARE(s->keys[1].position.angleDegrees, 0.5);
    QVERIFY(s->keys[2].position.angleDegrees >= 0.0 && s->keys[2].position.angleDegrees < 360.0);
    QCOMPARE(s->keys[2].name, QStringLiteral("car"));
    QCOMPARE(s->query.angleDegrees, 0.0);
}

void TestSetup::badInputIsRefusedWithItsMessage_data()
{
    QTest::addColumn<Edit>("edit");
    QTest::addColumn<QString>("message");
    QTest::newRow("NaN angle") << keyMember(1, "angle", kNaN) << QStringLiteral("key 2: the angle is not a finite number");
    QTest::newRow("infinite length") << keyMember(0, "length", kInf) << QStringLiteral("key 1: the length is not a finite number");
    QTest::newRow("NaN value") << keyMember(2, "value", kNaN) << QStringLiteral("key 3: the value is not a finite number");
    QTest::newRow("huge length") << keyMember(0, "length", 1e300) << QStringLiteral("key 1: the length 1e+300 is outside 0 to 10");
    QTest::newRow("negative length") << keyMember(0, "length", -0.5) << QStringLiteral("key 1: the length -0.5 is outside 0 to 10");
    QTest::newRow("huge value") << keyMember(1, "value", 1e7) << QStringLiteral("key 2: the value 10000000 is outside −1000000 to 1000000");
    QTest::newRow("query too long") << Edit([](QJsonObject &root) {
        root.insert("query", QJsonObject{{"angle", 0}, {"length", 10.5}});
    }) << QStringLiteral("the query: the length 10.5 is outside 0 to 10");
    QTest::newRow("query NaN") << Edit([](QJsonObject &root) {
        root.insert("query", QJsonObject{{"angle", kNaN}, {"length", 1}});
    }) << QStringLiteral("the query: the angle is not a finite number");
    QTest::newRow("zero keys") << manyKeys(0) << QStringLiteral("a set-up needs 2 to 8 keys; this one has none");
    QTest::newRow("one key") << manyKeys(1) << QStringLiteral("a set-up needs 2 to 8 keys; this one has 1");
    QTest::newRow("nine keys") << manyKeys(9) << QStringLiteral("a set-up needs 2 to 8 keys; this one has 9");
    QTest::newRow("1,000 keys") << manyKeys(1000) << QStringLiteral("a set-up needs 2 to 8 keys; this one has 1000");
    QTest::newRow("duplicate names") << keyMember(2, "name", "Cat ") << QStringLiteral("key 3 has the same name as key 1: “Cat”");
    QTest::newRow("empty name") << keyMember(1, "name", "  ") << QStringLiteral("key 2 has no name");
    QTest::newRow("long name") << keyMember(1, "name", QString(25, 'x'))
                               << QStringLiteral("key 2: the name “%1…” is longer than 24 characters").arg(QString(24, 'x'));
    QTest::newRow("missing value") << keyMember(1, "value", QJsonValue::Undefined) << QStringLiteral("key 2: “value” is missing");
    QTest::newRow("missing name") << keyMember(0, "name", QJsonValue::Undefined) << QStringLiteral("key 1: “name” is missing");
    QTest::newRow("value as text") << keyMember(0, "value", "10") << QStringLiteral("key 1: “value” must be a number, not a string");
    QTest::newRow("unknown key member") << keyMember(0, "colour", "red") << QStringLiteral("key 1: unknown member “colour”");
    QTest::newRow("unknown member") << Edit([](QJsonObject &root) { root.insert("beta", 2); })
                                    << QStringLiteral("the set-up: unknown member “beta”");
    QTest::newRow("unknown query member") << Edit([](QJsonObject &root) {
        root.insert("query", QJsonObject{{"angle", 0}, {"length", 1}, {"x", 1}});
    }) << QStringLiteral("the query: unknown member “x”");
    QTest::newRow("unknown view member") << Edit([](QJsonObject &root) {
        root.insert("view", QJsonObject{{"zoom", 2}});
    }) << QStringLiteral("the view: unknown member “zoom”");
    QTest::newRow("key not an object") << Edit([](QJsonObject &root) {
        QJsonArray keys = root.value("keys").toArray();
        keys.replace(1, 3);
        root.insert("keys", keys);
    }) << QStringLiteral("key 2 must be an object with a name, an angle, a length and a value, not a number");
    QTest::newRow("keys not a list") << Edit([](QJsonObject &root) { root.insert("keys", "k1,k2"); })
                                     << QStringLiteral("“keys” must be a list of keys, not a string");
    QTest::newRow("keys missing") << Edit([](QJsonObject &root) { root.remove("keys"); })
                                  << QStringLiteral("“keys” is missing");
    QTest::newRow("query missing") << Edit([](QJsonObject &root) { root.remove("query"); })
                                   << QStringLiteral("“query” is missing");
    QTest::newRow("formatVersion missing") << Edit([](QJsonObject &root) { root.remove("formatVersion"); })
                                           << QStringLiteral("formatVersion is missing");
    QTest::newRow("formatVersion 2") << Edit([](QJsonObject &root) { root.insert("formatVersion", 2); })
                                     << QStringLiteral("formatVersion is 2, not 1: another version of Attention Lab wrote it");
    QTest::newRow("projection on no key") << Edit([](QJsonObject &root) {
        root.insert("view", QJsonObject{{"projection", 4}});
    }) << QStringLiteral("the projection shown must be on one of the 3 keys, not on key 4");
    QTest::newRow("projection 0") << Edit([](QJsonObject &root) {
        root.insert("view", QJsonObject{{"projection", 0}});
    }) << QStringLiteral("view: “projection” must be null or a key number from 1 to 8");
    QTest::newRow("title not text") << Edit([](QJsonObject &root) { root.insert("title", 3); })
                                    << QStringLiteral("the title must be text, not a number");
}

void TestSetup::badInputIsRefusedWithItsMessage()
{
    QFETCH(Edit, edit);
    QFETCH(QString, message);
    QJsonObject root = goodJson();
    QStringList problems;
    QVERIFY(course::WorkshopSetup::fromJson(root, &problems));
    QVERIFY(problems.isEmpty());
    edit(root);
    QVERIFY(!course::WorkshopSetup::fromJson(root, &problems));
    // One problem, one sentence: 1,000 keys are one problem, not a thousand.
    QCOMPARE(problems, QStringList{message});

    // The same from a file, where NaN cannot be written and a non-finite number is null.
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("bad.attnsetup"));
    QVERIFY(writeFile(file, QJsonDocument(root).toJson()));
    problems.clear();
    QVERIFY(!course::readSetup(file, &problems));
    QVERIFY(!problems.isEmpty());
}

void TestSetup::everyProblemIsNamedOnce()
{
    QJsonObject root = goodJson();
    keyMember(0, "length", 12)(root);
    keyMember(1, "value", QJsonValue::Undefined)(root);
    keyMember(2, "name", "CAT")(root);
    root.insert("extra", true);
    QStringList problems;
    QVERIFY(!course::WorkshopSetup::fromJson(root, &problems));
    QCOMPARE(problems.size(), 4);
    // The in-memory check agrees with the reader on what it can see.
    course::WorkshopSetup s = course::WorkshopSetup::plate();
    s.keys[0].position.length = 12;
    s.keys[4].name = QStringLiteral("K1");
    s.query.length = kNaN;
    QCOMPARE(s.problems().size(), 3);
}

void TestSetup::notASetupFileIsRefused_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::newRow("not JSON") << QByteArray("{ nope");
    QTest::newRow("NaN, which is not JSON") << QByteArray(R"({"formatVersion": 1, "keys": [{"name": "a", "angle": NaN, "length": 1, "value": 1}]})");
    QTest::newRow("an array") << QByteArray("[]");
    QTest::newRow("empty object") << QByteArray("{}");
    QTest::newRow("too large") << (QByteArray(R"({"title": ")") + QByteArray(2 * 1024 * 1024, 'x') + QByteArray(R"("})"));
}

void TestSetup::notASetupFileIsRefused()
{
    QFETCH(QByteArray, content);
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("bad.attnsetup"));
    QVERIFY(writeFile(file, content));
    QStringList problems;
    QVERIFY(!course::readSetup(file, &problems));
    QVERIFY(!problems.isEmpty());
    // A folder, a device and a missing file are refused too, and never read from.
    problems.clear();
    QVERIFY(!course::readSetup(dir.path(), &problems));
    QVERIFY(!problems.isEmpty());
    QVERIFY(QFile::link(QStringLiteral("/dev/zero"), dir.filePath(QStringLiteral("zero.attnsetup"))));
    QVERIFY(!course::readSetup(dir.filePath(QStringLiteral("zero.attnsetup")), &problems));
    QVERIFY(!course::readSetup(dir.filePath(QStringLiteral("missing.attnsetup")), &problems));
}

void TestSetup::aSetupWithProblemsIsNotWritten()
{
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("s.attnsetup"));
    course::WorkshopSetup s = course::WorkshopSetup::plate();
    s.keys.resize(1);
    QString error;
    QVERIFY(!course::writeSetup(file, s, &error));
    QVERIFY(error.contains(QStringLiteral("2 to 8 keys")));
    QVERIFY(!QFile::exists(file));
}

void TestSetup::modelTakesKeysAndSaysSo()
{
    course::WorkshopModel model;
    QVERIFY(model.hasPlateKeys());
    QSignalSpy about(&model, &course::WorkshopModel::keysAboutToChange);
    QSignalSpy changed(&model, &course::WorkshopModel::keysChanged);
    QSignalSpy query(&model, &course::WorkshopModel::queryChanged);
    const QList<course::SetupKey> keys{{QStringLiteral(" a "), {-90.0, 2.0}, 1.0},
                                       {QStringLiteral("b"), {90.0, 2.0}, 3.0}};
    QVERIFY(model.setKeys(keys));
    QCOMPARE(about.size(), 1);
    QCOMPARE(changed.size(), 1);
    QCOMPARE(query.size(), 1);
    QVERIFY(!model.hasPlateKeys());
    QCOMPARE(model.keyNames(), (QStringList{"a", "b"}));
    QCOMPARE(model.layout().keys[0].angleDegrees, 270.0);
    QCOMPARE(model.keys().size(), std::size_t(2));
    // Every figure from the core's trace of the new lookup.
    const auto expected = attn::trace(model.layout().lookup(model.query()));
    QVERIFY(expected);
    QCOMPARE(model.trace().rows.size(), std::size_t(2));
    for (std::size_t i = 0; i < 2; ++i)
        QVERIFY(std::abs(model.trace().rows[i].weight - expected->rows[i].weight) < 1e-12);
    QVERIFY(std::abs(model.trace().output - expected->output) < 1e-12);
    // The same keys again change nothing.
    QVERIFY(model.setKeys(model.setupKeys()));
    QCOMPARE(changed.size(), 1);
    model.resetKeys();
    QVERIFY(model.hasPlateKeys());
    QVERIFY(std::abs(model.trace().rows[1].weight - 0.551) < 5e-4);
}

void TestSetup::modelRefusesBadKeysAndChangesNothing()
{
    course::WorkshopModel model;
    QSignalSpy changed(&model, &course::WorkshopModel::keysChanged);
    QSignalSpy query(&model, &course::WorkshopModel::queryChanged);
    QList<course::SetupKey> keys = model.setupKeys();
    keys[1].position.length = kNaN;
    keys[2].name = QStringLiteral("K1");
    QStringList problems;
    QVERIFY(!model.setKeys(keys, &problems));
    QCOMPARE(problems.size(), 2);
    QVERIFY(!model.setKeys(keys.mid(0, 1), &problems));
    QVERIFY(!model.setKeys({}, &problems));
    QCOMPARE(changed.size(), 0);
    QCOMPARE(query.size(), 0);
    QVERIFY(model.hasPlateKeys());
}

void TestSetup::movingAKeyChangesTheLookup()
{
    course::WorkshopModel model;
    QSignalSpy query(&model, &course::WorkshopModel::queryChanged);
    QSignalSpy changed(&model, &course::WorkshopModel::keysChanged);
    // Key 1 turned onto the query takes the lead.
    QVERIFY(model.moveKey(0, {40.0, 3.0}));
    QCOMPARE(query.size(), 1);
    QCOMPARE(changed.size(), 0); // the same keys, moved: no new rows anywhere
    QCOMPARE(model.leadingKey(), std::size_t(0));
    QVERIFY(!model.hasPlateKeys());
    // Clamped and wrapped like the query; nonsense ignored.
    QVERIFY(model.moveKeyTip(0, 0.0, -50.0));
    QCOMPARE(model.layout().keys[0].angleDegrees, 270.0);
    QCOMPARE(model.layout().keys[0].length, 10.0);
    QVERIFY(!model.moveKey(0, {kNaN, 1.0}));
    QVERIFY(!model.moveKey(5, {0.0, 1.0}));
    QCOMPARE(model.layout().keys[0].length, 10.0);
}

void TestSetup::modelAppliesAndReturnsASetup()
{
    course::WorkshopModel model;
    QJsonObject root = goodJson();
    QStringList problems;
    const auto s = course::WorkshopSetup::fromJson(root, &problems);
    QVERIFY(s);
    QVERIFY(model.applySetup(*s));
    QCOMPARE(model.keyNames(), (QStringList{"cat", "dog", "car"}));
    QCOMPARE(model.angle(), 28.0);
    QCOMPARE(model.length(), 1.5);
    course::WorkshopSetup back = model.setup();
    back.title = s->title;
    back.projection = s->projection;
    QVERIFY(back == *s);

    course::WorkshopSetup bad = *s;
    bad.query.length = 11;
    QVERIFY(!model.applySetup(bad, &problems));
    QCOMPARE(model.length(), 1.5);
}

QTEST_GUILESS_MAIN(TestSetup)
#include "tst_setup.moc"
