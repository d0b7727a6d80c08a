#!/usr/bin/env bash
# Installs the Debian 12 packages F3Go needs. Idempotent: installs only what is missing.
# Run as root (or with sudo); as another user it prints the apt-get command to run instead.
set -euo pipefail

packages=(
  cmake ninja-build g++ pkg-config parallel
  libgtest-dev libgmock-dev librapidcheck-dev libbenchmark-dev libz3-dev
  libcli11-dev nlohmann-json3-dev libfmt-dev libboost-dev libssl-dev
  clang libclang-rt-14-dev clang-format
  gnugo
  chromium fonts-noto-cjk chromium-driver python3-selenium python3-jsonschema
  emscripten node-acorn
)

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done

if [ ${#missing[@]} -eq 0 ]; then
  echo "setup: all ${#packages[@]} packages present"
  exit 0
fi

cmd="apt-get install -y --no-install-recommends ${missing[*]}"
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then
    sudo apt-get update -qq && sudo $cmd
    exit 0
  fi
  echo "setup: missing packages: ${missing[*]}" >&2
  echo "setup: run as root: apt-get update && $cmd" >&2
  exit 2
fi
echo "setup: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
$cmd
