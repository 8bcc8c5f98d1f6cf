#pragma once

#include "attention.h"
#include "lessonpanel.h"

#include <QStringList>

#include <array>
#include <vector>

class QComboBox;
class QDoubleSpinBox;
class QGroupBox;
class QPushButton;
class QTableWidget;

namespace ui {

class TextBlock;

/// Panel "projection-lab": where queries, keys and values come from. Three words, each a 2-D
/// vector x, and three small editable matrices: q = W_q x for the word that asks, k = W_k x and
/// a scalar value v = W_v x for every word. The lookup of q against those keys and values is
/// the plate's lookup (core: attn::apply, attn::trace). The panel ignores the model's query.
class ProjectionPanel : public LessonPanel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ProjectionPanel)

public:
    enum class Projection { Query, Key, Value };
    /// Columns of the table of words.
    enum Column { Token, Input, KeyColumn, ValueColumn, Score, Weight, Contribution, ColumnCount };

    /// Range of a cell of W_q and W_k.
    static constexpr double kCellMinimum = -5.0;
    static constexpr double kCellMaximum = 5.0;
    /// W_v has a wider range so that the values can be the plate's, 10 to 50.
    static constexpr double kValueCellMinimum = -50.0;
    static constexpr double kValueCellMaximum = 50.0;

    explicit ProjectionPanel(course::WorkshopModel *model, QWidget *parent = nullptr);

    /// The words and their input vectors x.
    QStringList tokens() const;
    const std::vector<attn::Vector> &inputs() const { return m_inputs; }
    /// The default matrices: W_q = 2·I, W_k = I, W_v = (10 50).
    static attn::Matrix defaultMatrix(Projection which);
    /// The matrix as the spin boxes hold it (W_v has one row: scalar values).
    attn::Matrix matrix(Projection which) const;

    /// Index of the word that asks (the query).
    int askingToken() const;
    void setAskingToken(int index);
    /// The current lookup: q = W_q x, keys W_k x and values W_v x of every word.
    const attn::Trace &trace() const { return m_trace; }
    /// The error of the last computation, empty when it succeeded.
    QString errorString() const { return m_error; }

    QDoubleSpinBox *cell(Projection which, int row, int column) const;
    QComboBox *tokenBox() const { return m_tokenBox; }
    QPushButton *resetButton() const { return m_reset; }
    QTableWidget *table() const { return m_table; }
    TextBlock *queryLabel() const { return m_queryLabel; }
    TextBlock *outputLabel() const { return m_output; }

    /// Sets every matrix back to its default.
    void resetMatrices();

private:
    QGroupBox *createMatrix(Projection which);
    void recompute();
    void showTrace();
    void showError();
    static int index(Projection which) { return int(which); }

    std::vector<attn::Vector> m_inputs;
    attn::Trace m_trace;
    QString m_error;

    /// Spin boxes of W_q, W_k and W_v, row by row.
    std::array<std::vector<std::vector<QDoubleSpinBox *>>, 3> m_cells;
    QComboBox *m_tokenBox = nullptr;
    QPushButton *m_reset = nullptr;
    QTableWidget *m_table = nullptr;
    TextBlock *m_queryLabel = nullptr;
    TextBlock *m_output = nullptr;
};

} // namespace ui
