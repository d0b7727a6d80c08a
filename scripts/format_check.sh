#!/usr/bin/env bash
# Checks that every C++ file of the project is laid out as .clang-format says (clang-format 14,
# Debian's `clang-format`); names each file that is not and exits 1. Registered in ctest as
# scripts_format_check. To lay a file out: clang-format -i FILE.
#
# Usage: scripts/format_check.sh [REPO] (default: this script's repository)
set -euo pipefail
root="${1:-$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)}"
cd "$root"
command -v clang-format >/dev/null || { echo "format_check: clang-format not found (scripts/setup.sh installs it)" >&2; exit 1; }
[ -f .clang-format ] || { echo "format_check: no .clang-format in $root" >&2; exit 1; }
mapfile -t files < <(git ls-files -- '*.cpp' '*.h')
[ "${#files[@]}" -gt 0 ] || { echo "format_check: no C++ file found under $root" >&2; exit 1; }
# One run over every file; clang-format names each place that differs as "FILE:LINE:COL: error: …".
status=0
out="$(clang-format --dry-run --Werror "${files[@]}" 2>&1)" || status=$?
mapfile -t bad < <(grep -oE '^[^:]+:[0-9]+:[0-9]+: error' <<< "$out" | cut -d: -f1 | sort -u)
for f in "${bad[@]}"; do
  echo "format_check: $f is not laid out as .clang-format says (clang-format -i $f)"
done
if [ "$status" -ne 0 ] && [ "${#bad[@]}" -eq 0 ]; then
  echo "format_check: clang-format failed: $out" >&2
  exit 1
fi
echo "format_check: ${#files[@]} files, ${#bad[@]} not laid out"
[ "${#bad[@]}" -eq 0 ]
