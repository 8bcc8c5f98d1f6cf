#include "statictextcache.h"

#include <QTransform>

namespace ui {

const QStaticText &StaticTextCache::get(const QString &text, const QFont &font)
{
    const QString key = font.key() + QLatin1Char('\x1f') + text;
    auto it = m_texts.find(key);
    if (it == m_texts.end()) {
        if (m_texts.size() >= kLimit)
            m_texts.clear();
        QStaticText st(text);
        st.setTextFormat(Qt::PlainText);
        st.prepare(QTransform(), font);
        it = m_texts.insert(key, st);
    }
    return *it;
}

} // namespace ui
