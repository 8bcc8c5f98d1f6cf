#pragma once

#include "labsession.h"

#include <QDialog>
#include <QList>
#include <QPageSize>

#include <optional>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPagedPaintDevice;
class QPushButton;
class QSpinBox;

namespace course {
struct Course;
struct Worksheet;
}

namespace ui {

/// Teacher ▸ Print Worksheets…: a lab session file, the class list (the session's own roster,
/// another roster CSV, or numbered copies when there is none), the page size, and where the
/// worksheets and the answer key go. Save PDF writes both files through
/// course::writeWorksheets() under a progress dialog that can be cancelled (which leaves no
/// file); Print… sends the worksheets, or the answer key, to a printer through QPrintDialog. A
/// session or class list that cannot be read is reported in the dialog and nothing is printed.
/// When the lab's administrator turned answer keys off (course::LabDefaults), the answer-key
/// controls are disabled, with a tooltip saying so, and only worksheets are written. The answer
/// grid (course::writeAnswerGrid(), one table of the class's answers) is written beside them
/// when asked for, for a roster's students only, under the same rule as the answer key.
class WorksheetDialog : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(WorksheetDialog)

public:
    /// The course of each session is its own (course::openLabSession()), not the window's.
    explicit WorksheetDialog(QWidget *parent = nullptr);

    void setSessionFile(const QString &path);
    void setRosterFile(const QString &path);
    void setPdfFile(const QString &path);
    void setAnswerKeyFile(const QString &path);
    /// Where the answer grid goes (course::writeAnswerGrid()); empty for none.
    void setAnswerGridFile(const QString &path);
    void setCopies(int copies);
    void setPageSize(QPageSize::PageSizeId id);

    /// The students the last check found (empty when the session or class list is unusable).
    const QList<course::LabStudent> &students() const { return m_students; }
    /// What the dialog says about the choices now: how many worksheets, or what is wrong.
    QString status() const;

    /// Writes the PDF files; false (and the reason in status()) when nothing was written.
    bool savePdf();

private:
    /// Reads the session and the class list; false with the reason shown when they are unusable.
    bool check();
    void chooseSession();
    void chooseRoster();
    void choosePdf();
    void chooseAnswerKey();
    void chooseAnswerGrid();
    /// Writes the answer grid when one is asked for; false with the reason in `error`.
    bool saveAnswerGrid(const QString &path, QString *error, int *pages);
    void print();
    QPageSize pageSize() const;
    void showStatus(const QString &text, bool problem);
    /// Enables the answer key, the grid and "print the key" where this computer's lab defaults
    /// allow the chosen session's keys (course::LabDefaults::allowsAnswerKeys()).
    void updateAnswerKeyControls();

    /// The course the session's students work in: the window's, with the session's lessons
    /// folder beside it (course::sessionCourse()), as the command prints from.
    course::Course m_sessionCourse;
    std::optional<course::LabSession> m_session;
    QList<course::LabStudent> m_students;

    QLineEdit *m_sessionFile = nullptr;
    QLineEdit *m_rosterFile = nullptr;
    QSpinBox *m_copies = nullptr;
    QComboBox *m_pageSize = nullptr;
    QLineEdit *m_pdfFile = nullptr;
    QLineEdit *m_answerKeyFile = nullptr;
    QLineEdit *m_answerGridFile = nullptr;
    QPushButton *m_browseKey = nullptr;
    QPushButton *m_browseGrid = nullptr;
    QCheckBox *m_printAnswerKey = nullptr;
    QLabel *m_status = nullptr;
    /// False when the lab's defaults turn the session's answer keys off: no answer key or grid
    /// is written or printed.
    bool m_answerKeysAllowed = true;
};

} // namespace ui
