// What the page shows at each point, taken from the oracle's analysis (format f3go-analysis/2,
// oracle/json.h) and nothing else: the string or flower string through it, the private eye of a
// black or white string with the clause that decided, the upper attribute of a flower string, and
// the reasons that forbid each side's flybomb there. The page draws these and writes them into the
// DOM (data- attributes of each point) for the browser test to compare with native `f3go`.
(function (F3Go) {
  'use strict';

  // Precondition: `a` is an object of format f3go-analysis/2.
  F3Go.pointFacts = function (a) {
    console.assert(a && a.format === 'f3go-analysis/2', 'pointFacts: not an analysis', a && a.format);
    const size = a.size;
    const at = (name) => F3Go.pointIndex(name, size);
    const facts = [];
    for (let i = 0; i < size * size; ++i)
      facts.push({ string: -1, flower: -1, privateEye: null, eyeReason: '', attribute: '', forbidden: { black: [], white: [] } });
    a.strings.forEach(function (s, k) {
      s.stones.forEach(function (name) {
        const f = facts[at(name)];
        f.string = k;
        f.privateEye = s.private_eye;
        f.eyeReason = s.reason;
      });
    });
    a.flowers.forEach(function (fl, k) {
      fl.stones.forEach(function (name) {
        const f = facts[at(name)];
        f.flower = k;
        f.attribute = fl.attribute;
      });
    });
    ['black', 'white'].forEach(function (side) {
      const forbidden = a.flybomb_forbidden[side] || {};
      Object.keys(forbidden).forEach((name) => { facts[at(name)].forbidden[side] = forbidden[name].slice(); });
    });
    return facts;
  };

  // The enclosed regions of string `k`, each as {indices, privateEye, reason}.
  // Precondition: 0 <= k < a.strings.length.
  F3Go.stringRegions = function (a, k) {
    console.assert(k >= 0 && k < a.strings.length, 'stringRegions: no string', k);
    return a.strings[k].regions.map((r) => ({
      indices: r.points.map((name) => F3Go.pointIndex(name, a.size)),
      privateEye: r.private_eye,
      reason: r.reason,
    }));
  };

  // The one-line summary of what a point shows, for comparing two readings: equal summaries, the
  // same reading of the point.
  F3Go.factKey = (f) => [f.privateEye, f.attribute, f.forbidden.black.join(','), f.forbidden.white.join(',')].join('|');

  // The points whose facts differ between two analyses of the same position.
  // Precondition: both arrays are of one board.
  F3Go.differences = function (one, two) {
    console.assert(one.length === two.length, 'differences: boards of two sizes');
    const out = [];
    for (let i = 0; i < one.length; ++i) if (F3Go.factKey(one[i]) !== F3Go.factKey(two[i])) out.push(i);
    return out;
  };
})(window.F3Go = window.F3Go || {});
