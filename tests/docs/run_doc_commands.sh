#!/usr/bin/env bash
# Runs the commands the docs show (issue 20 items 7 and 8):
#   run_doc_commands.sh MARKDOWN...
# in the current directory (which should be empty), one shell for all, so that `cd` carries on
# within a document (each document starts in that directory).
# A block is run when the line before its opening fence is `<!-- test -->`; each of its commands
# (a line, with its `\` continuation lines, or a here-document up to its end word; comments are
# the shell's) must exit 0, or N after `<!-- test: exit N -->` (a mistake shown on purpose). A block marked
# `<!-- output -->` after a tested block is what its last command prints: stdout must match it
# (trailing blank lines aside); after `<!-- output: stderr then stdout -->`, its stderr then its stdout
# (as a terminal shows a command that reports problems, then sums up). Each command reads its standard input from $DOC_STDIN (default
# /dev/null), so a guided game at its first question reads `quit` there and stops; a command with
# --watch, which runs until stopped, is interrupted once it says it is watching (at most
# $DOC_WATCH_SECONDS, default 30).
# Prints each command as it runs it and each failure; exits 1 if any failed, 2 on bad usage.
set -u
(($# > 0)) || { echo "usage: run_doc_commands.sh MARKDOWN..." >&2; exit 2; }
STDIN=${DOC_STDIN:-/dev/null}
WATCH_SECONDS=${DOC_WATCH_SECONDS:-30}
LOG=$(mktemp -d "${TMPDIR:-/tmp}/pnpkit-docs.XXXXXX")
trap 'rm -rf "$LOG"' EXIT
failures=0
commands=0

# run_command WHERE COMMAND EXPECTED: runs it (eval, so cd and variables carry on), stdout in
# $LOG/out, stderr in $LOG/err; a failure unless it exits EXPECTED.
run_command() {
  local where=$1 command=$2 expected=$3 code
  # The documentation folder a command names is the installed one; $DOC_DIR, when set, stands in
  # for it (the source's docs/ in the build tree's test, the unpacked package's in check-package).
  [[ -n ${DOC_DIR:-} ]] && command=${command//\/usr\/share\/doc\/pnpkit/$DOC_DIR}
  commands=$((commands + 1))
  echo "\$ $command"
  if [[ $command == *--watch* ]]; then
    # Runs until stopped: interrupted as Ctrl-C would once it says it is watching (or after
    # $WATCH_SECONDS); stopped so, it exits 0.
    eval "exec $command" <"$STDIN" >"$LOG/out" 2>"$LOG/err" &  # exec: the signal reaches pnpkit
    local pid=$! tenths=0
    while ((tenths < WATCH_SECONDS * 10)) && ! grep -qs '^watching' "$LOG/out" "$LOG/err" && kill -0 $pid 2>/dev/null; do
      sleep 0.1
      tenths=$((tenths + 1))
    done
    kill -INT $pid 2>/dev/null
    wait $pid
    code=$?
  else
    eval "$command" <"$STDIN" >"$LOG/out" 2>"$LOG/err"
    code=$?
  fi
  if ((code != expected)); then
    echo "FAIL: $where: exit code $code (not $expected): $command" >&2
    head -c 2000 "$LOG/err" >&2
    head -c 1000 "$LOG/out" >&2
    failures=$((failures + 1))
  fi
}

# check_output WHERE EXPECTED [both]: the last command's stdout (with `both`, its stderr then its
# stdout) is EXPECTED.
check_output() {
  local got
  if [[ ${3:-} == both ]]; then got=$(cat "$LOG/err" "$LOG/out"); else got=$(cat "$LOG/out"); fi
  if [[ $got != "$2" ]]; then
    echo "FAIL: $1: the output shown differs from the last command's:" >&2
    diff <(echo "$2") <(echo "$got") >&2
    failures=$((failures + 1))
  fi
}

START=$PWD
for doc in "$@"; do
  cd "$START" || exit 2
  [[ -f $doc ]] || { echo "no such file: $doc" >&2; exit 2; }
  mapfile -t lines <"$doc"
  mark= block= where= command= shown=0 heredoc=
  for ((n = 0; n < ${#lines[@]}; n++)); do
    line=${lines[n]}
    if [[ -z $block ]]; then
      if [[ $line =~ ^'<!-- '(test|test: exit [0-9]+|output|output: stderr then stdout)' -->'$ ]]; then
        mark=$line
      elif [[ -n $mark && $line == '```'* ]]; then
        block=test where="$doc:$((n + 1))" command= shown=0 output= expect=0 both=
        [[ $mark =~ exit\ ([0-9]+) ]] && expect=${BASH_REMATCH[1]}
        [[ $mark == '<!-- output'* ]] && block=output
        [[ $mark == *stderr* ]] && both=both
        mark=
      elif [[ $line == '```'* || $line == '~~~'* ]]; then  # a block not run: skipped whole
        block=skip fence=${line:0:3}
      else
        mark=
      fi
      continue
    fi
    if [[ $block == skip ]]; then
      [[ $line == "$fence" ]] && block=
      continue
    fi
    if [[ -n $heredoc ]]; then  # a here-document's line, or its end
      command+=$'\n'$line
      [[ $line == "$heredoc" ]] || continue
      heredoc=
      run_command "$doc:$start" "$command" "$expect"
      shown=1 command=
      continue
    fi
    if [[ $line == '```' ]]; then  # the block ends
      [[ $block == output ]] && check_output "$where" "$output" "$both"
      [[ $block == test && $shown == 0 ]] && { echo "FAIL: $where: a test block without a command" >&2; failures=$((failures + 1)); }
      block=
      continue
    fi
    if [[ $block == output ]]; then
      output+=${output:+$'\n'}$line
      continue
    fi
    [[ -z $command ]] && start=$((n + 1))
    command+=$line
    if [[ $command == *\\ ]]; then  # continued on the next line
      command=${command%\\}
      continue
    fi
    if [[ $command =~ \<\<-?[[:space:]]*[\'\"]?([A-Za-z_]+) ]]; then  # a here-document follows
      heredoc=${BASH_REMATCH[1]}
      continue
    fi
    [[ $command =~ ^[[:space:]]*(#|$) ]] || { run_command "$doc:$start" "$command" "$expect"; shown=1; }
    command=
  done
done
echo "$commands commands run, $failures failed"
((failures == 0))
