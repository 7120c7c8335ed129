#!/usr/bin/env bash
# Shared by the one-off import pipelines: import with one stage, resolve, infer, print one report.
# Usage: pipelines/import-and-infer.sh STAGE REPORT PATH...   (BORDERLOG_BIN, BORDERLOG_STORE as for borderlog)
# Exits with the import's status (2 when some inputs were rejected) unless a later step fails.
set -euo pipefail
[ $# -ge 3 ] || { echo "usage: $0 STAGE REPORT PATH..." >&2; exit 64; }
borderlog=${BORDERLOG_BIN:-borderlog}
stage=$1 report=$2
shift 2
status=0
"$borderlog" "$stage" "$@" || status=$?
[ $status -eq 0 ] || [ $status -eq 2 ] || exit $status
"$borderlog" resolve
"$borderlog" infer
"$borderlog" report "$report"
exit $status
