#!/bin/sh
# check-desktop-files.sh SOURCE_DIR BUILD_DIR
# The desktop integration files pass their validators, agree with each other, and
# `cmake --install` puts every one of them where the desktop looks for it.
set -eu

SRC=$1
BUILD=$2
LINUX="$SRC/packaging/linux"
ID=org.attentionlab.AttentionLab
DESKTOP_FILE_VALIDATE=${DESKTOP_FILE_VALIDATE:-desktop-file-validate}
APPSTREAMCLI=${APPSTREAMCLI:-appstreamcli}
XMLLINT=${XMLLINT:-xmllint}
CMAKE=${CMAKE:-cmake}

failures=0
fail() {
    echo "FAIL: $*"
    failures=$((failures + 1))
}
run() {
    echo "+ $*"
    "$@" || fail "$* (exit status $?)"
}

# 1. The validators. A hint from desktop-file-validate (Education and Science are both main
#    categories) is not an error; any error makes it exit non-zero.
run "$DESKTOP_FILE_VALIDATE" "$LINUX/$ID.desktop"
run "$APPSTREAMCLI" validate --no-net "$LINUX/$ID.metainfo.xml"
run "$XMLLINT" --noout "$LINUX/$ID.xml"
run "$XMLLINT" --noout "$LINUX/$ID.metainfo.xml"
run "$XMLLINT" --noout "$LINUX/$ID.svg"
# The man page: groff prints a warning for each troff mistake (-ww: all of them).
if command -v groff >/dev/null 2>&1; then
    echo "+ groff -man -ww -z $SRC/packaging/linux/attention-lab.1"
    warnings=$(groff -man -ww -z "$SRC/packaging/linux/attention-lab.1" 2>&1) || fail "groff on the man page"
    [ -z "$warnings" ] || fail "groff warns on the man page: $warnings"
fi

# 2. One list of file types: the MIME XML defines exactly the types the menu entry opens and
#    the metainfo provides.
sorted_words() { tr ';' '\n' | sed '/^$/d' | sort; }
mime_types=$(sed -n 's/.*<mime-type type="\([^"]*\)".*/\1/p' "$LINUX/$ID.xml" | sort)
desktop_types=$(sed -n 's/^MimeType=//p' "$LINUX/$ID.desktop" | sorted_words)
metainfo_types=$(sed -n 's/.*<mediatype>\([^<]*\)<.*/\1/p' "$LINUX/$ID.metainfo.xml" | sort)
[ "$(echo "$mime_types" | wc -l)" -eq 4 ] || fail "the MIME XML should define 4 types: $mime_types"
[ "$mime_types" = "$desktop_types" ] || fail "MimeType= in the .desktop file ($desktop_types) differs from the MIME XML ($mime_types)"
[ "$mime_types" = "$metainfo_types" ] || fail "the metainfo's mediatypes ($metainfo_types) differ from the MIME XML ($mime_types)"

# 3. Each screenshot in the metainfo is a file of the repository.
for url in $(sed -n 's|.*<image>\([^<]*\)</image>.*|\1|p' "$LINUX/$ID.metainfo.xml"); do
    file=${url#https://raw.githubusercontent.com/attentionlab/attention-lab/main/}
    [ "$file" != "$url" ] || fail "screenshot $url is not in the project's repository"
    [ -f "$SRC/$file" ] || fail "screenshot $url: $file does not exist"
done

# 4. Install into a temporary prefix and look for every file.
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
run "$CMAKE" --install "$BUILD" --prefix "$TMP/usr"
need() {
    [ -s "$TMP/usr/$1" ] || fail "not installed: $1"
}
need bin/attention-lab
[ -x "$TMP/usr/bin/attention-lab" ] || fail "bin/attention-lab is not executable"
need share/applications/$ID.desktop
need share/metainfo/$ID.metainfo.xml
need share/mime/packages/$ID.xml
need share/icons/hicolor/scalable/apps/$ID.svg
if [ -e "$TMP/usr/share/man/man1/attention-lab.1.gz" ]; then
    gzip -t "$TMP/usr/share/man/man1/attention-lab.1.gz" || fail "attention-lab.1.gz is not gzip"
else
    need share/man/man1/attention-lab.1
fi
# Each PNG is a PNG of its size: bytes 16 to 23 are the width and height (big endian).
for size in 16 32 48 64 128 256; do
    png="share/icons/hicolor/${size}x${size}/apps/$ID.png"
    need "$png"
    [ -s "$TMP/usr/$png" ] || continue
    magic=$(od -An -tx1 -N8 "$TMP/usr/$png" | tr -d ' \n')
    [ "$magic" = 89504e470d0a1a0a ] || fail "$png is not a PNG"
    dims=$(od -An -tu1 -j16 -N8 "$TMP/usr/$png" | tr -s ' \n' ' ' | sed 's/^ //; s/ $//')
    expected="0 0 $((size / 256)) $((size % 256)) 0 0 $((size / 256)) $((size % 256))"
    [ "$dims" = "$expected" ] || fail "$png is not ${size}x${size} (IHDR bytes: $dims)"
done

# 5. The installed MIME package compiles, and each extension maps to its type.
if command -v update-mime-database >/dev/null 2>&1; then
    XDG_DATA_DIRS="$TMP/usr/share" run update-mime-database "$TMP/usr/share/mime"
    for pair in attnlab:session attnhandin:handin attnfeedback:feedback attnsetup:setup; do
        grep -q "application/x-attention-lab-${pair#*:}:\*\.${pair%%:*}\$" "$TMP/usr/share/mime/globs2" \
            || fail "*.${pair%%:*} does not map to application/x-attention-lab-${pair#*:}"
    done
fi

echo "Installed:"
(cd "$TMP/usr" && find . -type f | sort)
if [ "$failures" -ne 0 ]; then
    echo "$failures check(s) failed"
    exit 1
fi
echo "All desktop integration checks passed"
