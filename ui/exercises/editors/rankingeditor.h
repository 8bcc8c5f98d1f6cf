#pragma once

#include "answereditor.h"
#include "exercise.h"

class QListWidget;
class QPushButton;

namespace ui {

/// A ranking exercise: the keys in a list the learner reorders (Alt+Up / Alt+Down, the
/// buttons, or by dragging), the largest first. The list starts in the plain order k1…kn,
/// which is no answer: until a key has moved (or a saved answer is put back) answer() is an
/// empty ranking, which the grading takes as no answer. A learner who means the plain order
/// moves a key away and back.
class RankingEditor : public AnswerEditor
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RankingEditor)

public:
    explicit RankingEditor(const course::Exercise &exercise, QWidget *parent = nullptr);

    course::Answer answer() const override;
    void setAnswer(const course::Answer &answer) override;
    void setReadOnly(bool readOnly) override;

    QListWidget *list() const { return m_list; }
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
    QListWidget *m_list = nullptr;
    QPushButton *m_moveUp = nullptr;
    QPushButton *m_moveDown = nullptr;
};

} // namespace ui
