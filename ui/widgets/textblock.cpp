#include "textblock.h"

#include "accessibleinterfaces.h"

#include <QEvent>
#include <QPainter>
#include <QRegularExpression>
#include <QTextBlock>
#include <QTextDocument>
#include <QTextDocumentFragment>
#include <QTextFragment>
#include <QTextOption>

#include <algorithm>
#include <cmath>

namespace ui {

namespace {

/// Wide enough for a comfortable line; narrower than that the text wraps.
constexpr int kPreferredCharacters = 70;
constexpr int kMinimumCharacters = 16;

} // namespace

TextBlock::TextBlock(Qt::TextFormat format, QWidget *parent)
    : QWidget(parent)
    , m_format(format)
{
    installAccessibleInterfaces();
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    m_body.setFont(font());
    followDirection();
}

void TextBlock::followDirection()
{
    QTextOption option;
    option.setTextDirection(layoutDirection());
    option.setAlignment(Qt::AlignLeading);
    m_body.setTextOption(option);
}

void TextBlock::setText(const QString &text)
{
    if (text == m_body.text() && !m_template)
        return;
    m_template.reset();
    showText([&] {
        m_body.setText(text, m_format);
        m_plain.reset();
    });
}

void TextBlock::setRichText(const QString &html, const QStringList &figures)
{
    if (!m_template || m_template->html != html || m_template->font != font()) {
        Template parsed{html, font(), {}, {}, {}};
        QTextDocument document;
        document.setDefaultFont(font());
        document.setHtml(html);
        for (QTextBlock block = document.begin(); block.isValid(); block = block.next()) {
            if (block != document.begin())
                parsed.text += QChar::LineSeparator;
            for (auto it = block.begin(); !it.atEnd(); ++it) {
                const QTextFragment fragment = it.fragment();
                QTextCharFormat format = fragment.charFormat();
                // "font-size:large" is a size relative to the document's font, which a text
                // layout does not apply: the size it makes, in points or pixels, instead.
                if (format.hasProperty(QTextFormat::FontSizeAdjustment)) {
                    const QFont sized = format.font();
                    format.clearProperty(QTextFormat::FontSizeAdjustment);
                    if (sized.pointSizeF() > 0)
                        format.setFontPointSize(sized.pointSizeF());
                    else
                        format.setProperty(QTextFormat::FontPixelSize, sized.pixelSize());
                }
                parsed.formats.append({int(parsed.text.size()), int(fragment.length()), format});
                parsed.text += fragment.text();
            }
        }
        // The markers, each with the figure it takes as QString::arg() would fill it: the
        // lowest number first.
        static const QRegularExpression marker(QStringLiteral("%(\\d+)"));
        QList<int> numbers;
        for (QRegularExpressionMatchIterator it = marker.globalMatch(parsed.text); it.hasNext();) {
            const QRegularExpressionMatch m = it.next();
            parsed.markers.push_back({int(m.capturedStart()), int(m.capturedLength()), m.captured(1).toInt()});
            numbers << parsed.markers.back().figure;
        }
        std::sort(numbers.begin(), numbers.end());
        numbers.erase(std::unique(numbers.begin(), numbers.end()), numbers.end());
        for (Template::Marker &m : parsed.markers)
            m.figure = int(numbers.indexOf(m.figure));
        m_template = std::move(parsed);
    } else if (figures == m_figures) {
        return;
    }
    m_figures = figures;
    fillTemplate();
}

void TextBlock::fillTemplate()
{
    // Each marker filled with its figure, from the last back, so that the places before it
    // stay where they are.
    QString text = m_template->text;
    QList<QTextLayout::FormatRange> formats = m_template->formats;
    for (auto marker = m_template->markers.crbegin(); marker != m_template->markers.crend(); ++marker) {
        if (marker->figure >= m_figures.size())
            continue;
        const QString &value = m_figures.at(marker->figure);
        const int grown = int(value.size()) - marker->length;
        text.replace(marker->start, marker->length, value);
        for (QTextLayout::FormatRange &range : formats) {
            if (range.start > marker->start)
                range.start += grown;
            else if (range.start + range.length > marker->start)
                range.length += grown;
        }
    }
    showText([&] {
        m_body.setFormattedText(text, formats);
        m_plain = text;
    });
}

void TextBlock::showText(const std::function<void()> &set)
{
    const int before = heightForWidth(width());
    set();
    m_body.layOut(width());
    // The layout keeps the heights it asked for earlier; a new figure of the same height at
    // the width the block has (the usual query step) leaves it alone. The preferred size is
    // not measured again here: that would lay the text out a second time on every step, and
    // the layout gives a word-wrapped block its height for the width it gets, not its hint.
    if (heightForWidth(width()) != before)
        updateGeometry();
    update();
    announceTextChanged(this);
}

QString TextBlock::plainText() const
{
    if (!m_plain)
        m_plain = m_format == Qt::RichText ? QTextDocumentFragment::fromHtml(text()).toPlainText() : text();
    return *m_plain;
}

int TextBlock::heightForWidth(int width) const
{
    const int lineHeight = fontMetrics().height();
    if (m_body.text().isEmpty())
        return lineHeight;
    return std::max(lineHeight, int(std::ceil(m_body.sizeAt(width).height())));
}

QSize TextBlock::sizeHint() const
{
    const int w = fontMetrics().averageCharWidth() * kPreferredCharacters;
    return {w, heightForWidth(w)};
}

QSize TextBlock::minimumSizeHint() const
{
    // As narrow as a short line, but as tall as at the preferred width: the layout asks
    // heightForWidth() for the height at the width it gives, as it does for a wrapped QLabel.
    return {fontMetrics().averageCharWidth() * kMinimumCharacters, sizeHint().height()};
}

void TextBlock::resizeEvent(QResizeEvent *event)
{
    m_body.layOut(width());
    QWidget::resizeEvent(event);
}

void TextBlock::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::FontChange || event->type() == QEvent::LayoutDirectionChange) {
        m_body.setFont(font());
        // A template's sizes were worked out in the old font.
        if (m_template && m_template->font != font()) {
            const QString html = m_template->html;
            m_template.reset();
            setRichText(html, QStringList(m_figures));
        }
        followDirection();
        m_body.layOut(width());
        updateGeometry();
        update();
    }
    QWidget::changeEvent(event);
}

void TextBlock::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setPen(palette().color(QPalette::WindowText));
    m_body.draw(p, QPointF(0, 0), width());
}

} // namespace ui
