#include "numbereditor.h"

#include "keypositionslabel.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QVBoxLayout>

namespace ui {

NumberEditor::NumberEditor(const course::Exercise &exercise, const course::Variant &variant, QWidget *parent)
    : AnswerEditor(parent)
    , m_percent(exercise.unit == course::Exercise::Unit::Percent)
{
    auto *column = new QVBoxLayout(this);
    column->setContentsMargins(0, 0, 0, 0);
    if (exercise.showKeyPositions) {
        column->addWidget(new QLabel(tr("Where the query and the keys are:"), this));
        column->addWidget(new KeyPositionsLabel(variant, this));
    }
    auto *row = new QHBoxLayout;
    column->addLayout(row);
    auto *label = new QLabel(m_percent ? tr("Your &answer (in %):") : tr("Your &answer:"), this);
    m_edit = new QLineEdit(this);
    m_edit->setObjectName(QStringLiteral("answerEdit"));
    m_edit->setAccessibleName(tr("Your answer"));
    m_edit->setPlaceholderText(m_percent ? tr("a percentage") : tr("a number"));
    m_edit->setMaxLength(40);
    // As wide as the line edit's own hint, which follows the font (large text, a projector).
    m_edit->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    label->setBuddy(m_edit);
    row->addWidget(label);
    row->addWidget(m_edit);
    row->addStretch(1);
    connect(m_edit, &QLineEdit::textEdited, this, &AnswerEditor::edited);
}

course::Answer NumberEditor::answer() const
{
    return course::NumberAnswer{m_edit->text().trimmed()};
}

void NumberEditor::setAnswer(const course::Answer &answer)
{
    if (const auto *number = std::get_if<course::NumberAnswer>(&answer))
        m_edit->setText(number->typed);
}

void NumberEditor::setReadOnly(bool readOnly)
{
    m_edit->setReadOnly(readOnly);
}

bool NumberEditor::holdsSomethingNotANumber() const
{
    const QString typed = m_edit->text().trimmed();
    return typed.isEmpty() || !course::parseLearnerNumber(typed, locale(), m_percent);
}

} // namespace ui
