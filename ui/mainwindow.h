#pragma once

#include "attention.h"
#include "theme.h"

#include <QMainWindow>

#include <optional>

class QDockWidget;
class QStackedWidget;
class QTreeWidget;

namespace course {
class WorkshopModel;
}

namespace ui {

class WorkshopView;

/// The course window: a sidebar for navigation, the current screen (the workshop first),
/// menus and a status bar. Window geometry and the last query are kept in QSettings.
class MainWindow : public QMainWindow
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MainWindow)

public:
    struct Options {
        /// Restore and save geometry and the last query (off for screenshots).
        bool useSettings = true;
        /// Start with this query instead of the remembered one.
        std::optional<attn::Polar> query;
        /// Use this colour scheme instead of the remembered one.
        std::optional<Theme> theme;
    };

    explicit MainWindow(const Options &options, QWidget *parent = nullptr);
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    course::WorkshopModel *workshopModel() const { return m_model; }
    WorkshopView *workshopView() const { return m_workshop; }
    QTreeWidget *sidebar() const { return m_sidebar; }

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void createMenus();
    void showAbout();
    void saveSettings() const;
    Theme currentTheme() const;

    Options m_options;
    course::WorkshopModel *m_model = nullptr;
    WorkshopView *m_workshop = nullptr;
    QStackedWidget *m_stack = nullptr;
    QTreeWidget *m_sidebar = nullptr;
    QDockWidget *m_sidebarDock = nullptr;
};

} // namespace ui
