#pragma once

#include <QWidget>

class QLabel;
class QVBoxLayout;

namespace ui {

/// A group of controls under a bold heading, without a frame (as the KDE guidelines prefer
/// to group boxes). Screen readers see it as a group named by its heading, as they would a
/// QGroupBox.
class HeadedSection : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(HeadedSection)

public:
    explicit HeadedSection(const QString &title, QWidget *parent = nullptr);

    /// Where the section's controls go, below the heading.
    QVBoxLayout *contents() const { return m_contents; }
    QString title() const;
    /// The heading shown or not (a projector's layout needs the line); the group keeps its name.
    void setHeadingVisible(bool visible);

private:
    QLabel *m_heading = nullptr;
    QVBoxLayout *m_contents = nullptr;
};

} // namespace ui
