#!/usr/bin/env bash
# Many-file location import: a folder of daily GPX tracks (`generate.py gpx-days`, about 300 KB a file) through
# `borderlog locations DIR` on every core, and the same binary pinned to one core (`taskset -c 0`). The two alternate
# (parallel, pinned, parallel, pinned…) so both see the same moments of a noisy machine; every run starts from a
# fresh store; medians of REPS runs, peak RSS the largest.
# Usage: Benchmarks/locations/bench-days.sh [COUNT]   (default 365 files; REPS=3)
# Data is written under ${BENCH_DIR:-/tmp/borderlog-bench-locations}, never into the repository.
set -euo pipefail
cd "$(dirname "$0")/../.."
count=${1:-365}
reps=${REPS:-3}
dir="${BENCH_DIR:-/tmp/borderlog-bench-locations}"
days="$dir/days-$count"
command -v taskset >/dev/null || { echo "bench: taskset is needed (util-linux)" >&2; exit 1; }

# Built as `make install` builds it. BENCH_SCRATCH: another build folder of the same kind; BORDERLOG_BIN: a binary.
scratch=${BENCH_SCRATCH:-.build-bench}
if [ -z "${BORDERLOG_BIN:-}" ]; then
    swift build -c release --static-swift-stdlib --scratch-path "$scratch" --product borderlog >&2
fi
bin="${BORDERLOG_BIN:-$(swift build -c release --static-swift-stdlib --scratch-path "$scratch" --show-bin-path)/borderlog}"

mkdir -p "$dir"
if [ "$(find "$days" -name '*.gpx' 2>/dev/null | wc -l)" -ne "$count" ]; then
    rm -rf "$days"
    python3 Benchmarks/locations/generate.py gpx-days "$days" "$count"
fi
bytes=$(du -sb "$days" | cut -f1)
# Read from the page cache, and nothing left to flush inside a timed run.
cat "$days"/*.gpx > /dev/null
sync

store="$dir/days.sqlite"
rm -f "$dir"/days-parallel.txt "$dir"/days-pinned.txt
for _ in $(seq "$reps"); do
    rm -f "$store"*
    python3 Benchmarks/measure.py "$bin" --store "$store" locations --no-progress "$days" >> "$dir/days-parallel.txt" 2> "$dir/days-stderr.txt"
    parallel_summary=$(tail -n 1 "$dir/days-stderr.txt")
    rm -f "$store"*
    python3 Benchmarks/measure.py taskset -c 0 "$bin" --store "$store" locations --no-progress "$days" >> "$dir/days-pinned.txt" 2> "$dir/days-stderr.txt"
    pinned_summary=$(tail -n 1 "$dir/days-stderr.txt")
done
rm -f "$store"*
[ "$parallel_summary" = "$pinned_summary" ] || { printf 'bench: summaries differ:\n%s\n%s\n' "$parallel_summary" "$pinned_summary" >&2; exit 1; }

python3 - "$dir" "$count" "$bytes" "$parallel_summary" <<'PY'
import statistics, sys
folder, count, size, summary = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
def runs(name):
    rows = [line.split() for line in open(f"{folder}/days-{name}.txt")]
    return [float(t) for t, _ in rows], max(int(p) for _, p in rows)
(parallel, parallel_peak), (pinned, pinned_peak) = runs("parallel"), runs("pinned")
mb = size / 1048576
print(f"{count} daily GPX files, {mb:.0f} MB")
print(f"  every core:             {statistics.median(parallel):.2f} s median ({' '.join(f'{t:.2f}' for t in parallel)}), {mb / statistics.median(parallel):.0f} MB/s, peak RSS {parallel_peak / 1024:.0f} MB")
print(f"  pinned (taskset -c 0):  {statistics.median(pinned):.2f} s median ({' '.join(f'{t:.2f}' for t in pinned)}), {mb / statistics.median(pinned):.0f} MB/s, peak RSS {pinned_peak / 1024:.0f} MB")
print(f"  pinned / every core: {statistics.median(pinned) / statistics.median(parallel):.2f}x")
print(f"summary: {summary}")
PY
