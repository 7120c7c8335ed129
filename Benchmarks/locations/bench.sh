#!/usr/bin/env bash
# Location import benchmark: a generated 1 GB Takeout Records.json through `borderlog locations`
# (fresh store, default thinning) beside `python3 json.load` merely parsing the same file, and a
# 100 MB GPX. Three repetitions each, medians; peak memory from /usr/bin/time -v.
# Usage: Benchmarks/locations/bench.sh [RECORDS_MB] [GPX_MB]     (defaults 1024 and 100)
# Data is written under ${BENCH_DIR:-/tmp/borderlog-bench-locations}, never into the repository.
set -euo pipefail
cd "$(dirname "$0")/../.."
records_mb="${1:-1024}"
gpx_mb="${2:-100}"
dir="${BENCH_DIR:-/tmp/borderlog-bench-locations}"
mkdir -p "$dir"
records="$dir/Records-${records_mb}MB.json"
gpx="$dir/track-${gpx_mb}MB.gpx"
[ -f "$records" ] || python3 Benchmarks/locations/generate.py records "$records" "$records_mb"
[ -f "$gpx" ] || python3 Benchmarks/locations/generate.py gpx "$gpx" "$gpx_mb"
[ -x /usr/bin/time ] || { echo "bench: /usr/bin/time is needed (apt-get install time)" >&2; exit 1; }

# BORDERLOG_BIN runs an already built binary (e.g. from a quiet copy of the tree).
if [ -z "${BORDERLOG_BIN:-}" ]; then
    swift build -c release --scratch-path .build-bench-locations --product borderlog >&2
fi
bin="${BORDERLOG_BIN:-.build-bench-locations/release/borderlog}"

# measure LABEL COMMAND... -> prints "seconds peak_kb" of one run
measure() {
    local log="$dir/time.log"
    /usr/bin/time -v "$@" >/dev/null 2>"$log" || { cat "$log" >&2; return 1; }
    local wall peak
    wall=$(grep "Elapsed (wall clock)" "$log" | awk '{print $NF}' | awk -F: '{ if (NF==3) print $1*3600+$2*60+$3; else print $1*60+$2 }')
    peak=$(grep "Maximum resident set size" "$log" | awk '{print $NF}')
    echo "$wall $peak"
}

median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }

run3() {
    local times=() peaks=()
    for i in 1 2 3; do
        rm -f "$dir"/store.sqlite*
        read -r t p < <(measure "$@")
        times+=("$t"); peaks+=("$p")
    done
    echo "$(printf '%s\n' "${times[@]}" | median) $(printf '%s\n' "${peaks[@]}" | sort -n | tail -1)"
}

size_records=$(stat -c %s "$records")
size_gpx=$(stat -c %s "$gpx")
export BORDERLOG_STORE="$dir/store.sqlite"

# borderlog and python alternate, so both see the same moments of a noisy machine.
ours_times=(); ours_peaks=(); py_times=(); py_peaks=()
for i in 1 2 3; do
    rm -f "$dir"/store.sqlite*
    read -r t p < <(measure "$bin" locations --no-progress "$records")
    ours_times+=("$t"); ours_peaks+=("$p")
    read -r t p < <(measure python3 -c 'import json,sys; json.load(open(sys.argv[1]))' "$records")
    py_times+=("$t"); py_peaks+=("$p")
done
ours_t=$(printf '%s\n' "${ours_times[@]}" | median); ours_p=$(printf '%s\n' "${ours_peaks[@]}" | sort -n | tail -1)
py_t=$(printf '%s\n' "${py_times[@]}" | median); py_p=$(printf '%s\n' "${py_peaks[@]}" | sort -n | tail -1)
echo "Records.json runs: borderlog ${ours_times[*]} s; python ${py_times[*]} s"
read -r gpx_t gpx_p < <(run3 "$bin" locations --no-progress "$gpx")
read -r gpxk_t gpxk_p < <(run3 "$bin" locations --no-progress --keep-all "$gpx")

rm -f "$dir"/store.sqlite*
summary=$("$bin" locations --no-progress "$records" 2>&1 >/dev/null | tail -1)
rm -f "$dir"/store.sqlite*

awk -v s="$size_records" -v g="$size_gpx" -v ot="$ours_t" -v op="$ours_p" -v pt="$py_t" -v pp="$py_p" \
    -v gt="$gpx_t" -v gp="$gpx_p" -v gkt="$gpxk_t" -v gkp="$gpxk_p" 'BEGIN {
    mb = 1048576
    printf "Records.json %.0f MB\n", s / mb
    printf "  borderlog locations (default thinning, fresh store): %.2f s median, %.0f MB/s, peak RSS %.0f MB\n", ot, s / mb / ot, op / 1024
    printf "  python3 json.load (parse only):                      %.2f s median, %.0f MB/s, peak RSS %.0f MB\n", pt, s / mb / pt, pp / 1024
    printf "  speed-up: %.1fx\n", pt / ot
    printf "GPX %.0f MB\n", g / mb
    printf "  borderlog locations (default thinning): %.2f s median, %.0f MB/s, peak RSS %.0f MB\n", gt, g / mb / gt, gp / 1024
    printf "  borderlog locations --keep-all:         %.2f s median, %.0f MB/s, peak RSS %.0f MB\n", gkt, g / mb / gkt, gkp / 1024
}'
echo "last Records.json run: $summary"
