#!/usr/bin/env bash
# Runs bench_pages twice: at the screen's own scale and with QT_SCALE_FACTOR=2, where every
# window draws four times the pixels (a high-density screen). Arguments go to bench_pages
# (--only TEXT, --rounds N, --verbose). BUILD_DIR defaults to build/.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
BENCH="${BUILD_DIR:-$ROOT/build}/tests/benchmarks/bench_pages"
export QT_QPA_PLATFORM="${QT_QPA_PLATFORM:-offscreen}"
echo "== scale 1"
"$BENCH" "$@" 2>/dev/null
echo "== QT_SCALE_FACTOR=2"
QT_SCALE_FACTOR=2 "$BENCH" "$@" 2>/dev/null
