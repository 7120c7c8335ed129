#!/usr/bin/env bash
# The end-to-end demo on samples/: import, infer, report. Uses a throwaway store under .demo/.
set -euo pipefail
cd "$(dirname "$0")/.."

bin=$(swift build --show-bin-path)
borderlog="$bin/borderlog"
export BORDERLOG_STORE="$PWD/.demo/borderlog.sqlite"
# A config folder of its own (no rules file, no profile): the demo reads the same whatever rules the person running it
# has turned on.
export XDG_CONFIG_HOME="$PWD/.demo/config"
unset BORDERLOG_RULES BORDERLOG_SOURCES
rm -rf .demo && mkdir -p .demo

# The sample year ends on 20 November 2026; pin "today" so the demo reads the same on any day.
export BORDERLOG_TODAY=2026-11-20
section() { printf '\n== %s ==\n' "$1"; }

section "Import the stays Ana typed"
"$borderlog" stays import samples/stays.csv
"$borderlog" override 2026-04-05 IT,VA --note "Day trip from Rome to the Vatican"

section "Location history from Ana's phone (summer, a client week in New York) and her watch (a Zermatt ski day)"
"$borderlog" locations samples/location/Records.json samples/location/zermatt-ski-day.gpx samples/location/new-york-client-week.gpx

section "Backfill presence from Ana's phone photos"
"$borderlog" photos samples/photos
"$borderlog" resolve
"$borderlog" signals --kind photo --format text

section "Flights from Ana's calendar"
"$borderlog" calendar samples/calendar
"$borderlog" signals --kind calendar --format text

section "Her booking emails: a train and a hotel for the weekend she forgot (and a flight she cancelled)"
"$borderlog" mail --dry-run samples/mail | cut -c1-160
"$borderlog" mail samples/mail

section "Her Entry/Exit System record: what the border knows"
"$borderlog" crossings import samples/crossings/ees-record.csv

section "Build the ledger"
"$borderlog" infer

section "Her travel days: the ledger's days in two or more countries"
"$borderlog" export ledger --format csv | awk -F, 'NR > 1 && $6 ~ /travel-day/ { printf "%s  %-10s %s\n", $1, $3, $5 }'

section "Why is 15 August a Schengen day? She forgot that weekend, her phone did not"
"$borderlog" explain 2026-08-15

section "16 August: no photo, no note, only the hotel she booked"
"$borderlog" explain 2026-08-16

section "Her client week in New York: a hotel in New Jersey, the office across the Hudson"
"$borderlog" report regions --country US
"$borderlog" explain 2026-09-23

section "Schengen on the last day of her summer trip (the near-breach)"
"$borderlog" report schengen --on 2026-07-25

section "Schengen today"
"$borderlog" report schengen

section "Her evidence against the EES record, before a border guard holds it against her"
"$borderlog" report reconcile --authority ees

section "Can she spend three weeks in Lisbon from 18 December?"
"$borderlog" report forecast --zone schengen --enter 2026-12-18 --length 21

section "Days per country"
"$borderlog" report countries

section "Her year as one page"
"$borderlog" report trips --format text
"$borderlog" report html --out .demo/report.html
echo "Open .demo/report.html in a browser (file://$PWD/.demo/report.html): calendar, map, counts, Schengen chart, trips."

section "The audit report for her adviser, and the ledger's hash chain"
"$borderlog" report pdf --out .demo/report.pdf
"$borderlog" ledger verify
