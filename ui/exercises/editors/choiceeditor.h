#pragma once

#include "answereditor.h"
#include "exercise.h"

#include <QList>

class QAbstractButton;
class QButtonGroup;

namespace ui {

/// A single- or multiple-choice exercise: radio buttons or check boxes in the learner's
/// own (shuffled) option order.
class ChoiceEditor : public AnswerEditor
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ChoiceEditor)

public:
    /// `single`: one option is chosen (radio buttons), else any number (check boxes).
    explicit ChoiceEditor(const course::Exercise &exercise, const course::Variant &variant, bool single,
                          QWidget *parent = nullptr);

    course::Answer answer() const override;
    void setAnswer(const course::Answer &answer) override;
    void setReadOnly(bool readOnly) override;

    /// The buttons in the order the learner sees them.
    QList<QAbstractButton *> buttons() const { return m_buttons; }

private:
    course::Exercise m_exercise;
    QButtonGroup *m_group = nullptr;
    QList<QAbstractButton *> m_buttons;
};

} // namespace ui
