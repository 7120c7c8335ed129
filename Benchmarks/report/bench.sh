#!/usr/bin/env bash
# HTML report benchmark: a ten-year ledger (1,000,000 signals by default, the inference benchmark's store)
# rendered by `borderlog report html`. Reports the file size and the median time of the repetitions;
# targets: under 5 MB, under one second.
#   Benchmarks/report/bench.sh [SIGNALS] [REPETITIONS]
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
signals="${1:-1000000}"
reps="${2:-5}"
cd "$root"
swift build -c release --static-swift-stdlib --scratch-path .build-bench --product borderlog >&2
bin="$root/.build-bench/release/borderlog"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export BORDERLOG_STORE="$work/store.sqlite" BORDERLOG_TODAY=2025-12-31
"$bin" stays list >/dev/null 2>&1 || true
python3 Benchmarks/inference/make-store.py "$BORDERLOG_STORE" "$signals" >&2
"$bin" override 2019-06-15 FR,MC,FR --note "Monaco for lunch" >/dev/null 2>&1
"$bin" infer >/dev/null 2>&1

median() { sort -n | awk '{a[NR]=$1} END {print (NR % 2) ? a[(NR+1)/2] : (a[NR/2] + a[NR/2+1]) / 2}'; }
times=()
for i in $(seq "$reps"); do
    start=$(date +%s.%N)
    "$bin" report html --out "$work/report.html" 2>/dev/null
    end=$(date +%s.%N)
    times+=("$(echo "$end - $start" | bc -l)")
done
bytes=$(stat -c %s "$work/report.html")
days=$(grep -o 'data-date="' "$work/report.html" | wc -l)
cat <<MD
Command: \`Benchmarks/report/bench.sh $signals $reps\` ($(nproc) cores, release build, $(date -u +%Y-%m-%d)).

| ten-year ledger, $signals signals, $days days | result | target |
| --- | --- | --- |
| \`borderlog report html\`, median of $reps | $(printf '%s\n' "${times[@]}" | median) s | < 1 s |
| file size | $(echo "scale=2; $bytes / 1048576" | bc -l) MB | < 5 MB |

Runs: ${times[*]}.
MD
