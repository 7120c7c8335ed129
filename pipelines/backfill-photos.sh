#!/usr/bin/env bash
# Backfill years of presence from a photo library: import, resolve, infer, then days per country.
# Usage: pipelines/backfill-photos.sh DIR [DIR...]
[ $# -ge 1 ] || { echo "usage: $0 DIR [DIR...]" >&2; exit 64; }
exec "$(dirname "$0")/import-and-infer.sh" photos countries "$@"
