#include "judge/report.h"

#include <cassert>
#include <optional>
#include <set>
#include <sstream>
#include <utility>

#include "oracle/clauses.h"
#include "oracle/error.h"
#include "oracle/format.h"
#include "judge/ambiguities.h"
#include "judge/ambiguities_record.h"
#include "judge/ambiguities_text.h"
#include "judge/report_answers.h"

namespace f3go::judge {
namespace {

// ---- Reading the sources ----------------------------------------------------------------------


// The switch whose register ID (not name) is `id`.
std::optional<Switch> switch_with_id(std::string_view id) {
  const std::optional<Switch> s = find_switch(id);
  return s && info(*s).id == id ? s : std::nullopt;
}

// ---- HTML and the author's notation ------------------------------------------------------------

// A GTP point of a board of `size` in the author's notation; the text itself if it is not one.
std::string zh_point(std::string_view gtp, int size) {
  const std::optional<Point> p = parse_gtp(gtp, size);
  return p ? to_zh(*p) : std::string(gtp);
}

std::string zh_colour(Colour c) { return c == Colour::black ? "黑" : "白"; }

std::string zh_move(const Move& m) {
  switch (m.kind) {
    case Move::Kind::pass: return zh_colour(m.colour) + "虚着";
    case Move::Kind::stone: return zh_colour(m.colour) + to_zh(m.stone);
    case Move::Kind::flybomb:
      return zh_colour(m.colour) + to_zh(m.stone) + "、飞弹" + (m.flower ? to_zh(*m.flower) : std::string("弃权"));
  }
  return "";
}

std::string zh_moves(const std::vector<Move>& moves) {
  std::string s;
  for (std::size_t i = 0; i < moves.size(); ++i)
    s += (i ? "；" : "") + std::string("第") + std::to_string(i + 1) + "手 " + zh_move(moves[i]);
  return s;
}

std::string zh_points_list(const std::vector<Point>& ps) {
  std::string s;
  for (Point p : ps) s += (s.empty() ? "" : "、") + to_zh(p);
  return s;
}

std::string zh_question(const Case& c) {
  const Question& q = c.ask;
  using K = Question::Kind;
  switch (q.kind) {
    case K::private_eye: return to_zh(q.point) + "所在的棋串有没有私眼？";
    case K::attribute: return to_zh(q.point) + "所在的花棋串是什么属性？";
    case K::holographic: return "全息棋局是怎样的？";
    case K::forbidden_points: return zh_colour(q.colour) + "方飞弹的禁着点有哪些？";
    case K::legal: return zh_move(q.move) + " 这一手合法吗？";
    case K::captures: return zh_move(q.move) + " 这一手提掉哪些子？";
    case K::score: return c.dead.empty() ? "现在终局，结果如何？" : "现在终局（死子：" + zh_points_list(c.dead) + "），结果如何？";
    case K::bottom: return "走完以后的底层棋局是怎样的？";
    case K::flybombs_left: return "走完以后双方各剩几枚飞弹？";
    case K::move_number: return "下一手是第几手？";
    case K::game_over: return "对局结束了吗？";
    default: return markup_escape(q.text);
  }
}

// key=value words of an answer ("black=4 white=0 …").
std::map<std::string, std::string> answer_fields(std::string_view answer) {
  std::map<std::string, std::string> f;
  std::istringstream in{std::string(answer)};
  std::string word;
  while (in >> word)
    if (const auto eq = word.find('='); eq != std::string::npos) f[word.substr(0, eq)] = word.substr(eq + 1);
  return f;
}

std::string zh_result(const std::string& r) {
  if (r == "0") return "和棋";
  if (r.size() > 2 && r[1] == '+') return std::string(r[0] == 'B' ? "黑胜" : "白胜") + r.substr(2) + "点";
  return r;
}

std::string zh_reason(std::string_view r) {
  if (r == "capture_point") return "提吃点";
  if (r == "one_liberty_eye") return "一气眼";
  if (r == "tiger_mouth") return "虎口";
  return std::string(r);
}

// The answer of a witness case in words (the diagram answers are drawn by the caller).
std::string zh_answer(const Case& c, const std::string& a) {
  using K = Question::Kind;
  const int n = c.position.position.board.size();
  switch (c.ask.kind) {
    case K::private_eye: return a == "true" ? "有私眼" : a == "false" ? "无私眼" : a;
    case K::attribute: return a == "black" ? "黑性" : a == "white" ? "白性" : a == "neutral" ? "中性" : a;
    case K::legal: return a == "legal" ? "合法" : a == "illegal" ? "不合法" : a;
    case K::game_over: return a == "true" ? "已结束" : a == "false" ? "未结束" : a;
    case K::captures: {
      if (a == "illegal") return "不合法";
      if (a == "none") return "不提子";
      std::string s, p;
      std::istringstream in(a);
      while (std::getline(in, p, ',')) s += (s.empty() ? "" : "、") + zh_point(p, n);
      return "提掉 " + s;
    }
    case K::forbidden_points: {
      if (a == "none") return "没有禁着点";
      std::string s, item;
      std::istringstream in(a);
      while (in >> item) {
        const auto colon = item.find(':');
        std::string reasons, r;
        std::istringstream rs(item.substr(colon + 1));
        while (std::getline(rs, r, ',')) reasons += (reasons.empty() ? "" : "、") + zh_reason(r);
        s += (s.empty() ? "" : "；") + zh_point(item.substr(0, colon), n) + "（" + reasons + "）";
      }
      return s;
    }
    case K::score: {
      auto f = answer_fields(a);
      return "黑" + f["black"] + "点，白" + f["white"] + "点，中性" + f["neutral"] + "点；" + zh_result(f["result"]);
    }
    case K::flybombs_left: {
      auto f = answer_fields(a);
      return "黑方剩" + f["black"] + "枚，白方剩" + f["white"] + "枚";
    }
    default: return a;
  }
}

}  // namespace

namespace {

// ---- Diagrams -----------------------------------------------------------------------------------

constexpr int kCell = 30, kMargin = 34;

std::string stone_svg(Cell c, int cx, int cy) {
  std::ostringstream s;
  const int r = kCell * 45 / 100;
  switch (c) {
    case Cell::black:
      s << "<circle cx='" << cx << "' cy='" << cy << "' r='" << r << "' fill='#111'/>";
      break;
    case Cell::white:
      s << "<circle cx='" << cx << "' cy='" << cy << "' r='" << r << "' fill='#fff' stroke='#111' stroke-width='1.5'/>";
      break;
    case Cell::flower:
      s << "<circle cx='" << cx << "' cy='" << cy << "' r='" << r << "' fill='#f3b6d6' stroke='#a0306a' stroke-width='1.5'/>"
        << "<text x='" << cx << "' y='" << cy + 5 << "' font-size='14' text-anchor='middle' fill='#6a1040'>花</text>";
      break;
    case Cell::empty: break;
  }
  return s.str();
}

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
      const Cell c = ch == 'X' ? Cell::black : ch == 'O' ? Cell::white : ch == 'F' ? Cell::flower : Cell::empty;
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

// ---- The page -----------------------------------------------------------------------------------

constexpr std::string_view kStyle = R"(
body { font-family: "Noto Sans CJK SC", "Noto Serif CJK SC", "Source Han Sans SC", sans-serif; max-width: 1100px; margin: 2em auto; padding: 0 1em; color: #222; line-height: 1.6; }
h1 { font-size: 1.6em; } h2 { border-top: 2px solid #ccc; padding-top: .8em; margin-top: 2em; font-size: 1.25em; }
.quote { color: #555; background: #f7f7f2; padding: .4em .8em; border-left: 4px solid #c9b98a; }
.pair { display: flex; flex-wrap: wrap; gap: 1.5em; align-items: flex-start; margin: 1em 0 1.5em; }
table { border-collapse: collapse; } td, th { border: 1px solid #bbb; padding: .3em .6em; vertical-align: top; }
th { background: #eee; } .default { color: #a0306a; font-size: .85em; } .none { color: #666; }
.code { font-family: monospace; color: #777; font-size: .85em; }
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

std::string defaults_note(const SwitchInfo& s, int r) {
  std::string note;
  if (s.default_2022 == r) note += "2022默认";
  if (s.default_2018 == r) note += std::string(note.empty() ? "" : "、") + "2018默认";
  return note.empty() ? "" : " <span class='default'>（" + note + "）</span>";
}

class Page {
 public:
  Page(const std::map<std::string, QuestionText>& texts, const std::vector<PairResult>& search,
       const std::vector<Case>& witnesses)
      : texts_(texts), search_(distinct(search)) {
    for (const Case& c : witnesses) cases_[c.name] = &c;
  }

  std::string render(int& diagrams) {
    std::string body;
    for (const SwitchInfo& s : switch_table())
      if (s.readings.size() >= 2) body += section(s);
    std::ostringstream page;
    page << "<!DOCTYPE html>\n<html lang='zh-Hans'><head><meta charset='utf-8'>\n"
         << "<meta name='f3go-diagrams' content='" << diagrams_ << "'>\n"
         << "<title>飞弹三色围棋规则：待裁决的问题</title><style>" << kStyle << "</style></head><body>\n"
         << "<h1>飞弹三色围棋规则：待作者裁决的问题</h1>\n"
         << "<p>规则文本（2018年版与2022年修订版）有若干处可以有不同的理解。每一处我们都实现了每一种理解（称为“读法”），"
            "再由计算机在小棋盘上穷举局面，找出使两种读法给出不同答案的<b>最小</b>局面（先比棋盘面积，再比子数）。"
            "下面每一个问题都列出规则原文、各种读法、最小的例子和各读法下的答案。坐标按作者的记法：先列后行，"
            "行从下往上数（「二三」即第二列第三行）。请您指出哪一种读法符合本意。</p>\n"
         << "<p>图例：黑子、白子、<span style='color:#a0306a'>花</span>（花棋串）；红框是问题所问的点（或所问那一手的点）；有“先走”的例子，图是走之前的局面。"
            "“找不到区别”表示在所列范围内的每一个局面上两种读法的答案都相同。</p>\n"
         << summary() << body << open_question_sections() << answers_panel(Profile::y2022)
         << "<p id='check'>not checked</p>\n" << kCheckScript << "</body></html>\n";
    diagrams = diagrams_;
    return page.str();
  }

 private:
  std::string summary() {
    std::ostringstream s;
    s << "<h2>一览</h2><table><tr><th>编号</th><th>问题</th><th>2022：有区别的读法对</th><th>2018：有区别的读法对</th></tr>\n";
    for (const SwitchInfo& i : switch_table()) {
      if (i.readings.size() < 2) continue;
      s << "<tr><td><a href='#" << i.id << "'>" << i.id << "</a></td><td>" << markup_escape(text_of(i).question) << "</td>";
      for (const char* profile : {"2022", "2018"}) {
        // Each pair of readings under the defaults once (follow-ups are counted in the next figure).
        std::map<std::string, bool> pairs, later;
        for (const PairResult& r : search_) {
          if (info(r.pair.sw).id != i.id || name(r.pair.profile) != profile) continue;
          const std::string key = reading_name(r.pair, r.pair.first) + "|" + reading_name(r.pair, r.pair.second);
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
    s << "</table>\n";
    return s.str();
  }

  const QuestionText& text_of(const SwitchInfo& s) const {
    auto it = texts_.find(std::string(s.id));
    if (it == texts_.end()) throw InputError("report", "no question text for " + std::string(s.id));
    return it->second;
  }

  std::string section(const SwitchInfo& s) {
    const QuestionText& t = text_of(s);
    std::ostringstream h;
    h << "<h2 id='" << s.id << "'>" << s.id << " " << markup_escape(t.question) << " <span class='code'>" << s.name
      << "</span></h2>\n";
    if (!t.text.empty()) h << "<p class='quote'>" << markup_escape(t.text) << "</p>\n";
    h << "<p class='none'>条款（规则原文）：";
    for (Clause clause : s.clauses) {
      const ClauseInfo& c = info(clause);
      h << "<br>" << c.id << " " << (c.seed == "000" ? "2022" : c.seed == "001" ? "2018" : "2018说明") << "「"
        << markup_escape(c.phrase) << "」";
    }
    h << "</p>\n";
    h << "<ul>\n";
    for (std::size_t r = 0; r < s.readings.size(); ++r)
      h << "<li><b>" << s.readings[r] << "</b>：" << markup_escape(t.readings.at(std::string(s.readings[r])))
        << defaults_note(s, static_cast<int>(r)) << "</li>\n";
    h << "</ul>\n" << switch_answer_controls(s, t.readings);
    for (const PairResult& r : search_)
      if (info(r.pair.sw).id == s.id) h << pair_html(t, r);
    return h.str();
  }

  std::string pair_html(const QuestionText& t, const PairResult& r) {
    const ReadingPair& p = r.pair;
    std::string given;
    for (const std::string& g : p.given) given += (given.empty() ? "" : " ") + g;
    std::ostringstream h;
    h << "<h3>" << reading_name(p, p.first) << " 与 " << reading_name(p, p.second) << "（其它开关取" << name(p.profile)
      << "年版默认读法"
      << (given.empty() ? "" : "，但 " + markup_escape(given) + "；这是一个后续问题，只在该读法下才出现") << "）</h3>\n";
    const std::string bound = markup_escape(bound_text(r, Lang::zh));
    if (!r.witness) {
      h << "<p class='none'>找不到区别：" << bound << "。</p>\n";
      return h.str();
    }
    const std::string name = witness_case_name(p);
    auto it = cases_.find(name);
    if (it == cases_.end()) throw InputError("report", "the finder found a witness, but there is no case " + name);
    const Case& c = *it->second;
    const Board& b = c.position.position.board;
    h << "<div class='pair'><div>" << diagram(b, case_marks(c)) << "</div><div>";
    if (!c.moves.empty()) h << "<p>先走：" << zh_moves(c.moves) << "</p>";
    h << "<p><b>问：</b>" << zh_question(c) << "</p><table><tr><th>读法</th><th>答案</th></tr>";
    for (const Expectation& e : c.expectations) {
      if (e.settings.size() != 1) continue;
      const std::string reading = e.settings[0].substr(e.settings[0].find('=') + 1);
      h << "<tr><td><b>" << reading << "</b>：" << markup_escape(t.readings.at(reading)) << "</td><td>" << answer_cell(c, e.answer)
        << "</td></tr>";
    }
    h << "</table><p class='none'>最小性：更小的局面都没有区别（" << bound << "）。"
      << "案例文件 <span class='code'>corpus/cases/witnesses/" << name << ".case</span></p></div></div>\n";
    return h.str();
  }

  std::string answer_cell(const Case& c, const std::string& answer) {
    using K = Question::Kind;
    if (c.ask.kind == K::holographic || c.ask.kind == K::bottom) {
      if (auto b = board_of_rows(answer, c.position.position.board.size())) return diagram(*b, {});
    }
    return markup_escape(zh_answer(c, answer));
  }

  std::string diagram(const Board& b, const std::vector<Point>& marks) {
    ++diagrams_;
    return board_svg(b, marks);
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

  const std::map<std::string, QuestionText>& texts_;
  const std::vector<PairResult> search_;
  std::map<std::string, const Case*> cases_;
  int diagrams_ = 0;
};

}  // namespace

std::map<std::string, QuestionText> parse_question_texts(std::string_view text, const std::string& file) {
  std::map<std::string, QuestionText> texts;
  std::optional<Switch> current;
  std::istringstream in{std::string(text)};
  std::string raw;
  int line = 0;
  std::set<std::string> seen_keys;
  while (std::getline(in, raw)) {
    ++line;
    const std::string where = file + ":" + std::to_string(line);
    const std::string l(trim(raw));
    if (l.empty() || l[0] == '#') continue;
    if (l.front() == '[' && l.back() == ']') {
      current = switch_with_id(l.substr(1, l.size() - 2));
      if (!current) throw InputError(where, quote(l) + " names no switch of the register");
      if (texts.count(std::string(info(*current).id)))
        throw InputError(where, std::string(info(*current).id) + " given twice");
      texts[std::string(info(*current).id)];
      seen_keys.clear();
      continue;
    }
    const auto colon = l.find(':');
    if (!current || colon == std::string::npos)
      throw InputError(where, "expected '[ID]' or 'KEY: text' under an [ID], not " + quote(l));
    const std::string key(trim(std::string_view(l).substr(0, colon))), value(trim(std::string_view(l).substr(colon + 1)));
    if (value.empty()) throw InputError(where, "'" + key + "' has no text");
    if (!seen_keys.insert(key).second) throw InputError(where, "'" + key + "' given twice");
    const std::string id(info(*current).id);
    QuestionText& t = texts[id];
    if (key == "问") t.question = value;
    else if (key == "文") t.text = value;
    else if (find_reading(*current, key)) t.readings[key] = value;
    else throw InputError(where, quote(key) + " is neither 问, 文 nor a reading of " + id);
  }
  for (const SwitchInfo& s : switch_table()) {
    if (s.readings.size() < 2) continue;
    auto it = texts.find(std::string(s.id));
    if (it == texts.end()) throw InputError(file, "no entry [" + std::string(s.id) + "]");
    if (it->second.question.empty()) throw InputError(file, "[" + std::string(s.id) + "] has no 问");
    for (std::string_view r : s.readings)
      if (!it->second.readings.count(std::string(r)))
        throw InputError(file, "[" + std::string(s.id) + "] does not describe the reading " + std::string(r));
  }
  return texts;
}

std::vector<PairResult> search_results(std::string_view text, const std::string& file) {
  std::vector<PairResult> out;
  for (NumberedResult& n : ambiguity_results(read_record(text, file)).results) out.push_back(std::move(n.result));
  return out;
}

std::string report_html(const std::map<std::string, QuestionText>& texts, const std::vector<PairResult>& search,
                        const std::vector<Case>& witnesses, int& diagrams) {
  return Page(texts, search, witnesses).render(diagrams);
}

std::string board_svg(const Board& b, const std::vector<Point>& marks) {
  const int n = b.size();
  const int span = kCell * (n - 1);
  const int size = span + 2 * kMargin;
  std::ostringstream s;
  s << "<svg class='board' xmlns='http://www.w3.org/2000/svg' width='" << size << "' height='" << size
    << "' viewBox='0 0 " << size << " " << size << "'>"
    << "<rect width='" << size << "' height='" << size << "' fill='#e8c88a'/>";
  for (int i = 0; i < n; ++i) {
    const int at = kMargin + i * kCell;
    s << "<line x1='" << kMargin << "' y1='" << at << "' x2='" << kMargin + span << "' y2='" << at << "' stroke='#333'/>"
      << "<line x1='" << at << "' y1='" << kMargin << "' x2='" << at << "' y2='" << kMargin + span << "' stroke='#333'/>";
    // Column numerals under the board; row numerals on the left, row 一 at the bottom.
    s << "<text x='" << at << "' y='" << size - 6 << "' font-size='12' text-anchor='middle'>" << zh_numeral(i + 1) << "</text>"
      << "<text x='11' y='" << kMargin + (n - 1 - i) * kCell + 4 << "' font-size='12' text-anchor='middle'>"
      << zh_numeral(i + 1) << "</text>";
  }
  for (Point p : b.points()) s << stone_svg(b.at(p), kMargin + p.x * kCell, kMargin + (n - 1 - p.y) * kCell);
  for (Point p : marks)
    s << "<rect x='" << kMargin + p.x * kCell - kCell / 2 + 1 << "' y='" << kMargin + (n - 1 - p.y) * kCell - kCell / 2 + 1
      << "' width='" << kCell - 2 << "' height='" << kCell - 2 << "' fill='none' stroke='#d00' stroke-width='2'/>";
  s << "</svg>";
  return s.str();
}

}  // namespace f3go::judge
