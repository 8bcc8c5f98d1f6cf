#include "keypositionslabel.h"

#include "keypositions.h"

namespace ui {

namespace {

/// The positions as a small HTML table: a header row, then the query and the keys.
QString positionsHtml(const course::KeyPositions &positions)
{
    QString html = QStringLiteral("<table cellspacing=\"0\" cellpadding=\"2\"><tr>");
    for (const QString &header : positions.headers)
        html += QStringLiteral("<th>%1</th>").arg(header.toHtmlEscaped());
    html += QStringLiteral("</tr>");
    for (const QStringList &row : positions.rows) {
        html += QStringLiteral("<tr>");
        for (qsizetype c = 0; c < row.size(); ++c)
            html += QStringLiteral("<td align=\"%1\">&nbsp;%2&nbsp;</td>")
                        .arg(c == 0 ? QStringLiteral("left") : QStringLiteral("right"), row[c].toHtmlEscaped());
        html += QStringLiteral("</tr>");
    }
    return html + QStringLiteral("</table>");
}

} // namespace

KeyPositionsLabel::KeyPositionsLabel(const course::Variant &variant, QWidget *parent)
    : ContentLabel(tr("Where the query and the keys are"), parent)
{
    const course::KeyPositions positions = course::keyPositions(variant);
    setObjectName(QStringLiteral("keyPositions"));
    setTextFormat(Qt::RichText);
    setText(positionsHtml(positions));
    setTextInteractionFlags(Qt::TextSelectableByMouse);
    QStringList spoken;
    for (const QStringList &row : positions.rows) {
        QStringList cells;
        for (qsizetype c = 1; c < row.size() && c < positions.headers.size(); ++c)
            cells << tr("%1 %2").arg(positions.headers[c], row[c]);
        spoken << tr("%1: %2").arg(row.value(0), cells.join(QStringLiteral(", ")));
    }
    setAccessibleDescription(spoken.join(QStringLiteral("; ")));
}

} // namespace ui
