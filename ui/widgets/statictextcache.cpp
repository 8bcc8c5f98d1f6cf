#include "statictextcache.h"

#include <QPaintEngine>
#include <QPainter>
#include <QTextLayout>
#include <QtNumeric>
#include <QTransform>

#include <algorithm>
#include <cmath>
#include <iterator>

namespace ui {

namespace {

/// What figures are written with: digits, the decimal separators, the minus sign, the percent
/// sign and the no-break spaces before it ("55,1 %").
constexpr char16_t kFigureCharacters[] = u"0123456789.,%\u2212\u00a0\u202f";

/// Every ordered pair of `characters` once (a de Bruijn sequence of order 2), so that shaping
/// it shows any kerning or substitution between two of them.
QString everyPair(const QList<QChar> &characters)
{
    const qsizetype n = characters.size();
    QString out;
    if (n == 0)
        return out;
    // Eulerian circuit of the complete digraph with loops, by Hierholzer's algorithm.
    std::vector<qsizetype> next(std::size_t(n), 0);
    std::vector<qsizetype> stack{0};
    std::vector<qsizetype> circuit;
    while (!stack.empty()) {
        const qsizetype v = stack.back();
        if (next[std::size_t(v)] < n) {
            stack.push_back(next[std::size_t(v)]++);
        } else {
            circuit.push_back(v);
            stack.pop_back();
        }
    }
    for (auto it = circuit.rbegin(); it != circuit.rend(); ++it)
        out += characters.at(*it);
    return out;
}

QStaticText prepared(const QString &text, const QFont &font)
{
    QStaticText st(text);
    st.setTextFormat(Qt::PlainText);
    st.prepare(QTransform(), font);
    return st;
}

} // namespace

std::shared_ptr<StaticTextCache::Figures> StaticTextCache::figuresOf(const QFont &font, bool check,
                                                                     bool *checked)
{
    // Fonts are few (a zoomed heat map and the presentation scale add some): a short list.
    thread_local std::vector<std::pair<QFont, std::shared_ptr<Figures>>> known;
    const auto it = std::find_if(known.begin(), known.end(), [&font](const auto &k) { return k.first == font; });
    *checked = it != known.end() || check;
    if (it != known.end())
        return it->second;
    if (!check)
        return nullptr;
    if (known.size() >= 32)
        known.clear();
    known.emplace_back(font, shapeFigures(font));
    return known.back().second;
}

std::shared_ptr<StaticTextCache::Figures> StaticTextCache::shapeFigures(const QFont &font)
{
    auto f = std::make_shared<Figures>();
    f->font = font;
    const QRawFont raw = QRawFont::fromFont(font);
    if (!raw.isValid())
        return nullptr;
    for (char16_t c : kFigureCharacters) {
        if (c != 0 && raw.supportsCharacter(QChar(c)))
            f->characters << QChar(c);
    }
    // Spaces only between other characters: a space never starts or ends the probe.
    const QString probe = QLatin1Char('0') + everyPair(f->characters) + QLatin1Char('0');
    QTextLayout layout(probe, font);
    layout.setCacheEnabled(true);
    layout.beginLayout();
    QTextLine line = layout.createLine();
    layout.endLayout();
    const QList<QGlyphRun> runs = layout.glyphRuns();
    if (!line.isValid() || runs.size() != 1 || runs.first().glyphIndexes().size() != probe.size())
        return nullptr;
    const QGlyphRun &run = runs.first();
    const QList<quint32> glyphs = run.glyphIndexes();
    const QList<QPointF> positions = run.positions();
    f->raw = run.rawFont();
    f->glyphs.fill(0, f->characters.size());
    f->advances.fill(-1.0, f->characters.size());
    f->overhangs.fill(qQNaN(), f->characters.size());
    f->baseline = positions.first().y();
    for (qsizetype i = 0; i + 1 < probe.size(); ++i) {
        const qsizetype c = f->characters.indexOf(probe.at(i));
        const double advance = positions.at(i + 1).x() - positions.at(i).x();
        if (c < 0 || positions.at(i).y() != f->baseline)
            return nullptr;
        if (f->advances.at(c) < 0) {
            f->glyphs[c] = glyphs.at(i);
            f->advances[c] = advance;
        } else if (f->glyphs.at(c) != glyphs.at(i) || f->advances.at(c) != advance) {
            return nullptr; // a character shaped differently in another neighbourhood
        }
    }
    if (std::any_of(f->advances.cbegin(), f->advances.cend(), [](double a) { return a < 0; }))
        return nullptr;
    const qsizetype last = f->characters.indexOf(probe.back());
    if (positions.back().x() + f->advances.at(last) + overhang(*f, last) != line.naturalTextWidth())
        return nullptr;
    QStaticText height(QStringLiteral("0"));
    height.setTextFormat(Qt::PlainText);
    height.prepare(QTransform(), font);
    f->height = height.size().height();
    return f;
}

double StaticTextCache::overhang(Figures &figures, qsizetype character)
{
    // A line is as wide as its advances and, if its last glyph reaches past its advance, that
    // overhang: what a line of the character alone adds to its advance.
    double &known = figures.overhangs[character];
    if (qIsNaN(known)) {
        QTextLayout single(QString(figures.characters.at(character)), figures.font);
        single.beginLayout();
        const QTextLine alone = single.createLine();
        single.endLayout();
        known = alone.naturalTextWidth() - figures.advances.at(character);
    }
    return known;
}

bool StaticTextCache::compose(Figures &figures, const QString &text, Entry *entry)
{
    if (text.isEmpty() || text.front().isSpace() || text.back().isSpace())
        return false;
    QList<quint32> glyphs;
    QList<QPointF> positions;
    glyphs.reserve(text.size());
    positions.reserve(text.size());
    double x = 0;
    qsizetype c = -1;
    for (QChar ch : text) {
        c = figures.characters.indexOf(ch);
        if (c < 0)
            return false;
        glyphs << figures.glyphs.at(c);
        positions << QPointF(x, figures.baseline);
        x += figures.advances.at(c);
    }
    x += overhang(figures, c);
    entry->run.setRawFont(figures.raw);
    entry->run.setGlyphIndexes(glyphs);
    entry->run.setPositions(positions);
    entry->size = QSizeF(x, figures.height);
    return true;
}

const StaticTextCache::Entry &StaticTextCache::entry(const QString &text, const QFont &font)
{
    auto bucket = std::find_if(m_fonts.begin(), m_fonts.end(),
                               [&font](const PerFont &f) { return f.font == font; });
    if (bucket == m_fonts.end()) {
        m_fonts.push_back({font, {}, nullptr, 0, false});
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
    if (!bucket->checked)
        bucket->figures = figuresOf(font, ++bucket->fresh >= kComposeAfter, &bucket->checked);
    Entry e;
    if (!bucket->figures || !compose(*bucket->figures, text, &e)) {
        e.text = prepared(text, font);
        e.size = e.text->size();
    }
    ++m_count;
    return *bucket->texts.insert(text, e);
}

QSizeF StaticTextCache::size(const QString &text, const QFont &font)
{
    return entry(text, font).size;
}

void StaticTextCache::draw(QPainter &p, const QPointF &topLeft, const QString &text,
                           const QFont &font)
{
    const Entry &e = entry(text, font);
    if (p.font() != font)
        p.setFont(font);
    const bool glyphs = !e.run.isEmpty() && p.paintEngine() && p.paintEngine()->type() == QPaintEngine::Raster
                        && p.worldTransform().type() <= QTransform::TxTranslate;
    if (glyphs) {
        p.drawGlyphRun(topLeft, e.run);
        return;
    }
    if (!e.text)
        e.text = prepared(text, font);
    p.drawStaticText(topLeft, *e.text);
}

bool StaticTextCache::isComposed(const QString &text, const QFont &font)
{
    return !entry(text, font).run.isEmpty();
}

} // namespace ui
