#!/usr/bin/env bash
# Geo resolution benchmark: `borderlog geo lookup` against reverse_geocoder (PyPI) over the same
# 1M points, side by side in one run, plus in-process lookups/s, index load time and size.
#
#   Benchmarks/geo/bench.sh [POINTS] [REPETITIONS] [regions]
#
# `regions`: every point over the US, Canada and Australia, where each lookup also reads the region layer.
# Needs the geo index (make geodata). Prints a Markdown section for BENCHMARKS.md on stdout.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
points="${1:-1000000}"
reps="${2:-5}"
mix="${3:-world}"
venv="$root/.data/venv"
work="$root/.data/bench"
mkdir -p "$work"
cd "$root"

tools/geodata/build.sh >&2
swift build -c release --scratch-path .build-bench --product borderlog >&2
bin="$root/.build-bench/release/borderlog"
"$bin" geo --help >/dev/null 2>&1 || { echo "borderlog has no geo command yet" >&2; exit 1; }

rg_stamp="$(cat "$here/build-requirements.txt" "$here/requirements.txt" | sha256sum | cut -d' ' -f1)"
if [ ! -f "$venv/.bench.sha256" ] || [ "$(cat "$venv/.bench.sha256")" != "$rg_stamp" ]; then
    "$venv/bin/python" -m pip install --quiet --disable-pip-version-check --no-deps --require-hashes \
        -r "$here/build-requirements.txt" >&2
    "$venv/bin/python" -m pip install --quiet --disable-pip-version-check --no-deps --require-hashes \
        --no-build-isolation -r "$here/requirements.txt" >&2
    echo "$rg_stamp" > "$venv/.bench.sha256"
fi

csv="$work/points-$points-$mix.csv"
[ -f "$csv" ] || "$venv/bin/python" "$here/points.py" "$points" "$csv" "$mix"

median() { sort -n | awk '{a[NR]=$1} END {print (NR % 2) ? a[(NR+1)/2] : (a[NR/2] + a[NR/2+1]) / 2}'; }
seconds() { local s e; s=$(date +%s.%N); "$@" >/dev/null 2>&1 || true; e=$(date +%s.%N); echo "$e - $s" | bc -l; }

ours=(); theirs=()
for _ in $(seq "$reps"); do
    ours+=("$(seconds "$bin" geo lookup "$csv")")
    theirs+=("$(seconds "$venv/bin/python" "$here/rg_lookup.py" "$csv")")
done
ours_median="$(printf '%s\n' "${ours[@]}" | median)"
theirs_median="$(printf '%s\n' "${theirs[@]}" | median)"
inproc="$("$bin" geo bench --count 5000000)"

cat <<MD
## Geo resolution

Command: \`Benchmarks/geo/bench.sh $points $reps $mix\` (release build, $(nproc) cores, $(date -u +%Y-%m-%d)).

| measure | value |
| --- | --- |
| \`borderlog geo lookup\` over $points points, median of $reps | ${ours_median} s |
| reverse_geocoder 1.5.1 (mode 1) over the same file, median of $reps | ${theirs_median} s |
| ratio (reverse_geocoder / borderlog) | $(echo "$theirs_median / $ours_median" | bc -l | cut -c1-5)× |
| in process (\`geo bench --count 5000000\`) | $(echo "$inproc" | tr -d '\n ') |

Runs, borderlog: ${ours[*]}; reverse_geocoder: ${theirs[*]}.
MD
