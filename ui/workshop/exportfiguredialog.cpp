#include "exportfiguredialog.h"

#include "colors.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QStandardPaths>
#include <QVBoxLayout>

namespace ui {

ExportFigureDialog::ExportFigureDialog(course::WorkshopModel *model, std::optional<std::size_t> projection,
                                       QWidget *parent)
    : QDialog(parent)
    , m_model(model)
    , m_projection(projection)
{
    setWindowTitle(tr("Export Figure"));
    setObjectName(QStringLiteral("exportFigureDialog"));

    m_figure = new QComboBox(this);
    m_figure->addItem(tr("The plane (keys and query)"), int(figures::Figure::Plane));
    m_figure->addItem(tr("The weight chart"), int(figures::Figure::WeightChart));
    m_figure->addItem(tr("The trace table"), int(figures::Figure::TraceTable));
    m_figure->setAccessibleName(tr("Figure"));

    const auto side = [this](const QString &name) {
        auto *spin = new QSpinBox(this);
        spin->setRange(figures::kMinSide, figures::kMaxSide);
        spin->setSingleStep(100);
        spin->setSuffix(tr(" px"));
        spin->setAccessibleName(name);
        return spin;
    };
    m_width = side(tr("Width in pixels"));
    m_height = side(tr("Height in pixels"));
    auto *size = new QHBoxLayout;
    size->addWidget(m_width);
    size->addWidget(new QLabel(QStringLiteral("×"), this));
    size->addWidget(m_height);
    size->addStretch(1);

    m_file = new QLineEdit(this);
    m_file->setAccessibleName(tr("File"));
    m_file->setPlaceholderText(tr("figure.png or figure.svg"));
    const QString pictures = QStandardPaths::writableLocation(QStandardPaths::PicturesLocation);
    m_file->setText(QDir(pictures.isEmpty() ? QDir::homePath() : pictures).filePath(QStringLiteral("attention-plane.png")));
    auto *browse = new QPushButton(tr("&Browse…"), this);
    browse->setAutoDefault(false);
    auto *fileRow = new QHBoxLayout;
    fileRow->addWidget(m_file, 1);
    fileRow->addWidget(browse);

    auto *form = new QFormLayout;
    form->addRow(tr("&Figure:"), m_figure);
    auto *sizeLabel = new QLabel(tr("&Size:"), this);
    sizeLabel->setBuddy(m_width);
    form->addRow(sizeLabel, size);
    auto *fileLabel = new QLabel(tr("F&ile:"), this);
    fileLabel->setBuddy(m_file);
    form->addRow(fileLabel, fileRow);

    auto *note = new QLabel(tr("The file's suffix chooses the format: .png for a picture, .svg for a drawing "
                               "that stays sharp at any size."),
                            this);
    note->setWordWrap(true);

    m_problem = new QLabel(this);
    m_problem->setObjectName(QStringLiteral("problemLabel"));
    m_problem->setWordWrap(true);
    m_problem->setTextFormat(Qt::PlainText);
    QPalette warning = m_problem->palette();
    warning.setColor(QPalette::WindowText, queryColor(warning));
    m_problem->setPalette(warning);
    m_problem->hide();

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("&Export"));

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(note);
    layout->addWidget(m_problem);
    layout->addStretch(1);
    layout->addWidget(m_buttons);

    connect(browse, &QPushButton::clicked, this, &ExportFigureDialog::browse);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &ExportFigureDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &ExportFigureDialog::reject);
    connect(m_figure, &QComboBox::currentIndexChanged, this, &ExportFigureDialog::suggestSize);
    suggestSize();
}

figures::Figure ExportFigureDialog::figure() const
{
    return figures::Figure(m_figure->currentData().toInt());
}

void ExportFigureDialog::suggestSize()
{
    static const QString names[] = {QStringLiteral("attention-plane"), QStringLiteral("attention-weights"),
                                    QStringLiteral("attention-trace")};
    switch (figure()) {
    case figures::Figure::Plane: m_width->setValue(1200); m_height->setValue(1200); break;
    case figures::Figure::WeightChart: m_width->setValue(1200); m_height->setValue(800); break;
    case figures::Figure::TraceTable: m_width->setValue(1200); m_height->setValue(500); break;
    }
    // The file's name follows the figure, unless it was chosen by hand.
    const QFileInfo current(m_file->text());
    for (const QString &name : names)
        if (current.completeBaseName() == name)
            m_file->setText(current.dir().filePath(names[m_figure->currentIndex()] + QLatin1Char('.') + current.suffix()));
}

void ExportFigureDialog::browse()
{
    QString selected;
    const QString file = QFileDialog::getSaveFileName(this, tr("Export Figure"), m_file->text(),
                                                      tr("PNG picture (*.png);;SVG drawing (*.svg)"), &selected);
    if (file.isEmpty())
        return;
    // A name without a suffix takes the one of the chosen filter.
    QString withSuffix = file;
    if (!figures::formatForFile(file))
        withSuffix += selected.contains(QLatin1String("svg")) ? QStringLiteral(".svg") : QStringLiteral(".png");
    m_file->setText(withSuffix);
}

void ExportFigureDialog::accept()
{
    QString error;
    const QString file = m_file->text().trimmed();
    if (file.isEmpty()) {
        error = tr("Choose a file to write.");
    } else if (!figures::exportFigure(m_model, figure(), file, QSize(m_width->value(), m_height->value()),
                                      figure() == figures::Figure::Plane ? m_projection : std::nullopt, &error)) {
        error = tr("The figure was not written: %1").arg(error);
    }
    if (!error.isEmpty()) {
        m_problem->setText(error);
        m_problem->show();
        return;
    }
    QDialog::accept();
}

} // namespace ui
