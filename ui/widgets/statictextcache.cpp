#include "statictextcache.h"

#include <QPainter>
#include <QTransform>

#include <algorithm>
#include <iterator>

namespace ui {

const QStaticText &StaticTextCache::get(const QString &text, const QFont &font)
{
    auto bucket = std::find_if(m_fonts.begin(), m_fonts.end(),
                               [&font](const PerFont &f) { return f.font == font; });
    if (bucket == m_fonts.end()) {
        m_fonts.push_back({font, {}});
        bucket = std::prev(m_fonts.end());
    }
    auto it = bucket->texts.find(text);
    if (it != bucket->texts.end())
        return *it;
    if (m_count >= kLimit) {
        // Start afresh, keeping only this font's (now empty) table.
        m_fonts.erase(std::next(bucket), m_fonts.end());
        m_fonts.erase(m_fonts.begin(), bucket);
        m_fonts.front().texts.clear();
        bucket = m_fonts.begin();
        m_count = 0;
    }
    QStaticText st(text);
    st.setTextFormat(Qt::PlainText);
    st.prepare(QTransform(), font);
    ++m_count;
    return *bucket->texts.insert(text, st);
}

void StaticTextCache::draw(QPainter &p, const QPointF &topLeft, const QString &text,
                           const QFont &font)
{
    const QStaticText &st = get(text, font);
    if (p.font() != font)
        p.setFont(font);
    p.drawStaticText(topLeft, st);
}

} // namespace ui
