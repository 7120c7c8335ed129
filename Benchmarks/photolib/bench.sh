#!/usr/bin/env bash
# Photos library import benchmark: `borderlog photos LIBRARY` on a library of COUNT assets grown from osxphotos's
# Photos 9 test library (make-library.py), side by side with `osxphotos query --json --library LIBRARY` (osxphotos reads
# Photos databases on Linux too; installed from PyPI into $OSXPHOTOS_DIR when missing).
# Usage: Benchmarks/photolib/bench.sh [COUNT]   (default 100000 assets; REPS=3 repetitions of borderlog's runs and
# PEER_REPS=1 of osxphotos's, which takes half an hour on 100,000 assets: PEER_REPS=0 leaves it out; medians)
# Writes the "Photos library import (COUNT assets)" section of BENCHMARKS.md.
set -euo pipefail
cd "$(dirname "$0")/../.."
count=${1:-100000}
reps=${REPS:-3}
peer_reps=${PEER_REPS:-1}
source_library=$(cd ../shared/realdata/photolib/Test-14.6.0.photoslibrary && pwd)
work=${BENCH_DIR:-${TMPDIR:-/tmp}/borderlog-bench-photolib}
oxp=${OSXPHOTOS_DIR:-${TMPDIR:-/tmp}/borderlog-osxphotos}
mkdir -p "$work"
if ! PYTHONPATH="$oxp" python3 -c 'import osxphotos' 2>/dev/null; then
    python3 -m pip install -q --target "$oxp" osxphotos==0.77.2 >&2
fi
scratch=${BENCH_SCRATCH:-.build-bench}
swift build -c release --static-swift-stdlib --scratch-path "$scratch" --product borderlog >&2
borderlog="$(swift build -c release --static-swift-stdlib --scratch-path "$scratch" --show-bin-path)/borderlog"

library="$work/Bench-$count.photoslibrary"
if [ ! -f "$library/database/Photos.sqlite" ]; then
    python3 Benchmarks/photolib/make-library.py "$source_library" "$library" "$count" >&2
fi
database_mb=$(( $(stat -c %s "$library/database/Photos.sqlite") / 1000000 ))
cat "$library/database/Photos.sqlite" > /dev/null
sync

measure() {  # measure OUT CMD... → "seconds maxrss_kb" appended to OUT
    local out=$1; shift
    python3 Benchmarks/measure.py "$@" >> "$out" 2> "$work/stderr.txt" || true
}
rm -f "$work"/first.txt "$work"/rerun.txt "$work"/changed.txt "$work"/osxphotos.txt
export BORDERLOG_GEO_INDEX=${BORDERLOG_GEO_INDEX:-$HOME/.local/share/borderlog/geo.idx}
for i in $(seq "$reps"); do
    rm -f "$work"/store.sqlite*
    measure "$work/first.txt" "$borderlog" --store "$work/store.sqlite" photos --no-progress "$library"
    summary=$(tail -n 1 "$work/stderr.txt")
    measure "$work/rerun.txt" "$borderlog" --store "$work/store.sqlite" photos --no-progress "$library"
    rerun_summary=$(tail -n 1 "$work/stderr.txt")
    # A changed database (Photos wrote to it): read again whole, nothing new to write.
    touch "$library/database/Photos.sqlite"
    measure "$work/changed.txt" "$borderlog" --store "$work/store.sqlite" photos --no-progress "$library"
    changed_summary=$(tail -n 1 "$work/stderr.txt")
done
for i in $(seq "$peer_reps"); do
    measure "$work/osxphotos.txt" env PYTHONPATH="$oxp" python3 -m osxphotos query --json --library "$library"
done
osxphotos_version=$(PYTHONPATH="$oxp" python3 -c 'import osxphotos; print(osxphotos.__version__)')
[ "$peer_reps" -gt 0 ] || : > "$work/osxphotos.txt"

python3 - "$work" "$count" "$database_mb" "$reps" "$peer_reps" "$summary" "$rerun_summary" "$changed_summary" "$osxphotos_version" <<'PY'
import os, re, statistics, sys
work, count, size, reps, peer_reps, summary, rerun_summary, changed_summary, version = sys.argv[1:10]
count = int(count)
def load(name):
    rows = [(float(r[0]), int(r[1])) for r in (line.split() for line in open(os.path.join(work, name))) if r]
    if not rows:
        return None, None
    return statistics.median(t for t, _ in rows), max(kb for _, kb in rows) / 1024
first, first_rss = load("first.txt")
rerun, rerun_rss = load("rerun.txt")
changed, changed_rss = load("changed.txt")
oxp, oxp_rss = load("osxphotos.txt")
peer_row = f"| `osxphotos query --json --library LIBRARY` (osxphotos {version}) | {oxp:.2f} s | {count / oxp:,.0f} | {oxp_rss:.0f} MB |\n" if oxp else ""
peer_line = (f"- A fresh import takes **{first:.1f} s**, **{oxp / first:.1f}×** faster than osxphotos's query of the same library (which\n"
             "  reads much more of each asset: albums, persons, keywords; it is the only other tool that reads these databases).\n"
             if oxp else f"- A fresh import takes **{first:.1f} s** (osxphotos not run: PEER_REPS=0).\n")
section = f"""## Photos library import ({count:,} assets)

`Benchmarks/photolib/bench.sh {count}` on this machine ({os.cpu_count()} cores): a Photos 9 library of {count:,} added assets
({size} MB `Photos.sqlite`) grown from osxphotos's `Test-14.6.0.photoslibrary` by `make-library.py` (one located asset copied
with new keys, UUIDs, dates over nine and a half years and twenty cities; one in 500 trashed), page cache warm, {reps} repetitions
of borderlog's runs then {peer_reps} of osxphotos's in the same session, medians; each time is one process's wall time (`Benchmarks/measure.py`).

| run | median time | assets/s | peak RSS |
|---|---|---|---|
| `borderlog photos LIBRARY` (fresh store) | {first:.2f} s | {count / first:,.0f} | {first_rss:.0f} MB |
| `borderlog photos LIBRARY` (unchanged database) | {rerun:.3f} s | | {rerun_rss:.0f} MB |
| `borderlog photos LIBRARY` (database touched, nothing new) | {changed:.2f} s | {count / changed:,.0f} | {changed_rss:.0f} MB |
{peer_row}
{peer_line}- Summaries: fresh `{summary}`; unchanged `{rerun_summary}`; touched `{changed_summary}`.

<!-- generated by Benchmarks/photolib/bench.sh; notes below this line are kept -->
"""
path = "BENCHMARKS.md"
text = open(path).read() if os.path.exists(path) else "# Benchmarks\n"
marker = re.compile(r"## Photos library import \(" + re.escape(f"{count:,}") + r" assets\)\n.*?<!-- generated by Benchmarks/photolib/bench\.sh[^\n]*-->\n", re.S)
text = marker.sub(lambda m: section.rstrip("\n") + "\n", text) if marker.search(text) else text.rstrip("\n") + "\n\n" + section
open(path, "w").write(text)
print(section)
PY
