#pragma once

#include <QByteArray>
#include <QtGlobal>

class QIODevice;

namespace course {

/// How a bounded read ended.
enum class BoundedRead {
    Read,     ///< to the end, within the limit
    TooLarge, ///< more than the limit: nothing is kept
    Failed,   ///< a read failed: the device's errorString() says why, and errno is as it left it
};

/// Reads the open `device` in whole chunks (of `chunk` bytes) until its end or past `limit`
/// bytes into `data`. What a file says its size is does not count, only what it gives: a
/// file in /proc reports a size of 0, and a pipe or a device may never end.
BoundedRead readBounded(QIODevice &device, qint64 limit, QByteArray *data, qint64 chunk = 64 * 1024);

} // namespace course
