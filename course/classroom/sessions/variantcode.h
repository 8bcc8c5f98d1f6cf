#pragma once

#include "labsession.h"

#include <QList>
#include <QString>

#include <optional>

namespace course {

/// Numbered copies a session without a roster can print ("copy-01" … ): at most this many.
inline constexpr int kMaxWorksheetCopies = 500;

/// The short code printed on a worksheet that names one student of one session, so that a
/// teacher marking paper finds that student's answer key at once (`attention-lab exercise
/// --code CODE --lab FILE`). Eight characters of Crockford's base32 (0-9, A-Z without I, L, O,
/// U), written "XXXX-XXXX": seven carry 35 bits of SHA-256(session id, learner id), the eighth
/// is a Luhn mod 32 check character, which catches any one mistyped character and every swap of
/// two neighbours but 0 and Z. The same session and learner always give the same code.
QString variantCode(const LabSession &session, const QString &learnerId);

/// The code as typed, made canonical ("xxxx xxxx", "XXXXXXXX", with O for 0 or I/L for 1 as
/// Crockford's base32 reads them) as variantCode() writes it; nothing when it is not eight
/// base32 characters or its check character does not match (a mistyped code).
std::optional<QString> normalizedVariantCode(const QString &text);

/// The students a session's worksheets are printed for without a roster: "copy-01", "copy-02",
/// …, without a name (the student writes it); `copies` is clamped to 0…kMaxWorksheetCopies.
QList<LabStudent> numberedCopies(int copies);

/// The student whose code `code` is: one of `students`, else one of the session's roster, else
/// a numbered copy. Nothing with a message in `problem` for a code that is malformed,
/// mistyped (its check character does not match) or nobody's.
std::optional<LabStudent> findLearnerByCode(const LabSession &session, const QString &code,
                                            const QList<LabStudent> &students = {}, QString *problem = nullptr);

} // namespace course
