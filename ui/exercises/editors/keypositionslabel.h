#pragma once

#include "contentlabel.h"

namespace course {
struct Variant;
}

namespace ui {

/// Where a variant's query and keys are (course::keyPositions()), as a small table a learner
/// can read and select, and a screen reader speaks row by row: what an exercise that asks for
/// scores or weights without the workshop needs.
class KeyPositionsLabel : public ContentLabel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(KeyPositionsLabel)

public:
    explicit KeyPositionsLabel(const course::Variant &variant, QWidget *parent = nullptr);
};

} // namespace ui
