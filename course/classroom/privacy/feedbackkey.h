#pragma once

#include <QByteArray>
#include <QString>

#include <optional>

namespace course {

/// A student's feedback is sealed for them alone (libsodium's sealed boxes: X25519 and
/// XSalsa20-Poly1305). Their key pair comes from a short feedback code chosen at random when
/// they join a session, kept in their lab folder and shown to them to write down: on another
/// computer they type it to open their feedback. The code is stretched with Argon2id (64 MiB,
/// about a tenth of a second) salted by the session, then keyed to the learner's id, so
/// guessing it costs far more than a classroom has; the public half travels in each hand-in
/// (HandIn::feedbackKey).
/// Whoever has the file and not the code reads only whose it is.
namespace feedbackkey {

/// "K7QM-3XZP-WD4R": twelve characters of Crockford's base32 (no I, L, O or U), 60 bits.
QString newCode();
/// The code whose 60 bits are the low bits of `bits`: the same for the same number (a
/// rehearsed class's, from its seed); never a real student's, whose codes are random.
QString codeFromBits(quint64 bits);
/// The code as typed made canonical: case, spaces and dashes ignored, O read as 0 and I or L
/// as 1; nothing when it cannot be a code.
std::optional<QString> normalisedCode(const QString &typed);

/// A learner's key pair in one session.
struct KeyPair {
    QByteArray publicKey; ///< 32 bytes
    QByteArray secretKey; ///< 32 bytes
};

/// The key pair `code` gives `learnerId` in `sessionId` (the same every time); nothing when the
/// code is not one or the library cannot run (out of memory).
std::optional<KeyPair> keyPair(const QString &code, const QString &sessionId, const QString &learnerId);
/// keyPair() in two steps, for many learners with one code (a rehearsed class): the code
/// stretched for the session (Argon2id, the slow step), then each learner's pair from it.
std::optional<QByteArray> sessionSecret(const QString &code, const QString &sessionId);
KeyPair keyPairFor(const QByteArray &sessionSecret, const QString &learnerId);

/// Whether `publicKey` can be sealed to (32 bytes).
bool isPublicKey(const QByteArray &publicKey);
/// `plain` sealed so that only the holder of the secret key opens it; empty when the key is no key.
QByteArray seal(const QByteArray &plain, const QByteArray &publicKey);
/// The sealed bytes opened; nothing when they were not sealed to this key pair or were changed.
std::optional<QByteArray> open(const QByteArray &sealed, const KeyPair &keys);

} // namespace feedbackkey

} // namespace course
