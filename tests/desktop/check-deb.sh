#!/bin/sh
# check-deb.sh BUILD_DIR
# `cpack -G DEB` builds attention-lab_<version>_<arch>.deb whose Depends has the Qt
# libraries dpkg-shlibdeps finds and the platform plugins it cannot see, and which holds the
# program and every desktop integration file.
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

if [ "$failures" -ne 0 ]; then
    dpkg-deb -I "$DEB"
    dpkg-deb -c "$DEB"
    echo "$failures check(s) failed"
    exit 1
fi
echo "The Debian package is complete"
