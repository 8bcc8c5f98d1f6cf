#pragma once

#include <QObject>

class QLabel;
class QTimer;
class QWidget;

namespace ui {

/// What presentation mode lays over its window: a black screen (B, for when the class should
/// look at the teacher) and, on entering the mode, a band at the bottom naming the
/// presenter's keys, which goes after kHintMilliseconds or when one of them is used.
class PresenterOverlay : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PresenterOverlay)

public:
    static constexpr int kHintMilliseconds = 8000;

    explicit PresenterOverlay(QWidget *window);

    void showHint(const QString &text);
    void hideHint();
    bool isHintShown() const;
    QLabel *hint() const { return m_hint; }

    void setBlack(bool black);
    bool isBlack() const;
    QWidget *blackScreen() const { return m_black; }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void place();

    QWidget *m_window = nullptr;
    QWidget *m_black = nullptr;
    QLabel *m_hint = nullptr;
    QTimer *m_hintTimer = nullptr;
};

} // namespace ui
