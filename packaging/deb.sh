#!/usr/bin/env bash
# Builds the Debian 12 package from a release build (make deb):
#
#   packaging/deb.sh BIN-PATH OUTPUT-FOLDER
#
# The package holds borderlog (Swift runtime linked in: no toolchain needed to run it) in /usr/lib/borderlog with its
# resource bundle and a link in /usr/bin, the stage executables as scripts running `borderlog STAGE`, the geo index and world map in /usr/share/borderlog (found there
# through XDG_DATA_DIRS when a person has none of their own), a manual page per command and subcommand, bash, zsh and
# fish completions, the nightly script, and the documentation with NOTICE and the copyright file, which
# packaging/copyright.py writes from LICENSE and NOTICE (the data's sources and licences are kept in NOTICE alone).
# Depends is what dpkg-shlibdeps finds the executables link to, plus the fonts the PDF report embeds. DEB_MAINTAINER
# sets the Maintainer field. With its changelog, md5sums and lintian overrides (packaging/lintian-overrides: what is
# kept on purpose, and why), `lintian --pedantic` on the package reports nothing else.
set -euo pipefail

bin_path=$1
out=$2
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
data_dir="${BORDERLOG_DATA_DIR:-${XDG_DATA_HOME:-$HOME/.local/share}/borderlog}"
version=$("$bin_path/borderlog" --version)
arch=$(dpkg --print-architecture)
say() { printf 'deb: %s\n' "$*" >&2; }

for file in geo.idx worldmap.json; do
  [ -f "$data_dir/$file" ] || { say "$data_dir/$file is missing: run make geodata"; exit 1; }
done
if ldd "$bin_path/borderlog" | grep -q 'libswift\|libFoundation'; then
  say "$bin_path/borderlog links the Swift runtime dynamically: build with --static-swift-stdlib"
  exit 1
fi

stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
package="$stage/borderlog"
"$root/scripts/install.sh" "$bin_path" "$package/usr" --system
install -m 0644 "$data_dir/geo.idx" "$data_dir/worldmap.json" "$package/usr/share/borderlog/"
install -d "$package/usr/share/doc/borderlog/docs/evidence"
install -m 0644 "$root/README.md" "$package/usr/share/doc/borderlog/"
install -m 0644 "$root"/docs/*.md "$package/usr/share/doc/borderlog/docs/"
install -m 0644 "$root"/docs/evidence/*.md "$package/usr/share/doc/borderlog/docs/evidence/"
install -m 0644 "$root/pipelines/sources.conf.example" "$root/pipelines/crontab.example" "$package/usr/share/doc/borderlog/"
"$root/packaging/copyright.py" "$root/LICENSE" "$root/NOTICE" geo.idx=/usr/share/borderlog/geo.idx \
  worldmap.json=/usr/share/borderlog/worldmap.json borderlog=/usr/lib/borderlog/borderlog \
  >"$package/usr/share/doc/borderlog/copyright"
# The NOTICE files of the Swift packages NOTICE names as linked in (the Apache License's section 4(d)), after
# BorderLog's own, from the checkouts the release build used.
linked=$(sed -n '/^Software: /,/^[A-Z][a-z]*: /p' "$root/NOTICE" | grep -o '[A-Za-z0-9][A-Za-z0-9.-]*' | sort -u)
notices=0
for notice in "$root"/.build/checkouts/*/NOTICE.txt; do
  name=$(basename "$(dirname "$notice")")
  grep -qxF "$name" <<<"$linked" || continue
  printf '\n\n%s\n%s\n\n' "NOTICE of $name" "$(printf '%*s' $((10 + ${#name})) '' | tr ' ' =)" >>"$package/usr/share/doc/borderlog/NOTICE"
  cat "$notice" >>"$package/usr/share/doc/borderlog/NOTICE"
  notices=$((notices + 1))
done
[ "$notices" -gt 0 ] || { say "no NOTICE.txt of a linked package in $root/.build/checkouts"; exit 1; }
strip --strip-unneeded --remove-section=.comment --remove-section=.note "$package/usr/lib/borderlog/borderlog"

# A native package's changelog: this version, built from this commit.
maintainer=${DEB_MAINTAINER:-BorderLog maintainers <maintainers@localhost>}
commit=$(git -C "$root" rev-parse --short HEAD 2>/dev/null || echo "a source tree outside git")
when=$(git -C "$root" log -1 --format=%cD 2>/dev/null || date -R)
printf 'borderlog (%s) unstable; urgency=medium\n\n  * BorderLog %s, built from %s.\n\n -- %s  %s\n' \
  "$version" "$version" "$commit" "$maintainer" "$when" | gzip -9n >"$package/usr/share/doc/borderlog/changelog.gz"

# What lintian reports that is kept on purpose, each with why (packaging/lintian-overrides); without DEB_MAINTAINER
# the Maintainer field has no real address to give.
install -d "$package/usr/share/lintian/overrides"
install -m 0644 "$root/packaging/lintian-overrides" "$package/usr/share/lintian/overrides/borderlog"
if [ -z "${DEB_MAINTAINER:-}" ]; then
  printf '\n# Built without DEB_MAINTAINER: no maintainer address to give (set DEB_MAINTAINER to name yours).\n%s\n%s\n' \
    'borderlog: bogus-mail-host *' 'borderlog: bogus-mail-host-in-debian-changelog *' >>"$package/usr/share/lintian/overrides/borderlog"
fi

# dpkg-shlibdeps reads the package's name from a debian/control beside it.
mkdir -p "$stage/debian"
printf 'Source: borderlog\n\nPackage: borderlog\nArchitecture: any\n' >"$stage/debian/control"
libraries=$(cd "$stage" && dpkg-shlibdeps -O -e borderlog/usr/lib/borderlog/borderlog 2>/dev/null | sed -n 's/^shlibs:Depends=//p')
[ -n "$libraries" ] || { say "dpkg-shlibdeps found no libraries"; exit 1; }

install -d "$package/DEBIAN"
size=$(du -sk "$package/usr" | cut -f1)
cat >"$package/DEBIAN/control" <<CONTROL
Package: borderlog
Version: $version
Architecture: $arch
Maintainer: $maintainer
Installed-Size: $size
Depends: $libraries, fonts-dejavu-core
Section: utils
Priority: optional
Description: day-by-day presence ledger from travel evidence, offline
 BorderLog turns photos, location history, calendars, booking emails, stays and
 border crossings into a day-by-day ledger of the countries you were in, and
 answers Schengen 90/180, tax and residence day counts and eligibility rules.
 Everything runs on your own machine; the geo index is included.
CONTROL

(cd "$package" && find usr -type f -print0 | LC_ALL=C sort -z | xargs -0 md5sum) >"$package/DEBIAN/md5sums"

mkdir -p "$out"
deb="$out/borderlog_${version}_${arch}.deb"
fakeroot dpkg-deb --build -Zxz "$package" "$deb" >/dev/null
say "$deb: $(du -h "$deb" | cut -f1), installed $((size / 1024)) MB"
say "Depends: $libraries, fonts-dejavu-core"
