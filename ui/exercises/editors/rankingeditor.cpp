#include "rankingeditor.h"

#include "contentlabel.h"
#include "keypositionslabel.h"

#include <QAbstractItemModel>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QListWidget>
#include <QSignalBlocker>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>

namespace ui {

namespace {

constexpr int kKeyRole = Qt::UserRole;

QPushButton *moveButton(const QString &text, const QString &objectName, QWidget *parent)
{
    auto *button = new QPushButton(text, parent);
    button->setObjectName(objectName);
    button->setAutoDefault(true);
    return button;
}

} // namespace

RankingEditor::RankingEditor(const course::Exercise &exercise, const course::Variant &variant, QWidget *parent)
    : AnswerEditor(parent)
{
    auto *column = new QVBoxLayout(this);
    column->setContentsMargins(0, 0, 0, 0);
    auto *note = new QLabel(exercise.rankByScore
                                ? tr("Order the keys by their score, the largest first: select a "
                                     "key and move it with Alt+Up / Alt+Down, the buttons, or "
                                     "by dragging it.")
                                : tr("Order the keys by their weight, the largest first: select a "
                                     "key and move it with Alt+Up / Alt+Down, the buttons, or "
                                     "by dragging it."),
                            this);
    note->setWordWrap(true);
    column->addWidget(note);

    auto *where = new QLabel(tr("Where the query and the keys are:"), this);
    column->addWidget(where);
    m_positions = new KeyPositionsLabel(variant, this);
    column->addWidget(m_positions);

    auto *row = new QHBoxLayout;
    column->addLayout(row);
    m_list = new QListWidget(this);
    m_list->setObjectName(QStringLiteral("rankingList"));
    m_list->setAccessibleName(tr("Keys in your order, the largest first"));
    m_list->setAccessibleDescription(tr("Alt+Up and Alt+Down move the selected key."));
    m_list->setToolTip(tr("Alt+Up and Alt+Down move the selected key; you can also drag it."));
    m_list->setDragDropMode(QAbstractItemView::InternalMove);
    m_list->setDefaultDropAction(Qt::MoveAction);
    const std::size_t keys = variant.layout().keys.size();
    for (std::size_t k = 1; k <= keys; ++k) {
        auto *item = new QListWidgetItem(m_list);
        item->setData(kKeyRole, int(k));
    }
    renumber();
    m_list->setCurrentRow(0);
    const int frame = 2 * m_list->frameWidth();
    m_list->setFixedHeight(m_list->sizeHintForRow(0) * int(keys) + frame + 4);
    m_list->setMaximumWidth(m_list->fontMetrics().horizontalAdvance(QLatin1Char('M')) * 16);
    m_list->installEventFilter(this);
    row->addWidget(m_list);

    auto *buttons = new QVBoxLayout;
    m_moveUp = moveButton(tr("Move &up"), QStringLiteral("moveUpButton"), this);
    m_moveUp->setToolTip(tr("Alt+Up"));
    m_moveDown = moveButton(tr("Move &down"), QStringLiteral("moveDownButton"), this);
    m_moveDown->setToolTip(tr("Alt+Down"));
    buttons->addWidget(m_moveUp);
    buttons->addWidget(m_moveDown);
    buttons->addStretch(1);
    row->addLayout(buttons);
    row->addStretch(1);

    connect(m_moveUp, &QPushButton::clicked, this, [this] { move(-1); });
    connect(m_moveDown, &QPushButton::clicked, this, [this] { move(1); });
    connect(m_list, &QListWidget::currentRowChanged, this, &RankingEditor::refreshButtons);
    // A drop moves rows inside the model; the positions are renumbered once it has settled.
    connect(m_list->model(), &QAbstractItemModel::rowsMoved, this, &RankingEditor::markTouched);
    connect(m_list->model(), &QAbstractItemModel::rowsInserted, this, &RankingEditor::markTouched);
    connect(m_list->model(), &QAbstractItemModel::rowsMoved, this, &RankingEditor::renumber,
            Qt::QueuedConnection);
    connect(m_list->model(), &QAbstractItemModel::rowsInserted, this, &RankingEditor::renumber,
            Qt::QueuedConnection);
    refreshButtons();
}

course::Answer RankingEditor::answer() const
{
    course::RankingAnswer order;
    if (!m_touched)
        return order;
    for (int row = 0; row < m_list->count(); ++row)
        order.keys << m_list->item(row)->data(kKeyRole).toInt();
    return order;
}

void RankingEditor::setAnswer(const course::Answer &answer)
{
    const auto *ranking = std::get_if<course::RankingAnswer>(&answer);
    if (!ranking)
        return;
    QList<int> sorted = ranking->keys;
    std::sort(sorted.begin(), sorted.end());
    QList<int> expected;
    for (int k = 1; k <= m_list->count(); ++k)
        expected << k;
    if (sorted != expected)
        return;
    for (int row = 0; row < ranking->keys.size(); ++row) {
        for (int from = row; from < m_list->count(); ++from) {
            if (m_list->item(from)->data(kKeyRole).toInt() == ranking->keys.at(row)) {
                m_list->insertItem(row, m_list->takeItem(from));
                break;
            }
        }
    }
    m_list->setCurrentRow(0);
    m_touched = true;
    renumber();
}

void RankingEditor::setReadOnly(bool readOnly)
{
    m_readOnly = readOnly;
    m_list->setDragDropMode(readOnly ? QAbstractItemView::NoDragDrop : QAbstractItemView::InternalMove);
    refreshButtons();
}

bool RankingEditor::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_list && event->type() == QEvent::KeyPress) {
        const auto *key = static_cast<QKeyEvent *>(event);
        if (key->modifiers() == Qt::AltModifier && (key->key() == Qt::Key_Up || key->key() == Qt::Key_Down)) {
            move(key->key() == Qt::Key_Up ? -1 : 1);
            return true;
        }
    }
    return AnswerEditor::eventFilter(watched, event);
}

void RankingEditor::move(int delta)
{
    if (m_readOnly)
        return;
    const int row = m_list->currentRow();
    const int target = row + delta;
    if (row < 0 || target < 0 || target >= m_list->count())
        return;
    {
        // Taking the item out moves the current row to a neighbour: unheard, so that a screen
        // reader hears one move, to the key in its new place under its new number.
        const QSignalBlocker quiet(m_list->selectionModel());
        QListWidgetItem *item = m_list->takeItem(row);
        m_list->insertItem(target, item);
    }
    m_touched = true;
    renumber();
    m_list->setCurrentRow(target);
    emit edited();
}

void RankingEditor::markTouched()
{
    m_touched = true;
    emit edited();
}

void RankingEditor::renumber()
{
    for (int row = 0; row < m_list->count(); ++row) {
        QListWidgetItem *item = m_list->item(row);
        item->setText(tr("%1.  Key %2").arg(row + 1).arg(item->data(kKeyRole).toInt()));
    }
    refreshButtons();
}

void RankingEditor::refreshButtons()
{
    if (!m_moveUp)
        return; // still being built
    const int row = m_list->currentRow();
    m_moveUp->setEnabled(!m_readOnly && row > 0);
    m_moveDown->setEnabled(!m_readOnly && row >= 0 && row + 1 < m_list->count());
}

} // namespace ui
