#include "matchingeditor.h"

#include "plaintext.h"

#include <QComboBox>
#include <QGridLayout>
#include <QLabel>

namespace ui {

MatchingEditor::MatchingEditor(const course::Exercise &exercise, const course::Variant &variant, QWidget *parent)
    : AnswerEditor(parent)
    , m_exercise(exercise)
{
    const auto shown = [&variant](const QString &text) {
        return course::markdownToPlainText(course::fillForVariant(text, variant)).trimmed();
    };
    auto *grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
    auto *note = new QLabel(tr("Give each item its partner: every partner belongs to exactly one item."), this);
    note->setObjectName(QStringLiteral("matchingNote"));
    note->setWordWrap(true);
    grid->addWidget(note, 0, 0, 1, 2);

    const QList<course::ChoiceOption> partners = course::shownOptions(exercise, variant);
    for (int i = 0; i < exercise.options.size(); ++i) {
        const course::ChoiceOption &item = exercise.options.at(i);
        auto *label = new QLabel(tr("&%1. %2").arg(i + 1).arg(shown(item.item)), this);
        label->setWordWrap(true);
        auto *list = new QComboBox(this);
        list->setObjectName(QStringLiteral("partner-%1").arg(item.id));
        list->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        list->setMinimumContentsLength(24);
        list->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
        list->addItem(tr("Choose its partner…"));
        for (int p = 0; p < partners.size(); ++p)
            list->addItem(tr("%1. %2").arg(QChar(u'A' + p)).arg(shown(partners.at(p).text)), partners.at(p).id);
        // The item is the list's name: a screen reader says "Query, Choose its partner…".
        list->setAccessibleName(shown(item.item));
        label->setBuddy(list);
        connect(list, &QComboBox::currentIndexChanged, this, &AnswerEditor::edited);
        grid->addWidget(label, i + 1, 0);
        grid->addWidget(list, i + 1, 1);
        m_lists << list;
    }
    grid->setColumnStretch(0, 2);
    grid->setColumnStretch(1, 3);
}

course::Answer MatchingEditor::answer() const
{
    course::MatchingAnswer pairs;
    for (int i = 0; i < m_lists.size(); ++i)
        if (const QString partner = m_lists.at(i)->currentData().toString(); !partner.isEmpty())
            pairs.partners.insert(m_exercise.options.at(i).id, partner);
    return pairs;
}

void MatchingEditor::setAnswer(const course::Answer &answer)
{
    const auto *pairs = std::get_if<course::MatchingAnswer>(&answer);
    if (!pairs)
        return;
    for (int i = 0; i < m_lists.size(); ++i) {
        const int index = m_lists.at(i)->findData(pairs->partners.value(m_exercise.options.at(i).id));
        m_lists.at(i)->setCurrentIndex(std::max(0, index));
    }
}

void MatchingEditor::setReadOnly(bool readOnly)
{
    for (QComboBox *list : std::as_const(m_lists))
        list->setEnabled(!readOnly);
}

} // namespace ui
