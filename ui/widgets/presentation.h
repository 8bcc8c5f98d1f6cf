#pragma once

#include <QFont>
#include <QObject>

#include <optional>

class QChart;
class QTableView;
class QWidget;

namespace ui {

/// The size of a window's contents: the learner's text size (Ctrl+= and Ctrl+− in any
/// window, 100% to 250% of the system's font) and presentation mode, for a projector, with a
/// scale of its own. The window owns one Presentation and is the one writer of it; it gives
/// its contents a font of factor() times the application's, and the widgets that draw for
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
    /// The learner's text size outside the mode: 100% (the system's font) to this.
    static constexpr double kTextMaximum = 2.5;
    /// Readable from the back of a room at 1920×1080: body text this many pixels high
    /// (QFontMetrics::height()), and the figures in the tables and on the bars this many.
    static constexpr int kBodyPixels = 28;
    static constexpr int kFigurePixels = 32;
    /// The screen height those are for; a projector of fewer lines (768, 800) gets them in
    /// proportion, never below kMinimumPixels, so that its figure still fits.
    static constexpr int kReferenceHeight = 1080;
    static constexpr int kMinimumPixels = 20;

    explicit Presentation(QObject *parent = nullptr);

    bool isActive() const { return m_active; }
    void setActive(bool active);

    /// The scale of the mode, on or off: defaultScale() and the teacher's steps from it.
    double scale() const;
    /// Clamped to kMinimum–kMaximum and rounded to a kStep; kept as steps from the default,
    /// so that "two steps larger" holds on the next projector too.
    void setScale(double scale);
    /// The teacher's steps of kStep from defaultScale() (Ctrl+= and Ctrl+−), as remembered.
    int steps() const { return m_steps; }
    void setSteps(int steps);
    /// Measured when first asked for (a font for each step of the scale), not with the window,
    /// for the screen height given to setScreenHeight().
    double defaultScale() const;
    /// The height in pixels of the screen the mode shows on (kReferenceHeight until told).
    int screenHeight() const { return m_screenHeight; }
    void setScreenHeight(int pixels);
    /// The pixel heights body text and figures need on a screen `height` pixels high.
    static int bodyPixelsFor(int height);
    static int figurePixelsFor(int height);

    /// The learner's text size outside the mode (1 is the system's font).
    double textScale() const { return m_textScale; }
    /// Clamped to kMinimum–kTextMaximum and rounded to a kStep.
    void setTextScale(double scale);

    /// Ctrl+=, Ctrl+− and Ctrl+0: the scale in the mode, the text size outside it.
    void zoomIn();
    void zoomOut();
    void resetScale();
    bool canZoomIn() const;
    bool canZoomOut() const;

    /// What the contents are scaled by now: scale() in the mode, textScale() outside it.
    double factor() const { return m_active ? scale() : m_textScale; }
    /// `body` at factor().
    QFont font(const QFont &body) const;

    /// The smallest scale (a multiple of kStep) at which `body`, the font of the prose and
    /// of the figures in the tables and on the bars, is figurePixelsFor(screenHeight) high
    /// (and so at least bodyPixelsFor() it).
    static double defaultScaleFor(const QFont &body, int screenHeight = kReferenceHeight);

    /// The factor() of the window `widget` is in; 1 for a window without a Presentation.
    static double factorFor(const QWidget *widget);

signals:
    /// The mode was turned on or off, or its scale changed.
    void changed();

private:
    bool m_active = false;
    mutable std::optional<double> m_defaultScale;
    int m_steps = 0;
    double m_textScale = 1.0;
    int m_screenHeight = kReferenceHeight;
};

/// Marks a lesson panel's explanation (a caption the page's text already gives) as one that
/// presentation mode hides: the teacher talks over it, and the figure needs its room
/// (LessonView::setPresenting()). Not for a text the panel shows and hides itself.
void hideWhenPresenting(QWidget *explanation);
/// Shows or hides every such explanation among `panel`'s children.
void applyPresenting(QWidget *panel, bool presenting);

/// A chart does not take its view's font: its title, legend and the labels and titles of its
/// axes in `font` (the title in bold), as the rest of the window's text.
void applyChartFont(QChart *chart, const QFont &font);

/// A table's header resolves its font anew from the table's: one hidden, or given its model,
/// while the font changed keeps the old one (Qt 6.4).
void refreshHeaderFont(QTableView *view);

/// Rows of `view` tall enough for its font with `padding` pixels to spare, now and after
/// each change of its font (a table's rows otherwise keep the style's fixed height).
void fitRowsToFont(QTableView *view, int padding = 8);

} // namespace ui
