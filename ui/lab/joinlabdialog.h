#pragma once

#include "labsession.h"
#include "lesson.h"

#include <QDialog>

class QLabel;
class QLineEdit;
class QListView;
class QPushButton;
class QSortFilterProxyModel;
class QStandardItemModel;

namespace ui {

/// Who joins a lab session, and what they are joining: the session's title, its exercises,
/// its rules in plain words and its time limit, with a warning when it was made for other
/// course content. With a roster the student picks their name from a list they can filter by
/// typing (↓ moves from the filter into the list, Enter joins); without one they type it, and
/// their learner id is derived from it (course::learnerIdForName()).
class JoinLabDialog : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(JoinLabDialog)

public:
    explicit JoinLabDialog(const course::LabSession &session, const course::Course &course,
                           QWidget *parent = nullptr);

    bool hasRoster() const { return !m_session.roster.isEmpty(); }
    /// The learner chosen or typed; empty while there is none.
    QString learnerId() const;
    QString learnerName() const;

    /// Roster only: picks the student with this id (clearing the filter if needed).
    bool selectStudent(const QString &id);

    /// Roster only (otherwise nullptr).
    QLineEdit *filterEdit() const { return m_filter; }
    QListView *studentList() const { return m_list; }
    /// Without a roster only (otherwise nullptr).
    QLineEdit *nameEdit() const { return m_name; }
    /// Why the typed name cannot be used, or how many students match the filter.
    QLabel *problemLabel() const { return m_problem; }
    /// Shown when the session was made for other course content; nullptr otherwise.
    QLabel *contentWarning() const { return m_warning; }
    QPushButton *joinButton() const { return m_join; }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QWidget *createSummary(const course::Course &course);
    QWidget *createRosterPicker();
    QWidget *createNameField();
    void onFilterChanged(const QString &text);
    void refreshJoinButton();
    /// The roster student on the list's current row, or -1.
    int currentStudent() const;

    course::LabSession m_session;
    QStandardItemModel *m_students = nullptr;
    QSortFilterProxyModel *m_filtered = nullptr;
    QLineEdit *m_filter = nullptr;
    QListView *m_list = nullptr;
    QLineEdit *m_name = nullptr;
    QLabel *m_problem = nullptr;
    QLabel *m_warning = nullptr;
    QPushButton *m_join = nullptr;
};

} // namespace ui
