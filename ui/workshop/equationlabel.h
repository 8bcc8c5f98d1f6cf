#pragma once

#include "statictextcache.h"
#include "wrappedtext.h"

#include <QStaticText>
#include <QWidget>

namespace ui {

/// The workshop's output equation: a heading line "output = Σ wᵢ·vᵢ = <b>result</b>" in a
/// larger font, and below it the sum written out term by term, wrapped to the width. An
/// equation reads left to right in every language, as on the plate; it sits at the leading
/// edge.
///
/// It replaces a rich-text QLabel because it is redrawn on every step of a drag: the label
/// parsed its HTML and laid out the whole document again on each change, where this lays out
/// only the figure and the written-out sum, and draws the heading from text laid out once.
/// Screen readers see it as static text.
class EquationLabel : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(EquationLabel)

public:
    explicit EquationLabel(QWidget *parent = nullptr);

    /// Shows `result` (already formatted) as the output and `terms` as the written-out sum.
    void setEquation(const QString &result, const QString &terms);

    /// The equation as plain text, one line each: what a screen reader reads.
    QString text() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    /// Fonts, the heading's layout and the sum's options follow the widget's font, language
    /// and direction.
    void prepare();
    double headingHeight() const;

    QString m_result;
    QString m_terms;
    QFont m_headingFont;     ///< the widget's font, larger
    QFont m_resultFont;      ///< the heading's, bold
    QStaticText m_heading;   ///< "output = Σ wᵢ·vᵢ =", rich text
    WrappedText m_sum;       ///< "= " and the terms
    mutable StaticTextCache m_texts;
};

} // namespace ui
