#include "lessonview.h"

#include "contentdocument.h"
#include "exercisesetview.h"
#include "exercisetranslation.h"
#include "attemptlog.h"
#include "lessonpanel.h"
#include "panelfactory.h"
#include "placeholders.h"
#include "prosebrowser.h"
#include "workshopmodel.h"

#include <QAbstractTextDocumentLayout>
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
#include <QSignalBlocker>
#include <QStyle>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextLayout>
#include <QTextTable>
#include <QTextBrowser>
#include <QToolTip>
#include <QUrl>
#include <QVBoxLayout>

#include <optional>
#include <utility>
#include <vector>

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

    m_prose = new ProseBrowser(this);
    m_prose->setObjectName(QStringLiteral("lessonProse"));
    m_prose->setOpenLinks(false);
    m_prose->setAccessibleName(tr("Lesson text"));
    // Images only from the lesson's own folder: the browser's own loading reads any path.
    m_proseDocument = new course::ContentDocument(m_prose);
    m_prose->setDocument(m_proseDocument);
    // A document set on the browser keeps its own default font: the browser's (a
    // presentation's scaled font when the view is made in that mode), as its own had.
    m_proseDocument->setDefaultFont(m_prose->font());
    // The live figures are written into the document on every step of the query: no undo.
    m_proseDocument->setUndoRedoEnabled(false);
    m_prose->document()->setDocumentMargin(12);
    connect(m_prose, &QTextBrowser::anchorClicked, this, &LessonView::followLink);
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
    auto *proseBox = new QWidget(this);
    auto *proseLayout = new QVBoxLayout(proseBox);
    proseLayout->setContentsMargins(style()->pixelMetric(QStyle::PM_FocusFrameHMargin),
                                    style()->pixelMetric(QStyle::PM_FocusFrameVMargin),
                                    style()->pixelMetric(QStyle::PM_FocusFrameHMargin),
                                    style()->pixelMetric(QStyle::PM_FocusFrameVMargin));
    proseLayout->addWidget(m_prose);
    m_splitter->addWidget(proseBox);
    // A panel that needs more room than the window has (a projector's large scale) scrolls
    // instead of squeezing its chart or cutting its text.
    // It scrolls down only: its width is never less than the panel's minimum (fitPanelWidth()),
    // so nothing is ever cut off at the right (the projection lab's three matrices and table).
    auto *panelScroll = m_panelScroll = new QScrollArea(this);
    panelScroll->setObjectName(QStringLiteral("panelScroll"));
    panelScroll->setAccessibleName(tr("The page's figures and controls"));
    panelScroll->setWidgetResizable(true);
    panelScroll->setFrameShape(QFrame::NoFrame);
    panelScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    // Not a tab stop of its own (it would show no focus): Tab goes to the panel's controls,
    // and the scroll area brings the focused one into view.
    panelScroll->setFocusPolicy(Qt::NoFocus);
    panelScroll->setWidget(m_panelHost);
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

bool LessonView::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_panelHost && event->type() == QEvent::LayoutRequest)
        fitPanelWidth();
    if (watched == m_prose && event->type() == QEvent::FocusIn)
        m_proseFocus->setWidget(m_prose);
    if (watched == m_prose && event->type() == QEvent::FocusOut)
        m_proseFocus->setWidget(nullptr);
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

void LessonView::setLearner(const QString &id, const QString &name, LogLookup savedLogs)
{
    m_learner = id;
    m_learnerName = name;
    m_savedLogs = std::move(savedLogs);
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
        // The exercises in the prose's language (English where the translation lacks a text).
        m_exercises = new ExerciseSetView(course::localizedExercises(l.exercises, proseLocale(l)), m_learner, {},
                                          m_savedLogs ? m_savedLogs() : QHash<QString, course::AttemptLog>(),
                                          m_model, m_exerciseHost);
        m_exercises->setObjectName(QStringLiteral("lessonExercises"));
        m_exercises->setLearnerName(m_learnerName.isEmpty() ? m_learner : m_learnerName);
        m_exerciseHost->layout()->addWidget(m_exercises);
        m_exercises->show();
        placeInTabOrder(m_exercises, m_prose);
        connect(m_exercises, &ExerciseSetView::exerciseLogChanged, this, &LessonView::exerciseLogChanged);
        m_body->setCurrentWidget(m_exerciseHost);
        m_source.clear();
        m_refs.clear();
        m_values.clear();
        m_live.clear();
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
        m_panel = createPanel(p.panel, m_model, m_panelHost);
        if (m_panel) {
            m_panelHost->layout()->addWidget(m_panel);
            m_panel->show();
            placeInTabOrder(m_panel, m_prose);
            connect(m_panel, &LessonPanel::stateChanged, this, &LessonView::render);
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

namespace {

/// A live figure is parsed as a marker: these two characters of the Private Use Area round the
/// index of its reference, text that Markdown passes through unchanged wherever it stands.
constexpr QChar kMarkerOpen(0xE000);
constexpr QChar kMarkerClose(0xE001);

/// Whether a figure's first or last character goes into its marker too: punctuation decides
/// whether Markdown's `*` and `_` beside it open or close an emphasis, so the marker keeps the
/// figure's own (55.1% in "**{{weight.max}}**"); characters Markdown gives a meaning stay out.
bool keepsBeside(QChar c)
{
    if (c.unicode() < 0x80)
        return c == QLatin1Char('%') || c == QLatin1Char('.') || c == QLatin1Char(',');
    return c.isPunct() || c.isSymbol();
}

} // namespace

QString LessonView::renderedMarkdown() const
{
    QString out;
    out.reserve(m_source.size());
    qsizetype from = 0;
    for (qsizetype i = 0; i < m_refs.size(); ++i) {
        out += QStringView(m_source).mid(from, m_refs[i].offset - from);
        out += m_values.at(i);
        from = m_refs[i].offset + m_refs[i].length;
    }
    out += QStringView(m_source).mid(from);
    return out;
}

QString LessonView::figure(const course::PlaceholderRef &ref, const QMap<QString, QString> &own) const
{
    std::optional<QString> value;
    if (ref.error.isEmpty()) {
        const attn::PlateLayout &layout = m_model->layout();
        if (ref.at) {
            if (const auto fixed = attn::trace(layout.lookup(*ref.at)))
                value = course::commonPlaceholder(ref.name, layout, *fixed);
        } else if (const auto it = own.constFind(ref.name); it != own.constEnd()) {
            value = *it;
        } else {
            value = course::commonPlaceholder(ref.name, layout, m_model->trace());
        }
    }
    return value ? *value : m_source.mid(ref.offset, ref.length);
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
        m_source = text;
        m_refs.clear();
        m_values.clear();
        m_live.clear();
        m_inPlace = false;
        m_parsed = true;
        m_parsedLocale = locale;
        m_prose->setMarkdown(text);
        return;
    }
    const QMap<QString, QString> own = m_panel ? m_panel->placeholders() : QMap<QString, QString>();
    QScrollBar *scroll = m_prose->verticalScrollBar();
    const int scrolled = scroll->value();
    if (!m_parsed || locale != m_parsedLocale || own.keys() != m_parsedOwnNames) {
        // The page's structure: parsed once, with every figure of the moment.
        m_proseDocument->setFolder(l.path);
        m_heading->setText(tr("<h2>%1</h2>").arg(l.titleFor(locale).toHtmlEscaped()));
        m_source = l.pages.at(content).markdownFor(locale);
        m_refs = course::findPlaceholders(m_source);
        m_values.clear();
        for (const course::PlaceholderRef &ref : std::as_const(m_refs))
            m_values << figure(ref, own);
        m_parsed = true;
        m_parsedLocale = locale;
        m_parsedOwnNames = own.keys();
        m_inPlace = parseWithMarkers();
        if (!m_inPlace) {
            m_live.clear();
            m_prose->setMarkdown(renderedMarkdown());
        }
        scroll->setValue(scrolled);
        return;
    }
    // A step of the query: only the live figures change (a fixed query's never does).
    QStringList values;
    values.reserve(m_refs.size());
    for (qsizetype i = 0; i < m_refs.size(); ++i)
        values << (m_refs[i].at ? m_values.at(i) : figure(m_refs[i], own));
    if (values == m_values)
        return;
    if (m_inPlace) {
        writeFigures(values, false);
    } else {
        m_values = values;
        m_prose->setMarkdown(renderedMarkdown());
    }
    scroll->setValue(scrolled);
}

bool LessonView::parseWithMarkers()
{
    // Each live figure as a marker with the figure's punctuation beside it: "%\uE0003\uE001".
    QString marked;
    marked.reserve(m_source.size() + 8 * m_refs.size());
    QList<QPair<QString, QString>> edges(m_refs.size());
    qsizetype from = 0;
    for (qsizetype i = 0; i < m_refs.size(); ++i) {
        const course::PlaceholderRef &ref = m_refs.at(i);
        marked += QStringView(m_source).mid(from, ref.offset - from);
        from = ref.offset + ref.length;
        const QString &value = m_values.at(i);
        if (ref.at || !ref.error.isEmpty()) {
            marked += value;
            continue;
        }
        if (!value.isEmpty() && keepsBeside(value.front()))
            edges[i].first = value.front();
        if (!value.isEmpty() && keepsBeside(value.back()))
            edges[i].second = value.back();
        marked += edges[i].first + kMarkerOpen + QString::number(i) + kMarkerClose + edges[i].second;
    }
    marked += QStringView(m_source).mid(from);
    m_prose->setMarkdown(marked);

    m_live.clear();
    QList<int> found(m_refs.size(), 0);
    for (QTextBlock block = m_proseDocument->begin(); block.isValid(); block = block.next()) {
        // A block's layout keeps its shaped lines: otherwise every paint of the block shapes
        // its text again (QTextLayout frees its glyphs after laying out), and a query step
        // repaints the lines it changes. The softmax pages' step costs about 20% less.
        block.layout()->setCacheEnabled(true);
        const QString text = block.text();
        for (qsizetype open = text.indexOf(kMarkerOpen); open >= 0; open = text.indexOf(kMarkerOpen, open + 1)) {
            const qsizetype close = text.indexOf(kMarkerClose, open);
            bool ok = false;
            const qsizetype ref = close < 0 ? -1 : text.mid(open + 1, close - open - 1).toLongLong(&ok);
            if (!ok || ref < 0 || ref >= m_refs.size() || m_refs[ref].at || !m_refs[ref].error.isEmpty())
                return false;
            const QString &lead = edges[ref].first;
            const QString &trail = edges[ref].second;
            if (text.mid(open - lead.size(), lead.size()) != lead || text.mid(close + 1, trail.size()) != trail)
                return false;
            LiveFigure f;
            f.position = block.position() + int(open - lead.size());
            f.length = int(close + 1 + trail.size() - (open - lead.size()));
            f.ref = ref;
            QTextCursor probe(block);
            probe.setPosition(block.position() + int(open) + 1);
            f.format = probe.charFormat();
            // In an autolink the figure is the link's target too: that cannot change in place.
            if (f.format.anchorHref().contains(kMarkerOpen))
                return false;
            ++found[ref];
            m_live << f;
        }
    }
    for (qsizetype i = 0; i < m_refs.size(); ++i) {
        // A marker in a link's target or an image's text is nowhere in the text.
        if (!m_refs[i].at && m_refs[i].error.isEmpty() && found[i] != 1)
            return false;
    }
    writeFigures(m_values, true);
    return true;
}

QStringList LessonView::lineTexts(const QTextBlock &block)
{
    QStringList out;
    const QTextLayout *layout = block.layout();
    const QString text = block.text();
    for (int i = 0; layout && i < layout->lineCount(); ++i) {
        const QTextLine line = layout->lineAt(i);
        out << text.mid(line.textStart(), line.textLength());
    }
    return out;
}

void LessonView::writeFigures(const QStringList &values, bool everyFigure)
{
    // The text's layout would repaint everything from the first changed figure to the end of
    // the text; a step of a query drag repaints only the lines whose text changed, unless the
    // text changes height.
    QAbstractTextDocumentLayout *layout = m_proseDocument->documentLayout();
    const QSizeF sizeBefore = layout->documentSize();
    std::optional<QSignalBlocker> quiet;
    if (!everyFigure)
        quiet.emplace(layout);
    QTextCursor cursor(m_proseDocument);
    // The document lays out again, at the end of an edit, everything from its first change to
    // its last: one edit per paragraph or table, not one across the prose between them. A
    // table is laid out whole after any change in it, so its figures share one edit.
    const void *editing = nullptr;
    int shift = 0;
    // Each paragraph with a changed figure: where it was and its lines' texts before the change.
    struct Before
    {
        int block;
        QRectF rect;
        QStringList lines;
    };
    std::vector<Before> changed;
    for (LiveFigure &f : m_live) {
        f.position += shift;
        const QString &value = values.at(f.ref);
        if (!everyFigure && value == m_values.at(f.ref))
            continue;
        cursor.setPosition(f.position);
        const QTextTable *table = cursor.currentTable();
        const void *unit = table ? static_cast<const void *>(table) : cursor.block().layout();
        if (unit != editing) {
            if (editing)
                cursor.endEditBlock();
            cursor.beginEditBlock();
            editing = unit;
        }
        if (quiet) {
            const QTextBlock block = cursor.block();
            if (changed.empty() || changed.back().block != block.blockNumber())
                changed.push_back({block.blockNumber(), layout->blockBoundingRect(block), lineTexts(block)});
        }
        cursor.setPosition(f.position);
        cursor.setPosition(f.position + f.length, QTextCursor::KeepAnchor);
        cursor.insertText(value, f.format);
        shift += int(value.size()) - f.length;
        f.length = int(value.size());
    }
    if (editing)
        cursor.endEditBlock();
    m_values = values;
    if (!quiet)
        return;
    quiet.reset();
    QWidget *viewport = m_prose->viewport();
    const QSizeF sizeAfter = layout->documentSize();
    if (sizeAfter != sizeBefore)
        emit layout->documentSizeChanged(sizeAfter);
    QRegion dirty;
    const QPointF scrolled(m_prose->horizontalScrollBar()->value(), m_prose->verticalScrollBar()->value());
    for (const Before &before : changed) {
        const QTextBlock block = m_proseDocument->findBlockByNumber(before.block);
        const QRectF after = layout->blockBoundingRect(block);
        if (after != before.rect || sizeAfter != sizeBefore) {
            // A paragraph grew or shrank: what follows it moved.
            viewport->update();
            return;
        }
        // The lines whose text changed: a figure's own, and any the paragraph wrapped anew.
        const QTextLayout *text = block.layout();
        const QStringList lines = lineTexts(block);
        for (int i = 0; text && i < text->lineCount(); ++i) {
            if (i < before.lines.size() && lines.at(i) == before.lines.at(i))
                continue;
            const QTextLine line = text->lineAt(i);
            const QRectF rect(after.left(), after.top() + line.y() - text->boundingRect().top(), after.width(),
                              line.height());
            dirty += rect.translated(-scrolled).toAlignedRect();
        }
    }
    viewport->update(dirty);
}

void LessonView::followLink(const QUrl &url)
{
    if (url.scheme() == QLatin1String("glossary")) {
        const course::GlossaryTerm *term = m_course->term(url.path());
        if (!term)
            return;
        m_lastTerm = term->id;
        const QRect r = m_prose->cursorRect();
        QToolTip::showText(m_prose->viewport()->mapToGlobal(r.bottomLeft()),
                           QStringLiteral("<b>%1</b><br>%2")
                               .arg(term->term.toHtmlEscaped(), term->definition.toHtmlEscaped()),
                           m_prose);
        return;
    }
    if (url.scheme() == QLatin1String("http") || url.scheme() == QLatin1String("https"))
        QDesktopServices::openUrl(url);
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
