#!/usr/bin/env bash
# Calendar conformance: every file under ../shared/realdata/calendar must be read or rejected with a reason,
# never crash or hang. Builds borderlog, runs `borderlog calendar --dry-run` on each file alone (timeout per file),
# prints a table (outcome, flights, reason) and a count per outcome.
# Usage: scripts/conformance-calendar.sh [REALDATA_CALENDAR_DIR]   (exit 1 on any crash, hang or reason-less rejection)
# Environment: SCRATCH_PATH (build folder, default .build), TIMEOUT (seconds per file, default 20).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(cd "${1:-../shared/realdata/calendar}" && pwd)
. scripts/conformance.lib
limit=${TIMEOUT:-20}

read_ok=0 rejected=0 crashed=0 hung=0 silent=0
printf '%-9s %7s  %-70s %s\n' outcome flights file reason
while IFS= read -r -d '' file; do
    relative=${file#"$root"/}
    status=0
    timeout --kill-after=5 "$limit" "$bin" calendar --dry-run "$file" > "$work/out" 2> "$work/err" || status=$?
    flights=$(wc -l < "$work/out" | tr -d ' ')
    reason=$(grep -v -e '^calendar: ' -e ': warning: ' "$work/err" | head -n 1 | sed "s|^$file: ||" | cut -c1-110 || true)
    case $status in
        0)
            outcome=read; read_ok=$((read_ok + 1))
            warnings=$(grep -c ': warning: ' "$work/err" || true)
            if [ "$warnings" -gt 0 ]; then reason="$warnings warnings: $(grep -m 1 ': warning: ' "$work/err" | sed 's/.*: warning: //' | cut -c1-80)"; else reason=""; fi ;;
        2)
            if [ -n "$reason" ]; then outcome=rejected; rejected=$((rejected + 1))
            else outcome=NO-REASON; silent=$((silent + 1)); fi ;;
        124|137) outcome=HUNG; hung=$((hung + 1)); reason="no answer within ${limit}s" ;;
        *) outcome=CRASHED; crashed=$((crashed + 1)); reason="exit status $status: $(tail -n 1 "$work/err" | cut -c1-100)" ;;
    esac
    printf '%-9s %7s  %-70s %s\n' "$outcome" "$flights" "$relative" "$reason"
done < <(find "$root" -type f -print0 | sort -z)

echo
echo "read: $read_ok  rejected with a reason: $rejected  rejected without a reason: $silent  crashed: $crashed  hung: $hung"
[ $((crashed + hung + silent)) -eq 0 ]
