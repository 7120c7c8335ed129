#!/usr/bin/env bash
# Phones pushing to `borderlog serve` (docs/devices.md): 16 Overland devices posting batches of 100 points at once
# over loopback, against Python's sqlite3 executemany of the same rows into a table of the signal table's shape (WAL,
# one transaction a batch), measured in the same run (Benchmarks/ingest/bench.py). Prints points per second of each,
# their ratio, the batch latency (p50, p99) and the load average.
#   Benchmarks/ingest/bench.sh [DEVICES] [BATCHES] [POINTS]      (defaults 16, 20, 100)
# BORDERLOG_BIN runs an already built binary; else the static release build in .build-bench is built first.
set -euo pipefail
cd "$(dirname "$0")/../.."
if [ -z "${BORDERLOG_BIN:-}" ]; then
    swift build -c release --static-swift-stdlib --scratch-path .build-bench --product borderlog >&2
fi
bin="${BORDERLOG_BIN:-.build-bench/release/borderlog}"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 Benchmarks/ingest/bench.py "$bin" "$work" "${1:-16}" "${2:-20}" "${3:-100}"
