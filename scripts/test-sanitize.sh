#!/usr/bin/env bash
# Builds the course with AddressSanitizer and UndefinedBehaviorSanitizer in build-asan/ (apart
# from the normal build) and runs every test under them, leak detection on. Any report of a
# memory error, a leak or undefined behaviour fails the test that caused it. Arguments go to
# ctest (bash scripts/test-sanitize.sh -R tst_cli). scripts/test.sh runs it after the normal
# tests; it can also be run on its own.
BUILD_DIR="${SANITIZE_BUILD_DIR:-$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)/build-asan}"
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"

# Exported before the build: build tools of ours (rendericon) run under the sanitizers too.
# Child processes the tests start (attention-lab in tst_cli, tst_manpage, tst_screenshot)
# inherit these. tests/lsan.supp names the leaks of other people's libraries, each with why.
export ASAN_OPTIONS="detect_leaks=1"
export LSAN_OPTIONS="suppressions=$ROOT/tests/lsan.supp:print_suppressions=0"
export UBSAN_OPTIONS="halt_on_error=1:print_stacktrace=1"

install_packages
build -DATTENTION_LAB_SANITIZE=ON
cd "$BUILD_DIR"
# The sanitizers make the slowest tests several times slower: a longer time-out than test.sh's.
QT_QPA_PLATFORM=offscreen ctest --output-on-failure --timeout 1500 "$@"
