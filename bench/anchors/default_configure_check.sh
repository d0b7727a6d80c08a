#!/usr/bin/env bash
# The default configure (without F3GO_LIBEGO_DIR and F3GO_KATAGO_DIR) still works and has no
# bench/anchors target or test: the anchors are opt-in. Not a ctest (a fresh configure of the
# whole project); run by hand from anywhere: bash bench/anchors/default_configure_check.sh
set -euo pipefail
src=$(cd "$(dirname "$0")/../.." && pwd)
build=$(mktemp -d)
trap 'rm -rf "$build"' EXIT
if ! cmake -S "$src" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release >"$build/configure.log" 2>&1; then
  cat "$build/configure.log" >&2
  echo "default configure: FAILED" >&2
  exit 1
fi
if grep -q "^-- bench/anchors:" "$build/configure.log" || ninja -C "$build" -t targets all | grep -qE "anchors_(lockstep|bench)_|f3go_anchor_"; then
  echo "default configure: bench/anchors is built although no checkout was given" >&2
  exit 1
fi
if ctest --test-dir "$build" -N | grep -q anchors_lockstep; then
  echo "default configure: an anchors test is registered although no checkout was given" >&2
  exit 1
fi
echo "default configure: ok, no bench/anchors target or test"
