#!/usr/bin/env bash
# The start of the course's first window against the start of a bare Qt Charts window of the
# same size, side by side: bench_startup is launched RUNS times (default 15) in each mode,
# alternating, and each start is timed from the launch to its first painted frame (see
# bench_startup.cpp). Prints both medians in milliseconds and, last, "ratio: X.XX".
# BUILD_DIR defaults to build/.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
BENCH="${BUILD_DIR:-$ROOT/build}/tests/benchmarks/bench_startup"
RUNS="${RUNS:-15}"
export QT_QPA_PLATFORM="${QT_QPA_PLATFORM:-offscreen}"
# A home of its own: no learner's settings or files change the start.
HOME="$(mktemp -d)"
export HOME XDG_CONFIG_HOME="$HOME/.config" XDG_DATA_HOME="$HOME/.local/share"
trap 'rm -rf "$HOME"' EXIT

start() {
    local launched shown
    launched=$(date +%s%N)
    shown=$("$BENCH" "$1" 2>/dev/null)
    echo $(( (shown - launched) / 1000 ))
}

median() { sort -n | awk '{ v[NR] = $1 } END { printf "%.1f", v[int((NR + 1) / 2)] / 1000 }'; }

start course >/dev/null; start bare >/dev/null
course=() bare=()
for _ in $(seq "$RUNS"); do
    course+=("$(start course)")
    bare+=("$(start bare)")
done
c=$(printf '%s\n' "${course[@]}" | median)
b=$(printf '%s\n' "${bare[@]}" | median)
echo "course window: $c ms (median of $RUNS starts to the first frame)"
echo "bare Qt Charts window: $b ms"
awk -v c="$c" -v b="$b" 'BEGIN { printf "ratio: %.2f\n", c / b }'
