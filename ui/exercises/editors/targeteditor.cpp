#include "targeteditor.h"

#include "contentlabel.h"
#include "presentation.h"
#include "querycanvas.h"
#include "weightchart.h"
#include "workshopmodel.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>

namespace ui {

TargetEditor::TargetEditor(course::WorkshopModel *workshop, QWidget *parent)
    : AnswerEditor(parent)
    , m_workshop(workshop)
{
    auto *column = new QVBoxLayout(this);
    column->setContentsMargins(0, 0, 0, 0);
    if (!m_workshop) {
        auto *missing = new QLabel(tr("This exercise is answered on the workshop, which is not available here."), this);
        missing->setWordWrap(true);
        column->addWidget(missing);
        return;
    }
    auto *note = new QLabel(tr("Move the query (red) on the plane, by dragging its tip or with "
                               "the arrow keys, then check."),
                            this);
    note->setWordWrap(true);
    hideWhenPresenting(note);
    column->addWidget(note);

    auto *row = new QHBoxLayout;
    column->addLayout(row);
    m_canvas = new QueryCanvas(m_workshop, this);
    m_canvas->setObjectName(QStringLiteral("targetCanvas"));
    m_canvas->setFixedSize(m_canvas->minimumSizeHint());
    // The prompt names keys by number: a session's own keys keep their number beside their name.
    QStringList categories;
    const bool plate = m_workshop->hasPlateKeys();
    for (std::size_t i = 0; i < m_workshop->keys().size(); ++i)
        categories << (plate ? tr("k%1 (%2)").arg(i + 1).arg(m_workshop->layout().values[i])
                             : tr("k%1 %2").arg(i + 1).arg(m_workshop->keyNames().value(qsizetype(i))));
    m_chart = new WeightChart(categories, this);
    m_chart->setObjectName(QStringLiteral("targetChart"));
    // No taller than the plane beside it, at any scale.
    m_chart->setBaseMinimumHeight(m_canvas->minimumSizeHint().height() / 2);
    m_chart->setMinimumWidth(m_canvas->minimumSizeHint().width());
    m_chart->setMaximumHeight(m_canvas->minimumSizeHint().height());
    row->addWidget(m_canvas);
    row->addWidget(m_chart, 1);

    m_query = new ContentLabel(tr("Current query"), this);
    m_query->setObjectName(QStringLiteral("queryLabel"));
    m_query->setTextFormat(Qt::PlainText);
    m_query->setWordWrap(true);
    m_query->setTextInteractionFlags(Qt::TextSelectableByMouse);
    column->addWidget(m_query);

    connect(m_workshop, &course::WorkshopModel::queryChanged, this, [this] {
        sync();
        emit edited();
    });
    sync();
}

course::Answer TargetEditor::answer() const
{
    if (!m_workshop)
        return course::TargetAnswer{};
    const attn::Polar q = m_workshop->query();
    return course::TargetAnswer{q.angleDegrees, q.length};
}

void TargetEditor::setReadOnly(bool readOnly)
{
    if (m_canvas)
        m_canvas->setEnabled(!readOnly);
}

void TargetEditor::sync()
{
    m_chart->setWeights(m_workshop->trace().weights());
    m_query->setText(m_workshop->summary());
}

} // namespace ui
