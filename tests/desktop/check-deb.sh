#!/bin/sh
# check-deb.sh BUILD_DIR
# `cpack -G DEB` builds attention-lab_<version>_<arch>.deb whose Depends has the Qt
# libraries dpkg-shlibdeps finds and the platform plugins it cannot see, and which holds the
# program and every desktop integration file, and lab defaults that keep answer keys off until
# an administrator turns them on.
set -eu

BUILD=$1
CPACK=${CPACK:-cpack}
ID=org.attentionlab.AttentionLab
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT

failures=0
fail() {
    echo "FAIL: $*"
    failures=$((failures + 1))
}

"$CPACK" --config "$BUILD/CPackConfig.cmake" -G DEB -B "$TMP" >"$TMP/cpack.log" 2>&1 || {
    cat "$TMP/cpack.log"
    echo "FAIL: cpack -G DEB"
    exit 1
}
set -- "$TMP"/attention-lab_*.deb
[ $# -eq 1 ] && [ -f "$1" ] || {
    ls -l "$TMP"
    echo "FAIL: expected one attention-lab_*.deb"
    exit 1
}
DEB=$1
echo "Built $(basename "$DEB")"
case $(basename "$DEB") in
    attention-lab_*_"$(dpkg --print-architecture)".deb) ;;
    *) fail "$(basename "$DEB") is not named attention-lab_VERSION_$(dpkg --print-architecture).deb" ;;
esac

[ "$(dpkg-deb -f "$DEB" Package)" = attention-lab ] || fail "Package is not attention-lab"
[ "$(dpkg-deb -f "$DEB" Section)" = education ] || fail "Section is not education"
depends=$(dpkg-deb -f "$DEB" Depends)
echo "Depends: $depends"
echo "Recommends: $(dpkg-deb -f "$DEB" Recommends)"
# Package names as whole words of the Depends line (separated by ", " or " | ").
for package in libqt6widgets6 libqt6charts6 libqt6svg6 qt6-qpa-plugins; do
    echo ", $depends," | grep -Eq "[,|] *$package( \([^)]*\))? *[,|]" || fail "Depends lacks $package"
done
recommends=$(dpkg-deb -f "$DEB" Recommends)
for package in qt6-translations-l10n fonts-dejavu-core; do
    echo ", $recommends," | grep -Eq "[,|] *$package( \([^)]*\))? *[,|]" || fail "Recommends lacks $package"
done

contents=$(dpkg-deb -c "$DEB" | awk '{print $NF}')
for file in \
    ./usr/bin/attention-lab \
    ./usr/share/applications/$ID.desktop \
    ./usr/share/metainfo/$ID.metainfo.xml \
    ./usr/share/mime/packages/$ID.xml \
    ./usr/share/icons/hicolor/scalable/apps/$ID.svg \
    ./usr/share/icons/hicolor/16x16/apps/$ID.png \
    ./usr/share/icons/hicolor/32x32/apps/$ID.png \
    ./usr/share/icons/hicolor/48x48/apps/$ID.png \
    ./usr/share/icons/hicolor/64x64/apps/$ID.png \
    ./usr/share/icons/hicolor/128x128/apps/$ID.png \
    ./usr/share/icons/hicolor/256x256/apps/$ID.png; do
    echo "$contents" | grep -qx "$file" || fail "the package lacks $file"
done
echo "$contents" | grep -Eqx './usr/share/man/man1/attention-lab\.1(\.gz)?' || fail "the package lacks the man page"

# The lab defaults: answer keys off, as a conffile, read by the packaged program from the
# packaged file; the README's command turns them on (on a copy: this computer's own /etc/xdg
# is never touched).
CONF=/etc/xdg/AttentionLab/attention-lab.conf
echo "$contents" | grep -qx ".$CONF" || fail "the package lacks $CONF"
echo "$contents" | grep -qx "./usr/share/doc/attention-lab/lab-defaults.example.conf" || fail "the package lacks the example lab defaults"
dpkg-deb --ctrl-tarfile "$DEB" | tar -xO ./conffiles 2>/dev/null | grep -qx "$CONF" || fail "$CONF is not a conffile"
ROOT="$TMP/root"
dpkg-deb -x "$DEB" "$ROOT"
grep -qx 'allowAnswerKeys=false' "$ROOT$CONF" || fail "the packaged lab defaults do not turn answer keys off"
mkdir -p "$TMP/home"
status=0
HOME="$TMP/home" XDG_CONFIG_HOME="$TMP/home/.config" XDG_CONFIG_DIRS="$ROOT/etc/xdg" \
    "$ROOT/usr/bin/attention-lab" exercise iv2-2-score-k2 --learner s-1 >"$TMP/key.out" 2>"$TMP/key.err" || status=$?
[ "$status" -eq 2 ] && grep -q allowAnswerKeys "$TMP/key.err" \
    || fail "with the packaged defaults 'attention-lab exercise' printed an answer key (status $status: $(cat "$TMP/key.err"))"
mkdir -p "$TMP/teacher/AttentionLab"
cp "$ROOT$CONF" "$TMP/teacher/AttentionLab/attention-lab.conf"
sed -i 's/^allowAnswerKeys=false/allowAnswerKeys=true/' "$TMP/teacher/AttentionLab/attention-lab.conf"
HOME="$TMP/home" XDG_CONFIG_HOME="$TMP/home/.config" XDG_CONFIG_DIRS="$TMP/teacher" \
    "$ROOT/usr/bin/attention-lab" exercise iv2-2-score-k2 --learner s-1 >"$TMP/key.out" 2>"$TMP/key.err" \
    || fail "on the teacher's computer 'attention-lab exercise' refused: $(cat "$TMP/key.err")"
grep -q . "$TMP/key.out" || fail "on the teacher's computer 'attention-lab exercise' printed nothing"

if [ "$failures" -ne 0 ]; then
    dpkg-deb -I "$DEB"
    dpkg-deb -c "$DEB"
    echo "$failures check(s) failed"
    exit 1
fi
echo "The Debian package is complete"
