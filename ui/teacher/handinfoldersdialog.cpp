#include "handinfoldersdialog.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

namespace ui {

HandInFoldersDialog::HandInFoldersDialog(const QStringList &folders, QWidget *parent)
    : QDialog(parent)
    , m_list(new QListWidget(this))
    , m_remove(new QPushButton(tr("&Remove"), this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setWindowTitle(tr("Hand-in Folders"));
    auto *label = new QLabel(tr("&Folders to read hand-ins from (a shared folder, USB sticks):"), this);
    label->setBuddy(m_list);
    label->setWordWrap(true);
    m_list->setObjectName(QStringLiteral("folderList"));
    m_list->setAccessibleName(tr("Hand-in folders"));
    auto *add = new QPushButton(tr("&Add Folder…"), this);
    add->setObjectName(QStringLiteral("addFolder"));
    m_remove->setObjectName(QStringLiteral("removeFolder"));
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("&Open Gradebook"));

    auto *side = new QVBoxLayout;
    side->addWidget(add);
    side->addWidget(m_remove);
    side->addStretch();
    auto *row = new QHBoxLayout;
    row->addWidget(m_list, 1);
    row->addLayout(side);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(label);
    layout->addLayout(row);
    layout->addWidget(m_buttons);

    connect(add, &QPushButton::clicked, this, &HandInFoldersDialog::chooseFolder);
    connect(m_remove, &QPushButton::clicked, this, [this] {
        delete m_list->currentItem();
        updateButtons();
    });
    connect(m_list, &QListWidget::currentRowChanged, this, &HandInFoldersDialog::updateButtons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    for (const QString &folder : folders)
        addFolder(folder);
    updateButtons();
    resize(560, 300);
}

QStringList HandInFoldersDialog::folders() const
{
    QStringList out;
    for (int i = 0; i < m_list->count(); ++i)
        out << m_list->item(i)->data(Qt::UserRole).toString();
    return out;
}

void HandInFoldersDialog::addFolder(const QString &folder)
{
    const QString clean = QDir::cleanPath(folder);
    if (clean.isEmpty() || folders().contains(clean))
        return;
    auto *item = new QListWidgetItem(QDir::toNativeSeparators(clean), m_list);
    item->setData(Qt::UserRole, clean);
    m_list->setCurrentItem(item);
    updateButtons();
}

void HandInFoldersDialog::chooseFolder()
{
    const QString start = folders().isEmpty() ? QDir::homePath() : folders().constLast();
    const QString folder = QFileDialog::getExistingDirectory(this, tr("Add Hand-in Folder"), start);
    if (!folder.isEmpty())
        addFolder(folder);
}

void HandInFoldersDialog::updateButtons()
{
    m_remove->setEnabled(m_list->currentItem() != nullptr);
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(m_list->count() > 0);
}

} // namespace ui
