#!/usr/bin/env bash
# The nightly run for cron: import new evidence from the configured sources, resolve, infer, then
# send the alerts that are new (`alerts check`), then report what changed. Silent when nothing changed and every rule is fine; prints the changed days
# and the rule status otherwise. Exit status: 0 fine, 3 a rule is breached or within its warning
# margin, 1 a stage failed. A second copy started while one runs exits at once without output.
#
# Sources: $BORDERLOG_SOURCES, else ~/.config/borderlog/sources.conf, lines of `KIND PATH` with
# KIND photos, locations, calendar, mail, flights or crossings (see pipelines/sources.conf.example). A line `report PATH` keeps an
# HTML report at PATH current: it is written again whenever the ledger changed (or is missing). Other
# settings come from the environment: BORDERLOG_STORE, BORDERLOG_BIN (default: borderlog on PATH).
set -uo pipefail

borderlog=${BORDERLOG_BIN:-borderlog}
config=${BORDERLOG_SOURCES:-${XDG_CONFIG_HOME:-$HOME/.config}/borderlog/sources.conf}
store=${BORDERLOG_STORE:-${XDG_DATA_HOME:-$HOME/.local/share}/borderlog/borderlog.sqlite}
export BORDERLOG_STORE=$store
mkdir -p "$(dirname "$store")"

exec 9>"$store.pipeline.lock"
flock -n 9 || exit 0

log=$(mktemp)
trap 'rm -f "$log"' EXIT
failed=0
stage() {
  "$borderlog" "$@" >>"$log" 2>&1
  local status=$?
  # 2 = finished with rejected inputs: worth a look, not a failure of the run.
  if [ $status -ne 0 ] && [ $status -ne 2 ]; then failed=1; fi
  return 0
}

reports=()
if [ -f "$config" ]; then
  while read -r kind path; do
    case "$kind" in
      ''|'#'*) continue ;;
      photos|locations|calendar|mail) stage "$kind" "$path" ;;
      crossings) stage crossings import "$path" ;;
      flights) stage flights import "$path" ;;
      report) reports+=("$path") ;;
      *) echo "nightly: $config: unknown source kind '$kind' (use photos, locations, calendar, mail, flights, crossings or report)" >>"$log"; failed=1 ;;
    esac
  done <"$config"
fi
stage resolve
inferred=$("$borderlog" infer --format json 2>>"$log") || failed=1
# Alerts after the ledger is current (docs/alerts.md). A malformed alerts.json or a failed channel fails this stage
# alone: the imports and infer above have run, and the message names the file's line and field.
stage alerts check

# The report follows the ledger: written again when infer wrote a new snapshot, or when it is missing.
for report in "${reports[@]}"; do
  if [ ! -f "$report" ] || grep -Eq '"created" *: *true' <<<"$inferred"; then
    stage report html --out "$report"
  fi
done

if [ $failed -ne 0 ]; then
  echo "BorderLog nightly run: a stage failed" >&2
  cat "$log" >&2
  exit 1
fi

changes=$("$borderlog" ledger diff 2>/dev/null)
rules=$("$borderlog" report rules --fail-on warning 2>/dev/null)
alert=$?
if [ -n "$changes" ]; then
  printf 'Days that changed in the ledger:\n%s\n\n' "$changes"
fi
if [ -n "$changes" ] || [ $alert -eq 3 ]; then
  "$borderlog" report schengen 2>/dev/null
  printf '\n%s\n' "$rules"
fi
[ $alert -eq 3 ] && exit 3
exit 0
