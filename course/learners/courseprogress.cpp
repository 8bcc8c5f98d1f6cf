#include "courseprogress.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QStandardPaths>

#include <algorithm>

namespace course {

CourseProgress::CourseProgress(const QString &file)
    : m_file(file.isEmpty() ? defaultFile() : file)
{
}

QString CourseProgress::defaultFile()
{
    return fileIn(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation));
}

QString CourseProgress::fileIn(const QString &folder)
{
    return QDir(folder).filePath(QStringLiteral("lesson-progress.json"));
}

QString CourseProgress::parse(const QJsonObject &root, Data *data)
{
    // Every part must have its type: a file read only in part would be overwritten by the
    // next save, losing the rest.
    Data read;
    const QJsonValue completed = root.value(QStringLiteral("completed"));
    if (!completed.isUndefined() && !completed.isObject())
        return tr("“completed” is not an object");
    const QJsonObject pages = completed.toObject();
    for (auto it = pages.begin(); it != pages.end(); ++it) {
        if (!it.value().isArray())
            return tr("the pages of “%1” are not a list").arg(it.key());
        QSet<QString> &done = read.completed[it.key()];
        for (const QJsonValue &page : it.value().toArray()) {
            if (!page.isString())
                return tr("a page of “%1” is not a page id").arg(it.key());
            done.insert(page.toString());
        }
    }
    const QJsonValue lastLesson = root.value(QStringLiteral("lastLesson"));
    const QJsonValue lastPage = root.value(QStringLiteral("lastPage"));
    if ((!lastLesson.isUndefined() && !lastLesson.isString())
        || (!lastPage.isUndefined() && !lastPage.isDouble()))
        return tr("the last position has the wrong type");
    read.lastLesson = lastLesson.toString();
    read.lastPage = std::max(0, lastPage.toInt());
    *data = read;
    return {};
}

CourseProgress::LoadResult CourseProgress::load()
{
    Data data;
    JsonFileStore store(m_file, kFormatVersion);
    store.setMaxSize(kMaxFileSize);
    store.setReadOnly(m_readOnly);
    const LoadResult result = store.load(
        [&data](const QJsonObject &root, int) { return parse(root, &data); });
    m_completed = data.completed;
    m_lastLesson = data.lastLesson;
    m_lastPage = data.lastPage;
    return result;
}

bool CourseProgress::save(QString *error) const
{
    QJsonObject completed;
    for (auto it = m_completed.cbegin(); it != m_completed.cend(); ++it) {
        QStringList pages(it.value().cbegin(), it.value().cend());
        pages.sort();
        completed.insert(it.key(), QJsonArray::fromStringList(pages));
    }
    const QJsonObject root{
        {QStringLiteral("formatVersion"), kFormatVersion},
        {QStringLiteral("lastLesson"), m_lastLesson},
        {QStringLiteral("lastPage"), m_lastPage},
        {QStringLiteral("completed"), completed},
    };
    JsonFileStore store(m_file, kFormatVersion);
    store.setMaxSize(kMaxFileSize);
    store.setReadOnly(m_readOnly);
    return store.save(QJsonDocument(root).toJson(QJsonDocument::Indented),
              [](const QJsonObject &previous, int) {
                  Data ignored;
                  return parse(previous, &ignored);
              },
              error);
}

void CourseProgress::markCompleted(const QString &lesson, const QString &page)
{
    m_completed[lesson].insert(page);
}

bool CourseProgress::isCompleted(const QString &lesson, const QString &page) const
{
    return m_completed.value(lesson).contains(page);
}

int CourseProgress::completedCount(const QString &lesson) const
{
    return int(m_completed.value(lesson).size());
}

void CourseProgress::setLastPosition(const QString &lesson, int page)
{
    m_lastLesson = lesson;
    m_lastPage = std::max(0, page);
}

} // namespace course
