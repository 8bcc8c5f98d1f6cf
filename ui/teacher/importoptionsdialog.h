#pragma once

#include "csvexport.h"

#include <QDialog>

class QCheckBox;
class QLineEdit;
class QSpinBox;

namespace ui {

/// After Export… to Moodle or Canvas: what the learning platform's grade item needs, the same
/// choices as `grade --out-of`, `--canvas-assignment` and `--include-unfinished`. The grade's
/// maximum (by default one point per exercise, which Moodle does not rescale), Canvas's
/// assignment id (so that the grades go to that assignment, not a new one) and whether work
/// that is not final is graded too.
class ImportOptionsDialog : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ImportOptionsDialog)

public:
    ImportOptionsDialog(course::CsvPreset preset, int exercises, QWidget *parent = nullptr);

    course::CsvOptions options() const;

    QSpinBox *outOfBox() const { return m_outOf; }
    /// Null for Moodle.
    QLineEdit *assignmentEdit() const { return m_assignment; }
    QCheckBox *unfinishedBox() const { return m_unfinished; }

private:
    QSpinBox *m_outOf = nullptr;
    QLineEdit *m_assignment = nullptr;
    QCheckBox *m_unfinished = nullptr;
};

} // namespace ui
