#!/usr/bin/env bash
# Installs what the course needs, builds it and runs every test headless; then builds it again
# with AddressSanitizer and UndefinedBehaviorSanitizer and runs every test under them
# (scripts/test-sanitize.sh). Arguments go to ctest, in both runs.
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
install_packages
build
cd "$BUILD_DIR"
QT_QPA_PLATFORM=offscreen ctest --output-on-failure --timeout 600 "$@"
bash "$ROOT/scripts/test-sanitize.sh" "$@"
