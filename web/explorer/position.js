// The position being edited: the board ('.' empty, 'X' black, 'O' white, 'F' flower, indexed as
// in points.js), the side to move and the flybombs each side has left. It is written in the
// position text format of corpus/README.md (the oracle reads it) and read back from the oracle's
// own analysis (format f3go-analysis/2), so that the page never reads the text format itself.
(function (F3Go) {
  'use strict';
  const CELLS = '.XOF';
  F3Go.FLYBOMBS_MAX = 99;  // a side holds 0..99 flybombs in every format (README "Limits")

  // Precondition: MIN_SIZE <= size <= MAX_SIZE.
  F3Go.emptyPosition = function (size, flybombs) {
    console.assert(size >= F3Go.MIN_SIZE && size <= F3Go.MAX_SIZE, 'emptyPosition: size', size);
    const n = flybombs === undefined ? 3 : flybombs;
    return { size: size, cells: new Array(size * size).fill('.'), toMove: 'black', flybombs: { black: n, white: n } };
  };

  // The position text of `p` (without rules: the page passes them to the oracle on their own).
  F3Go.positionText = function (p) {
    const lines = ['size: ' + p.size, 'to_move: ' + p.toMove,
                   'flybombs: black=' + p.flybombs.black + ' white=' + p.flybombs.white];
    for (let y = p.size - 1; y >= 0; --y)
      lines.push(String(y + 1) + ' ' + p.cells.slice(y * p.size, (y + 1) * p.size).join(' '));
    const letters = [];
    for (let x = 0; x < p.size; ++x) letters.push(F3Go.columnLetter(x));
    lines.push('  ' + letters.join(' '));
    return lines.join('\n') + '\n';
  };

  // The position an analysis is of. Precondition: `a` is an object of format f3go-analysis/2.
  F3Go.positionFromAnalysis = function (a) {
    console.assert(a && a.format === 'f3go-analysis/2', 'positionFromAnalysis: not an analysis', a && a.format);
    const size = a.size, rows = a.position.board;
    const p = F3Go.emptyPosition(size);
    rows.forEach(function (row, r) {
      for (let x = 0; x < size; ++x) p.cells[(size - 1 - r) * size + x] = row[x];
    });
    p.toMove = a.position.to_move;
    p.flybombs = { black: a.position.flybombs_left.black, white: a.position.flybombs_left.white };
    return p;
  };

  // Precondition: `cell` is one of '.', 'X', 'O', 'F'.
  F3Go.isCell = (cell) => cell.length === 1 && CELLS.indexOf(cell) >= 0;

  // The position resized to `size`: the stones that fit kept at their points.
  // Precondition: MIN_SIZE <= size <= MAX_SIZE.
  F3Go.resized = function (p, size) {
    console.assert(size >= F3Go.MIN_SIZE && size <= F3Go.MAX_SIZE, 'resized: size', size);
    const q = F3Go.emptyPosition(size);
    q.toMove = p.toMove;
    q.flybombs = { black: p.flybombs.black, white: p.flybombs.white };
    for (let y = 0; y < Math.min(size, p.size); ++y)
      for (let x = 0; x < Math.min(size, p.size); ++x) q.cells[y * size + x] = p.cells[y * p.size + x];
    return q;
  };
})(window.F3Go = window.F3Go || {});
