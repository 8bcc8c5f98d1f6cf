#include "querycontrols.h"

#include "flowlayout.h"
#include "workshopmodel.h"

#include <QDoubleSpinBox>
#include <QLabel>
#include <QSignalBlocker>

namespace ui {

QueryControls::QueryControls(course::WorkshopModel *model, QWidget *parent, bool mnemonics)
    : QWidget(parent)
    , m_model(model)
    , m_angle(new QDoubleSpinBox(this))
    , m_length(new QDoubleSpinBox(this))
{
    auto *row = new FlowLayout(this);
    row->setContentsMargins(0, 0, 0, 0);
    row->setJustified(false);

    m_angle->setObjectName(QStringLiteral("angleSpin"));
    m_angle->setRange(0.0, 360.0);
    m_angle->setWrapping(true);
    m_angle->setDecimals(1);
    m_angle->setSingleStep(1.0);
    m_angle->setSuffix(tr("°"));
    m_angle->setAccessibleName(tr("Query angle in degrees"));
    auto *angleLabel = new QLabel(mnemonics ? tr("Query &angle:") : tr("Query angle:"), this);
    angleLabel->setBuddy(m_angle);

    m_length->setObjectName(QStringLiteral("lengthSpin"));
    m_length->setRange(0.0, course::WorkshopModel::kMaxLength);
    m_length->setDecimals(2);
    m_length->setSingleStep(0.1);
    m_length->setAccessibleName(tr("Query length"));
    auto *lengthLabel = new QLabel(mnemonics ? tr("Query &length:") : tr("Query length:"), this);
    lengthLabel->setBuddy(m_length);

    row->addWidget(FlowLayout::together({angleLabel, m_angle}));
    row->addWidget(FlowLayout::together({lengthLabel, m_length}));

    syncFromModel();
    connect(m_angle, &QDoubleSpinBox::valueChanged, m_model, &course::WorkshopModel::setAngle);
    connect(m_length, &QDoubleSpinBox::valueChanged, m_model, &course::WorkshopModel::setLength);
    connect(m_model, &course::WorkshopModel::queryChanged, this, &QueryControls::syncFromModel);
}

void QueryControls::syncFromModel()
{
    for (auto [spin, value] : {std::pair{m_angle, m_model->angle()}, std::pair{m_length, m_model->length()}}) {
        if (spin->textFromValue(spin->value()) == spin->textFromValue(value))
            continue;
        const QSignalBlocker block(spin);
        spin->setValue(value);
    }
}

} // namespace ui
