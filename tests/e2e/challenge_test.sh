# play --challenge N: two players who choose differently are dealt the same dice; the session keeps
# the challenge; review shows the advisor's game of the same challenge; the mistakes exit 2.
source "$(dirname "$0")/lib.sh"
cd "$WORK" || exit 1

# Usage mistakes: exit 2, and no session left behind.
run dice-adventures play --session x.toml --challenge 0 </dev/null
expect_code 2
expect_err_contains "--challenge takes a number from 1, not '0'"
run dice-adventures play --session x.toml --challenge 7 --seed 3 </dev/null
expect_code 2
expect_err_contains "a challenge deals its own dice: leave out --seed with --challenge"
run dice-adventures play --session x.toml --challenge 7 --dice typed </dev/null
expect_code 2
expect_err_contains "leave out --dice typed and --draws typed"
[[ ! -e x.toml ]] || fail "a refused challenge left a session"

# Two players of challenge 7: one always takes the first choice, the other the second.
{ printf 'bard\ncleric\nthief\n'; for _ in $(seq 300); do echo 1; done; } >first.txt
{ printf 'bard\ncleric\nthief\n'; for _ in $(seq 300); do echo 2; done; } >second.txt
run dice-adventures play --challenge 7 --session one.toml <first.txt
expect_code 0
expect_out_contains "The game is over."
run dice-adventures play --challenge 7 --session two.toml <second.txt
expect_code 0
grep -q '^setup = { "challenge" = "7" }' one.toml || fail "the session does not keep the challenge"
grep -q '^dice = "rolled"' one.toml || fail "a challenge's dice are not rolled by pnpkit"
# The k-th roll of the party's dice is the same die for die in both games (one may roll fewer).
rolls() { grep -o '{ ask = "dice", answer = "[0-9 ]*", by = "pnpkit" }' "$1" | cut -d'"' -f4; }
mismatches() {  # FILE FILE: how many k-th rolls differ in a die both rolled
  local n=0 a b
  while IFS='|' read -r a b; do
    [[ -z $a || -z $b || $a == "$b"* || $b == "$a"* ]] || n=$((n + 1))
  done < <(paste -d'|' <(rolls "$1") <(rolls "$2"))
  echo "$n"
}
[[ $(rolls one.toml | wc -l) -ge 5 ]] || fail "too few rolls to compare: $(rolls one.toml)"
[[ $(mismatches one.toml two.toml) == 0 ]] ||
  fail "challenge 7 rolled differently: $(paste -d'|' <(rolls one.toml) <(rolls two.toml))"
# The two players did choose differently (else the test shows nothing).
cmp -s <(grep 'by = "pnpkit"' -v one.toml) <(grep 'by = "pnpkit"' -v two.toml) &&
  fail "both players made the same choices"

# A plain game with the challenge's seed: choices shift the rolls (what a challenge prevents).
SEED=$(sed -n 's/^seed = "\{0,1\}\([0-9]*\)"\{0,1\}$/\1/p' one.toml)
run --seed "$SEED" dice-adventures play --dice rolled --session p1.toml <first.txt
expect_code 0
run --seed "$SEED" dice-adventures play --dice rolled --session p2.toml <second.txt
expect_code 0
[[ $(mismatches p1.toml p2.toml) -gt 0 ]] ||
  fail "an ordinary game rolled the same for different choices: the comparison shows nothing"

# The challenge cannot change on resuming.
run dice-adventures play --session one.toml --challenge 8 </dev/null
expect_code 2
expect_err_contains "session one.toml is challenge 7"
run dice-adventures play --session one.toml --status
expect_code 0

# Review solves the game: not in the sanitizer build, where that takes minutes.
if [[ -n ${PNPKIT_SANITIZED:-} ]]; then finish; exit; fi

# Review shows both games of the challenge, the same advisor's game for both players.
run dice-adventures review --session one.toml
expect_code 0
line=$(grep '^Challenge 7: you ' <<<"$OUT") || fail "no challenge line in: $OUT"
advisor=${line#*; the advisor }
run dice-adventures review --session two.toml --format json
expect_code 0
python3 -c '
import json, sys
d = json.load(sys.stdin)
c = d["challenge"]
assert c["number"] == 7, c
assert c["advisor"]["score"] >= c["yours"]["score"], c
assert c["advisor"]["result"] + ", dealt the same." == sys.argv[1], (c, sys.argv[1])
' "$advisor" <<<"$OUT" || fail "review's challenge in JSON: $OUT"

# The other games' reviews of a challenge show both results too (each game gives its own).
{ echo keep; printf '1\n%.0s' $(seq 300); } >run.txt
run domino-run play --challenge 5 --session run.toml <run.txt
expect_code 0
run domino-run review --session run.toml
expect_code 0
grep -Eq '^Challenge 5: you (won|lost) on turn [0-9]+.*; the advisor (won|lost) on turn [0-9]+.*, dealt the same\.$' <<<"$OUT" ||
  fail "domino-run's review of a challenge: $OUT"
printf 'none\n1\n%.0s' $(seq 10) >dance.txt
run dragon-dance play --challenge 5 --session dance.toml <dance.txt
run dragon-dance review --session dance.toml
expect_code 0
grep -Eq '^Challenge 5: your game goes on; the advisor (won|lost|drew), dealt the same\.$' <<<"$OUT" ||
  fail "dragon-dance's review of a challenge: $OUT"
{ printf 'attack\ndefense\nattack\ndefense\n'; } >colf.txt
run colf play --challenge 5 --session colf.toml <colf.txt
run colf review --session colf.toml
expect_code 0
grep -Eq '^Challenge 5: your game goes on; the advisor (won with [0-9]+ turn tokens? left.*|lost \(the hero died\)), dealt the same\.$' <<<"$OUT" ||
  fail "colf's review of a challenge: $OUT"

finish
