#!/bin/sh
# How `attention-lab compute --input` scales with the number of keys: generates inputs of
# 10,000, 100,000 and 1,000,000 random 2-D keys (docs/formats/compute-input.schema.json) and
# prints, for the JSON and the text output, the wall time, the processor time (user + system,
# steadier than the wall time on a busy machine) and the peak memory (maximum resident set
# size, GNU time's %M) of each run, with the ratios to the size ten times smaller. Linear
# growth shows as ratios near 10 (memory below 10 while the fixed cost of the program, about
# 20 MiB, still counts). Never part of ctest; it prints figures and never fails on time.
#
#   tests/benchmarks/compute-scaling.sh [build/app/attention-lab] [SIZES...]
set -eu

program=${1:-build/app/attention-lab}
[ $# -gt 0 ] && shift
sizes=${*:-10000 100000 1000000}
if [ ! -x "$program" ]; then
    echo "compute-scaling: no program at $program (build it, or name it as the first argument)" >&2
    exit 1
fi
if [ ! -x /usr/bin/time ]; then
    echo "compute-scaling: needs GNU time (/usr/bin/time, Debian's package time)" >&2
    exit 1
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# keys in [-2, 2]^2 with 17 significant digits and values in [-50, 50]: about 60 bytes a key.
generate() {
    awk -v n="$1" 'BEGIN {
        srand(16)
        printf "{\"formatVersion\": 1, \"query\": [1.25, -0.75], \"keys\": ["
        for (i = 0; i < n; i++)
            printf "%s[%.17g,%.17g]", (i ? "," : ""), 4 * rand() - 2, 4 * rand() - 2
        printf "], \"values\": ["
        for (i = 0; i < n; i++)
            printf "%s%.17g", (i ? "," : ""), 100 * rand() - 50
        printf "]}\n"
    }' > "$2"
}

printf '%-6s %9s %9s %8s %8s %9s %10s %10s\n' output keys "input MB" "wall s" "cpu s" "peak MiB" "cpu ×/10×" "mem ×/10×"
for mode in json text; do
    previous_time=
    previous_memory=
    for n in $sizes; do
        input="$work/keys-$n.json"
        [ -f "$input" ] || generate "$n" "$input"
        flag=
        [ "$mode" = json ] && flag=--json
        # shellcheck disable=SC2086 # $flag is empty or one word
        /usr/bin/time -f '%e %U %S %M' -o "$work/time" "$program" compute --input "$input" $flag > "$work/out"
        read -r seconds user system kib < "$work/time"
        cpu=$(awk -v u="$user" -v s="$system" 'BEGIN { printf "%.2f", u + s }')
        megabytes=$(awk -v b="$(wc -c < "$input")" 'BEGIN { printf "%.1f", b / 1e6 }')
        mib=$(awk -v k="$kib" 'BEGIN { printf "%.0f", k / 1024 }')
        time_ratio=-
        memory_ratio=-
        if [ -n "$previous_time" ]; then
            time_ratio=$(awk -v a="$cpu" -v b="$previous_time" 'BEGIN { if (b > 0) printf "%.1f", a / b; else printf "-" }')
            memory_ratio=$(awk -v a="$kib" -v b="$previous_memory" 'BEGIN { printf "%.1f", a / b }')
        fi
        printf '%-6s %9s %9s %8s %8s %9s %10s %10s\n' "$mode" "$n" "$megabytes" "$seconds" "$cpu" "$mib" "$time_ratio" "$memory_ratio"
        previous_time=$cpu
        previous_memory=$kib
    done
done
