#include "itemanalysis.h"

#include <QCoreApplication>

#include <cmath>

namespace course {

namespace {

class ItemText
{
    Q_DECLARE_TR_FUNCTIONS(ItemText)
};

constexpr int kFewStudents = 10;

double mean(const QList<double> &xs)
{
    double sum = 0.0;
    for (double x : xs)
        sum += x;
    return xs.isEmpty() ? 0.0 : sum / double(xs.size());
}

/// The population variance (the ratios below do not depend on which one).
double variance(const QList<double> &xs)
{
    const double m = mean(xs);
    double sum = 0.0;
    for (double x : xs)
        sum += (x - m) * (x - m);
    return xs.isEmpty() ? 0.0 : sum / double(xs.size());
}

std::optional<double> correlation(const QList<double> &xs, const QList<double> &ys)
{
    const double mx = mean(xs);
    const double my = mean(ys);
    double cov = 0.0;
    for (qsizetype i = 0; i < xs.size(); ++i)
        cov += (xs[i] - mx) * (ys[i] - my);
    cov /= double(std::max<qsizetype>(1, xs.size()));
    const double spread = std::sqrt(variance(xs) * variance(ys));
    if (xs.size() < 2 || spread < 1e-12)
        return std::nullopt;
    return cov / spread;
}

/// Moodle's reading of a facility index and a discrimination index.
QString reading(double facility, const std::optional<double> &discrimination)
{
    QString ease = facility < 11   ? ItemText::tr("extremely hard")
                   : facility < 21 ? ItemText::tr("very hard")
                   : facility < 36 ? ItemText::tr("hard")
                   : facility < 65 ? ItemText::tr("about right")
                   : facility < 81 ? ItemText::tr("easy")
                   : facility < 90 ? ItemText::tr("very easy")
                                   : ItemText::tr("extremely easy");
    if (!discrimination)
        return ease + ItemText::tr("; tells students apart not at all (everyone scored alike)");
    if (*discrimination < 0)
        return ease + ItemText::tr("; discriminates negatively: students who did well overall did worse here, check the exercise");
    if (*discrimination < 20)
        return ease + ItemText::tr("; discriminates poorly");
    if (*discrimination < 30)
        return ease + ItemText::tr("; discriminates weakly");
    if (*discrimination < 50)
        return ease + ItemText::tr("; discriminates adequately");
    return ease + ItemText::tr("; discriminates well");
}

} // namespace

ItemAnalysis analyseItems(const QList<QList<double>> &scores)
{
    ItemAnalysis out;
    out.students = int(scores.size());
    const qsizetype items = scores.isEmpty() ? 0 : scores.first().size();
    QList<double> totals;
    for (const QList<double> &row : scores) {
        double total = 0.0;
        for (double x : row)
            total += x;
        totals << total;
    }
    double itemVariances = 0.0;
    for (qsizetype i = 0; i < items; ++i) {
        QList<double> item;
        QList<double> rest;
        for (qsizetype s = 0; s < scores.size(); ++s) {
            item << scores[s].value(i);
            rest << totals[s] - scores[s].value(i);
        }
        ItemStatistics stats;
        stats.facility = 100.0 * mean(item);
        if (const auto r = correlation(item, rest))
            stats.discrimination = 100.0 * *r;
        stats.reading = reading(stats.facility, stats.discrimination);
        itemVariances += variance(item);
        out.items << stats;
    }
    const double totalVariance = variance(totals);
    if (items >= 2 && totalVariance > 1e-12)
        out.consistency = 100.0 * double(items) / double(items - 1) * (1.0 - itemVariances / totalVariance);
    if (out.students < kFewStudents)
        out.warning = ItemText::tr("Only %n student(s) counted: with fewer than %1 these figures say little.", nullptr, out.students)
                          .arg(kFewStudents);
    return out;
}

QString consistencyReading(const std::optional<double> &consistency)
{
    // Moodle's guidance on the coefficient of internal consistency: above 75% satisfactory,
    // below 64% not.
    if (!consistency)
        return ItemText::tr("not defined (fewer than two exercises, or every student's total the same)");
    if (*consistency >= 75.0)
        return ItemText::tr("the exercises agree: students who did well on one did well on the others");
    if (*consistency >= 64.0)
        return ItemText::tr("the exercises agree fairly well");
    return ItemText::tr("the exercises agree little: they may test different things, or the class is too small to tell");
}

} // namespace course
