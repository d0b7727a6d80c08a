// A rule configuration chosen on the page: the profile and every switch of the register, each
// shown by its Chinese and English label (from the oracle's own table, oracle.switches()) with its
// readings; a filter finds a switch by either label, its ID (A06) or its name (eye.opponent_eye).
// The configuration is the oracle's compact rules text (oracle.rulesText), which is what the page
// passes to the oracle and keeps in the URL.
(function (F3Go) {
  'use strict';
  const PROFILES = ['2022', '2018'];

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

  // A panel in `root` over the oracle's switch table `switches`; `changed()` is called after the
  // reader changes anything. Precondition: root is an element and switches is oracle.switches().
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
      head.append(label, filter, summary);
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
      this.summary.textContent = this.text;
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

    // The compact rules text of what the panel shows (the parameters kept from the last setFrom).
    rulesText() {
      return this.toText(this.profile, Object.assign({}, this.parameters, this.chosen));
    }
  };
})(window.F3Go = window.F3Go || {});
