#include "mainwindow.h"

#include "editkeysdialog.h"
#include "exportfiguredialog.h"
#include "querycanvas.h"
#include "workshopmodel.h"
#include "workshopview.h"

#include <QDir>
#include <QFileInfo>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QStatusBar>

// The main window's Workshop menu and what it opens: editing the keys, exporting the figure,
// and the workshop's set-up files.

namespace ui {

void MainWindow::createWorkshopMenu()
{
    QMenu *workshop = menuBar()->addMenu(tr("Wor&kshop"));
    workshop->setObjectName(QStringLiteral("workshopMenu"));
    workshop->addAction(tr("Edit &Keys…"), this, &MainWindow::editKeys)->setObjectName(QStringLiteral("editKeysAction"));
    workshop->addAction(tr("&Reset Keys to the Plate's Layout"), this, [this] {
        m_model->resetKeys();
        showWorkshop();
    })->setObjectName(QStringLiteral("resetKeysAction"));
    workshop->addSeparator();
    workshop->addAction(tr("Export &Figure…"), this, &MainWindow::exportFigure)->setObjectName(QStringLiteral("exportFigureAction"));
}

void MainWindow::editKeys()
{
    showWorkshop();
    EditKeysDialog dialog(m_model, this);
    if (dialog.exec() == QDialog::Accepted)
        statusBar()->showMessage(m_model->summary());
}

void MainWindow::exportFigure()
{
    showWorkshop();
    ExportFigureDialog dialog(m_model, m_workshop->canvas()->inspectedKey(), this);
    if (dialog.exec() == QDialog::Accepted)
        statusBar()->showMessage(tr("Figure written to %1").arg(QDir::toNativeSeparators(dialog.fileEdit()->text().trimmed())));
}

course::WorkshopSetup MainWindow::workshopSetup() const
{
    course::WorkshopSetup setup = m_model->setup();
    setup.title = m_setupTitle;
    setup.projection = m_workshop->canvas()->inspectedKey();
    return setup;
}

bool MainWindow::applySetup(const course::WorkshopSetup &setup)
{
    if (!m_model->applySetup(setup))
        return false;
    m_workshop->canvas()->setInspectedKey(setup.projection);
    m_setupTitle = setup.title;
    showWorkshop();
    return true;
}

bool MainWindow::openSetup(const QString &file)
{
    QStringList problems;
    const std::optional<course::WorkshopSetup> setup = course::readSetup(file, &problems);
    if (!setup || !applySetup(*setup)) {
        QStringList lines;
        for (const QString &problem : std::as_const(problems))
            lines << QStringLiteral("• %1").arg(problem);
        QMessageBox::warning(this, tr("Open Set-up"),
                             tr("%1 cannot be used; the workshop is unchanged.\n\n%2")
                                 .arg(QDir::toNativeSeparators(file), lines.join(QLatin1Char('\n'))));
        return false;
    }
    statusBar()->showMessage(tr("Opened the set-up %1").arg(QFileInfo(file).fileName()));
    return true;
}

bool MainWindow::saveSetup(const QString &file)
{
    QString error;
    if (!course::writeSetup(file, workshopSetup(), &error)) {
        QMessageBox::warning(this, tr("Save Set-up"),
                             tr("The set-up was not saved to %1: %2").arg(QDir::toNativeSeparators(file), error));
        return false;
    }
    statusBar()->showMessage(tr("Saved the set-up to %1").arg(QDir::toNativeSeparators(file)));
    return true;
}

} // namespace ui
