#!/usr/bin/env bash
# Installs what the course needs, builds it and runs every test headless. Arguments go to ctest.
# The sanitizer run (scripts/test-sanitize.sh) joins this once it has passed in full.
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
install_packages
build
cd "$BUILD_DIR"
QT_QPA_PLATFORM=offscreen ctest --output-on-failure --timeout 600 "$@"
