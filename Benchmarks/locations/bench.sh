#!/usr/bin/env bash
# Location import benchmark: Takeout Records.json files and a GPX track through `borderlog locations` (fresh store,
# default thinning), beside the same binary's `--dry-run` (read, place and thin, no writes) and `python3 json.load`
# merely parsing the same Records file. Each repetition runs the three in turn, so every ratio compares runs made
# under the same load; medians of REPS repetitions; peak memory from /usr/bin/time -v.
#   Benchmarks/locations/bench.sh [RECORDS_MB] [GPX_MB] [REPS]     (defaults 300, 100, 3)
# Two Records shapes of RECORDS_MB each (generate.py): `lean` — a fix every 30–240 s with position, accuracy, source
# and time, the shape of most Takeouts (~2 M points in 300 MB) — and `rich` — a fix every 40–80 s with altitude,
# device and an activity array on every fifth. Data goes under ${BENCH_DIR:-/tmp/borderlog-bench-locations}.
set -euo pipefail
cd "$(dirname "$0")/../.."
records_mb="${1:-300}"
gpx_mb="${2:-100}"
reps="${3:-3}"
dir="${BENCH_DIR:-/tmp/borderlog-bench-locations}"
mkdir -p "$dir"
lean="$dir/Records-lean-${records_mb}MB.json"
rich="$dir/Records-rich-${records_mb}MB.json"
gpx="$dir/track-${gpx_mb}MB.gpx"
[ -f "$lean" ] || python3 Benchmarks/locations/generate.py records-lean "$lean" "$records_mb"
[ -f "$rich" ] || python3 Benchmarks/locations/generate.py records "$rich" "$records_mb"
[ -f "$gpx" ] || python3 Benchmarks/locations/generate.py gpx "$gpx" "$gpx_mb"
# The same static release build as the other benchmarks; BORDERLOG_BIN runs an already built binary instead.
. Benchmarks/wall-clock.sh
largest() { sort -g | tail -1; }

# bench_file LABEL FILE PEER(yes|no): REPS × (import, dry run[, json.load]); prints one table row.
bench_file() {
    local label=$1 file=$2 peer=$3
    local imports=() dries=() pythons=() peaks=() speedups=() overheads=()
    for _ in $(seq "$reps"); do
        read -r ti pi < <(measure_with_peak "$bin" locations --no-progress "$file")
        read -r td _ < <(measure_with_peak "$bin" locations --no-progress --dry-run "$file")
        imports+=("$ti"); peaks+=("$pi"); dries+=("$td"); overheads+=("$(ratio "$ti" "$td")")
        if [ "$peer" = yes ]; then
            read -r tp _ < <(measure_with_peak python3 -c 'import json,sys; json.load(open(sys.argv[1]))' "$file")
            pythons+=("$tp"); speedups+=("$(ratio "$tp" "$ti")")
        fi
    done
    rm -f "$dir"/store.sqlite*
    local summary kept points
    summary=$("$bin" locations --no-progress "$file" 2>&1 >/dev/null | tail -1)
    points=$(echo "$summary" | sed -E 's/.* ([0-9]+) points read.*/\1/')
    kept=$(echo "$summary" | sed -E 's/.* ([0-9]+) kept after thinning.*/\1/')
    rm -f "$dir"/store.sqlite*
    local mb
    mb=$(awk -v s="$(stat -L -c %s "$file")" 'BEGIN {printf "%.0f", s / 1048576}')
    local py="–" speed="–"
    if [ "$peer" = yes ]; then
        py="$(printf '%s\n' "${pythons[@]}" | median) s"
        speed="**$(printf '%s\n' "${speedups[@]}" | median)×**"
    fi
    printf '| %s, %s MB, %s points (%s kept) | %s s | %s s | %s× | %s | %s | %.0f MB |\n' \
        "$label" "$mb" "$points" "$kept" "$(printf '%s\n' "${imports[@]}" | median)" "$(printf '%s\n' "${dries[@]}" | median)" \
        "$(printf '%s\n' "${overheads[@]}" | median)" "$py" "$speed" "$(( $(printf '%s\n' "${peaks[@]}" | largest) / 1024 ))"
}

cat <<MD
Command: \`Benchmarks/locations/bench.sh $records_mb $gpx_mb $reps\` ($(nproc) cores, static release build, $(date -u +%Y-%m-%d)).

| file | import | \`--dry-run\` | import ÷ dry run (target ≤ 2) | \`json.load\` | json.load ÷ import (target ≥ 3) | peak memory (target < 200 MB) |
| --- | --- | --- | --- | --- | --- | --- |
MD
bench_file "Records.json, lean" "$lean" yes
bench_file "Records.json, rich" "$rich" yes
bench_file "GPX 1.1 track" "$gpx" no
echo
echo "Medians of $reps repetitions; the ratios are medians of the ratios within each repetition. Peak memory is the import's largest."
