#include "judge/report/report.h"

#include <algorithm>
#include <cassert>
#include <optional>
#include <set>
#include <sstream>
#include <utility>

#include "oracle/clauses.h"
#include "oracle/error.h"
#include "oracle/format.h"
#include "judge/ambiguities.h"
#include "judge/ambiguities_text.h"
#include "judge/report/keyed_text.h"
#include "judge/report/report_words.h"
#include "reference/engine.h"
#include "judge/report/report_answers.h"

namespace f3go::judge {
namespace {

// Cells of a "rows joined by /" answer (top row first): . X O F.
std::optional<Board> board_of_rows(const std::string& rows, int n) {
  Board b(n);
  std::vector<std::string> lines;
  std::string line;
  std::istringstream in(rows);
  while (std::getline(in, line, '/')) lines.push_back(line);
  if (static_cast<int>(lines.size()) != n) return std::nullopt;
  for (int r = 0; r < n; ++r) {
    if (static_cast<int>(lines[static_cast<std::size_t>(r)].size()) != n) return std::nullopt;
    for (int x = 0; x < n; ++x) {
      const char ch = lines[static_cast<std::size_t>(r)][static_cast<std::size_t>(x)];
      const Cell c = ch == 'X' ? Cell::black : ch == 'O' ? Cell::white
                                           : ch == 'F'   ? Cell::flower
                                                         : Cell::empty;
      if (ch != '.' && c == Cell::empty) return std::nullopt;
      b.set(Point{x, n - 1 - r}, c);
    }
  }
  return b;
}

// The points a witness case asks about: the point of the question, or the points of the move
// asked (the moves played first are listed in words, not marked: on a small board their marks
// would cover every point).
std::vector<Point> case_marks(const Case& c) {
  std::vector<Point> marks;
  using K = Question::Kind;
  if (c.ask.kind == K::private_eye || c.ask.kind == K::attribute) marks.push_back(c.ask.point);
  const auto add_move = [&](const Move& m) {
    if (m.kind == Move::Kind::pass) return;
    marks.push_back(m.stone);
    if (m.flower) marks.push_back(*m.flower);
  };
  if (c.ask.kind == K::legal || c.ask.kind == K::captures) add_move(c.ask.move);
  return marks;
}

// A setting "name=reading" in the report's words: the question's ID and the reading's label.
std::string zh_setting(const std::string& setting) {
  const auto eq = setting.find('=');
  const std::optional<Switch> s = find_switch(setting.substr(0, eq));
  if (eq == std::string::npos || !s) return markup_escape(setting);
  const std::optional<int> r = find_reading(*s, setting.substr(eq + 1));
  if (!r) return markup_escape(setting);
  return zh_reading(*s, *r) + "<small class='dev'>" + markup_escape(setting) + "</small>";
}

std::string zh_profile(Profile p) { return p == Profile::y2018 ? "2018年版" : "2022年版"; }

// The board diagrams of a page's body.
int count_diagrams(const std::string& body) {
  int n = 0;
  for (std::size_t at = body.find("<svg class='board'"); at != std::string::npos; at = body.find("<svg class='board'", at + 1)) ++n;
  return n;
}

// ---- The page -----------------------------------------------------------------------------------

constexpr std::string_view kStyle = R"(
body { font-family: "Noto Sans CJK SC", "Noto Serif CJK SC", "Source Han Sans SC", sans-serif; max-width: 1100px; margin: 2em auto; padding: 0 1em; color: #222; line-height: 1.6; }
h1 { font-size: 1.6em; } h2 { border-top: 2px solid #ccc; padding-top: .8em; margin-top: 2em; font-size: 1.25em; }
section.part > h2 { font-size: 1.5em; border-top: 4px solid #888; }
.quote { color: #555; background: #f7f7f2; padding: .4em .8em; border-left: 4px solid #c9b98a; }
.pair { display: flex; flex-wrap: wrap; gap: 1.5em; align-items: flex-start; margin: 1em 0 1.5em; }
table { border-collapse: collapse; } td, th { border: 1px solid #bbb; padding: .3em .6em; vertical-align: top; }
th { background: #eee; } .adopted { color: #a0306a; font-size: .9em; } .none { color: #666; }
.why { font-size: .9em; color: #333; max-width: 28em; } .exchanged { color: #0a5d8c; }
small.dev { font-family: monospace; color: #999; font-size: .75em; margin-left: .4em; } #check { display: none; }
)";

constexpr std::string_view kCheckScript = R"(
<script>
const errors = [];
window.addEventListener('error', e => errors.push(String(e.message)));
window.addEventListener('load', () => {
  const expected = Number(document.querySelector('meta[name="f3go-diagrams"]').content);
  const boards = Array.from(document.querySelectorAll('svg.board'));
  const bad = boards.filter(b => { const r = b.getBoundingClientRect(); return r.width < 40 || r.height < 40 || b.querySelectorAll('line').length === 0; });
  const problems = [];
  if (boards.length !== expected) problems.push('diagrams ' + boards.length + ' of ' + expected);
  if (bad.length) problems.push(bad.length + ' empty diagrams');
  problems.push(...errors);
  document.getElementById('check').textContent = problems.length ? 'FAIL ' + problems.join('; ') : 'ok ' + boards.length + ' diagrams';
});
</script>
)";

// The legend: what the marks of a diagram mean, and the stones without liberty, explained once.
std::string legend(const RegisterTexts& r) {
  std::string s =
      "<p>图例：黑子、白子；花子在底层棋局上写「花」，在全息棋局上写它的属性「黑」「白」「中」（黑性、白性、中性）；"
      "红框是问题所问的点（或所问那一手的点）；说明私眼的小图中，蓝色底是所考察的封闭区域（或空点串），"
      "虚线圈中的数字是模拟推演中异色方依次补下的子，绿圈是由此做成的（或已有的）1气眼。"
      "有“先走”的例子，图是走之前的局面。“找不到区别”表示在所列范围内的每一个局面上两种读法的答案都相同。</p>\n";
  if (const auto it = r.notes.find("无气"); it != r.notes.end()) s += "<p>" + markup_escape(it->second) + "</p>\n";
  return s;
}

// Which versions of the rules this program reads with reading r of s by default, marked.
std::string adopted_note(const SwitchInfo& s, int r) {
  const bool y2022 = s.default_2022 == r, y2018 = s.default_2018 == r;
  if (!y2022 && !y2018) return "";
  const std::string which = y2022 && y2018 ? "两版规则" : y2022 ? "2022年版"
                                                                : "2018年版";
  return " <span class='adopted'>「本程序目前采用」（" + which + "）</span>";
}

class Page {
 public:
  explicit Page(const ReportSources& src) : src_(src), search_(distinct(src.search)) {
    for (const Case& c : src.witnesses) cases_[c.name] = &c;
    for (const Case& c : src.examples) examples_[c.name] = &c;
  }

  std::string render(int& diagrams) {
    std::string body = "<section class='part' id='switches'><h2>第一部分：已实现各种读法的问题</h2>\n";
    for (const SwitchInfo& s : switch_table())
      if (s.readings.size() >= 2) body += switch_section(s);
    body += "</section>\n" + register_part() + decisions_part() + follow_up_part();
    diagrams = count_diagrams(body);
    std::ostringstream page;
    page << "<!DOCTYPE html>\n<html lang='zh-Hans'><head><meta charset='utf-8'>\n"
         << "<meta name='f3go-diagrams' content='" << diagrams << "'>\n"
         << "<title>飞弹三色围棋规则：待裁决的问题</title><style>" << kStyle << "</style></head><body>\n"
         << "<h1>飞弹三色围棋规则：待作者裁决的问题</h1>\n"
         << "<p>规则文本（2018年版与2022年修订版）有若干处可以有不同的理解。每一处我们都实现了每一种理解（称为“读法”），"
            "再由计算机在小棋盘上穷举局面，找出使两种读法给出不同答案的<b>最小</b>局面（先比棋盘面积，再比子数）。"
            "下面每一个问题都列出规则原文、各种读法、最小的例子和各读法下的答案。坐标按作者的记法：先列后行，"
            "行从下往上数（「二三」即第二列第三行）；手数按2022年版的记法（虚弹也占一手，飞弹放弃时记为虚着）。"
            "问题中的棋串A总是黑棋，白棋是另一方（规则对黑白两方相同）。请您指出哪一种读法符合本意。</p>\n"
         << legend(src_.register_texts) << summary() << body << answers_panel(Profile::y2022) << "<p id='check'>-</p>\n"
         << kCheckScript
         << "</body></html>\n";
    return page.str();
  }

 private:
  using Group = std::vector<const PairResult*>;

  // ---- The overview and the sections of the switches ----

  std::string summary() {
    std::ostringstream s;
    s << "<h2>一览</h2><table><tr><th>编号</th><th>问题</th><th>2022年版：有区别的读法对</th><th>2018年版：有区别的读法对</th></tr>\n";
    for (const SwitchInfo& i : switch_table()) {
      if (i.readings.size() < 2) continue;
      s << "<tr><td><a href='#q-" << i.id << "'>" << i.id << "</a></td><td>" << markup_escape(text_of(i).question) << "</td>";
      for (Profile profile : {Profile::y2022, Profile::y2018}) {
        // Each pair of readings under the defaults once (follow-ups are counted in the next figure).
        std::map<std::pair<int, int>, bool> pairs, later;
        for (const PairResult& r : search_) {
          if (info(r.pair.sw).id != i.id || r.pair.profile != profile) continue;
          const std::pair key{r.pair.first, r.pair.second};
          if (r.pair.given.empty()) pairs[key] = pairs[key] || r.witness;
          else later[key] = later[key] || r.witness;
        }
        int separated = 0, follow_ups = 0;
        for (const auto& [key, witness] : pairs) {
          separated += witness;
          follow_ups += !witness && later[key];
        }
        s << "<td>" << (pairs.empty() ? "未搜索" : std::to_string(separated) + " / " + std::to_string(pairs.size()))
          << (follow_ups ? "（另有" + std::to_string(follow_ups) + "对在其它读法下有区别）" : "") << "</td>";
      }
      s << "</tr>\n";
    }
    s << "</table>\n<p>另有编写程序时发现的新问题（第二部分，本程序目前各只实现了一种读法）：</p><table><tr><th>编号</th><th>问题</th></tr>\n";
    for (const RegisterEntry& e : src_.register_texts.entries)
      if (e.id[0] == 'N')
        s << "<tr><td><a href='#q-" << e.id << "'>" << e.id << "</a></td><td>" << markup_escape(e.question) << "</td></tr>\n";
    s << "</table>\n";
    return s.str();
  }

  const QuestionText& text_of(const SwitchInfo& s) const {
    auto it = src_.texts.find(std::string(s.id));
    if (it == src_.texts.end()) throw InputError("report", "no question text for " + std::string(s.id));
    return it->second;
  }

  static std::string section_open(std::string_view id, std::string_view sw) {
    return "<section class='question' id='q-" + std::string(id) + "' data-switch='" + std::string(sw) + "'>\n";
  }

  std::string switch_section(const SwitchInfo& s) {
    const QuestionText& t = text_of(s);
    std::ostringstream h;
    h << section_open(s.id, s.name) << "<h2>" << s.id << " " << markup_escape(t.question) << "<small class='dev'>" << s.name
      << "</small></h2>\n<p class='none'>条款：";
    for (std::size_t i = 0; i < s.clauses.size(); ++i) h << (i ? "、" : "") << info(s.clauses[i]).id;
    h << "</p>\n"
      << quotes_html(t.text) << "<ul>\n";
    for (std::size_t r = 0; r < s.readings.size(); ++r)
      h << "<li><b>" << reading_label(r) << "</b>：" << markup_escape(t.readings.at(std::string(s.readings[r])))
        << adopted_note(s, static_cast<int>(r)) << "<small class='dev'>" << s.readings[r] << "</small></li>\n";
    h << "</ul>\n"
      << switch_answer_controls(s, t.readings);
    if (!t.reason.empty()) h << "<p class='adopted'>采用的理由：" << markup_escape(t.reason) << "</p>\n";
    h << witnesses_html(s, t, false);
    if (!t.example.empty())
      h << "<p>最小的例子往往对其中一种读法有利；下面的例子对另一种读法有利。</p>" << example_html(t.example);
    for (const Group& g : groups(s.id, false)) h << unseparated_html(g);
    h << "</section>\n";
    return h.str();
  }

  // The results about switch `id`, under the defaults (or, with `follow_ups`, under another
  // reading), each pair of readings with its results in both profiles.
  std::vector<Group> groups(std::string_view id, bool follow_ups) const {
    std::vector<Group> out;
    std::map<std::string, std::size_t> at;
    for (const PairResult& r : search_) {
      if (info(r.pair.sw).id != id || r.pair.given.empty() == follow_ups) continue;
      std::string key = std::to_string(r.pair.first) + "|" + std::to_string(r.pair.second);
      for (const std::string& g : r.pair.given) key += "|" + g;
      const auto [it, fresh] = at.emplace(key, out.size());
      if (fresh) out.emplace_back();
      out[it->second].push_back(&r);
    }
    return out;
  }

  const Case& witness_of(const PairResult& r) const {
    const std::string name = witness_case_name(r.pair);
    auto it = cases_.find(name);
    if (it == cases_.end()) throw InputError("report", "the finder found a witness, but there is no case " + name);
    return *it->second;
  }

  // Results without a witness: one paragraph per pair, once when both versions of the rules agree.
  std::string unseparated_html(const Group& g) {
    std::vector<const PairResult*> none;
    for (const PairResult* r : g)
      if (!r->witness) none.push_back(r);
    if (none.size() == 2 && bound_text(*none[0], Lang::zh) == bound_text(*none[1], Lang::zh))
      return unseparated_html(*none[0], "两版规则相同");
    std::string s;
    for (const PairResult* r : none) s += unseparated_html(*r, zh_profile(r->pair.profile));
    return s;
  }

  std::string unseparated_html(const PairResult& r, const std::string& versions) {
    return "<h3>" + pair_title(r) + "（" + versions + conditions(r) + "）</h3>\n<p class='none'>找不到区别：" +
           markup_escape(bound_text(r, Lang::zh)) + "。</p>\n";
  }

  static std::string pair_title(const PairResult& r) {
    return reading_label(static_cast<std::size_t>(r.pair.first)) + " 与 " + reading_label(static_cast<std::size_t>(r.pair.second));
  }

  // What the other questions read: their defaults, but the given readings of a follow-up.
  static std::string conditions(const PairResult& r) {
    std::string given;
    for (const std::string& g : r.pair.given) given += (given.empty() ? "" : "，") + zh_setting(g);
    return "；其它问题取本程序目前采用的读法" + (given.empty() ? "" : "，但 " + given);
  }

  // A witness as drawn, with the result that found it.
  struct Shown {
    const PairResult* result;
    DrawnCase drawn;
  };

  // What makes two witnesses one diagram: the same position as drawn, moves, question, dead stones
  // and conditions.
  static std::string shown_key(const Shown& s) {
    const Case& c = s.drawn.drawn;
    std::string key;
    for (Cell cell : c.position.position.board.cells()) key += symbol(cell);
    key += "|" + zh_moves(c.moves, c.position.position.move_number) + "|" + c.ask.text + "|" + zh_points(c.dead);
    for (const std::string& g : s.result->pair.given) key += "|" + g;
    return key + (s.drawn.exchanged ? "|x" : "") + (s.drawn.kept_white ? "|w" : "");
  }

  // The witnesses of switch `s` (under the defaults, or with `follow_ups` under another reading),
  // each distinct diagram once with every reading's answer beside it.
  std::string witnesses_html(const SwitchInfo& s, const QuestionText& t, bool follow_ups) {
    std::vector<std::vector<Shown>> blocks;
    std::map<std::string, std::size_t> at;
    for (const Group& g : groups(s.id, follow_ups))
      for (const PairResult* r : g) {
        if (!r->witness) continue;
        Shown shown{r, drawn_case(witness_of(*r))};
        const auto [it, fresh] = at.emplace(shown_key(shown), blocks.size());
        if (fresh) blocks.emplace_back();
        blocks[it->second].push_back(std::move(shown));
      }
    std::string out;
    for (const std::vector<Shown>& b : blocks) out += witness_block(s, t, b);
    return out;
  }

  std::string witness_block(const SwitchInfo& s, const QuestionText& t, const std::vector<Shown>& block) {
    std::string pairs, names;
    std::set<std::string> seen_pairs, seen_names;
    std::set<Profile> profiles;
    std::map<std::string, std::string> bounds;  // bound → the pairs and versions it is of
    std::vector<std::string> bound_order;
    for (const Shown& sh : block) {
      const std::string title = pair_title(*sh.result);
      if (seen_pairs.insert(title).second) pairs += (pairs.empty() ? "" : "；") + title;
      if (seen_names.insert(sh.drawn.drawn.name).second) names += (names.empty() ? "" : " ") + sh.drawn.drawn.name;
      profiles.insert(sh.result->pair.profile);
      const std::string bound = markup_escape(bound_text(*sh.result, Lang::zh));
      if (!bounds.count(bound)) bound_order.push_back(bound);
      bounds[bound] += (bounds[bound].empty() ? "" : "、") + title + "（" + zh_profile(sh.result->pair.profile) + "）";
    }
    const std::string versions = profiles.size() == 2 ? "两版规则相同" : zh_profile(*profiles.begin());
    std::ostringstream h;
    h << "<h3>" << pairs << "（" << versions << conditions(*block.front().result) << "）</h3>\n"
      << case_block(block.front().drawn, witness_rows(s, t, block)) << "<p class='none'>最小性：更小的局面都没有区别（";
    for (std::size_t i = 0; i < bound_order.size(); ++i)
      h << (i ? "；" : "") << (bound_order.size() > 1 ? bounds[bound_order[i]] + "：" : "") << bound_order[i];
    h << "）。<small class='dev'>" << names << "</small></p>\n";
    return h.str();
  }

  // One row of a case's table: its first cell, the answer, and why (private eyes).
  struct Row {
    std::string head, answer, why;
  };

  // The rows of a block of witnesses: each reading once, in the order of the switch; its answers in
  // the two versions of the rules on one row when they read alike.
  std::vector<Row> witness_rows(const SwitchInfo& s, const QuestionText& t, const std::vector<Shown>& block) {
    std::vector<Row> rows;
    for (std::size_t r = 0; r < s.readings.size(); ++r) {
      std::vector<std::pair<Profile, Row>> found;
      std::set<std::string> cases;
      for (const Shown& sh : block) {
        const Case& c = sh.drawn.drawn;
        if (!cases.insert(c.name).second) continue;
        for (const Expectation& e : c.expectations)
          if (e.settings.size() == 1 && e.settings[0] == std::string(s.name) + "=" + std::string(s.readings[r]))
            found.emplace_back(sh.result->pair.profile, Row{"", answer_cell(c, e), why_cell(c, e)});
      }
      if (found.empty()) continue;
      const std::string head = "<b>" + reading_label(r) + "</b>：" + markup_escape(t.readings.at(std::string(s.readings[r])));
      const bool alike = std::all_of(found.begin(), found.end(), [&](const auto& f) {
        return f.second.answer == found.front().second.answer && f.second.why == found.front().second.why;
      });
      if (alike) {
        rows.push_back(Row{head, found.front().second.answer, found.front().second.why});
        continue;
      }
      for (auto& [profile, row] : found) rows.push_back(Row{head + "（" + zh_profile(profile) + "）", row.answer, row.why});
    }
    return rows;
  }

  // ---- A case: its diagram, question and answers ----

  // The link that opens the case's position in the explorer (web/explorer, published in
  // docs/explorer) under the rules of its first two `expect …:` lines side by side.
  static std::string explorer_link(const Case& c) {
    std::vector<std::string> rules;
    for (const Expectation& e : c.expectations)
      if (!e.settings.empty() && rules.size() < 2) rules.push_back(compact(rules_for(c, e)));
    if (rules.empty()) rules.push_back(compact(c.position.rules));
    const auto escaped = [](const std::string& text) {  // percent-encoding, every byte but A–Z a–z 0–9 - _ . ~
      const std::string kept = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.~", hex = "0123456789ABCDEF";
      std::string out;
      for (const char ch : text) {
        const auto byte = static_cast<unsigned char>(ch);
        out += kept.find(ch) != std::string::npos ? std::string(1, ch) : std::string{'%', hex[byte >> 4], hex[byte & 15]};
      }
      return out;
    };
    std::string href = "../explorer/index.html#pos=" + escaped(write_position_text(c.position.position, c.position.rules));
    for (std::size_t i = 0; i < rules.size(); ++i) href += (i ? "&rules2=" : "&rules=") + escaped(rules[i]);
    return "<p class='try'><a href='" + href + "'>在浏览器中试</a></p>";
  }

  std::string case_block(const DrawnCase& d, const std::vector<Row>& rows) {
    const Case& c = d.drawn;
    const bool eye = c.ask.kind == Question::Kind::private_eye;
    const bool why = std::any_of(rows.begin(), rows.end(), [](const Row& r) { return !r.why.empty(); });
    const Board& b = c.position.position.board;
    std::ostringstream h;
    h << "<div class='case' data-kind='" << (eye ? "private_eye" : "other") << "'><div class='pair'><div>"
      << board_svg(b, marking(case_marks(c)), eye ? std::optional(colour_of(b.at(c.ask.point))) : std::nullopt)
      << "</div><div>";
    if (d.exchanged)
      h << "<p class='exchanged'>此例原来所问的是白棋串；规则对黑白两方相同，图中已将黑白互换（互换后每种读法的答案都不变），棋串A是黑棋。</p>";
    if (d.kept_white)
      h << "<p class='exchanged'>请注意：此图黑白互换后不再区别各读法，故保留原图；图中棋串A是白棋，文字中的「黑」「白」在此图上对调。</p>";
    if (!c.moves.empty()) h << "<p>先走：" << zh_moves(c.moves, c.position.position.move_number) << "</p>";
    h << "<p><b>问：</b>" << zh_question(c) << "</p><table><tr><th>读法</th><th>答案</th>" << (why ? "<th>为什么</th>" : "")
      << "</tr>";
    for (const Row& r : rows)
      h << "<tr><td>" << r.head << "</td><td>" << r.answer << "</td>" << (why ? "<td>" + r.why + "</td>" : "") << "</tr>";
    h << "</table>" << explorer_link(c) << "</div></div></div>\n";
    return h.str();
  }

  std::string answer_cell(const Case& c, const Expectation& e) {
    using K = Question::Kind;
    if (c.ask.kind == K::holographic) {
      reference::ReferenceEngine engine;
      const Board bottom = position_after_moves(engine, c, rules_for(c, e)).board;
      if (auto drawing = holographic_drawing(bottom, e.answer)) return diagram(drawing->first, drawing->second);
    }
    if (c.ask.kind == K::bottom)
      if (auto b = board_of_rows(e.answer, c.position.position.board.size())) return diagram(*b, {});
    return markup_escape(zh_answer(c, e.answer));
  }

  // Why: for a private eye, the region that decided; for any other question on a board with
  // flowers, the holographic board with each flower's attribute (unless the answer is that board).
  std::string why_cell(const Case& c, const Expectation& e) {
    const Rules rules = rules_for(c, e);
    if (c.ask.kind == Question::Kind::holographic) return "";
    if (c.ask.kind != Question::Kind::private_eye) {
      const auto holo = holographic_of(c, rules);
      return holo ? diagram(holo->first, holo->second) + "<div class='why'>全息棋局（花子写它的属性）</div>" : "";
    }
    const EyeWhy why = eye_why(c, rules);
    return diagram(why.board, why.overlay, colour_of(why.board.at(c.ask.point))) + "<div class='why'>" +
           markup_escape(why.words) + "</div>";
  }

  static std::string diagram(const Board& b, const Overlay& o, std::optional<Colour> asked = std::nullopt) {
    return board_svg(b, o, asked);
  }

  // ---- The rest of the register ----

  std::string entry_head(const RegisterEntry& e, const std::string& title) {
    const std::optional<Switch> s = switch_with_id(e.id);
    return section_open(e.id, s ? info(*s).name : "") + "<h2>" + e.id + " " + markup_escape(title) +
           (s ? "<small class='dev'>" + std::string(info(*s).name) + "</small>" : "") + "</h2>\n";
  }

  std::string register_part() {
    std::ostringstream h;
    h << "<section class='part' id='register'><h2>第二部分：编写程序时发现的新问题</h2>\n"
      << "<p>以下问题是编写程序时才发现的。本程序目前只实现了其中一种读法（标有「本程序目前采用」），"
         "其它读法列出来请您裁决。</p>\n";
    for (const RegisterEntry& e : src_.register_texts.entries) {
      if (e.id[0] != 'N') continue;
      h << entry_head(e, e.question);
      if (!e.see.empty()) h << "<p>此问题已列为第一部分的问题：" << markup_escape(e.see) << "。</p>\n";
      if (!e.text.empty()) h << quotes_html(e.text);
      if (!e.readings.empty()) {
        h << "<ul>\n";
        for (std::size_t r = 0; r < e.readings.size(); ++r)
          h << "<li><b>" << reading_label(r) << "</b>：" << markup_escape(e.readings[r])
            << (e.adopted == static_cast<int>(r) + 1 ? " <span class='adopted'>「本程序目前采用」</span>" : "") << "</li>\n";
        h << "</ul>\n";
      }
      if (const OpenQuestion* q = find_open_question(e.id)) h << open_answer_controls(*q, e.readings);
      if (!e.reason.empty()) h << "<p class='adopted'>采用的理由：" << markup_escape(e.reason) << "</p>\n";
      if (!e.example.empty()) h << example_html(e.example);
      h << "</section>\n";
    }
    h << "</section>\n";
    return h.str();
  }

  std::string example_html(const std::string& name) {
    auto it = examples_.find(name);
    if (it == examples_.end()) throw InputError("report", "the register names the example " + name + ", which is no case");
    const Case& c = *it->second;
    std::ostringstream h;
    h << "<p>例：</p>" << example_block(c) << "<p class='none'><small class='dev'>" << c.name << "</small></p>\n";
    return h.str();
  }

  // An example: the answer of this program first, then under each setting it names.
  std::string example_block(const Case& original) {
    const DrawnCase d{original};
    const Case& c = d.drawn;
    std::vector<Row> rows;
    for (const Expectation& e : c.expectations) {
      std::string head;
      for (const std::string& g : e.settings) head += (head.empty() ? "" : "，") + zh_setting(g);
      rows.push_back(Row{head.empty() ? "本程序目前采用的读法" : head, answer_cell(c, e), why_cell(c, e)});
    }
    return conditions_of(c) + case_block(d, rows);
  }

  // The readings of an example that are not this program's defaults.
  static std::string conditions_of(const Case& c) {
    std::string s;
    for (const SwitchInfo& i : switch_table()) {
      const std::optional<Switch> sw = find_switch(i.name);
      if (i.readings.size() < 2 || !sw || c.position.rules.is_default(*sw)) continue;
      s += (s.empty() ? "" : "，") + zh_setting(std::string(i.name) + "=" + std::string(c.position.rules.reading_name(*sw)));
    }
    if (c.position.rules.profile == Profile::y2018) s = "按2018年版" + (s.empty() ? "" : "，" + s);
    return s.empty() ? "" : "<p>此例中：" + s + "。</p>";
  }

  std::string decisions_part() {
    std::ostringstream h;
    h << "<section class='part' id='decisions'><h2>第三部分：已经确定的决定</h2>\n"
      << "<p>以下几处规则文本没有说明，本程序只有一种做法，并认为它没有疑问；如果不符合本意，请您指出。</p>\n";
    for (const RegisterEntry& e : src_.register_texts.entries) {
      if (e.id[0] != 'A') continue;
      h << entry_head(e, e.question.empty() ? "决定" : e.question);
      if (!e.text.empty()) h << quotes_html(e.text);
      h << "<p><b>决定：</b>" << markup_escape(e.decision) << "</p>\n";
      if (!e.reason.empty()) h << "<p class='adopted'>理由：" << markup_escape(e.reason) << "</p>\n";
      h << "</section>\n";
    }
    h << "</section>\n";
    return h.str();
  }

  std::string follow_up_part() {
    std::ostringstream h;
    h << "<section class='part' id='follow-ups'><h2>第四部分：后续问题</h2>\n"
      << "<p>有些读法只有在另一个问题取某种读法时才会出现区别。以下是这些“后续问题”：每一组都写明另一个问题取哪一种读法。</p>\n";
    for (const SwitchInfo& s : switch_table()) {
      if (s.readings.size() < 2) continue;
      const std::vector<Group> gs = groups(s.id, true);
      if (gs.empty()) continue;
      h << "<section class='follow-up' id='f-" << s.id << "' data-switch='" << s.name << "'><h2>" << s.id << " "
        << markup_escape(text_of(s).question) << "（后续）</h2>\n";
      h << witnesses_html(s, text_of(s), true);
      for (const Group& g : gs) h << unseparated_html(g);
      h << "</section>\n";
    }
    h << "</section>\n";
    return h.str();
  }

  // The results in order, each once: a follow-up search repeats, word for word, the pairs that the
  // search under the defaults already separated.
  static std::vector<PairResult> distinct(const std::vector<PairResult>& results) {
    std::set<std::string> seen;
    std::vector<PairResult> out;
    for (const PairResult& r : results) {
      std::string key = witness_case_name(r.pair) + " " + bound_text(r, Lang::en);
      if (seen.insert(std::move(key)).second) out.push_back(r);
    }
    return out;
  }

  const ReportSources& src_;
  const std::vector<PairResult> search_;
  std::map<std::string, const Case*> cases_, examples_;
};

}  // namespace

std::string report_html(const ReportSources& sources, int& diagrams) { return Page(sources).render(diagrams); }

}  // namespace f3go::judge
