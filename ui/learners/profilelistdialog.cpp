#include "profilelistdialog.h"

#include "labdefaults.h"
#include "learnerprofiles.h"
#include "profiledialog.h"

#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QTreeWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QVBoxLayout>

namespace ui {

namespace {

constexpr int IdRole = Qt::UserRole;
enum Column { NameColumn, IdColumn };

} // namespace

ProfileListDialog::ProfileListDialog(course::LearnerProfiles *profiles, QWidget *parent)
    : QDialog(parent)
    , m_profiles(profiles)
    , m_list(new QTreeWidget(this))
{
    setWindowTitle(tr("Switch Learner"));
    m_list->setObjectName(QStringLiteral("learners"));
    m_list->setAccessibleName(tr("Learners on this computer"));
    m_list->setHeaderLabels({tr("Learner"), tr("Id")});
    m_list->setRootIsDecorated(false);
    m_list->setUniformRowHeights(true);
    m_list->setAllColumnsShowFocus(true);
    m_list->header()->setStretchLastSection(false);
    m_list->header()->setSectionResizeMode(NameColumn, QHeaderView::Stretch);
    m_list->header()->setSectionResizeMode(IdColumn, QHeaderView::ResizeToContents);

    m_new = new QPushButton(tr("&New Learner…"), this);
    m_rename = new QPushButton(tr("&Rename…"), this);
    m_remove = new QPushButton(tr("Re&move…"), this);
    m_remove->setToolTip(tr("Removes the learner from the list; their files are kept in %1.")
                             .arg(m_profiles->removedFolder()));
    for (QPushButton *b : {m_new, m_rename, m_remove})
        b->setAutoDefault(false);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_switch = buttons->button(QDialogButtonBox::Ok);
    m_switch->setText(tr("&Switch"));
    connect(buttons, &QDialogButtonBox::accepted, this, &ProfileListDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    connect(m_new, &QPushButton::clicked, this, &ProfileListDialog::createLearner);
    connect(m_rename, &QPushButton::clicked, this, &ProfileListDialog::renameLearner);
    connect(m_remove, &QPushButton::clicked, this, &ProfileListDialog::removeLearner);
    connect(m_list, &QTreeWidget::currentItemChanged, this, &ProfileListDialog::updateButtons);
    connect(m_list, &QTreeWidget::itemActivated, this, &ProfileListDialog::accept);

    auto *side = new QVBoxLayout;
    side->addWidget(m_new);
    side->addWidget(m_rename);
    side->addWidget(m_remove);
    side->addStretch();
    auto *row = new QHBoxLayout;
    row->addWidget(m_list, 1);
    row->addLayout(side);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(row);
    m_creationAllowed = course::LabDefaults::current().allowNewProfiles;
    if (!m_creationAllowed) {
        m_new->hide();
        m_new->setEnabled(false);
        m_creationOff = new QLabel(tr("New learners are turned off on this computer by the lab's administrator: "
                                      "choose one of the learners above."),
                                   this);
        m_creationOff->setObjectName(QStringLiteral("creationOff"));
        m_creationOff->setWordWrap(true);
        layout->addWidget(m_creationOff);
    }
    layout->addWidget(buttons);

    fill();
    selectId(m_profiles->currentId());
    m_list->setFocus();
}

void ProfileListDialog::fill()
{
    const QString selected = selectedId();
    m_list->clear();
    for (const course::LearnerProfile &p : m_profiles->profiles()) {
        const bool current = p.id == m_profiles->currentId();
        auto *item = new QTreeWidgetItem(m_list, {current ? tr("%1 (current)").arg(p.name) : p.name, p.id});
        item->setData(NameColumn, IdRole, p.id);
        // The id is what a teacher's answer key asks for: attention-lab exercise ID --learner ID.
        item->setToolTip(NameColumn, tr("Learner id: %1").arg(p.id));
        item->setToolTip(IdColumn, tr("Use it as: attention-lab exercise EXERCISE --learner %1").arg(p.id));
        QFont font = item->font(NameColumn);
        font.setBold(current);
        item->setFont(NameColumn, font);
    }
    if (!selectId(selected))
        selectId(m_profiles->currentId());
    updateButtons();
}

QString ProfileListDialog::selectedId() const
{
    const QTreeWidgetItem *item = m_list->currentItem();
    return item ? item->data(NameColumn, IdRole).toString() : QString();
}

bool ProfileListDialog::selectId(const QString &id)
{
    for (int i = 0; i < m_list->topLevelItemCount(); ++i) {
        QTreeWidgetItem *item = m_list->topLevelItem(i);
        if (item->data(NameColumn, IdRole).toString() == id) {
            m_list->setCurrentItem(item);
            return true;
        }
    }
    return false;
}

void ProfileListDialog::updateButtons()
{
    const QString id = selectedId();
    m_rename->setEnabled(!id.isEmpty());
    m_remove->setEnabled(!id.isEmpty() && id != m_profiles->currentId());
    m_switch->setEnabled(!id.isEmpty());
}

void ProfileListDialog::createLearner()
{
    if (!m_creationAllowed)
        return;
    ProfileDialog dialog(*m_profiles, ProfileDialog::Purpose::NewLearner, {}, this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    QString error;
    const auto created = m_profiles->create(dialog.name(), &error);
    if (!created) {
        QMessageBox::warning(this, tr("New Learner"), tr("The learner could not be added: %1").arg(error));
        return;
    }
    fill();
    selectId(created->id);
}

void ProfileListDialog::renameLearner()
{
    const QString id = selectedId();
    ProfileDialog dialog(*m_profiles, ProfileDialog::Purpose::Rename, id, this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    QString error;
    if (!m_profiles->rename(id, dialog.name(), &error))
        QMessageBox::warning(this, tr("Rename Learner"), tr("The learner could not be renamed: %1").arg(error));
    fill();
}

void ProfileListDialog::removeLearner()
{
    const QString id = selectedId();
    const auto learner = m_profiles->profile(id);
    if (!learner || id == m_profiles->currentId())
        return;
    const auto answer = QMessageBox::question(
        this, tr("Remove Learner"),
        tr("Remove %1 from the list of learners? Their progress is not deleted: it is moved to "
           "%2, from where it can be restored by hand.")
            .arg(learner->name, m_profiles->removedFolder()),
        QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel);
    if (answer != QMessageBox::Yes)
        return;
    QString movedTo;
    QString error;
    if (!m_profiles->remove(id, &movedTo, &error))
        QMessageBox::warning(this, tr("Remove Learner"), tr("The learner could not be removed: %1").arg(error));
    fill();
}

void ProfileListDialog::accept()
{
    const QString id = selectedId();
    if (id.isEmpty())
        return;
    QString error;
    if (!m_profiles->setCurrent(id, &error)) {
        QMessageBox::warning(this, tr("Switch Learner"), tr("Could not switch learners: %1").arg(error));
        return;
    }
    QDialog::accept();
}

} // namespace ui
