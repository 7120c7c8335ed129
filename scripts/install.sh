#!/usr/bin/env bash
# Lays out a built BorderLog under a prefix: the executables with their resource bundles, a manual page per command
# and subcommand (written by tools/man-pages from the commands' own definitions), bash, zsh and fish completions, the
# nightly pipeline script that `borderlog init` names in its cron line, and the licence and notices in
# share/doc/borderlog.
#
#   scripts/install.sh BIN-PATH PREFIX [--system]
#
# BIN-PATH is the build's products folder (`swift build --show-bin-path`); it must hold the executables and man-pages.
# Without --system (make install): executables and resources in PREFIX/bin, zsh completions in
# PREFIX/share/zsh/site-functions. With --system (make deb, PREFIX is where the package's /usr is staged): borderlog
# and its resources in PREFIX/lib/borderlog with a link in PREFIX/bin, and each stage executable a two-line script
# running `borderlog STAGE` (the same command and options; one 80 MB static binary instead of eight), manual pages
# gzipped, zsh completions in Debian's vendor-completions, and NOTICE without LICENSE (the package's copyright file
# names the Apache License 2.0 in /usr/share/common-licenses instead; packaging/deb.sh writes it).
set -euo pipefail

bin_path=$1
prefix=$2
system=${3:-}
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
executables=(borderlog borderlog-photos borderlog-locations borderlog-calendar borderlog-mail borderlog-resolve borderlog-infer borderlog-report)
share="$prefix/share"

if [ "$system" = --system ]; then
  programs="$prefix/lib/borderlog"
  zsh_dir="$share/zsh/vendor-completions"
else
  programs="$prefix/bin"
  zsh_dir="$share/zsh/site-functions"
fi

install -d "$prefix/bin" "$programs" "$share/man/man1" "$share/bash-completion/completions" "$zsh_dir" \
  "$share/fish/vendor_completions.d" "$share/borderlog" "$share/doc/borderlog"
if [ "$system" = --system ]; then
  install -m 0755 "$bin_path/borderlog" "$programs/"
  ln -sf ../lib/borderlog/borderlog "$prefix/bin/borderlog"
  for executable in "${executables[@]:1}"; do
    printf '#!/bin/sh\nexec /usr/lib/borderlog/borderlog %s "$@"\n' "${executable#borderlog-}" >"$prefix/bin/$executable"
    chmod 0755 "$prefix/bin/$executable"
  done
else
  (cd "$bin_path" && install -m 0755 "${executables[@]}" "$programs/")
fi
# SwiftPM looks for resource bundles beside the (symlink-resolved) executable first.
rm -rf "$programs"/BorderLog_*.resources
cp -R "$bin_path"/BorderLog_*.resources "$programs/"

borderlog="$bin_path/borderlog"
pages=$(mktemp -d)
trap 'rm -rf "$pages"' EXIT
"$borderlog" --experimental-dump-help | "$bin_path/man-pages" "$pages" "BorderLog $("$borderlog" --version)"
rm -f "$share/man/man1"/borderlog*.1 "$share/man/man1"/borderlog*.1.gz
install -m 0644 "$pages"/*.1 "$share/man/man1/"
if [ "$system" = --system ]; then gzip -9n "$share/man/man1"/borderlog*.1; fi

# A completion script is sourced, never run: bash's loses the #! line ArgumentParser gives it.
"$borderlog" --generate-completion-script bash | sed '1{/^#!/d}' >"$share/bash-completion/completions/borderlog"
"$borderlog" --generate-completion-script zsh >"$zsh_dir/_borderlog"
"$borderlog" --generate-completion-script fish >"$share/fish/vendor_completions.d/borderlog.fish"
install -m 0755 "$root/pipelines/nightly.sh" "$share/borderlog/nightly.sh"
install -m 0644 "$root/NOTICE" "$share/doc/borderlog/NOTICE"
if [ "$system" != --system ]; then install -m 0644 "$root/LICENSE" "$share/doc/borderlog/LICENSE"; fi
echo "installed BorderLog under $prefix ($(ls "$pages" | wc -l) manual pages)" >&2
