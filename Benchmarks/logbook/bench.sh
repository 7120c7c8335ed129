#!/usr/bin/env bash
# Flight logbooks: a Flighty-shaped CSV of ROWS flights through `borderlog flights import` (read, airports looked up,
# signals made; `--dry-run` prints them, the import writes them to a fresh store), side by side with Python's csv
# module only reading the same file. Each repetition runs the three in turn, so the ratios compare runs made under the
# same load; medians of REPS.
#   Benchmarks/logbook/bench.sh [ROWS] [REPS]     (defaults 50000, 5)
# Data goes under ${BENCH_DIR:-/tmp/borderlog-bench-logbook}; BORDERLOG_BIN runs an already built binary.
set -euo pipefail
cd "$(dirname "$0")/../.."
rows="${1:-50000}"
reps="${2:-5}"
dir="${BENCH_DIR:-/tmp/borderlog-bench-logbook}"
mkdir -p "$dir"
csv="$dir/flighty-$rows.csv"
[ -f "$csv" ] || python3 Benchmarks/logbook/generate.py "$csv" "$rows"
. Benchmarks/wall-clock.sh

python=() dry=() imp=() dry_ratio=() imp_ratio=()
for _ in $(seq "$reps"); do
    p=$(measure python3 -c "import csv, sys; sum(1 for _ in csv.reader(open(sys.argv[1], newline='')))" "$csv")
    d=$(measure "$bin" flights import --dry-run "$csv")
    i=$(measure "$bin" flights import "$csv")
    python+=("$p") dry+=("$d") imp+=("$i")
    dry_ratio+=("$(ratio "$d" "$p")") imp_ratio+=("$(ratio "$i" "$p")")
done
echo "logbook: $rows rows, $(du -h "$csv" | cut -f1), $reps repetitions (medians)"
echo "python csv.reader:        $(printf '%s\n' "${python[@]}" | median) s"
echo "flights import --dry-run: $(printf '%s\n' "${dry[@]}" | median) s, ratio $(printf '%s\n' "${dry_ratio[@]}" | median)"
echo "flights import:           $(printf '%s\n' "${imp[@]}" | median) s, ratio $(printf '%s\n' "${imp_ratio[@]}" | median)"
