# Shared by run.sh and test.sh: install Debian 12's packages, configure and build (Release).
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD_DIR="${BUILD_DIR:-$ROOT/build}"

PACKAGES=(
    cmake ninja-build g++
    qt6-base-dev qt6-charts-dev qt6-tools-dev qt6-tools-dev-tools
    qt6-l10n-tools qt6-translations-l10n libgl-dev libqt6opengl6-dev
    fonts-dejavu-core
    python3-jsonschema
    qt6-svg-dev
    pkg-config libxlsxwriter-dev libsodium-dev python3-openpyxl php-cli ruby
    desktop-file-utils appstream libxml2-utils dpkg-dev
    xvfb xauth openbox dbus dbus-x11 at-spi2-core python3-pyatspi xdotool
    poppler-utils
)

as_root() {
    if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
}

install_packages() {
    local missing=()
    for p in "${PACKAGES[@]}"; do
        dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "ok installed" || missing+=("$p")
    done
    if [ ${#missing[@]} -gt 0 ]; then
        echo "Installing: ${missing[*]}"
        as_root apt-get update
        as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "${missing[@]}"
    fi
}

# Extra arguments go to CMake's configure step (test-sanitize.sh: -DATTENTION_LAB_SANITIZE=ON).
build() {
    cmake -S "$ROOT" -B "$BUILD_DIR" -G Ninja -DCMAKE_BUILD_TYPE=Release "$@"
    cmake --build "$BUILD_DIR" --parallel "$(nproc)"
}
