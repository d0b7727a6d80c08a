#!/usr/bin/env bash
# The npm package f3go-oracle (web/package) with the module built (web/README.md):
#   package_test.sh pack MODULE      `npm pack` makes a tarball that installs, with no network, into a
#                                    fresh folder, where `import { analyze, Game } from 'f3go-oracle'`
#                                    analyses a position and plays a turn
#   package_test.sh example MODULE   the README's fast-check property test (examples/), with the
#                                    package's devDependencies (web/package/node_modules)
# Exits 0 when it works, 1 otherwise, 2 on bad arguments.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
package="$here/../package"
[ $# -eq 2 ] || { echo "usage: package_test.sh pack|example MODULE" >&2; exit 2; }
mode="$1"
module="$(cd "$(dirname "$2")" && pwd)/$(basename "$2")"
[ -f "$module" ] || { echo "package_test: no module $module" >&2; exit 2; }

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
stage="$work/f3go-oracle"
mkdir -p "$stage"
cp "$package/package.json" "$package/index.js" "$package/index.d.ts" "$package/README.md" "$stage/"
cp -r "$package/examples" "$stage/"
cp "$module" "$stage/f3go.mjs"

case "$mode" in
  pack)
    tarball="$(cd "$stage" && npm pack --silent --pack-destination "$work")"
    mkdir "$work/fresh"
    cd "$work/fresh"
    printf '{ "name": "fresh", "version": "1.0.0", "private": true, "type": "module" }\n' > package.json
    npm install --offline --no-audit --no-fund --silent "$work/$tarball"
    node --no-experimental-fetch --input-type=module -e "
      import { analyze, Game, load, version } from 'f3go-oracle';
      const a = analyze('size: 3\n. X .\nX . X\n. X .\n');
      if (a.format !== 'f3go-analysis/2' || a.strings.length !== 4) throw new Error('analyze: ' + JSON.stringify(a).slice(0, 200));
      const { analyze: own } = await load();  // another instance, its functions taken apart
      if (JSON.stringify(own('size: 3\n. X .\nX . X\n. X .\n')) !== JSON.stringify(a)) throw new Error('load: another answer');
      const g = new Game('size: 3\n. . .\n. . .\n. . .\n');
      const t = g.play('B2');
      if (!t.legal || !g.position().includes('to_move: white')) throw new Error('play: ' + JSON.stringify(t));
      g.delete();
      console.log('installed ' + version + ' from ' + '$tarball' + ': analyze and Game work');"
    test -f node_modules/f3go-oracle/index.d.ts
    ;;
  example)
    [ -d "$package/node_modules/fast-check" ] || { echo "package_test: run npm install in web/package first" >&2; exit 2; }
    ln -s "$package/node_modules" "$stage/node_modules"
    cd "$stage"
    node --no-experimental-fetch examples/capture.test.mjs
    ;;
  *) echo "usage: package_test.sh pack|example MODULE" >&2; exit 2 ;;
esac
