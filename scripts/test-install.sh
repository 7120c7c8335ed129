#!/usr/bin/env bash
# Checks `make install PREFIX=…` with the debug build `swift test` leaves behind (CONFIG=debug: no release build): the
# layout of executables, resources, manual pages, completions, licence and notices, that the installed copy runs, that
# each page renders, that bash, zsh and fish (Debian's own shells, each loading the installed completion where it
# looks for one) complete `borderlog rep` to `report` and a subcommand's option, and that the Debian package's
# copyright file written from LICENSE and NOTICE names every bundled data file with its licence.
set -euo pipefail
cd "$(dirname "$0")/.."
export LC_ALL=C

prefix=$(mktemp -d)
log=$(mktemp)
trap 'rm -rf "$prefix" "$log"' EXIT
failures=0
fail() { echo "test-install: $*" >&2; failures=$((failures + 1)); }

if ! make --no-print-directory install PREFIX="$prefix" CONFIG=debug >"$log" 2>&1; then
  cat "$log" >&2
  echo "test-install: make install PREFIX=$prefix CONFIG=debug failed" >&2
  exit 1
fi

for file in bin/borderlog bin/borderlog-infer bin/BorderLog_BorderLogSettings.resources/zones.json \
  share/man/man1/borderlog.1 share/man/man1/borderlog-report.1 share/man/man1/borderlog-report-schengen.1 \
  share/man/man1/borderlog-init.1 share/man/man1/borderlog-doctor.1 share/man/man1/borderlog-rules-enable.1 \
  share/bash-completion/completions/borderlog share/zsh/site-functions/_borderlog \
  share/fish/vendor_completions.d/borderlog.fish share/borderlog/nightly.sh; do
  [ -e "$prefix/$file" ] || fail "missing $file"
done
for file in LICENSE NOTICE; do
  cmp -s "$file" "$prefix/share/doc/borderlog/$file" || fail "share/doc/borderlog/$file is missing or differs from $file"
done

# A page for every command and subcommand the help shows (ArgumentParser's own `help` aside), each rendering without
# warnings.
pages=$(ls "$prefix/share/man/man1" | wc -l)
expected=$("$prefix/bin/borderlog" --experimental-dump-help | python3 -c '
import json, sys
def walk(command):
    if command.get("shouldDisplay", True) and command["commandName"] != "help":
        yield "-".join(command.get("superCommands", []) + [command["commandName"]]) + ".1"
        for sub in command.get("subcommands", []):
            yield from walk(sub)
print("\n".join(sorted(walk(json.load(sys.stdin)["command"]))))')
missing=$(comm -23 <(echo "$expected") <(ls "$prefix/share/man/man1" | sort))
[ -z "$missing" ] || fail "no manual page for: $missing"
for page in "$prefix"/share/man/man1/*.1; do
  warnings=$(groff -man -Tutf8 -ww -z "$page" 2>&1) || fail "$page does not render"
  [ -z "$warnings" ] || fail "$page: $warnings"
done
MANPATH="$prefix/share/man" man borderlog-report-schengen 2>/dev/null | grep -q -- '--on' \
  || fail "man borderlog-report-schengen does not show --on"

# The installed copy finds its bundled rules beside it.
"$prefix/bin/borderlog" rules list --format json | grep -q '"schengen-90-180"' || fail "the installed borderlog cannot list its rules"

completion=$(bash -c 'source "$1"; COMP_WORDS=(borderlog rep); COMP_CWORD=1; COMP_LINE="borderlog rep"; COMP_POINT=${#COMP_LINE}
  _borderlog borderlog rep borderlog; echo "${COMPREPLY[*]}"' _ "$prefix/share/bash-completion/completions/borderlog" 2>&1)
[ "$completion" = report ] || fail "bash completes 'borderlog rep' to '$completion', not 'report'"

# zsh: an interactive shell with the installed folder in fpath (as docs/install.md says) and Tab pressed; fish: the
# installed file found by fish itself in $XDG_DATA_HOME/fish/vendor_completions.d (make install's default prefix,
# ~/.local, is where XDG_DATA_HOME points). Both run the installed borderlog, first on PATH, for what they offer.
shell_home="$prefix/home"
mkdir -p "$shell_home"
zsh_complete() {
  HOME="$shell_home" PATH="$prefix/bin:$PATH" timeout 30 zsh -f scripts/zsh-complete.zsh "$prefix/share/zsh/site-functions" "$@" \
    | sort -u | tr '\n' ' ' | sed 's/ $//'
}
fish_complete() {
  HOME="$shell_home" XDG_CONFIG_HOME="$shell_home/.config" XDG_DATA_HOME="$prefix/share" PATH="$prefix/bin:$PATH" \
    timeout 30 fish -c 'complete --do-complete $argv[1]' "$*" | cut -f1 | sort -u | tr '\n' ' ' | sed 's/ $//'
}
for shell in zsh fish; do
  command -v "$shell" >/dev/null || { fail "$shell is not installed (make test installs it)"; continue; }
  completion=$("${shell}_complete" borderlog rep 2>&1) || true
  [ "$completion" = report ] || fail "$shell completes 'borderlog rep' to '$completion', not 'report'"
  completion=$("${shell}_complete" borderlog report schengen --zo 2>&1) || true
  [ "$completion" = --zone ] || fail "$shell completes 'borderlog report schengen --zo' to '$completion', not '--zone'"
done

# The package's copyright file, as packaging/deb.sh writes it: DEP-5, BorderLog under the Apache License 2.0 in
# /usr/share/common-licenses, each data file with the OpenStreetMap attribution or its sources' licences, the
# executable with what is linked into it, and a paragraph for every licence named.
copyright=$(packaging/copyright.py LICENSE NOTICE geo.idx=/usr/share/borderlog/geo.idx worldmap.json=/usr/share/borderlog/worldmap.json \
  borderlog=/usr/lib/borderlog/borderlog) \
  || fail "packaging/copyright.py cannot write the copyright file from LICENSE and NOTICE"
python3 - "$copyright" <<'CHECK' || fail "the copyright file written from NOTICE is not what the package needs"
import sys
paragraphs = [dict(line.split(": ", 1) for line in p.splitlines() if line[:1] not in (" ", "") and ": " in line)
              for p in sys.argv[1].split("\n\n")]
files = {p["Files"]: p for p in paragraphs if "Files" in p}
licences = {p["License"] for p in paragraphs if "Files" not in p and "Format" not in p}
assert paragraphs[0]["Format"].startswith("https://www.debian.org/doc/packaging-manuals/copyright-format/1.0"), paragraphs[0]
assert files["*"] == {"Files": "*", "Copyright": "2026 The BorderLog authors", "License": "Apache-2.0"}, files["*"]
assert "© OpenStreetMap contributors" in sys.argv[1] and "/usr/share/common-licenses/Apache-2.0" in sys.argv[1]
assert files["usr/share/borderlog/geo.idx"]["License"] == "ODbL-1.0 and public-domain and LGPL-3+ and Expat", files
assert files["usr/share/borderlog/worldmap.json"]["License"] == "public-domain and LGPL-3+", files
binary = files["usr/lib/borderlog/borderlog"]
assert binary["Copyright"] == "2026 The BorderLog authors" and binary["License"].startswith("Apache-2.0 and "), binary
named = {name for p in files.values() for name in p["License"].split(" and ")}
assert named == licences and {"ODbL-1.0", "LGPL-3+", "Expat", "OpenSSL"} <= licences, (named, licences)
CHECK

[ "$failures" -eq 0 ] || exit 1
echo "test-install: make install lays out $pages manual pages, three completions, LICENSE and NOTICE; bash, zsh and fish complete 'borderlog rep' to 'report' (zsh and fish '--zo' to '--zone'); the package's copyright file names every data file's licence" >&2
