#!/usr/bin/env bash
# Checks `make install PREFIX=…` with the debug build `swift test` leaves behind (CONFIG=debug: no release build): the
# layout of executables, resources, manual pages and completions, that the installed copy runs, that each page
# renders, and that the bash completion completes `borderlog rep` to `report`.
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

for file in bin/borderlog bin/borderlog-infer bin/BorderLog_BorderLogCore.resources/zones.json \
  share/man/man1/borderlog.1 share/man/man1/borderlog-report.1 share/man/man1/borderlog-report-schengen.1 \
  share/man/man1/borderlog-init.1 share/man/man1/borderlog-doctor.1 share/man/man1/borderlog-rules-enable.1 \
  share/bash-completion/completions/borderlog share/zsh/site-functions/_borderlog \
  share/fish/vendor_completions.d/borderlog.fish share/borderlog/nightly.sh; do
  [ -e "$prefix/$file" ] || fail "missing $file"
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

[ "$failures" -eq 0 ] || exit 1
echo "test-install: make install lays out $pages manual pages and three completions; 'borderlog rep' completes to 'report'" >&2
