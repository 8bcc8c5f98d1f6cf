#include "choiceeditor.h"

#include "wrappingchoice.h"

#include <QButtonGroup>
#include <QLabel>
#include <QVBoxLayout>

namespace ui {

namespace {

constexpr char kOptionIdProperty[] = "optionId";

} // namespace

ChoiceEditor::ChoiceEditor(const course::Exercise &exercise, const course::Variant &variant, bool single,
                           QWidget *parent)
    : AnswerEditor(parent)
    , m_exercise(exercise)
{
    auto *column = new QVBoxLayout(this);
    column->setContentsMargins(0, 0, 0, 0);
    auto *note = new QLabel(single ? tr("Choose one answer.") : tr("Tick every answer that applies."), this);
    note->setObjectName(QStringLiteral("choiceNote"));
    column->addWidget(note);

    m_group = new QButtonGroup(this);
    m_group->setExclusive(single);
    for (const course::ChoiceOption &option : course::shownOptions(exercise, variant)) {
        const QString text = course::fillForVariant(option.text, variant);
        // A long option wraps instead of being cut off.
        QAbstractButton *button = single ? static_cast<QAbstractButton *>(new WrappingRadioButton(text, this))
                                         : new WrappingCheckBox(text, this);
        button->setObjectName(QStringLiteral("option-%1").arg(option.id));
        button->setProperty(kOptionIdProperty, option.id);
        // Radio buttons share one tab stop and the arrow keys choose among them; check boxes
        // each take Tab, as they do everywhere else (in a button group they would share one).
        if (single)
            m_group->addButton(button);
        else
            connect(button, &QAbstractButton::toggled, this, &AnswerEditor::edited);
        m_buttons << button;
        column->addWidget(button);
    }
    connect(m_group, &QButtonGroup::buttonToggled, this, &AnswerEditor::edited);
}

course::Answer ChoiceEditor::answer() const
{
    // Ids in the content's order, whatever order the learner saw them in.
    course::ChoiceAnswer chosen;
    for (const course::ChoiceOption &option : m_exercise.options)
        for (const QAbstractButton *button : m_buttons)
            if (button->isChecked() && button->property(kOptionIdProperty).toString() == option.id)
                chosen.optionIds << option.id;
    return chosen;
}

void ChoiceEditor::setAnswer(const course::Answer &answer)
{
    const auto *choice = std::get_if<course::ChoiceAnswer>(&answer);
    if (!choice)
        return;
    const bool exclusive = m_group->exclusive();
    m_group->setExclusive(false); // lets a single choice be cleared as well as set
    for (QAbstractButton *button : std::as_const(m_buttons))
        button->setChecked(choice->optionIds.contains(button->property(kOptionIdProperty).toString()));
    m_group->setExclusive(exclusive);
}

void ChoiceEditor::setReadOnly(bool readOnly)
{
    for (QAbstractButton *button : std::as_const(m_buttons))
        button->setEnabled(!readOnly);
}

} // namespace ui
