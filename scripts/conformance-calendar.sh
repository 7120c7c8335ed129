#!/usr/bin/env bash
# Calendar conformance: every file under ../shared/realdata/calendar must be read or rejected with a reason,
# never crash or hang. Builds borderlog, runs `borderlog calendar --dry-run` on each file alone (timeout per file),
# prints a table (outcome, flights, reason) and a count per outcome.
# Files run as many at a time as there are cores.
# Usage: scripts/conformance-calendar.sh [REALDATA_CALENDAR_DIR]   (exit 1 on any crash, hang or reason-less rejection)
# Environment: SCRATCH_PATH (build folder, default .build), TIMEOUT (seconds per file, default 20).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(cd "${1:-../shared/realdata/calendar}" && pwd)
. scripts/conformance.lib
limit=${TIMEOUT:-20}

# One process per file (a crash or hang is that file's alone), as many at a time as there are cores; a line per file,
# tab-separated: outcome, flights, file, reason.
check() {
    local file=$1 relative=${1#"$root"/} out err status=0 flights reason outcome warnings
    out=$(mktemp -p "$work") err=$(mktemp -p "$work")
    timeout --kill-after=5 "$limit" "$bin" calendar --dry-run "$file" > "$out" 2> "$err" || status=$?
    flights=$(wc -l < "$out" | tr -d ' ')
    reason=$(grep -v -e '^calendar: ' -e ': warning: ' "$err" | head -n 1 | sed "s|^$file: ||" | cut -c1-110 || true)
    case $status in
        0)
            outcome=read
            warnings=$(grep -c ': warning: ' "$err" || true)
            if [ "$warnings" -gt 0 ]; then reason="$warnings warnings: $(grep -m 1 ': warning: ' "$err" | sed 's/.*: warning: //' | cut -c1-80)"; else reason=""; fi ;;
        2) if [ -n "$reason" ]; then outcome=rejected; else outcome=NO-REASON; fi ;;
        124|137) outcome=HUNG; reason="no answer within ${limit}s" ;;
        *) outcome=CRASHED; reason="exit status $status: $(tail -n 1 "$err" | cut -c1-100)" ;;
    esac
    rm -f "$out" "$err"
    printf '%s\t%s\t%s\t%s\n' "$outcome" "$flights" "$relative" "$reason"
}
export -f check
export root bin limit work
find "$root" -type f -print0 | xargs -0 -n 1 -P "$(nproc)" bash -c 'check "$1"' _ | sort -t $'\t' -k3,3 > "$work/results"

printf '%-9s %7s  %-70s %s\n' outcome flights file reason
awk -F '\t' '{ printf "%-9s %7s  %-70s %s\n", $1, $2, $3, $4 }' "$work/results"
count() { awk -F '\t' -v want="$1" '$1 == want' "$work/results" | wc -l | tr -d ' '; }
read_ok=$(count read) rejected=$(count rejected) silent=$(count NO-REASON) crashed=$(count CRASHED) hung=$(count HUNG)

echo
echo "read: $read_ok  rejected with a reason: $rejected  rejected without a reason: $silent  crashed: $crashed  hung: $hung"
[ $((crashed + hung + silent)) -eq 0 ]
