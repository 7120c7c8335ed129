#!/usr/bin/env bash
# Writes the JSON outputs of the sample year (every evidence family of samples/, inferred with "today" pinned) into
# DIR, one file a command, with the checkout's path replaced by `ROOT`: the outputs GoldenOutputTests compares with
# Tests/BorderLogCommandsTests/Golden. Run it again after a change meant to alter an output, and review the diff.
#   scripts/golden-outputs.sh BIN_DIR OUT_DIR
set -euo pipefail
cd "$(dirname "$0")/.."
bin=$1 out=$2
borderlog="$bin/borderlog"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export BORDERLOG_STORE="$work/store.sqlite" BORDERLOG_TODAY=2026-11-20 XDG_CONFIG_HOME="$work/config"
unset BORDERLOG_RULES
mkdir -p "$out"
root=$PWD
q() { "$borderlog" "$@" 2>/dev/null; }
q stays import samples/stays.csv
q override 2026-04-05 IT,VA --note "Day trip from Rome to the Vatican"
q locations samples/location/Records.json samples/location/zermatt-ski-day.gpx samples/location/new-york-client-week.gpx
q photos samples/photos
q calendar samples/calendar
q mail samples/mail
q crossings import samples/crossings/ees-record.csv
q resolve
q infer
save() { local name=$1; shift; "$borderlog" "$@" 2>/dev/null | sed "s#$root#ROOT#g" > "$out/$name" || true; }
save signals.jsonl signals --format jsonl
save ledger.json export ledger --format json
save ledger.csv export ledger --format csv
for day in 2025-12-24 2026-02-16 2026-04-05 2026-07-25 2026-08-15 2026-08-16 2026-09-23 2026-11-05 2026-11-18; do
  save "explain-$day.json" explain "$day" --format json
done
save schengen.json report schengen --format json
save schengen-2026-07-25.json report schengen --on 2026-07-25 --format json
save countries.json report countries --format json
save regions.json report regions --format json
save trips.json report trips --format json
save rules.json report rules --format json
save reconcile.json report reconcile --authority ees --format json
save forecast.json report forecast --zone schengen --enter 2026-12-18 --length 21 --format json
save review.json review --format json
save crossings.json crossings list --format json
save calendar-dry-run.jsonl calendar --dry-run samples/calendar
save mail-dry-run.jsonl mail --dry-run samples/mail
save photos-dry-run.jsonl photos --dry-run samples/photos
save rules-list.json rules list --format json
save rules-list.txt rules list
save reconcile.txt report reconcile --authority ees
# The rules of round 4, turned on last so that every output above keeps the default rules.
q rules enable ie-tax nz-tax ae-tax us-feie us-lpr-absence eu-long-term uk-euss de-naturalisation nz-citizenship
save rules-world.json report rules --format json
save rules-world.txt report rules
save eligibility-eu-long-term.json report eligibility --rule eu-long-term --format json
save eligibility-nz-citizenship.txt report eligibility --rule nz-citizenship
save forecast-us-feie.json report forecast --rule us-feie --enter 2026-12-01 --exit 2027-03-31 --format json
save absences-uk-ilr.json report absences --authority uk-ilr --format json
save absences-uk-ilr.txt report absences --authority uk-ilr
save absences-uk-naturalisation.csv report absences --authority uk-naturalisation --format csv
save absences-us-n400.json report absences --authority us-n400 --format json
# An EU national last: no Schengen limit applies, and the forecast claims no breach, longest stay or earliest entry.
q profile set --nationality FR >/dev/null
save schengen-eu-national.json report schengen --format json
save forecast-eu-national.json report forecast --zone schengen --enter 2026-12-18 --length 21 --format json
save forecast-eu-national.txt report forecast --zone schengen --enter 2026-12-18 --length 21
