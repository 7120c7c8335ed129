#!/usr/bin/env bash
# Inference benchmark: a ten-year ledger from 1,000,000 signals, recomputed in full, after a one-day override, and on
# an unchanged store, side by side with Python reading the signal table's day, country and kind columns.
#   Benchmarks/inference/bench.sh [SIGNALS] [REPETITIONS]
# Every repetition runs the four in turn on the same store, so that each ratio compares runs made under the same load;
# the table gives medians. Times are of whole processes (`borderlog` start, store open, read, build, snapshot saved),
# except Python's, which is the read alone.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
signals="${1:-1000000}"
reps="${2:-7}"
cd "$root"
swift build -c release --product borderlog >&2
bin="$root/.build/release/borderlog"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export BORDERLOG_STORE="$work/store.sqlite" BORDERLOG_TODAY=2025-12-31
"$bin" stays list >/dev/null 2>&1 || true
python3 Benchmarks/inference/make-store.py "$BORDERLOG_STORE" "$signals" >&2
"$bin" infer >/dev/null 2>&1  # the first infer after the import reads everything and keeps the observations

now() { date +%s.%N; }
timed() { local start; start=$(now); "$@" >/dev/null 2>&1; echo "$(now) - $start" | bc -l; }
median() { sort -g | awk '{a[NR]=$1} END {print (NR % 2) ? a[(NR+1)/2] : (a[NR/2] + a[NR/2+1]) / 2}'; }
ratio() { echo "scale=4; $1 / $2" | bc -l; }
python=(); full=(); oneday=(); unchanged=(); fullRatio=(); onedayRatio=(); unchangedRatio=()
for i in $(seq "$reps"); do
    python+=("$(python3 Benchmarks/inference/read-columns.py "$BORDERLOG_STORE" 2>/dev/null)")
    full+=("$(timed "$bin" infer --full)")
    # A new override on a recent day, different each time, so every run has something to recompute.
    "$bin" override "2025-12-$(printf %02d $(( i % 28 + 1 )))" "$([ $(( i % 2 )) = 0 ] && echo FR || echo DE)" >/dev/null 2>&1
    oneday+=("$(timed "$bin" infer)")
    unchanged+=("$(timed "$bin" infer)")
    fullRatio+=("$(ratio "${full[-1]}" "${python[-1]}")")
    onedayRatio+=("$(ratio "${oneday[-1]}" "${full[-1]}")")
    unchangedRatio+=("$(ratio "${unchanged[-1]}" "${full[-1]}")")
done
m() { printf '%s\n' "$@" | median; }
cat <<MD
Command: \`Benchmarks/inference/bench.sh $signals $reps\` ($(nproc) cores, release build, $(date -u +%Y-%m-%d)).

| run (median of $reps) | seconds | ratio (median of the per-run ratios) | target |
| --- | --- | --- | --- |
| Python \`sqlite3\` reading \`day, country, kind\` of every signal | $(m "${python[@]}") | 1 | peer |
| \`borderlog infer --full\` (every signal read) | $(m "${full[@]}") | $(m "${fullRatio[@]}") × Python | ≤ 1 × Python |
| \`borderlog infer\` after a one-day override | $(m "${oneday[@]}") | $(m "${onedayRatio[@]}") × full | ≤ 0.10 × full |
| \`borderlog infer\` on the unchanged store | $(m "${unchanged[@]}") | $(m "${unchangedRatio[@]}") × full | < 0.05 × full |

Runs (s): Python ${python[*]}; full ${full[*]}; one day ${oneday[*]}; unchanged ${unchanged[*]}.
MD
