#!/usr/bin/env bash
# Import a Google Takeout (the .zip as downloaded, or its unpacked folder), then resolve, infer and
# show the Schengen status. Usage: pipelines/import-takeout.sh ZIP|DIR
[ $# -eq 1 ] || { echo "usage: $0 ZIP|DIR" >&2; exit 64; }
exec "$(dirname "$0")/import-and-infer.sh" locations schengen "$1"
