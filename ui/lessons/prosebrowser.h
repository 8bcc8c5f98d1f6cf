#pragma once

#include <QTextBrowser>

namespace ui {

/// The lesson's text: a QTextBrowser that paints the parts of a scattered update one by one.
/// A query step changes a few figures far apart on the page; Qt hands the view one paint event
/// for all of them, and QTextEdit would draw everything inside their bounding rectangle.
/// Tab and Shift+Tab that select a link say which one (QTextBrowser's highlighted() does not).
class ProseBrowser : public QTextBrowser
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ProseBrowser)

public:
    explicit ProseBrowser(QWidget *parent = nullptr);

signals:
    /// Tab or Shift+Tab selected the link to `url` (empty when it left the links).
    void linkFocused(const QUrl &url);

protected:
    void paintEvent(QPaintEvent *event) override;
    bool focusNextPrevChild(bool next) override;
};

} // namespace ui
