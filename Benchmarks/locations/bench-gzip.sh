#!/usr/bin/env bash
# Gzipped tracks: the same GPX track read plain and as .gpx.gz (`gzip -6`, as Strava's bulk export writes its
# activities) through `borderlog locations --dry-run` (read, place, thin; no writes) and the import on a fresh store.
# Each repetition runs the four in turn, so every ratio compares runs made under the same load; medians of REPS.
#   Benchmarks/locations/bench-gzip.sh [GPX_MB] [REPS]     (defaults 100, 5)
# Data goes under ${BENCH_DIR:-/tmp/borderlog-bench-locations}; BORDERLOG_BIN runs an already built binary.
set -euo pipefail
cd "$(dirname "$0")/../.."
gpx_mb="${1:-100}"
reps="${2:-5}"
dir="${BENCH_DIR:-/tmp/borderlog-bench-locations}"
mkdir -p "$dir"
gpx="$dir/track-${gpx_mb}MB.gpx"
[ -f "$gpx" ] || python3 Benchmarks/locations/generate.py gpx "$gpx" "$gpx_mb"
[ -f "$gpx.gz" ] || gzip -6 -k -n "$gpx"
. Benchmarks/wall-clock.sh

dry_plain=() dry_gz=() dry_ratio=() imp_plain=() imp_gz=() imp_ratio=()
for _ in $(seq "$reps"); do
    a=$(measure "$bin" locations --no-progress --dry-run "$gpx")
    b=$(measure "$bin" locations --no-progress --dry-run "$gpx.gz")
    c=$(measure "$bin" locations --no-progress "$gpx")
    d=$(measure "$bin" locations --no-progress "$gpx.gz")
    dry_plain+=("$a") dry_gz+=("$b") dry_ratio+=("$(ratio "$b" "$a")")
    imp_plain+=("$c") imp_gz+=("$d") imp_ratio+=("$(ratio "$d" "$c")")
done
rm -f "$dir"/store.sqlite*
mb=$(awk -v s="$(stat -L -c %s "$gpx")" 'BEGIN {printf "%.0f", s / 1048576}')
gz_mb=$(awk -v s="$(stat -L -c %s "$gpx.gz")" 'BEGIN {printf "%.1f", s / 1048576}')
m() { printf '%s\n' "$@" | median; }
cat <<MD
Command: \`Benchmarks/locations/bench-gzip.sh $gpx_mb $reps\` ($(nproc) cores, static release build, $(date -u +%Y-%m-%d), load $(cut -d' ' -f1 /proc/loadavg)).

| GPX track, $mb MB ($gz_mb MB gzipped) | plain | \`.gpx.gz\` | gz ÷ plain (target ≤ 1.5) |
| --- | --- | --- | --- |
| \`--dry-run\` (read, place, thin) | $(m "${dry_plain[@]}") s | $(m "${dry_gz[@]}") s | **$(m "${dry_ratio[@]}")×** |
| import (fresh store) | $(m "${imp_plain[@]}") s | $(m "${imp_gz[@]}") s | $(m "${imp_ratio[@]}")× |

Medians of $reps repetitions; the ratios are medians of the ratios within each repetition.
MD
