#include "courseprogress.h"

#include "userfiles.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>
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

CourseProgress::LoadResult CourseProgress::load()
{
    m_completed.clear();
    m_lastLesson.clear();
    m_lastPage = 0;
    QFile f(m_file);
    if (!f.exists())
        return {};

    QString problem;
    QJsonObject root;
    if (!f.open(QIODevice::ReadOnly)) {
        problem = f.errorString();
    } else {
        QJsonParseError error;
        const QJsonDocument doc = QJsonDocument::fromJson(f.readAll(), &error);
        f.close();
        if (error.error != QJsonParseError::NoError)
            problem = error.errorString();
        else if (!doc.isObject())
            problem = QStringLiteral("not a JSON object");
        else if (doc.object().value(QStringLiteral("formatVersion")).toInt() != kFormatVersion)
            problem = QStringLiteral("unknown formatVersion");
        else
            root = doc.object();
    }
    // Every part must have its type: a file read only in part would be overwritten by the
    // next save, losing the rest.
    const QJsonValue completed = root.value(QStringLiteral("completed"));
    if (problem.isEmpty() && !completed.isUndefined() && !completed.isObject())
        problem = QStringLiteral("'completed' is not an object");
    const QJsonObject pages = completed.toObject();
    for (auto it = pages.begin(); problem.isEmpty() && it != pages.end(); ++it) {
        if (!it.value().isArray()) {
            problem = QStringLiteral("the pages of '%1' are not a list").arg(it.key());
            break;
        }
        for (const QJsonValue &page : it.value().toArray()) {
            if (!page.isString()) {
                problem = QStringLiteral("a page of '%1' is not a page id").arg(it.key());
                break;
            }
            m_completed[it.key()].insert(page.toString());
        }
    }
    const QJsonValue lastLesson = root.value(QStringLiteral("lastLesson"));
    const QJsonValue lastPage = root.value(QStringLiteral("lastPage"));
    if (problem.isEmpty() && ((!lastLesson.isUndefined() && !lastLesson.isString())
                              || (!lastPage.isUndefined() && !lastPage.isDouble())))
        problem = QStringLiteral("the last position has the wrong type");
    if (!problem.isEmpty()) {
        m_completed.clear();
        LoadResult result{false, problem, moveAside(m_file)};
        // If the file could not be moved aside, saving would overwrite it: refuse to.
        m_readOnly = result.movedTo.isEmpty();
        return result;
    }
    m_lastLesson = lastLesson.toString();
    m_lastPage = std::max(0, lastPage.toInt());
    return {};
}

bool CourseProgress::save(QString *error) const
{
    if (m_readOnly) {
        if (error)
            *error = QStringLiteral("the unreadable progress file %1 could not be moved aside, so it is left untouched").arg(m_file);
        return false;
    }
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
    QDir().mkpath(QFileInfo(m_file).absolutePath());
    QSaveFile f(m_file);
    if (!f.open(QIODevice::WriteOnly)) {
        if (error)
            *error = f.errorString();
        return false;
    }
    f.write(QJsonDocument(root).toJson(QJsonDocument::Indented));
    if (!f.commit()) {
        if (error)
            *error = f.errorString();
        return false;
    }
    return true;
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
