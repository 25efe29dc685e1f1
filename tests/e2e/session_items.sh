# Helpers for end-to-end tests that read a session file and a game's data themselves, rather than
# asking pnpkit: source it after lib.sh.

# items FILE SECTION KEY: the quoted items of one array of the session file, one a line, e.g.
#   items game.toml '[decks."colf:nouns"]' out
items() {
  awk -v sec="$2" -v key="$3" '
    /^\[/ { insec = ($0 == sec); on = 0; next }
    insec && index($0, key " = [") == 1 { on = 1 }
    on {
      line = $0
      while (match(line, /"[^"]*"/)) { print substr(line, RSTART + 1, RLENGTH - 2); line = substr(line, RSTART + RLENGTH) }
      if ($0 ~ /\]/) on = 0
    }' "$1"
}

# count FILE SECTION KEY: how many items that array holds.
count() { items "$@" | grep -c .; }

# level_of FILE ID: the level of a card of a game's data, read from its TOML (`id = "..."` then
# `level = N`).
level_of() { awk -v id="$2" '$0 == "id = \"" id "\"" { found = 1 } found && /^level = / { print $3; exit }' "$1"; }
