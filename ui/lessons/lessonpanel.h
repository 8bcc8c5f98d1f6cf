#pragma once

#include <QMap>
#include <QString>
#include <QWidget>

class QLabel;

namespace course {
class WorkshopModel;
}

namespace ui {

/// A named interactive panel placed beside a lesson page's prose (see lessons/FORMAT.md).
/// Panels share the course's WorkshopModel (the query) and read every figure from the core.
class LessonPanel : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LessonPanel)

public:
    explicit LessonPanel(course::WorkshopModel *model, QWidget *parent = nullptr);

    course::WorkshopModel *model() const { return m_model; }

    /// Values of this panel's own placeholders (lessons/FORMAT.md, "Placeholders of particular
    /// panels"), keyed by name without braces. The common ones are filled by the lesson view.
    virtual QMap<QString, QString> placeholders() const;

    /// A presenter's next and previous step within the panel (a step table's cells); false,
    /// and nothing done, when it has no steps or none left that way: the page turns instead.
    virtual bool stepForward() { return false; }
    virtual bool stepBack() { return false; }

    /// Presentation mode's layout (LessonView::setPresenting()): by default the panel's
    /// explanations marked with hideWhenPresenting() are hidden; a panel whose figure needs
    /// another arrangement on a projector makes it here too.
    virtual void setPresenting(bool on);

signals:
    /// The panel's own state changed (not the query: that is WorkshopModel::queryChanged):
    /// its placeholders may have new values.
    void stateChanged();
    /// A glossary link of the panel's own text was followed (linkGlossary()): the lesson view
    /// shows the term's definition beside `where`, as for a link in the prose.
    void glossaryLinkActivated(const QString &termId, QWidget *where);

protected:
    /// Makes the `<a href="glossary:ID">` links of `label`'s text (a LinkLabel, reached with Tab)
    /// show their term, as the prose's glossary links do.
    void linkGlossary(QLabel *label);

private:
    course::WorkshopModel *m_model = nullptr;
};

} // namespace ui
