#!/usr/bin/env bash
# Photo import benchmark: borderlog photos vs exiftool reading the same tags, and vs exiv2 printing every tag's value
# (`exiv2 -Pv`, which takes files, not folders: the folder's files are handed to it through xargs), on the same
# folder, side by side.
# Usage: Benchmarks/photos/bench.sh [COUNT]   (default 10000 files; REPS=3 repetitions, each with RERUNS=5
# unchanged reruns; medians reported)
# Writes the "Photo import" section of BENCHMARKS.md.
set -euo pipefail
cd "$(dirname "$0")/../.."
count=${1:-10000}
reps=${REPS:-3}
reruns=${RERUNS:-5}
realdata=$(cd ../shared/realdata/photos && pwd)
work=${BENCH_DIR:-${TMPDIR:-/tmp}/borderlog-bench-photos}

command -v exiftool >/dev/null || apt-get install -y libimage-exiftool-perl >&2
command -v exiv2 >/dev/null || apt-get install -y exiv2 >&2
# Built as `make install` builds it: the Swift runtime linked in, so that starting the process costs little.
# BENCH_SCRATCH: another build folder of the same kind (the report benchmark's `.build-bench`).
scratch=${BENCH_SCRATCH:-.build-bench-photos}
swift build -c release --static-swift-stdlib --scratch-path "$scratch" --product borderlog >&2
borderlog="$(swift build -c release --static-swift-stdlib --scratch-path "$scratch" --show-bin-path)/borderlog"

corpus="$work/corpus-$count"
if [ "$(find "$corpus" -type f 2>/dev/null | wc -l)" -ne "$count" ]; then
    rm -rf "$corpus"
    python3 Benchmarks/photos/make-corpus.py "$realdata/exiftool_oracle.csv" "$(dirname "$realdata")" "$corpus" "$count"
fi
bytes=$(du -sb "$corpus" | cut -f1)
# Warm the page cache so both tools read from memory, flush what the build and the corpus left to write
# (so it does not land inside a timed run), then alternate the tools.
find "$corpus" -type f -exec cat {} + > /dev/null
sync

exiftool_args=(-fast2 -n -csv -r -GPSLatitude -GPSLongitude -GPSAltitude -DateTimeOriginal -OffsetTimeOriginal -GPSDateStamp -GPSTimeStamp)
measure() {  # measure OUT CMD... → "seconds maxrss_kb" appended to OUT
    local out=$1; shift
    python3 Benchmarks/measure.py "$@" >> "$out" 2> "$work/stderr.txt" || true
}
rm -f "$work"/first.txt "$work"/rerun.txt "$work"/exiftool.txt "$work"/exiv2.txt
export BORDERLOG_GEO_INDEX=${BORDERLOG_GEO_INDEX:-$HOME/.local/share/borderlog/geo.idx}
for i in $(seq "$reps"); do
    rm -f "$work"/store.sqlite*
    measure "$work/first.txt" "$borderlog" --store "$work/store.sqlite" photos --no-progress "$corpus"
    summary=$(tail -n 1 "$work/stderr.txt")
    for _ in $(seq "$reruns"); do
        measure "$work/rerun.txt" "$borderlog" --store "$work/store.sqlite" photos --no-progress "$corpus"
    done
    rerun_summary=$(tail -n 1 "$work/stderr.txt")
    measure "$work/exiftool.txt" exiftool "${exiftool_args[@]}" "$corpus"
    measure "$work/exiv2.txt" sh -c 'find "$1" -type f -print0 | xargs -0 exiv2 -Pv >/dev/null 2>&1; true' sh "$corpus"
done
exiftool_version=$(exiftool -ver)
exiv2_version=$(exiv2 --version | sed -n 1p)  # sed reads to the end: head would leave exiv2 a SIGPIPE, fatal under pipefail

python3 - "$work" "$count" "$bytes" "$reps" "$reruns" "$summary" "$rerun_summary" "$exiftool_version" "${exiftool_args[*]}" "$exiv2_version" <<'PY'
import os, re, statistics, sys
work, count, size, reps, reruns, summary, rerun_summary, version, args, exiv2_version = sys.argv[1:11]
count = int(count)
reps, reruns = int(reps), int(reruns)
def rows(name):
    return [(float(r[0]), int(r[1])) for r in (line.split() for line in open(os.path.join(work, name))) if r]
def load(name):
    found = rows(name)
    return statistics.median(t for t, _ in found), max(kb for _, kb in found) / 1024
first, first_rss = load("first.txt")
rerun, rerun_rss = load("rerun.txt")
exif, exif_rss = load("exiftool.txt")
exiv2, exiv2_rss = load("exiv2.txt")
rate, exif_rate = count / first, count / exif
firsts = [t for t, _ in rows("first.txt")]
rerun_medians = [statistics.median(t for t, _ in rows("rerun.txt")[k * reruns:(k + 1) * reruns]) for k in range(reps)]
per_rep = ", ".join(f"{1000 * r:.1f} ms / {f:.2f} s = {100 * r / f:.1f}%" for f, r in zip(firsts, rerun_medians))
section = f"""## Photo import

`Benchmarks/photos/bench.sh {count}` on this machine ({os.cpu_count()} cores): {count:,} files ({int(size) / 1e6:.0f} MB) generated from the
real-format files in `../shared/realdata/photos` (JPEG, TIFF, DNG, CR2, NEF, RW2, RAF, HEIC, AVIF, PNG, WebP; each copy has its
DateTimeOriginal rewritten so its identity differs), page cache warm, {reps} repetitions side by side (a fresh
run, {reruns} unchanged reruns, exiftool, exiv2), medians; each time is one process's wall time to the microsecond
(`Benchmarks/measure.py`).

| run | median time | files/s | peak RSS |
|---|---|---|---|
| `borderlog photos DIR` (fresh store) | {first:.2f} s | {rate:,.0f} | {first_rss:.0f} MB |
| `borderlog photos DIR` (unchanged rerun) | {rerun:.3f} s | {count / rerun:,.0f} | {rerun_rss:.0f} MB |
| `exiftool {args} DIR` (ExifTool {version}) | {exif:.2f} s | {exif_rate:,.0f} | {exif_rss:.0f} MB |
| `exiv2 -Pv FILE…` over the folder's files through `xargs` ({exiv2_version}) | {exiv2:.2f} s | {count / exiv2:,.0f} | {exiv2_rss:.0f} MB |

- Throughput: borderlog is **{exif / first:.0f}×** exiftool (target ≥ 40×) and **{exiv2 / first:.1f}×** exiv2 (target ≥ 2×).
- Peak memory: **{first_rss:.0f} MB** (target < 150 MB).
- Unchanged rerun: **{100 * rerun / first:.1f}%** of the first run (target < 5%); by repetition (median
  rerun / that repetition's fresh run): {per_rep}.
- Summaries: first run `{summary}`; rerun `{rerun_summary}`.

<!-- generated by Benchmarks/photos/bench.sh; notes below this line are kept -->
"""
path = "BENCHMARKS.md"
text = open(path).read() if os.path.exists(path) else "# Benchmarks\n"
marker = re.compile(r"## Photo import\n.*?<!-- generated by Benchmarks/photos/bench\.sh[^\n]*-->\n", re.S)
pattern = marker if marker.search(text) else re.compile(r"## Photo import\n.*?(?=\n## |\Z)", re.S)
text = pattern.sub(lambda m: section.rstrip("\n") + "\n", text) if pattern.search(text) else text.rstrip("\n") + "\n\n" + section
open(path, "w").write(text)
print(section)
PY
