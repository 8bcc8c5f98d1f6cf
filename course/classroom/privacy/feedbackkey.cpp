#include "feedbackkey.h"

#include <sodium.h>

#include <cstring>

namespace course::feedbackkey {

namespace {

// Crockford's base32: the digits and the letters, without I, L, O and U.
constexpr char kAlphabet[] = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
constexpr int kCodeLength = 12;
constexpr int kGroup = 4;

bool ready()
{
    static const bool initialised = sodium_init() >= 0;
    return initialised;
}

/// 16 bytes that tie a code to one session.
QByteArray salt(const QString &sessionId)
{
    const QByteArray context = QByteArrayLiteral("attention-lab feedback 1\n") + sessionId.toUtf8();
    QByteArray out(crypto_pwhash_SALTBYTES, '\0');
    crypto_generichash(reinterpret_cast<unsigned char *>(out.data()), size_t(out.size()),
                       reinterpret_cast<const unsigned char *>(context.constData()), size_t(context.size()), nullptr, 0);
    return out;
}

} // namespace

QString newCode()
{
    if (!ready())
        return {};
    QString code;
    for (int i = 0; i < kCodeLength; ++i) {
        if (i > 0 && i % kGroup == 0)
            code += QLatin1Char('-');
        code += QLatin1Char(kAlphabet[randombytes_uniform(32)]);
    }
    return code;
}

QString codeFromBits(quint64 bits)
{
    QString code;
    for (int i = 0; i < kCodeLength; ++i) {
        if (i > 0 && i % kGroup == 0)
            code += QLatin1Char('-');
        code += QLatin1Char(kAlphabet[(bits >> (5 * i)) & 31U]);
    }
    return code;
}

std::optional<QString> normalisedCode(const QString &typed)
{
    QString bare;
    for (QChar c : typed.left(64)) {
        c = c.toUpper();
        if (c == QLatin1Char('-') || c.isSpace())
            continue;
        if (c == QLatin1Char('O'))
            c = QLatin1Char('0');
        else if (c == QLatin1Char('I') || c == QLatin1Char('L'))
            c = QLatin1Char('1');
        if (c.unicode() > 127 || !std::strchr(kAlphabet, char(c.unicode())) || c.unicode() == 0)
            return std::nullopt;
        bare += c;
    }
    if (bare.size() != kCodeLength)
        return std::nullopt;
    QString code;
    for (int i = 0; i < kCodeLength; ++i) {
        if (i > 0 && i % kGroup == 0)
            code += QLatin1Char('-');
        code += bare.at(i);
    }
    return code;
}

std::optional<QByteArray> sessionSecret(const QString &code, const QString &sessionId)
{
    const std::optional<QString> canonical = normalisedCode(code);
    if (!canonical || !ready())
        return std::nullopt;
    const QByteArray password = canonical->toLatin1();
    const QByteArray s = salt(sessionId);
    QByteArray secret(crypto_generichash_KEYBYTES, '\0');
    if (crypto_pwhash(reinterpret_cast<unsigned char *>(secret.data()), size_t(secret.size()), password.constData(),
                      size_t(password.size()), reinterpret_cast<const unsigned char *>(s.constData()),
                      crypto_pwhash_OPSLIMIT_INTERACTIVE, crypto_pwhash_MEMLIMIT_INTERACTIVE, crypto_pwhash_ALG_ARGON2ID13)
        != 0)
        return std::nullopt;
    return secret;
}

KeyPair keyPairFor(const QByteArray &sessionSecret, const QString &learnerId)
{
    const QByteArray learner = QByteArrayLiteral("learner\n") + learnerId.toUtf8();
    unsigned char seed[crypto_box_SEEDBYTES];
    crypto_generichash(seed, sizeof seed, reinterpret_cast<const unsigned char *>(learner.constData()), size_t(learner.size()),
                       reinterpret_cast<const unsigned char *>(sessionSecret.constData()), size_t(sessionSecret.size()));
    KeyPair keys;
    keys.publicKey.resize(crypto_box_PUBLICKEYBYTES);
    keys.secretKey.resize(crypto_box_SECRETKEYBYTES);
    crypto_box_seed_keypair(reinterpret_cast<unsigned char *>(keys.publicKey.data()),
                            reinterpret_cast<unsigned char *>(keys.secretKey.data()), seed);
    sodium_memzero(seed, sizeof seed);
    return keys;
}

std::optional<KeyPair> keyPair(const QString &code, const QString &sessionId, const QString &learnerId)
{
    const std::optional<QByteArray> secret = sessionSecret(code, sessionId);
    if (!secret)
        return std::nullopt;
    return keyPairFor(*secret, learnerId);
}

bool isPublicKey(const QByteArray &publicKey)
{
    return publicKey.size() == crypto_box_PUBLICKEYBYTES;
}

QByteArray seal(const QByteArray &plain, const QByteArray &publicKey)
{
    if (!isPublicKey(publicKey) || !ready())
        return {};
    QByteArray sealed(plain.size() + qsizetype(crypto_box_SEALBYTES), '\0');
    if (crypto_box_seal(reinterpret_cast<unsigned char *>(sealed.data()),
                        reinterpret_cast<const unsigned char *>(plain.constData()), quint64(plain.size()),
                        reinterpret_cast<const unsigned char *>(publicKey.constData()))
        != 0)
        return {};
    return sealed;
}

std::optional<QByteArray> open(const QByteArray &sealed, const KeyPair &keys)
{
    if (sealed.size() < qsizetype(crypto_box_SEALBYTES) || keys.publicKey.size() != crypto_box_PUBLICKEYBYTES
        || keys.secretKey.size() != crypto_box_SECRETKEYBYTES || !ready())
        return std::nullopt;
    QByteArray plain(sealed.size() - qsizetype(crypto_box_SEALBYTES), '\0');
    if (crypto_box_seal_open(reinterpret_cast<unsigned char *>(plain.data()),
                             reinterpret_cast<const unsigned char *>(sealed.constData()), quint64(sealed.size()),
                             reinterpret_cast<const unsigned char *>(keys.publicKey.constData()),
                             reinterpret_cast<const unsigned char *>(keys.secretKey.constData()))
        != 0)
        return std::nullopt;
    return plain;
}

} // namespace course::feedbackkey
