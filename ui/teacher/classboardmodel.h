#pragma once

#include "gradebookmodel.h"
#include "studentstatus.h"

#include <QAbstractListModel>
#include <QDateTime>
#include <QPalette>

#include <optional>

namespace ui {

/// The class board: one tile per student (the gradebook's order) with their name, where they
/// are (not started, working, stuck on an exercise, handed in), in words, with a sign and in
/// the status's colour for the current palette, and how far they are: exercises answered of
/// the session's, and for a student still working under a time limit, the time they have left.
class ClassBoardModel : public QAbstractListModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ClassBoardModel)

public:
    enum Role {
        StudentIdRole = Qt::UserRole + 1,
        StatusRole,     ///< int: the student's course::GradebookStudent::Status
        StatusTextRole, ///< QString: "Stuck on Weight of key 2"
        NameRole,       ///< QString
        ProgressTextRole, ///< QString: "3 of 5 answered · 12 min left"; empty before any hand-in
    };

    explicit ClassBoardModel(QObject *parent = nullptr);

    /// `timeLimitMinutes`: the session's, for the time a working student has left at `now`.
    void setGradebook(const course::Gradebook &book, const QList<ExerciseHeading> &exercises,
                      std::optional<int> timeLimitMinutes = std::nullopt,
                      const QDateTime &now = QDateTime::currentDateTimeUtc());
    /// The colours follow this palette (the view's).
    void setPalette(const QPalette &palette);
    /// How many students are in each status.
    int count(StudentStatus status) const;
    /// The students as "Student A", "Student B"… by their place on the board, for a projector:
    /// no name or id is shown, said or given as a tooltip.
    void setAnonymous(bool anonymous);
    bool isAnonymous() const { return m_anonymous; }
    /// "A" for 0, "Z" for 25, "AA" for 26…
    static QString anonymousLetters(int index);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

private:
    struct Tile {
        QString id;
        QString name;
        StudentStatus status = StudentStatus::NotStarted;
        QString text;
        QString progress;
    };
    /// What a tile is called: the student's name, or "Student A"… when anonymous.
    QString shownName(int row) const;

    QList<Tile> m_tiles;
    QPalette m_palette;
    bool m_anonymous = false;
};

} // namespace ui
