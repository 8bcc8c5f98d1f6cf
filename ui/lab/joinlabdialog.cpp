#include "joinlabdialog.h"

#include "contentlabel.h"
#include "fonts.h"
#include "labwork.h"
#include "learnerprofiles.h"
#include "verdictstyle.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QPushButton>
#include <QSettings>
#include <QSortFilterProxyModel>
#include <QStandardItemModel>
#include <QVBoxLayout>

namespace ui {

namespace {

constexpr int kIdRole = Qt::UserRole;
constexpr int kIndexRole = Qt::UserRole + 1;
constexpr int kSearchRole = Qt::UserRole + 2;

/// Case and accents aside: "Zoe" finds "Zoë", "o'brien" finds "O'Brien".
QString searchKey(const QString &text)
{
    QString key;
    for (const QChar c : text.normalized(QString::NormalizationForm_KD))
        if (c.category() != QChar::Mark_NonSpacing)
            key += c;
    return key.toCaseFolded().simplified();
}

QLabel *wrappedLabel(const QString &text, QWidget *parent)
{
    auto *label = new QLabel(text, parent);
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

} // namespace

JoinLabDialog::JoinLabDialog(const course::LabSession &session, const course::Course &course, QWidget *parent)
    : QDialog(parent)
    , m_session(session)
{
    setObjectName(QStringLiteral("joinLabDialog"));
    setWindowTitle(tr("Join Lab Session"));

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    m_join = buttons->addButton(tr("&Join"), QDialogButtonBox::AcceptRole);
    m_join->setObjectName(QStringLiteral("joinButton"));
    m_join->setDefault(true);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(createSummary(course));
    layout->addWidget(hasRoster() ? createRosterPicker() : createNameField(), 1);
    layout->addWidget(buttons);

    refreshJoinButton();
    resize(540, hasRoster() ? 580 : 420);
}

QWidget *JoinLabDialog::createSummary(const course::Course &course)
{
    auto *box = new QWidget(this);
    auto *column = new QVBoxLayout(box);
    column->setContentsMargins(0, 0, 0, 0);

    auto *title = wrappedLabel(m_session.title, box);
    title->setObjectName(QStringLiteral("sessionTitle"));
    title->setTextFormat(Qt::PlainText);
    QFont big = scaledFont(title->font(), 1.4);
    big.setBold(true);
    title->setFont(big);
    column->addWidget(title);

    const int count = int(m_session.exerciseIds.size());
    const QString length = m_session.rules.timeLimitMinutes
                               ? tr("%n minute(s)", nullptr, *m_session.rules.timeLimitMinutes)
                               : tr("no time limit");
    auto *facts = wrappedLabel(tr("%n exercise(s) · %1", nullptr, count).arg(length), box);
    facts->setObjectName(QStringLiteral("sessionFacts"));
    column->addWidget(facts);

    QString rules;
    for (const QString &sentence : course::labRulesSentences(m_session.rules))
        rules += QStringLiteral("<li>%1</li>").arg(sentence.toHtmlEscaped());
    auto *rulesLabel = new ContentLabel(tr("Rules"), box);
    rulesLabel->setWordWrap(true);
    rulesLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    rulesLabel->setTextFormat(Qt::RichText);
    rulesLabel->setText(QStringLiteral("<ul style=\"margin-left: 0\">%1</ul>").arg(rules));
    rulesLabel->setObjectName(QStringLiteral("sessionRules"));
    column->addWidget(rulesLabel);

    auto *handIn = wrappedLabel(m_session.handInFolder.isEmpty()
                                    ? tr("You will choose where to hand in (a shared folder or a USB stick).")
                                    : tr("Your work is handed in to %1.")
                                          .arg(QDir::toNativeSeparators(m_session.handInFolder)),
                                box);
    handIn->setObjectName(QStringLiteral("sessionHandInFolder"));
    handIn->setTextFormat(Qt::PlainText);
    column->addWidget(handIn);

    const QStringList differences = course::contentDifferences(m_session, course);
    if (!differences.isEmpty()) {
        QString items;
        for (const QString &d : differences)
            items += QStringLiteral("<li>%1</li>").arg(d.toHtmlEscaped());
        m_warning = wrappedLabel(tr("<b>⚠ This session was made for other course content.</b> What you see "
                                    "may not match what your teacher prepared; tell your teacher. What "
                                    "differs:<ul>%1</ul>").arg(items),
                                 box);
        m_warning->setObjectName(QStringLiteral("contentWarning"));
        m_warning->setTextFormat(Qt::RichText);
        m_warning->setAutoFillBackground(true);
        m_warning->setMargin(8);
        QPalette pal = m_warning->palette();
        pal.setColor(QPalette::Window, toneBackground(palette(), Tone::Notice));
        pal.setColor(QPalette::WindowText, palette().color(QPalette::WindowText));
        m_warning->setPalette(pal);
        column->addWidget(m_warning);
    }
    return box;
}

QWidget *JoinLabDialog::createRosterPicker()
{
    auto *box = new QWidget(this);
    auto *column = new QVBoxLayout(box);
    column->setContentsMargins(0, 0, 0, 0);

    m_students = new QStandardItemModel(this);
    for (int i = 0; i < m_session.roster.size(); ++i) {
        const course::LabStudent &s = m_session.roster.at(i);
        auto *item = new QStandardItem(s.section.isEmpty() ? s.name : tr("%1 (%2)").arg(s.name, s.section));
        item->setEditable(false);
        item->setData(s.id, kIdRole);
        item->setData(i, kIndexRole);
        item->setData(searchKey(s.name + QLatin1Char(' ') + s.id + QLatin1Char(' ') + s.section), kSearchRole);
        item->setToolTip(tr("Learner id: %1").arg(s.id));
        m_students->appendRow(item);
    }
    m_filtered = new QSortFilterProxyModel(this);
    m_filtered->setSourceModel(m_students);
    m_filtered->setFilterRole(kSearchRole);
    m_filtered->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_filtered->setSortLocaleAware(true);
    m_filtered->sort(0);

    m_filter = new QLineEdit(box);
    m_filter->setObjectName(QStringLiteral("rosterFilter"));
    m_filter->setPlaceholderText(tr("Type part of your name"));
    m_filter->setClearButtonEnabled(true);
    m_filter->installEventFilter(this);
    auto *label = new QLabel(tr("Find your &name:"), box);
    label->setBuddy(m_filter);

    m_list = new QListView(box);
    m_list->setObjectName(QStringLiteral("rosterList"));
    m_list->setModel(m_filtered);
    m_list->setAccessibleName(tr("Students"));
    m_list->setSelectionMode(QAbstractItemView::SingleSelection);
    m_list->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_list->setUniformItemSizes(true);

    m_problem = new QLabel(box);
    m_problem->setObjectName(QStringLiteral("rosterStatus"));
    m_problem->setWordWrap(true);

    column->addWidget(label);
    column->addWidget(m_filter);
    column->addWidget(m_list, 1);
    column->addWidget(m_problem);

    connect(m_filter, &QLineEdit::textChanged, this, &JoinLabDialog::onFilterChanged);
    connect(m_list->selectionModel(), &QItemSelectionModel::currentChanged, this, &JoinLabDialog::refreshJoinButton);
    connect(m_list, &QListView::activated, this, [this] {
        if (currentStudent() >= 0)
            accept();
    });
    m_filter->setFocus();
    return box;
}

QWidget *JoinLabDialog::createNameField()
{
    auto *box = new QWidget(this);
    auto *column = new QVBoxLayout(box);
    column->setContentsMargins(0, 0, 0, 0);
    m_name = new QLineEdit(box);
    m_name->setObjectName(QStringLiteral("nameEdit"));
    m_name->setMaxLength(200);
    m_name->setPlaceholderText(tr("First and last name, as your teacher knows you"));
    auto *label = new QLabel(tr("Your &name:"), box);
    label->setBuddy(m_name);
    m_problem = new QLabel(box);
    m_problem->setObjectName(QStringLiteral("nameProblem"));
    m_problem->setWordWrap(true);
    column->addWidget(label);
    column->addWidget(m_name);
    column->addWidget(m_problem);
    column->addStretch(1);
    connect(m_name, &QLineEdit::textChanged, this, &JoinLabDialog::refreshJoinButton);
    m_name->setFocus();
    return box;
}

int JoinLabDialog::currentStudent() const
{
    if (!m_list)
        return -1;
    const QModelIndex current = m_list->currentIndex();
    if (!current.isValid() || !m_list->selectionModel()->isSelected(current))
        return -1;
    return current.data(kIndexRole).toInt();
}

QString JoinLabDialog::learnerId() const
{
    if (hasRoster()) {
        const int i = currentStudent();
        return i < 0 ? QString() : m_session.roster.at(i).id;
    }
    if (!course::learnerNameProblem(m_name->text()).isEmpty())
        return {};
    QSettings settings;
    return course::typedLearnerId(m_session.id, m_name->text(), settings);
}

QString JoinLabDialog::learnerName() const
{
    if (hasRoster()) {
        const int i = currentStudent();
        return i < 0 ? QString() : m_session.roster.at(i).name;
    }
    return course::learnerNameProblem(m_name->text()).isEmpty() ? course::LearnerProfiles::normalizedName(m_name->text())
                                                                : QString();
}

bool JoinLabDialog::selectStudent(const QString &id)
{
    if (!m_list)
        return false;
    for (int pass = 0; pass < 2; ++pass) {
        for (int row = 0; row < m_filtered->rowCount(); ++row) {
            const QModelIndex index = m_filtered->index(row, 0);
            if (index.data(kIdRole).toString() == id) {
                m_list->setCurrentIndex(index);
                return true;
            }
        }
        m_filter->clear();
    }
    return false;
}

void JoinLabDialog::onFilterChanged(const QString &text)
{
    m_filtered->setFilterFixedString(searchKey(text));
    // One match left is the student: Enter joins. Otherwise nobody is chosen behind their back.
    if (m_filtered->rowCount() == 1)
        m_list->setCurrentIndex(m_filtered->index(0, 0));
    else if (currentStudent() < 0)
        m_list->clearSelection();
    refreshJoinButton();
}

void JoinLabDialog::refreshJoinButton()
{
    if (hasRoster()) {
        const int i = currentStudent();
        const int shown = m_filtered->rowCount();
        if (shown == 0)
            m_problem->setText(tr("No student on the list matches “%1”. Ask your teacher if your name is "
                                  "missing.").arg(m_filter->text()));
        else if (i < 0)
            m_problem->setText(tr("Choose your name from the list (%n student(s)).", nullptr, shown));
        else
            m_problem->setText(tr("You will join as %1 (%2).").arg(m_session.roster.at(i).name, m_session.roster.at(i).id));
        m_join->setEnabled(i >= 0);
        // A name with "&" must not make a shortcut of the letter after it.
        m_join->setText(i >= 0 ? tr("&Join as %1").arg(QString(m_session.roster.at(i).name).replace(QLatin1Char('&'), QStringLiteral("&&")))
                               : tr("&Join"));
        return;
    }
    const QString problem = m_name->text().isEmpty() ? QString() : course::learnerNameProblem(m_name->text());
    m_problem->setText(problem);
    m_problem->setVisible(!problem.isEmpty());
    m_join->setEnabled(!m_name->text().trimmed().isEmpty() && problem.isEmpty());
}

bool JoinLabDialog::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_filter && event->type() == QEvent::KeyPress) {
        const auto *key = static_cast<QKeyEvent *>(event);
        if ((key->key() == Qt::Key_Down || key->key() == Qt::Key_PageDown) && m_filtered->rowCount() > 0) {
            m_list->setFocus(Qt::TabFocusReason);
            if (currentStudent() < 0)
                m_list->setCurrentIndex(m_filtered->index(0, 0));
            return true;
        }
    }
    return QDialog::eventFilter(watched, event);
}

} // namespace ui
