// Comparing two sources of answers (compare.h).
#include "testkit/compare.h"

#include <algorithm>
#include <sstream>

#include "oracle/format.h"

namespace f3go::testkit {
namespace {

std::string string_head(const StringReport& s) {
  return std::string(name(s.colour)) + " string " + points_text(s.stones);
}

// T22.2.3, T22.2.1: every black and white string with its liberties.
Lines string_lines(const Analysis& a) {
  Lines out;
  for (const StringReport& s : a.strings) out.push_back(string_text(name(s.colour), s.stones, s.liberties));
  return out;
}

// T22.2.6, T22.2.8, T18E: per string its enclosed regions, each with verdict and clause.
Lines region_lines(const Analysis& a) {
  Lines out;
  for (const StringReport& s : a.strings) {
    for (const RegionReport& r : s.regions)
      out.push_back(string_head(s) + ": " + region_text(r.points, r.private_eye, r.reason));
    out.push_back(string_head(s) + ": private eye " + verdict_text(s.private_eye, s.reason));
  }
  return out;
}

// T22.4: the four counts, the table row and the attribute of every flower string.
Lines flower_lines(const Analysis& a) {
  Lines out;
  for (const FlowerReport& f : a.flowers) out.push_back(flower_text(f));
  return out;
}

// T22.5: the flybomb-forbidden points of one thrower, with their reasons.
Lines forbidden_lines(const Analysis& a, Colour thrower) {
  Lines out;
  for (const ForbiddenPoint& f : a.flybomb_forbidden[index(thrower)]) out.push_back(forbidden_text(f));
  return out;
}

// The header: size, profile and every switch's reading.
Lines header_lines(const Analysis& a) {
  Lines out{"size " + std::to_string(a.size) + ", rules " + a.rules};
  for (const auto& [sw, reading] : a.switches) out.push_back(sw + "=" + reading);
  return out;
}

}  // namespace

std::string points_text(const std::vector<Point>& ps) { return ps.empty() ? "none" : format_points(ps); }

std::string verdict_text(bool holds, Clause clause) {
  return std::string(holds ? "yes " : "no ") + std::string(clause_id(clause));
}

std::string string_text(std::string_view kind, const std::vector<Point>& stones,
                        const std::vector<Point>& liberties) {
  return std::string(kind) + " string " + points_text(stones) + "; liberties " + points_text(liberties);
}

std::string region_text(const std::vector<Point>& region, bool holds, Clause clause) {
  return "region " + points_text(region) + " private eye " + verdict_text(holds, clause);
}

std::string eye_text(const std::vector<Point>& region, bool holds, Clause clause, EyeStep step) {
  return (region.empty() ? "the string: private eye " + verdict_text(holds, clause) : region_text(region, holds, clause)) +
         " (" + std::string(name(step)) + ")";
}

std::string holo_string_text(Colour colour, const std::vector<Point>& stones,
                             const std::vector<Point>& liberties, int count) {
  return std::string(name(colour)) + " holographic string " + points_text(stones) + "; liberties " +
         points_text(liberties) + " (count " + std::to_string(count) + ")";
}

std::string flower_text(const FlowerReport& f) {
  std::ostringstream s;
  s << "flower " << points_text(f.stones) << ": HEIy=" << f.hei_y << " BAIy=" << f.bai_y
    << " HEIo=" << f.hei_o << " BAIo=" << f.bai_o << " -> " << f.rule << " " << name(f.attribute);
  return s.str();
}

std::string forbidden_text(const ForbiddenPoint& f) {
  std::string s = to_gtp(f.point) + " (";
  for (std::size_t i = 0; i < f.reasons.size(); ++i) {
    if (i) s += ',';
    s += name(f.reasons[i]);
  }
  s += ')';
  return s;
}

// T22.3: the holographic cell of every point.
Lines cell_lines(const Board& b, const std::vector<HoloCell>& cells) {
  Lines out;
  for (Point p : b.points()) {
    const auto i = static_cast<std::size_t>(b.index(p));
    out.push_back(to_gtp(p) + " " + (i < cells.size() ? std::string(name(cells[i])) : "missing"));
  }
  if (cells.size() != static_cast<std::size_t>(b.area())) out.push_back(std::to_string(cells.size()) + " cells");
  return out;
}

// T22.7: the score as if the game ended now.
Lines score_lines(const ScoreReport& score) {
  std::ostringstream s;
  s << "black " << format_number(score.black) << ", white " << format_number(score.white)
    << ", neutral " << format_number(score.neutral) << ", result " << score.result << ", dead "
    << points_text(score.dead);
  return {s.str()};
}

Observables observables(const Board& b, const Analysis& a) {
  Observables out{
      {"size and rules", header_lines(a)}, {"strings and liberties", string_lines(a)}, {"regions and private eyes", region_lines(a)}, {"flowers", flower_lines(a)}, {"holographic cells", cell_lines(b, a.holographic)}};
  for (Colour c : kColours)
    out.push_back({"flybomb-forbidden points, " + std::string(name(c)) + " throws", forbidden_lines(a, c)});
  for (Colour c : kColours)
    out.push_back({"legal stone points, " + std::string(name(c)), {points_text(a.legal_stones[index(c)])}});
  out.push_back({"score", score_lines(a.score)});
  return out;
}

std::optional<Difference> first_difference(const std::string& observable, const Lines& first,
                                           const Lines& second) {
  const std::size_t n = std::max(first.size(), second.size());
  for (std::size_t i = 0; i < n; ++i) {
    const std::string a = i < first.size() ? first[i] : "(nothing)";
    const std::string b = i < second.size() ? second[i] : "(nothing)";
    if (a != b) return Difference{observable, a, b};
  }
  return std::nullopt;
}

std::optional<Difference> first_difference(const Observables& first, const Observables& second) {
  for (std::size_t i = 0; i < first.size() && i < second.size(); ++i)
    if (auto d = first_difference(first[i].first, first[i].second, second[i].second)) return d;
  return std::nullopt;
}

std::string position_report(const Board& b, const Rules& rules) {
  return "bottom board:\n" + diagram(b) + "rules: " + compact(rules) + "\n";
}

std::string holo_diagram(const Board& b, const std::vector<HoloCell>& cells) {
  std::vector<char> symbols;
  for (Point p : b.points()) {
    const auto i = static_cast<std::size_t>(b.index(p));
    symbols.push_back(i < cells.size() ? symbol(cells[i]) : '?');
  }
  return diagram(b.size(), symbols);
}

Comparison compare_analyses(const Position& pos, const Rules& rules, const Analysis& first,
                            const Analysis& second, const std::string& first_name,
                            const std::string& second_name) {
  if (first == second) return {};
  const Board& b = pos.board;
  std::optional<Difference> d = first_difference(observables(b, first), observables(b, second));
  if (!d) d = Difference{"Analysis (a field not shown in text)", "", ""};
  return {d, position_report(b, rules) + "holographic board, " + first_name + ":\n" +
                 holo_diagram(b, first.holographic) + "holographic board, " + second_name + ":\n" +
                 holo_diagram(b, second.holographic)};
}

Comparison compare_engines(Engine& first, Engine& second, const Position& pos, const Rules& rules) {
  return compare_analyses(pos, rules, first.analyze(pos, rules), second.analyze(pos, rules), first.name(),
                          second.name());
}

std::string outcome_text(const MoveOutcome& o) {
  return (o.legal ? std::string("legal") : "illegal (" + o.reason + ")") + ", captured " + points_text(o.captured);
}

std::string position_line(const Position& p) {
  return "to move " + std::string(name(p.to_move)) + ", move " + std::to_string(p.move_number) +
         ", flybombs " + std::to_string(p.flybombs_left[0]) + "/" + std::to_string(p.flybombs_left[1]) +
         ", passes " + std::to_string(p.consecutive_passes) + ", last captures " +
         std::to_string(p.last_captures) + ", history " + std::to_string(p.history.size());
}

std::optional<Difference> move_difference(const Move& m, const MoveOutcome& first,
                                          const Position& first_after, const MoveOutcome& second,
                                          const Position& second_after) {
  if (!(first == second)) return Difference{"move " + to_text(m), outcome_text(first), outcome_text(second)};
  if (first_after.board != second_after.board)
    return Difference{"bottom board after " + to_text(m), "\n" + diagram(first_after.board),
                      "\n" + diagram(second_after.board)};
  if (!(first_after == second_after))
    return Difference{"position after " + to_text(m), position_line(first_after), position_line(second_after)};
  return std::nullopt;
}

std::optional<Difference> compare_move(Engine& first, Engine& second, const Position& pos,
                                       const Move& m, const Rules& rules, Position& after) {
  Position second_after = pos;
  after = pos;
  const MoveOutcome a = first.play(pos, m, rules, &after);
  const MoveOutcome b = second.play(pos, m, rules, &second_after);
  return move_difference(m, a, after, b, second_after);
}

std::string difference_text(const Difference& d, const std::string& first_name,
                            const std::string& second_name) {
  return "observable: " + d.observable + "\n  " + first_name + ": " + d.first + "\n  " + second_name + ": " +
         d.second + "\n";
}

}  // namespace f3go::testkit
