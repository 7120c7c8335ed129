#!/usr/bin/env bash
# Photo conformance: BorderLog's photo import against ExifTool's reading of ../shared/realdata/photos.
# Builds borderlog, imports the folder into a throwaway store, and compares every file with the oracle CSV.
# Usage: scripts/conformance-photos.sh [REALDATA_PHOTOS_DIR]   (exit 1 below 99% agreement)
set -euo pipefail
cd "$(dirname "$0")/.."
photos=$(cd "${1:-../shared/realdata/photos}" && pwd)
scratch=${SCRATCH_PATH:-.build}
swift build --scratch-path "$scratch" --product borderlog >&2
bin="$(swift build --scratch-path "$scratch" --show-bin-path)/borderlog"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export BORDERLOG_STORE="$work/store.sqlite"
"$bin" photos "$photos" 2> "$work/import.log" || true
tail -n 1 "$work/import.log" >&2
"$bin" signals --kind photo --format jsonl > "$work/signals.jsonl" 2>/dev/null
python3 scripts/compare-photos.py "$photos/exiftool_oracle.csv" "$work/signals.jsonl" "$(dirname "$photos")"
