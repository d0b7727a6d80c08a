// Points as the oracle names them (GTP: columns A–T without I, row 1 at the bottom; the analysis
// JSON writes every point so) and as the rule author writes them (column and row in Chinese
// numerals, 「八九」). A point of a board of size n is its index y·n + x, y = 0 the bottom row.
(function (F3Go) {
  'use strict';
  const COLUMNS = 'ABCDEFGHJKLMNOPQRST';
  const DIGITS = ['', '一', '二', '三', '四', '五', '六', '七', '八', '九'];

  F3Go.MIN_SIZE = 2;
  F3Go.MAX_SIZE = 19;

  // Precondition: 0 <= index < size * size.
  F3Go.pointName = function (index, size) {
    console.assert(index >= 0 && index < size * size, 'pointName: index off the board', index);
    return COLUMNS[index % size] + String(Math.floor(index / size) + 1);
  };

  // The index of a GTP point name on a board of `size`, or -1 when it is not one of its points.
  F3Go.pointIndex = function (name, size) {
    const m = /^([A-HJ-T])([0-9]{1,2})$/.exec(String(name).toUpperCase());
    if (!m) return -1;
    const x = COLUMNS.indexOf(m[1]), y = Number(m[2]) - 1;
    return x < size && y >= 0 && y < size ? y * size + x : -1;
  };

  F3Go.columnLetter = (x) => COLUMNS[x];

  // Precondition: 1 <= n <= 19.
  F3Go.zhNumeral = function (n) {
    console.assert(n >= 1 && n <= F3Go.MAX_SIZE, 'zhNumeral: out of range', n);
    return n < 10 ? DIGITS[n] : '十' + DIGITS[n - 10];
  };

  // Precondition: 0 <= index < size * size.
  F3Go.zhPoint = function (index, size) {
    console.assert(index >= 0 && index < size * size, 'zhPoint: index off the board', index);
    return F3Go.zhNumeral(index % size + 1) + F3Go.zhNumeral(Math.floor(index / size) + 1);
  };
})(window.F3Go = window.F3Go || {});
