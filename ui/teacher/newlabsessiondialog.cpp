#include "newlabsessiondialog.h"

#include "handin.h"
#include "verdictstyle.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QRegularExpressionValidator>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <limits>

namespace ui {

namespace {

constexpr int kExerciseIdRole = Qt::UserRole;
/// The limits makeLabSession() checks.
constexpr int kMaxAttempts = 20;
constexpr int kMaxMinutes = 24 * 60;

QString defaultChooser(QWidget *parent, const QString &suggested)
{
    return QFileDialog::getSaveFileName(parent, NewLabSessionDialog::tr("Save Lab Session"), suggested,
                                        NewLabSessionDialog::tr("Lab sessions (*.attnlab)"));
}

} // namespace

NewLabSessionDialog::NewLabSessionDialog(const course::Course &course, QWidget *parent)
    : QDialog(parent)
    , m_course(course)
    , m_chooser(defaultChooser)
    , m_title(new QLineEdit(this))
    , m_exercises(new QTreeWidget(this))
    , m_chosenCount(new QLabel(this))
    , m_seed(new QLineEdit(this))
    , m_attempts(new QSpinBox(this))
    , m_hints(new QCheckBox(tr("Allow &hints"), this))
    , m_attemptPenalty(new QSpinBox(this))
    , m_solutions(new QComboBox(this))
    , m_timeLimit(new QSpinBox(this))
    , m_autoHandIn(new QSpinBox(this))
    , m_keysWhereAllowed(new QCheckBox(tr("Print answer &keys only where the lab allows them"), this))
    , m_rosterPath(new QLineEdit(this))
    , m_rosterSummary(new QLabel(this))
    , m_rosterProblems(new QListWidget(this))
    , m_handInFolder(new QLineEdit(this))
    , m_setupPath(new QLineEdit(this))
    , m_setupSummary(new QLabel(this))
    , m_targetsUseSetup(new QCheckBox(tr("Tar&get exercises use this set-up's keys"), this))
    , m_lessonsNote(new QLabel(this))
    , m_problems(new QLabel(this))
{
    setWindowTitle(tr("New Lab Session"));

    m_title->setObjectName(QStringLiteral("title"));
    m_title->setMaxLength(200);
    m_title->setPlaceholderText(tr("e.g. Week 3: softmax"));

    m_exercises->setObjectName(QStringLiteral("exercises"));
    m_exercises->setAccessibleName(tr("Exercises to include"));
    m_exercises->setHeaderHidden(true);
    m_exercises->setUniformRowHeights(true);
    buildExerciseTree();
    auto *exercisesLabel = new QLabel(tr("&Exercises (tick a lesson to take all of it):"), this);
    exercisesLabel->setBuddy(m_exercises);
    m_chosenCount->setObjectName(QStringLiteral("chosenCount"));

    m_seed->setObjectName(QStringLiteral("seed"));
    m_seed->setValidator(new QRegularExpressionValidator(QRegularExpression(QStringLiteral("[0-9]{1,20}")), m_seed));
    m_seed->setToolTip(tr("Every student's numbers are drawn from their id, the exercise and this seed; "
                          "an answer key made with it matches each screen."));
    auto *newSeed = new QPushButton(tr("&New Seed"), this);
    newSeed->setObjectName(QStringLiteral("newSeed"));
    drawSeed();

    m_attempts->setObjectName(QStringLiteral("attempts"));
    m_attempts->setRange(0, kMaxAttempts);
    m_attempts->setSpecialValueText(tr("Each exercise's own"));
    m_hints->setObjectName(QStringLiteral("hints"));
    m_attemptPenalty->setObjectName(QStringLiteral("attemptPenalty"));
    m_attemptPenalty->setRange(-1, 100);
    m_attemptPenalty->setSuffix(tr("% of the credit"));
    m_attemptPenalty->setSpecialValueText(tr("Each exercise's own"));
    m_attemptPenalty->setValue(-1);
    m_attemptPenalty->setToolTip(tr("What each attempt before the right one costs: at 25%, an answer right at the "
                                    "second attempt earns 75%, at the third 50%. Guessing then pays less."));
    m_hints->setChecked(true);
    m_solutions->setObjectName(QStringLiteral("solutions"));
    m_solutions->addItem(tr("On request"), int(course::LabRules::Solutions::Always));
    m_solutions->addItem(tr("After handing in"), int(course::LabRules::Solutions::AfterHandIn));
    m_solutions->addItem(tr("Never"), int(course::LabRules::Solutions::Never));
    m_solutions->setCurrentIndex(m_solutions->findData(int(course::LabRules::Solutions::AfterHandIn)));
    m_timeLimit->setObjectName(QStringLiteral("timeLimit"));
    m_timeLimit->setRange(0, kMaxMinutes);
    m_timeLimit->setSpecialValueText(tr("No limit"));
    m_timeLimit->setSuffix(tr(" min"));
    m_autoHandIn->setObjectName(QStringLiteral("autoHandIn"));
    m_autoHandIn->setRange(0, kMaxMinutes);
    m_autoHandIn->setSpecialValueText(tr("Only when the student does"));
    m_autoHandIn->setSuffix(tr(" min"));
    m_autoHandIn->setToolTip(tr("Every few minutes the student's work is handed in by itself, so that the class "
                                "board shows who is working and who is stuck."));

    m_rosterPath->setObjectName(QStringLiteral("rosterPath"));
    m_rosterPath->setPlaceholderText(tr("None: students type their names"));
    auto *chooseRosterButton = new QPushButton(tr("&Choose…"), this);
    chooseRosterButton->setObjectName(QStringLiteral("chooseRoster"));
    m_rosterSummary->setObjectName(QStringLiteral("rosterSummary"));
    m_rosterSummary->setWordWrap(true);
    m_rosterProblems->setObjectName(QStringLiteral("rosterProblems"));
    m_rosterProblems->setAccessibleName(tr("Roster lines that were not read"));
    m_rosterProblems->setWordWrap(true);
    m_rosterProblems->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_rosterProblems->setMaximumHeight(m_rosterProblems->fontMetrics().height() * 6);
    m_rosterProblems->hide();

    m_handInFolder->setObjectName(QStringLiteral("handInFolder"));
    m_handInFolder->setPlaceholderText(tr("None: students choose where to hand in"));
    auto *chooseFolderButton = new QPushButton(tr("Bro&wse…"), this);
    chooseFolderButton->setObjectName(QStringLiteral("chooseHandInFolder"));

    m_setupPath->setObjectName(QStringLiteral("setupPath"));
    m_setupPath->setPlaceholderText(tr("None: the plate's keys"));
    auto *chooseSetupButton = new QPushButton(tr("C&hoose…"), this);
    chooseSetupButton->setObjectName(QStringLiteral("chooseSetup"));
    m_setupSummary->setObjectName(QStringLiteral("setupSummary"));
    m_setupSummary->setWordWrap(true);
    m_setupSummary->setTextFormat(Qt::PlainText);
    m_keysWhereAllowed->setObjectName(QStringLiteral("keysWhereAllowed"));
    m_keysWhereAllowed->setToolTip(tr("The session's answer keys, answer grid and rehearsals are printed only on a computer "
                                      "whose lab defaults say allowAnswerKeys=true, as the teacher's does; a student who "
                                      "opens the session file elsewhere cannot print their answers."));
    m_targetsUseSetup->setObjectName(QStringLiteral("targetsUseSetup"));
    m_targetsUseSetup->setEnabled(false);
    m_targetsUseSetup->setToolTip(tr("Students move their query among your keys in the target exercises, and the "
                                     "gradebook grades them there; otherwise they use the plate's five keys."));

    m_lessonsNote->setObjectName(QStringLiteral("lessonsNote"));
    m_lessonsNote->setWordWrap(true);
    m_lessonsNote->setTextFormat(Qt::PlainText);
    m_lessonsNote->hide();

    m_problems->setObjectName(QStringLiteral("problems"));
    m_problems->setWordWrap(true);
    m_problems->setTextFormat(Qt::PlainText);
    m_problems->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_problems->hide();

    // Left: what the session asks; right: its settings.
    auto *left = new QVBoxLayout;
    left->addWidget(exercisesLabel);
    left->addWidget(m_exercises, 1);
    left->addWidget(m_chosenCount);
    left->addWidget(m_lessonsNote);

    auto *form = new QFormLayout;
    form->addRow(tr("&Title:"), m_title);
    auto *seedRow = new QHBoxLayout;
    seedRow->addWidget(m_seed, 1);
    seedRow->addWidget(newSeed);
    form->addRow(tr("&Lab seed:"), seedRow);
    qobject_cast<QLabel *>(form->labelForField(seedRow))->setBuddy(m_seed);

    auto *rules = new QGroupBox(tr("Rules"), this);
    auto *rulesForm = new QFormLayout(rules);
    rulesForm->addRow(tr("&Attempts per exercise:"), m_attempts);
    rulesForm->addRow(QString(), m_hints);
    rulesForm->addRow(tr("&Penalty per extra attempt:"), m_attemptPenalty);
    rulesForm->addRow(tr("S&olutions:"), m_solutions);
    rulesForm->addRow(tr("Time li&mit:"), m_timeLimit);
    rulesForm->addRow(tr("Hand in a&utomatically every:"), m_autoHandIn);
    rulesForm->addRow(QString(), m_keysWhereAllowed);

    auto *students = new QGroupBox(tr("Students"), this);
    auto *studentsForm = new QFormLayout(students);
    auto *rosterRow = new QHBoxLayout;
    rosterRow->addWidget(m_rosterPath, 1);
    rosterRow->addWidget(chooseRosterButton);
    studentsForm->addRow(tr("&Roster CSV:"), rosterRow);
    qobject_cast<QLabel *>(studentsForm->labelForField(rosterRow))->setBuddy(m_rosterPath);
    studentsForm->addRow(QString(), m_rosterSummary);
    studentsForm->addRow(QString(), m_rosterProblems);
    auto *folderRow = new QHBoxLayout;
    folderRow->addWidget(m_handInFolder, 1);
    folderRow->addWidget(chooseFolderButton);
    studentsForm->addRow(tr("Hand-in &folder:"), folderRow);
    qobject_cast<QLabel *>(studentsForm->labelForField(folderRow))->setBuddy(m_handInFolder);

    auto *workshop = new QGroupBox(tr("Workshop"), this);
    auto *workshopForm = new QFormLayout(workshop);
    auto *setupRow = new QHBoxLayout;
    setupRow->addWidget(m_setupPath, 1);
    setupRow->addWidget(chooseSetupButton);
    workshopForm->addRow(tr("Set-&up:"), setupRow);
    qobject_cast<QLabel *>(workshopForm->labelForField(setupRow))->setBuddy(m_setupPath);
    workshopForm->addRow(QString(), m_setupSummary);
    workshopForm->addRow(QString(), m_targetsUseSetup);

    auto *right = new QVBoxLayout;
    right->addLayout(form);
    right->addWidget(rules);
    right->addWidget(students);
    right->addWidget(workshop);
    right->addStretch();

    auto *columns = new QHBoxLayout;
    columns->addLayout(left, 1);
    columns->addLayout(right, 1);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel, this);
    QPushButton *saveButton = buttons->button(QDialogButtonBox::Save);
    saveButton->setText(tr("&Save…"));
    saveButton->setObjectName(QStringLiteral("save"));
    saveButton->setDefault(true);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(columns, 1);
    layout->addWidget(m_problems);
    layout->addWidget(buttons);

    const QList<QWidget *> order{m_title, m_exercises, m_seed, newSeed, m_attempts, m_hints, m_attemptPenalty, m_solutions, m_timeLimit,
                                 m_autoHandIn, m_keysWhereAllowed, m_rosterPath, chooseRosterButton, m_rosterProblems, m_handInFolder,
                                 chooseFolderButton, m_setupPath, chooseSetupButton, m_targetsUseSetup, saveButton};
    for (int i = 1; i < order.size(); ++i)
        setTabOrder(order.at(i - 1), order.at(i));

    connect(m_exercises, &QTreeWidget::itemChanged, this, &NewLabSessionDialog::updateChosenCount);
    connect(newSeed, &QPushButton::clicked, this, &NewLabSessionDialog::drawSeed);
    connect(chooseRosterButton, &QPushButton::clicked, this, &NewLabSessionDialog::chooseRoster);
    connect(m_rosterPath, &QLineEdit::editingFinished, this, [this] {
        if (m_rosterPath->text().trimmed() != m_rosterReadFrom)
            setRosterFile(m_rosterPath->text().trimmed());
    });
    connect(chooseFolderButton, &QPushButton::clicked, this, &NewLabSessionDialog::chooseHandInFolder);
    connect(chooseSetupButton, &QPushButton::clicked, this, &NewLabSessionDialog::chooseSetup);
    connect(m_setupPath, &QLineEdit::editingFinished, this, [this] {
        if (m_setupPath->text().trimmed() != m_setupReadFrom)
            setSetupFile(m_setupPath->text().trimmed());
    });
    connect(buttons, &QDialogButtonBox::accepted, this, &NewLabSessionDialog::save);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    updateChosenCount();
    colourProblems();
    m_title->setFocus();
    resize(960, 640);
}

void NewLabSessionDialog::setSaveFileChooser(SaveFileChooser chooser)
{
    m_chooser = std::move(chooser);
}

void NewLabSessionDialog::buildExerciseTree()
{
    int number = 0;
    for (const course::Lesson &lesson : m_course.lessons) {
        ++number;
        if (lesson.exercises.isEmpty())
            continue;
        auto *lessonItem = new QTreeWidgetItem(m_exercises, {tr("%1. %2").arg(number).arg(lesson.title)});
        lessonItem->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsUserCheckable | Qt::ItemIsAutoTristate);
        lessonItem->setCheckState(0, Qt::Unchecked);
        lessonItem->setToolTip(0, lesson.id);
        for (const course::Exercise &e : lesson.exercises) {
            auto *item = new QTreeWidgetItem(lessonItem, {e.title.isEmpty() ? e.id : e.title});
            item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsUserCheckable | Qt::ItemNeverHasChildren);
            item->setCheckState(0, Qt::Unchecked);
            item->setData(0, kExerciseIdRole, e.id);
            item->setToolTip(0, e.id);
        }
    }
    if (m_exercises->topLevelItemCount() > 0)
        m_exercises->setCurrentItem(m_exercises->topLevelItem(0));
}

void NewLabSessionDialog::setChosenExercises(const QStringList &ids)
{
    for (int l = 0; l < m_exercises->topLevelItemCount(); ++l) {
        QTreeWidgetItem *lesson = m_exercises->topLevelItem(l);
        for (int e = 0; e < lesson->childCount(); ++e) {
            QTreeWidgetItem *item = lesson->child(e);
            item->setCheckState(0, ids.contains(item->data(0, kExerciseIdRole).toString()) ? Qt::Checked : Qt::Unchecked);
        }
        // What is chosen is in sight.
        lesson->setExpanded(lesson->checkState(0) != Qt::Unchecked);
    }
}

QStringList NewLabSessionDialog::chosenExercises() const
{
    QStringList ids;
    for (int l = 0; l < m_exercises->topLevelItemCount(); ++l) {
        const QTreeWidgetItem *lesson = m_exercises->topLevelItem(l);
        for (int e = 0; e < lesson->childCount(); ++e)
            if (lesson->child(e)->checkState(0) == Qt::Checked)
                ids << lesson->child(e)->data(0, kExerciseIdRole).toString();
    }
    return ids;
}

void NewLabSessionDialog::updateChosenCount()
{
    const qsizetype n = chosenExercises().size();
    const QString count = n == 0 ? tr("No exercise chosen yet.") : tr("%n exercise(s) chosen.", nullptr, int(n));
    m_chosenCount->setText(count);
    // Qt 6.4 tells a screen reader neither that an item can be ticked nor that it was: each
    // item's name says it, and the tree (where the focus is) says what is chosen now.
    const QSignalBlocker quiet(m_exercises);
    const auto say = [](QTreeWidgetItem *item) {
        const QString title = item->text(0);
        switch (item->checkState(0)) {
        case Qt::Checked: item->setData(0, Qt::AccessibleTextRole, tr("%1, ticked").arg(title)); break;
        case Qt::PartiallyChecked: item->setData(0, Qt::AccessibleTextRole, tr("%1, partly ticked").arg(title)); break;
        case Qt::Unchecked: item->setData(0, Qt::AccessibleTextRole, tr("%1, not ticked").arg(title)); break;
        }
    };
    for (int l = 0; l < m_exercises->topLevelItemCount(); ++l) {
        QTreeWidgetItem *lesson = m_exercises->topLevelItem(l);
        say(lesson);
        for (int e = 0; e < lesson->childCount(); ++e)
            say(lesson->child(e));
    }
    QString current;
    if (const QTreeWidgetItem *item = m_exercises->currentItem())
        current = item->data(0, Qt::AccessibleTextRole).toString() + QStringLiteral(". ");
    m_exercises->setAccessibleDescription(current + count);
}

void NewLabSessionDialog::drawSeed()
{
    // The range makeLabSession() draws from: short enough to read out to a class.
    m_seed->setText(QString::number(QRandomGenerator::global()->bounded(1000000u)));
}

void NewLabSessionDialog::chooseRoster()
{
    const QString start = m_rosterPath->text().trimmed().isEmpty() ? QDir::homePath() : m_rosterPath->text().trimmed();
    const QString file = QFileDialog::getOpenFileName(this, tr("Choose a Roster"), start,
                                                      tr("Class lists (*.csv *.txt);;All files (*)"));
    if (!file.isEmpty())
        setRosterFile(file);
}

void NewLabSessionDialog::setRosterFile(const QString &path)
{
    m_rosterReadFrom = path;
    if (m_rosterPath->text() != QDir::toNativeSeparators(path))
        m_rosterPath->setText(QDir::toNativeSeparators(path));
    m_rosterProblems->clear();
    if (path.isEmpty()) {
        m_roster = {};
        m_rosterSummary->clear();
        m_rosterProblems->hide();
        return;
    }
    m_roster = course::readRoster(QDir::fromNativeSeparators(path));
    const int skipped = int(m_roster.problems.size());
    m_rosterSummary->setText(skipped == 0
                                 ? tr("%n student(s) read.", nullptr, int(m_roster.students.size()))
                                 : tr("%n student(s) read; ", nullptr, int(m_roster.students.size()))
                                       + tr("%n line(s) not used:", nullptr, skipped));
    for (const course::RosterProblem &p : std::as_const(m_roster.problems))
        m_rosterProblems->addItem(p.line > 0 ? tr("Line %1: %2").arg(p.line).arg(p.message) : p.message);
    m_rosterProblems->setVisible(skipped > 0);
}

void NewLabSessionDialog::chooseHandInFolder()
{
    const QString folder = QFileDialog::getExistingDirectory(this, tr("Choose the Hand-in Folder"),
                                                             m_handInFolder->text().isEmpty() ? QDir::homePath()
                                                                                              : m_handInFolder->text());
    if (!folder.isEmpty())
        setHandInFolder(folder);
}

void NewLabSessionDialog::setHandInFolder(const QString &folder)
{
    m_handInFolder->setText(QDir::toNativeSeparators(folder));
}

void NewLabSessionDialog::chooseSetup()
{
    const QString start = m_setupPath->text().trimmed().isEmpty() ? QDir::homePath() : m_setupPath->text().trimmed();
    const QString file = QFileDialog::getOpenFileName(this, tr("Choose a Workshop Set-up"), start,
                                                      tr("Workshop set-ups (*.attnsetup);;All files (*)"));
    if (!file.isEmpty())
        setSetupFile(file);
}

void NewLabSessionDialog::setSetupFile(const QString &path)
{
    m_setupReadFrom = path;
    if (m_setupPath->text() != QDir::toNativeSeparators(path))
        m_setupPath->setText(QDir::toNativeSeparators(path));
    m_setup.reset();
    m_setupProblems.clear();
    if (!path.isEmpty())
        m_setup = course::readSetup(QDir::fromNativeSeparators(path), &m_setupProblems);
    if (m_setup)
        m_setupSummary->setText(tr("%1: %n key(s), %2", nullptr, int(m_setup->keys.size()))
                                    .arg(m_setup->title.isEmpty() ? tr("Untitled set-up") : m_setup->title,
                                         m_setup->names().join(QStringLiteral(", "))));
    else
        m_setupSummary->setText(m_setupProblems.join(QLatin1Char('\n')));
    m_targetsUseSetup->setEnabled(m_setup.has_value());
    if (!m_setup)
        m_targetsUseSetup->setChecked(false);
}

course::LabRequest NewLabSessionDialog::request() const
{
    course::LabRequest r;
    r.title = m_title->text();
    r.exerciseIds = chosenExercises();
    bool ok = false;
    const quint64 seed = m_seed->text().toULongLong(&ok);
    if (ok)
        r.seed = seed;
    if (m_attempts->value() > 0)
        r.rules.attempts = m_attempts->value();
    r.rules.hints = m_hints->isChecked();
    if (m_attemptPenalty->value() >= 0)
        r.rules.attemptPenalty = m_attemptPenalty->value() / 100.0;
    r.rules.solutions = course::LabRules::Solutions(m_solutions->currentData().toInt());
    if (m_timeLimit->value() > 0)
        r.rules.timeLimitMinutes = m_timeLimit->value();
    if (m_autoHandIn->value() > 0)
        r.rules.autoHandInMinutes = m_autoHandIn->value();
    r.roster = m_roster.students;
    r.handInFolder = QDir::fromNativeSeparators(m_handInFolder->text().trimmed());
    r.setup = m_setup;
    r.targetsUseSetup = m_setup && m_targetsUseSetup->isChecked();
    r.answerKeysOnlyWhereAllowed = m_keysWhereAllowed->isChecked();
    return r;
}

QString NewLabSessionDialog::suggestedPath() const
{
    QString name = m_title->text().trimmed();
    static const QRegularExpression unsafe(QStringLiteral("[\\\\/:*?\"<>|\\x00-\\x1f]"));
    name.replace(unsafe, QStringLiteral("-"));
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    return QDir(folder).filePath(name + QStringLiteral(".attnlab"));
}

void NewLabSessionDialog::save()
{
    if (m_rosterPath->text().trimmed() != m_rosterReadFrom)
        setRosterFile(m_rosterPath->text().trimmed());
    QStringList problems;
    bool seedOk = false;
    m_seed->text().toULongLong(&seedOk);
    if (!seedOk)
        problems << tr("The lab seed must be a whole number from 0 to %1.").arg(std::numeric_limits<quint64>::max());
    if (!m_rosterReadFrom.isEmpty() && m_roster.students.isEmpty())
        problems << tr("The roster has no student that can be used: choose another file, or clear it to let students "
                       "type their names.");
    if (m_setupPath->text().trimmed() != m_setupReadFrom)
        setSetupFile(m_setupPath->text().trimmed());
    if (!m_setupReadFrom.isEmpty() && !m_setup)
        problems << tr("The workshop set-up cannot be read (%1): choose another file, or clear it to keep the "
                       "plate's keys.").arg(m_setupProblems.join(QStringLiteral("; ")));
    const std::optional<course::LabSession> session = course::makeLabSession(m_course, request(), &problems);
    if (!problems.isEmpty() || !session) {
        showProblems(problems);
        return;
    }
    QString path = m_chooser(this, suggestedPath());
    if (path.isEmpty()) {
        showProblems({});
        return;
    }
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".attnlab");
    course::LabSession written = *session;
    // Relative to the session file: students reach both through the same shared folder.
    if (!m_lessonsFolder.isEmpty())
        written.lessonsFolder = QDir::fromNativeSeparators(
            QFileInfo(path).absoluteDir().relativeFilePath(QFileInfo(m_lessonsFolder).absoluteFilePath()));
    QString error;
    if (!course::writeLabSession(path, written, &error)) {
        showProblems({tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(path), error)});
        return;
    }
    showProblems({});
    m_saved = written;
    m_savedPath = path;
    if (const QString folder = course::handInFolderOf(written, path);
        !folder.isEmpty() && !course::markHandInFolder(folder, &error))
        QMessageBox::warning(this, tr("Hand-in Folder"),
                             tr("The session was saved, but students' computers hand in to %1 only once it holds the "
                                "session file or a file named %2 (%3).")
                                 .arg(QDir::toNativeSeparators(folder), QLatin1String(course::kHandInFolderMarker), error));
    accept();
}

void NewLabSessionDialog::setLessonsFolder(const QString &folder)
{
    m_lessonsFolder = folder;
    m_lessonsNote->setText(tr("Your course folder %1 goes with the session: the students' machines load its "
                              "lessons and exercises too. Keep it where they can reach it, like the session file.")
                               .arg(QDir::toNativeSeparators(folder)));
    m_lessonsNote->setVisible(!folder.isEmpty());
}

void NewLabSessionDialog::showProblems(const QStringList &problems)
{
    m_shownProblems = problems;
    if (problems.isEmpty()) {
        m_problems->clear();
        m_problems->hide();
        return;
    }
    m_problems->setText(tr("The session was not saved:") + QStringLiteral("\n• ") + problems.join(QStringLiteral("\n• ")));
    m_problems->show();
}

void NewLabSessionDialog::colourProblems()
{
    QPalette pal = m_problems->palette();
    pal.setColor(QPalette::WindowText, toneText(palette(), Tone::Bad));
    m_problems->setPalette(pal);
}

void NewLabSessionDialog::changeEvent(QEvent *event)
{
    QDialog::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        colourProblems();
}

} // namespace ui
