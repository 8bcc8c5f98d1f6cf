#pragma once

#include <QTextBrowser>

namespace ui {

/// The lesson's text: a QTextBrowser that paints the parts of a scattered update one by one.
/// A query step changes a few figures far apart on the page; Qt hands the view one paint event
/// for all of them, and QTextEdit would draw everything inside their bounding rectangle.
class ProseBrowser : public QTextBrowser
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ProseBrowser)

public:
    explicit ProseBrowser(QWidget *parent = nullptr);

protected:
    void paintEvent(QPaintEvent *event) override;
};

} // namespace ui
