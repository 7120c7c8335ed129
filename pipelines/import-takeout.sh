#!/usr/bin/env bash
# Import a Google Takeout (the .zip as downloaded, or its unpacked folder), then resolve and infer.
# Usage: pipelines/import-takeout.sh ZIP|DIR   (BORDERLOG_BIN, BORDERLOG_STORE as for borderlog)
set -euo pipefail
[ $# -eq 1 ] || { echo "usage: $0 ZIP|DIR" >&2; exit 64; }
borderlog=${BORDERLOG_BIN:-borderlog}
status=0
"$borderlog" locations "$1" || status=$?
[ $status -eq 0 ] || [ $status -eq 2 ] || exit $status
"$borderlog" resolve
"$borderlog" infer
"$borderlog" report schengen
exit $status
