#!/usr/bin/env bash
# Mail import benchmark, two halves (see Benchmarks/mail/README.md for the corpus):
#  1. A generated Gmail Takeout mbox of SIZE_MB (generate.py, fixed seed): `grep -c '^From '` over it, beside
#     `borderlog mail --dry-run` and `borderlog mail` into a fresh store. Each repetition runs the three in turn, so
#     every ratio compares runs made under the same load; medians of REPS; wall time and peak RSS of each process
#     from Benchmarks/measure.py. Targets: import ≤ 10× grep, peak memory < 200 MB. The dry run's reservations are
#     scored against the generator's ground truth.
#  2. The travel and control messages of that mbox as single .eml files, each given to kitinerary-extractor and to
#     `borderlog mail --dry-run` in turn (compare.py run: the order alternates per message, REPS runs each, median
#     per message), both tools scored against the ground truth: found, right, wrong fields, missed, false.
#
#   Benchmarks/mail/bench.sh [SIZE_MB] [REPS]      (defaults 1000, 3)
#   Benchmarks/mail/bench.sh --quick               (a 20 MB corpus, 1 repetition: a smoke run)
# Environment: BENCH_DIR (default /tmp/borderlog-bench-mail) holds the corpus, the store and the outputs;
# BORDERLOG_BIN runs an already built binary instead of building; KITINERARY_ONLY=1 skips borderlog (and the build)
# and runs the KItinerary half alone; KITINERARY overrides the path of kitinerary-extractor.
set -euo pipefail
cd "$(dirname "$0")/../.."
if [ "${1:-}" = --quick ]; then
    size_mb=20 reps=1
else
    size_mb="${1:-1000}"
    reps="${2:-3}"
fi
dir="${BENCH_DIR:-/tmp/borderlog-bench-mail}"
corpus="$dir/corpus-${size_mb}MB"
mbox="$corpus/mail.mbox"
eml="$corpus/eml"
mkdir -p "$dir"
if ! [ "$corpus/truth.jsonl" -nt Benchmarks/mail/generate.py ]; then  # made by this generator, else again
    rm -rf "$corpus"
    python3 Benchmarks/mail/generate.py "$corpus" --size-mb "$size_mb" >&2
fi
[ -f "$eml/list.jsonl" ] || python3 Benchmarks/mail/compare.py split "$corpus" "$eml" >&2

kitinerary="${KITINERARY:-$(dpkg -L libkpimitinerary-bin 2>/dev/null | grep '/kitinerary-extractor$' || true)}"
[ -x "$kitinerary" ] || { echo "bench: kitinerary-extractor is needed (apt-get install libkpimitinerary-bin)" >&2; exit 1; }
export QT_QPA_PLATFORM=offscreen

borderlog_only=()
if [ -z "${KITINERARY_ONLY:-}" ]; then
    # The same static release build as the other benchmarks (`make install` links the runtime in, too);
    # BORDERLOG_BIN runs an already built binary instead.
    if [ -z "${BORDERLOG_BIN:-}" ]; then
        swift build -c release --static-swift-stdlib --scratch-path .build-bench --product borderlog >&2
    fi
    bin="${BORDERLOG_BIN:-.build-bench/release/borderlog}"
    export BORDERLOG_STORE="$dir/store.sqlite"
    progress=()
    if "$bin" mail --help 2>&1 | grep -q -- --no-progress; then progress=(--no-progress); fi
    borderlog_only=(--borderlog "$bin")
fi

median() { sort -g | awk '{a[NR]=$1} END {print (NR % 2) ? a[(NR+1)/2] : (a[NR/2] + a[NR/2+1]) / 2}'; }
largest() { sort -g | tail -1; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN {printf "%.2f", a / b}'; }
# One run: prints "wall_seconds peak_kb" (Benchmarks/measure.py); the store is fresh for every run.
measure() {
    rm -f "$dir"/store.sqlite*
    python3 Benchmarks/measure.py "$@" 2>"$dir/stderr.txt" || { cat "$dir/stderr.txt" >&2; return 1; }
}

mb=$(awk -v s="$(stat -L -c %s "$mbox")" 'BEGIN {printf "%.0f", s / 1048576}')
messages=$(grep -c '^From ' "$mbox")
cat "$mbox" > /dev/null  # the page cache warm for every tool alike
sync

echo "Command: \`Benchmarks/mail/bench.sh $*\` ($(nproc) cores, $(date -u +%Y-%m-%d), $(git rev-parse --short HEAD)); corpus: $(python3 Benchmarks/mail/compare.py describe "$corpus")."
echo

if [ -z "${KITINERARY_ONLY:-}" ]; then
    greps=() dries=() imports=() dry_ratios=() import_ratios=() peaks=() dry_peaks=()
    for _ in $(seq "$reps"); do
        # grep's output goes to a file: GNU grep stops at the first match when its output is /dev/null.
        read -r tg _ < <(measure sh -c 'exec grep -c "^From " "$0" > "$1"' "$mbox" "$dir/grep-count.txt")
        read -r td pd < <(measure "$bin" mail "${progress[@]}" --dry-run "$mbox")
        read -r ti pi < <(measure "$bin" mail "${progress[@]}" "$mbox")
        greps+=("$tg"); dries+=("$td"); imports+=("$ti"); peaks+=("$pi"); dry_peaks+=("$pd")
        dry_ratios+=("$(ratio "$td" "$tg")"); import_ratios+=("$(ratio "$ti" "$tg")")
    done
    summary=$(tail -1 "$dir/stderr.txt" || true)
    "$bin" mail "${progress[@]}" --dry-run "$mbox" > "$dir/dry-run.jsonl" 2>/dev/null
    rm -f "$dir"/store.sqlite*
    cat <<MD
| mbox | \`grep -c '^From '\` | \`mail --dry-run\` | \`mail\` (fresh store) | dry run ÷ grep | import ÷ grep (target ≤ 10) | peak memory, dry run / import (target < 200 MB) |
| --- | --- | --- | --- | --- | --- | --- |
MD
    printf '| %s MB, %s messages | %.3f s | %.3f s | %.3f s | %s× | **%s×** | %.0f / **%.0f MB** |\n' \
        "$mb" "$messages" "$(printf '%s\n' "${greps[@]}" | median)" "$(printf '%s\n' "${dries[@]}" | median)" \
        "$(printf '%s\n' "${imports[@]}" | median)" "$(printf '%s\n' "${dry_ratios[@]}" | median)" \
        "$(printf '%s\n' "${import_ratios[@]}" | median)" "$(( $(printf '%s\n' "${dry_peaks[@]}" | largest) / 1024 ))" \
        "$(( $(printf '%s\n' "${peaks[@]}" | largest) / 1024 ))"
    echo
    echo "Medians of $reps repetitions; the ratios are medians of the ratios within each repetition. Import summary: \`$summary\`."
    echo
fi

python3 Benchmarks/mail/compare.py run "$eml" --kitinerary "$kitinerary" "${borderlog_only[@]}" --reps "$reps" >&2
echo "Travel and control messages one by one ($(wc -l < "$eml/list.jsonl") .eml files; $("$kitinerary" --version | sed -n 1p)):"
echo
report_args=()
[ -z "${KITINERARY_ONLY:-}" ] && report_args=(--borderlog-mbox "$dir/dry-run.jsonl")
python3 Benchmarks/mail/compare.py report "$corpus" "$eml" "${report_args[@]}"
echo
echo "Per message: one process per .eml for each tool, median of $reps runs; \"right\" = the reservation, its status and every field of \`--dry-run\` (times as instants with their offsets) equal the ground truth."
