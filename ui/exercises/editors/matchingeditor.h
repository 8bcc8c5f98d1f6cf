#pragma once

#include "answereditor.h"
#include "exercise.h"

#include <QList>

class QComboBox;

namespace ui {

/// A matching exercise: for each item (in the content's order) a list to pick its partner
/// from, the partners in the learner's own (shuffled) order and lettered A, B, … as on the
/// printed worksheet. Every list is a labelled combo box: Tab moves from item to item, the
/// arrow keys choose, and a screen reader reads the item with its list.
class MatchingEditor : public AnswerEditor
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MatchingEditor)

public:
    explicit MatchingEditor(const course::Exercise &exercise, const course::Variant &variant, QWidget *parent = nullptr);

    course::Answer answer() const override;
    void setAnswer(const course::Answer &answer) override;
    void setReadOnly(bool readOnly) override;

    /// One list per item, in the content's order of the items.
    QList<QComboBox *> lists() const { return m_lists; }

private:
    course::Exercise m_exercise;
    QList<QComboBox *> m_lists;
};

} // namespace ui
