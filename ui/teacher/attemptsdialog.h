#pragma once

#include "attempthistory.h"

#include <QDialog>

class QTableWidget;

namespace ui {

/// What one student did on one exercise, read-only: every event of their attempt log in time
/// order (local time, what they typed, the verdict and score the course gives it now, the
/// diagnosis), hints and the solution seen on lines of their own. The gradebook window opens
/// it on a student × exercise cell.
class AttemptsDialog : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AttemptsDialog)

public:
    enum Column { TimeColumn, EventColumn, AnswerColumn, VerdictColumn, ScoreColumn, DiagnosisColumn, ColumnCount };

    AttemptsDialog(const QString &studentName, const QString &exerciseTitle, const QList<course::AttemptLine> &lines,
                   QWidget *parent = nullptr);

    QTableWidget *table() const { return m_table; }

private:
    QTableWidget *m_table = nullptr;
};

} // namespace ui
