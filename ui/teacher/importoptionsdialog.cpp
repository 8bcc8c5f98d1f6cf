#include "importoptionsdialog.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpressionValidator>
#include <QSpinBox>
#include <QVBoxLayout>

namespace ui {

ImportOptionsDialog::ImportOptionsDialog(course::CsvPreset preset, int exercises, QWidget *parent)
    : QDialog(parent)
    , m_outOf(new QSpinBox(this))
    , m_unfinished(new QCheckBox(tr("Also grade &unfinished work (still working, stuck)"), this))
{
    const bool canvas = preset == course::CsvPreset::Canvas;
    setWindowTitle(canvas ? tr("Export for Canvas") : tr("Export for Moodle"));
    auto *intro = new QLabel(canvas ? tr("Canvas takes the grade as it is written. Give the assignment's maximum, and "
                                         "its number so that the grades go to that assignment and not to a new one.")
                                    : tr("Moodle takes the grade as it is written, without rescaling it: the grade "
                                         "item's maximum must be the one written here."),
                             this);
    intro->setWordWrap(true);

    // 0 is "one point per exercise", the file's default; a grade item of 100 or 20 is typed.
    m_outOf->setRange(0, int(course::kMaxOutOf));
    m_outOf->setSpecialValueText(tr("%n point(s), one per exercise", nullptr, exercises));
    m_outOf->setAccessibleName(tr("Grade out of"));
    m_outOf->setAccessibleDescription(tr("The grade item's maximum; the lowest value is one point per exercise."));
    auto *form = new QFormLayout;
    auto *outOfLabel = new QLabel(tr("&Grade out of:"), this);
    outOfLabel->setBuddy(m_outOf);
    form->addRow(outOfLabel, m_outOf);
    if (canvas) {
        m_assignment = new QLineEdit(this);
        m_assignment->setValidator(
            new QRegularExpressionValidator(QRegularExpression(QStringLiteral("[0-9]{0,20}")), m_assignment));
        m_assignment->setPlaceholderText(tr("Optional: e.g. 4217, from …/assignments/4217"));
        m_assignment->setAccessibleName(tr("Canvas assignment number"));
        auto *assignmentLabel = new QLabel(tr("&Assignment number:"), this);
        assignmentLabel->setBuddy(m_assignment);
        form->addRow(assignmentLabel, m_assignment);
    }
    form->addRow(m_unfinished);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Export"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(form);
    layout->addWidget(buttons);
    resize(520, sizeHint().height());
}

course::CsvOptions ImportOptionsDialog::options() const
{
    course::CsvOptions options;
    options.includeUnfinished = m_unfinished->isChecked();
    if (m_outOf->value() > 0)
        options.outOf = m_outOf->value();
    if (m_assignment && course::isCanvasAssignmentId(m_assignment->text()))
        options.canvasAssignmentId = m_assignment->text();
    return options;
}

} // namespace ui
