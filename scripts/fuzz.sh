#!/usr/bin/env bash
# Runs every libFuzzer harness built under BUILD_DIR/fuzz (`make fuzz` builds them first), as many at
# once as there are cores (FUZZ_JOBS), SECONDS each (default 600), niced, and keeps what they find:
#   fuzz-corpus/NAME/          new corpus entries, kept from run to run (not in git)
#   BUILD_DIR/fuzz/seeds/NAME/ seeds made from the shipped data and templates, plus tests/fuzz/seeds/NAME/
#   BUILD_DIR/fuzz/crashes/    inputs that crashed, timed out or leaked: fix the bug, then add the input
#                              to tests/fuzz/regression/NAME/ so that `make test` replays it
# Usage: scripts/fuzz.sh BUILD_DIR [SECONDS [NAME...]]. Exits 1 when a harness found a crash.
set -euo pipefail
build=${1:?usage: fuzz.sh BUILD_DIR [SECONDS [NAME...]]}
seconds=${2:-600}
shift $(($# < 2 ? $# : 2))
source_dir=$(cd "$(dirname "$0")/.." && pwd)
fuzz_dir="$build/fuzz"
mkdir -p "$fuzz_dir/crashes"

# Seeds from what the project ships, so that new games and templates are fuzzed from their data.
make_seeds() {
  local name=$1 seeds="$fuzz_dir/seeds/$1"
  rm -rf "$seeds" && mkdir -p "$seeds"
  cp "$source_dir/tests/fuzz/seeds/$name/"* "$seeds/" 2>/dev/null || true
  case $name in
    game_data)
      for file in "$source_dir"/data/*/*.toml; do
        local game_file=${file#"$source_dir/data/"}
        { printf '%s\n' "$game_file"; cat "$file"; } >"$seeds/data-${game_file//\//-}"
      done ;;
    template)
      for file in "$source_dir"/templates/*.toml "$source_dir"/tests/fixtures/templates/*.toml; do
        { cat "$file"; printf '\n%%%%\n<b>Goblin</b> of the <i>deep</i> :die6: &amp; :heart:'; } \
          >"$seeds/template-$(basename "$file")"
      done ;;
    csv)
      for file in "$source_dir"/{data/*,scaffold,tests/fixtures/designer/*}/*.csv; do
        [[ -f $file ]] || continue
        local csv_file=${file#"$source_dir/"}
        cp "$file" "$seeds/csv-${csv_file//\//-}"
      done ;;
    sheet)
      for file in "$source_dir"/{data/*,scaffold,tests/fixtures/designer/*,tests/fixtures/sheets}/*.{xlsx,ods}; do
        [[ -f $file ]] || continue
        local sheet_file=${file#"$source_dir/"}
        { printf 'z'; cat "$file"; } >"$seeds/sheet-${sheet_file//\//-}"
      done ;;
    image)
      for file in "$source_dir"/{tests/fixtures/images,tests/fixtures/designer/*/art,tests/fixtures/broken/*/art}/*.{png,jpg}; do
        [[ -f $file ]] || continue
        local image_file=${file#"$source_dir/"}
        cp "$file" "$seeds/image-${image_file//\//-}"
      done ;;
  esac
}

dictionary() {
  case $1 in
    dice) echo "$source_dir/tests/fuzz/dict/dice.dict" ;;
    template) echo "$source_dir/tests/fuzz/dict/template.dict" ;;
    csv) echo "$source_dir/tests/fuzz/dict/csv.dict" ;;
    sheet) echo "$source_dir/tests/fuzz/dict/sheet.dict" ;;
    play) echo "$source_dir/tests/fuzz/dict/play.dict" ;;
    session) echo "$source_dir/tests/fuzz/dict/session.dict" ;;
    matrix_game | image) ;;  # bytes, not text: no dictionary
    condition) echo "$source_dir/tests/fuzz/dict/condition.dict" ;;
    *) echo "$source_dir/tests/fuzz/dict/toml.dict" ;;
  esac
}

# One harness: its seeds, then libFuzzer for `seconds`; its log in $fuzz_dir/NAME.log.
run_harness() {
  local name=$1 binary="$fuzz_dir/fuzz_$1"
  make_seeds "$name"
  local corpus="$source_dir/fuzz-corpus/$name"
  local regression="$source_dir/tests/fuzz/regression/$name"
  mkdir -p "$corpus"
  local corpora=("$corpus" "$fuzz_dir/seeds/$name")
  [[ -d $regression ]] && corpora+=("$regression")
  # -timeout is wall time, which a shared machine stretches: 60 s flags a hang, not a slow input.
  local dict options=()
  dict=$(dictionary "$name")
  [[ -n $dict ]] && options+=(-dict="$dict")
  nice -n 10 "$binary" -max_total_time="$seconds" -timeout=60 -rss_limit_mb=4096 \
    "${options[@]}" -artifact_prefix="$fuzz_dir/crashes/$name-" -print_final_stats=1 \
    "${corpora[@]}" 2>"$fuzz_dir/$name.log"
}

names=("$@")
if ((${#names[@]} == 0)); then
  for binary in "$fuzz_dir"/fuzz_*; do names+=("${binary##*/fuzz_}"); done
fi
for name in "${names[@]}"; do
  [[ -x $fuzz_dir/fuzz_$name ]] || { echo "fuzz: no harness $fuzz_dir/fuzz_$name" >&2; exit 2; }
done
# libFuzzer runs on one core: as many harnesses at once as there are cores (FUZZ_JOBS to change),
# each for its full time.
jobs=${FUZZ_JOBS:-$(nproc)}
declare -A pids
failed=()
touch "$fuzz_dir/crashes/.run-started"
for ((i = 0; i < ${#names[@]}; i += jobs)); do
  for name in "${names[@]:i:jobs}"; do
    echo "== fuzz_$name: $seconds s"
    run_harness "$name" &
    pids[$name]=$!
  done
  for name in "${names[@]:i:jobs}"; do
    wait "${pids[$name]}" || failed+=("$name")
    echo "-- fuzz_$name"
    grep -E '^stat::(number_of_executed_units|peak_rss_mb)|^#[0-9]+ +DONE' "$fuzz_dir/$name.log" || true
  done
done
# What failed comes last, where a CI log's tail shows it: the finding, its stack, and the input.
for name in "${failed[@]}"; do
  echo "fuzz_$name FAILED: see $fuzz_dir/$name.log and $fuzz_dir/crashes/" >&2
  grep -v -E '^(#[0-9]+|\s+NEW_FUNC)' "$fuzz_dir/$name.log" | tail -40 >&2
  find "$fuzz_dir/crashes" -name "$name-*" -newer "$fuzz_dir/crashes/.run-started" |
  while read -r input; do
    echo "-- $input (first 30 lines, non-printing bytes shown as by cat -v):" >&2
    head -30 "$input" | cat -v >&2
  done
done
((${#failed[@]} == 0))
