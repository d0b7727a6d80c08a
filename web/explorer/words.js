// The page's words, Chinese first and English beside, as the rule author's report writes them
// (judge/report_words.cpp): the reasons that forbid a flybomb, the attributes, the sides.
(function (F3Go) {
  'use strict';
  F3Go.WORDS = {
    reason: {
      capture_point: { zh: '提吃点', en: 'capture point' },
      one_liberty_eye: { zh: '一气眼', en: "one-liberty eye" },
      tiger_mouth: { zh: '虎口', en: "tiger's mouth" },
    },
    attribute: {
      black: { zh: '黑性', en: 'black-like' },
      white: { zh: '白性', en: 'white-like' },
      neutral: { zh: '中性', en: 'neutral' },
    },
    side: { black: { zh: '黑', en: 'black' }, white: { zh: '白', en: 'white' } },
    profile: { '2022': { zh: '2022年版', en: 'the 2022 rules' }, '2018': { zh: '2018年版', en: 'the 2018 rules' } },
  };

  // "zh（en）" for a word of the table; the key itself when the table lacks it.
  F3Go.both = function (group, key) {
    const w = F3Go.WORDS[group][key];
    return w ? w.zh + '（' + w.en + '）' : String(key);
  };
})(window.F3Go = window.F3Go || {});
