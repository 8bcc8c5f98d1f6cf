#include "workshoppanel.h"

#include "figures.h"
#include "linklabel.h"
#include "presentation.h"
#include "querycanvas.h"
#include "querycontrols.h"
#include "textblock.h"
#include "weightchart.h"
#include "workshopmodel.h"

#include <QLabel>
#include <QVBoxLayout>

namespace ui {

WorkshopPanel::WorkshopPanel(course::WorkshopModel *model, QWidget *parent)
    : LessonPanel(model, parent)
    , m_canvas(new QueryCanvas(model, this))
{
    QStringList categories;
    for (std::size_t i = 0; i < model->keys().size(); ++i)
        categories << tr("k%1 (%2)").arg(i + 1).arg(model->layout().values[i]);
    // A click gives the plane the focus; the page's query moves only by its tip or the keys.
    m_canvas->setClickMovesQuery(false);
    // Fixed axes: a query lengthened to 4, as the pages ask, does not make the keys seem to shrink.
    m_canvas->setMinimumExtent(kLessonExtent);
    auto *controls = new QueryControls(model, this);
    m_chart = new WeightChart(categories, this);
    m_chart->setMinimumHeight(180);
    m_output = new TextBlock(Qt::RichText, this);
    m_output->setAccessibleName(tr("Output"));

    // The lessons quote the plate's figures: their keys never follow the free workshop's.
    auto *caption = new LinkLabel(tr("Drag the red tip of the query, focus the plane and use the arrow "
                                  "keys, or type the query's angle and length below it. The bars show "
                                  "each key's <a href=\"glossary:attention-weights\">attention weight</a>. "
                                  "These are always the plate's five keys, even if you changed the keys in "
                                  "the free workshop."),
                               this);
    caption->setWordWrap(true);
    linkGlossary(caption);
    hideWhenPresenting(caption);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(caption);
    layout->addWidget(m_canvas, 3);
    layout->addWidget(controls);
    layout->addWidget(m_chart, 2);
    layout->addWidget(m_output);

    connect(model, &course::WorkshopModel::queryChanged, this, &WorkshopPanel::refresh);
    refresh();
}

void WorkshopPanel::refresh()
{
    const attn::Trace &t = model()->trace();
    m_chart->setWeights(t.weights());
    m_output->setRichText(tr("output = Σ w<sub>i</sub>·v<sub>i</sub> = <b>%1</b>"), {course::formatFixed(t.output, 2)});
}

} // namespace ui
