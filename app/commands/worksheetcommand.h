#pragma once

#include <QStringList>

namespace cli {

/// `attention-lab worksheet SESSION [--roster FILE.csv] --pdf OUT.pdf [--answer-key KEY.pdf]
/// [--page-size A4|Letter] [--copies N]`: one printed worksheet per student of a lab session,
/// and their answer key. Paints with Qt Gui: main() runs it on a QGuiApplication.
int runWorksheet(const QStringList &arguments);

} // namespace cli
