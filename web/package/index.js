// f3go-oracle: the F3Go oracle in WebAssembly (web/README.md lists every function). The module
// f3go.mjs (built by `cmake --build --preset wasm`, copied in when the package is made) is loaded
// once, on import; the package itself opens no network connection.
import { load } from './f3go.mjs';

const oracle = await load();

export { load };
export const version = oracle.version;
export const switches = () => oracle.switches();
export const rulesText = (profile, settings) => oracle.rulesText(profile, settings);
export const analyze = (positionText, rulesText = '') => oracle.analyze(positionText, rulesText);
export const analyzeText = (positionText, rulesText = '') => oracle.analyzeText(positionText, rulesText);
export const legal = (positionText, rulesText = '') => oracle.legal(positionText, rulesText);
export const explain = (positionText, rulesText, point, lang = 'en') => oracle.explain(positionText, rulesText, point, lang);
export const checkCase = (caseText, file) => oracle.checkCase(caseText, file);
export const positionFromSgf = (sgfText) => oracle.positionFromSgf(sgfText);
export const sgfFromPosition = (positionText) => oracle.sgfFromPosition(positionText);
export const Game = oracle.Game;
export default oracle;
