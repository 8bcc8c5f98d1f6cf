#include "answereditor.h"

#include "choiceeditor.h"
#include "exercisesession.h"
#include "matchingeditor.h"
#include "numbereditor.h"
#include "rankingeditor.h"
#include "tableeditor.h"
#include "targeteditor.h"

namespace ui {

AnswerEditor *AnswerEditor::create(const course::ExerciseSession &session,
                                   course::WorkshopModel *workshop, QWidget *parent)
{
    const course::Exercise &e = session.exercise();
    switch (e.type) {
    case course::Exercise::Type::Numeric: return new NumberEditor(e, session.variant(), parent);
    case course::Exercise::Type::SingleChoice: return new ChoiceEditor(e, session.variant(), true, parent);
    case course::Exercise::Type::MultipleChoice: return new ChoiceEditor(e, session.variant(), false, parent);
    case course::Exercise::Type::Ranking: return new RankingEditor(e, session.variant(), parent);
    case course::Exercise::Type::Table: return new TableEditor(e, session.variant(), parent);
    case course::Exercise::Type::Target: return new TargetEditor(workshop, parent);
    case course::Exercise::Type::Matching: return new MatchingEditor(e, session.variant(), parent);
    }
    return new NumberEditor(e, session.variant(), parent);
}

} // namespace ui
