#pragma once

#include "labsession.h"
#include "roster.h"

#include <QDialog>

#include <functional>
#include <optional>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QSpinBox;
class QTreeWidget;

namespace ui {

/// Teacher ▸ New Lab Session…: the title, the exercises (ticked in a tree of the course's
/// lessons, kept in the course's order; ticking a lesson takes all of its exercises), the lab
/// seed (random, shown, editable), the rules, the roster CSV (how many students were read and
/// every line that was not) and the hand-in folder. Save checks everything with
/// course::makeLabSession(): problems are listed in the dialog and nothing is written;
/// otherwise the session is written with writeLabSession() where the teacher chooses.
class NewLabSessionDialog : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(NewLabSessionDialog)

public:
    /// Where to save, given a suggested path; empty to cancel. A QFileDialog unless replaced.
    using SaveFileChooser = std::function<QString(QWidget *parent, const QString &suggested)>;

    /// `course` must outlive the dialog.
    explicit NewLabSessionDialog(const course::Course &course, QWidget *parent = nullptr);

    void setSaveFileChooser(SaveFileChooser chooser);

    /// Ticks exactly these exercises (ids the course does not have are ignored).
    void setChosenExercises(const QStringList &ids);
    /// The ticked exercises, in the course's order.
    QStringList chosenExercises() const;
    /// Reads a roster CSV and shows what was read; an empty path means no roster.
    void setRosterFile(const QString &path);
    const course::Roster &roster() const { return m_roster; }
    void setHandInFolder(const QString &folder);

    /// Reads the workshop set-up the session carries (empty: none) and shows what it holds.
    void setSetupFile(const QString &path);
    /// The teacher's open course folder (empty: none), whose exercises the dialog offers:
    /// the session records it (LabSession::lessonsFolder, relative to the session file), so
    /// that the students' machines load its lessons too, and the dialog says so.
    void setLessonsFolder(const QString &folder);

    /// What the dialog asks for now (a seed that is not a number is left to draw).
    course::LabRequest request() const;
    /// The problems listed after the last Save; empty once it has written the file.
    QStringList problems() const { return m_shownProblems; }
    /// The session the last Save wrote, and where.
    const std::optional<course::LabSession> &savedSession() const { return m_saved; }
    QString savedPath() const { return m_savedPath; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void buildExerciseTree();
    void updateChosenCount();
    void chooseRoster();
    void chooseHandInFolder();
    void chooseSetup();
    void drawSeed();
    void save();
    void showProblems(const QStringList &problems);
    /// The problems in the palette's colour for bad news (their text says it too).
    void colourProblems();
    QString suggestedPath() const;

    const course::Course &m_course;
    SaveFileChooser m_chooser;

    QLineEdit *m_title = nullptr;
    QTreeWidget *m_exercises = nullptr;
    QLabel *m_chosenCount = nullptr;
    QLineEdit *m_seed = nullptr;
    QSpinBox *m_attempts = nullptr;
    QCheckBox *m_hints = nullptr;
    QSpinBox *m_attemptPenalty = nullptr;
    QComboBox *m_solutions = nullptr;
    QSpinBox *m_timeLimit = nullptr;
    QSpinBox *m_autoHandIn = nullptr;
    QCheckBox *m_keysWhereAllowed = nullptr;
    QLineEdit *m_rosterPath = nullptr;
    QLabel *m_rosterSummary = nullptr;
    QListWidget *m_rosterProblems = nullptr;
    QLineEdit *m_handInFolder = nullptr;
    QLineEdit *m_setupPath = nullptr;
    QLabel *m_setupSummary = nullptr;
    QCheckBox *m_targetsUseSetup = nullptr;
    QLabel *m_lessonsNote = nullptr;
    QLabel *m_problems = nullptr;

    course::Roster m_roster;
    QString m_rosterReadFrom;
    std::optional<course::WorkshopSetup> m_setup;
    QStringList m_setupProblems;
    QString m_setupReadFrom;
    QString m_lessonsFolder;
    QStringList m_shownProblems;
    std::optional<course::LabSession> m_saved;
    QString m_savedPath;
};

} // namespace ui
