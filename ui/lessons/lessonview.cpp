#include "lessonview.h"

#include "contentdocument.h"
#include "exercisesetview.h"
#include "exercisetranslation.h"
#include "attemptlog.h"
#include "lessonpanel.h"
#include "liveprose.h"
#include "panelfactory.h"
#include "placeholders.h"
#include "presentation.h"
#include "prosebrowser.h"
#include "scrollpage.h"
#include "workshopmodel.h"

#include <QDesktopServices>
#include <QFocusFrame>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSplitter>
#include <QStackedWidget>
#include <QStyle>
#include <QTextBrowser>
#include <QToolTip>
#include <QUrl>
#include <QVBoxLayout>

#include <optional>
#include <utility>

namespace ui {

LessonView::LessonView(const course::Course *course, course::WorkshopModel *model, QWidget *parent)
    : QWidget(parent)
    , m_course(course)
    , m_outline(*course, QLocale().name())
    , m_model(model)
{
    m_heading = new QLabel(this);
    m_heading->setObjectName(QStringLiteral("lessonHeading"));
    m_heading->setTextFormat(Qt::RichText);
    m_heading->setWordWrap(true);

    auto *prose = new ProseBrowser(this);
    m_prose = prose;
    m_prose->setObjectName(QStringLiteral("lessonProse"));
    m_prose->setOpenLinks(false);
    m_prose->setAccessibleName(tr("Lesson text"));
    // Images only from the lesson's own folder: the browser's own loading reads any path.
    m_proseDocument = new course::ContentDocument(m_prose);
    m_liveProse = std::make_unique<LiveProse>(m_prose, m_proseDocument);
    m_prose->setDocument(m_proseDocument);
    // A document set on the browser keeps its own default font: the browser's (a
    // presentation's scaled font when the view is made in that mode), as its own had.
    m_proseDocument->setDefaultFont(m_prose->font());
    // The live figures are written into the document on every step of the query: no undo.
    m_proseDocument->setUndoRedoEnabled(false);
    m_prose->document()->setDocumentMargin(12);
    connect(m_prose, &QTextBrowser::anchorClicked, this, &LessonView::followLink);
    connect(prose, &ProseBrowser::linkFocused, this, &LessonView::describeLink);
    // A screen reader may start listening after the window is made.
    accessibilityActiveChanged(QAccessible::isActive());
    QAccessible::installActivationObserver(this);
    m_prose->installEventFilter(this);
    // The style draws no focus on a text browser's frame: a focus frame round it shows that
    // the arrow keys now scroll the text (and Tab walks its links).
    m_proseFocus = new QFocusFrame(this);
    m_proseFocus->hide();

    m_panelHost = new QWidget(this);
    auto *hostLayout = new QVBoxLayout(m_panelHost);
    hostLayout->setContentsMargins(0, 0, 0, 0);

    m_splitter = new QSplitter(Qt::Horizontal, this);
    // The focus frame goes round the prose inside a box of its own (in the splitter it would
    // become a pane), with the room it is drawn in.
    auto *proseBox = m_proseBox = new QWidget(this);
    auto *proseLayout = new QVBoxLayout(proseBox);
    proseLayout->setContentsMargins(style()->pixelMetric(QStyle::PM_FocusFrameHMargin),
                                    style()->pixelMetric(QStyle::PM_FocusFrameVMargin),
                                    style()->pixelMetric(QStyle::PM_FocusFrameHMargin),
                                    style()->pixelMetric(QStyle::PM_FocusFrameVMargin));
    proseLayout->addWidget(m_prose);
    m_splitter->addWidget(proseBox);
    // A panel takes the room there is, its plane and chart shrinking to their least before it
    // scrolls (ScrollPage); one that needs more room than the window has (a projector's large
    // scale) scrolls instead of squeezing its chart or cutting its text.
    // It scrolls down only: its width is never less than the panel's minimum (fitPanelWidth()),
    // so nothing is ever cut off at the right (the projection lab's three matrices and table).
    auto *panelScroll = m_panelScroll = new ScrollPage(m_panelHost, this);
    panelScroll->setObjectName(QStringLiteral("panelScroll"));
    panelScroll->setAccessibleName(tr("The page's figures and controls"));
    panelScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_panelHost->installEventFilter(this);
    m_splitter->addWidget(panelScroll);
    m_splitter->setStretchFactor(0, 1);
    m_splitter->setStretchFactor(1, 1);
    m_splitter->setSizes({480, 520});
    m_splitter->setChildrenCollapsible(false);

    m_exerciseHost = new QWidget(this);
    auto *exerciseLayout = new QVBoxLayout(m_exerciseHost);
    exerciseLayout->setContentsMargins(0, 0, 0, 0);
    m_body = new QStackedWidget(this);
    m_body->addWidget(m_splitter);
    m_body->addWidget(m_exerciseHost);

    // No Alt+letter for the page buttons: Alt+Left and Alt+Right turn the pages, and Alt+P and
    // Alt+N belong to the step tables' and the exercises' own Previous and Next.
    m_previous = new QPushButton(tr("← Previous"), this);
    m_previous->setAccessibleName(tr("Previous page"));
    m_previous->setToolTip(tr("Previous page (Alt+Left)"));
    m_next = new QPushButton(tr("Next →"), this);
    m_next->setAccessibleName(tr("Next page"));
    m_next->setToolTip(tr("Next page (Alt+Right)"));
    m_position = new QLabel(this);
    connect(m_previous, &QPushButton::clicked, this, &LessonView::previous);
    connect(m_next, &QPushButton::clicked, this, &LessonView::next);

    auto *navigation = new QHBoxLayout;
    navigation->addWidget(m_previous);
    navigation->addStretch(1);
    navigation->addWidget(m_position);
    navigation->addStretch(1);
    navigation->addWidget(m_next);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_heading);
    layout->addWidget(m_body, 1);
    layout->addLayout(navigation);

    connect(m_model, &course::WorkshopModel::queryChanged, this, &LessonView::render);
    // Other keys give the fixed queries' figures other values: the page is parsed again.
    connect(m_model, &course::WorkshopModel::keysChanged, this, [this] { m_parsed = false; });
    updateNavigation();
}

LessonView::~LessonView()
{
    QAccessible::removeActivationObserver(this);
}

void LessonView::accessibilityActiveChanged(bool active)
{
    m_prose->setTextInteractionFlags(active ? m_prose->textInteractionFlags() | Qt::TextSelectableByKeyboard
                                            : m_prose->textInteractionFlags() & ~Qt::TextSelectableByKeyboard);
}

bool LessonView::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_panelHost && event->type() == QEvent::LayoutRequest)
        fitPanelWidth();
    if (watched == m_prose && event->type() == QEvent::FocusIn)
        m_proseFocus->setWidget(m_prose);
    if (watched == m_prose && event->type() == QEvent::FocusOut) {
        m_proseFocus->setWidget(nullptr);
        // What a link said is for while the text has the focus (Tab selects a link again).
        m_prose->setAccessibleDescription(QString());
    }
    // QTextBrowser takes Alt+Left/Right as its own Back/Forward; in the course they turn pages,
    // so leave them to the window's shortcuts.
    if (watched == m_prose && (event->type() == QEvent::ShortcutOverride || event->type() == QEvent::KeyPress)) {
        const auto *key = static_cast<QKeyEvent *>(event);
        if (key->modifiers() == Qt::AltModifier
            && (key->key() == Qt::Key_Left || key->key() == Qt::Key_Right)) {
            event->ignore();
            return event->type() == QEvent::ShortcutOverride;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void LessonView::placeInTabOrder(QWidget *page, QWidget *after)
{
    // A page's widgets are made after the sidebar and the page buttons, so Tab would reach them
    // last; they belong after the prose (hidden on an exercises page, where Tab passes over it)
    // and before the page buttons. The widget a compound widget passes its focus to (a spin
    // box's line edit) goes along with it.
    QList<QWidget *> stops;
    for (QWidget *w = page->nextInFocusChain(); w != page; w = w->nextInFocusChain()) {
        if (page->isAncestorOf(w) && (w->focusPolicy() & Qt::TabFocus)
            && !(w->parentWidget() && w->parentWidget()->focusProxy() == w) && !stops.contains(w))
            stops << w;
    }
    QWidget *previous = after;
    for (QWidget *w : std::as_const(stops)) {
        setTabOrder(previous, w);
        previous = w;
    }
}

void LessonView::setPresenting(bool on)
{
    m_presenting = on;
    m_proseShown = false;
    showForPresenting();
}

void LessonView::setProseShown(bool shown)
{
    m_proseShown = shown;
    showForPresenting();
}

void LessonView::showForPresenting()
{
    m_proseBox->setVisible(proseShown());
    // With the text, the panel's explanations come back too: the page as at the desk.
    if (m_panel)
        m_panel->setPresenting(!proseShown());
    if (m_exercises)
        m_exercises->setPresenting(m_presenting);
}

void LessonView::stepForward()
{
    if (m_panel && m_body->currentWidget() == m_splitter && m_panel->stepForward())
        return;
    // On the exercises page: the next exercise, then the score summary, then the next page.
    if (m_exercises && m_body->currentWidget() == m_exerciseHost && !m_exercises->isSummaryShown()) {
        m_exercises->showNext();
        return;
    }
    if (hasNext())
        next();
}

void LessonView::stepBack()
{
    if (m_panel && m_body->currentWidget() == m_splitter && m_panel->stepBack())
        return;
    if (m_exercises && m_body->currentWidget() == m_exerciseHost && m_exercises->currentIndex() > 0) {
        m_exercises->showPrevious();
        return;
    }
    if (hasPrevious())
        previous();
}

void LessonView::fitPanelWidth()
{
    const int needed = m_panelHost->minimumSizeHint().width() + m_panelScroll->verticalScrollBar()->sizeHint().width();
    if (m_panelScroll->minimumWidth() != needed)
        m_panelScroll->setMinimumWidth(needed);
}

QString LessonView::proseLocale(const course::Lesson &lesson) const
{
    return course::Outline::localeFor(lesson, QLocale().name());
}

void LessonView::setLearner(const QString &id, const QString &name, course::AttemptStore *store)
{
    m_learner = id;
    m_learnerName = name;
    m_store = store;
    if (isExercisePage(m_lesson, m_page))
        showPage(m_lesson, m_page);
}

bool LessonView::showPage(int lesson, int page)
{
    if (!m_outline.hasPage(lesson, page))
        return false;
    m_lesson = lesson;
    m_page = page;

    if (m_panel) {
        m_panel->hide();
        m_panel->deleteLater();
        m_panel = nullptr;
    }
    if (m_exercises) {
        m_exercises->hide();
        m_exercises->deleteLater();
        m_exercises = nullptr;
    }
    const course::Lesson &l = m_course->lessons.at(lesson);
    if (isExercisePage(lesson, page)) {
        // The target exercises move the shared query; the pages after them open on the query
        // the lesson had, which their text describes (restored below).
        if (!m_queryBeforeExercises)
            m_queryBeforeExercises = m_model->query();
        // The exercises in the prose's language (English where the translation lacks a text).
        m_exercises = new ExerciseSetView(course::localizedExercises(l.exercises, proseLocale(l)), m_learner, {},
                                          m_store, m_model, m_exerciseHost);
        m_exercises->setObjectName(QStringLiteral("lessonExercises"));
        m_exercises->setLearnerName(m_learnerName.isEmpty() ? m_learner : m_learnerName);
        m_exerciseHost->layout()->addWidget(m_exercises);
        showForPresenting();
        m_exercises->show();
        placeInTabOrder(m_exercises, m_prose);
        m_body->setCurrentWidget(m_exerciseHost);
        m_liveProse->clear();
        m_parsed = false;
        m_heading->setText(tr("<h2>%1 · Exercises</h2>").arg(l.titleFor(proseLocale(l)).toHtmlEscaped()));
        updateNavigation();
        emit pageShown(m_lesson, m_page);
        return true;
    }
    m_body->setCurrentWidget(m_splitter);
    if (const int content = contentPage(lesson, page); content >= 0) {
        const course::Page &p = l.pages.at(content);
        if (p.query)
            m_model->setQuery(*p.query);
        else if (m_queryBeforeExercises)
            m_model->setQuery(*m_queryBeforeExercises);
        m_queryBeforeExercises.reset();
        m_panel = createPanel(p.panel, m_model, m_panelHost);
        if (m_panel) {
            m_panelHost->layout()->addWidget(m_panel);
            showForPresenting();
            m_panel->show();
            placeInTabOrder(m_panel, m_prose);
            connect(m_panel, &LessonPanel::stateChanged, this, &LessonView::render);
            connect(m_panel, &LessonPanel::glossaryLinkActivated, this, [this](const QString &termId, QWidget *where) {
                showTerm(termId, where, where->mapToGlobal(where->rect().bottomLeft()));
            });
            // The prose shows the panel's own figures too (the dictionary's attention output):
            // it follows a step of the query after the panel has.
            disconnect(m_model, &course::WorkshopModel::queryChanged, this, &LessonView::render);
            connect(m_model, &course::WorkshopModel::queryChanged, this, &LessonView::render);
        }
    }
    m_prose->verticalScrollBar()->setValue(0);
    m_parsed = false;
    render();
    updateNavigation();
    emit pageShown(m_lesson, m_page);
    return true;
}

QString LessonView::renderedMarkdown() const
{
    return m_liveProse->renderedMarkdown();
}

std::optional<QString> LessonView::figure(const course::PlaceholderRef &ref, const QMap<QString, QString> &own) const
{
    const attn::PlateLayout &layout = m_model->layout();
    if (ref.at) {
        const auto fixed = attn::trace(layout.lookup(*ref.at));
        return fixed ? course::commonPlaceholder(ref.name, layout, *fixed) : std::nullopt;
    }
    if (const auto it = own.constFind(ref.name); it != own.constEnd())
        return *it;
    return course::commonPlaceholder(ref.name, layout, m_model->trace());
}

void LessonView::render()
{
    if (m_lesson < 0 || isExercisePage(m_lesson, m_page))
        return;
    const course::Lesson &l = m_course->lessons.at(m_lesson);
    const QString locale = proseLocale(l);
    const int content = contentPage(m_lesson, m_page);
    if (content < 0) {
        if (m_parsed)
            return;
        m_proseDocument->setFolder(l.path);
        m_heading->setText(tr("<h2>%1</h2>").arg(l.title.toHtmlEscaped()));
        QString text = tr("# This lesson could not be loaded\n\nThe other lessons work. The lesson "
                          "files have these problems:\n\n");
        for (const course::Problem &problem : l.problems)
            text += QStringLiteral("- `%1`\n").arg(problem.toString());
        m_parsed = true;
        m_parsedLocale = locale;
        m_liveProse->setFixedText(text);
        return;
    }
    const QMap<QString, QString> own = m_panel ? m_panel->placeholders() : QMap<QString, QString>();
    QScrollBar *scroll = m_prose->verticalScrollBar();
    const int scrolled = scroll->value();
    const auto figureNow = [this, &own](const course::PlaceholderRef &ref) { return figure(ref, own); };
    if (!m_parsed || locale != m_parsedLocale || own.keys() != m_parsedOwnNames) {
        // The page's structure: parsed once, with every figure of the moment.
        m_proseDocument->setFolder(l.path);
        m_heading->setText(tr("<h2>%1</h2>").arg(l.titleFor(locale).toHtmlEscaped()));
        m_parsed = true;
        m_parsedLocale = locale;
        m_parsedOwnNames = own.keys();
        m_prose->setAccessibleDescription(QString()); // no link of the last page is selected
        m_liveProse->setSource(l.pages.at(content).markdownFor(locale), figureNow);
    } else {
        m_liveProse->refresh(figureNow);
    }
    scroll->setValue(scrolled);
}

void LessonView::describeLink(const QUrl &url)
{
    // Tab onto a link: a screen reader hears where it goes, on the text that has the focus.
    QString description;
    if (url.scheme() == QLatin1String("glossary")) {
        if (const course::GlossaryTerm *term = m_course->term(url.path()))
            description = tr("Glossary: %1. Enter shows its definition.").arg(term->term);
    } else if (!url.isEmpty()) {
        description = tr("Link to %1").arg(url.toDisplayString());
    }
    m_prose->setAccessibleDescription(description);
}

void LessonView::followLink(const QUrl &url)
{
    if (url.scheme() == QLatin1String("glossary")) {
        const QRect r = m_prose->cursorRect();
        showTerm(url.path(), m_prose, m_prose->viewport()->mapToGlobal(r.bottomLeft()));
        return;
    }
    if (url.scheme() == QLatin1String("http") || url.scheme() == QLatin1String("https"))
        QDesktopServices::openUrl(url);
}

void LessonView::showTerm(const QString &termId, QWidget *where, const QPoint &at)
{
    const course::GlossaryTerm *term = m_course->term(termId);
    if (!term)
        return;
    m_lastTerm = term->id;
    // The tooltip is not read out: the definition goes where the focus is, too.
    where->setAccessibleDescription(tr("%1: %2").arg(term->term, term->definition));
    QToolTip::showText(at, QStringLiteral("<b>%1</b><br>%2").arg(term->term.toHtmlEscaped(), term->definition.toHtmlEscaped()),
                       where);
}

bool LessonView::hasNext() const
{
    if (m_lesson < 0)
        return m_outline.lessonCount() > 0;
    return m_page + 1 < pageCount(m_lesson) || m_lesson + 1 < m_outline.lessonCount();
}

bool LessonView::hasPrevious() const
{
    return m_lesson > 0 || m_page > 0;
}

void LessonView::next()
{
    if (m_lesson < 0)
        showPage(0, 0);
    else if (m_page + 1 < pageCount(m_lesson))
        showPage(m_lesson, m_page + 1);
    else if (m_lesson + 1 < m_outline.lessonCount())
        showPage(m_lesson + 1, 0);
}

void LessonView::previous()
{
    if (m_page > 0)
        showPage(m_lesson, m_page - 1);
    else if (m_lesson > 0)
        showPage(m_lesson - 1, pageCount(m_lesson - 1) - 1);
}

void LessonView::updateNavigation()
{
    m_previous->setEnabled(hasPrevious());
    m_next->setEnabled(hasNext());
    if (m_lesson >= 0)
        m_position->setText(tr("Lesson %1 of %2 · page %3 of %4")
                                .arg(m_lesson + 1)
                                .arg(m_outline.lessonCount())
                                .arg(m_page + 1)
                                .arg(pageCount(m_lesson)));
}

} // namespace ui
