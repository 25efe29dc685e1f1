# Shell completion (issue 20 item 5): `pnpkit completions bash` is sourced in a bash subshell and its
# function driven as bash would (COMP_WORDS, COMP_CWORD, COMPREPLY) for commands, options, option
# values (--paper, --format lists, global --format), game names and folders, and files; the zsh and
# fish scripts pass their shells' syntax checks when those shells are installed; the build wrote the
# same scripts, and a manual page groff reads without a warning.
source "$(dirname "$0")/lib.sh"
BUILD_DIR=$(dirname "$PNPKIT")

run completions bash
expect_code 0
echo "$OUT" >"$WORK/pnpkit.bash"
mkdir -p "$WORK/here/cosy-game" "$WORK/here/notes"
touch "$WORK/here/session.toml" "$WORK/here/scores.txt"

# complete_words WORDS...: what bash would offer for the last word (empty: a new word), one a line,
# sorted; run in $WORK/here.
complete_words() {
  (cd "$WORK/here" && bash --norc -c '
    source "$1"; shift
    COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1))
    COMP_LINE="$*"; COMP_POINT=${#COMP_LINE}
    _pnpkit pnpkit "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD - 1]}"
    printf "%s\n" "${COMPREPLY[@]}" | sort' bash "$WORK/pnpkit.bash" pnpkit "$@")
}
# expect_completion EXPECTED WORDS...: the offered words are exactly EXPECTED (lines).
expect_completion() {
  local expected=$1 got
  shift
  got=$(complete_words "$@")
  [[ $got == "$expected" ]] || fail "completing '$*': expected
$expected
got
$got"
}
# expect_offers WORD WORDS...: WORD is among the offered words.
expect_offers() {
  local word=$1 got
  shift
  got=$(complete_words "$@")
  grep -qx -- "$word" <<<"$got" || fail "completing '$*' does not offer '$word':
$got"
}

[[ $(bash --norc -c 'source "$1"; complete -p pnpkit' bash "$WORK/pnpkit.bash") == "complete -F _pnpkit pnpkit" ]] ||
  fail "the script does not register _pnpkit for pnpkit"
# Commands and subcommands.
expect_completion "render
roll" r
expect_offers colf ""
expect_offers completions ""
expect_offers play colf ""
expect_offers round colf ""
# Options: a command's own and the global ones; values from the options' checks.
expect_completion "--paper" render --pa
expect_offers --quiet render -
expect_offers letter render --paper ""
expect_completion "letter" render --paper let
expect_completion "short" render --duplex s
expect_completion "pdf,png
pdf,preview" render --format pdf,p
expect_completion "png,pdf,preview
png,pdf,showcase
png,pdf,tts" render --format png,pdf,
expect_completion "json
text" --format ""
expect_completion "json
text" validate --format ""
expect_completion "--paper=letter" render --paper=let
# Game names and folders (a designer's game), files and folders.
expect_completion "colf
cosy-game" render co
expect_completion "notes" render --out n
expect_completion "scores.txt
session.toml" draw show --session s
# An option's value is not taken for a game; after an argument no subcommand is offered.
expect_completion "colf
cosy-game" render --paper a4 co

# zsh and fish: syntax, when the shell is there.
if command -v zsh >/dev/null; then
  run completions zsh
  echo "$OUT" >"$WORK/_pnpkit"
  zsh -n "$WORK/_pnpkit" 2>"$WORK/zsh.err" || fail "zsh -n: $(cat "$WORK/zsh.err")"
  [[ $OUT == "#compdef pnpkit"* ]] || fail "the zsh script lacks #compdef"
  # Loaded by compinit's machinery, it registers _pnpkit and a function per command.
  got=$(cd "$WORK" && HOME=$WORK zsh -fc 'autoload -U compinit; compinit -u -d "$HOME/zcompdump"
    source ./_pnpkit; whence -w _pnpkit__render _pnpkit__colf__play; print -r -- ${_comps[pnpkit]}' 2>&1)
  [[ $got == "_pnpkit__render: function
_pnpkit__colf__play: function
_pnpkit" ]] || fail "zsh does not load the script: $got"
else
  echo "zsh not installed: its script's syntax not checked"
fi
if command -v fish >/dev/null; then
  run completions fish
  echo "$OUT" >"$WORK/pnpkit.fish"
  fish -n "$WORK/pnpkit.fish" 2>"$WORK/fish.err" || fail "fish -n: $(cat "$WORK/fish.err")"
  got=$(cd "$WORK/here" && HOME=$WORK fish --no-config -c "source $WORK/pnpkit.fish; complete -C 'pnpkit render --paper let'" 2>&1)
  [[ $got == letter* ]] || fail "fish completing 'pnpkit render --paper let': $got"
  got=$(cd "$WORK/here" && HOME=$WORK fish --no-config -c "source $WORK/pnpkit.fish; complete -C 'pnpkit colf '" 2>&1)
  grep -q "^play" <<<"$got" || fail "fish completing 'pnpkit colf ': $got"
else
  echo "fish not installed: its script's syntax not checked"
fi

# What the build wrote for installation is what the program prints now.
for shell in bash zsh fish; do
  file=$BUILD_DIR/generated/completions/$(case $shell in bash) echo pnpkit ;; zsh) echo _pnpkit ;; fish) echo pnpkit.fish ;; esac)
  run completions $shell
  [[ -f $file && $(cat "$file") == "$OUT" ]] || fail "$file is not what 'pnpkit completions $shell' prints"
done
run completions tcsh
expect_code 2
expect_err_contains "tcsh"

# The manual page: the build's matches the program's, and groff reads it without a warning.
run manpage
expect_code 0
# (but for its date, the build's source date)
[[ $(sed /^.TH/d "$BUILD_DIR/generated/man1/pnpkit.1") == "$(sed /^.TH/d <<<"$OUT")" ]] ||
  fail "the build's pnpkit.1 is not what 'pnpkit manpage' prints"
if command -v groff >/dev/null; then
  warnings=$(LC_ALL=C.UTF-8 groff -man -Tutf8 -ww "$BUILD_DIR/generated/man1/pnpkit.1" 2>&1 >/dev/null)
  [[ -z $warnings ]] || fail "groff warns on pnpkit.1: $warnings"
fi
finish
