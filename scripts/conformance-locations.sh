#!/usr/bin/env bash
# Reads every file under ../shared/realdata/location with `borderlog locations --dry-run --keep-all`
# and compares points, timestamped points and first/last instants with points_oracle.csv.
# Usage: scripts/conformance-locations.sh [REALDATA_LOCATION_DIR]
set -euo pipefail
cd "$(dirname "$0")/.."
root="${1:-../shared/realdata/location}"
# borderlog records files by absolute path; the oracle is matched the same way.
root="$(cd "$root" && pwd)"
oracle="$root/points_oracle.csv"
[ -f "$oracle" ] || { echo "conformance-locations: no oracle at $oracle" >&2; exit 1; }
scratch="${SCRATCH_PATH:-.build}"
swift build --scratch-path "$scratch" --product borderlog >&2
bin="$(swift build --scratch-path "$scratch" --show-bin-path)/borderlog"
results="$(mktemp)"
# One process per file, so each gets a result even when another is rejected; as many at a time as there are cores,
# each writing its own output, joined in the oracle's order.
parts="$(mktemp -d)"
trap 'rm -rf "$results" "$parts"' EXIT
python3 - "$oracle" "$root" <<'PY' > "$parts/files"
import csv, sys
for row in csv.DictReader(open(sys.argv[1], encoding="utf-8")):
    print(sys.argv[2].rstrip("/") + "/" + row["file"].split("/", 1)[1])
PY
run_one() { "$bin" locations --dry-run --keep-all --no-progress "$2" > "$parts/out-$1" 2>/dev/null || true; }
export -f run_one
export bin parts
awk '{ printf "%06d%c%s%c", NR, 0, $0, 0 }' "$parts/files" | xargs -0 -n 2 -P "$(nproc)" bash -c 'run_one "$1" "$2"' _
cat "$parts"/out-* > "$results"
python3 scripts/conformance-locations.py "$oracle" "$root" "$results"
