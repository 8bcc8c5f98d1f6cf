#pragma once

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace course {

/// The panels a lesson page may show beside its prose (lessons/FORMAT.md, "Panels"): the one
/// catalogue of them. The loader checks a page's "panel" against it, the placeholders of each
/// come from it, and the window builds the panel of each entry (ui/lessons/panelfactory.cpp
/// switches over Panel, so that the compiler names a panel the window cannot build yet).
enum class Panel {
    Workshop,
    DictionaryVsAttention,
    DotProductTable,
    SoftmaxTable,
    WeightedSumTable,
    SharpnessPlot,
    ProjectionLab,
    WeightMatrix,
    TrainingLab,
};

struct PanelEntry {
    Panel panel;
    QString name;               ///< as lesson.json names it: "softmax-table"
    QStringList placeholders;   ///< what only this panel offers beside the common ones
};

/// Every panel, in the order the format lists them.
const QList<PanelEntry> &panelCatalogue();
/// The panel lesson.json names `name`; nothing for a name that is no panel.
std::optional<Panel> panelNamed(const QString &name);
/// The names of panelCatalogue(), in order.
const QStringList &panelNames();
bool isKnownPanel(const QString &panel);

} // namespace course
