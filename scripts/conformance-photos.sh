#!/usr/bin/env bash
# Photo conformance: BorderLog's photo import against ExifTool's reading of ../shared/realdata/photos.
# Builds borderlog, imports the folder into a throwaway store, and compares every file with the oracle CSV; then
# imports the same folder packed into a zip (as a Takeout is) and requires the same signals and rejections.
# Usage: scripts/conformance-photos.sh [REALDATA_PHOTOS_DIR]   (exit 1 below 99% agreement)
set -euo pipefail
cd "$(dirname "$0")/.."
photos=$(cd "${1:-../shared/realdata/photos}" && pwd)
. scripts/conformance.lib
"$bin" photos "$photos" 2> "$work/import.log" || true
tail -n 1 "$work/import.log" >&2
"$bin" signals --kind photo --format jsonl > "$work/signals.jsonl" 2>/dev/null
python3 scripts/compare-photos.py "$photos/exiftool_oracle.csv" "$work/signals.jsonl" "$(dirname "$photos")"

# The same files read from inside a zip must give the same signals and the same rejections, paths aside.
(cd "$photos" && python3 -c '
import os, sys, zipfile
with zipfile.ZipFile(sys.argv[1], "w", zipfile.ZIP_DEFLATED) as archive:
    for root, folders, files in os.walk("."):
        folders.sort()
        for name in sorted(files):
            archive.write(os.path.join(root, name), os.path.relpath(os.path.join(root, name), "."))
' "$work/photos.zip")
BORDERLOG_STORE="$work/zip.sqlite" "$bin" photos "$work/photos.zip" 2> "$work/zip.log" || true
tail -n 1 "$work/zip.log" >&2
BORDERLOG_STORE="$work/zip.sqlite" "$bin" signals --kind photo --format jsonl 2>/dev/null > "$work/zip.jsonl"
same() { sed -e "s#$photos/##" -e "s#$work/photos.zip!/##" -e 's/, 1 zip archive read//' "$1" | sort; }
if diff <(same "$work/signals.jsonl") <(same "$work/zip.jsonl") >&2 && diff <(same "$work/import.log") <(same "$work/zip.log") >&2; then
    echo "zip: the same $(wc -l < "$work/zip.jsonl") signals and $(grep -c ': ' "$work/zip.log") messages from inside a zip" >&2
else
    echo "zip: reading from inside a zip differs from reading the folder" >&2
    exit 1
fi
