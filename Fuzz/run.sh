#!/usr/bin/env bash
# Runs the libFuzzer harnesses built by `make fuzz-build` (see FUZZING.md).
#
#   Fuzz/run.sh [--config release|debug] [--seconds N] [--jobs J] [--smoke] [HARNESS…]
#
# Each harness runs for N seconds (default $FUZZ_SECONDS, else 600) over its seed folders, read in place; J
# harnesses at a time (default 1). New inputs go to .build-fuzz/corpus/HARNESS (kept between runs), crashes,
# hangs and out-of-memory inputs to .build-fuzz/findings/HARNESS/, libFuzzer's log to .build-fuzz/logs/HARNESS.log.
# --smoke: 5 seconds each, for CI, leaving out harnesses with an open finding (listed below; `make fuzz` runs them).
# Exits 1 when any harness found something, naming the harness and the input.
set -uo pipefail
cd "$(dirname "$0")/.."

scratch=.build-fuzz
config=release
seconds=${FUZZ_SECONDS:-600}
jobs=1
smoke=false
harnesses=()
# Harnesses that find a known, open problem within seconds (FUZZING.md, "Open"): a smoke run would only find it again.
open_findings=""
while [ $# -gt 0 ]; do
  case $1 in
    --seconds) seconds=$2; shift 2 ;;
    --jobs) jobs=$2; shift 2 ;;
    --config) config=$2; shift 2 ;;
    --smoke) seconds=5; smoke=true; shift ;;
    -*) echo "Fuzz/run.sh: unknown option $1" >&2; exit 64 ;;
    *) harnesses+=("$1"); shift ;;
  esac
done
all=(exif isobmff quicktime png webp jpeg xmp sidecar photolib records semantic timeline geojson gpx kml kmz owntracks location-csv fit igc nmea polarsteps arc gzip ics pkpass bcbp barcode logbook stays crossings markup mime devices)
[ ${#harnesses[@]} -gt 0 ] || harnesses=("${all[@]}")
binary=$scratch/$config/borderlog-fuzz
[ -x "$binary" ] || { echo "Fuzz/run.sh: $binary is missing; run make fuzz-build FUZZ_CONFIG=$config" >&2; exit 1; }

realdata=../shared/realdata

# Seed folders per harness, read in place (missing ones are left out). Third-party files are never copied here.
seeds() {
  case $1 in
    exif) echo Fuzz/Seeds/exif $realdata/photos ;;
    isobmff | quicktime) echo Fuzz/Seeds/quicktime samples/photos $realdata/photos ;;
    png | webp | jpeg) echo samples/photos $realdata/photos ;;
    xmp) echo $realdata/photos ;;
    sidecar) echo Fuzz/Seeds/sidecar ;;
    photolib) echo Fuzz/Seeds/photolib ;;
    kmz) echo Fuzz/Seeds/kmz $realdata/location ;;
    records | semantic | timeline | geojson | gpx | kml | owntracks | location-csv) echo samples/location $realdata/location ;;
    fit | igc | nmea) echo Fuzz/Seeds/$1 $realdata/location ;;
    polarsteps | arc | gzip) echo Fuzz/Seeds/$1 ;;
    ics) echo samples/calendar $realdata/calendar ;;
    pkpass | bcbp | logbook | devices) echo Fuzz/Seeds/$1 ;;
    barcode) echo Fuzz/Seeds/barcode $realdata/mail/KDE_kitinerary/extractordata/synthetic ;;
    stays) echo samples ;;
    crossings) echo samples/crossings Fuzz/Seeds/crossings ;;
    markup) echo Fuzz/Seeds/markup $realdata/mail/KDE_kitinerary/structureddata $realdata/mail/KDE_kitinerary/extractordata/web ;;
    mime) echo Fuzz/Seeds/mail $realdata/mail/KDE_kitinerary/extractordata/synthetic ;;
  esac
}

# The longest input libFuzzer makes: metadata sits in a file's first blocks; text formats need no more to nest,
# repeat and break every construct.
max_len() {
  case $1 in
    isobmff | quicktime | png | webp | jpeg | barcode) echo 131072 ;;
    stays | crossings) echo 16384 ;;
    markup) echo 32768 ;;
    *) echo 65536 ;;
  esac
}

run_one() {
  local harness=$1 corpus=$scratch/corpus/$1 findings=$scratch/findings/$1/ log=$scratch/logs/$1.log
  mkdir -p "$corpus" "$findings" "$scratch/logs"
  local folders=()
  for folder in $(seeds "$harness"); do [ -d "$folder" ] && folders+=("$folder"); done
  # The Swift runtime's own crash reporter would hold the process (and this script) on a crash: libFuzzer and
  # AddressSanitizer report instead.
  SWIFT_BACKTRACE=enable=no FUZZ_TARGET=$harness LSAN_OPTIONS=suppressions=$PWD/Fuzz/lsan.supp \
    "$binary" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len="$(max_len "$harness")" \
    -print_final_stats=1 -artifact_prefix="$findings" "$corpus" "${folders[@]}" >"$log" 2>&1
  local status=$?
  local last; last=$(grep -E '^#[0-9]+' "$log" | tail -1)
  local runs; runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")
  local cov; cov=$(sed -n 's/.* cov: \([0-9]*\).*/\1/p' <<<"$last")
  local ft; ft=$(sed -n 's/.* ft: \([0-9]*\).*/\1/p' <<<"$last")
  if [ $status -eq 0 ]; then
    printf '%-13s ok     %5ss  %10s runs  cov %5s  ft %6s\n' "$harness" "$seconds" "${runs:-?}" "${cov:-?}" "${ft:-?}"
  else
    local found; found=$(grep -E -m1 'ERROR: (libFuzzer|AddressSanitizer|LeakSanitizer)|SUMMARY: ' "$log")
    local input; input=$(sed -n 's/.*Test unit written to //p' "$log" | tail -1)
    printf '%-13s FAILED (%s) %s; log %s\n' "$harness" "${found:-exit status $status}" "${input:+input $input}" "$log"
    return 1
  fi
}

status=0
running=0
for harness in "${harnesses[@]}"; do
  if ! printf '%s\n' "${all[@]}" | grep -qx -- "$harness"; then
    echo "Fuzz/run.sh: no harness '$harness' (known: ${all[*]})" >&2
    exit 64
  fi
  open=$(printf '%s\n' $open_findings | sed -n "s/^$harness://p")
  if $smoke && [ -n "$open" ]; then
    printf '%-13s skipped in a smoke run: open finding %s (FUZZING.md)\n' "$harness" "$open"
    continue
  fi
  run_one "$harness" &
  running=$((running + 1))
  if [ $running -ge "$jobs" ]; then
    wait -n || status=1
    running=$((running - 1))
  fi
done
while [ $running -gt 0 ]; do
  wait -n || status=1
  running=$((running - 1))
done
exit $status
