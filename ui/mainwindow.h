#pragma once

#include <QMainWindow>

namespace ui {

/// The course window: a sidebar for navigation, the current screen, menus and a status bar.
class MainWindow : public QMainWindow
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MainWindow)

public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void createMenus();
    void showAbout();
};

} // namespace ui
