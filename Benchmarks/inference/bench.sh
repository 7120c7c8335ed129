#!/usr/bin/env bash
# Inference benchmark: recompute a ten-year ledger from 1,000,000 signals.
#   Benchmarks/inference/bench.sh [SIGNALS] [REPETITIONS]
# Times `borderlog infer` end to end (read the signals from SQLite, build, fingerprint, save the
# snapshot) and prints the stage timings the command logs at info level. Medians of the repetitions.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
signals="${1:-1000000}"
reps="${2:-5}"
cd "$root"
swift build -c release --scratch-path .build-bench --product borderlog >&2
bin="$root/.build-bench/release/borderlog"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export BORDERLOG_STORE="$work/store.sqlite" BORDERLOG_TODAY=2025-12-31
"$bin" stays list >/dev/null 2>&1 || true
python3 Benchmarks/inference/make-store.py "$BORDERLOG_STORE" "$signals" >&2

median() { sort -n | awk '{a[NR]=$1} END {print (NR % 2) ? a[(NR+1)/2] : (a[NR/2] + a[NR/2+1]) / 2}'; }
totals=(); loads=(); builds=()
for i in $(seq "$reps"); do
    # Each run must recompute: a new override changes the inputs.
    "$bin" override "2017-0$(( (i % 9) + 1 ))-15" FR >/dev/null 2>&1
    start=$(date +%s.%N)
    log=$(BORDERLOG_LOG_LEVEL=info "$bin" infer 2>&1 >/dev/null)
    end=$(date +%s.%N)
    totals+=("$(echo "$end - $start" | bc -l)")
    loads+=("$(echo "$log" | sed -n 's/.*read \([0-9.]*\) s.*/\1/p' | tail -1)")
    builds+=("$(echo "$log" | sed -n 's/.*built in \([0-9.]*\) s.*/\1/p' | tail -1)")
done
start=$(date +%s.%N); "$bin" infer >/dev/null 2>&1; end=$(date +%s.%N)
unchanged=$(echo "$end - $start" | bc -l)
cat <<MD
Command: \`Benchmarks/inference/bench.sh $signals $reps\` ($(nproc) cores, release build, $(date -u +%Y-%m-%d)).

| step (median of $reps) | seconds |
| --- | --- |
| \`borderlog infer\` end to end | $(printf '%s\n' "${totals[@]}" | median) |
| read signals from SQLite | $(printf '%s\n' "${loads[@]}" | median) |
| build ledger + fingerprint | $(printf '%s\n' "${builds[@]}" | median) |
| unchanged store (no new snapshot) | $unchanged |

Runs end to end: ${totals[*]}.
MD
