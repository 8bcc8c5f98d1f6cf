#pragma once

#include <QByteArray>
#include <QList>
#include <QString>

#include <optional>

namespace course {

/// One student of a class list, as read from a roster CSV file.
struct RosterStudent {
    QString id;      ///< a learner id: trimmed and lowercased, [a-z0-9][a-z0-9-]{0,59}
    QString name;    ///< trimmed, Unicode normalisation form C
    QString email;   ///< trimmed; empty when the file has no email column or the cell is empty
    QString section; ///< trimmed; empty when the file has no section column or the cell is empty

    bool operator==(const RosterStudent &) const = default;
};

/// Why a row (or the whole file) was not used.
struct RosterProblem {
    int line = 0;    ///< 1-based line of the CSV file where the row starts; 0: the file as a whole
    QString message; ///< translated
};

struct Roster {
    QList<RosterStudent> students; ///< the good rows, in file order
    QList<RosterProblem> problems; ///< the rows skipped and why, in file order
};

/// Roster files larger than this are refused rather than read.
inline constexpr qint64 kMaxRosterFileSize = 4 * 1024 * 1024;

/// Reads a roster CSV (RFC 4180 quoting; UTF-8 with or without BOM; comma or semicolon
/// separated, detected from the header line; CRLF or LF) with a header row naming the columns
/// id, name, email, section in any order and case. A few aliases are accepted ("student id",
/// "ID number", "full name", "e-mail", "group", …); id and name are required, email and
/// section optional, other columns are ignored.
///
/// Rows with problems are reported and skipped, the good rows kept:
/// - an id is trimmed and lowercased ("S-1001" becomes "s-1001") and must then be a learner
///   id ([a-z0-9][a-z0-9-]{0,59}, LearnerProfiles::isValidId); anything else (spaces,
///   accents, dots) is refused, never slugified, so two different roster ids can never
///   become the same learner;
/// - an id seen before (case-insensitively) makes the later row a problem;
/// - empty id or name, control characters (C0, C1, bidi overrides and isolates) in a kept
///   cell, an email without exactly one "@", more cells than the header, an unterminated
///   quote, text after a closing quote are problems of their row;
/// - fewer cells than the header are allowed (the missing ones are empty); lines that are
///   empty or hold only empty cells are skipped silently.
/// A file that is not UTF-8, has no usable header, is larger than kMaxRosterFileSize or is
/// not a regular file yields no students and one problem.
Roster readRoster(const QString &path);

/// The same on the bytes of a file, for tests.
Roster parseRoster(const QByteArray &data);

} // namespace course
