#include "judge/report/report_answers.h"

#include <algorithm>
#include <cassert>
#include <sstream>

#include "oracle/format.h"
#include "oracle/point.h"

namespace f3go::judge {
namespace {

struct Choice {
  std::string line;   // the line of the rules file it stands for
  std::string label;  // HTML
};

// The radio buttons of question `id`, "none of these" last, and the comment box, in a fieldset the
// script finds by its class and data-question.
std::string controls(std::string_view id, const std::vector<Choice>& choices) {
  std::ostringstream h;
  h << "<fieldset class='answer' data-question='" << id << "'><legend>您的裁决</legend>\n";
  for (const Choice& c : choices)
    h << "<label><input type='radio' name='answer-" << id << "' value='" << markup_escape(c.line) << "'> " << c.label
      << "</label><br>\n";
  h << "<label><input type='radio' name='answer-" << id << "' value='none: " << id
    << "' data-none='1'> 以上都不是（请在下面写明您的理解）</label><br>\n"
    << "<textarea name='comment-" << id << "' rows='3' cols='80' placeholder='说明（可选；选“以上都不是”时请必填）'></textarea>\n"
    << "</fieldset>\n";
  return h.str();
}

std::string defaults_mark(const SwitchInfo& s, int r) {
  std::string years;
  if (s.default_2022 == r) years += "2022年版";
  if (s.default_2018 == r) years += std::string(years.empty() ? "" : "、") + "2018年版";
  return years.empty() ? "" : "（本程序目前在" + years + "采用）";
}

constexpr std::string_view kStyle = R"(
<style>
fieldset.answer { border: 1px solid #c9b98a; background: #fbf8ee; margin: 1em 0; }
fieldset.answer textarea { width: 95%; }
small.dev { color: #999; }
#answers-status { font-weight: bold; }
</style>
)";

// The form's script. The saved file: a comment header, `rules: P`, each checked line, each
// comment as `comment: ID TEXT` lines.
constexpr std::string_view kScript = R"(
<script>
(function () {
  const profile = () => document.querySelector('input[name=answers-profile]:checked').value;
  const maxBytes = Number(document.getElementById('answers').dataset.commentBytes);
  const storeKey = 'f3go-answers:' + location.pathname;
  const encoder = new TextEncoder();
  const fieldsets = () => Array.from(document.querySelectorAll('fieldset.answer'));
  // Control characters (tabs and line ends among them) become blanks; lone surrogates would be
  // written as U+FFFD by the encoder.
  const clean = line => line.replace(/[\u0000-\u001f\u007f]/g, ' ').trim();
  function pieces(line) {
    const out = [];
    let piece = '', bytes = 0;
    for (const ch of line) {
      const n = encoder.encode(ch).length;
      if (bytes + n > maxBytes) { out.push(piece); piece = ''; bytes = 0; }
      piece += ch;
      bytes += n;
    }
    out.push(piece);
    return out;
  }
  function commentLines(id, text) {
    const lines = [];
    for (const raw of text.replace(/\r\n?/g, '\n').split('\n'))
      for (const piece of pieces(clean(raw))) lines.push(('comment: ' + id + ' ' + piece).trim());
    while (lines.length && lines[lines.length - 1] === 'comment: ' + id) lines.pop();
    while (lines.length && lines[0] === 'comment: ' + id) lines.shift();
    return lines;
  }
  function collect() {
    const lines = ['# 飞弹三色围棋规则：作者的裁决（由规则问题报告的表单保存）', 'rules: ' + profile()];
    const missing = [];
    let answered = 0;
    for (const f of fieldsets()) {
      const id = f.dataset.question;
      const chosen = f.querySelector('input[type=radio]:checked');
      const comments = commentLines(id, f.querySelector('textarea').value);
      if (chosen) { lines.push(chosen.value); answered++; }
      if (chosen && chosen.dataset.none && comments.length === 0) missing.push(id);
      lines.push(...comments);
    }
    return { text: lines.join('\n') + '\n', missing, answered };
  }
  function remember() {
    const state = {};
    for (const f of fieldsets()) {
      const chosen = f.querySelector('input[type=radio]:checked');
      state[f.dataset.question] = { line: chosen ? chosen.value : '', comment: f.querySelector('textarea').value };
    }
    try { localStorage.setItem(storeKey, JSON.stringify(state)); } catch (e) { /* storage off: nothing kept */ }
  }
  function restore() {
    let state = {};
    try { state = JSON.parse(localStorage.getItem(storeKey) || '{}') || {}; } catch (e) { return; }
    for (const f of fieldsets()) {
      const s = state[f.dataset.question];
      if (!s) continue;
      for (const r of f.querySelectorAll('input[type=radio]')) r.checked = r.value === s.line;
      f.querySelector('textarea').value = typeof s.comment === 'string' ? s.comment : '';
    }
  }
  function save() {
    const status = document.getElementById('answers-status');
    const { text, missing, answered } = collect();
    if (missing.length) {
      status.textContent = '请为选了“以上都不是”的问题写下说明：' + missing.join('、');
      return;
    }
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    link.download = 'f3go-answers.rules';
    document.body.appendChild(link);
    link.click();
    link.remove();
    status.textContent = '已保存裁决文件（已裁决 ' + answered + ' 个问题）。请把这个文件发给我们。';
  }
  restore();
  document.addEventListener('change', remember);
  document.addEventListener('input', remember);
  document.getElementById('answers-save').addEventListener('click', save);
})();
</script>
)";

// A radio button choosing the profile the answers are about (`rules: P` of the saved file).
std::string profile_choice(Profile q, Profile checked) {
  return std::string("<label><input type='radio' name='answers-profile' value='") + std::string(name(q)) + "'" +
         (q == checked ? " checked" : "") + ">" + std::string(name(q)) + (q == Profile::y2022 ? "年修订版" : "年版") +
         "</label> ";
}

}  // namespace

std::string switch_answer_controls(const SwitchInfo& s, const std::map<std::string, std::string>& descriptions) {
  assert(std::all_of(s.readings.begin(), s.readings.end(), [&](std::string_view r) { return descriptions.count(std::string(r)); }));
  std::vector<Choice> choices;
  for (std::size_t r = 0; r < s.readings.size(); ++r) {
    const std::string reading(s.readings[r]);
    choices.push_back({"set: " + std::string(s.name) + "=" + reading,
                       markup_escape(descriptions.at(reading)) + " <small class='dev'>" + reading + "</small>" +
                           defaults_mark(s, static_cast<int>(r))});
  }
  return controls(s.id, choices);
}

std::string open_answer_controls(const OpenQuestion& q, const std::vector<std::string>& descriptions) {
  std::vector<Choice> choices;
  for (int k = 1; k <= q.readings; ++k) {
    const auto i = static_cast<std::size_t>(k - 1);
    const std::string label = i < descriptions.size() ? markup_escape(descriptions[i]) : "读法" + zh_numeral(k);
    choices.push_back({"answer: " + std::string(q.id) + "=" + std::to_string(k),
                       label + (k == q.implemented ? "（本程序目前采用）" : "")});
  }
  return controls(q.id, choices);
}

std::string answers_panel(Profile p) {
  std::ostringstream h;
  h << kStyle << "<h2 id='answers' data-profile='" << name(p) << "' data-comment-bytes='" << kCommentBytes
    << "'>保存您的裁决</h2>\n"
    << "<p>在上面每个问题下选出符合本意的读法（或选“以上都不是”并写明您的理解），然后按下面的按钮。"
       "浏览器会下载您的裁决文件，请把它发给我们。没有选择的问题按本程序目前的读法处理。"
       "您的选择会暂存在这个浏览器里，下次打开本页时仍在。</p>\n"
    << "<p>您的裁决针对：" << profile_choice(Profile::y2022, p) << profile_choice(Profile::y2018, p) << "</p>\n"
    << "<p><button id='answers-save' type='button'>保存裁决文件</button> <span id='answers-status'></span></p>\n"
    << kScript;
  return h.str();
}

}  // namespace f3go::judge
