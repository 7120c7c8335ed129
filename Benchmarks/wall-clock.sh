# Shared by the benchmark scripts that time whole runs: sourced with $dir set (their data folder) and run from the
# repository's root. Picks the binary (BORDERLOG_BIN, else the static release build in .build-bench, built first),
# points the store into $dir, and gives `measure` (one run's wall seconds, a fresh store each time),
# `measure_with_peak` (the same and its peak memory in KB), `median` and `ratio`.
[ -x /usr/bin/time ] || { echo "bench: /usr/bin/time is needed (apt-get install time)" >&2; exit 1; }
if [ -z "${BORDERLOG_BIN:-}" ]; then
    swift build -c release --static-swift-stdlib --scratch-path .build-bench --product borderlog >&2
fi
bin="${BORDERLOG_BIN:-.build-bench/release/borderlog}"
export BORDERLOG_STORE="$dir/store.sqlite"

# One run, a fresh store: "wall_seconds peak_kb".
measure_with_peak() {
    local log="$dir/time.log"
    rm -f "$dir"/store.sqlite*
    /usr/bin/time -v "$@" >/dev/null 2>"$log" || { cat "$log" >&2; return 1; }
    local wall peak
    wall=$(grep "Elapsed (wall clock)" "$log" | awk '{print $NF}' | awk -F: '{ if (NF==3) print $1*3600+$2*60+$3; else print $1*60+$2 }')
    peak=$(grep "Maximum resident set size" "$log" | awk '{print $NF}')
    echo "$wall $peak"
}
measure() { measure_with_peak "$@" | cut -d' ' -f1; }
median() { sort -g | awk '{a[NR]=$1} END {print (NR % 2) ? a[(NR+1)/2] : (a[NR/2] + a[NR/2+1]) / 2}'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN {printf "%.2f", a / b}'; }
