# Session and output files under concurrency, kills, links and odd paths: nothing lost, nothing left.
source "$(dirname "$0")/lib.sh"
source "$(dirname "$0")/session_items.sh"
DATA="$SOURCE_DIR/data"
cd "$WORK" || exit 1

# 200 pairs of draws started together on one session lose nothing and never draw a tile twice
# (40 in the sanitizer build, where each run starts 10 times slower).
pairs=200
[[ -z ${PNPKIT_SANITIZED:-} ]] || pairs=40
lost=0
twice=0
for ((i = 0; i < pairs; i++)); do
  rm -f s.toml
  "$PNPKIT" draw domino 1 --session s.toml --seed $((2 * i)) >a.out 2>/dev/null &
  a=$!
  "$PNPKIT" draw domino 1 --session s.toml --seed $((2 * i + 1)) >b.out 2>/dev/null &
  b=$!
  wait $a || fail "pair $i: the first draw failed"
  wait $b || fail "pair $i: the second draw failed"
  left=$(cat a.out b.out | grep -o 'left in the bag: [0-9]*' | grep -o '[0-9]*$' | sort -n | head -1)
  [[ $left == 26 ]] || lost=$((lost + 1))
  [[ $(head -1 a.out) != "$(head -1 b.out)" ]] || twice=$((twice + 1))
  [[ $(count s.toml '[dominoes]' out) == 2 ]] || lost=$((lost + 1))
done
((lost == 0)) || fail "$lost of $pairs concurrent pairs lost a draw"
((twice == 0)) || fail "$twice of $pairs concurrent pairs drew the same tile twice"

# A session reached through a symlink is written through: the link stays, its target changes.
mkdir -p real
"$PNPKIT" draw domino 2 --session real/game.toml --seed 1 >/dev/null 2>&1
ln -s real/game.toml linked.toml
run draw domino 1 --session linked.toml --seed 2
expect_code 0
[[ -L linked.toml ]] || fail "the session's symlink was replaced by a file"
[[ $(count real/game.toml '[dominoes]' out) == 3 ]] || fail "the target does not hold all 3 draws: $(cat real/game.toml)"

# The session keeps its mode; a new one follows the umask.
chmod 600 real/game.toml
"$PNPKIT" draw domino 1 --session real/game.toml --seed 3 >/dev/null 2>&1
[[ $(stat -c %a real/game.toml) == 600 ]] || fail "a 0600 session became $(stat -c %a real/game.toml)"
(umask 077 && "$PNPKIT" draw domino 1 --session private.toml --seed 3 >/dev/null 2>&1)
[[ $(stat -c %a private.toml) == 600 ]] || fail "a new session under umask 077 is $(stat -c %a private.toml)"

# An empty session name is a usage error; a folder that does not exist is an outside error.
run draw domino 1 --session ""
expect_code 2
expect_err_contains "--session needs a file name"
run draw domino 1 --session nowhere/game.toml
expect_code 3
expect_err_contains "folder 'nowhere' does not exist"
[[ ! -e nowhere ]] || fail "a folder was made for a session"

# A lock file planted as a symlink is not followed: the command stops (exit 3) and the link's
# target is not made.
"$PNPKIT" draw domino 1 --session planted.toml --seed 4 >/dev/null 2>&1
cp planted.toml planted.orig
rm -f .planted.toml.lock
ln -s "$WORK/victim" .planted.toml.lock
run draw domino 1 --session planted.toml
expect_code 3
expect_err_contains "its lock file '.planted.toml.lock' is a symbolic link, which pnpkit does not follow"
[[ ! -e victim ]] || fail "the planted link's target was made"
cmp -s planted.toml planted.orig || fail "the session changed without its lock"

# kill -9 during renders: each leaves the old PDF or a new whole one, and no temporary file.
"$PNPKIT" --data "$DATA" render colf --out pdfs >/dev/null 2>&1 || fail "the first render failed"
for ((i = 0; i < 12; i++)); do
  "$PNPKIT" --data "$DATA" render colf --out pdfs >/dev/null 2>&1 &
  pid=$!
  sleep "0.$((RANDOM % 9 + 1))"
  kill -9 $pid 2>/dev/null
  wait $pid 2>/dev/null
done
for pdf in pdfs/colf/*.pdf; do
  qpdf --check "$pdf" >/dev/null 2>&1 || fail "$pdf is not a whole PDF after the kills"
done
# A kill between naming the finished temporary file and renaming it over the PDF can leave that
# hidden file (kill -9 cannot be caught); the next write into the folder removes it.
"$PNPKIT" --data "$DATA" render colf --out pdfs >/dev/null 2>&1 || fail "the render after the kills failed"
leftovers=$(find pdfs -name '.*' -type f | wc -l)
[[ $leftovers == 0 ]] || fail "$leftovers temporary files left after a render that followed killed ones"

finish
