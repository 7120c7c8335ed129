#!/usr/bin/env bash
# `report people` benchmark: PEOPLE person stores of one year each (2025: trips in and out of the Schengen Area, the
# UK and the US from a home in Portugal, drawn by a seeded generator), read side by side by
# `borderlog report people --format json`. Reports the median wall time and the peak RSS of the repetitions;
# targets (docs/people.md): 1,000 people within 30 s and 1 GB.
#   Benchmarks/people/bench.sh [PEOPLE] [REPETITIONS]
# BIN=path/to/borderlog uses that build instead of building release into .build-bench.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
people="${1:-1000}"
reps="${2:-3}"
templates=16
cd "$root"
if [ -z "${BIN:-}" ]; then
    swift build -c release --static-swift-stdlib --scratch-path .build-bench --product borderlog >&2
    BIN="$root/.build-bench/release/borderlog"
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export XDG_DATA_HOME="$work/data" XDG_CONFIG_HOME="$work/config" BORDERLOG_TODAY=2025-12-31
unset BORDERLOG_STORE BORDERLOG_RULES BORDERLOG_PERSON

# A few distinct years, inferred by borderlog itself; every person is a copy of one of them in their own folder
# (the report opens each store on its own, so copies cost what distinct stores cost).
for t in $(seq 0 $((templates - 1))); do
    name=$(printf 'p%05d' "$t")
    "$BIN" people add "$name" >/dev/null 2>&1
    python3 Benchmarks/people/make-year.py "$t" > "$work/stays-$t.csv"
    "$BIN" --person "$name" stays import "$work/stays-$t.csv" >/dev/null 2>&1
    "$BIN" --person "$name" infer >/dev/null 2>&1
done
for i in $(seq "$templates" $((people - 1))); do
    name=$(printf 'p%05d' "$i")
    mkdir -m 700 "$XDG_DATA_HOME/borderlog/people/$name"
    cp "$XDG_DATA_HOME/borderlog/people/$(printf 'p%05d' $((i % templates)))/borderlog.sqlite" "$XDG_DATA_HOME/borderlog/people/$name/"
done

median() { sort -n | awk '{a[NR]=$1} END {print (NR % 2) ? a[(NR+1)/2] : (a[NR/2] + a[NR/2+1]) / 2}'; }
times=() rss=()
for i in $(seq "$reps"); do
    read -r seconds kib < <(python3 Benchmarks/measure.py "$BIN" report people --on 2025-12-31 --format json)
    times+=("$seconds")
    rss+=("$kib")
done
"$BIN" report people --on 2025-12-31 --format json > "$work/people.json"
rows=$(python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); print(sum(1 for p in d["people"] if p["schengen"]["used"] is not None))' "$work/people.json")
cat <<MD
Command: \`Benchmarks/people/bench.sh $people $reps\` ($(nproc) cores, $BIN, $(date -u +%Y-%m-%d)).

| $people person stores of a year each ($((people + 1)) people with \`default\`; $rows answered) | result | target |
| --- | --- | --- |
| \`borderlog report people --format json\`, median of $reps | $(printf '%s\n' "${times[@]}" | median) s | ≤ 30 s |
| peak RSS, largest of $reps | $(printf '%s\n' "${rss[@]}" | sort -n | tail -1 | awk '{printf "%.0f", $1 / 1024}') MB | ≤ 1024 MB |

Runs: ${times[*]} s.
MD
