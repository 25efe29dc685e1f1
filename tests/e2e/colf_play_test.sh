# pnpkit colf play: a whole guided game through the real binary, answered one question a run (as a
# player resuming it would), then the same answers piped at once; status, undo, bad and missing
# input, a corrupt session, and the hero sheet filled in from the session.
source "$(dirname "$0")/lib.sh"
cd "$WORK" || exit 1

# answer PROMPT: what a plain player answers: rest every turn, then fight the Master when it comes.
answer() {
  case $1 in
    "Turn "*) echo rest ;;
    "Where does "*) echo attack ;;
    "Dice "*) echo none ;;
    "Place your dice"*) echo 1 ;;
    "Boosts"*) echo "0 0" ;;
    "Hit "*) echo 1 ;;
    "Grow to"*) echo no ;;
    "Adapt"*) echo done ;;
    *) echo "no answer for: $1" >&2; echo "?" ;;
  esac
}

# One answer a run: each run ends when its input does, naming the question asked next.
: >answers.txt
run colf play --session pieces.toml --dice rolled --seed 21 </dev/null
for ((i = 0; i < 400 && CODE == 2; i++)); do
  PROMPT=$(sed -n 's/.*while asking: //p' <<<"$ERR")
  [[ -n $PROMPT ]] || { fail "exit 2 without a question: $ERR"; break; }
  answer "$PROMPT" >>answers.txt
  run colf play --session pieces.toml < <(tail -n 1 answers.txt)
done
expect_code 0
[[ $OUT == *"You beat the Master Monster"* || $OUT == *"The game is lost"* ]] ||
  fail "the game did not end: $OUT"
(( $(wc -l <answers.txt) > 20 )) || fail "a whole game took only $(wc -l <answers.txt) answers"

# The same answers piped at once into a new session give the same game, step for step.
run colf play --session whole.toml --dice rolled --seed 21 <answers.txt
expect_code 0
expect_out_contains "CoLF DaDA: your hero starts at level 3"
expect_out_contains "No turn token is left: the Master Monster comes for you (level 10)."
expect_out_contains "> rest"  # piped answers are echoed
steps() { grep -v '^# Resume it with' "$1"; }
[[ $(steps whole.toml) == "$(steps pieces.toml)" ]] ||
  fail "the game piped at once differs from the one resumed: $(diff <(steps whole.toml) <(steps pieces.toml) | head)"

# Status of a finished game: the sheets, and that it is over.
run colf play --session whole.toml --status
expect_code 0
expect_out_contains "Hero: level 3 (3 dice)"
expect_out_contains "Turn pool: 0 of 20 tokens left (turn 20)"
expect_out_contains "The game is over."

# Undo takes back the last answer; with no more input that is exit 2, the game kept.
STEPS=$(grep -c '{ ask = ' whole.toml)
run colf play --session whole.toml --undo 1 </dev/null
expect_code 2
expect_out_contains "Took back 1 answer."
(( $(grep -c '{ ask = ' whole.toml) < STEPS )) || fail "undo kept every step"

# A bad answer on a pipe: exit 2 naming the line; no input at all: exit 2.
run colf play --session bad.toml --dice rolled --seed 3 <<<"sideways"
expect_code 2
expect_err_contains "line 1: 'sideways' is not one of the choices"
expect_err_contains "resume it with: pnpkit colf play --session bad.toml"
run colf play --session empty.toml --dice rolled --seed 3 </dev/null
expect_code 2
expect_err_contains "input ended at line 1 while asking: Where does "

# A corrupt session: exit 1 with its position.
printf 'pnpkit_play = 1\ngame = "colf"\nseed = 3\nsteps = [\n    { ask = "turn", answer = "rest" },\n]\n' >corrupt.toml
run colf play --session corrupt.toml </dev/null
expect_code 1
expect_err_contains "corrupt.toml:5:5: error: step 1 answers 'turn', but the game asks 'hero-tile' here"

# The hero sheet filled in from the session.
run render colf --session whole.toml --out sheets
expect_code 0
expect_out_contains "wrote sheets/colf/hero-sheet-filled.pdf"
[[ -s sheets/colf/hero-sheet-filled.pdf ]] || fail "no filled-in hero sheet"
run render --session whole.toml --out sheets
expect_code 2
expect_err_contains "--session fills in the sheets of one game"

finish
