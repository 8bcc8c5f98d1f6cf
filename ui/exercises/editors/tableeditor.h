#pragma once

#include "answereditor.h"
#include "exercise.h"

#include <QList>

class QTableWidget;

namespace ui {

/// A hand-calculated table: the given columns printed, the columns marked ✎ to fill in.
/// After a check each input cell shows its verdict (✓ ✗ ↪) until the learner edits it.
class TableEditor : public AnswerEditor
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TableEditor)

public:
    explicit TableEditor(const course::Exercise &exercise, const course::Variant &variant,
                         QWidget *parent = nullptr);

    course::Answer answer() const override;
    void setAnswer(const course::Answer &answer) override;
    void setReadOnly(bool readOnly) override;
    void showFeedback(const std::optional<course::Feedback> &feedback) override;
    bool holdsSomethingNotANumber() const override;

    QTableWidget *table() const { return m_table; }
    /// The given columns come first; this is the first input column.
    int firstInputColumn() const { return m_firstInputColumn; }

protected:
    void changeEvent(QEvent *event) override;

private:
    QList<QStringList> cells() const;
    void mark();
    void clearMark(int row, int column);

    QTableWidget *m_table = nullptr;
    int m_firstInputColumn = 0;
    std::optional<course::Feedback> m_feedback;
    bool m_marking = false;
};

} // namespace ui
