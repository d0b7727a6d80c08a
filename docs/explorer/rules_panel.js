// A rule configuration chosen on the page: the profile and every switch of the register, each
// shown by its Chinese and English label (from the oracle's own table, oracle.switches()) with its
// readings; a filter finds a switch by either label, its ID (A06) or its name (eye.opponent_eye).
// The game's parameters (komi, N flybombs, who throws them, the random schedule) are edited beside
// the profile. The configuration is the oracle's compact rules text (oracle.rulesText), which is
// what the page passes to the oracle and keeps in the URL; a value the oracle refuses is reported
// (changed(error)) and the configuration in force is kept.
(function (F3Go) {
  'use strict';
  const PROFILES = ['2022', '2018'];
  // The parameters of oracle/rules.h, in the order the page shows them, with their words.
  const PARAMETERS = [
    { key: 'komi', zh: '贴目', en: 'komi', clause: 'T22.7', kind: 'text' },
    { key: 'flybombs', zh: '每方飞弹数', en: 'flybombs each (N)', clause: 'T22.0.d', kind: 'number' },
    { key: 'mode', zh: '掷弹方式', en: 'who throws', clause: 'T22.8', kind: ['A', 'B', 'C'] },
    { key: 'seed', zh: '随机种子', en: 'random seed', clause: 'A28', kind: 'number' },
    { key: 'random_turns', zh: '随机回合数', en: 'random turns', clause: 'A28', kind: 'number' },
  ];

  function option(value, text, selected) {
    const o = document.createElement('option');
    o.value = value;
    o.textContent = text;
    o.selected = selected;
    return o;
  }

  function readingText(sw, reading, profile) {
    const l = sw.readingLabels && sw.readingLabels[reading];
    const words = l ? l.zh + '（' + l.en + '）' : reading;
    return words + ' · ' + reading + (sw.defaults[profile] === reading ? ' · 默认 default' : '');
  }

  function parameterInput(p) {
    let input;
    if (Array.isArray(p.kind)) {
      input = document.createElement('select');
      p.kind.forEach((v) => input.appendChild(option(v, v, false)));
    } else {
      // Text, not type=number: a browser empties a number field it cannot read, and the reader's
      // mistake would silently become the default; the oracle reads the text and names what is wrong.
      input = document.createElement('input');
      input.type = 'text';
      input.inputMode = p.kind === 'number' ? 'numeric' : 'decimal';
      input.size = 5;
      input.placeholder = '默认 default';
    }
    input.dataset.parameter = p.key;
    return input;
  }

  // A panel in `root` over the oracle's switch table `switches`; `changed(error)` is called after
  // the reader changes anything, with the oracle's error when it refused the change.
  // Precondition: root is an element and switches is oracle.switches().
  F3Go.RulesPanel = class {
    constructor(root, switches, rulesText, changed) {  // rulesText: oracle.rulesText
      console.assert(root && Array.isArray(switches), 'RulesPanel: no root or no switch table');
      this.root = root;
      this.switches = switches;
      this.toText = rulesText;
      this.changed = changed;
      this.profile = '2022';
      this.chosen = {};  // switch name → reading, only where it is off the profile's default
      this.parameters = {};  // komi, flybombs, mode, seed, random_turns as the last analysis gave them
      this.text = '2022';
      this.build();
    }

    build() {
      const r = this.root;
      r.textContent = '';
      const head = document.createElement('div');
      head.className = 'rules-head';
      const profile = document.createElement('select');
      profile.className = 'profile';
      PROFILES.forEach((p) => profile.appendChild(option(p, F3Go.both('profile', p), p === this.profile)));
      profile.addEventListener('change', () => { this.profile = profile.value; this.chosen = {}; this.update(); });
      const filter = document.createElement('input');
      filter.className = 'filter';
      filter.type = 'search';
      filter.placeholder = '筛选开关 filter switches（中文 / English / A06）';
      filter.addEventListener('input', () => this.filter(filter.value));
      const label = document.createElement('label');
      label.textContent = '规则 rules ';
      label.appendChild(profile);
      const summary = document.createElement('code');
      summary.className = 'rules-text';
      const parameters = document.createElement('span');
      parameters.className = 'parameters';
      PARAMETERS.forEach((p) => {
        const l = document.createElement('label');
        l.title = p.clause;
        l.textContent = p.zh + ' ' + p.en + ' ';
        const input = parameterInput(p);
        input.addEventListener('change', () => this.setParameter(p.key, input.value.trim()));
        l.appendChild(input);
        parameters.appendChild(l);
      });
      head.append(label, parameters, filter, summary);
      const details = document.createElement('details');
      const title = document.createElement('summary');
      title.textContent = '开关 switches（' + this.switches.length + '）';
      const table = document.createElement('table');
      table.className = 'switches';
      this.switches.forEach((sw) => table.appendChild(this.row(sw)));
      details.append(title, table);
      r.append(head, details);
      this.profileSelect = profile;
      this.summary = summary;
      this.details = details;
      this.show();
    }

    row(sw) {
      const tr = document.createElement('tr');
      tr.dataset.switch = sw.name;
      tr.dataset.words = [sw.id, sw.name, sw.zh, sw.en].concat(sw.readings.map((x) => {
        const l = sw.readingLabels && sw.readingLabels[x];
        return l ? l.zh + ' ' + l.en + ' ' + x : x;
      })).join(' ').toLowerCase();
      const id = document.createElement('td');
      id.textContent = sw.id;
      const words = document.createElement('td');
      words.innerHTML = '';
      const zh = document.createElement('span');
      zh.textContent = sw.zh;
      const en = document.createElement('small');
      en.textContent = sw.en + ' · ' + sw.name;
      words.append(zh, document.createElement('br'), en);
      const cell = document.createElement('td');
      const select = document.createElement('select');
      select.dataset.switch = sw.name;
      select.addEventListener('change', () => {
        if (select.value === sw.defaults[this.profile]) delete this.chosen[sw.name];
        else this.chosen[sw.name] = select.value;
        this.update();
      });
      cell.appendChild(select);
      tr.append(id, words, cell);
      return tr;
    }

    filter(query) {
      const q = query.trim().toLowerCase();
      if (q) this.details.open = true;
      this.root.querySelectorAll('tr[data-switch]').forEach((tr) => { tr.hidden = q !== '' && tr.dataset.words.indexOf(q) < 0; });
    }

    // Every select shows the reading in force; a switch off its default is marked.
    show() {
      this.profileSelect.value = this.profile;
      this.switches.forEach((sw) => {
        const select = this.root.querySelector("select[data-switch='" + sw.name + "']");
        const current = this.chosen[sw.name] || sw.defaults[this.profile];
        select.textContent = '';
        sw.readings.forEach((x) => select.appendChild(option(x, readingText(sw, x, this.profile), x === current)));
        select.closest('tr').classList.toggle('off-default', current !== sw.defaults[this.profile]);
      });
      PARAMETERS.forEach((p) => {
        const input = this.root.querySelector("[data-parameter='" + p.key + "']");
        input.value = this.parameters[p.key] !== undefined ? this.parameters[p.key] : '';
      });
      this.summary.textContent = this.text;
    }

    // A parameter typed by the reader: kept when the oracle accepts the configuration with it,
    // else the previous value comes back and the oracle's error is passed on.
    setParameter(key, value) {
      const before = this.parameters[key];
      if (value === '') delete this.parameters[key];
      else this.parameters[key] = value;
      let error;
      try {
        this.text = this.rulesText();
      } catch (e) {
        if (before === undefined) delete this.parameters[key];
        else this.parameters[key] = before;
        error = e;
      }
      this.show();
      this.changed(error);
    }

    update() {
      this.text = this.rulesText();
      this.show();
      this.changed();
    }

    // Shows the configuration an analysis under it reported: its profile, readings and parameters
    // (analysis.rules, analysis.switches, analysis.parameters).
    setFrom(profile, readings, parameters) {
      console.assert(PROFILES.indexOf(profile) >= 0, 'setFrom: unknown profile', profile);
      this.profile = profile;
      this.chosen = {};
      this.switches.forEach((sw) => {
        if (readings[sw.name] !== undefined && readings[sw.name] !== sw.defaults[profile]) this.chosen[sw.name] = readings[sw.name];
      });
      this.parameters = {};
      Object.keys(parameters || {}).forEach((k) => { this.parameters[k] = String(parameters[k]); });
      this.text = this.rulesText();
      this.show();
    }

    // The compact rules text of what the panel shows (the parameters as the last setFrom gave them
    // and as the reader changed them since).
    rulesText() {
      return this.toText(this.profile, Object.assign({}, this.parameters, this.chosen));
    }
  };
})(window.F3Go = window.F3Go || {});
