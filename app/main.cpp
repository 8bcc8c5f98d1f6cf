#include "cli.h"
#include "mainwindow.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QCoreApplication>

namespace {

QStringList rawArguments(int argc, char **argv)
{
    QStringList out;
    for (int i = 0; i < argc; ++i)
        out << QString::fromLocal8Bit(argv[i]);
    return out;
}

void setApplicationIdentity()
{
    QCoreApplication::setOrganizationName(QStringLiteral("AttentionLab"));
    QCoreApplication::setApplicationName(QStringLiteral("attention-lab"));
    QCoreApplication::setApplicationVersion(QStringLiteral(ATTENTION_LAB_VERSION));
}

int runGui(int argc, char **argv)
{
    QApplication app(argc, argv);
    setApplicationIdentity();
    QApplication::setApplicationDisplayName(QObject::tr("Attention Lab"));

    QCommandLineParser parser;
    cli::addGuiOptions(parser);
    if (!parser.parse(QApplication::arguments())) {
        cli::printError(parser.errorText());
        return cli::BadArguments;
    }
    if (!parser.positionalArguments().isEmpty()) {
        cli::printError(QObject::tr("unknown command '%1'; try --help")
                            .arg(parser.positionalArguments().constFirst()));
        return cli::BadArguments;
    }

    ui::MainWindow window;
    window.show();
    return app.exec();
}

} // namespace

int main(int argc, char **argv)
{
    const QStringList arguments = rawArguments(argc, argv);
    if (cli::isConsoleInvocation(arguments)) {
        QCoreApplication app(argc, argv);
        setApplicationIdentity();
        return cli::runConsole(QCoreApplication::arguments());
    }
    return runGui(argc, argv);
}
