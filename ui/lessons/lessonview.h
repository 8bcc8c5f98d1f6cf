#pragma once

#include "lesson.h"
#include "outline.h"
#include "placeholders.h"

#include <QAccessible>
#include <QHash>
#include <QList>
#include <QMap>
#include <QStringList>
#include <QWidget>

#include <functional>
#include <memory>
#include <optional>

class QFocusFrame;
class QLabel;
class QPushButton;
class QScrollArea;
class QSplitter;
class QStackedWidget;
class QTextBrowser;
class QUrl;

namespace course {
class ContentDocument;
class WorkshopModel;
class AttemptStore;
}

namespace ui {

class ExerciseSetView;
class LessonPanel;
class LiveProse;

/// One lesson page: its prose (Markdown with live placeholders) beside its interactive panel,
/// with Previous/Next navigation through every page of every lesson, in the order of the
/// course's Outline.
class LessonView : public QWidget, private QAccessible::ActivationObserver
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LessonView)

public:
    LessonView(const course::Course *course, course::WorkshopModel *model, QWidget *parent = nullptr);
    ~LessonView() override;

    /// Shows a page of outline(); false (and nothing changes) when there is no such page.
    bool showPage(int lesson, int page);
    /// Every page of every lesson in order, the exercises pages included.
    const course::Outline &outline() const { return m_outline; }
    /// Pages of a lesson, its exercises page included; a broken lesson counts as one page.
    int pageCount(int lesson) const { return m_outline.pageCount(lesson); }
    /// True when `page` of `lesson` is its exercises page (just before its summary).
    bool isExercisePage(int lesson, int page) const { return m_outline.isExercisesPage(lesson, page); }
    /// The index into Lesson::pages of a page as shown, or -1 for the exercises page (and for
    /// a broken lesson or a page that does not exist).
    int contentPage(int lesson, int page) const { return m_outline.contentPage(lesson, page); }

    /// Who answers the exercises: their stable id (their variants derive from it, so a rename
    /// keeps their numbers), the name they are shown by, and the store of their attempt logs
    /// (which outlives the view).
    void setLearner(const QString &id, const QString &name, course::AttemptStore *store);
    QString learner() const { return m_learner; }
    ExerciseSetView *exercises() const { return m_exercises; }
    int lessonIndex() const { return m_lesson; }
    int pageIndex() const { return m_page; }

    bool hasNext() const;
    bool hasPrevious() const;
    void next();
    void previous();

    /// Presentation mode: the page's figure takes the room, the text is hidden until
    /// setProseShown(true) (T); the heading and the page buttons stay.
    void setPresenting(bool on);
    bool isPresenting() const { return m_presenting; }
    void setProseShown(bool shown);
    bool proseShown() const { return !m_presenting || m_proseShown; }
    /// A presenter's Page Down and Page Up: the panel's next or previous step while it has
    /// one (a step table), on the exercises page the next or previous exercise, else the next
    /// or previous page.
    void stepForward();
    void stepBack();

    QTextBrowser *prose() const { return m_prose; }
    LessonPanel *panel() const { return m_panel; }
    QPushButton *nextButton() const { return m_next; }
    QPushButton *previousButton() const { return m_previous; }
    /// The Markdown shown right now, placeholders filled with the figures shown.
    QString renderedMarkdown() const;
    /// The glossary term shown last (after a glossary link was followed).
    QString lastGlossaryTerm() const { return m_lastTerm; }

    /// The locale of the prose: the UI language when the lesson has it, else English.
    QString proseLocale(const course::Lesson &lesson) const;

signals:
    void pageShown(int lesson, int page);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    /// The panel's scroll area at least as wide as the panel needs.
    void fitPanelWidth();

private:
    /// Shows the page's prose with the figures of the moment: parses the page's Markdown when
    /// the page, its language or the names of its panel's placeholders changed, else writes
    /// the new figures into the parsed document in place (LiveProse).
    void render();
    /// The figure a reference shows right now; nothing when it has none.
    std::optional<QString> figure(const course::PlaceholderRef &ref, const QMap<QString, QString> &own) const;
    void describeLink(const QUrl &url);
    void followLink(const QUrl &url);
    /// The glossary term's definition in a tooltip at `at`, and as `where`'s accessible
    /// description for a screen reader.
    void showTerm(const QString &termId, QWidget *where, const QPoint &at);
    /// With a screen reader the lesson text has a caret that the arrows move, so that it can be
    /// read line by line and word by word; without one the arrows scroll, as in any viewer.
    void accessibilityActiveChanged(bool active) override;
    void updateNavigation();
    /// The text, the panel and the exercises as setPresenting() and setProseShown() ask.
    void showForPresenting();
    /// Puts the focusable widgets of a page just made after `after` in the tab order.
    void placeInTabOrder(QWidget *page, QWidget *after);

    const course::Course *m_course = nullptr;
    course::Outline m_outline;
    course::WorkshopModel *m_model = nullptr;
    int m_lesson = -1;
    int m_page = -1;
    QLabel *m_heading = nullptr;
    QTextBrowser *m_prose = nullptr;
    course::ContentDocument *m_proseDocument = nullptr;
    std::unique_ptr<LiveProse> m_liveProse;
    QFocusFrame *m_proseFocus = nullptr;
    QWidget *m_proseBox = nullptr;
    bool m_presenting = false;
    bool m_proseShown = false;
    /// The query when the exercises page was opened: a content page after it opens on it.
    std::optional<attn::Polar> m_queryBeforeExercises;
    QWidget *m_panelHost = nullptr;
    QScrollArea *m_panelScroll = nullptr;
    QStackedWidget *m_body = nullptr;
    QSplitter *m_splitter = nullptr;
    QWidget *m_exerciseHost = nullptr;
    ExerciseSetView *m_exercises = nullptr;
    QString m_learner;
    QString m_learnerName;
    course::AttemptStore *m_store = nullptr;
    LessonPanel *m_panel = nullptr;
    QPushButton *m_previous = nullptr;
    QPushButton *m_next = nullptr;
    QLabel *m_position = nullptr;
    /// What the parsed document was made from: a change of any re-parses the page.
    bool m_parsed = false;
    QString m_parsedLocale;
    QStringList m_parsedOwnNames;
    QString m_lastTerm;
};

} // namespace ui
