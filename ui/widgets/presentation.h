#pragma once

#include <QFont>
#include <QObject>

class QChart;
class QTableView;
class QWidget;

namespace ui {

/// Presentation mode, for a projector: one scale for everything in a window's contents. The
/// window owns one Presentation and is the one writer of it; it gives its contents a font
/// of scale() times the application's while the mode is on, and the widgets that draw for
/// themselves read factorFor(this) for their pens, arrow heads and gaps. A font change
/// reaches every widget of the contents, so a change of scale needs no signal of its own
/// below the window.
class Presentation : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(Presentation)

public:
    /// Ctrl+= and Ctrl+− change the scale by this much, within these bounds.
    static constexpr double kStep = 0.1;
    static constexpr double kMinimum = 1.0;
    static constexpr double kMaximum = 4.0;
    /// Readable from the back of a room at 1920×1080: body text this many pixels high
    /// (QFontMetrics::height()), and the figures in the tables and on the bars this many.
    static constexpr int kBodyPixels = 28;
    static constexpr int kFigurePixels = 32;

    explicit Presentation(QObject *parent = nullptr);

    bool isActive() const { return m_active; }
    void setActive(bool active);

    /// The scale of the mode, on or off; defaultScale() until one is chosen.
    double scale() const { return m_scale; }
    /// Clamped to kMinimum–kMaximum and rounded to a kStep.
    void setScale(double scale);
    void zoomIn() { setScale(m_scale + kStep); }
    void zoomOut() { setScale(m_scale - kStep); }
    void resetScale() { setScale(defaultScale()); }
    double defaultScale() const { return m_defaultScale; }

    /// What the contents are scaled by now: scale() in the mode, 1 outside it.
    double factor() const { return m_active ? m_scale : 1.0; }
    /// `body` at factor().
    QFont font(const QFont &body) const;

    /// The smallest scale (a multiple of kStep) at which `body`, the font of the prose and
    /// of the figures in the tables and on the bars, is kFigurePixels high (and so at least
    /// kBodyPixels).
    static double defaultScaleFor(const QFont &body);

    /// The factor() of the window `widget` is in; 1 for a window without a Presentation.
    static double factorFor(const QWidget *widget);

signals:
    /// The mode was turned on or off, or its scale changed.
    void changed();

private:
    bool m_active = false;
    double m_defaultScale = 1.0;
    double m_scale = 1.0;
};

/// A chart does not take its view's font: its title, legend and the labels and titles of its
/// axes in `font` (the title in bold), as the rest of the window's text.
void applyChartFont(QChart *chart, const QFont &font);

/// Rows of `view` tall enough for its font with `padding` pixels to spare, now and after
/// each change of its font (a table's rows otherwise keep the style's fixed height).
void fitRowsToFont(QTableView *view, int padding = 8);

} // namespace ui
