#include "exercisekind.h"

#include "kinds.h"

namespace course {

const QList<const ExerciseKind *> &exerciseKinds()
{
    static const QList<const ExerciseKind *> kinds{&numericKind(), &singleChoiceKind(), &multipleChoiceKind(),
                                                   &rankingKind(), &tableKind(), &targetKind(), &matchingKind()};
    return kinds;
}

const ExerciseKind *kindNamed(const QString &name)
{
    for (const ExerciseKind *kind : exerciseKinds())
        if (kind->name() == name)
            return kind;
    return nullptr;
}

const ExerciseKind &kindOf(Exercise::Type type)
{
    for (const ExerciseKind *kind : exerciseKinds())
        if (kind->type() == type)
            return *kind;
    Q_UNREACHABLE();
}

QString typeName(Exercise::Type type)
{
    return kindOf(type).name();
}

} // namespace course
