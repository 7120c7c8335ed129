#!/usr/bin/env zsh
# Prints, one a line, the matches zsh's own completion offers when Tab is pressed after WORDS, as a person at an
# interactive zsh would get them (scripts/test-install.sh checks the installed _borderlog with it):
#
#   zsh -f scripts/zsh-complete.zsh FPATH-FOLDER WORDS...      # e.g. ~/.local/share/zsh/site-functions borderlog rep
#
# An interactive zsh runs on a pseudo-terminal (zsh/zpty) with FPATH-FOLDER first in fpath and compinit loaded, and
# `compadd` wrapped to print each match it is handed before adding it. The line is typed with a Tab bound to a widget
# that completes and then prints a marker, and everything up to the marker is read back. Exit status 1 when the shell
# does not get that far. Run it under `timeout`: a completion that never returns would block the read.
emulate -L zsh
zmodload zsh/zpty || exit 1
folder=$1
shift
home=$(mktemp -d) || exit 1
trap 'zpty -d completion 2>/dev/null; rm -rf -- $home' EXIT

cat >$home/.zshrc <<RC
PS1='' RPS1='' PROMPT_EOL_MARK='' zle_bracketed_paste=()
unsetopt prompt_sp
fpath=(${(q)folder} \$fpath)
autoload -Uz compinit && compinit -u -D
compadd() {
  local -a found
  builtin compadd -O found "\$@"
  (( \$#found )) && print -rl -- '' \${found/#/MATCH:} >/dev/tty
  builtin compadd "\$@"
}
complete-and-mark() { zle complete-word; print -r -- END-OF-MATCHES >/dev/tty }
zle -N complete-and-mark
bindkey '^I' complete-and-mark
print -r -- READY-FOR-INPUT
RC

export ZDOTDIR=$home HOME=$home
zpty completion zsh -i || exit 1
zpty -r -m completion out '*READY-FOR-INPUT*' || exit 1
zpty -w -n completion "$*"$'\t'
zpty -r -m completion out '*END-OF-MATCHES*' || exit 1
for line in ${(f)out}; do
  line=${line%$'\r'}
  [[ $line == *MATCH:* ]] && print -r -- ${line##*MATCH:}
done
exit 0
