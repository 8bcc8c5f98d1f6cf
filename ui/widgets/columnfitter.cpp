#include "columnfitter.h"

#include <QAbstractItemModel>
#include <QEvent>
#include <QFontMetrics>
#include <QHeaderView>
#include <QMetaObject>
#include <QStyle>
#include <QTableView>

#include <algorithm>
#include <vector>

namespace ui {

namespace {

class ColumnFitter : public QObject
{
public:
    ColumnFitter(QTableView *view, ColumnFit fit, ColumnOverflow overflow, std::function<int(int)> needed)
        : QObject(view)
        , m_view(view)
        , m_viewport(view->viewport())
        , m_overflow(overflow)
        , m_needed(std::move(needed))
    {
        if (overflow == ColumnOverflow::Scroll) {
            view->setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
            view->setHorizontalScrollMode(QAbstractItemView::ScrollPerPixel);
        }
        view->horizontalHeader()->setSectionResizeMode(QHeaderView::Fixed);
        view->horizontalHeader()->setStretchLastSection(false);
        view->installEventFilter(this);
        m_viewport->installEventFilter(this);
        if (QAbstractItemModel *model = view->model()) {
            connect(model, &QAbstractItemModel::modelReset, this, &ColumnFitter::measureLater);
            connect(model, &QAbstractItemModel::headerDataChanged, this, &ColumnFitter::measureLater);
            connect(model, &QAbstractItemModel::columnsInserted, this, &ColumnFitter::measureLater);
            connect(model, &QAbstractItemModel::columnsRemoved, this, &ColumnFitter::measureLater);
            if (fit == ColumnFit::FollowFigures)
                connect(model, &QAbstractItemModel::dataChanged, this, &ColumnFitter::measureLater);
        }
        measure();
        // Again once the table's owner has filled it in.
        measureLater();
    }

    bool eventFilter(QObject *watched, QEvent *event) override
    {
        // Compared by address only: events still arrive while the table is being destroyed,
        // when it is no longer a QTableView to call.
        if (watched == m_view && event->type() == QEvent::FontChange)
            measureLater(); // once the header has the new font too
        else if (watched == m_viewport && event->type() == QEvent::Resize)
            share(Reason::Resized);
        return QObject::eventFilter(watched, event);
    }

private:
    void measureLater()
    {
        if (m_pending)
            return;
        m_pending = true;
        QMetaObject::invokeMethod(this, &ColumnFitter::measure, Qt::QueuedConnection);
    }

    void measure()
    {
        m_pending = false;
        const QHeaderView *header = m_view->horizontalHeader();
        const int columns = m_view->model() != nullptr ? m_view->model()->columnCount() : 0;
        m_widths.assign(std::size_t(std::max(columns, 0)), 0);
        int total = 0;
        for (int c = 0; c < columns; ++c) {
            int width = header->sectionSizeHint(c);
            if (m_needed)
                width = std::max(width, m_needed(c));
            m_widths[std::size_t(c)] = width;
            total += width;
        }
        m_total = total;
        if (m_overflow == ColumnOverflow::Widen)
            m_view->setMinimumWidth(total + 2 * m_view->frameWidth());
        share(Reason::Measured);
    }

    enum class Reason { Measured, Resized };
    void share(Reason reason)
    {
        QHeaderView *header = m_view->horizontalHeader();
        const int count = int(m_widths.size());
        if (count == 0)
            return;
        const int spare = std::max(0, m_view->viewport()->width() - m_total);
        for (int c = 0; c < count; ++c)
            header->resizeSection(c, m_widths[std::size_t(c)] + spare / count + (c < spare % count ? 1 : 0));
        // A table that scrolls sideways is as tall as its rows and the scroll bar together. A
        // table sized to its contents (AdjustToContents, FittedTableView) asks for room again
        // itself when new widths bring or take away the bar; new figures (a step of a query
        // drag) must not lay the page out again.
        if (m_overflow == ColumnOverflow::Scroll && reason == Reason::Resized)
            m_view->updateGeometry();
    }

    QTableView *m_view;
    QWidget *m_viewport; ///< the table's, which keeps it for its whole life
    ColumnOverflow m_overflow;
    std::function<int(int)> m_needed;
    std::vector<int> m_widths;
    int m_total = 0;
    bool m_pending = false;
};

} // namespace

int boldCellWidth(const QTableView *view, const QString &text)
{
    QFont bold = view->font();
    bold.setBold(true);
    const int padding = 2 * (view->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, view) + 1) + 6;
    return QFontMetrics(bold).horizontalAdvance(text) + padding;
}

void fitColumns(QTableView *view, ColumnFit fit, ColumnOverflow overflow, std::function<int(int column)> needed)
{
    new ColumnFitter(view, fit, overflow, std::move(needed));
}

} // namespace ui
