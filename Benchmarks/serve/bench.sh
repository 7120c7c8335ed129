#!/usr/bin/env bash
# Server load benchmark: wrk against GET /api/calculations/schengen/ of `borderlog serve` (release build) over
# loopback, on the demo's sample store, with the latency distribution.
#   Benchmarks/serve/bench.sh [SECONDS] [CONNECTIONS]      (needs wrk: apt-get install wrk)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
seconds="${1:-20}"
connections="${2:-16}"
cd "$root"
command -v wrk >/dev/null || { echo "serve bench: wrk is missing (apt-get install wrk)" >&2; exit 1; }
swift build -c release --static-swift-stdlib --scratch-path .build-bench --product borderlog >&2
bin="$root/.build-bench/release/borderlog"
work=$(mktemp -d)
trap 'kill "$server" 2>/dev/null || true; rm -rf "$work"' EXIT
export BORDERLOG_STORE="$work/store.sqlite" BORDERLOG_TODAY=2026-11-20
"$bin" stays import samples/stays.csv >/dev/null 2>&1
"$bin" calendar samples/calendar >/dev/null 2>&1
"$bin" infer >/dev/null 2>&1
port=18471
"$bin" serve --port "$port" --token-file "$work/token" 2>"$work/server.log" &
server=$!
for _ in $(seq 50); do curl -s -o /dev/null "http://127.0.0.1:$port/" && break; sleep 0.1; done
token=$(cat "$work/token")
url="http://127.0.0.1:$port/api/calculations/schengen/?on=2026-07-25"
curl -sf -H "Authorization: Bearer $token" "$url" >/dev/null
out=$(wrk -t2 -c"$connections" -d"${seconds}s" --latency -H "Authorization: Bearer $token" "$url")
requests=$(echo "$out" | sed -n 's/^Requests\/sec: *//p')
errors=$(echo "$out" | grep -E "Non-2xx|Socket errors" || echo "none")
cat <<MD
Command: \`Benchmarks/serve/bench.sh $seconds $connections\` ($(nproc) cores, release build, $(date -u +%Y-%m-%d)); wrk with 2 threads and
$connections connections for ${seconds} s against \`GET /api/calculations/schengen/?on=2026-07-25\` on the sample store.

| measure | value |
| --- | --- |
| requests per second | $requests |
| latency 50 % | $(echo "$out" | awk '/ 50%/ {print $2}') |
| latency 75 % | $(echo "$out" | awk '/ 75%/ {print $2}') |
| latency 90 % | $(echo "$out" | awk '/ 90%/ {print $2}') |
| latency 99 % | $(echo "$out" | awk '/ 99%/ {print $2}') |
| errors | $errors |
MD
