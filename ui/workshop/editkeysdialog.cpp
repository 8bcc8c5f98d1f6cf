#include "editkeysdialog.h"

#include "colors.h"
#include "keytablemodel.h"
#include "setup.h"
#include "workshopmodel.h"

#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QStyledItemDelegate>
#include <QTableView>
#include <QVBoxLayout>

namespace ui {

namespace {

/// "key 3 has no name" as a sentence of its own: "Key 3 has no name."
QString sentence(const QString &problem)
{
    if (problem.isEmpty())
        return problem;
    return problem.front().toUpper() + problem.mid(1) + QLatin1Char('.');
}

QString sentences(const QStringList &problems)
{
    QStringList out;
    for (const QString &p : problems)
        out << sentence(p);
    return out.join(QLatin1Char('\n'));
}

/// Editors that only take what a key can be: a name of at most kMaxNameLength characters,
/// an angle that wraps round, a length from 0 to the workshop's longest, a bounded value.
class KeyDelegate : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    QWidget *createEditor(QWidget *parent, const QStyleOptionViewItem &,
                          const QModelIndex &index) const override
    {
        if (index.column() == KeyTableModel::Name) {
            auto *edit = new QLineEdit(parent);
            edit->setMaxLength(course::WorkshopSetup::kMaxNameLength);
            edit->setAccessibleName(EditKeysDialog::tr("Key name"));
            return edit;
        }
        auto *spin = new QDoubleSpinBox(parent);
        spin->setFrame(false);
        switch (index.column()) {
        case KeyTableModel::Angle:
            spin->setRange(0.0, 360.0);
            spin->setWrapping(true);
            spin->setDecimals(1);
            spin->setSingleStep(1.0);
            spin->setSuffix(EditKeysDialog::tr("°"));
            spin->setAccessibleName(EditKeysDialog::tr("Key angle in degrees"));
            break;
        case KeyTableModel::Length:
            spin->setRange(0.0, course::WorkshopSetup::kMaxLength);
            spin->setDecimals(2);
            spin->setSingleStep(0.1);
            spin->setAccessibleName(EditKeysDialog::tr("Key length"));
            break;
        default:
            spin->setRange(-course::WorkshopSetup::kMaxValue, course::WorkshopSetup::kMaxValue);
            spin->setDecimals(2);
            spin->setSingleStep(1.0);
            spin->setAccessibleName(EditKeysDialog::tr("Key value"));
            break;
        }
        return spin;
    }
};

} // namespace

EditKeysDialog::EditKeysDialog(course::WorkshopModel *model, QWidget *parent)
    : QDialog(parent)
    , m_model(model)
    , m_keys(new KeyTableModel(model->setupKeys(), this))
{
    setWindowTitle(tr("Edit Keys"));
    setObjectName(QStringLiteral("editKeysDialog"));

    auto *intro = new QLabel(tr("The keys of the free workshop: from %1 to %2, each with a name, a direction, "
                                "a length and a value. The lessons keep the plate's five keys whatever you "
                                "choose here. On the plane, Shift+drag a key's tip to move it.")
                                 .arg(course::WorkshopSetup::kMinKeys)
                                 .arg(course::WorkshopSetup::kMaxKeys),
                             this);
    intro->setWordWrap(true);

    m_table = new QTableView(this);
    m_table->setObjectName(QStringLiteral("keyTable"));
    m_table->setModel(m_keys);
    m_table->setItemDelegate(new KeyDelegate(m_table));
    m_table->setAccessibleName(tr("Keys"));
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    // Typing into a cell or F2 edits it; moving around the table does not.
    m_table->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::SelectedClicked
                             | QAbstractItemView::EditKeyPressed | QAbstractItemView::AnyKeyPressed);
    m_table->setTabKeyNavigation(false);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_table->setMinimumWidth(m_table->fontMetrics().averageCharWidth() * 56);
    // Room for the most keys without scrolling.
    m_table->setMinimumHeight(m_table->horizontalHeader()->sizeHint().height()
                              + (course::WorkshopSetup::kMaxKeys) * m_table->verticalHeader()->defaultSectionSize()
                              + 2 * m_table->frameWidth());

    m_add = new QPushButton(tr("&Add Key"), this);
    m_remove = new QPushButton(tr("&Remove Key"), this);
    m_up = new QPushButton(tr("Move &Up"), this);
    m_down = new QPushButton(tr("Move &Down"), this);
    m_reset = new QPushButton(tr("Reset to the &Plate's Layout"), this);
    for (QPushButton *b : {m_add, m_remove, m_up, m_down, m_reset})
        b->setAutoDefault(false);
    m_add->setObjectName(QStringLiteral("addKeyButton"));
    m_remove->setObjectName(QStringLiteral("removeKeyButton"));
    m_up->setObjectName(QStringLiteral("moveUpButton"));
    m_down->setObjectName(QStringLiteral("moveDownButton"));
    m_reset->setObjectName(QStringLiteral("resetKeysButton"));

    auto *side = new QVBoxLayout;
    side->addWidget(m_add);
    side->addWidget(m_remove);
    side->addSpacing(8);
    side->addWidget(m_up);
    side->addWidget(m_down);
    side->addStretch(1);
    side->addWidget(m_reset);

    auto *row = new QHBoxLayout;
    row->addWidget(m_table, 1);
    row->addLayout(side);

    m_problems = new QLabel(this);
    m_problems->setObjectName(QStringLiteral("problemsLabel"));
    m_problems->setTextFormat(Qt::PlainText);
    m_problems->setWordWrap(true);
    m_problems->setAccessibleName(tr("Problems with the keys"));
    QPalette warning = m_problems->palette();
    // The query's red, chosen to read on light and dark palettes alike.
    warning.setColor(QPalette::WindowText, queryColor(warning));
    m_problems->setPalette(warning);

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(row, 1);
    layout->addWidget(m_problems);
    layout->addWidget(m_buttons);

    connect(m_add, &QPushButton::clicked, this, [this] {
        const int row = currentRow() < 0 ? m_keys->rowCount() : currentRow() + 1;
        if (m_keys->addKey(row)) {
            // Ready to be renamed: typing replaces the new key's name.
            m_table->selectionModel()->setCurrentIndex(m_keys->index(row, KeyTableModel::Name),
                                                       QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
            m_table->setFocus(Qt::OtherFocusReason);
        }
    });
    connect(m_remove, &QPushButton::clicked, this, [this] {
        const int row = currentRow();
        if (m_keys->removeKey(row))
            selectRow(std::min(row, m_keys->rowCount() - 1));
    });
    connect(m_up, &QPushButton::clicked, this, [this] {
        const int row = currentRow();
        if (m_keys->moveKey(row, -1))
            selectRow(row - 1);
    });
    connect(m_down, &QPushButton::clicked, this, [this] {
        const int row = currentRow();
        if (m_keys->moveKey(row, 1))
            selectRow(row + 1);
    });
    connect(m_reset, &QPushButton::clicked, this, [this] {
        m_keys->setKeys(course::WorkshopSetup::plate().keys);
        selectRow(0);
    });
    connect(m_buttons, &QDialogButtonBox::accepted, this, &EditKeysDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &EditKeysDialog::reject);

    for (auto signal : {&QAbstractItemModel::rowsInserted, &QAbstractItemModel::rowsRemoved})
        connect(m_keys, signal, this, &EditKeysDialog::refresh);
    connect(m_keys, &QAbstractItemModel::rowsMoved, this, &EditKeysDialog::refresh);
    connect(m_keys, &QAbstractItemModel::modelReset, this, &EditKeysDialog::refresh);
    connect(m_keys, &QAbstractItemModel::dataChanged, this, &EditKeysDialog::refresh);
    connect(m_table->selectionModel(), &QItemSelectionModel::currentChanged, this, &EditKeysDialog::refresh);
    selectRow(0);
    refresh();
}

QPushButton *EditKeysDialog::okButton() const
{
    return m_buttons->button(QDialogButtonBox::Ok);
}

int EditKeysDialog::currentRow() const
{
    const QModelIndex current = m_table->selectionModel()->currentIndex();
    return current.isValid() ? current.row() : -1;
}

void EditKeysDialog::selectRow(int row)
{
    if (row < 0 || row >= m_keys->rowCount())
        return;
    const QModelIndex index = m_keys->index(row, std::max(m_table->currentIndex().column(), 0));
    m_table->selectionModel()->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
}

void EditKeysDialog::refresh()
{
    const int row = currentRow();
    m_add->setEnabled(m_keys->canAddKey());
    m_remove->setEnabled(m_keys->canRemoveKey() && row >= 0);
    m_up->setEnabled(row > 0);
    m_down->setEnabled(row >= 0 && row + 1 < m_keys->rowCount());
    m_add->setToolTip(m_keys->canAddKey() ? QString() : tr("A workshop has at most %1 keys.").arg(course::WorkshopSetup::kMaxKeys));
    m_remove->setToolTip(m_keys->canRemoveKey() ? QString() : tr("A workshop needs at least %1 keys.").arg(course::WorkshopSetup::kMinKeys));
    const QStringList problems = m_keys->problems();
    m_problems->setText(sentences(problems));
    m_problems->setVisible(!problems.isEmpty());
    okButton()->setEnabled(problems.isEmpty());
}

void EditKeysDialog::accept()
{
    QStringList problems;
    if (!m_model->setKeys(m_keys->keys(), &problems)) {
        m_problems->setText(sentences(problems));
        m_problems->setVisible(true);
        return;
    }
    QDialog::accept();
}

} // namespace ui
