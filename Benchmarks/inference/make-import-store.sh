#!/usr/bin/env bash
# Fills a store the way a user does, through BorderLog's own importers: the files `make-imports.py` wrote into DIR,
# in the order of DIR/plan (the calendar, then a few sources a year taken in a shuffled order, so that a day's rows
# lie far apart in the table). Location points are kept whole (`--keep-all`) so that about a million signals land;
# photos go in through `add-photos.py` (see there).
#   Benchmarks/inference/make-import-store.sh BORDERLOG DIR    # the store: $BORDERLOG_STORE
set -euo pipefail
bin="$1"
dir="$2"
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
while read -r kind path; do
    case "$kind" in
        calendar) "$bin" calendar "$path" >/dev/null ;;
        locations) "$bin" locations --keep-all --no-progress "$path" >/dev/null ;;
        photos) python3 "$here/add-photos.py" "$BORDERLOG_STORE" "$path" ;;
    esac
done <"$dir/plan"
