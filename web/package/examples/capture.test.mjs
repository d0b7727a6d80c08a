// A property test of a JavaScript implementation against the oracle, with fast-check: a toy
// capture routine (plain Go capture on a board without flowers) must capture what the oracle
// captures, on random boards and moves. Run with `npm test` (fast-check is a devDependency).
import fc from 'fast-check';
import { Game } from 'f3go-oracle';

const COLUMNS = 'ABCDEFGHJKLMNOPQRST';

// The string at (x, y) of `board` (rows of '.', 'X', 'O', row 0 at the bottom): its points as
// "x,y" keys and its number of liberties.
function stringAt(board, x, y) {
  const n = board.length, colour = board[y][x];
  const neighbours = (px, py) =>
    [[px - 1, py], [px + 1, py], [px, py - 1], [px, py + 1]].filter(([a, b]) => a >= 0 && b >= 0 && a < n && b < n);
  const stones = [[x, y]], seen = new Set([`${x},${y}`]), liberties = new Set();
  for (let i = 0; i < stones.length; ++i)
    for (const [a, b] of neighbours(...stones[i])) {
      if (board[b][a] === '.') liberties.add(`${a},${b}`);
      else if (board[b][a] === colour && !seen.has(`${a},${b}`)) {
        seen.add(`${a},${b}`);
        stones.push([a, b]);
      }
    }
  return { points: seen, liberties: liberties.size, neighbours: neighbours(x, y) };
}

// The toy under test: after `colour` ('X' or 'O') plays at (x, y) on `rows`, the strings of the
// other colour next to the stone that have no liberty left are captured.
export function toyCaptures(rows, x, y, colour) {
  const board = rows.map((r) => [...r]);
  board[y][x] = colour;
  const other = colour === 'X' ? 'O' : 'X';
  const captured = new Set();
  for (const [a, b] of stringAt(board, x, y).neighbours) {
    if (board[b][a] !== other) continue;
    const s = stringAt(board, a, b);
    if (s.liberties === 0) for (const p of s.points) captured.add(p);
  }
  return [...captured].map((p) => p.split(',').map(Number)).map(([a, b]) => `${COLUMNS[a]}${b + 1}`).sort();
}

// Whether every string of the board has a liberty, as in any position of a game.
function everyStringBreathes(rows) {
  return rows.every((row, y) => [...row].every((c, x) => c === '.' || stringAt(rows, x, y).liberties > 0));
}

// A position text (the format of corpus/README.md) of `rows`, black to move.
function positionText(rows) {
  const n = rows.length;
  const lines = [`size: ${n}`, 'to_move: black'];
  for (let y = n - 1; y >= 0; --y) lines.push(rows[y].split('').join(' '));
  return lines.join('\n') + '\n';
}

const board = fc
  .integer({ min: 3, max: 7 })
  .chain((n) =>
    fc.tuple(
      fc.array(fc.array(fc.constantFrom('.', '.', 'X', 'O'), { minLength: n, maxLength: n }).map((r) => r.join('')),
               { minLength: n, maxLength: n }),
      fc.integer({ min: 0, max: n - 1 }),
      fc.integer({ min: 0, max: n - 1 })));

fc.assert(
  fc.property(board, ([rows, x, y]) => {
    fc.pre(rows[y][x] === '.' && everyStringBreathes(rows));
    const game = new Game(positionText(rows));
    try {
      const turn = game.play(`${COLUMNS[x]}${y + 1}`);
      fc.pre(turn.legal);  // the toy knows nothing of suicide or superko
      const expected = [...turn.captured].sort();
      const actual = toyCaptures(rows, x, y, 'X');
      if (JSON.stringify(actual) !== JSON.stringify(expected))
        throw new Error(`the toy captures ${actual}, the oracle ${expected}`);
    } finally {
      game.delete();
    }
  }),
  { numRuns: 300, seed: 1 });
console.log('capture: the toy agrees with the oracle on 300 random boards');
