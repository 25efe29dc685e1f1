# Helpers for end-to-end tests that work out a draw session's table and a game's data themselves,
# rather than asking pnpkit: source it after lib.sh.

# items FILE SECTION KEY: the items of one pile of a draw session, one a line, worked out by
# replaying the session's log here (play/draw_log.hpp says what each step does). SECTION is
# '[dominoes]' (KEY bag, out) or '[decks."GAME:DECK"]' (KEY draw_pile and discards, top card
# first, or out, in the order drawn), e.g.
#   items game.toml '[decks."colf:nouns"]' out
items() {
  awk -v sec="$2" -v key="$3" '
    function drop(list, item,   n, parts, i, kept) {
      n = split(list, parts, " "); kept = ""; done = 0
      for (i = 1; i <= n; i++) {
        if (parts[i] == item && !done) { done = 1; continue }
        kept = kept (kept == "" ? "" : " ") parts[i]
      }
      return kept
    }
    function add(list, item) { return list (list == "" ? "" : " ") item }
    /^ *\{ ask = / {
      ask = $0; sub(/^[^"]*"/, "", ask); sub(/".*/, "", ask)
      answer = $0; sub(/.*answer = "/, "", answer); sub(/".*/, "", answer)
      n = split(answer, w, " ")
      if (ask == "set") {
        bag = ""; out = ""
        for (a = 0; a <= w[1]; a++) for (b = a; b <= w[1]; b++) bag = add(bag, a "-" b)
      } else if (ask == "tile") {
        bag = drop(bag, w[1]); out = add(out, w[1])
      } else if (ask == "return") {
        for (i = 1; i <= n; i++) { out = drop(out, w[i]); bag = add(bag, w[i]) }
      } else if (ask == "shuffle") {
        pile[w[1]] = ""; disc[w[1]] = ""
        for (i = 2; i <= n; i++) pile[w[1]] = add(pile[w[1]], w[i])
        if (!(w[1] in dout)) dout[w[1]] = ""
      } else if (ask == "card") {
        pile[w[1]] = drop(pile[w[1]], w[2]); dout[w[1]] = add(dout[w[1]], w[2])
      } else if (ask == "discard") {
        for (i = 2; i <= n; i++) {
          dout[w[1]] = drop(dout[w[1]], w[i])
          disc[w[1]] = w[i] (disc[w[1]] == "" ? "" : " ") disc[w[1]]
        }
      } else if (ask == "reset") {
        delete pile[w[1]]; delete disc[w[1]]; delete dout[w[1]]
      }
    }
    END {
      if (sec == "[dominoes]") list = (key == "bag" ? bag : out)
      else {
        deck = sec; sub(/^\[decks\."/, "", deck); sub(/"\]$/, "", deck)
        list = (key == "draw_pile" ? pile[deck] : key == "discards" ? disc[deck] : dout[deck])
      }
      n = split(list, parts, " ")
      for (i = 1; i <= n; i++) print parts[i]
    }' "$1"
}

# count FILE SECTION KEY: how many items that pile holds.
count() { items "$@" | grep -c .; }

# level_of FILE ID: the level of a card of a game's data, read from its TOML (`id = "..."` then
# `level = N`).
level_of() { awk -v id="$2" '$0 == "id = \"" id "\"" { found = 1 } found && /^level = / { print $3; exit }' "$1"; }
