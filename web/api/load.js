// The oracle's JavaScript API (web/README.md), appended to the module emscripten writes
// (--extern-post-js): `import { load } from './f3go.mjs'; const oracle = await load();`.
// Every function of web/api/bindings.cpp answers {text, error}; an error becomes a JavaScript Error
// with the oracle's message (naming where and what), a JSON text an object. The functions use no
// `this`: `const { analyze, Game } = await load()` works.
export async function load(moduleOptions = {}) {
  const m = await createF3goModule(moduleOptions);
  const text = (answer) => {
    if (answer.error !== '') throw new Error(answer.error);
    return answer.text;
  };
  const json = (answer) => JSON.parse(text(answer));
  const str = (value, what) => {
    if (typeof value !== 'string') throw new TypeError(`${what} must be a string, not ${typeof value}`);
    return value;
  };
  let switches = null;
  const analyzeText = (positionText, rulesText = '') =>
    text(m.analyze(str(positionText, 'positionText'), str(rulesText, 'rulesText')));

  class Game {
    constructor(positionText, rulesText = '') {
      this._handle = new m.GameHandle();
      try {
        text(this._handle.start(str(positionText, 'positionText'), str(rulesText, 'rulesText')));
      } catch (e) {
        this._handle.delete();
        throw e;
      }
    }
    play(moveText) { return json(this._handle.play(str(moveText, 'moveText'))); }
    undo() { return this._handle.undo(); }
    position() { return text(this._handle.position()); }
    sgf() { return text(this._handle.sgf()); }
    delete() { this._handle.delete(); }
  }

  return {
    version: m.version(),
    switches() {
      if (switches === null) switches = text(m.switches());
      return JSON.parse(switches);
    },
    rulesText(profile, settings = {}) { return text(m.rulesText(str(profile, 'profile'), JSON.stringify(settings))); },
    analyzeText,
    analyze(positionText, rulesText = '') { return JSON.parse(analyzeText(positionText, rulesText)); },
    legal(positionText, rulesText = '') {
      return json(m.legal(str(positionText, 'positionText'), str(rulesText, 'rulesText')));
    },
    explain(positionText, rulesText, point, lang = 'en') {
      return text(m.explain(str(positionText, 'positionText'), str(rulesText, 'rulesText'), str(point, 'point'),
                            str(lang, 'lang')));
    },
    checkCase(caseText, file = 'case') { return json(m.checkCase(str(caseText, 'caseText'), str(file, 'file'))); },
    positionFromSgf(sgfText) { return text(m.positionFromSgf(str(sgfText, 'sgfText'))); },
    sgfFromPosition(positionText) { return text(m.sgfFromPosition(str(positionText, 'positionText'))); },
    Game,
  };
}
