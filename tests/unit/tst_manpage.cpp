#include "runprocess.h"

#include <QFile>
#include <QHash>
#include <QList>
#include <QRegularExpression>
#include <QSet>
#include <QTest>

// The man page (packaging/linux/attention-lab.1) against the program's own --help: every
// command the help lists has its section, every long option a help prints is described (a
// command's options in that command's section, the window's in OPTIONS), and the man page
// names no option that no --help prints.
namespace {

/// The man page as a reader sees its words: "\-" is a hyphen, font changes are dropped.
QString plainText(QString troff)
{
    troff.replace(QStringLiteral("\\-"), QStringLiteral("-"));
    static const QRegularExpression font(QStringLiteral("\\\\f[BIRP]"));
    troff.remove(font);
    return troff;
}

struct ManPage {
    QString text;                        ///< the whole page, plain
    QHash<QString, QString> sections;    ///< .SH title → its text up to the next .SH
    QHash<QString, QString> subsections; ///< .SS title → its text up to the next .SS or .SH
};

ManPage readManPage()
{
    QFile file(QStringLiteral(MAN_PAGE));
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
        qFatal("cannot read %s", MAN_PAGE);
    ManPage page;
    page.text = plainText(QString::fromUtf8(file.readAll()));
    QString section;
    QString subsection;
    const QStringList lines = page.text.split(QLatin1Char('\n'));
    for (const QString &line : lines) {
        if (line.startsWith(QLatin1String(".SH "))) {
            section = line.mid(4).remove(QLatin1Char('"')).trimmed();
            subsection.clear();
            continue;
        }
        if (line.startsWith(QLatin1String(".SS "))) {
            subsection = line.mid(4).remove(QLatin1Char('"')).trimmed();
            continue;
        }
        if (!section.isEmpty())
            page.sections[section] += line + QLatin1Char('\n');
        if (!subsection.isEmpty())
            page.subsections[subsection] += line + QLatin1Char('\n');
    }
    return page;
}

/// Every "--name" in a text.
QSet<QString> longOptions(const QString &text)
{
    static const QRegularExpression option(QStringLiteral("(?<![\\w-])--[a-z][a-z0-9]*(?:-[a-z0-9]+)*"));
    QSet<QString> out;
    for (auto it = option.globalMatch(text); it.hasNext();)
        out.insert(it.next().captured());
    return out;
}

QStringList sorted(const QSet<QString> &set)
{
    QStringList list(set.cbegin(), set.cend());
    list.sort();
    return list;
}

QString help(const QStringList &invocation)
{
    const testing::Run r = testing::runAttentionLab(invocation + QStringList{QStringLiteral("--help")});
    if (r.exitCode != 0)
        qWarning("attention-lab %s --help exited with %d: %s", qPrintable(invocation.join(QLatin1Char(' '))),
                 r.exitCode, qPrintable(r.err));
    return r.out;
}

/// The commands the top-level --help lists under "Commands:".
QStringList commandsOf(const QString &topHelp)
{
    static const QRegularExpression entry(QStringLiteral("^  ([a-z][a-z-]*)  "));
    QStringList out;
    bool inList = false;
    for (const QString &line : topHelp.split(QLatin1Char('\n'))) {
        if (line == QLatin1String("Commands:")) {
            inList = true;
            continue;
        }
        const QRegularExpressionMatch m = entry.match(line);
        if (inList && !m.hasMatch())
            break;
        if (inList)
            out << m.captured(1);
    }
    return out;
}

/// The subcommands "attention-lab lab --help" shows in its usage ("attention-lab lab new …").
QStringList labSubcommands(const QString &labHelp)
{
    static const QRegularExpression usage(QStringLiteral("attention-lab lab ([a-z]+)\\b"));
    QStringList out;
    for (auto it = usage.globalMatch(labHelp); it.hasNext();) {
        const QString name = it.next().captured(1);
        if (!out.contains(name))
            out << name;
    }
    return out;
}

/// Options every command's help prints; OPTIONS describes them once.
const QSet<QString> kStandard{QStringLiteral("--help"), QStringLiteral("--help-all")};

} // namespace

class TestManPage : public QObject
{
    Q_OBJECT

private:
    ManPage m_page;
    QString m_topHelp;
    QStringList m_commands;
    /// Each invocation ("compute", "lab new", …) with what its --help prints.
    QList<std::pair<QString, QString>> m_helps;

private slots:
    void initTestCase()
    {
        m_page = readManPage();
        QVERIFY2(m_page.sections.contains(QStringLiteral("OPTIONS")), "the man page has no OPTIONS section");
        QVERIFY2(m_page.sections.contains(QStringLiteral("COMMANDS")), "the man page has no COMMANDS section");
        m_topHelp = help({});
        m_commands = commandsOf(m_topHelp);
        QVERIFY2(m_commands.contains(QStringLiteral("compute")) && m_commands.contains(QStringLiteral("lab")),
                 qPrintable(QStringLiteral("no command list found in --help:\n") + m_topHelp));
        for (const QString &command : std::as_const(m_commands)) {
            m_helps.append({command, help({command})});
            QVERIFY2(!m_helps.constLast().second.isEmpty(), qPrintable(command + QStringLiteral(" --help printed nothing")));
        }
        const QStringList subcommands = labSubcommands(help({QStringLiteral("lab")}));
        QVERIFY2(subcommands.contains(QStringLiteral("new")), "lab --help names no 'lab new'");
        for (const QString &sub : subcommands)
            m_helps.append({QStringLiteral("lab ") + sub, help({QStringLiteral("lab"), sub})});
    }

    void everyCommandHasItsSection()
    {
        // "lab" is described by its subcommands' sections: lab new, lab show, lab rehearse.
        for (const auto &[invocation, text] : std::as_const(m_helps)) {
            if (invocation == QLatin1String("lab"))
                continue;
            QVERIFY2(m_page.subsections.contains(invocation),
                     qPrintable(QStringLiteral("the man page has no section '.SS %1'").arg(invocation)));
        }
    }

    void everySectionIsACommand()
    {
        QSet<QString> invocations;
        for (const auto &[invocation, text] : std::as_const(m_helps))
            invocations.insert(invocation);
        for (auto it = m_page.subsections.cbegin(); it != m_page.subsections.cend(); ++it)
            QVERIFY2(invocations.contains(it.key()),
                     qPrintable(QStringLiteral("'.SS %1' is no command of --help").arg(it.key())));
    }

    void windowOptionsAreInOptions()
    {
        const QSet<QString> documented = longOptions(m_page.sections.value(QStringLiteral("OPTIONS")));
        const QSet<QString> printed = longOptions(m_topHelp);
        QVERIFY(printed.contains(QStringLiteral("--screenshot")));
        QSet<QString> missing = printed;
        missing.subtract(documented);
        QVERIFY2(missing.isEmpty(), qPrintable(QStringLiteral("OPTIONS lacks %1").arg(sorted(missing).join(QStringLiteral(", ")))));
    }

    void commandOptionsAreInTheirSections()
    {
        for (const auto &[invocation, text] : std::as_const(m_helps)) {
            // A command's section, or for "lab" (whose help is its usage) all "lab …" sections.
            QString sectionText = m_page.subsections.value(invocation);
            if (invocation == QLatin1String("lab")) {
                for (auto it = m_page.subsections.cbegin(); it != m_page.subsections.cend(); ++it) {
                    if (it.key().startsWith(QLatin1String("lab ")))
                        sectionText += it.value();
                }
            }
            const QSet<QString> printed = longOptions(text);
            QVERIFY2(invocation == QLatin1String("lab") || printed.contains(QStringLiteral("--help")),
                     qPrintable(invocation + QStringLiteral(" --help prints no options:\n") + text));
            QSet<QString> missing = printed;
            missing.subtract(kStandard);
            missing.subtract(longOptions(sectionText));
            QVERIFY2(missing.isEmpty(), qPrintable(QStringLiteral("'.SS %1' lacks %2")
                                                       .arg(invocation, sorted(missing).join(QStringLiteral(", ")))));
            for (const QString &option : kStandard) {
                if (printed.contains(option))
                    QVERIFY2(longOptions(m_page.text).contains(option),
                             qPrintable(QStringLiteral("the man page lacks %1").arg(option)));
            }
        }
    }

    void noOptionTheProgramLacks()
    {
        QSet<QString> printed = longOptions(m_topHelp);
        for (const auto &[invocation, text] : std::as_const(m_helps))
            printed.unite(longOptions(text));
        QSet<QString> unknown = longOptions(m_page.text);
        QVERIFY(unknown.contains(QStringLiteral("--json")));
        unknown.subtract(printed);
        QVERIFY2(unknown.isEmpty(), qPrintable(QStringLiteral("the man page names options no --help prints: %1")
                                                   .arg(sorted(unknown).join(QStringLiteral(", ")))));
    }

    void optionsAreReadAsTheyPrint()
    {
        // The checks above compare sections, not the whole page: --pdf (worksheet's) is in
        // the page but not in compute's section.
        QVERIFY(longOptions(m_page.text).contains(QStringLiteral("--pdf")));
        QVERIFY(!longOptions(m_page.subsections.value(QStringLiteral("compute"))).contains(QStringLiteral("--pdf")));
        QVERIFY(longOptions(QStringLiteral("a \\-\\-keys\\-xy b --json, (--lab-seed) x--no y")) ==
                (QSet<QString>{QStringLiteral("--json"), QStringLiteral("--lab-seed")}));
        QCOMPARE(longOptions(plainText(QStringLiteral(".BI \\-\\-keys\\-xy \" KEYS\""))),
                 QSet<QString>{QStringLiteral("--keys-xy")});
    }
};

QTEST_GUILESS_MAIN(TestManPage)
#include "tst_manpage.moc"
