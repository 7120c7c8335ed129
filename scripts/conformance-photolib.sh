#!/usr/bin/env bash
# Photos library conformance: BorderLog's reading of the Photos libraries in ../shared/realdata/photolib against
# osxphotos's (`osxphotos query --json`, which reads Photos databases on Linux too), asset by asset.
# osxphotos is installed from PyPI into $OSXPHOTOS_DIR (default ${TMPDIR:-/tmp}/borderlog-osxphotos) when missing.
# Usage: scripts/conformance-photolib.sh [PHOTOLIB_DIR]   (exit 1 below 99% agreement)
set -euo pipefail
cd "$(dirname "$0")/.."
libraries=$(cd "${1:-../shared/realdata/photolib}" && pwd)
oxp=${OSXPHOTOS_DIR:-${TMPDIR:-/tmp}/borderlog-osxphotos}
if ! PYTHONPATH="$oxp" python3 -c 'import osxphotos' 2>/dev/null; then
    python3 -m pip install -q --target "$oxp" osxphotos==0.77.2 >&2
fi
. scripts/conformance.lib
status=0
for library in "$libraries"/*.photoslibrary; do
    name=$(basename "$library")
    "$bin" photos --dry-run "$library" > "$work/$name.jsonl" 2> "$work/$name.log" || true
    PYTHONPATH="$oxp" python3 -m osxphotos query --json --library "$library" > "$work/$name.json" 2>/dev/null
    python3 scripts/compare-photolib.py "$work/$name.json" "$work/$name.jsonl" "$work/$name.log" "$name" || status=1
done
exit $status
