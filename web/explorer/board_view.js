// The board drawn in the rule author's notation, as the report draws it (judge/report_diagram.cpp):
// columns and rows in Chinese numerals (row 一 at the bottom), black and white stones, flowers
// written 「花」 on the bottom board and with their attribute 「黑」「白」「中」 on the holographic
// board; over it what the page is showing: the regions of a string shaded (green a private eye,
// blue not), a green dot on the stones of a string with a private eye, a red × on a point where the
// side to move may not throw its flybomb, small dots on the legal points in play, an orange frame
// where two readings differ, a red frame on the point asked or the keyboard's cursor.
//
// Each point is a <g class='pt'> carrying what it shows as data- attributes (data-point, data-cell,
// data-private-eye, data-eye-reason, data-attribute, data-forbidden-black, data-forbidden-white,
// data-diff), read by the browser test.
(function (F3Go) {
  'use strict';
  const CELL = 30, MARGIN = 34;
  const FLOWER = {  // fill, ink: the report's colours
    none: ['#f3b6d6', '#6a1040'], neutral: ['#f3b6d6', '#6a1040'], black: ['#7a1f4f', '#fff'], white: ['#fde8f2', '#6a1040'],
  };
  const FLOWER_TEXT = { none: '花', neutral: '中', black: '黑', white: '白' };

  const cx = (i, size) => MARGIN + (i % size) * CELL;
  const cy = (i, size) => MARGIN + (size - 1 - Math.floor(i / size)) * CELL;
  const esc = (s) => String(s).replace(/[&<>'"]/g, (c) => '&#' + c.charCodeAt(0) + ';');

  function circle(x, y, r, style) { return "<circle cx='" + x + "' cy='" + y + "' r='" + r + "' " + style + '/>'; }
  function label(x, y, text, fill, size) {
    return "<text x='" + x + "' y='" + (y + Math.floor(size / 3)) + "' font-size='" + size +
           "' text-anchor='middle' fill='" + fill + "'>" + text + '</text>';
  }
  function square(x, y, inset, style) {
    return "<rect x='" + (x - CELL / 2 + inset) + "' y='" + (y - CELL / 2 + inset) + "' width='" + (CELL - 2 * inset) +
           "' height='" + (CELL - 2 * inset) + "' " + style + '/>';
  }

  function stone(cell, attribute, x, y) {
    const r = Math.floor(CELL * 45 / 100);
    if (cell === 'X') return circle(x, y, r, "fill='#111'");
    if (cell === 'O') return circle(x, y, r, "fill='#fff' stroke='#111' stroke-width='1.5'");
    if (cell !== 'F') return '';
    const a = attribute || 'none';
    return circle(x, y, r, "fill='" + FLOWER[a][0] + "' stroke='#a0306a' stroke-width='1.5'") + label(x, y, FLOWER_TEXT[a], FLOWER[a][1], 14);
  }

  // What a point says when the pointer rests on it.
  function tooltip(p, i, f, holographic) {
    const parts = [F3Go.zhPoint(i, p.size) + ' ' + F3Go.pointName(i, p.size)];
    if (f && f.privateEye !== null) parts.push((f.privateEye ? '有私眼 private eye' : '无私眼 no private eye') + ' (' + f.eyeReason + ')');
    if (f && f.attribute && holographic) parts.push(F3Go.both('attribute', f.attribute));
    ['black', 'white'].forEach(function (side) {
      if (f && f.forbidden[side].length)
        parts.push(F3Go.WORDS.side[side].zh + '方飞弹禁着 ' + side + ' may not throw: ' +
                   f.forbidden[side].map((r) => F3Go.both('reason', r)).join('、'));
    });
    return parts.join('\n');
  }

  function pointGroup(p, i, f, view) {
    const x = cx(i, p.size), y = cy(i, p.size);
    const shade = view.shaded && view.shaded.get(i);
    const holographic = view.holographic !== false;
    let s = "<g class='pt' data-index='" + i + "' data-point='" + F3Go.pointName(i, p.size) + "' data-cell='" + p.cells[i] + "'";
    if (f) {
      s += " data-private-eye='" + (f.privateEye === null ? '' : f.privateEye) + "' data-eye-reason='" + esc(f.eyeReason) +
           "' data-attribute='" + f.attribute + "' data-forbidden-black='" + f.forbidden.black.join(',') +
           "' data-forbidden-white='" + f.forbidden.white.join(',') + "'";
    }
    if (view.diff && view.diff.has(i)) s += " data-diff='1'";
    s += '><title>' + esc(tooltip(p, i, f, holographic)) + '</title>' + square(x, y, 0, "class='hit' fill='transparent'");
    if (shade) s += square(x, y, 0, "fill='" + (shade === 'eye' ? '#5fbf6f' : '#7fb3e0') + "' fill-opacity='0.55'");
    s += stone(p.cells[i], f && holographic ? f.attribute : '', x, y);
    if (f && f.privateEye) s += circle(x, y, 4, "fill='#0a7d2c' stroke='#fff' stroke-width='1'");
    const side = view.forbiddenSide;
    if (f && side && f.forbidden[side].length && p.cells[i] === '.')
      s += "<path d='M" + (x - 6) + ' ' + (y - 6) + 'L' + (x + 6) + ' ' + (y + 6) + 'M' + (x + 6) + ' ' + (y - 6) + 'L' + (x - 6) + ' ' + (y + 6) +
           "' stroke='#d00' stroke-width='2.5'/>";
    if (view.legal && view.legal.has(i)) s += circle(x, y, 4, "fill='#1a5fb4' fill-opacity='0.7'");
    if (view.flowerOk && view.flowerOk.has(i)) s += circle(x, y, 5, "fill='none' stroke='#a0306a' stroke-width='2'");
    if (view.diff && view.diff.has(i)) s += square(x, y, 1, "fill='none' stroke='#e67e00' stroke-width='3'");
    if (view.marks && view.marks.has(i)) s += square(x, y, 1, "fill='none' stroke='#d00' stroke-width='2'");
    if (view.cursor === i) s += square(x, y, 3, "fill='none' stroke='#d00' stroke-width='1.5' stroke-dasharray='3,2'");
    return s + '</g>';
  }

  // The SVG of position `p` with the facts of its analysis (`facts`: F3Go.pointFacts, or null when
  // there is none) and `view`: {shaded: Map index→'eye'|'other', marks, diff, legal, flowerOk: Set
  // of indices, cursor: index, forbiddenSide: 'black'|'white', holographic: false for the bottom
  // board}. Precondition: facts is null or has one entry per point of p.
  F3Go.boardSvg = function (p, facts, view) {
    console.assert(!facts || facts.length === p.cells.length, 'boardSvg: facts of another board');
    const n = p.size, span = CELL * (n - 1), size = span + 2 * MARGIN;
    let s = "<svg class='board' xmlns='http://www.w3.org/2000/svg' width='" + size + "' height='" + size +
            "' viewBox='0 0 " + size + ' ' + size + "'><rect width='" + size + "' height='" + size + "' fill='#e8c88a'/>";
    for (let k = 0; k < n; ++k) {
      const at = MARGIN + k * CELL;
      s += "<line x1='" + MARGIN + "' y1='" + at + "' x2='" + (MARGIN + span) + "' y2='" + at + "' stroke='#333'/>" +
           "<line x1='" + at + "' y1='" + MARGIN + "' x2='" + at + "' y2='" + (MARGIN + span) + "' stroke='#333'/>" +
           "<text x='" + at + "' y='" + (size - 6) + "' font-size='12' text-anchor='middle'>" + F3Go.zhNumeral(k + 1) + '</text>' +
           "<text x='11' y='" + (MARGIN + (n - 1 - k) * CELL + 4) + "' font-size='12' text-anchor='middle'>" + F3Go.zhNumeral(k + 1) + '</text>';
    }
    for (let i = 0; i < n * n; ++i) s += pointGroup(p, i, facts ? facts[i] : null, view || {});
    return s + '</svg>';
  };
})(window.F3Go = window.F3Go || {});
