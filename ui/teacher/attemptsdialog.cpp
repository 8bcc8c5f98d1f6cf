#include "attemptsdialog.h"

#include "gradebookmodel.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>

namespace ui {

AttemptsDialog::AttemptsDialog(const QString &studentName, const QString &exerciseTitle,
                               const QList<course::AttemptLine> &lines, QWidget *parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("attemptsDialog"));
    setWindowTitle(tr("%1 — %2").arg(studentName, exerciseTitle));
    auto *layout = new QVBoxLayout(this);
    auto *heading = new QLabel(lines.isEmpty() ? tr("%1 did nothing on “%2”.").arg(studentName, exerciseTitle)
                                               : tr("What %1 did on “%2”, oldest first:").arg(studentName, exerciseTitle),
                               this);
    heading->setTextFormat(Qt::PlainText);
    heading->setWordWrap(true);
    layout->addWidget(heading);

    m_table = new QTableWidget(int(lines.size()), ColumnCount, this);
    m_table->setObjectName(QStringLiteral("attemptsTable"));
    m_table->setAccessibleName(tr("Attempts"));
    m_table->setHorizontalHeaderLabels({tr("Time"), tr("Event"), tr("Answer"), tr("Verdict"), tr("Score"), tr("Diagnosis")});
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setTabKeyNavigation(false); // Tab goes on to Close: the arrows walk the cells
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    for (int row = 0; row < lines.size(); ++row) {
        const course::AttemptLine &line = lines.at(row);
        QString event;
        switch (line.kind) {
        case course::AttemptEvent::Kind::Check: event = tr("check"); break;
        case course::AttemptEvent::Kind::Hint: event = tr("hint %1 seen").arg(line.hint + 1); break;
        case course::AttemptEvent::Kind::Solution: event = tr("solution seen"); break;
        }
        const bool check = line.kind == course::AttemptEvent::Kind::Check;
        const QStringList texts{
            line.when.isValid() ? dateTimeText(line.when) : tr("unknown"),
            event,
            check ? line.answer : QString(),
            check && line.verdict ? course::verdictWords(*line.verdict) : QString(),
            check ? QStringLiteral("%1%").arg(qRound(line.score * 100.0)) : QString(),
            line.diagnoses.join(QStringLiteral("; ")),
        };
        for (int c = 0; c < ColumnCount; ++c) {
            auto *item = new QTableWidgetItem(texts.at(c));
            item->setToolTip(texts.at(c));
            m_table->setItem(row, c, item);
        }
    }
    m_table->resizeColumnsToContents();
    layout->addWidget(m_table);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    resize(760, 360);
}

} // namespace ui
