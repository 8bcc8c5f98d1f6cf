#include "figureexport.h"

#include "figures.h"
#include "querycanvas.h"
#include "statictextdelegate.h"
#include "tracetablemodel.h"
#include "userfiles.h"
#include "weightchart.h"
#include "workshopmodel.h"

#include <QApplication>
#include <QBuffer>
#include <QCoreApplication>
#include <QFileInfo>
#include <QHeaderView>
#include <QImage>
#include <QPainter>
#include <QSvgGenerator>
#include <QTableView>

#include <algorithm>
#include <memory>

namespace ui::figures {

namespace {

class FigureText
{
    Q_DECLARE_TR_FUNCTIONS(FigureText)
};

QString title(Figure figure)
{
    switch (figure) {
    case Figure::Plane: return FigureText::tr("Query and keys");
    case Figure::WeightChart: return FigureText::tr("Attention weights");
    case Figure::TraceTable: return FigureText::tr("Scores, weights and contributions per key");
    }
    return {};
}

/// How much larger than on screen a figure of `size` is drawn: by as much as the figure is
/// larger than the widget's own size, so that text and strokes grow with the figure (a
/// 1200-pixel plane reads like the one on screen, not like a small plane on a large ground).
double scaleFor(course::WorkshopModel *model, Figure figure, QSize size)
{
    QSizeF reference;
    switch (figure) {
    case Figure::Plane: reference = QSizeF(520, 520); break;
    case Figure::WeightChart: reference = QSizeF(600, 400); break;
    case Figure::TraceTable: reference = QSizeF(560, 30.0 * double(model->keys().size() + 1)); break;
    }
    return std::max(1.0, std::min(size.width() / reference.width(), size.height() / reference.height()));
}

/// A new widget showing `figure` for `model`, not on screen, laid out at `size`.
std::unique_ptr<QWidget> makeWidget(course::WorkshopModel *model, Figure figure, QSize size,
                                    std::optional<std::size_t> projection)
{
    std::unique_ptr<QWidget> widget;
    switch (figure) {
    case Figure::Plane: {
        auto canvas = std::make_unique<QueryCanvas>(model);
        canvas->setInspectedKey(projection);
        widget = std::move(canvas);
        break;
    }
    case Figure::WeightChart: {
        // As the workshop labels them: the plate's keys with their values, others by name.
        const bool plate = model->hasPlateKeys();
        QStringList categories;
        for (std::size_t i = 0; i < model->keys().size(); ++i)
            categories << (plate ? FigureText::tr("%1 (%2)").arg(model->keyNames().value(qsizetype(i)),
                                                                 course::formatPlain(model->layout().values[i]))
                                 : model->keyNames().value(qsizetype(i)));
        auto chart = std::make_unique<WeightChart>(categories);
        chart->setWeights(model->trace().weights());
        widget = std::move(chart);
        break;
    }
    case Figure::TraceTable: {
        auto table = std::make_unique<QTableView>();
        auto *tableModel = new TraceTableModel(model, table.get());
        table->setModel(tableModel);
        table->setItemDelegate(new StaticTextDelegate(table.get()));
        table->verticalHeader()->hide();
        table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
        table->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
        table->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
        // Rows share the height, so the table fills the figure.
        table->verticalHeader()->setSectionResizeMode(QHeaderView::Stretch);
        widget = std::move(table);
        break;
    }
    }
    // Laid out and polished as on screen, but never shown there.
    widget->setAttribute(Qt::WA_DontShowOnScreen);
    widget->resize(size);
    widget->show();
    // A chart lays its items out in events of its own.
    QCoreApplication::processEvents();
    QCoreApplication::processEvents();
    return widget;
}

} // namespace

std::optional<Format> formatForFile(const QString &file)
{
    const QString suffix = QFileInfo(file).suffix().toLower();
    if (suffix == QLatin1String("png"))
        return Format::Png;
    if (suffix == QLatin1String("svg"))
        return Format::Svg;
    return std::nullopt;
}

QByteArray render(course::WorkshopModel *model, Figure figure, Format format, QSize size,
                  std::optional<std::size_t> projection)
{
    if (size.width() < kMinSide || size.height() < kMinSide || size.width() > kMaxSide || size.height() > kMaxSide)
        return {};
    const double scale = scaleFor(model, figure, size);
    const QSize logical(int(size.width() / scale), int(size.height() / scale));
    const std::unique_ptr<QWidget> widget = makeWidget(model, figure, logical, projection);
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    if (format == Format::Png) {
        QImage image(size, QImage::Format_ARGB32_Premultiplied);
        image.fill(widget->palette().color(QPalette::Window));
        QPainter painter(&image);
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setRenderHint(QPainter::SmoothPixmapTransform);
        painter.scale(double(size.width()) / logical.width(), double(size.height()) / logical.height());
        widget->render(&painter);
        painter.end();
        image.save(&buffer, "PNG");
    } else {
        QSvgGenerator svg;
        svg.setOutputDevice(&buffer);
        svg.setSize(size);
        svg.setViewBox(QRect(QPoint(0, 0), size));
        svg.setTitle(title(figure));
        svg.setDescription(FigureText::tr("Made with Attention Lab"));
        QPainter painter(&svg);
        painter.scale(double(size.width()) / logical.width(), double(size.height()) / logical.height());
        widget->render(&painter);
        painter.end();
    }
    return bytes;
}

bool exportFigure(course::WorkshopModel *model, Figure figure, const QString &file, QSize size,
                  std::optional<std::size_t> projection, QString *error)
{
    const std::optional<Format> format = formatForFile(file);
    if (!format) {
        if (error)
            *error = FigureText::tr("%1: give the file the suffix .png or .svg").arg(QFileInfo(file).fileName());
        return false;
    }
    const QByteArray bytes = render(model, figure, *format, size, projection);
    if (bytes.isEmpty()) {
        if (error)
            *error = FigureText::tr("A figure is %1 to %2 pixels wide and high.").arg(kMinSide).arg(kMaxSide);
        return false;
    }
    return course::writeWholeFile(file, bytes, error);
}

} // namespace ui::figures
