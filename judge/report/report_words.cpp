#include "judge/report/report_words.h"

#include <array>
#include <cassert>
#include <map>
#include <optional>
#include <sstream>

#include "oracle/format.h"
#include "oracle/position.h"

namespace f3go::judge {
namespace {

// A GTP point of a board of `size` in the author's notation; the text itself if it is not one.
std::string zh_point(std::string_view gtp, int size) {
  const std::optional<Point> p = parse_gtp(gtp, size);
  return p ? to_zh(*p) : std::string(gtp);
}

std::string zh_colour(Colour c) { return c == Colour::black ? "黑" : "白"; }

// A move without its number (the question of a case names one move).
std::string zh_move(const Move& m) {
  switch (m.kind) {
    case Move::Kind::pass: return zh_colour(m.colour) + "虚着";
    case Move::Kind::stone: return zh_colour(m.colour) + to_zh(m.stone);
    case Move::Kind::flybomb:
      return zh_colour(m.colour) + to_zh(m.stone) + "，再扔飞弹" + (m.flower ? "于" + to_zh(*m.flower) : std::string("（虚着）"));
  }
  return "";
}

std::string numbered(int k, const std::string& what) { return "第" + std::to_string(k) + "手 " + what; }

// One turn numbered from k.
std::string zh_turn(const Move& m, int k) {
  if (m.kind != Move::Kind::flybomb) return numbered(k, zh_move(m));
  return numbered(k, zh_colour(m.colour) + to_zh(m.stone)) + "，" + numbered(k + 1, "虚弹（扔在棋盘边界外）") + "，" +
         numbered(k + 2, m.flower ? "飞弹" + to_zh(*m.flower) : std::string("飞弹虚着"));
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

std::string zh_points_text(const std::string& a, int n) {
  std::string s, p;
  std::istringstream in(a);
  while (std::getline(in, p, ',')) s += (s.empty() ? "" : "、") + zh_point(p, n);
  return s;
}

std::string zh_forbidden(const std::string& a, int n) {
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

// The number of the move after the case's moves.
int number_after(const Case& c) {
  int k = c.position.position.move_number;
  for (const Move& m : c.moves) k = next_move_number(k, m.kind);
  return k;
}

}  // namespace

std::string zh_points(const std::vector<Point>& ps) {
  std::string s;
  for (Point p : ps) s += (s.empty() ? "" : "、") + to_zh(p);
  return s;
}

std::string zh_moves(const std::vector<Move>& moves, int first) {
  std::string s;
  int k = first;
  for (const Move& m : moves) {
    s += (s.empty() ? "" : "；") + zh_turn(m, k);
    k = next_move_number(k, m.kind);
  }
  return s;
}

std::string reading_label(std::size_t i) {
  assert(i < 10);
  static constexpr std::array<std::string_view, 10> kStems{"甲", "乙", "丙", "丁", "戊", "己", "庚", "辛", "壬", "癸"};
  return "读法" + std::string(kStems[i]);
}

std::string zh_question(const Case& c) {
  const Question& q = c.ask;
  using K = Question::Kind;
  switch (q.kind) {
    case K::private_eye: return "棋串A（" + to_zh(q.point) + "所在的棋串）有没有私眼？";
    case K::attribute: return to_zh(q.point) + "所在的花棋串是什么属性？";
    case K::holographic: return "全息棋局是怎样的？";
    case K::forbidden_points: return zh_colour(q.colour) + "方飞弹的禁着点有哪些？";
    case K::legal: return zh_moves({q.move}, number_after(c)) + " 这一手合法吗？";
    case K::captures: return zh_moves({q.move}, number_after(c)) + " 这一手提掉哪些子？";
    case K::score: return c.dead.empty() ? "现在终局，结果如何？" : "现在终局（死子：" + zh_points(c.dead) + "），结果如何？";
    case K::bottom: return "走完以后的底层棋局是怎样的？";
    case K::flybombs_left: return "走完以后双方各剩几枚飞弹？";
    case K::move_number: return "下一手是第几手？";
    case K::game_over: return "对局结束了吗？";
    default: return markup_escape(q.text);
  }
}

std::string zh_answer(const Case& c, const std::string& a) {
  using K = Question::Kind;
  const int n = c.position.position.board.size();
  switch (c.ask.kind) {
    case K::private_eye: return a == "true" ? "有私眼" : a == "false" ? "无私眼"
                                                                      : a;
    case K::attribute: return a == "black" ? "黑性" : a == "white" ? "白性"
                                                  : a == "neutral" ? "中性"
                                                                   : a;
    case K::legal: return a == "legal" ? "合法" : a == "illegal" ? "不合法"
                                                                 : a;
    case K::game_over: return a == "true" ? "已结束" : a == "false" ? "未结束"
                                                                    : a;
    case K::captures: return a == "illegal" ? "不合法" : a == "none" ? "不提子"
                                                                     : "提掉 " + zh_points_text(a, n);
    case K::forbidden_points: return zh_forbidden(a, n);
    case K::score: {
      auto f = answer_fields(a);
      return "黑" + f["black"] + "点，白" + f["white"] + "点，中性" + f["neutral"] + "点；" + zh_result(f["result"]);
    }
    case K::flybombs_left: {
      auto f = answer_fields(a);
      return "黑方剩" + f["black"] + "枚，白方剩" + f["white"] + "枚";
    }
    case K::move_number: return "第" + a + "手";
    default: return a;
  }
}

std::string zh_reading(Switch s, int r) {
  assert(r >= 0 && static_cast<std::size_t>(r) < info(s).readings.size());
  return std::string(info(s).id) + "取" + reading_label(static_cast<std::size_t>(r));
}

std::string zh_rules(const Rules& rules) {
  std::vector<std::string> parts;
  for (int i = 0; i < kSwitchCount; ++i) {
    const auto s = static_cast<Switch>(i);
    if (!rules.is_default(s)) parts.push_back(zh_reading(s, rules.get(s)));
  }
  const Rules defaults;
  const auto number = [](double x) {
    std::ostringstream o;
    o << x;
    return o.str();
  };
  if (rules.komi != defaults.komi) parts.push_back("贴目" + number(rules.komi));
  if (rules.flybombs != defaults.flybombs) parts.push_back("飞弹数" + std::to_string(rules.flybombs));
  if (rules.mode != defaults.mode) parts.push_back("模式" + std::string(name(rules.mode)));
  if (rules.seed != defaults.seed) parts.push_back("随机数种子" + std::to_string(rules.seed));
  if (rules.random_turns != defaults.random_turns) parts.push_back("随机飞弹回合数" + std::to_string(rules.random_turns));
  std::string out = std::string(name(rules.profile)) + "年版";
  for (std::size_t i = 0; i < parts.size(); ++i) out += (i ? "，" : "（") + parts[i];
  return parts.empty() ? out : out + "）";
}

}  // namespace f3go::judge
