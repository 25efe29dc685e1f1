# pnpkit roll against hostile expressions: each answers or is refused at once, and output stays
# bounded. A limit of 5 s of CPU time (not wall time, which a loaded machine stretches) only guards
# against a hang: each case took from 4.5 s to minutes before. Speed itself is measured by
# tests/bench/dice_stats_bench.
source "$(dirname "$0")/lib.sh"

# run_timed ARGS...: run, with the process killed past 5 s of CPU time.
run_timed() {
  (ulimit -t 5 && exec "$PNPKIT" "$@") >"$WORK/out" 2>"$WORK/err"
  CODE=$?
  OUT=$(cat "$WORK/out")
  ERR=$(cat "$WORK/err")
}

# A sum of 40,000 terms (80 KB) crashed with SIGSEGV after 4.5 s: now refused for its length.
long_sum="1$(printf '+1%.0s' $(seq 40000))"
run_timed roll "$long_sum"
expect_code 2
expect_err_contains "expression too long (80001 characters; at most 1000) at column 1001"
expect_err_contains "hint: roll it in parts, one expression each"
# The longest sum allowed rolls and has statistics.
sum_of_500="1$(printf '+1%.0s' $(seq 499))"
run_timed --seed 1 roll "$sum_of_500"
expect_code 0
expect_out_contains "= 500"
run_timed roll --stats "$sum_of_500"
expect_code 0
expect_out_contains "mean 500.0000, sd 0.0000, min 500, max 500"

# 'd1000000r1r2…r2000' (9 KB) took 10 s of CPU; with --stats and 300 conditions 17 s and 309 MB.
long_chain="d1000000$(for i in $(seq 1 2000); do printf 'r%d' "$i"; done)"
run_timed roll "$long_chain"
expect_code 2
expect_err_contains "expression too long"
run_timed roll --stats "${long_chain:0:1200}"
expect_code 2
# The longest chain allowed answers: rerolled faces are ranges, not checked face by face.
chain="d1000000$(for i in $(seq 1 198); do printf 'r%d' "$i"; done)"
run_timed --seed 1 roll "$chain"
expect_code 0
run_timed roll --stats "$chain"
expect_code 0
expect_out_contains "values in runs of 9999 (999802 values)"

# A flat wide distribution printed a million lines; d1000000*d10 four million (299 MB).
run_timed roll --stats d1000000
expect_code 0
lines=$(wc -l <<<"$OUT")
((lines <= 110)) || fail "--stats d1000000 printed $lines lines"
expect_out_contains "values in runs of 10000 (1000000 values)"
run_timed roll --stats 'd1000000*d10'
expect_code 0
lines=$(wc -l <<<"$OUT")
((lines <= 110)) || fail "--stats d1000000*d10 printed $lines lines"
run_timed --format json roll --stats d1000000
expect_code 0
expect_out_contains '"grouped_by": 100'
entries=$(grep -c '"probability"' <<<"$OUT")
((entries == 10000)) || fail "--format json --stats d1000000 listed $entries entries, expected 10000"

# An at-least never passes 1, however the doubles round (1.0000000000000002 was printed).
run --format json roll --stats 'd10+d10' '3d7' '4d6kh3' '2d20kl1' '10d10!>=9kh3'
expect_code 0
grep -q '"at_least": 1\.0*[1-9]' <<<"$OUT" && fail "an at-least above 1: $(grep '"at_least": 1\.' <<<"$OUT" | head -1)"

finish
