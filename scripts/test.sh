#!/usr/bin/env bash
# Installs what the course needs, builds it and runs every test headless; then builds it again
# with the sanitizers in build-asan/ and runs every test there (scripts/test-sanitize.sh).
# Arguments go to both ctest runs. Exits non-zero if either run fails.
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
install_packages
build
status=0
(cd "$BUILD_DIR" && QT_QPA_PLATFORM=offscreen ctest --output-on-failure --timeout 600 "$@") || status=$?
bash "$ROOT/scripts/test-sanitize.sh" "$@" || status=$?
exit "$status"
