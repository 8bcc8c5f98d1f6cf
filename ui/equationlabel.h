#pragma once

#include "statictextcache.h"

#include <QStaticText>
#include <QWidget>

namespace ui {

/// The workshop's output equation: a heading line "output = Σ wᵢ·vᵢ = <b>result</b>" in a
/// larger font, and below it the sum written out term by term, wrapped to the width.
///
/// It replaces a rich-text QLabel because it is redrawn on every step of a drag: the label
/// parsed and laid out its HTML again on each change, where this lays out only the two
/// figures that changed and draws everything else from text laid out once.
class EquationLabel : public QWidget
{
    Q_OBJECT

public:
    explicit EquationLabel(QWidget *parent = nullptr);

    /// Shows `result` (already formatted) as the output and `terms` as the written-out sum.
    void setEquation(const QString &result, const QString &terms);

    /// The equation as plain text, one line each: what a screen reader or a test reads.
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
    QFont headingFont() const;
    void prepare();
    int termsHeight(int width) const;

    QString m_result;
    QString m_terms;
    QStaticText m_heading;     ///< "output = Σ wᵢ·vᵢ =", rich text, laid out once per font
    QStaticText m_termsText;   ///< the written-out sum, wrapped to the widget's width
    mutable StaticTextCache m_texts;
};

} // namespace ui
