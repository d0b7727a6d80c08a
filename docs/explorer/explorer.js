// The explorer: a position edited on the board, analysed live by the oracle (the WebAssembly
// module, web/README.md) under one rule configuration or two side by side, the clause chain of a
// clicked string or flower, and play with full F3Go turns. Everything shown comes from the
// oracle's answers (analyze, legal, explain, Game); the page only draws them.
(function (F3Go) {
  'use strict';
  const $ = (id) => document.getElementById(id);
  const TOOLS = { x: 'X', b: 'X', o: 'O', w: 'O', f: 'F', e: '.', '.': '.' };

  const state = {
    oracle: null,
    position: F3Go.emptyPosition(9),
    mode: 'edit',     // 'edit' | 'explain' | 'play'
    tool: 'X',
    cursor: -1,
    compare: false,
    panels: [],       // {root, rules: RulesPanel, analysis, facts, ms}
    explainPoint: -1,
    lang: 'zh',
    game: null,       // oracle.Game in play
    pending: -1,      // the stone chosen, waiting for its flower, 虚着 or nothing
    legal: null,      // oracle.legal() of the position in play
    flowerPoints: [], // where the flybomb may fall after the pending stone
    refreshes: 0,
  };

  function showError(message) {
    $('error').textContent = message || '';
    $('error').hidden = !message;
  }

  // Runs `f`; an Error it throws (the oracle's InputError text, naming where and what) is shown.
  function guarded(f) {
    try {
      showError('');
      f();
    } catch (e) {
      showError(e && e.message ? e.message : String(e));
    }
  }

  const activePanels = () => (state.compare ? state.panels : state.panels.slice(0, 1));
  const text = () => F3Go.positionText(state.position);

  // ---- Analysis ----

  function analyze(panel) {
    panel.analysis = null;
    panel.facts = null;
    panel.error = '';
    const t0 = performance.now();
    try {
      panel.analysis = state.oracle.analyze(text(), panel.rules.text);
      panel.facts = F3Go.pointFacts(panel.analysis);
    } catch (e) {
      panel.error = e.message || String(e);
    }
    panel.ms = performance.now() - t0;
  }

  // Analyses the position again under each configuration shown, and shows it all.
  function refresh() {
    activePanels().forEach(analyze);
    if (state.mode === 'play') playRefresh();
    render();
  }

  // ---- Drawing ----

  function scoreWords(s) {
    const result = s.result === '0' ? '和棋 draw'
      : (s.result[0] === 'B' ? '黑胜' : '白胜') + s.result.slice(2) + '点 ' + s.result;
    return '黑 ' + s.black + ' · 白 ' + s.white + ' · 中 ' + s.neutral + ' — ' + result;
  }

  function shadedFor(panel) {
    const shaded = new Map();
    const i = state.explainPoint;
    if (i < 0 || !panel.facts || i >= panel.facts.length || panel.facts[i].string < 0) return shaded;
    F3Go.stringRegions(panel.analysis, panel.facts[i].string).forEach(function (r) {
      r.indices.forEach((k) => shaded.set(k, r.privateEye ? 'eye' : 'other'));
    });
    return shaded;
  }

  function viewFor(panel, k, diff) {
    const view = { diff: diff, cursor: state.cursor, forbiddenSide: state.position.toMove, shaded: shadedFor(panel), marks: new Set() };
    if (state.explainPoint >= 0) view.marks.add(state.explainPoint);
    if (state.mode === 'play' && k === 0 && state.legal) {
      if (state.pending >= 0) {
        view.marks.add(state.pending);
        view.flowerOk = new Set(state.flowerPoints.map((n) => F3Go.pointIndex(n, state.position.size)));
      } else {
        view.legal = new Set(state.legal.stones.map((n) => F3Go.pointIndex(n, state.position.size)));
      }
    }
    return view;
  }

  function renderPanel(panel, k, diff) {
    const wrap = panel.root.querySelector('.board-wrap');
    wrap.innerHTML = F3Go.boardSvg(state.position, panel.facts, viewFor(panel, k, diff));
    const score = panel.root.querySelector('.score');
    const s = panel.analysis && panel.analysis.score;
    score.textContent = s ? scoreWords(s) : panel.error;
    score.classList.toggle('error', !s);
    ['black', 'white', 'neutral', 'result'].forEach((key) => { score.dataset[key] = s ? String(s[key]) : ''; });
    panel.root.dataset.ms = panel.ms.toFixed(2);
    panel.root.querySelector('.timing').textContent = s ? '分析用时 analysed in ' + panel.ms.toFixed(1) + ' ms' : '';
  }

  function describe(f) {
    if (!f) return '—';
    const parts = [];
    if (f.privateEye !== null) parts.push(f.privateEye ? '有私眼' : '无私眼');
    if (f.attribute) parts.push(F3Go.WORDS.attribute[f.attribute].zh);
    ['black', 'white'].forEach((side) => {
      if (f.forbidden[side].length)
        parts.push(F3Go.WORDS.side[side].zh + '禁:' + f.forbidden[side].map((r) => F3Go.WORDS.reason[r].zh).join('、'));
    });
    return parts.join(' ') || '—';
  }

  function renderDiffs(diff) {
    const list = $('diffs');
    list.textContent = '';
    $('diff-section').hidden = !state.compare;
    if (!state.compare) return;
    const [one, two] = state.panels;
    const lines = [];
    diff.forEach(function (i) {
      lines.push(F3Go.zhPoint(i, state.position.size) + ' ' + F3Go.pointName(i, state.position.size) + '：' +
                 describe(one.facts && one.facts[i]) + ' → ' + describe(two.facts && two.facts[i]));
    });
    const s1 = one.analysis && one.analysis.score, s2 = two.analysis && two.analysis.score;
    if (s1 && s2 && s1.result !== s2.result) lines.push('计分 score：' + s1.result + ' → ' + s2.result);
    if (!lines.length) lines.push('两种规则下此局面没有区别。 The two configurations read this position alike.');
    lines.forEach(function (l) {
      const li = document.createElement('li');
      li.textContent = l;
      list.appendChild(li);
    });
    list.dataset.count = String(diff.size);
  }

  function renderExplain() {
    const i = state.explainPoint;
    activePanels().forEach(function (panel, k) {
      const out = $('explain-' + (k + 1));
      if (i < 0 || state.position.cells[i] === '.') {
        out.textContent = k === 0 ? '在「解释」模式下点一个棋串或花子。 In explain mode, click a string or a flower.' : '';
        return;
      }
      try {
        out.textContent = state.oracle.explain(text(), panel.rules.text, F3Go.pointName(i, state.position.size), state.lang);
      } catch (e) {
        out.textContent = e.message || String(e);
      }
    });
    $('explain-2').hidden = !state.compare;
    $('explain-lang').textContent = state.lang === 'zh' ? 'English' : '中文';
  }

  function syncControls() {
    const p = state.position;
    $('size').value = String(p.size);
    $('to-move').value = p.toMove;
    $('flybombs-black').value = String(p.flybombs.black);
    $('flybombs-white').value = String(p.flybombs.white);
    document.querySelectorAll('input[name=tool]').forEach((r) => { r.checked = r.value === state.tool; });
    document.querySelectorAll('input[name=mode]').forEach((r) => { r.checked = r.value === state.mode; });
    $('compare').checked = state.compare;
    $('play-controls').hidden = state.mode !== 'play';
    $('panel-2').hidden = !state.compare;
    $('position-text').textContent = text();
  }

  function render() {
    const [one, two] = state.panels;
    const diff = state.compare && one.facts && two.facts ? new Set(F3Go.differences(one.facts, two.facts)) : new Set();
    activePanels().forEach((panel, k) => renderPanel(panel, k, diff));
    renderDiffs(diff);
    renderExplain();
    syncControls();
    const fragment = F3Go.fragmentOf({ pos: text(), rules: one.rules.text, rules2: state.compare ? two.rules.text : '' });
    if (location.hash !== fragment) history.replaceState(null, '', fragment);
    document.body.dataset.refreshes = String(++state.refreshes);
  }

  // ---- Editing ----

  function place(i) {
    const cells = state.position.cells;
    cells[i] = cells[i] === state.tool ? '.' : state.tool;
    state.explainPoint = -1;
    refresh();
  }

  function setPositionFromText(positionText) {
    const a = state.oracle.analyze(positionText, state.panels[0].rules.text);
    state.position = F3Go.positionFromAnalysis(a);
    state.explainPoint = -1;
    state.cursor = -1;
  }

  // A pasted position text or SGF record; the rules it names (a record's always, a text's `rules:`
  // and `set:` lines) become the first configuration.
  function loadText(raw) {
    const sgf = /^\s*\(/.test(raw);
    const positionText = sgf ? state.oracle.positionFromSgf(raw) : raw;
    const a = state.oracle.analyze(positionText, '');
    leavePlay();
    if (sgf || /^\s*(rules|set):/m.test(positionText)) state.panels[0].rules.setFrom(a.rules, a.switches, a.parameters);
    state.position = F3Go.positionFromAnalysis(a);
    state.explainPoint = -1;
    state.cursor = -1;
    refresh();
  }

  function flybombsInput(side) {
    const field = $('flybombs-' + side);
    const n = Number(field.value);
    if (!/^[0-9]{1,2}$/.test(field.value) || n > F3Go.FLYBOMBS_MAX)
      throw new Error('flybombs left for ' + side + ': "' + field.value + '" is not a number 0..' + F3Go.FLYBOMBS_MAX);
    return n;
  }

  // ---- Explain ----

  function explainAt(i) {
    state.explainPoint = state.position.cells[i] === '.' ? -1 : i;
    render();
  }

  // ---- Play ----

  function enterPlay() {
    leavePlay();
    state.mode = 'play';
    state.game = new state.oracle.Game(text(), state.panels[0].rules.text);
    state.explainPoint = -1;
  }

  function leavePlay() {
    if (state.game) state.game.delete();
    state.game = null;
    state.pending = -1;
    state.legal = null;
    if (state.mode === 'play') state.mode = 'edit';
  }

  function playRefresh() {
    state.legal = state.oracle.legal(text(), state.panels[0].rules.text);
  }

  // The points the flybomb may fall on after the mover's stone at `stone`: on the board after the
  // stone and its captures (A18 `after_own_stone`: a turn with the stone alone played on a copy of
  // the game, the mover set to move again), or on the board as it stands (`start_of_turn`).
  function flowerPointsAfter(stone) {
    const rules = state.panels[0].rules.text;
    if (state.panels[0].analysis.switches['flybomb.judge_board'] === 'start_of_turn') return state.legal.flowers.ok;
    const trial = new state.oracle.Game(text(), rules);
    try {
      const r = trial.play(stone);
      if (!r.legal) return [];
      const after = F3Go.positionFromAnalysis(state.oracle.analyze(r.position, rules));
      after.toMove = state.position.toMove;
      after.flybombs = state.position.flybombs;
      return state.oracle.legal(F3Go.positionText(after), rules).flowers.ok;
    } finally {
      trial.delete();
    }
  }

  function playStatus(message) {
    $('play-status').textContent = message;
  }

  function playMove(move) {
    const r = state.game.play(move);
    state.pending = -1;
    if (!r.legal) {
      playStatus('不合法 illegal: ' + move + ' — ' + (r.reason || ''));
      render();
      return;
    }
    playStatus(move + (r.captured && r.captured.length ? '，提 captured ' + r.captured.join(' ') : ''));
    setPositionFromText(r.position);
    refresh();
  }

  function playAt(i) {
    const name = F3Go.pointName(i, state.position.size);
    if (state.pending === i) {
      state.pending = -1;
      render();
    } else if (state.pending >= 0) {
      playMove(F3Go.pointName(state.pending, state.position.size) + ' ' + name);
    } else if (state.legal.stones.indexOf(name) < 0) {
      playStatus('此点不能下子 no legal stone at ' + name);
    } else if (state.position.flybombs[state.position.toMove] > 0) {
      state.pending = i;
      state.flowerPoints = flowerPointsAfter(name);
      playStatus('已选 ' + name + '：点花子的位置，或「虚着」，或「只下子」。 Now the flower point, 虚着 or the stone alone.');
      render();
    } else {
      playMove(name);
    }
  }

  function pendingName() {
    if (state.pending < 0) throw new Error('play: choose the stone first');
    return F3Go.pointName(state.pending, state.position.size);
  }

  function download(name, content) {
    const a = document.createElement('a');
    a.href = URL.createObjectURL(new Blob([content], { type: 'application/x-go-sgf' }));
    a.download = name;
    document.body.appendChild(a);
    a.click();
    a.remove();
  }

  // ---- Events ----

  function clicked(k, i) {
    guarded(function () {
      if (state.mode === 'edit') place(i);
      else if (state.mode === 'explain') explainAt(i);
      else if (k === 0) playAt(i);
    });
  }

  function keyed(e) {
    const n = state.position.size;
    const moves = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, 1], ArrowDown: [0, -1] };
    if (moves[e.key]) {
      const c = state.cursor < 0 ? Math.floor(n / 2) * n + Math.floor(n / 2) : state.cursor;
      const x = Math.min(n - 1, Math.max(0, c % n + moves[e.key][0]));
      const y = Math.min(n - 1, Math.max(0, Math.floor(c / n) + moves[e.key][1]));
      state.cursor = y * n + x;
      render();
    } else if (TOOLS[e.key.toLowerCase()] !== undefined) {
      state.tool = TOOLS[e.key.toLowerCase()];
      syncControls();
    } else if ((e.key === 'Enter' || e.key === ' ') && state.cursor >= 0) {
      clicked(0, state.cursor);
    } else {
      return;
    }
    e.preventDefault();
  }

  function bindBoard(panel, k) {
    const wrap = panel.root.querySelector('.board-wrap');
    wrap.addEventListener('click', function (e) {
      const g = e.target.closest('g.pt');
      if (g) clicked(k, Number(g.dataset.index));
    });
    wrap.addEventListener('keydown', keyed);
  }

  function bindControls() {
    for (let n = F3Go.MIN_SIZE; n <= F3Go.MAX_SIZE; ++n) $('size').add(new Option(String(n), String(n)));
    const edit = (f) => () => guarded(function () { leavePlay(); f(); refresh(); });
    $('size').addEventListener('change', edit(() => { state.position = F3Go.resized(state.position, Number($('size').value)); state.cursor = -1; state.explainPoint = -1; }));
    $('to-move').addEventListener('change', edit(() => { state.position.toMove = $('to-move').value; }));
    ['black', 'white'].forEach((side) => $('flybombs-' + side).addEventListener('change', edit(() => { state.position.flybombs[side] = flybombsInput(side); })));
    $('clear').addEventListener('click', edit(() => { state.position = F3Go.emptyPosition(state.position.size, state.position.flybombs.black); state.explainPoint = -1; }));
    document.querySelectorAll('input[name=tool]').forEach((r) => r.addEventListener('change', () => { state.tool = r.value; }));
    document.querySelectorAll('input[name=mode]').forEach((r) => r.addEventListener('change', () => guarded(function () {
      if (r.value === 'play') enterPlay();
      else { leavePlay(); state.mode = r.value; }
      refresh();
    })));
    $('compare').addEventListener('change', () => guarded(function () {
      state.compare = $('compare').checked;
      if (state.compare) {
        const one = state.panels[0], a = one.analysis;
        if (a) state.panels[1].rules.setFrom(a.rules, a.switches, a.parameters);
      }
      refresh();
    }));
    $('explain-lang').addEventListener('click', () => guarded(function () { state.lang = state.lang === 'zh' ? 'en' : 'zh'; render(); }));
    $('load-button').addEventListener('click', () => guarded(() => loadText($('load-text').value)));
    $('load-file').addEventListener('change', function () {
      const file = this.files[0];
      if (!file) return;
      file.text().then((t) => { $('load-text').value = t; guarded(() => loadText(t)); });
    });
    $('flower-pass').addEventListener('click', () => guarded(() => playMove(pendingName() + ' pass')));
    $('stone-alone').addEventListener('click', () => guarded(() => playMove(pendingName())));
    $('pass').addEventListener('click', () => guarded(() => playMove('pass')));
    $('undo').addEventListener('click', () => guarded(function () {
      if (!state.game.undo()) { playStatus('没有可悔的棋 nothing to undo'); return; }
      playStatus('悔棋 undone');
      state.pending = -1;
      setPositionFromText(state.game.position());
      refresh();
    }));
    $('export-sgf').addEventListener('click', () => guarded(function () {
      const sgf = state.game.sgf();
      $('load-text').value = sgf;
      download('f3go-game.sgf', sgf);
    }));
  }

  // ---- Start ----

  // After a panel's configuration changed; `error`: the oracle refused what the reader typed.
  function rulesChanged(error) {
    guarded(function () {
      if (error) throw error;
      if (state.mode === 'play') enterPlay();
      refresh();
    });
  }

  // The configuration `rules` shown in `panel`, as an analysis under it reports it.
  function adoptRules(panel, rules) {
    const a = state.oracle.analyze(text(), rules);
    panel.rules.setFrom(a.rules, a.switches, a.parameters);
  }

  // The page as the address describes it (an empty 9×9 board without one).
  function fromAddress() {
    const v = F3Go.readFragment(location.hash);
    if (v.rules) adoptRules(state.panels[0], v.rules);
    if (v.pos) setPositionFromText(v.pos);
    state.compare = Boolean(v.rules2);
    if (v.rules2) adoptRules(state.panels[1], v.rules2);
  }

  async function start() {
    const t0 = performance.now();
    const status = $('status');
    try {
      state.oracle = await F3Go.loadOracle();
    } catch (e) {
      status.dataset.state = 'error';
      status.textContent = '无法载入 the oracle did not load: ' + (e.message || e);
      return;
    }
    const switches = state.oracle.switches();
    const toText = (profile, chosen) => state.oracle.rulesText(profile, chosen);
    [1, 2].forEach(function (k) {
      const root = $('panel-' + k);
      const panel = { root: root, rules: new F3Go.RulesPanel(root.querySelector('.rules-panel'), switches, toText, rulesChanged), ms: 0 };
      state.panels.push(panel);
      bindBoard(panel, k - 1);
    });
    bindControls();
    // Each panel shows the game's parameters from the start: the profile's, as an analysis reports them.
    guarded(function () { state.panels.forEach(function (p) { adoptRules(p, p.rules.text); }); });
    guarded(fromAddress);
    refresh();
    window.addEventListener('hashchange', function () {
      if (location.hash === F3Go.fragmentOf({ pos: text(), rules: state.panels[0].rules.text, rules2: state.compare ? state.panels[1].rules.text : '' })) return;
      guarded(function () { leavePlay(); fromAddress(); refresh(); });
    });
    status.dataset.state = 'ready';
    status.dataset.loadMs = (performance.now() - t0).toFixed(1);
    status.textContent = '就绪 ready · ' + state.oracle.version;
  }

  F3Go.explorerState = state;  // for the browser test and the measurements
  document.addEventListener('DOMContentLoaded', start);
})(window.F3Go = window.F3Go || {});
