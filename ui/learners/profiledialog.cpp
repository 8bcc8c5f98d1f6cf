#include "profiledialog.h"

#include "contentlabel.h"
#include "labdefaults.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QVBoxLayout>

namespace ui {

ProfileDialog::ProfileDialog(const course::LearnerProfiles &profiles, Purpose purpose,
                             const QString &renamingId, QWidget *parent)
    : QDialog(parent)
    , m_profiles(profiles)
    , m_renamingId(renamingId)
    , m_edit(new QLineEdit(this))
    , m_problem(new ContentLabel(tr("Problem with the name"), this))
{
    QString intro;
    switch (purpose) {
    case Purpose::FirstStart:
        setWindowTitle(tr("Welcome to Attention Lab"));
        intro = tr("What is your name? Attention Lab keeps your progress under it, so that "
                   "several learners can share this computer.");
        break;
    case Purpose::NewLearner:
        setWindowTitle(tr("New Learner"));
        intro = tr("The new learner's name. Their progress starts afresh.");
        break;
    case Purpose::Rename:
        setWindowTitle(tr("Rename Learner"));
        intro = tr("The learner's new name. Their progress stays as it is.");
        if (const auto p = profiles.profile(renamingId))
            m_edit->setText(p->name);
        break;
    }

    auto *label = new QLabel(intro, this);
    label->setWordWrap(true);
    auto *nameLabel = new QLabel(tr("&Name:"), this);
    nameLabel->setBuddy(m_edit);
    m_edit->setObjectName(QStringLiteral("learnerName"));
    m_edit->setAccessibleName(tr("Learner's name"));
    m_edit->setPlaceholderText(tr("Your name, up to %n character(s)", nullptr,
                                  course::LearnerProfiles::kMaxNameLength));
    m_problem->setObjectName(QStringLiteral("nameProblem"));
    m_problem->setWordWrap(true);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_ok = buttons->button(QDialogButtonBox::Ok);
    if (purpose == Purpose::FirstStart)
        m_ok->setText(tr("&Start"));
    else if (purpose == Purpose::NewLearner)
        m_ok->setText(tr("&Create"));
    else
        m_ok->setText(tr("&Rename"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(label);
    layout->addWidget(nameLabel);
    layout->addWidget(m_edit);
    layout->addWidget(m_problem);
    layout->addStretch();
    layout->addWidget(buttons);

    connect(m_edit, &QLineEdit::textEdited, this, [this] {
        m_edited = true;
        validate();
    });
    validate();
    m_edit->setFocus();
    m_edit->selectAll();
    resize(420, sizeHint().height());
}

QString ProfileDialog::name() const
{
    return course::LearnerProfiles::normalizedName(m_edit->text());
}

QString ProfileDialog::problem() const
{
    return m_profiles.nameProblem(m_edit->text(), m_renamingId);
}

void ProfileDialog::validate()
{
    const QString why = problem();
    m_ok->setEnabled(why.isEmpty());
    // An empty field before any typing is not yet a mistake.
    const bool show = m_edited || !m_edit->text().isEmpty();
    m_problem->setText(show ? why : QString());
    m_problem->setVisible(show && !why.isEmpty());
    m_edit->setAccessibleDescription(show ? why : QString());
}

std::optional<course::LearnerProfile> ProfileDialog::ensureLearner(course::LearnerProfiles &profiles,
                                                                   QWidget *parent)
{
    if (!profiles.isEmpty())
        return profiles.current();
    if (!course::LabDefaults::current().allowNewProfiles) {
        QMessageBox::information(parent, tr("No Learner on This Computer"),
                                 tr("There is no learner on this computer yet, and the lab's administrator turned off "
                                    "creating new ones. The course opens without keeping your progress; ask the "
                                    "administrator for a learner profile."));
        return std::nullopt;
    }
    ProfileDialog dialog(profiles, Purpose::FirstStart, {}, parent);
    const QString name = dialog.exec() == QDialog::Accepted ? dialog.name() : tr("Learner");
    if (const auto created = profiles.create(name))
        return created;
    return profiles.create(tr("Learner"));
}

} // namespace ui
