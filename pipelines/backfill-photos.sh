#!/usr/bin/env bash
# Backfill years of presence from a photo library: import, resolve, infer, and show the result.
# Usage: pipelines/backfill-photos.sh DIR [DIR...]   (BORDERLOG_BIN, BORDERLOG_STORE as for borderlog)
set -euo pipefail
[ $# -ge 1 ] || { echo "usage: $0 DIR [DIR...]" >&2; exit 64; }
borderlog=${BORDERLOG_BIN:-borderlog}
status=0
"$borderlog" photos "$@" || status=$?
[ $status -eq 0 ] || [ $status -eq 2 ] || exit $status
"$borderlog" resolve
"$borderlog" infer
"$borderlog" report countries
exit $status
