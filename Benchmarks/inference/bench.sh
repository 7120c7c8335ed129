#!/usr/bin/env bash
# Inference benchmark: a ten-year ledger from 1,000,000 signals, recomputed in full, after a one-day override, and on
# an unchanged store, side by side with Python reading the signal table's day, country and kind columns.
#   Benchmarks/inference/bench.sh [SIGNALS] [REPETITIONS]
# Every repetition runs the four in turn on the same store, so that each ratio compares runs made under the same load;
# the table gives medians of wall and processor seconds and of the ratios. Times are of whole processes (`borderlog`
# start, store open, read, build, snapshot saved), except Python's, which is the read alone.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
signals="${1:-1000000}"
reps="${2:-7}"
cd "$root"
# The same static release build as the report and photo benchmarks (`make install` links the runtime in, too).
swift build -c release --static-swift-stdlib --scratch-path .build-bench --product borderlog >&2
bin="$root/.build-bench/release/borderlog"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export BORDERLOG_STORE="$work/store.sqlite" BORDERLOG_TODAY=2025-12-31
"$bin" stays list >/dev/null 2>&1 || true
python3 Benchmarks/inference/make-store.py "$BORDERLOG_STORE" "$signals" >&2
"$bin" infer >/dev/null 2>&1  # the first infer after the import reads everything and keeps the observations

# Wall seconds and processor seconds (user + system) of one command: on a shared, loaded machine the second is the
# steadier measure, since waiting for a core counts in the first.
timed() {
    /usr/bin/time -o "$work/time" -f "%e %U %S" "$@" >/dev/null 2>&1
    awk '{printf "%.3f %.3f\n", $1, $2 + $3}' "$work/time"
}
median() { sort -g | awk '{a[NR]=$1} END {print (NR % 2) ? a[(NR+1)/2] : (a[NR/2] + a[NR/2+1]) / 2}'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN {printf "%.3f", a / b}'; }
declare -A wall cpu
for i in $(seq "$reps"); do
    read -r w c < <(python3 Benchmarks/inference/read-columns.py "$BORDERLOG_STORE" 2>/dev/null)
    wall[python]+="$w "; cpu[python]+="$c "
    read -r w c < <(timed "$bin" infer --full); wall[full]+="$w "; cpu[full]+="$c "
    fw=$w; fc=$c; pw=$(echo ${wall[python]} | awk '{print $NF}'); pc=$(echo ${cpu[python]} | awk '{print $NF}')
    # A new override on a recent day, different each time, so every run has something to recompute.
    "$bin" override "2025-12-$(printf %02d $(( i % 28 + 1 )))" "$([ $(( i % 2 )) = 0 ] && echo FR || echo DE)" >/dev/null 2>&1
    read -r w c < <(timed "$bin" infer); wall[oneday]+="$w "; cpu[oneday]+="$c "
    wall[onedayRatio]+="$(ratio "$w" "$fw") "; cpu[onedayRatio]+="$(ratio "$c" "$fc") "
    read -r w c < <(timed "$bin" infer); wall[unchanged]+="$w "; cpu[unchanged]+="$c "
    wall[unchangedRatio]+="$(ratio "$w" "$fw") "; cpu[unchangedRatio]+="$(ratio "$c" "$fc") "
    wall[fullRatio]+="$(ratio "$fw" "$pw") "; cpu[fullRatio]+="$(ratio "$fc" "$pc") "
done
m() { printf '%s\n' $1 | median; }
cat <<MD
Command: \`Benchmarks/inference/bench.sh $signals $reps\` ($(nproc) cores, release build, $(date -u +%Y-%m-%d)).

| run (median of $reps) | wall s | processor s | ratio, wall | ratio, processor | target |
| --- | --- | --- | --- | --- | --- |
| Python \`sqlite3\` reading \`day, country, kind\` of every signal | $(m "${wall[python]}") | $(m "${cpu[python]}") | 1 | 1 | peer |
| \`borderlog infer --full\` (every signal read) | $(m "${wall[full]}") | $(m "${cpu[full]}") | $(m "${wall[fullRatio]}") × Python | $(m "${cpu[fullRatio]}") × Python | ≤ 1 × Python |
| \`borderlog infer\` after a one-day override | $(m "${wall[oneday]}") | $(m "${cpu[oneday]}") | $(m "${wall[onedayRatio]}") × full | $(m "${cpu[onedayRatio]}") × full | ≤ 0.10 × full |
| \`borderlog infer\` on the unchanged store | $(m "${wall[unchanged]}") | $(m "${cpu[unchanged]}") | $(m "${wall[unchangedRatio]}") × full | $(m "${cpu[unchangedRatio]}") × full | < 0.05 × full |

Ratios are medians of the ratios within each repetition. Wall runs (s): Python ${wall[python]}; full ${wall[full]};
one day ${wall[oneday]}; unchanged ${wall[unchanged]}.
MD
