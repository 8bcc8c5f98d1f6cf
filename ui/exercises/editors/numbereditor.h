#pragma once

#include "answereditor.h"
#include "exercise.h"

class QLineEdit;

namespace ui {

/// A numeric exercise: one line for a number (the learner's decimal separator, an optional %).
class NumberEditor : public AnswerEditor
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(NumberEditor)

public:
    /// With the exercise's showKeyPositions, the variant's key positions above the answer.
    NumberEditor(const course::Exercise &exercise, const course::Variant &variant, QWidget *parent = nullptr);

    course::Answer answer() const override;
    void setAnswer(const course::Answer &answer) override;
    void setReadOnly(bool readOnly) override;
    bool holdsSomethingNotANumber() const override;

    QLineEdit *lineEdit() const { return m_edit; }

private:
    bool m_percent = false;
    QLineEdit *m_edit = nullptr;
};

} // namespace ui
