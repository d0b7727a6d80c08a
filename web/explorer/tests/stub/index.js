// A stand-in for the oracle's module while developing the page's drawing and controls (never
// shipped, never used by explorer_test.py, which runs the real module): the API's shape with
// trivial answers — every flower neutral, no private eye, nothing forbidden, no score.
const SWITCHES = [
  { name: 'eye.examined', id: 'A04', readings: ['region', 'adjacent'], defaults: { '2022': 'adjacent', '2018': 'adjacent' },
    en: 'which strings are examined', zh: '考察哪些棋串', readingLabels: { region: { en: 'the region', zh: '区域' }, adjacent: { en: 'adjacent', zh: '紧邻' } } },
  { name: 'flybomb.tiger_mouth', id: 'A16', readings: ['walls', 'open_any'], defaults: { '2022': 'walls', '2018': 'walls' },
    en: "what a tiger's mouth is", zh: '虎口', readingLabels: {} },
];

function parse(text) {
  const size = Number(/size:\s*(\d+)/.exec(text)[1]);
  const rows = text.split('\n').filter((l) => /^\s*\d+ [.XOF]/.test(l)).map((l) => l.trim().split(' ').slice(1).join(''));
  if (rows.length !== size) throw new Error('stub: ' + rows.length + ' rows, not ' + size);
  const toMove = (/to_move:\s*(\w+)/.exec(text) || [0, 'black'])[1];
  const fb = /flybombs: black=(\d+) white=(\d+)/.exec(text) || [0, 3, 3];
  return { size, rows, toMove, flybombs: { black: Number(fb[1]), white: Number(fb[2]) } };
}

function analyze(text, rules) {
  const p = parse(text);
  const letters = 'ABCDEFGHJKLMNOPQRST';
  const flowers = [];
  p.rows.forEach((row, r) => [...row].forEach((c, x) => {
    if (c === 'F') flowers.push({ stones: [letters[x] + (p.size - r)], HEIy: 0, BAIy: 0, HEIo: 0, BAIo: 0, attribute: 'neutral', rule: 'T22.4.1' });
  }));
  const switches = {};
  SWITCHES.forEach((s) => { switches[s.name] = s.defaults['2022']; });
  String(rules).split(';').slice(1).forEach((kv) => { const [k, v] = kv.split('='); switches[k] = v; });
  return {
    format: 'f3go-analysis/2', size: p.size, rules: String(rules).split(';')[0], switches,
    position: { board: p.rows, to_move: p.toMove, flybombs_left: p.flybombs },
    strings: [], flowers, holographic: p.rows, flybomb_forbidden: { black: {}, white: {} }, legal_stones: { black: [], white: [] },
    score: { black: 0, white: 0, neutral: 0, result: '0', dead: [] },
  };
}

export async function load() {
  return {
    version: 'stub',
    switches: () => SWITCHES,
    rulesText: (profile, chosen) => [profile].concat(Object.keys(chosen).map((k) => k + '=' + chosen[k])).join(';'),
    analyze,
    legal: () => ({ stones: [], flowers: { ok: [], forbidden: [] } }),
    explain: (text, rules, point, lang) => 'stub explain ' + point + ' ' + lang,
    positionFromSgf: () => { throw new Error('stub: no SGF'); },
    sgfFromPosition: () => '(;)',
    Game: class { constructor(t) { this.t = t; } play() { return { legal: false, reason: 'stub', captured: [], position: this.t }; }
                  undo() { return false; } position() { return this.t; } sgf() { return '(;)'; } delete() {} },
  };
}
