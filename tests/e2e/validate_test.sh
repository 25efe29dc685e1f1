# pnpkit validate on the shipped data and on a broken copy: every problem, exactly as printed.
source "$(dirname "$0")/lib.sh"

run validate
expect_code 0
expect_out_contains "validated 3 games:"
expect_out_contains ", 0 errors,"

# A copy of the colf data with three mistakes in the first noun card.
mkdir -p "$WORK/data"
cp -r data/colf "$WORK/data/colf"
nouns="$WORK/data/colf/nouns.toml"
sed -i '0,/^attack = 1$/s//attack = "1"/' "$nouns"        # line 9: a string where an integer belongs
sed -i '0,/^bite = 0$/s//bite = 0\natack = 2/' "$nouns"   # line 12: a misspelt key
sed -i '0,/^id = "cave-gecko"$/s//id = "giant-rat"/' "$nouns"  # line 15: a duplicate id
cd "$WORK"
run validate colf --data data
expect_code 1
expect_err "data/colf/nouns.toml:9:10: error: 'attack' must be an integer, found string
  hint: remove the quotes: attack = 1
data/colf/nouns.toml:12:1: error: unknown key 'atack'
  hint: did you mean 'attack'?
data/colf/nouns.toml:16:6: error: duplicate id 'giant-rat'
  hint: first defined at data/colf/nouns.toml:5:6"
expect_out_contains "validated 1 game:"
expect_out_contains "3 errors"

run --format json validate colf --data data
expect_code 1
expect_out_contains '"severity": "error"'
expect_out_contains '"file": "data/colf/nouns.toml"'
expect_out_contains '"line": 9'
expect_out_contains '"column": 10'
expect_out_contains '"message": "unknown key '"'"'atack'"'"'"'
expect_out_contains '"hint": "did you mean '"'"'attack'"'"'?"'

# Files that cannot be data: empty, not UTF-8, a directory, missing.
: > data/colf/nouns.toml
run validate colf --data data
expect_code 1
expect_err_contains "data/colf/nouns.toml:1:1: error: file is empty"
printf 'name = "caf\xe9"\n' > data/colf/nouns.toml
run validate colf --data data
expect_code 1
expect_err_contains "data/colf/nouns.toml:1:12: error: file is not valid UTF-8"
rm data/colf/nouns.toml && mkdir data/colf/nouns.toml
run validate colf --data data
expect_code 1
expect_err_contains "data/colf/nouns.toml: error: is a directory, expected a TOML file"
rmdir data/colf/nouns.toml
run validate colf --data data
expect_code 1
expect_err_contains "data/colf/nouns.toml: error: file not found"

# A TOML syntax error keeps its position.
printf '[[noun]]\nid = "x"\nname = "unterminated\n' > data/colf/nouns.toml
run validate colf --data data
expect_code 1
expect_err_contains "data/colf/nouns.toml:3:"
expect_err_contains "error: TOML syntax:"

# Warnings alone exit 0 (the solo game ships unverified spell costs).
cd "$SOURCE_DIR"
run validate dragon-dice-solo
expect_code 0
expect_err_contains "warning:"

finish
