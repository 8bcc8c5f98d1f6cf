#pragma once

#include <QDialog>

class QLabel;
class QPushButton;
class QTableView;
class QDialogButtonBox;

namespace course {
class WorkshopModel;
}

namespace ui {

class KeyTableModel;

/// Workshop ▸ Edit Keys…: the free workshop's keys as a table (name, angle, length, value)
/// to edit with the keyboard; add keys up to 8, remove down to 2, move them up and down, or
/// go back to the plate's layout. Problems are listed under the table, and OK, which applies
/// the keys to the workshop, waits until there are none. Cancel changes nothing.
class EditKeysDialog : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(EditKeysDialog)

public:
    explicit EditKeysDialog(course::WorkshopModel *model, QWidget *parent = nullptr);

    KeyTableModel *keyModel() const { return m_keys; }
    QTableView *table() const { return m_table; }
    QPushButton *addButton() const { return m_add; }
    QPushButton *removeButton() const { return m_remove; }
    QPushButton *upButton() const { return m_up; }
    QPushButton *downButton() const { return m_down; }
    QPushButton *resetButton() const { return m_reset; }
    QPushButton *okButton() const;
    /// The problems of the keys as they stand; hidden when there are none.
    QLabel *problemsLabel() const { return m_problems; }

    void accept() override;

private:
    int currentRow() const;
    void selectRow(int row);
    void refresh();

    course::WorkshopModel *m_model = nullptr;
    KeyTableModel *m_keys = nullptr;
    QTableView *m_table = nullptr;
    QPushButton *m_add = nullptr;
    QPushButton *m_remove = nullptr;
    QPushButton *m_up = nullptr;
    QPushButton *m_down = nullptr;
    QPushButton *m_reset = nullptr;
    QLabel *m_problems = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
};

} // namespace ui
