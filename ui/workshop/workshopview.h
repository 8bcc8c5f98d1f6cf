#pragma once

#include "attention.h"

#include <QWidget>

class QDoubleSpinBox;
class QPushButton;
class QTableView;
class QVBoxLayout;

namespace course {
class WorkshopModel;
}

namespace ui {

class EquationLabel;
class FlowLayout;
class HeadedSection;
class QueryCanvas;
class QueryControls;
class TextBlock;
class TraceTableModel;
class WeightChart;

/// The plate's workshop: the plane with keys and query (left); the weight bars, the output
/// as an equation and the per-key table (right); presets that replay the plate's narration.
class WorkshopView : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(WorkshopView)

public:
    /// One of the plate's scenes: a query and what the plate says about it.
    struct Preset {
        enum Kind { PlateDefault, Lengthen, Shorten, PointAtKey };
        Kind kind = PlateDefault;
        attn::Polar query;
        std::size_t key = 0; ///< for PointAtKey
    };

    explicit WorkshopView(course::WorkshopModel *model, QWidget *parent = nullptr);

    course::WorkshopModel *model() const { return m_model; }
    QueryCanvas *canvas() const { return m_canvas; }
    WeightChart *chart() const { return m_chart; }
    QDoubleSpinBox *angleSpin() const;
    QDoubleSpinBox *lengthSpin() const;
    QTableView *table() const { return m_table; }
    const QList<QPushButton *> &presetButtons() const { return m_presetButtons; }
    EquationLabel *outputLabel() const { return m_output; }
    TextBlock *narrationLabel() const { return m_narration; }

    TextBlock *introText() const { return m_intro; }

    /// The presets in button order: plate default, lengthen, shorten, point at key 1…n.
    std::vector<Preset> presets() const;

    /// Presentation mode's layout, for a projector: the plane takes the room, the chart and
    /// the output beside it, the presets in one band across the bottom; the introduction is
    /// hidden, and the table of figures stands in for the chart while showDetails() is on.
    void setPresenting(bool on);
    bool isPresenting() const { return m_presenting; }
    /// In presentation mode: the table of figures instead of the chart (T), or back.
    void setDetailsShown(bool shown);
    bool detailsShown() const { return m_detailsShown; }
    /// The next (+1) or previous (−1) of presets(), round; from a query that is none of
    /// them, the first or the last. A presenter's Page Down and Page Up.
    void stepScene(int direction);

private:
    /// Shows the table and the chart as the mode and setDetailsShown() ask.
    void applyDetails();
    HeadedSection *createPresets();
    void syncFromModel();
    /// The chart's bars, the introduction and the "Point at" buttons for the current keys.
    void syncKeys();
    QStringList chartCategories() const;
    QString narration() const;

    course::WorkshopModel *m_model = nullptr;
    QueryCanvas *m_canvas = nullptr;
    WeightChart *m_chart = nullptr;
    QTableView *m_table = nullptr;
    TraceTableModel *m_tableModel = nullptr;
    EquationLabel *m_output = nullptr;
    TextBlock *m_narration = nullptr;
    TextBlock *m_intro = nullptr;
    QueryControls *m_controls = nullptr;
    HeadedSection *m_presets = nullptr;
    QVBoxLayout *m_left = nullptr;
    QVBoxLayout *m_right = nullptr;
    QVBoxLayout *m_bottom = nullptr;
    bool m_presenting = false;
    bool m_detailsShown = false;
    FlowLayout *m_keyRow = nullptr;
    QList<QPushButton *> m_presetButtons;
    QList<QPushButton *> m_keyButtons;
    /// Whether the introduction, bars and buttons describe the plate's own keys.
    bool m_plateKeysShown = true;
};

} // namespace ui
