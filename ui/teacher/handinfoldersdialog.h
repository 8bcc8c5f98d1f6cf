#pragma once

#include <QDialog>
#include <QStringList>

class QDialogButtonBox;
class QListWidget;
class QPushButton;

namespace ui {

/// The hand-in folders a gradebook reads: a list to add folders to (a shared folder, USB
/// sticks) and remove them from, starting with the session's own folder when it exists.
class HandInFoldersDialog : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(HandInFoldersDialog)

public:
    explicit HandInFoldersDialog(const QStringList &folders, QWidget *parent = nullptr);

    QStringList folders() const;
    /// Adds a folder once (ignoring one already listed).
    void addFolder(const QString &folder);

private:
    void chooseFolder();
    void updateButtons();

    QListWidget *m_list = nullptr;
    QPushButton *m_remove = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
};

} // namespace ui
