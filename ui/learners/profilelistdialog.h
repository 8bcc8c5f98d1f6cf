#pragma once

#include <QDialog>

class QLabel;
class QTreeWidget;
class QPushButton;

namespace course {
class LearnerProfiles;
}

namespace ui {

/// File ▸ Switch Learner…: the learners of this computer, to pick one, add, rename or remove.
/// Each learner is a row with the name and the id (the id is what a teacher's answer key asks
/// for: attention-lab exercise ID --learner ID).
/// Adding and renaming ask through a ProfileDialog and are saved at once; accepting the
/// dialog makes the selected learner current. The current learner cannot be removed (switch
/// to another first), so there is always one; a removed learner's files are moved aside.
/// When the lab's administrator turned new profiles off (course::LabDefaults), New Learner…
/// is hidden and a line says that an existing learner must be chosen.
class ProfileListDialog : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ProfileListDialog)

public:
    explicit ProfileListDialog(course::LearnerProfiles *profiles, QWidget *parent = nullptr);

    /// The id of the selected learner.
    QString selectedId() const;
    /// Selects a learner by id; false if there is none.
    bool selectId(const QString &id);

    /// One row per learner: column 0 the name (with "(current)"), column 1 the id.
    QTreeWidget *list() const { return m_list; }
    QPushButton *newButton() const { return m_new; }
    QPushButton *renameButton() const { return m_rename; }
    QPushButton *removeButton() const { return m_remove; }
    QPushButton *switchButton() const { return m_switch; }
    /// Whether New Learner… is offered (the lab's defaults).
    bool creationAllowed() const { return m_creationAllowed; }
    /// Says why there is no New Learner…; nullptr when creation is allowed.
    QLabel *creationOffLabel() const { return m_creationOff; }

    void accept() override;

private:
    void fill();
    void updateButtons();
    void createLearner();
    void renameLearner();
    void removeLearner();

    course::LearnerProfiles *m_profiles = nullptr;
    QTreeWidget *m_list = nullptr;
    QPushButton *m_new = nullptr;
    QPushButton *m_rename = nullptr;
    QPushButton *m_remove = nullptr;
    QPushButton *m_switch = nullptr;
    QLabel *m_creationOff = nullptr;
    bool m_creationAllowed = true;
};

} // namespace ui
