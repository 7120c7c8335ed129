#!/usr/bin/env bash
# Installs the Debian packages BorderLog builds against, when missing.
# As root it runs apt-get; with passwordless sudo it uses sudo; otherwise it prints the exact command.
set -euo pipefail

missing=()
for package in "$@"; do
  status=$(dpkg-query -W -f='${Status}' "$package" 2>/dev/null || true)
  [[ "$status" == "install ok installed" ]] || missing+=("$package")
done
[[ ${#missing[@]} -eq 0 ]] && exit 0

command=(apt-get install -y --no-install-recommends "${missing[@]}")
if [[ $(id -u) -eq 0 ]]; then
  echo "Installing ${missing[*]}" >&2
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive "${command[@]}"
elif command -v sudo >/dev/null && sudo -n true 2>/dev/null; then
  echo "Installing ${missing[*]} with sudo" >&2
  sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive "${command[@]}"
else
  echo "BorderLog needs these Debian packages: ${missing[*]}" >&2
  echo "Install them with:  sudo apt-get update && sudo ${command[*]}" >&2
  exit 1
fi
