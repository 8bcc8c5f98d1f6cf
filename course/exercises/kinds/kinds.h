#pragma once

// The kinds the registry (exercisekind.cpp) lists; internal to course/exercises/kinds.

#include "exercisekind.h"

namespace course {

const ExerciseKind &numericKind();
const ExerciseKind &singleChoiceKind();
const ExerciseKind &multipleChoiceKind();
const ExerciseKind &rankingKind();
const ExerciseKind &tableKind();
const ExerciseKind &targetKind();
const ExerciseKind &matchingKind();

} // namespace course
