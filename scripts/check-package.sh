#!/usr/bin/env bash
# CI (issue 20 items 1 and 8), after `make package`: checks pnpkit_*.deb as a user would get it.
#  1. lintian reports no error (the warnings kept are listed in docs/development.md), and apt can
#     resolve its dependencies here (apt-get --simulate install).
#  2. It is unpacked into a scratch root, and there, as nobody (uid 65534) with an empty HOME in an
#     empty folder, the README's quick starts (every game's and the designer's) and the designer's
#     tutorial (docs/tutorial.md as installed) run against the installed files only: the checkout
#     is made unreadable to nobody for the run (chmod 700 on its top folder, restored on exit), so
#     no source or build tree is readable on any path.
#  3. Nothing is written outside that folder: the scratch root is unchanged, and nobody owns no new
#     file in the folders anyone may write to (/tmp, /var/tmp, /dev/shm, /run/lock).
#  4. The package holds the manual page (groff reads it without a warning) and the three
#     completion scripts, and the installed bash completion completes.
# Run as root (CI is). Exits non-zero on the first failed check, saying which.
set -euo pipefail
cd "$(dirname "$0")/.."
SOURCE_DIR=$PWD
debs=(pnpkit_*.deb)
[[ -f ${debs[0]} && ${#debs[@]} == 1 ]] || { echo "check-package: expected one pnpkit_*.deb here (make package)" >&2; exit 2; }
DEB=$SOURCE_DIR/${debs[0]}
((EUID == 0)) || { echo "check-package: run as root (it runs the quick starts as nobody)" >&2; exit 2; }
fail() { echo "check-package: FAIL: $*" >&2; exit 1; }

# 1. lintian and apt.
command -v lintian >/dev/null || DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends lintian >/dev/null
lintian --fail-on error --suppress-tags duplicate-font-file "$DEB" || fail "lintian reports errors"
apt-get --simulate install "$DEB" >/dev/null || fail "apt cannot install $DEB here"

# 2. A scratch root, and a home for nobody in it, outside the checkout.
SCRATCH=$(mktemp -d /tmp/pnpkit-package.XXXXXX)
SOURCE_MODE=$(stat -c %a "$SOURCE_DIR")
cleanup() { chmod "$SOURCE_MODE" "$SOURCE_DIR"; rm -rf "$SCRATCH"; }
trap cleanup EXIT
ROOT=$SCRATCH/root
HOME_DIR=$SCRATCH/home
mkdir "$ROOT" "$HOME_DIR"
dpkg-deb -x "$DEB" "$ROOT"
chmod 755 "$SCRATCH"
chown 65534:65534 "$HOME_DIR"
cp tests/docs/run_doc_commands.sh "$SCRATCH/"
printf 'quit\n' >"$SCRATCH/quit"
for path in usr/bin/pnpkit usr/share/man/man1/pnpkit.1.gz usr/share/bash-completion/completions/pnpkit \
  usr/share/zsh/vendor-completions/_pnpkit usr/share/fish/vendor_completions.d/pnpkit.fish \
  usr/share/doc/pnpkit/copyright usr/share/doc/pnpkit/changelog.gz usr/share/doc/pnpkit/tutorial/cards.xlsx usr/share/doc/pnpkit/tutorial/attack.jpg usr/share/pnpkit/data/colf/nouns.toml \
  usr/share/pnpkit/templates/card-base.toml usr/share/pnpkit/scaffold/game.toml; do
  [[ -f $ROOT/$path ]] || fail "the package lacks /$path"
done
if command -v groff >/dev/null; then
  warnings=$(zcat "$ROOT/usr/share/man/man1/pnpkit.1.gz" | LC_ALL=C.UTF-8 groff -man -Tutf8 -ww 2>&1 >/dev/null)
  [[ -z $warnings ]] || fail "groff warns on the manual page: $warnings"
else
  echo "check-package: groff not installed, the manual page not read"
fi
# (the README as the package ships it)
README=$ROOT/usr/share/doc/pnpkit/README.md

# as_nobody COMMAND...: in HOME_DIR as nobody, with a clean environment whose PATH has the
# package's bin/ and the system's only.
as_nobody() {
  (cd "$HOME_DIR" && exec env -i HOME="$HOME_DIR" PATH="$ROOT/usr/bin:/usr/bin:/bin" LANG=C.UTF-8 \
    setpriv --reuid=65534 --regid=65534 --clear-groups "$@")
}
root_state() { find "$ROOT" -printf '%p %m %s %T@\n' | sort; }
nobodys_files() { find /tmp /var/tmp /dev/shm /run/lock \( -path "$HOME_DIR" -prune \) -o -user 65534 -print 2>/dev/null | sort; }
ROOT_BEFORE=$(root_state)
NOBODY_BEFORE=$(nobodys_files)

chmod 700 "$SOURCE_DIR"
if as_nobody test -r "$SOURCE_DIR/data"; then fail "the checkout is still readable by nobody"; fi
as_nobody env DOC_STDIN="$SCRATCH/quit" DOC_DIR="$ROOT/usr/share/doc/pnpkit" bash "$SCRATCH/run_doc_commands.sh" "$README" \
  "$ROOT/usr/share/doc/pnpkit/tutorial.md" ||
  fail "the README's quick starts or the tutorial fail against the installed package"
# The installed bash completion completes, as nobody would load it.
got=$(as_nobody bash --norc -c 'source "$1"; COMP_WORDS=(pnpkit render --paper le); COMP_CWORD=3; _pnpkit; echo "${COMPREPLY[*]}"' \
  bash "$ROOT/usr/share/bash-completion/completions/pnpkit")
[[ $got == letter* ]] || fail "the installed bash completion offers '$got' for 'pnpkit render --paper le'"
chmod "$SOURCE_MODE" "$SOURCE_DIR"

# 3. Nothing written elsewhere.
[[ $(root_state) == "$ROOT_BEFORE" ]] || fail "the scratch root changed: $(diff <(echo "$ROOT_BEFORE") <(root_state))"
[[ $(nobodys_files) == "$NOBODY_BEFORE" ]] || fail "nobody wrote outside its folder: $(diff <(echo "$NOBODY_BEFORE") <(nobodys_files))"
for game in colf dragon-dance dragon-dice-solo domino-run dice-adventures; do
  compgen -G "$HOME_DIR/output/$game/*.pdf" >/dev/null || fail "no PDF in output/$game after the quick start"
done
[[ -s $HOME_DIR/rune-duel/output/cards-de.pdf ]] || fail "the tutorial's German edition was not printed"
echo "check-package: $(basename "$DEB") passes lintian, installs and runs the README's quick starts and the tutorial as nobody"
