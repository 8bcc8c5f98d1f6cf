#include "boundedread.h"

#include <QIODevice>

#include <cerrno>

namespace course {

BoundedRead readBounded(QIODevice &device, qint64 limit, QByteArray *data, qint64 chunk)
{
    data->clear();
    QByteArray buffer(chunk, Qt::Uninitialized);
    while (data->size() <= limit) {
        errno = 0;
        const qint64 got = device.read(buffer.data(), chunk);
        if (got < 0) {
            data->clear();
            return BoundedRead::Failed;
        }
        if (got == 0)
            return BoundedRead::Read;
        data->append(buffer.constData(), got);
    }
    data->clear();
    return BoundedRead::TooLarge;
}

} // namespace course
