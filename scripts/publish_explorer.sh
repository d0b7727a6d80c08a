#!/bin/bash
# Assembles the explorer (web/explorer/README.md) into a folder of static files that opens from
# file:// and from any static host: the page's files, and oracle_sources.js with the oracle's
# module embedded (web/explorer/embed_oracle.py; a browser will not import a module file from a
# file:// page). By default from the WebAssembly build into docs/explorer, the committed copy the
# report's links (docs/report, 在浏览器中试) open.
# Usage: scripts/publish_explorer.sh [MODULE [OUT]]
#   MODULE  the built module (default: the release build's, build/release/wasm/web/f3go.mjs, else the
#           wasm preset's, build/wasm/web/f3go.mjs)
#   OUT     the folder written (default docs/explorer; its old files are replaced)
# Exit: 0 written; 2 bad arguments, no module, or a file that cannot be written.
set -u
root=$(cd "$(dirname "$0")/.." && pwd)
[ $# -le 2 ] || { echo "usage: $0 [MODULE [OUT]]" >&2; exit 2; }
module=${1:-$root/build/release/wasm/web/f3go.mjs}
[ $# -ge 1 ] || [ -f "$module" ] || module=$root/build/wasm/web/f3go.mjs
out=${2:-$root/docs/explorer}
[ -f "$module" ] || { echo "$0: no module $module (build it: cmake --workflow --preset release, with emscripten)" >&2; exit 2; }
mkdir -p "$out" || { echo "$0: cannot make $out" >&2; exit 2; }
rm -f "$out"/*.html "$out"/*.js "$out"/*.css
cp "$root"/web/explorer/*.html "$root"/web/explorer/*.js "$root"/web/explorer/*.css "$out"/ ||
  { echo "$0: cannot copy the page into $out" >&2; exit 2; }
/usr/bin/python3 "$root/web/explorer/embed_oracle.py" "$out/oracle_sources.js" "$module" || exit 2
echo "$out/index.html: the explorer, module $(stat -c %s "$module") bytes"
