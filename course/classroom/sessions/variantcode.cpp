#include "variantcode.h"

#include <QCoreApplication>
#include <QCryptographicHash>

#include <algorithm>

namespace course {

namespace {

class VariantCodeText
{
    Q_DECLARE_TR_FUNCTIONS(VariantCodeText)
};

constexpr char kAlphabet[] = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
constexpr int kBase = 32;
constexpr int kDataCharacters = 7;

/// A character's value in Crockford's base32 (case-insensitive; O reads 0, I and L read 1);
/// -1 for anything else.
int digitValue(QChar c)
{
    const char ch = c.toUpper().toLatin1();
    if (ch == 'O')
        return 0;
    if (ch == 'I' || ch == 'L')
        return 1;
    for (int i = 0; i < kBase; ++i)
        if (kAlphabet[i] == ch)
            return i;
    return -1;
}

/// Luhn mod N over the digits: from the right, every second digit doubled and folded back
/// into base N; the check digit makes the total a multiple of N.
int luhnCheck(const QList<int> &digits)
{
    int sum = 0;
    bool twice = true; // the rightmost data digit sits next to the check digit
    for (qsizetype i = digits.size() - 1; i >= 0; --i) {
        int d = digits[i];
        if (twice) {
            d *= 2;
            d = d / kBase + d % kBase;
        }
        sum += d;
        twice = !twice;
    }
    return (kBase - sum % kBase) % kBase;
}

QString format(const QList<int> &digits)
{
    QString out;
    for (qsizetype i = 0; i < digits.size(); ++i) {
        if (i == 4)
            out += QLatin1Char('-');
        out += QLatin1Char(kAlphabet[digits[i]]);
    }
    return out;
}

} // namespace

QString variantCode(const LabSession &session, const QString &learnerId)
{
    QCryptographicHash hash(QCryptographicHash::Sha256);
    hash.addData(QByteArrayView("attention-lab variant code\n"));
    hash.addData(session.id.toUtf8());
    hash.addData(QByteArrayView("\n"));
    hash.addData(learnerId.toUtf8());
    const QByteArray bytes = hash.result();
    quint64 bits = 0;
    for (int i = 0; i < 5; ++i)
        bits = (bits << 8) | quint8(bytes[i]);
    QList<int> digits;
    for (int i = kDataCharacters - 1; i >= 0; --i)
        digits << int((bits >> (5 * i)) & 31);
    digits << luhnCheck(digits);
    return format(digits);
}

std::optional<QString> normalizedVariantCode(const QString &text)
{
    QList<int> digits;
    for (const QChar c : text) {
        if (c == QLatin1Char('-') || c.isSpace())
            continue;
        const int d = digitValue(c);
        if (d < 0)
            return std::nullopt;
        digits << d;
    }
    if (digits.size() != kDataCharacters + 1)
        return std::nullopt;
    if (luhnCheck(digits.first(kDataCharacters)) != digits.last())
        return std::nullopt;
    return format(digits);
}

QList<LabStudent> numberedCopies(int copies)
{
    QList<LabStudent> out;
    for (int i = 1; i <= std::clamp(copies, 0, kMaxWorksheetCopies); ++i)
        out << LabStudent{QStringLiteral("copy-%1").arg(i, 2, 10, QLatin1Char('0')),
                          {}, {}, {}};
    return out;
}

std::optional<LabStudent> findLearnerByCode(const LabSession &session, const QString &code,
                                            const QList<LabStudent> &students, QString *problem)
{
    const std::optional<QString> wanted = normalizedVariantCode(code);
    if (!wanted) {
        if (problem)
            *problem = VariantCodeText::tr("'%1' is not a variant code: eight characters as printed on the "
                                           "worksheet (XXXX-XXXX); check it for a mistyped character")
                           .arg(code.trimmed());
        return std::nullopt;
    }
    for (const QList<LabStudent> &list : {students, session.roster, numberedCopies(kMaxWorksheetCopies)})
        for (const LabStudent &s : list)
            if (variantCode(session, s.id) == *wanted)
                return s;
    if (problem)
        *problem = VariantCodeText::tr("no student of the session “%1” has the variant code %2")
                       .arg(session.title, *wanted);
    return std::nullopt;
}

} // namespace course
