#!/usr/bin/env bash
# Builds BorderLog's offline geo index (country + time-zone boundaries, airports) and, beside it, the
# world map of the HTML report (worldmap.json: simplified Natural Earth outlines, build_map.py).
#
#   tools/geodata/build.sh [OUTPUT]
#
# OUTPUT defaults to ${BORDERLOG_DATA_DIR:-${XDG_DATA_HOME:-$HOME/.local/share}/borderlog}/geo.idx; the map
# is written to worldmap.json in the same folder.
# Needs python3 with venv and pip, tzdata's zone.tab and gmt-dcw's state outlines; talks only to PyPI, pinned by
# tools/geodata/requirements.txt (exact versions, sha256 hashes). Does nothing when OUTPUT was
# already built from the same inputs.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
data_dir="${BORDERLOG_DATA_DIR:-${XDG_DATA_HOME:-$HOME/.local/share}/borderlog}"
out="${1:-$data_dir/geo.idx}"
map_out="$(dirname "$out")/worldmap.json"
zone_tab="${ZONE_TAB:-/usr/share/zoneinfo/zone.tab}"
dcw_dir="${DCW_DIR:-/usr/share/gmt-dcw}"
venv="$root/.data/venv"
requirements="$here/requirements.txt"

say() { printf 'geodata: %s\n' "$*" >&2; }

if [ ! -r "$zone_tab" ]; then
    if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
        say "installing tzdata for $zone_tab"
        DEBIAN_FRONTEND=noninteractive apt-get install -y -q tzdata >/dev/null
    fi
    [ -r "$zone_tab" ] || { say "$zone_tab is missing: install tzdata (apt-get install tzdata)"; exit 1; }
fi

if [ ! -r "$dcw_dir/dcw-gmt.nc" ]; then
    if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
        say "installing gmt-dcw for the state and province outlines"
        DEBIAN_FRONTEND=noninteractive apt-get install -y -q gmt-dcw >/dev/null
    fi
    [ -r "$dcw_dir/dcw-gmt.nc" ] || { say "$dcw_dir/dcw-gmt.nc is missing: install gmt-dcw (apt-get install gmt-dcw)"; exit 1; }
fi

# Each stamp names every input of its file: pinned packages, the builder, zone.tab, the DCW outlines.
stamp="$(cat "$requirements" "$here/build_index.py" "$here/dcw.py" "$zone_tab" "$dcw_dir/dcw-gmt.nc" "$dcw_dir/dcw-states.txt" | sha256sum | cut -d' ' -f1)"
map_stamp="$(cat "$requirements" "$here/build_map.py" "$here/dcw.py" "$dcw_dir/dcw-gmt.nc" "$dcw_dir/dcw-states.txt" | sha256sum | cut -d' ' -f1)"
up_to_date() { [ -f "$1" ] && [ -f "$1.stamp" ] && [ "$(cat "$1.stamp")" = "$2" ]; }
if up_to_date "$out" "$stamp" && up_to_date "$map_out" "$map_stamp"; then
    say "$out and $map_out are up to date"
    exit 0
fi

# A throwaway venv with exactly the pinned wheels, hashes checked by pip.
req_stamp="$(sha256sum "$requirements" | cut -d' ' -f1)"
if [ ! -f "$venv/.requirements.sha256" ] || [ "$(cat "$venv/.requirements.sha256")" != "$req_stamp" ]; then
    rm -rf "$venv"
    mkdir -p "$(dirname "$venv")"
    if ! python3 -m venv "$venv" 2>/dev/null; then
        if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
            say "installing python3-venv"
            DEBIAN_FRONTEND=noninteractive apt-get install -y -q python3-venv >/dev/null
            rm -rf "$venv"
            python3 -m venv "$venv"
        else
            say "python3 -m venv failed: install python3-venv (apt-get install python3-venv)"
            exit 1
        fi
    fi
    say "installing pinned packages (pip --require-hashes)"
    "$venv/bin/python" -m pip install --quiet --disable-pip-version-check --no-deps --require-hashes \
        --only-binary=:all: -r "$requirements"
    echo "$req_stamp" > "$venv/.requirements.sha256"
fi

site="$("$venv/bin/python" -c 'import sysconfig; print(sysconfig.get_paths()["purelib"])')"
mkdir -p "$(dirname "$out")"
if ! up_to_date "$out" "$stamp"; then
    say "building $out (about a minute and a half)"
    inputs="$(grep -E '^[A-Za-z0-9_.-]+==' "$requirements" | sed 's/ *\\$//' | tr '\n' ' ')"
    "$venv/bin/python" "$here/build_index.py" --out "$out" --zone-tab "$zone_tab" --site-packages "$site" \
        --dcw "$dcw_dir/dcw-gmt.nc" --dcw-states "$dcw_dir/dcw-states.txt" \
        --inputs "$inputs; zone.tab sha256 $(sha256sum "$zone_tab" | cut -d' ' -f1); dcw-gmt.nc sha256 $(sha256sum "$dcw_dir/dcw-gmt.nc" | cut -d' ' -f1)"
    echo "$stamp" > "$out.stamp"
    say "done: $out ($(du -h "$out" | cut -f1))"
fi
if ! up_to_date "$map_out" "$map_stamp"; then
    "$venv/bin/python" "$here/build_map.py" --out "$map_out" --site-packages "$site" \
        --dcw "$dcw_dir/dcw-gmt.nc" --dcw-states "$dcw_dir/dcw-states.txt"
    echo "$map_stamp" > "$map_out.stamp"
    say "done: $map_out ($(du -h "$map_out" | cut -f1))"
fi
