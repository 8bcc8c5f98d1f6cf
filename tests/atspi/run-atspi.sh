#!/usr/bin/env bash
# Runs an AT-SPI check (a pyatspi script) against the course the way Orca reaches it: an X server
# (Xvfb), a window manager (openbox), a session bus (dbus-run-session) on which the AT-SPI bus
# and registry start on demand, and the app on the xcb platform with its accessibility bridge on.
#   run-atspi.sh APP SCRIPT [ARGS...]
set -euo pipefail
app="$1"; script="$2"; shift 2

for tool in Xvfb openbox dbus-run-session /usr/bin/python3; do
    command -v "$tool" >/dev/null || { echo "run-atspi.sh: $tool is missing (the test command installs it)" >&2; exit 1; }
done

work="$(mktemp -d)"
cleanup() {
    [ -n "${xvfb_pid:-}" ] && kill "$xvfb_pid" 2>/dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT

# -displayfd picks a free display and writes its number once the server is ready.
exec 3>"$work/display"
Xvfb -displayfd 3 -screen 0 1280x1024x24 -nolisten tcp >"$work/xvfb.log" 2>&1 &
xvfb_pid=$!
for _ in $(seq 100); do
    [ -s "$work/display" ] && break
    sleep 0.1
done
[ -s "$work/display" ] || { echo "run-atspi.sh: Xvfb did not start" >&2; cat "$work/xvfb.log" >&2; exit 1; }
export DISPLAY=":$(head -n1 "$work/display")"

unset QT_QPA_PLATFORM
export QT_QPA_PLATFORM=xcb
export QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1
export QT_ACCESSIBILITY=1
export NO_AT_BRIDGE=0
export HOME="$work/home" XDG_CONFIG_HOME="$work/home/.config" XDG_DATA_HOME="$work/home/.local/share"
export XDG_RUNTIME_DIR="$work/runtime"
mkdir -p "$HOME" "$XDG_RUNTIME_DIR"
chmod 700 "$XDG_RUNTIME_DIR"

dbus-run-session -- bash -c '
    openbox >"$1/openbox.log" 2>&1 &
    sleep 1  # the window manager up before the first window, which it then activates
    exec /usr/bin/python3 -B "${@:2}"
' _ "$work" "$script" "$app" "$work" "$@"
