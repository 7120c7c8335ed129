#!/usr/bin/env bash
# Inference benchmark: a ten-year ledger from about 1,000,000 signals, recomputed in full, after a one-day override, and
# on an unchanged store, side by side with Python reading the signal table's day, country and kind columns.
#   Benchmarks/inference/bench.sh [SIGNALS] [REPETITIONS] [CASES]
# CASES (default "imports synthetic"): `imports`, a store filled through BorderLog's own importers from the files
# `make-imports.py` writes (Takeout Records and GPX a year each, a calendar of flights, photos; rows as users' stores
# hold them: instants, details, several sources, a day's rows apart); `synthetic`, the direct INSERTs of
# `make-store.py` (short rows, no details, each day's rows together). BORDERLOG_BIN=… runs a binary already built.
# Every repetition runs the four in turn on the same store, so that each ratio compares runs made under the same load;
# the table gives medians of wall and processor seconds and of the ratios. `borderlog` times are of whole processes
# (start, store open, read, build, snapshot saved); Python's both of its read (store opened, every row fetched;
# `read-columns.py`) and of its whole process.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
signals="${1:-1000000}"
reps="${2:-7}"
cases="${3:-imports synthetic}"
cd "$root"
if [ -z "${BORDERLOG_BIN:-}" ]; then
    # The same static release build as the report and photo benchmarks (`make install` links the runtime in, too).
    swift build -c release --static-swift-stdlib --scratch-path .build-bench --product borderlog >&2
fi
bin="${BORDERLOG_BIN:-$root/.build-bench/release/borderlog}"
here="$root/Benchmarks/inference"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export BORDERLOG_TODAY=2025-12-31

# Wall seconds and processor seconds (user + system) of one command: on a shared, loaded machine the second is the
# steadier measure, since waiting for a core counts in the first.
timed() {
    /usr/bin/time -o "$work/time" -f "%e %U %S" "$@" >/dev/null 2>&1
    awk '{printf "%.3f %.3f\n", $1, $2 + $3}' "$work/time"
}
median() { sort -g | awk '{a[NR]=$1} END {print (NR % 2) ? a[(NR+1)/2] : (a[NR/2] + a[NR/2+1]) / 2}'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN {printf "%.3f", a / b}'; }
m() { printf '%s\n' $1 | median; }

fill() {
    "$bin" stays list >/dev/null 2>&1 || true
    case "$1" in
        synthetic) python3 "$here/make-store.py" "$BORDERLOG_STORE" "$signals" >&2 ;;
        imports)
            python3 "$here/make-imports.py" "$work/files" "$signals"
            "$here/make-import-store.sh" "$bin" "$work/files" ;;
    esac
}

run_case() {
    export BORDERLOG_STORE="$work/$1.sqlite"
    fill "$1"
    "$bin" infer >/dev/null 2>&1  # the first infer after the import reads everything and keeps the observations
    local count size
    count=$(python3 -c "import sqlite3, sys; print(sqlite3.connect(sys.argv[1]).execute('SELECT count(*) FROM signal').fetchone()[0])" "$BORDERLOG_STORE")
    size=$(du -m "$BORDERLOG_STORE" | cut -f1)
    declare -A wall cpu
    for i in $(seq "$reps"); do
        read -r pw pc < <(python3 "$here/read-columns.py" "$BORDERLOG_STORE" 2>/dev/null)
        wall[python]+="$pw "; cpu[python]+="$pc "
        read -r w c < <(timed python3 "$here/read-columns.py" "$BORDERLOG_STORE"); wall[process]+="$w "; cpu[process]+="$c "
        read -r fw fc < <(timed "$bin" infer --full); wall[full]+="$fw "; cpu[full]+="$fc "
        wall[fullRatio]+="$(ratio "$fw" "$pw") "; cpu[fullRatio]+="$(ratio "$fc" "$pc") "
        wall[fullProcessRatio]+="$(ratio "$fw" "$w") "; cpu[fullProcessRatio]+="$(ratio "$fc" "$c") "
        # A new override on a recent day, different each time, so every run has something to recompute.
        "$bin" override "2025-12-$(printf %02d $(( i % 28 + 1 )))" "$([ $(( i % 2 )) = 0 ] && echo FR || echo DE)" >/dev/null 2>&1
        read -r w c < <(timed "$bin" infer); wall[oneday]+="$w "; cpu[oneday]+="$c "
        wall[onedayRatio]+="$(ratio "$w" "$fw") "; cpu[onedayRatio]+="$(ratio "$c" "$fc") "
        read -r w c < <(timed "$bin" infer); wall[unchanged]+="$w "; cpu[unchanged]+="$c "
        wall[unchangedRatio]+="$(ratio "$w" "$fw") "; cpu[unchangedRatio]+="$(ratio "$c" "$fc") "
    done
    cat <<MD
Store \`$1\`: $count signals, $size MB.

| run (median of $reps) | wall s | processor s | ratio, wall | ratio, processor | target |
| --- | --- | --- | --- | --- | --- |
| Python \`sqlite3\` opening the store and reading \`day, country, kind\` of every signal | $(m "${wall[python]}") | $(m "${cpu[python]}") | 1 | 1 | peer |
| the same Python, whole process (\`python3 read-columns.py\`) | $(m "${wall[process]}") | $(m "${cpu[process]}") | | | |
| \`borderlog infer --full\` (every signal read) | $(m "${wall[full]}") | $(m "${cpu[full]}") | $(m "${wall[fullRatio]}") × Python | $(m "${cpu[fullRatio]}") × Python | ≤ 1 × Python |
| the same, against Python's whole process | | | $(m "${wall[fullProcessRatio]}") × | $(m "${cpu[fullProcessRatio]}") × | |
| \`borderlog infer\` after a one-day override | $(m "${wall[oneday]}") | $(m "${cpu[oneday]}") | $(m "${wall[onedayRatio]}") × full | $(m "${cpu[onedayRatio]}") × full | ≤ 0.10 × full |
| \`borderlog infer\` on the unchanged store | $(m "${wall[unchanged]}") | $(m "${cpu[unchanged]}") | $(m "${wall[unchangedRatio]}") × full | $(m "${cpu[unchangedRatio]}") × full | < 0.05 × full |

Ratios are medians of the ratios within each repetition. Wall runs (s): Python ${wall[python]}; Python process
${wall[process]}; full ${wall[full]}; one day ${wall[oneday]}; unchanged ${wall[unchanged]}.

MD
}

echo "Command: \`Benchmarks/inference/bench.sh $signals $reps\` ($(nproc) cores, release build, $(date -u +%Y-%m-%d), load $(cut -d' ' -f1 /proc/loadavg) at the start)."
echo
for name in $cases; do run_case "$name"; done
