#include "heatmapview.h"

#include <QEvent>
#include <QFontMetrics>
#include <QHeaderView>
#include <QKeyEvent>
#include <QScrollBar>
#include <QStyle>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

namespace ui {

namespace {

/// The view's font at `factor` times its size, not below 5 points.
QFont scaledFont(const QFont &font, double factor)
{
    QFont f = font;
    if (f.pointSizeF() > 0)
        f.setPointSizeF(std::max(5.0, f.pointSizeF() * factor));
    else if (f.pixelSize() > 0)
        f.setPixelSize(std::max(7, int(std::lround(f.pixelSize() * factor))));
    return f;
}

/// The padding round a figure at 100%, on top of the style's text margins: room to breathe.
constexpr int kFigurePadding = 8;
/// The padding above and below a figure at 100%.
constexpr int kRowPadding = 14;

} // namespace

HeatmapView::HeatmapView(QWidget *parent)
    : QTableView(parent)
{
    setHorizontalScrollMode(ScrollPerPixel);
    setVerticalScrollMode(ScrollPerPixel);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    setVerticalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    setMouseTracking(true);
    setWordWrap(false);
    for (QHeaderView *header : {horizontalHeader(), verticalHeader()}) {
        header->setSectionResizeMode(QHeaderView::Fixed);
        // The style's minimum (about 27 px) would cut off narrower cells instead of shrinking.
        header->setMinimumSectionSize(1);
        header->setStretchLastSection(false);
    }
    horizontalHeader()->setTextElideMode(Qt::ElideRight);
    // As wide as its cells (no empty strip beside them) where there is room, narrower and
    // scrolling where there is not; as tall as kVisibleRows rows at most.
    setSizePolicy(QSizePolicy::Maximum, QSizePolicy::Fixed);
    connect(this, &QAbstractItemView::entered, this, &HeatmapView::setHovered);
    connect(this, &QAbstractItemView::viewportEntered, this, [this] { setHovered({}); });
    layoutCells();
}

void HeatmapView::setModel(QAbstractItemModel *model)
{
    QTableView::setModel(model);
    if (model)
        connect(model, &QAbstractItemModel::modelReset, this, &HeatmapView::layoutCells);
    layoutCells();
}

void HeatmapView::setZoom(int percent)
{
    const int zoom = std::clamp(percent, kMinZoom, kMaxZoom);
    if (zoom == m_zoom)
        return;
    m_zoom = zoom;
    layoutCells();
    if (currentIndex().isValid())
        scrollTo(currentIndex());
    emit zoomChanged(m_zoom);
}

QFont HeatmapView::figureFont() const
{
    return m_zoom > 100 ? scaledFont(font(), m_zoom / 100.0) : font();
}

int HeatmapView::widthForFigure(const QString &text) const
{
    const int margin = style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, this) + 1;
    return QFontMetrics(figureFont()).horizontalAdvance(text) + 2 * margin;
}

bool HeatmapView::figureFits(const QString &text) const
{
    auto known = m_fits.constFind(text);
    if (known == m_fits.cend()) {
        if (m_fits.size() > 64)
            m_fits.clear();
        known = m_fits.insert(text, widthForFigure(text) <= m_cellWidth
                                        && QFontMetrics(figureFont()).height() <= m_cellHeight);
    }
    return *known;
}

QModelIndex HeatmapView::shownIndex() const
{
    return m_hovered.isValid() ? QModelIndex(m_hovered) : currentIndex();
}

void HeatmapView::layoutCells()
{
    m_fits.clear();
    const double factor = m_zoom / 100.0;
    // At 100%: room for the widest figure ("0.00", "1.00" or "—") and a heading of up to twice
    // that; longer headings are elided (their tooltip names the word).
    const QFontMetrics fm(font());
    const int margin = style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, this) + 1;
    int figure = 0;
    for (const QString &text : {QStringLiteral("0.00"), QStringLiteral("1.00"), QStringLiteral("—")})
        figure = std::max(figure, fm.horizontalAdvance(text) + 2 * margin + kFigurePadding);
    int heading = 0;
    if (const QAbstractItemModel *m = model()) {
        const int headerMargin = style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, this);
        for (int c = 0; c < m->columnCount(); ++c)
            heading = std::max(heading, fm.horizontalAdvance(m->headerData(c, Qt::Horizontal).toString())
                                            + 4 * headerMargin);
    }
    const int baseWidth = std::max(figure, std::min(heading, 2 * figure));
    const int baseHeight = fm.height() + kRowPadding;
    m_cellWidth = std::max(4, int(std::lround(baseWidth * factor)));
    m_cellHeight = std::max(4, int(std::lround(baseHeight * factor)));
    // Headings shrink with the cells below 100% and keep their size above.
    const QFont headerFont = m_zoom < 100 ? scaledFont(font(), factor) : font();
    for (QHeaderView *header : {horizontalHeader(), verticalHeader()})
        header->setFont(headerFont);
    horizontalHeader()->setDefaultSectionSize(m_cellWidth);
    verticalHeader()->setDefaultSectionSize(m_cellHeight);
    updateGeometry();
    viewport()->update();
    checkHorizontalBar();
}

void HeatmapView::setHovered(const QModelIndex &index)
{
    if (QModelIndex(m_hovered) == index)
        return;
    m_hovered = index;
    emit cellShown(shownIndex());
}

QSize HeatmapView::sizeHint() const
{
    const int rows = model() ? model()->rowCount() : 0;
    const int columns = model() ? model()->columnCount() : 0;
    const int frame = 2 * frameWidth();
    const int baseHeight = QFontMetrics(font()).height() + kRowPadding;
    const int contentHeight = rows * m_cellHeight;
    const int shownHeight = std::min(contentHeight, std::max(kVisibleRows * baseHeight, 3 * m_cellHeight));
    const int bar = style()->pixelMetric(QStyle::PM_ScrollBarExtent, nullptr, this);
    const int height = horizontalHeader()->sizeHint().height() + shownHeight + frame
        + (m_horizontalBar ? bar : 0);
    const int width = verticalHeader()->sizeHint().width() + columns * m_cellWidth + frame
        + (contentHeight > shownHeight ? bar : 0);
    return {std::min(width, 80 * QFontMetrics(font()).averageCharWidth()), height};
}

QSize HeatmapView::minimumSizeHint() const
{
    const int columns = model() ? model()->columnCount() : 0;
    const int bar = style()->pixelMetric(QStyle::PM_ScrollBarExtent, nullptr, this);
    const int width = verticalHeader()->sizeHint().width() + std::min(columns, 3) * m_cellWidth
        + 2 * frameWidth() + bar;
    return {width, sizeHint().height()};
}

int HeatmapView::zoomForKey(const QKeyEvent *event) const
{
    const Qt::KeyboardModifiers mods = event->modifiers() & ~(Qt::KeypadModifier | Qt::ShiftModifier);
    if (mods != Qt::NoModifier && mods != Qt::ControlModifier)
        return 0;
    switch (event->key()) {
    case Qt::Key_Plus:
    case Qt::Key_Equal:
        return m_zoom + kZoomStep;
    case Qt::Key_Minus:
        return m_zoom - kZoomStep;
    case Qt::Key_0:
        return mods == Qt::ControlModifier ? 100 : 0;
    default:
        return 0;
    }
}

bool HeatmapView::event(QEvent *event)
{
    // Ctrl++ and Ctrl+− zoom the heat map while it has the focus, not the window's text.
    if (event->type() == QEvent::ShortcutOverride) {
        auto *key = static_cast<QKeyEvent *>(event);
        if (zoomForKey(key) != 0) {
            event->accept();
            return true;
        }
    }
    return QTableView::event(event);
}

bool HeatmapView::viewportEvent(QEvent *event)
{
    if (event->type() == QEvent::Leave)
        setHovered({});
    return QTableView::viewportEvent(event);
}

void HeatmapView::keyPressEvent(QKeyEvent *event)
{
    if (const int zoom = zoomForKey(event)) {
        setZoom(zoom);
        event->accept();
        return;
    }
    QTableView::keyPressEvent(event);
}

void HeatmapView::wheelEvent(QWheelEvent *event)
{
    if (!(event->modifiers() & Qt::ControlModifier)) {
        QTableView::wheelEvent(event);
        return;
    }
    const int delta = event->angleDelta().y();
    if (delta != 0)
        setZoom(m_zoom + (delta > 0 ? kZoomStep : -kZoomStep));
    event->accept();
}

void HeatmapView::changeEvent(QEvent *event)
{
    QTableView::changeEvent(event);
    if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange)
        layoutCells();
}

void HeatmapView::resizeEvent(QResizeEvent *event)
{
    QTableView::resizeEvent(event);
    checkHorizontalBar();
}

void HeatmapView::checkHorizontalBar()
{
    // The height asked for makes room for the horizontal scroll bar only when there is one.
    const int columns = model() ? model()->columnCount() : 0;
    const bool horizontal = columns * m_cellWidth > viewport()->width();
    if (horizontal != m_horizontalBar) {
        m_horizontalBar = horizontal;
        updateGeometry();
    }
}

void HeatmapView::currentChanged(const QModelIndex &current, const QModelIndex &previous)
{
    QTableView::currentChanged(current, previous);
    if (!m_hovered.isValid())
        emit cellShown(current);
}

} // namespace ui
