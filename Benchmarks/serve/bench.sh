#!/usr/bin/env bash
# Server load benchmark: wrk against `borderlog serve` (release build) over loopback, with the latency distribution.
#   Benchmarks/serve/bench.sh [SECONDS] [CONNECTIONS] [SIGNALS]      (needs wrk: apt-get install wrk)
# First GET /api/calculations/schengen/ on the demo's sample store; then, on a ten-year store of SIGNALS signals
# (default 1,000,000; Benchmarks/inference/make-store.py), the server's static GET /config/manifest and
# GET /api/calculations/schengen/ side by side, once with the store quiet and once while a CLI `infer --full` writes a
# new snapshot again and again (every signal read again, `--to` alternating, so each run is a new ledger the server
# must pick up).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
seconds="${1:-20}"
connections="${2:-16}"
signals="${3:-1000000}"
cd "$root"
command -v wrk >/dev/null || { echo "serve bench: wrk is missing (apt-get install wrk)" >&2; exit 1; }
swift build -c release --static-swift-stdlib --scratch-path .build-bench --product borderlog >&2
bin="$root/.build-bench/release/borderlog"
work=$(mktemp -d)
server=""
writer=""
trap 'kill $server $writer 2>/dev/null || true; rm -rf "$work"' EXIT
export BORDERLOG_TODAY=2026-11-20
port=18471

# Starts `borderlog serve` on the store $BORDERLOG_STORE and waits for it.
serve() {
    "$bin" serve --port "$port" --token-file "$work/token" 2>"$work/server.log" &
    server=$!
    for _ in $(seq 100); do curl -s -o /dev/null "http://127.0.0.1:$port/config/manifest" && break; sleep 0.1; done
}

stop() {
    kill "$server"
    wait "$server" 2>/dev/null || true
    server=""
}

# wrk against URL (with the token when the second argument is "token"); prints the raw report.
load() {
    local url="$1" auth=()
    [ "${2:-}" = token ] && auth=(-H "Authorization: Bearer $(cat "$work/token")")
    curl -sf "${auth[@]}" "$url" >/dev/null
    wrk -t2 -c"$connections" -d"${seconds}s" --latency -s "$root/Benchmarks/serve/statuses.lua" "${auth[@]}" "$url"
}

requests() { echo "$1" | sed -n 's/^Requests\/sec: *//p'; }
latency() { echo "$1" | awk -v p="$2%" '$1 == p {print $2}'; }
# Socket errors and answers other than 200, by status (statuses.lua), or "none".
errors() {
    local socket statuses
    socket=$(echo "$1" | sed -n 's/^ *Socket errors: *//p')
    statuses=$(echo "$1" | sed -n 's/^statuses: //p' | tr ' ' '\n' | grep -v '^200=' | paste -sd ' ' -)
    echo "${socket:+socket errors: $socket; }${statuses:+$statuses}" | sed 's/; $//; s/^$/none/'
}

# MARK: - The demo's sample store (the first table, as before)

export BORDERLOG_STORE="$work/store.sqlite"
"$bin" stays import samples/stays.csv >/dev/null 2>&1
"$bin" calendar samples/calendar >/dev/null 2>&1
"$bin" infer >/dev/null 2>&1
serve
out=$(load "http://127.0.0.1:$port/api/calculations/schengen/?on=2026-07-25" token)
stop
cat <<MD
Command: \`Benchmarks/serve/bench.sh $seconds $connections $signals\` ($(nproc) cores, release build, $(date -u +%Y-%m-%d)); wrk with 2 threads and
$connections connections for ${seconds} s against \`GET /api/calculations/schengen/?on=2026-07-25\` on the sample store.

| measure | value |
| --- | --- |
| requests per second | $(requests "$out") |
| latency 50 % | $(latency "$out" 50) |
| latency 75 % | $(latency "$out" 75) |
| latency 90 % | $(latency "$out" 90) |
| latency 99 % | $(latency "$out" 99) |
| errors | $(errors "$out") |
MD

# MARK: - A ten-year store: the static manifest beside Schengen, quiet and while `infer` writes

export BORDERLOG_STORE="$work/decade.sqlite"
"$bin" stays list >/dev/null 2>&1
python3 "$root/Benchmarks/inference/make-store.py" "$BORDERLOG_STORE" "$signals" >&2
"$bin" infer --to 2026-11-19 >/dev/null 2>&1
count=$(python3 -c "import sqlite3, sys; print(sqlite3.connect(sys.argv[1]).execute('SELECT count(*) FROM signal').fetchone()[0])" "$BORDERLOG_STORE")
serve
manifest="http://127.0.0.1:$port/config/manifest"
schengen="http://127.0.0.1:$port/api/calculations/schengen/"
quiet_manifest=$(load "$manifest")
quiet_schengen=$(load "$schengen" token)
# The writer: a new snapshot per run (the ledger's last day alternates), each one a whole CLI process reading every signal.
( while true; do for to in 2026-11-20 2026-11-19; do "$bin" infer --full --to "$to" >/dev/null 2>&1; done; done ) &
writer=$!
busy_manifest=$(load "$manifest")
busy_schengen=$(load "$schengen" token)
kill "$writer"
wait "$writer" 2>/dev/null || true
writer=""
snapshots=$(python3 -c "import sqlite3, sys; print(sqlite3.connect(sys.argv[1]).execute('SELECT count(*) FROM snapshot').fetchone()[0])" "$BORDERLOG_STORE")
stop

row() {
    local name="$1" out="$2" ratio="${3:-}"
    echo "| $name | $(requests "$out") | $ratio | $(latency "$out" 50) | $(latency "$out" 90) | $(latency "$out" 99) | $(errors "$out") |"
}
share() { awk -v a="$(requests "$1")" -v b="$(requests "$2")" 'BEGIN {printf "%.2f", a / b}'; }
cat <<MD

A ten-year store: $count signals (\`Benchmarks/inference/make-store.py\`), the ledger through 2026-11-19; wrk with 2
threads and $connections connections for ${seconds} s per row, one route at a time, against the server's static
\`GET /config/manifest\` and \`GET /api/calculations/schengen/\` (today: 2026-11-20). "While infer writes": a CLI
\`borderlog infer --full\` in a loop beside the server (every signal read again), alternating \`--to\`, so that each run
writes a new snapshot that the next request must pick up ($snapshots snapshots in the store at the end).

| route | requests per second | share of the manifest's | latency 50 % | 90 % | 99 % | errors |
| --- | --- | --- | --- | --- | --- | --- |
$(row "manifest, quiet" "$quiet_manifest" 1.00)
$(row "schengen, quiet" "$quiet_schengen" "$(share "$quiet_schengen" "$quiet_manifest")")
$(row "manifest, while infer writes" "$busy_manifest" 1.00)
$(row "schengen, while infer writes" "$busy_schengen" "$(share "$busy_schengen" "$busy_manifest")")
MD
