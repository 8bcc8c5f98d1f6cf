#!/usr/bin/env bash
# Installs what the course needs, builds it and starts it.
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
install_packages
build
exec "$BUILD_DIR/app/attention-lab" "$@"
