#pragma once

#include "learnerprofiles.h"

#include <QDialog>

#include <optional>

class QLabel;
class QLineEdit;
class QPushButton;

namespace ui {

/// Asks for a learner's name: at first start, for a new learner, or to rename one. OK stays
/// disabled until the name is valid, and the reason it is not is shown under the field.
class ProfileDialog : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ProfileDialog)

public:
    enum class Purpose { FirstStart, NewLearner, Rename };

    /// `profiles` is only read, to check names; `renamingId` is the learner being renamed
    /// (their current name is offered and does not count as taken).
    explicit ProfileDialog(const course::LearnerProfiles &profiles, Purpose purpose,
                           const QString &renamingId = {}, QWidget *parent = nullptr);

    /// The name as it will be stored (trimmed).
    QString name() const;
    /// Why the name cannot be used; empty when it can.
    QString problem() const;

    QLineEdit *nameEdit() const { return m_edit; }
    QLabel *problemLabel() const { return m_problem; }
    QPushButton *okButton() const { return m_ok; }

    /// The learner to start with: the current one, or, when there is none yet, a new learner
    /// whose name this dialog asks for (a dismissed dialog gives the name "Learner", which
    /// can be changed later). Nothing when no learner can be created at all, or when there is
    /// none and the lab's administrator turned new learners off (course::LabDefaults; a message
    /// says so, and the course keeps no progress).
    static std::optional<course::LearnerProfile> ensureLearner(course::LearnerProfiles &profiles,
                                                               QWidget *parent = nullptr);

private:
    void validate();

    const course::LearnerProfiles &m_profiles;
    QString m_renamingId;
    QLineEdit *m_edit = nullptr;
    QLabel *m_problem = nullptr;
    QPushButton *m_ok = nullptr;
    bool m_edited = false;
};

} // namespace ui
