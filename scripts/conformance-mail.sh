#!/usr/bin/env bash
# Mail conformance: `borderlog mail --dry-run` against KDE KItinerary's own expected output for its fixtures in
# ../shared/realdata/mail (never copied here). Every schema.org HTML fixture and the multipart booking mail go in as
# messages; the boarding-pass PDF goes in attached to a check-in message. Travel reservations must match KItinerary's
# (type, reservation number, flight, airports, departure instant, hotel and its check-in); non-travel fixtures must
# give none. Prints one line per fixture and a count.
# Usage: scripts/conformance-mail.sh [REALDATA_MAIL_DIR]   (exit 1 on any disagreement, crash or false reservation)
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(cd "${1:-../shared/realdata/mail}" && pwd)
. scripts/conformance.lib
python3 scripts/conformance-mail.py "$bin" "$root" "$work"
