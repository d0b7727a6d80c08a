// The WebAssembly module against the native build (web/README.md), run by ctest under Node:
//
//   node wasm_test.mjs corpus MODULE CORPUS_DIR COUNT
//       every case of the corpus through the module (checkCase, the reference as `f3go certify
//       --corpus` runs it): every expectation passes, and COUNT cases were run (the native count)
//   node wasm_test.mjs positions MODULE FIXTURES COUNT F3GO
//       each line of FIXTURES (web/tests/wasm_fixtures.cpp positions): the module's analysis text is
//       byte-identical to the native one, under the position's own rules and under its compact
//       rules text; the first few also against `F3GO analyze --json FILE` itself
//   node wasm_test.mjs games MODULE FIXTURES COUNT
//       each game of FIXTURES (wasm_fixtures games) replayed through oracle.Game: every turn's
//       outcome and position text, and the game's SGF, identical to the native game's
//
// Exits 0 when everything agrees, 1 naming the first difference, 2 on bad arguments.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const [mode, modulePath, ...rest] = process.argv.slice(2);
const fail = (message) => {
  console.error(`wasm_test ${mode}: ${message}`);
  process.exit(1);
};
if (!mode || !modulePath) {
  console.error('usage: node wasm_test.mjs corpus|positions|games MODULE ...');
  process.exit(2);
}
const { load } = await import(pathToFileURL(path.resolve(modulePath)).href);
const oracle = await load();

// The first line where two texts differ, both sides shown.
function difference(expected, actual) {
  const e = expected.split('\n'), a = actual.split('\n');
  for (let i = 0; i < Math.max(e.length, a.length); ++i)
    if (e[i] !== a[i]) return `line ${i + 1}: native ${JSON.stringify(e[i])}, wasm ${JSON.stringify(a[i])}`;
  return 'equal';
}

function lines(file) {
  return fs.readFileSync(file, 'utf8').split('\n').filter((l) => l !== '').map((l) => JSON.parse(l));
}

function expectCount(what, actual, expected) {
  if (actual !== Number(expected)) fail(`${actual} ${what}, expected ${expected}`);
}

function caseFiles(dir) {
  const out = [];
  for (const e of fs.readdirSync(dir, { withFileTypes: true }).sort((x, y) => (x.name < y.name ? -1 : 1))) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) out.push(...caseFiles(p));
    else if (e.name.endsWith('.case')) out.push(p);
  }
  return out;
}

function corpus(dir, count) {
  const files = caseFiles(dir);
  let expectations = 0;
  for (const file of files) {
    const results = oracle.checkCase(fs.readFileSync(file, 'utf8'), path.relative(dir, file));
    for (const r of results) {
      if (!r.passed)
        fail(`${file}: ${r.question}${r.settings ? ' [' + r.settings + ']' : ''}: expected ${r.expected}, got ${r.actual}`);
    }
    expectations += results.length;
  }
  expectCount('cases', files.length, count);
  console.log(`${files.length} cases, ${expectations} expectations: all as expected`);
}

// The analysis of `position` by the f3go binary, as it prints it.
function nativeAnalysis(f3go, position) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'f3go-wasm-'));
  const file = path.join(dir, 'position.pos');
  fs.writeFileSync(file, position);
  try {
    return execFileSync(f3go, ['analyze', '--json', file], { encoding: 'utf8' });
  } finally {
    fs.rmSync(dir, { recursive: true });
  }
}

const kCheckedByBinary = 20;

function positions(fixtures, count, f3go) {
  const samples = lines(fixtures);
  samples.forEach(({ position, rules, analysis }, i) => {
    if (i < kCheckedByBinary) {
      const cli = nativeAnalysis(f3go, position);
      if (cli !== analysis) fail(`position ${i}: the fixture is not what f3go prints: ${difference(cli, analysis)}`);
    }
    const own = oracle.analyzeText(position, '');
    if (own !== analysis) fail(`position ${i}: ${difference(analysis, own)}\n${position}`);
    if (oracle.analyzeText(position, rules) !== analysis)
      fail(`position ${i}: under its rules text ${rules}: ${difference(analysis, oracle.analyzeText(position, rules))}`);
  });
  expectCount('positions', samples.length, count);
  console.log(`${samples.length} positions: the analysis byte-identical to the native one`);
}

function replay(game, i) {
  const g = new oracle.Game(game.start, game.rules);
  try {
    game.turns.forEach((turn, t) => {
      const where = `game ${i} turn ${t} (${JSON.stringify(turn.move)})`;
      if (turn.error) {
        let thrown = null;
        try {
          g.play(turn.move);
        } catch (e) {
          thrown = e;
        }
        if (!(thrown instanceof Error) || !thrown.message.startsWith('move: ')) fail(`${where}: expected an error naming the move, got ${thrown}`);
        return;
      }
      const r = g.play(turn.move);
      for (const key of ['legal', 'reason'])
        if (r[key] !== turn[key]) fail(`${where}: ${key} native ${JSON.stringify(turn[key])}, wasm ${JSON.stringify(r[key])}`);
      if (JSON.stringify(r.captured) !== JSON.stringify(turn.captured))
        fail(`${where}: captured native ${turn.captured}, wasm ${r.captured}`);
      if (r.position !== turn.position) fail(`${where}: ${difference(turn.position, r.position)}`);
    });
    if (g.sgf() !== game.sgf) fail(`game ${i}: SGF ${difference(game.sgf, g.sgf())}`);
    return game.turns.length;
  } finally {
    g.delete();
  }
}

function games(fixtures, count) {
  const all = lines(fixtures);
  const turns = all.reduce((n, game, i) => n + replay(game, i), 0);
  expectCount('games', all.length, count);
  console.log(`${all.length} games, ${turns} turns: every outcome, position and record as the native game's`);
}

if (mode === 'corpus') corpus(rest[0], rest[1]);
else if (mode === 'positions') positions(rest[0], rest[1], rest[2]);
else if (mode === 'games') games(rest[0], rest[1]);
else {
  console.error(`wasm_test: unknown mode ${mode}`);
  process.exit(2);
}
