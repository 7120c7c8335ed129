#!/usr/bin/env bash
# Two builds of borderlog side by side on the benchmarks' own inputs: a change meant to move code, not to change what
# it does, should leave every family's speed and memory where they were. Each repetition runs BEFORE then AFTER on the
# same input, so both see the same load; the table gives medians of wall time and peak RSS, and AFTER ÷ BEFORE.
#   Benchmarks/compare-builds.sh BEFORE_BIN AFTER_BIN [REPS]      (default 5)
# Inputs (made once under ${BENCH_DIR:-/tmp/borderlog-bench-compare} by the other benchmarks' generators):
# a 50,000-row Flighty logbook (logbook/generate.py), a lean 100 MB Records.json and a 50 MB GPX track
# (locations/generate.py), a 100 MB Gmail mbox (mail/generate.py), 2,000 photos from the real-camera corpus when
# ../shared/realdata/photos is there (photos/make-corpus.py), a synthetic 1,000,000-signal ten-year store
# (inference/make-store.py) recomputed with `infer --full`, and the sample store behind `serve`, loaded by wrk.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
before="$1" after="$2" reps="${3:-5}"
data="${BENCH_DIR:-/tmp/borderlog-bench-compare}"
cd "$root"
mkdir -p "$data"
work=$(mktemp -d)
server=""
trap 'kill $server 2>/dev/null || true; rm -rf "$work"' EXIT
export BORDERLOG_TODAY=2026-11-20 XDG_CONFIG_HOME="$work/config"

[ -f "$data/logbook.csv" ] || python3 Benchmarks/logbook/generate.py "$data/logbook.csv" 50000 >&2
[ -f "$data/records.json" ] || python3 Benchmarks/locations/generate.py records-lean "$data/records.json" 100 >&2
[ -f "$data/track.gpx" ] || python3 Benchmarks/locations/generate.py gpx "$data/track.gpx" 50 >&2
[ -f "$data/mail/truth.jsonl" ] || python3 Benchmarks/mail/generate.py "$data/mail" --size-mb 100 >&2
realdata=../shared/realdata/photos
if [ ! -d "$data/photos" ] && [ -f "$realdata/exiftool_oracle.csv" ]; then
    python3 Benchmarks/photos/make-corpus.py "$realdata/exiftool_oracle.csv" "$(dirname "$realdata")" "$data/photos" 2000 >&2
fi
[ -f "$data/decade.sqlite" ] || {
    BORDERLOG_STORE="$data/decade.sqlite" "$before" stays list >/dev/null 2>&1 || true
    python3 Benchmarks/inference/make-store.py "$data/decade.sqlite" 1000000 >&2
}
mbox=$(find "$data/mail" -name '*.mbox' | head -1)

# One measured run of a command into a fresh store (or the copy of the decade store): "wall_seconds peak_kib".
run() {
    local name="$1" bin="$2"; shift 2
    rm -f "$work"/store.sqlite*
    if [ "$name" = infer ]; then cp "$data/decade.sqlite" "$work/store.sqlite"; fi
    BORDERLOG_STORE="$work/store.sqlite" python3 Benchmarks/measure.py "$bin" "$@" 2>/dev/null
}

declare -A results
cases=(logbook locations-records locations-gpx mail photos infer)
for _ in $(seq "$reps"); do
    for case in "${cases[@]}"; do
        for side in before after; do
            bin=${!side}
            case $case in
                logbook) out=$(run "$case" "$bin" flights import "$data/logbook.csv") ;;
                locations-records) out=$(run "$case" "$bin" locations --no-progress "$data/records.json") ;;
                locations-gpx) out=$(run "$case" "$bin" locations --no-progress "$data/track.gpx") ;;
                mail) out=$(run "$case" "$bin" mail --no-progress "$mbox") ;;
                photos) [ -d "$data/photos" ] || continue; out=$(run "$case" "$bin" photos --no-progress "$data/photos") ;;
                infer) out=$(run "$case" "$bin" infer --full) ;;
            esac
            results[$case.$side]+="$out;"
        done
    done
done

# wrk against `GET /api/calculations/schengen/` on the sample store, 10 s each, BEFORE then AFTER.
command -v wrk >/dev/null || apt-get install -y wrk >&2
serve_load() {
    local bin="$1" port=18472
    rm -f "$work"/store.sqlite*
    export BORDERLOG_STORE="$work/store.sqlite"
    "$bin" stays import samples/stays.csv >/dev/null 2>&1
    "$bin" calendar samples/calendar >/dev/null 2>&1
    "$bin" infer >/dev/null 2>&1
    "$bin" serve --port "$port" --token-file "$work/token" 2>/dev/null &
    server=$!
    for _ in $(seq 100); do curl -s -o /dev/null "http://127.0.0.1:$port/config/manifest" && break; sleep 0.1; done
    wrk -t2 -c16 -d10s --latency -H "Authorization: Bearer $(cat "$work/token")" \
        "http://127.0.0.1:$port/api/calculations/schengen/?on=2026-07-25" | awk '/^Requests\/sec/ {r=$2} $1 == "99%" {l=$2} END {print r, l}'
    kill "$server"; wait "$server" 2>/dev/null || true; server=""
    unset BORDERLOG_STORE
}
serve_before=$(serve_load "$before")
serve_after=$(serve_load "$after")

python3 - "$reps" "$serve_before" "$serve_after" <<PY
import statistics, sys
reps, serve_before, serve_after = sys.argv[1:4]
results = {$(for key in "${!results[@]}"; do printf '"%s": "%s", ' "$key" "${results[$key]}"; done)}
names = {"logbook": "flights import, 50,000 Flighty rows", "locations-records": "locations, lean Records.json 100 MB",
         "locations-gpx": "locations, GPX 50 MB", "mail": "mail, Gmail mbox 100 MB", "photos": "photos, 2,000 camera files",
         "infer": "infer --full, 1,000,000 signals"}
print(f"| run (median of {reps}) | before | after | after ÷ before | peak RSS before → after |")
print("| --- | --- | --- | --- | --- |")
for case, name in names.items():
    if case + ".before" not in results: continue
    side = {s: [tuple(map(float, r.split())) for r in results[f"{case}.{s}"].strip(";").split(";")] for s in ("before", "after")}
    wall = {s: statistics.median(t for t, _ in side[s]) for s in side}
    rss = {s: statistics.median(m for _, m in side[s]) / 1024 for s in side}
    print(f"| {name} | {wall['before']:.3f} s | {wall['after']:.3f} s | **{wall['after'] / wall['before']:.2f}×** | {rss['before']:.0f} → {rss['after']:.0f} MB |")
b, a = serve_before.split(), serve_after.split()
print(f"| serve, GET /api/calculations/schengen/ (wrk, 16 connections, 10 s) | {float(b[0]):,.0f} req/s, p99 {b[1]} | {float(a[0]):,.0f} req/s, p99 {a[1]} | **{float(a[0]) / float(b[0]):.2f}×** (requests) | |")
PY
