// The shareable URL: the position text and the rules (the compact rules text; rules2 the second
// configuration of the compare mode) in the URL's fragment, #pos=…&rules=…&rules2=…, each value
// percent-encoded. Read when the page opens, written after every change, so that the address is
// always the page as shown.
(function (F3Go) {
  'use strict';
  const KEYS = ['pos', 'rules', 'rules2'];

  // The values of the fragment `hash` ('#pos=…&rules=…'); a key not there is absent. A value that
  // is not valid percent-encoding throws an Error naming the key.
  F3Go.readFragment = function (hash) {
    const out = {};
    String(hash).replace(/^#/, '').split('&').forEach(function (part) {
      if (!part) return;
      const eq = part.indexOf('=');
      const key = eq < 0 ? part : part.slice(0, eq);
      if (KEYS.indexOf(key) < 0) return;
      try {
        out[key] = decodeURIComponent(eq < 0 ? '' : part.slice(eq + 1));
      } catch (e) {
        throw new Error('the address: the value of ' + key + ' is not valid percent-encoding');
      }
    });
    return out;
  };

  // The fragment of `values` (keys pos, rules, rules2; absent or empty ones left out).
  F3Go.fragmentOf = function (values) {
    return '#' + KEYS.filter((k) => values[k]).map((k) => k + '=' + encodeURIComponent(values[k])).join('&');
  };
})(window.F3Go = window.F3Go || {});
