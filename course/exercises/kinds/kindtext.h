#pragma once

// The translation contexts the kinds write in (internal to course/exercises/kinds): the same
// contexts as the answer key, the census and the worksheets, so that one sentence is
// translated once wherever it is written.

#include <QCoreApplication>

namespace course::kindtext {

class AnswerKeyText
{
    Q_DECLARE_TR_FUNCTIONS(AnswerKeyText)
};

class AnswerText
{
    Q_DECLARE_TR_FUNCTIONS(AnswerText)
};

class KindText
{
    Q_DECLARE_TR_FUNCTIONS(KindText)
};

class TypedAnswerText
{
    Q_DECLARE_TR_FUNCTIONS(TypedAnswerText)
};

} // namespace course::kindtext
