#include "kinds.h"

#include "exercisereader.h"
#include "figures.h"
#include "gradingsupport.h"
#include "kindtext.h"
#include "printedquestion.h"
#include "rehearsalanswers.h"
#include "steptable.h"
#include "typedanswer.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>
#include <cmath>

namespace course {

using namespace kindtext;

namespace {

/// The longest text a typed cell may hold (as a hand-in file's cells).
constexpr qsizetype kMaxTypedCell = 200;

/// A table's answer as JSON: [["0.5", "1.2", "1.7"], …] (numbers and null allowed for a cell:
/// 0.5 is read as "0.5", null as a cell left empty), or the files' {"kind": "table", …}; padded
/// with empty cells to the whole table, as the window's table hands it to the grader.
std::optional<Answer> readTable(const Exercise &exercise, const Variant &variant, const QString &text, QString *problem)
{
    const std::optional<QJsonValue> json = readTypedJson(text, problem);
    if (!json)
        return std::nullopt;
    const QStringList columns = tableInputColumns(exercise.table);
    // The variant's table once: its rows, and which cells it asks for.
    const StepTable steps = variantTable(exercise.table, variant);
    const int rowCount = int(steps.rows.size());
    const QList<int> inputs = steps.inputColumns();
    const QString shape = TypedAnswerText::tr("a table answer is a JSON array of at most %1 rows, each an array of at most %2 "
                                              "cells (%3), e.g. [[\"0.5\", \"1.2\"], …]")
                              .arg(rowCount)
                              .arg(columns.size())
                              .arg(columns.join(QStringLiteral(", ")));
    QJsonValue rows = *json;
    if (json->isObject()) {
        if (json->toObject().value(QStringLiteral("kind")).toString() != QLatin1String("table")) {
            *problem = shape;
            return std::nullopt;
        }
        rows = json->toObject().value(QStringLiteral("rows"));
    }
    if (!rows.isArray()) {
        *problem = shape;
        return std::nullopt;
    }
    // Each mistake of shape named by its row (the table's own label: "k2", "three", "Σ") and
    // column, before anything is read.
    const auto rowName = [&](qsizetype r) { return r < steps.rows.size() ? steps.rows[r].label : QString::number(r + 1); };
    const QJsonArray rowArray = rows.toArray();
    if (rowArray.size() > rowCount) {
        *problem = TypedAnswerText::tr("this table has %1 rows, not %2; %3").arg(rowCount).arg(rowArray.size()).arg(shape);
        return std::nullopt;
    }
    QJsonArray typed;
    for (qsizetype r = 0; r < rowArray.size(); ++r) {
        const QJsonValue row = rowArray.at(r);
        if (!row.isArray()) {
            *problem = TypedAnswerText::tr("row %1 is not an array of cells; %2").arg(rowName(r), shape);
            return std::nullopt;
        }
        const QJsonArray rowCells = row.toArray();
        if (rowCells.size() > columns.size()) {
            *problem = TypedAnswerText::tr("row %1 has %2 cells, more than the %3 columns to fill; %4")
                           .arg(rowName(r))
                           .arg(rowCells.size())
                           .arg(columns.size())
                           .arg(shape);
            return std::nullopt;
        }
        QJsonArray cells;
        for (qsizetype c = 0; c < rowCells.size(); ++c) {
            const QJsonValue cell = rowCells.at(c);
            if (cell.isDouble()) {
                cells.append(QString::number(cell.toDouble(), 'g', 15));
            } else if (cell.isNull()) {
                cells.append(QString());
            } else if (cell.isString() && cell.toString().size() <= kMaxTypedCell) {
                cells.append(cell.toString().trimmed());
            } else {
                *problem = cell.isString()
                               ? TypedAnswerText::tr("row %1, column “%2” is longer than %3 characters")
                                     .arg(rowName(r), columns.value(c))
                                     .arg(kMaxTypedCell)
                               : TypedAnswerText::tr("row %1, column “%2” is neither a number, a text nor null; %3")
                                     .arg(rowName(r), columns.value(c), shape);
                return std::nullopt;
            }
        }
        typed.append(cells);
    }
    QString why;
    std::optional<Answer> answer =
        answerFromJson(QJsonObject{{QStringLiteral("kind"), QStringLiteral("table")}, {QStringLiteral("rows"), typed}}, &why);
    if (!answer) {
        *problem = why + QStringLiteral("; ") + shape;
        return std::nullopt;
    }
    auto &table = std::get<TableAnswer>(*answer);
    if (table.rows.size() > rowCount
        || std::any_of(table.rows.cbegin(), table.rows.cend(), [&](const QStringList &row) { return row.size() > columns.size(); })) {
        *problem = shape;
        return std::nullopt;
    }
    while (table.rows.size() < rowCount)
        table.rows << QStringList();
    for (QStringList &row : table.rows)
        while (row.size() < columns.size())
            row << QString();
    // A figure in a cell the table does not ask for would be dropped without a word (and the
    // cells after it shifted): a Σ row typed without its leading empty cell, say.
    for (int r = 0; r < rowCount; ++r)
        for (int c = 0; c < columns.size(); ++c)
            if (const StepCell cell = steps.cell(r, inputs.value(c, -1));
                !table.rows[r][c].isEmpty() && (!cell.exists || cell.check)) {
                *problem = TypedAnswerText::tr("row %1, column “%2” is not asked: leave it empty (\"\" or null); %3")
                               .arg(rowName(r), columns[c], shape);
                return std::nullopt;
            }
    return answer;
}

/// The step table with one of the mistakes gradeTable() recognises, each figure from the
/// trace; later cells are computed from the mistaken ones, as a learner would.
QList<RehearsalAnswers::Cells> tableMistakes(const RehearsalAnswers &r)
{
    using Quantity = StepColumn::Quantity;
    using Cells = RehearsalAnswers::Cells;
    const attn::Trace &trace = r.trace();
    const StepTable steps = variantTable(r.exercise().table, r.variant());
    const QList<int> inputs = steps.inputColumns();
    const int keys = steps.keyCount();
    const int sumRow = int(steps.rows.size()) - 1;
    const auto column = [&](Quantity q, int dimension = -1) {
        for (int c = 0; c < inputs.size(); ++c)
            if (steps.columns[inputs[c]].quantity == q && steps.columns[inputs[c]].dimension == dimension)
                return c;
        return -1;
    };
    const auto row = [&](int k) -> const attn::TraceRow & { return trace.rows[std::size_t(k)]; };
    // A cell as the learner types it, to four decimals: the cells after it are worked out
    // from these typed figures, as the grader's carried-forward check expects.
    const auto set = [](Cells &cells, int r, int c, double x) {
        if (c >= 0 && r >= 0 && r < cells.size() && cells[r][c])
            cells[r][c] = std::round(x * 1e4) / 1e4;
    };
    const auto typed = [](const Cells &cells, int r, int c) {
        return c >= 0 && r >= 0 && r < cells.size() ? cells[r][c].value_or(0.0) : 0.0;
    };
    /// Σ of column `c` over the keys, as the learner's own cells add up.
    const auto ownSum = [&](const Cells &cells, int c) {
        std::vector<double> xs;
        for (int k = 0; k < keys; ++k)
            xs.push_back(cells[k][c].value_or(0.0));
        return attn::sum(xs);
    };
    QList<Cells> out;
    switch (r.exercise().table) {
    case Exercise::TableKind::Softmax: {
        const int shifted = column(Quantity::Shifted);
        const int exp = column(Quantity::Exponential);
        const int weight = column(Quantity::Weight);
        const double scoreSum = attn::sum(trace.scores());
        // Forgot to exponentiate: score − max in the exp column, the rest from it.
        Cells noExp = r.key().tableCells;
        for (int k = 0; k < keys; ++k)
            set(noExp, k, exp, row(k).shifted);
        set(noExp, sumRow, exp, ownSum(noExp, exp));
        for (int k = 0; k < keys; ++k)
            if (typed(noExp, sumRow, exp) != 0.0)
                set(noExp, k, weight, typed(noExp, k, exp) / typed(noExp, sumRow, exp));
        // Forgot to exponentiate: the scores divided by their sum.
        Cells scoresOverSum = r.key().tableCells;
        for (int k = 0; k < keys && scoreSum != 0.0; ++k)
            set(scoresOverSum, k, weight, row(k).score / scoreSum);
        // Forgot to divide by Σ exp.
        Cells noDivision = r.key().tableCells;
        for (int k = 0; k < keys; ++k)
            set(noDivision, k, weight, row(k).exponential);
        // Forgot to subtract the largest score: exp(score) carried on.
        Cells noShift = r.key().tableCells;
        for (int k = 0; k < keys; ++k) {
            set(noShift, k, shifted, row(k).score);
            set(noShift, k, exp, std::exp(typed(noShift, k, shifted)));
        }
        set(noShift, sumRow, exp, ownSum(noShift, exp));
        out << scoresOverSum << noExp << noDivision << noShift;
        break;
    }
    case Exercise::TableKind::DotProduct: {
        const int x = column(Quantity::Term, 0);
        const int y = column(Quantity::Term, 1);
        const int score = column(Quantity::Score);
        Cells dropped = r.key().tableCells;
        Cells multiplied = r.key().tableCells;
        Cells sign = r.key().tableCells;
        Cells mismatched = r.key().tableCells;
        for (int k = 0; k < keys && row(k).terms.size() == 2 && trace.query.size() == 2; ++k) {
            const double tx = row(k).terms[0];
            const double ty = row(k).terms[1];
            set(dropped, k, score, tx);
            set(multiplied, k, score, tx * ty);
            set(sign, k, y, -ty);
            set(sign, k, score, trace.scale * (typed(sign, k, x) + typed(sign, k, y)));
            const double mx = trace.query[0] * trace.keys[std::size_t(k)][1];
            const double my = trace.query[1] * trace.keys[std::size_t(k)][0];
            set(mismatched, k, x, mx);
            set(mismatched, k, y, my);
            set(mismatched, k, score, trace.scale * (typed(mismatched, k, x) + typed(mismatched, k, y)));
        }
        out << dropped << sign << multiplied << mismatched;
        break;
    }
    case Exercise::TableKind::WeightedSum: {
        const int contribution = column(Quantity::Contribution);
        std::vector<double> values;
        for (int k = 0; k < keys; ++k)
            values.push_back(row(k).value);
        Cells average = r.key().tableCells;
        set(average, sumRow, contribution, attn::plainAverage(values));
        Cells noWeights = r.key().tableCells;
        for (int k = 0; k < keys; ++k)
            set(noWeights, k, contribution, row(k).value);
        set(noWeights, sumRow, contribution, ownSum(noWeights, contribution));
        Cells hardLookup = r.key().tableCells;
        set(hardLookup, sumRow, contribution, row(int(attn::argmax(trace.weights()))).value);
        Cells perKey = r.key().tableCells;
        set(perKey, sumRow, contribution, trace.output / double(std::max(1, keys)));
        out << average << noWeights << hardLookup << perKey;
        break;
    }
    case Exercise::TableKind::Gradient: {
        const int error = column(Quantity::Error);
        const int term = column(Quantity::ErrorTerm);
        const int entry = column(Quantity::GradientEntry);
        const auto given = [&](int k, Quantity q) { return steps.cell(k, steps.columnOf(q)).value; };
        /// The Σ and the entry worked out from the learner's own (mistaken) cells.
        const auto finish = [&](Cells &cells) {
            set(cells, sumRow, term, ownSum(cells, term));
            set(cells, sumRow, entry, steps.scale * steps.inputComponent * typed(cells, sumRow, term));
        };
        // The target not subtracted: w instead of w − 1 on the target's row.
        Cells noTarget = r.key().tableCells;
        // Subtracted the wrong way round: t − w in every row.
        Cells flipped = r.key().tableCells;
        for (int k = 0; k < keys; ++k) {
            const double w = given(k, Quantity::Weight);
            const double t = given(k, Quantity::Target);
            const double keyEntry = given(k, Quantity::KeyEntry);
            set(noTarget, k, error, w);
            set(noTarget, k, term, typed(noTarget, k, error) * keyEntry);
            set(flipped, k, error, t - w);
            set(flipped, k, term, typed(flipped, k, error) * keyEntry);
        }
        finish(noTarget);
        finish(flipped);
        // The scale c left out of the last cell.
        Cells noScale = r.key().tableCells;
        set(noScale, sumRow, entry, steps.inputComponent * typed(noScale, sumRow, term));
        out << noTarget << flipped << noScale;
        break;
    }
    }
    return out;
}


/// A step table to fill by hand: dot products, softmax or the weighted sum.
class TableKind final : public ExerciseKind
{
public:
    Exercise::Type type() const override { return Exercise::Type::Table; }
    QString name() const override { return QStringLiteral("table"); }
    QString title() const override { return KindText::tr("Table"); }
    bool givesPartialCredit() const override { return true; }
    bool readsTypedNumbers() const override { return true; }

    void read(ExerciseReader &reader, Exercise &e) const override
    {
        const QString table = reader.string("table", true);
        static const QStringList tables{QStringLiteral("dot-product"), QStringLiteral("softmax"), QStringLiteral("weighted-sum"),
                                        QStringLiteral("gradient")};
        const qsizetype t = tables.indexOf(table);
        if (!table.isEmpty() && t < 0)
            reader.problem(QStringLiteral("table"), QStringLiteral("unknown table '%1' (known: %2)").arg(table, tables.join(QStringLiteral(", "))));
        e.table = Exercise::TableKind(std::max<qsizetype>(0, t));
    }

    bool takes(const Answer &answer) const override { return std::holds_alternative<TableAnswer>(answer); }

    Feedback grade(const Exercise &exercise, const Variant &variant, const Answer &answer,
                   const QLocale &locale) const override
    {
        const TableAnswer &table = std::get<TableAnswer>(answer);
        const int columns = int(tableInputColumns(exercise.table).size());
        const bool fits = table.rows.size() <= tableRowCount(exercise.table, variant)
                          && std::all_of(table.rows.cbegin(), table.rows.cend(),
                                         [columns](const QStringList &row) { return row.size() <= columns; });
        if (!fits)
            return gradingdetail::invalid(AnswerText::tr("This table has more rows or columns than the exercise's table."));
        return gradeTable(exercise, variant, table.rows, locale);
    }

    std::optional<Answer> readTyped(const Exercise &exercise, const Variant &variant, const QString &text,
                                    QString *problem) const override
    {
        return readTable(exercise, variant, text, problem);
    }

    std::optional<Answer> fromVersion1(const Exercise &, const QString &text) const override
    {
        const QJsonDocument doc = QJsonDocument::fromJson(text.toUtf8());
        if (!doc.isArray())
            return std::nullopt;
        return answerFromJson(QJsonObject{{QStringLiteral("kind"), QStringLiteral("table")},
                                          {QStringLiteral("rows"), doc.array()}});
    }

    void fillKey(const Exercise &exercise, const Variant &variant, AnswerKey &key) const override
    {
        const StepTable table = variantTable(exercise.table, variant);
        const QList<int> inputs = table.inputColumns();
        for (int c : inputs)
            key.tableColumns << table.columns[c].header;
        for (const StepRow &row : table.rows) {
            key.tableRows << row.label;
            QList<std::optional<double>> cells;
            for (int c : inputs) {
                const StepCell &cell = row.cells[c];
                cells << (cell.exists && !cell.check ? std::optional<double>(cell.value) : std::nullopt);
            }
            key.tableCells << cells;
        }
    }

    QString inWords(const AnswerKey &key) const override
    {
        QList<QStringList> rows{QStringList{QString()} + key.tableColumns};
        for (int r = 0; r < key.tableRows.size(); ++r) {
            QStringList row{key.tableRows[r]};
            for (const std::optional<double> &cell : key.tableCells[r])
                row << (cell ? formatFixed(*cell, 4) : QString());
            rows << row;
        }
        QList<qsizetype> widths(rows.first().size(), 0);
        for (const QStringList &row : rows)
            for (qsizetype c = 0; c < row.size(); ++c)
                widths[c] = std::max(widths[c], row[c].size());
        QString out;
        for (const QStringList &row : rows) {
            QStringList cells{row.first().leftJustified(widths.first())};
            for (qsizetype c = 1; c < row.size(); ++c)
                cells << row[c].rightJustified(widths[c]);
            QString line = cells.join(QStringLiteral("   "));
            while (line.endsWith(QLatin1Char(' ')))
                line.chop(1);
            out += QStringLiteral("\n  ") + line;
        }
        return out;
    }

    QString inShort(const AnswerKey &key) const override
    {
        // Only the cells to fill, a row a line; the legend names the columns.
        QStringList lines;
        for (int r = 0; r < key.tableRows.size() && r < key.tableCells.size(); ++r) {
            QStringList cells;
            for (const std::optional<double> &cell : key.tableCells[r])
                cells << (cell ? formatFixed(*cell, 4) : QStringLiteral("–"));
            if (std::any_of(key.tableCells[r].cbegin(), key.tableCells[r].cend(), [](const auto &c) { return c.has_value(); }))
                lines << AnswerKeyText::tr("%1: %2").arg(key.tableRows[r], cells.join(QStringLiteral(" · ")));
        }
        return lines.join(QLatin1Char('\n'));
    }

    void writeKeyJson(const AnswerKey &key, QJsonObject &o) const override
    {
        QJsonArray rows;
        for (const QList<std::optional<double>> &cells : key.tableCells) {
            QJsonArray row;
            for (const std::optional<double> &cell : cells)
                row.append(cell ? QJsonValue(*cell) : QJsonValue());
            rows.append(row);
        }
        o.insert(QStringLiteral("columns"), QJsonArray::fromStringList(key.tableColumns));
        o.insert(QStringLiteral("rows"), QJsonArray::fromStringList(key.tableRows));
        o.insert(QStringLiteral("answer"), rows);
    }

    QString workedAnswer(const Exercise &exercise, const Variant &variant, bool *withSteps) const override
    {
        // A lookup table is worked out in the lookup's three tables; the gradient table in its own.
        *withSteps = exercise.table != Exercise::TableKind::Gradient;
        return *withSteps ? QString() : stepTableMarkdown(variantTable(exercise.table, variant));
    }

    QString censusAnswer(const Exercise &exercise, const Variant &variant) const override
    {
        // The table once, not once per cell: a census asks thousands of variants.
        const StepTable table = variantTable(exercise.table, variant);
        QStringList cells;
        for (int r = 0; r < table.rows.size(); ++r)
            for (int c : table.inputColumns())
                if (const StepCell cell = table.cell(r, c); cell.exists && !cell.check)
                    cells << QString::number(cell.value, 'f', 6);
        return cells.join(QLatin1Char(' '));
    }

    QStringList censusShown(const Exercise &exercise, const Variant &variant) const override
    {
        QStringList parts;
        for (const QStringList &row : tableGivenCells(exercise.table, variant))
            parts << row.join(QLatin1Char('\t'));
        return parts;
    }

    std::optional<Answer> rightAnswer(const RehearsalAnswers &r) const override { return r.table(r.key().tableCells); }

    QList<Answer> mistakeCandidates(const RehearsalAnswers &r) const override
    {
        QList<Answer> out;
        for (const RehearsalAnswers::Cells &cells : tableMistakes(r))
            out << r.table(cells);
        return out;
    }

    QList<Answer> wrongCandidates(const RehearsalAnswers &r) const override
    {
        QList<Answer> out;
        for (int i = 0; i < 3; ++i) {
            RehearsalAnswers::Cells cells = r.key().tableCells;
            for (auto &row : cells)
                for (std::optional<double> &cell : row)
                    if (cell)
                        *cell = *cell * (1.5 + 0.25 * i) + 0.7;
            out << r.table(cells);
        }
        return out;
    }

    void fillQuestion(const Exercise &exercise, const Variant &variant, WorksheetQuestion &q) const override
    {
        // A table's answer is its filled-in table (WorksheetTable::expected).
        q.answerText.clear();
        WorksheetTable &t = q.table;
        t.givenHeaders = tableGivenColumns(exercise.table);
        t.inputHeaders = q.key.tableColumns;
        t.rowLabels = q.key.tableRows;
        t.givenCells = tableGivenCells(exercise.table, variant);
        for (const QList<std::optional<double>> &row : q.key.tableCells) {
            QList<std::optional<QString>> cells;
            for (const std::optional<double> &cell : row)
                cells << (cell ? std::optional<QString>(formatFixed(*cell, 4)) : std::nullopt);
            t.expected << cells;
        }
    }

    void print(WorksheetPrinter &printer, const WorksheetQuestion &q, bool answerKey) const override
    {
        printer.table(q, answerKey);
    }
};

} // namespace

const ExerciseKind &tableKind()
{
    static const TableKind kind;
    return kind;
}

} // namespace course
