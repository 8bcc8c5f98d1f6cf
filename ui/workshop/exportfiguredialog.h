#pragma once

#include "figureexport.h"

#include <QDialog>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace course {
class WorkshopModel;
}

namespace ui {

/// Export Figure…: which figure (the plane, the weight chart or the trace table), its width
/// and height in pixels, and the file, whose suffix (.png or .svg) picks the format. OK
/// writes the file; a problem is shown in the dialog, which stays open.
class ExportFigureDialog : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ExportFigureDialog)

public:
    /// `projection`: the key whose projection the plane shows, as on screen.
    explicit ExportFigureDialog(course::WorkshopModel *model, std::optional<std::size_t> projection,
                                QWidget *parent = nullptr);

    QComboBox *figureBox() const { return m_figure; }
    QSpinBox *widthSpin() const { return m_width; }
    QSpinBox *heightSpin() const { return m_height; }
    QLineEdit *fileEdit() const { return m_file; }
    QLabel *problemLabel() const { return m_problem; }
    figures::Figure figure() const;

    void accept() override;

private:
    void browse();
    /// A size that suits the figure: square for the plane, wide for the chart and table.
    void suggestSize();

    course::WorkshopModel *m_model = nullptr;
    std::optional<std::size_t> m_projection;
    QComboBox *m_figure = nullptr;
    QSpinBox *m_width = nullptr;
    QSpinBox *m_height = nullptr;
    QLineEdit *m_file = nullptr;
    QLabel *m_problem = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
};

} // namespace ui
