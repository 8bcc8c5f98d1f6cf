#pragma once

#include "answereditor.h"
#include "exercise.h"

class QLabel;
class QListWidget;
class QPushButton;

namespace ui {

/// A ranking exercise: the keys in a list the learner reorders (Alt+Up / Alt+Down, the
/// buttons, or by dragging), the largest first, beside where the query and the keys sit
/// (course::keyPositions()): the figures a learner ranks them from. The list starts in the plain order k1…kn,
/// which is no answer: until a key has moved (or a saved answer is put back) answer() is an
/// empty ranking, which the grading takes as no answer. A learner who means the plain order
/// moves a key away and back.
class RankingEditor : public AnswerEditor
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RankingEditor)

public:
    RankingEditor(const course::Exercise &exercise, const course::Variant &variant, QWidget *parent = nullptr);

    course::Answer answer() const override;
    void setAnswer(const course::Answer &answer) override;
    void setReadOnly(bool readOnly) override;

    QListWidget *list() const { return m_list; }
    /// The table of where the query and the keys are.
    QLabel *positionsLabel() const { return m_positions; }
    QPushButton *moveUpButton() const { return m_moveUp; }
    QPushButton *moveDownButton() const { return m_moveDown; }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void move(int delta);
    void renumber();
    void refreshButtons();
    void markTouched();

    bool m_readOnly = false;
    bool m_touched = false;
    QLabel *m_positions = nullptr;
    QListWidget *m_list = nullptr;
    QPushButton *m_moveUp = nullptr;
    QPushButton *m_moveDown = nullptr;
};

} // namespace ui
