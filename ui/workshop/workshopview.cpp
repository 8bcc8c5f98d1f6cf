#include "workshopview.h"

#include "columnfitter.h"
#include "fittedtable.h"
#include "equationlabel.h"
#include "flowlayout.h"
#include "headedsection.h"
#include "placeholders.h"
#include "presentation.h"
#include "querycanvas.h"
#include "querycontrols.h"
#include "scrollpage.h"
#include "statictextdelegate.h"
#include "textblock.h"
#include "tracetablemodel.h"
#include "weightchart.h"
#include "workshopmodel.h"

#include <QDoubleSpinBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSignalBlocker>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <utility>

namespace ui {

namespace {

QString figure(double x)
{
    return course::formatFixed(x, 2);
}

/// The length of the query of a "Point at" preset.
constexpr double kPointAtLength = 4.0;

bool sameQuery(attn::Polar a, attn::Polar b)
{
    return std::abs(a.angleDegrees - b.angleDegrees) < 1e-9 && std::abs(a.length - b.length) < 1e-9;
}

} // namespace

WorkshopView::WorkshopView(course::WorkshopModel *model, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
{
    m_canvas = new QueryCanvas(m_model, this);
    m_canvas->setObjectName(QStringLiteral("queryCanvas"));

    m_canvas->setKeysEditable(true);
    m_chart = new WeightChart(chartCategories(), this);
    m_chart->setObjectName(QStringLiteral("weightChart"));

    m_output = new EquationLabel(this);
    m_output->setObjectName(QStringLiteral("outputLabel"));
    m_output->setAccessibleName(tr("Output"));

    m_tableModel = new TraceTableModel(m_model, this);
    m_table = new FittedTableView(this);
    m_table->setObjectName(QStringLiteral("traceTable"));
    m_table->setModel(m_tableModel);
    m_table->setItemDelegate(new StaticTextDelegate(m_table));
    m_table->setAccessibleName(tr("Scores, weights and contributions per key"));
    m_table->verticalHeader()->hide();
    m_table->setSelectionMode(QAbstractItemView::NoSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setTabKeyNavigation(false); // Tab leaves the table instead of walking its cells
    m_table->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    // Every row always shows: the chart above gives way, or the workshop scrolls.
    m_table->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    fitRowsToFont(m_table);
    // No figure is ever cut: the key and value columns as wide as their content (it changes
    // only with the keys), the others as the widest figure they can show in the leading key's
    // bold (a score of −20.000 at the longest query, a weight of 100.00%). In a narrow window
    // the plane gives way.
    fitColumns(m_table, ColumnFit::FixedFigures, ColumnOverflow::Widen, [this](int column) {
        if (column == TraceTableModel::Key || column == TraceTableModel::Value)
            return boldCellWidth(m_table, QString()) + static_cast<const QAbstractItemView *>(m_table)->sizeHintForColumn(column);
        return boldCellWidth(m_table, QStringLiteral("\u2212100.000%"));
    });

    m_narration = new TextBlock(Qt::PlainText, this);
    m_narration->setObjectName(QStringLiteral("narrationLabel"));
    m_narration->setAccessibleName(tr("What the plate says"));
    m_narration->setMinimumHeight(m_narration->fontMetrics().lineSpacing() * 3);
    // The two texts that change on every query step fill their own background (the window's
    // colour, as the page behind them): a step then repaints them alone, not the page under.
    m_narration->setAutoFillBackground(true);
    m_output->setAutoFillBackground(true);

    m_intro = new TextBlock(Qt::RichText, this);
    m_intro->setObjectName(QStringLiteral("introText"));
    m_intro->setAccessibleName(tr("About the workshop"));

    m_controls = new QueryControls(m_model, this);
    m_presets = createPresets();
    auto *left = m_left = new QVBoxLayout;
    left->addWidget(m_intro);
    left->addWidget(m_canvas, 1);
    left->addWidget(m_controls);
    left->addWidget(m_presets);
    left->addWidget(m_narration);

    auto *right = m_right = new QVBoxLayout;
    right->addWidget(m_chart, 1);
    right->addWidget(m_output);
    right->addWidget(m_table);

    auto *columns = new QHBoxLayout;
    columns->addLayout(left, 5);
    columns->addLayout(right, 4);
    // Presentation mode's band across the bottom (setPresenting()); empty otherwise.
    m_bottom = new QVBoxLayout;
    auto *rows = new QVBoxLayout;
    rows->addLayout(columns, 1);
    rows->addLayout(m_bottom);
    // With large text in a small window the workshop scrolls instead of cutting anything off.
    auto *page = new ScrollPage(rows, this);
    page->setObjectName(QStringLiteral("workshopPage"));
    page->setAccessibleName(tr("Workshop"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(page);

    connect(m_model, &course::WorkshopModel::keysChanged, this, &WorkshopView::syncKeys);
    connect(m_model, &course::WorkshopModel::queryChanged, this, &WorkshopView::syncFromModel);
    syncKeys();
    syncFromModel();
}

void WorkshopView::setPresenting(bool on)
{
    if (on == m_presenting)
        return;
    m_presenting = on;
    m_intro->setVisible(!on);
    // The plane alone on the left; the query's boxes under the output; the narration and the
    // presets in a band across the bottom, the whole width.
    for (QWidget *w : std::initializer_list<QWidget *>{m_controls, m_presets, m_narration}) {
        m_left->removeWidget(w);
        m_right->removeWidget(w);
        m_bottom->removeWidget(w);
    }
    if (on) {
        m_right->insertWidget(m_right->indexOf(m_output) + 1, m_controls);
        m_bottom->addWidget(m_narration);
        m_bottom->addWidget(m_presets);
    } else {
        m_left->addWidget(m_controls);
        m_left->addWidget(m_presets);
        m_left->addWidget(m_narration);
    }
    m_presets->setHeadingVisible(!on);
    // The bars are named by their keys alone: the values are on the plane's labels.
    m_chart->setCategories(chartCategories());
    m_chart->setWeights(m_model->trace().weights());
    applyDetails();
}

void WorkshopView::stepScene(int direction)
{
    const std::vector<Preset> scenes = presets();
    const auto count = int(scenes.size());
    int current = -1;
    for (int i = 0; i < count; ++i)
        if (sameQuery(scenes[std::size_t(i)].query, m_model->query()))
            current = i;
    const int next = current < 0 ? (direction > 0 ? 0 : count - 1) : ((current + direction) % count + count) % count;
    m_model->setQuery(scenes[std::size_t(next)].query);
}

void WorkshopView::setDetailsShown(bool shown)
{
    m_detailsShown = shown;
    applyDetails();
}

void WorkshopView::applyDetails()
{
    m_chart->setVisible(!m_presenting || !m_detailsShown);
    m_table->setVisible(!m_presenting || m_detailsShown);
    if (m_table->isVisible())
        refreshHeaderFont(m_table);
}

QStringList WorkshopView::chartCategories() const
{
    // The plate's keys with their values, as the plate labels them; keys of one's own by
    // name alone, which has to fit up to eight bars (their values are in the table).
    const bool plate = m_model->hasPlateKeys() && !m_presenting;
    QStringList categories;
    for (std::size_t i = 0; i < m_model->keys().size(); ++i)
        categories << (plate ? tr("%1 (%2)").arg(m_model->keyNames().value(qsizetype(i)),
                                                  course::formatPlain(m_model->layout().values[i]))
                             : m_model->keyNames().value(qsizetype(i)));
    return categories;
}

void WorkshopView::syncKeys()
{
    m_plateKeysShown = m_model->hasPlateKeys();
    m_chart->setCategories(chartCategories());
    if (m_plateKeysShown) {
        m_intro->setText(
            tr("<b>Workshop.</b> Five keys (blue) and a query (red). Each key receives an "
               "attention weight from how well it matches the query; the output is the weighted "
               "average of the values 10 to 50. Turn the query, or lengthen it to sharpen the "
               "lookup."));
    } else {
        m_intro->setText(
            // Always 2 to 8 keys: a plural without a singular.
            tr("<b>Workshop, with keys of your own.</b> %1 keys (blue) and a query (red). Each "
               "key receives an attention weight from how well it matches the query; the output "
               "is the weighted average of their values. Workshop ▸ Edit Keys… changes them; "
               "Reset there returns to the plate's five.")
                .arg(m_model->keys().size()));
    }
    // One "Point at" button per key.
    for (QPushButton *button : std::as_const(m_keyButtons)) {
        m_presetButtons.removeOne(button);
        m_keyRow->removeWidget(button);
        button->hide();
        // Later: this may run inside a click of one of these buttons.
        button->deleteLater();
    }
    m_keyButtons.clear();
    for (std::size_t i = 0; i < m_model->keys().size(); ++i) {
        const QString text = m_plateKeysShown ? tr("Point at key %1").arg(i + 1)
                                   : tr("Point at %1").arg(m_model->keyNames().value(qsizetype(i)));
        auto *button = new QPushButton(text, this);
        button->setAccessibleName(text);
        button->setAutoDefault(false);
        // The key's direction when clicked: a key may have been moved since.
        connect(button, &QPushButton::clicked, m_model, [this, i] {
            if (i < m_model->layout().keys.size())
                m_model->setQuery({m_model->layout().keys[i].angleDegrees, kPointAtLength});
        });
        m_keyRow->addWidget(button);
        m_keyButtons << button;
        m_presetButtons << button;
    }
}

QDoubleSpinBox *WorkshopView::angleSpin() const
{
    return m_controls->angleSpin();
}

QDoubleSpinBox *WorkshopView::lengthSpin() const
{
    return m_controls->lengthSpin();
}

std::vector<WorkshopView::Preset> WorkshopView::presets() const
{
    const attn::PlateLayout &plate = m_model->layout();
    const double a = plate.defaultQuery.angleDegrees;
    std::vector<Preset> out{
        {Preset::PlateDefault, plate.defaultQuery, 0},
        {Preset::Lengthen, {a, 4.0}, 0},
        {Preset::Shorten, {a, 0.1}, 0},
    };
    for (std::size_t i = 0; i < plate.keys.size(); ++i)
        out.push_back({Preset::PointAtKey, {plate.keys[i].angleDegrees, kPointAtLength}, i});
    return out;
}

HeadedSection *WorkshopView::createPresets()
{
    auto *box = new HeadedSection(tr("Replay the plate"), this);
    box->setObjectName(QStringLiteral("presets"));
    // A row of the plate's replays and one of "Point at" buttons, one per key; each wraps where
    // the width runs out (large text, a narrow window).
    auto *plateRow = new FlowLayout;
    m_keyRow = new FlowLayout;
    box->contents()->addLayout(plateRow);
    box->contents()->addLayout(m_keyRow);
    const attn::Polar d = m_model->layout().defaultQuery;
    for (const Preset &preset : presets()) {
        // The keys' buttons follow the keys (syncKeys()).
        if (preset.kind == Preset::PointAtKey)
            continue;
        QString text;
        switch (preset.kind) {
        case Preset::PlateDefault:
            text = tr("Plate default (%1°, %2)").arg(course::formatPlain(d.angleDegrees), course::formatPlain(d.length));
            break;
        case Preset::Lengthen:
            text = tr("Lengthen to %1").arg(course::formatPlain(preset.query.length));
            break;
        case Preset::Shorten:
            text = tr("Shorten to %1").arg(course::formatPlain(preset.query.length));
            break;
        case Preset::PointAtKey:
            break;
        }
        auto *button = new QPushButton(text, box);
        button->setAccessibleName(text);
        button->setAutoDefault(false);
        const attn::Polar q = preset.query;
        connect(button, &QPushButton::clicked, m_model, [this, q] { m_model->setQuery(q); });
        plateRow->addWidget(button);
        m_presetButtons << button;
    }
    return box;
}

QString WorkshopView::narration() const
{
    const attn::Trace &t = m_model->trace();
    const std::size_t best = m_model->leadingKey();
    const double top = t.rows[best].weight;
    for (const Preset &preset : presets()) {
        if (!sameQuery(preset.query, m_model->query()))
            continue;
        switch (preset.kind) {
        case Preset::PlateDefault:
            return tr("With the query pointing at %1°, key %2 gets the largest weight, %3, and "
                      "the output %4 is mostly its value %5 with some of the others mixed in.")
                .arg(preset.query.angleDegrees)
                .arg(best + 1)
                .arg(course::formatPercent(top), figure(t.output))
                .arg(t.rows[best].value);
        case Preset::Lengthen:
            return tr("Lengthen the query to %1 and the dot products spread apart, so the "
                      "softmax concentrates: the largest weight rises to %2.")
                .arg(preset.query.length)
                .arg(course::formatPercent(top));
        case Preset::Shorten:
            if (!m_model->hasPlateKeys())
                return tr("Shorten it to %1 and the keys get nearly equal shares (%2 at most): "
                          "the output %3 is close to the plain average, %4.")
                    .arg(course::formatPlain(preset.query.length), course::formatPercent(top), figure(t.output),
                         course::formatPlain(attn::plainAverage(m_model->layout().values)));
            return tr("Shorten it to %1 and every key gets about a fifth (%2 at most): the "
                      "output %3 is close to the plain average, %4.")
                .arg(course::formatPlain(preset.query.length), course::formatPercent(top), figure(t.output),
                     course::formatPlain(attn::plainAverage(m_model->layout().values)));
        case Preset::PointAtKey:
            if (!m_model->hasPlateKeys())
                return tr("Pointed straight at %1, the query gives it %2 of the weight; the "
                          "output is %3 (its value is %4).")
                    .arg(m_model->keyNames().value(qsizetype(preset.key)), course::formatPercent(t.rows[preset.key].weight),
                         figure(t.output), course::formatPlain(t.rows[preset.key].value));
            return tr("Pointed straight at key %1, the query gives it %2 of the weight: the "
                      "output %3 is nearly its value %4.")
                .arg(QString::number(preset.key + 1), course::formatPercent(t.rows[preset.key].weight), figure(t.output),
                     course::formatPlain(t.rows[preset.key].value));
        }
    }
    return tr("Key %1 receives the most weight, %2. Lengthen the query to sharpen the lookup, "
              "shorten it to blur it towards the plain average.")
        .arg(best + 1)
        .arg(course::formatPercent(top));
}

void WorkshopView::syncFromModel()
{
    // A key dragged off the plate's layout (or back onto it) changes what the view says.
    if (m_model->hasPlateKeys() != m_plateKeysShown)
        syncKeys();
    m_controls->syncFromModel();
    const attn::Trace &t = m_model->trace();
    m_chart->setWeights(t.weights());

    QStringList terms;
    for (const attn::TraceRow &row : t.rows)
        terms << QStringLiteral("%1·%2").arg(course::formatFixed(row.weight, 3), course::formatPlain(row.value));
    m_output->setEquation(figure(t.output), terms.join(QStringLiteral(" + ")));
    m_narration->setText(narration());
    // A preset button keeps the focus when pressed: it says what it did, so that a screen
    // reader hears the new query and its weights where the learner is.
    for (QPushButton *button : std::as_const(m_presetButtons))
        button->setAccessibleDescription(button->hasFocus() ? m_model->summary() + QLatin1Char(' ') + narration()
                                                            : QString());
}

} // namespace ui
