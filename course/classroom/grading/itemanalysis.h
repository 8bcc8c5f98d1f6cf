#pragma once

#include <QList>
#include <QString>

#include <optional>

namespace course {

/// How one exercise worked across a class, as Moodle's quiz statistics give it.
struct ItemStatistics {
    /// Mean score over the maximum, in percent: how easy the exercise was.
    double facility = 0.0;
    /// The Pearson correlation, in percent, of the exercise's score with the rest of each
    /// student's total (the total minus this exercise); nothing where it is undefined (every
    /// student scored alike on it, or on the rest).
    std::optional<double> discrimination;
    /// Both in plain words (translated): "very easy; discriminates well".
    QString reading;
};

/// Every exercise of a session across the students counted, and the session as a whole.
struct ItemAnalysis {
    QList<ItemStatistics> items;
    /// Cronbach's alpha of the session in percent; nothing with fewer than two exercises or
    /// when every student's total is the same.
    std::optional<double> consistency;
    int students = 0;
    /// Said when too few students are counted for the figures to mean much (fewer than 10).
    QString warning;
};

/// The analysis of `scores`: one row per student counted, one score (0…1) per exercise in
/// the session's order.
ItemAnalysis analyseItems(const QList<QList<double>> &scores);

/// The consistency in plain words, as Moodle reads its coefficient of internal consistency
/// (translated): at least 75% the exercises agree, below 64% they agree little.
QString consistencyReading(const std::optional<double> &consistency);

} // namespace course
