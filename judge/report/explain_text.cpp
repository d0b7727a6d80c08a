// The text of `f3go explain` (explain_text.h).
#include "judge/report/explain_text.h"

#include <algorithm>
#include <cassert>
#include <optional>
#include <sstream>
#include <string_view>
#include <vector>

#include "judge/report/explain_tables.h"
#include "judge/report/report_words.h"
#include "oracle/error.h"
#include "oracle/format.h"
#include "reference/attribute.h"
#include "reference/strings.h"

namespace f3go::judge {
namespace {

using reference::Points;

// Whether clause c is of profile p's own text: the 2022 rules (seed 000) for 2022, the 2018 texts
// and the private-eye explainer (seeds 001, 002, 004) for 2018.
bool own_text(Clause c, Profile p) { return (info(c).seed == "000") == (p == Profile::y2022); }

std::vector<Clause> own_clauses(const std::vector<Clause>& clauses, Profile p) {
  std::vector<Clause> out;
  for (Clause c : clauses)
    if (own_text(c, p)) out.push_back(c);
  return out;
}

// The text speaks of a black string A and its white opponents, and says that a white string is
// judged the same way (T22.2.8): for a white A the quotes are read with black and white exchanged
// (「黑白」, both colours, is left as it is).
std::string for_colour(std::string text, Colour a) {
  if (a == Colour::black) return text;
  const auto replace_all = [&](std::string_view from, std::string_view to) {
    for (std::size_t at = text.find(from); at != std::string::npos; at = text.find(from, at + to.size()))
      text.replace(at, from.size(), to);
  };
  replace_all("黑白", "\x01");
  replace_all("黑", "\x02");
  replace_all("白", "黑");
  replace_all("\x02", "白");
  replace_all("\x01", "黑白");
  return text;
}

// The “phrase” of each clause, joined by `and` (the registry's verbatim quotes).
std::string quoted(const std::vector<Clause>& clauses, std::string_view and_ = "；") {
  std::string out;
  for (Clause c : clauses) out += (out.empty() ? "" : std::string(and_)) + "「" + std::string(info(c).phrase) + "」";
  return out;
}

// "T18E.P2, T22.2.8(2) (A05 eye.precondition)": a step's clauses and switches; in Chinese the
// switches by their register IDs alone ("T22.2.8(2)（A05）").
std::string step_heading(const std::vector<Clause>& clauses, const std::vector<Switch>& switches, bool zh) {
  std::string out;
  for (Clause c : clauses) out += (out.empty() ? "" : zh ? "、"
                                                         : ", ") +
                                  std::string(clause_id(c));
  std::string sw;
  for (Switch x : switches)
    sw += (sw.empty() ? "" : zh ? "、"
                                : ", ") +
          std::string(info(x).id) + (zh ? "" : " " + std::string(info(x).name));
  if (sw.empty()) return out;
  return zh ? out + "（" + sw + "）" : out + " (" + sw + ")";
}

std::string id(Clause c) { return std::string(clause_id(c)); }

class Explainer {
 public:
  Explainer(const Board& board, const Rules& rules, Lang lang, RegionNotes* notes)
      : b_(board), rules_(rules), zh_(lang == Lang::zh), words_(board, lang), notes_(notes) {}

  std::string explain(Point p) {
    Cell c = b_.at(p);
    if (c == Cell::empty)
      throw InputError("POINT", to_gtp(p) + " is empty (explain takes a point of a black, white or flower string)");
    Points s = reference::string_at(b_, p);
    if (c == Cell::flower) flower(s);
    else string(s);
    return out_.str();
  }

 private:
  std::string t(std::string_view en, std::string_view zh) const { return words_.t(en, zh); }
  // A37 eye.method=empty_string: the "regions" are the empty strings next to A, judged one by one.
  bool by_string() const { return rules_.eye_method() == EyeMethod::empty_string; }
  std::string pts(const Points& ps) const { return words_.points(ps); }
  std::string colour_name(Colour c) const { return zh_ ? (c == Colour::black ? "黑" : "白") : std::string(name(c)); }
  // The points of a string: every point, or in Chinese the way the author names it, by one point
  // (oracle zh_name: 「六九*」) and, past one point, the count with `unit` (“六九*（9子）”).
  std::string listed(const Points& ps, std::string_view unit) const {
    if (!zh_) return pts(ps);
    return zh_name(ps) + (ps.size() > 1 ? "（" + std::to_string(ps.size()) + std::string(unit) + "）" : "");
  }
  std::string string_name(const Points& s, Colour c) const {
    return zh_ ? colour_name(c) + "棋串" + listed(s, "子") : colour_name(c) + " " + pts(s);
  }
  // A region by its points; in Chinese as the author names one, by the strings and empty strings it
  // holds (「封闭区域S——黑棋串七七* + 黑棋串九七 + 空点串八七 + 空点串九六」), from the top row down.
  std::string region_name(const Points& r) const {
    if (!zh_) return pts(r);
    std::vector<Points> pieces = region_pieces(r);
    std::sort(pieces.begin(), pieces.end(), [](const Points& x, const Points& y) {
      const Point a = named_point(x), b = named_point(y);
      return a.y != b.y ? a.y > b.y : a.x < b.x;
    });
    std::string out;
    for (const Points& piece : pieces) {
      const Cell c = b_.at(piece.front());
      out += (out.empty() ? "" : " + ") +
             (c == Cell::empty ? "空点串" + listed(piece, "个空点") : string_name(piece, colour_of(c)));
    }
    return out;
  }
  // The strings and empty strings of region r: its points joined where they hold the same cell.
  std::vector<Points> region_pieces(const Points& r) const {
    const auto has = [](const Points& ps, Point p) { return std::find(ps.begin(), ps.end(), p) != ps.end(); };
    std::vector<Points> pieces;
    Points done;
    for (Point p : r) {
      if (has(done, p)) continue;
      Points piece{p};
      for (std::size_t i = 0; i < piece.size(); ++i)
        for (Point q : b_.neighbours(piece[i]))
          if (has(r, q) && b_.at(q) == b_.at(p) && !has(piece, q)) piece.push_back(q);
      std::sort(piece.begin(), piece.end());
      done.insert(done.end(), piece.begin(), piece.end());
      pieces.push_back(piece);
    }
    return pieces;
  }
  // "规则：2022年版（A08取读法丙）": the profile, and the settings off its defaults in the report's words.
  std::string rules_line() const {
    if (!zh_) return "Rules: " + compact(rules_) + "\n";
    return "规则：" + zh_rules(rules_) + "\n";
  }
  // The clause a verdict is shown with: in Chinese, the explained profile's own clause of the step
  // that decided (the text quoted is that profile's), otherwise the verdict's own.
  Clause shown(Clause c, EyeStep step) const {
    if (!zh_ || own_text(c, rules_.profile)) return c;
    if (const std::optional<std::size_t> i = eye_step_index(step)) {
      const std::vector<Clause> own = own_clauses(eye_step_rows()[*i].clauses, rules_.profile);
      if (!own.empty()) return own.front();
    }
    return c;
  }
  // Why a verdict: "T18E.S3.1: the region holds only empty points"; for "no region is a private
  // eye", the clause of each region (`regions`) and no clause of its own.
  std::string reason(const reference::Verdict& v, EyeStep step, const std::vector<reference::RegionVerdict>& regions) const {
    reference::Verdict shown_v = v;
    for (std::size_t i = 0; i < shown_v.detail.clauses.size() && i < regions.size(); ++i)
      shown_v.detail.clauses[i] = shown(shown_v.detail.clauses[i], regions[i].step);
    if (!shown_v.detail.clauses.empty()) return detail(shown_v);
    return id(shown(v.clause, step)) + t(": ", "：") + detail(shown_v);
  }
  // The phrases of `clauses` that are of the explained profile's own text, for the colour of A.
  std::string own_quotes(const std::vector<Clause>& clauses) const {
    return for_colour(quoted(own_clauses(clauses, rules_.profile)), a_colour_);
  }

  // A verdict's detail in the explained language (oracle/eye_detail.h), its points named as this
  // explanation names them.
  std::string detail(const reference::Verdict& v) const {
    return to_text(v.detail, zh_ ? Lang::zh : Lang::en, [this](const Points& ps) { return pts(ps); });
  }

  // A37 `empty_string`: a step as T22.2.8 states it of the empty string E judged (the 2022 clause and
  // phrase only; A03 and A04 play no part, T18E speaks of regions).
  std::string empty_string_step(const EyeStepRow& st) const {
    const EmptyStringStepRow* l = empty_string_step_row(st.step);
    if (!l) return step_heading(st.clauses, st.switches, zh_);
    if (zh_) return step_heading({l->clause}, l->switches, true) + "：" + for_colour(quoted({l->clause}), a_colour_);
    return id(l->clause) + empty_string_switches(*l) + ": " + std::string(l->en);
  }
  // " (A06 eye.opponent_eye)", " (A07, A08, A09 with E as the region)": the switches that read a
  // step of A37 `empty_string`, named with their note when they read it of E.
  static std::string empty_string_switches(const EmptyStringStepRow& l) {
    if (l.switches.empty()) return "";
    std::string sw;
    for (Switch x : l.switches)
      sw += (sw.empty() ? "" : ", ") + std::string(info(x).id) + (l.switch_note.empty() ? " " + std::string(info(x).name) : "");
    if (!l.switch_note.empty()) sw += " " + std::string(l.switch_note);
    return " (" + sw + ")";
  }

  // The board with `a` as '#', the region's empty points '*' and its stones lower case.
  std::string region_diagram(const Points& a, const Points& region) const {
    std::vector<char> sym;
    for (Point p : b_.points()) {
      char s = symbol(b_.at(p));
      if (reference::contains(a, p)) s = '#';
      else if (reference::contains(region, p)) s = b_.at(p) == Cell::empty ? '*' : static_cast<char>(s - 'A' + 'a');
      sym.push_back(s);
    }
    return diagram(b_.size(), sym);
  }
  std::string witness_diagram(const Points& added, const Points& eyes) const {
    return words_.witness_diagram(added, eyes);
  }

  void string(const Points& a) {
    Colour c = colour_of(b_.at(a.front()));
    a_colour_ = c;
    auto v = reference::private_eye(b_, a, rules_);
    out_ << t("String A: ", "棋串A：") << string_name(a, c) << "\n"
         << rules_line();
    if (!zh_) {
      out_ << "Private eye (" << id(Clause::T22_2_8) << ", judged on the bottom board with every flower off-board, "
           << id(Clause::T18E_S1) << "): " << (v.verdict.holds ? "yes" : "no") << " ("
           << reason(v.verdict, v.step, v.regions) << ")\n";
    } else {
      // 「有私眼」: the verdict first, in the author's word order; then where it is judged, in the
      // profile's own words.
      const Clause bottom = rules_.profile == Profile::y2022 ? Clause::T22_2_8_1 : Clause::T18E_S1;
      out_ << "结论：棋串A" << (v.verdict.holds ? "有私眼" : "无私眼") << "（" << reason(v.verdict, v.step, v.regions)
           << "）\n"
           << "依据：在底层棋局中判断，" << id(bottom) << own_quotes({bottom}) << "\n";
      if (c == Colour::white) out_ << "（棋串A是白棋串：规则文字以黑棋串为例，白棋串同理，下面引文中黑白互换。）\n";
    }
    // No region: T18E.P1 in 2018; in 2022, the ring of T22.2.6 that would cut the board in two. No
    // empty string next to A under A37 `empty_string`: T22.2.8(2).
    const Clause no_region = zh_ && rules_.profile == Profile::y2022 ? Clause::T22_2_6 : Clause::T18E_P1;
    if (v.regions.empty() && by_string())
      out_ << id(Clause::T22_2_8_2) << t(": A touches no empty string.\n", "：棋串A不紧邻任何空点串。\n");
    else if (v.regions.empty())
      out_ << id(no_region)
           << t(": A forms no enclosed region.\n", "：" + for_colour(quoted({no_region}), c) + "不成立。\n");
    for (std::size_t i = 0; i < v.regions.size(); ++i) region(a, v.regions[i], i + 1, v.regions.size());
  }

  void region(const Points& a, const reference::RegionVerdict& r, std::size_t k, std::size_t n) {
    const Clause found_by = zh_ && rules_.profile == Profile::y2022 ? Clause::T22_2_6 : Clause::T18E_S2;
    if (by_string())
      out_ << "\n"
           << t("Empty string next to A ", "紧邻A的空点串 ") << k << "/" << n << t(" (", "（")
           << clause_id(Clause::T22_2_8) << t(", A37 eye.method=empty_string", "，A37") << t("): ", "）：")
           << region_name(r.points) << "\n";
    else
      out_ << "\n"
           << t("Region ", "封闭区域 ") << k << "/" << n << t(" (", "（") << clause_id(found_by) << t("): ", "）：")
           << region_name(r.points) << "\n";
    out_
        << region_diagram(a, r.points)
        << t("  # the string A, * empty point of the region, x o stones in the region, F flower (off-board)\n",
             "  # 棋串A，* 区域内空点，x o 区域内黑白子，F 花子（视同边界外区域）\n");
    const std::optional<std::size_t> decided = eye_step_index(r.step);
    const std::size_t last = decided.value_or(0);
    // A37 `empty_string`: the empty string is next to A and holds no stone, so the first two steps
    // (A touches it; only empty points) never decide and are not listed.
    const std::size_t first = by_string() ? 2 : 0;
    for (std::size_t s = first; decided && s <= last; ++s) {
      const EyeStepRow& st = eye_step_rows()[s];
      if (by_string()) {
        out_ << "  " << s + 1 - first << ". " << empty_string_step(st) << "\n     ";
      } else {
        const std::vector<Clause> own = own_clauses(st.clauses, rules_.profile);
        out_ << "  " << s + 1 << ". " << step_heading(zh_ && !own.empty() ? own : st.clauses, st.switches, zh_)
             << t(": ", "：") << t(st.en, own_quotes(st.quoted)) << "\n     ";
      }
      if (s < last) out_ << t("does not decide; go on", "未得出结论，进入下一步") << "\n";
    }
    if (!decided) out_ << "  " << shown(r.verdict.clause, r.step) << t(": ", "：");
    out_ << "-> " << (r.verdict.holds ? t("private eye of A", "是棋串A的私眼") : t("not a private eye of A", "不是棋串A的私眼"))
         << t(" (", "（") << reason(r.verdict, r.step, {}) << t(")", "）") << "\n";
    witness(r);
    if (notes_) out_ << notes_->region(words_, a, r);
  }

  void witness(const reference::RegionVerdict& r) {
    if (r.witness.empty()) return;
    if (r.step == EyeStep::simulation) {
      Points added(r.witness.begin(), r.witness.end() - 1);
      Point eye = r.witness.back();
      out_ << t("  witness: the other colour adds ", "  推演：" + colour_name(opponent(a_colour_)) + "方依次补充 ")
           << (added.empty() ? t("nothing", "无") : pts(added)) << t(", then the one-liberty eye is at ", "，1气眼在 ")
           << pts({eye}) << t(" (w added stone, @ the eye):\n", "（w 补充的子，@ 1气眼）：\n")
           << witness_diagram(added, {eye});
      return;
    }
    out_ << t("  the eye: ", "  眼：") << pts(r.witness) << t(" (@):\n", "（@）：\n")
         << witness_diagram({}, r.witness);
  }

  void flower(const Points& f) {
    const reference::AttributeVerdict v = reference::attribute_of(b_, f, rules_);
    const FlowerReport& rep = v.report;
    const std::string sources = id(Clause::T22_3_2_1) + "、" + id(Clause::T18_2) + " 1b";
    out_ << t("Flower string X: ", "花棋串X：")
         << listed(f, "子") << "\n"
         << rules_line()
         << t("Adjacent black and white strings (" + id(Clause::T22_2_4) +
                  "), counted on the bottom board with every other flower neutral (" + id(Clause::T22_3_2_1) + ", " +
                  id(Clause::T18_2) + " 1b), and their private eyes (" + id(Clause::T22_2_8) + "):\n",
              "紧邻的黑白棋串（" + id(Clause::T22_2_4) + "），在底层棋局中推算（其它花棋串皆为中性，" + sources +
                  "），及其私眼（" + id(Clause::T22_2_8) + "）：\n");
    for (const reference::AdjacentString& s : v.adjacent) adjacent_string(s);
    out_ << "HEIy=" << rep.hei_y << " BAIy=" << rep.bai_y << " HEIo=" << rep.hei_o << " BAIo=" << rep.bai_o << "\n"
         << t("Table row ", "规则 ") << (zh_ && rules_.profile == Profile::y2018 ? "" : id(rep.rule) + ": ")
         << row_text(rep) << "\n"
         << t("Attribute: ", "上层属性：") << attribute_text(rep.attribute) << "\n";
  }

  // One adjacent string with the verdict the attribute counted (reference::AttributeVerdict).
  void adjacent_string(const reference::AdjacentString& s) {
    const reference::PrivateEyeVerdict& v = s.eye;
    std::string_view count = s.colour == Colour::black ? (v.verdict.holds ? "HEIy" : "HEIo")
                                                       : (v.verdict.holds ? "BAIy" : "BAIo");
    if (zh_)
      out_ << "  " << string_name(s.stones, s.colour) << "：" << (v.verdict.holds ? "有私眼" : "无私眼") << "（"
           << reason(v.verdict, v.step, v.regions) << "）";
    else
      out_ << "  " << string_name(s.stones, s.colour) << ": private eye " << (v.verdict.holds ? "yes" : "no") << " ("
           << reason(v.verdict, v.step, v.regions) << ")";
    if (!s.counted()) out_ << t(" -> not counted (A10)", " -> 不计（A10）") << "\n";
    else out_ << " -> " << count << "\n";
  }

  std::string attribute_text(Attribute a) const {
    switch (a) {
      case Attribute::neutral: return t("neutral", "中性分隔串属性（中性）");
      case Attribute::black: return t("black-like", "黑棋串属性（黑性）");
      case Attribute::white: return t("white-like", "白棋串属性（白性）");
    }
    return "?";
  }

  // A row of the T22.4 table: in English, or quoted from the registry — under 2022 the row of T22.4
  // (the tie rows with the condition of T22.4.2.3 they sit under), under 2018 the row of T18.3.
  std::string row_text(const FlowerReport& rep) const {
    if (zh_ && rules_.profile == Profile::y2018) {
      const std::vector<Clause> rows = rows_2018(rep);
      std::string ids;
      for (Clause c : rows) ids += (ids.empty() ? "" : "、") + id(c);
      return ids + "：" + quoted(rows, "，");
    }
    return row_text(rep.rule);
  }
  std::string row_text(Clause rule) const {
    const AttributeRow* r = attribute_row(rule);
    if (!r) return "";
    return t(r->en, r->under ? quoted({*r->under, rule}, "且") : quoted({rule}));
  }

  const Board& b_;
  const Rules& rules_;
  bool zh_;
  ExplainWords words_;
  RegionNotes* notes_;
  Colour a_colour_ = Colour::black;  // the colour of the string explained (the quotes follow it)
  std::ostringstream out_;
};

}  // namespace

std::string ExplainWords::points(const Points& ps) const {
  return format_points(ps, lang_ == Lang::zh ? CoordStyle::zh : CoordStyle::gtp);
}

std::string ExplainWords::witness_diagram(const Points& added, const Points& eyes) const {
  std::vector<char> sym;
  for (Point p : b_.points()) {
    char s = symbol(b_.at(p));
    if (reference::contains(added, p)) s = 'w';
    if (reference::contains(eyes, p)) s = '@';
    sym.push_back(s);
  }
  return diagram(b_.size(), sym);
}

std::string explain_text(const Board& board, const Rules& rules, Point p, Lang lang, RegionNotes* notes) {
  assert(board.on_board(p));
  return Explainer(board, rules, lang, notes).explain(p);
}

}  // namespace f3go::judge
