#pragma once

#include <QString>

class QSettings;

namespace course {

/// A lab's system-wide defaults, which its administrator sets for every user of a computer in
/// `/etc/xdg/AttentionLab/attention-lab.conf` (more exactly: `AttentionLab/attention-lab.conf`
/// in a folder of XDG_CONFIG_DIRS, as QSettings reads it; docs/lab-defaults.example.conf):
///
/// - `lab/handInFolder`: where a student's hand-in goes when the lab session names no folder,
///   and where the gradebook looks for hand-ins by default. An absolute path; a leading `~/`
///   is the user's home folder. A user's own setting of it is used before the system's.
/// - `lab/allowNewProfiles` (true or false, default true): whether learners may create new
///   profiles; when false an existing profile must be chosen.
/// - `lab/allowAnswerKeys` (true or false, default true): whether the commands that print or
///   show answer keys are available (off on students' computers). A lab session may ask that
///   its keys are printed only where this is written true (allowsAnswerKeys()).
///
/// The two permissions are read from the system-wide file only: a user's own settings file
/// cannot lift them.
struct LabDefaults {
    static constexpr const char *kHandInFolderKey = "lab/handInFolder";
    static constexpr const char *kAllowNewProfilesKey = "lab/allowNewProfiles";
    static constexpr const char *kAllowAnswerKeysKey = "lab/allowAnswerKeys";

    /// Empty when none is set (or the one set is not an absolute path).
    QString handInFolder;
    bool allowNewProfiles = true;
    bool allowAnswerKeys = true;
    /// Whether `lab/allowAnswerKeys` is written true, not merely left unset.
    bool answerKeysAllowedExplicitly = false;

    /// Whether answer keys may be printed here: for a session that keeps its keys to computers
    /// allowed in so many words (LabSession::answerKeysOnlyWhereAllowed), only when the
    /// permission is written true; otherwise unless it is turned off.
    bool allowsAnswerKeys(bool onlyWhereAllowed) const
    {
        return onlyWhereAllowed ? answerKeysAllowedExplicitly : allowAnswerKeys;
    }

    /// This computer's defaults: the application's QSettings (organisation and application
    /// name set) for the hand-in folder, its system-wide scope for the permissions.
    static LabDefaults current();
    /// The defaults in `settings` (the hand-in folder) and `system` (the permissions).
    static LabDefaults read(const QSettings &settings, const QSettings &system);
    /// The defaults written in one INI file, as an administrator writes it.
    static LabDefaults fromFile(const QString &iniFile);

    /// A permission's text as a boolean: true/false, yes/no, on/off, 1/0 (any case); anything
    /// else, or nothing, is `fallback`.
    static bool parseBool(const QString &text, bool fallback);
    /// A folder as written in the file: `~/` expanded, cleaned; empty unless absolute.
    static QString folderFromText(const QString &text);
};

} // namespace course
