// Comparing two sources of answers (compare.h).
#include "judge/compare.h"

#include <algorithm>
#include <sstream>

#include "oracle/format.h"

namespace f3go::judge {
namespace {

std::string verdict_text(bool holds, std::string_view clause) {
  return std::string(holds ? "yes " : "no ") + std::string(clause);
}

std::string string_head(const StringReport& s) {
  return std::string(name(s.colour)) + " string " + points_text(s.stones);
}

// T22.2.3, T22.2.1: every black and white string with its liberties.
Lines string_lines(const Analysis& a) {
  Lines out;
  for (const StringReport& s : a.strings) out.push_back(string_head(s) + "; liberties " + points_text(s.liberties));
  return out;
}

// T22.2.6, T22.2.8, T18E: per string its enclosed regions, each with verdict and clause.
Lines region_lines(const Analysis& a) {
  Lines out;
  for (const StringReport& s : a.strings) {
    for (const RegionReport& r : s.regions)
      out.push_back(string_head(s) + ": region " + points_text(r.points) + " private eye " +
                    verdict_text(r.private_eye, r.reason));
    out.push_back(string_head(s) + ": private eye " + verdict_text(s.private_eye, s.reason));
  }
  return out;
}

std::string flower_text(const FlowerReport& f) {
  std::ostringstream s;
  s << "flower " << points_text(f.stones) << ": HEIy=" << f.hei_y << " BAIy=" << f.bai_y
    << " HEIo=" << f.hei_o << " BAIo=" << f.bai_o << " -> " << f.rule << " " << name(f.attribute);
  return s.str();
}

// T22.4: the four counts, the table row and the attribute of every flower string.
Lines flower_lines(const Analysis& a) {
  Lines out;
  for (const FlowerReport& f : a.flowers) out.push_back(flower_text(f));
  return out;
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

std::string forbidden_text(const ForbiddenPoint& f) {
  std::string s = to_gtp(f.point) + " (";
  for (std::size_t i = 0; i < f.reasons.size(); ++i) {
    if (i) s += ',';
    s += name(f.reasons[i]);
  }
  s += ')';
  return s;
}

// T22.5: the flybomb-forbidden points of one thrower, with their reasons.
Lines forbidden_lines(const Analysis& a, Colour thrower) {
  Lines out;
  for (const ForbiddenPoint& f : a.flybomb_forbidden[index(thrower)]) out.push_back(forbidden_text(f));
  return out;
}

// T22.7: the score as if the game ended now.
Lines score_lines(const Analysis& a) {
  std::ostringstream s;
  s << "black " << format_number(a.score.black) << ", white " << format_number(a.score.white)
    << ", neutral " << format_number(a.score.neutral) << ", result " << a.score.result << ", dead "
    << points_text(a.score.dead);
  return {s.str()};
}

// The header: size, profile and every switch's reading.
Lines header_lines(const Analysis& a) {
  Lines out{"size " + std::to_string(a.size) + ", rules " + a.rules};
  for (const auto& [sw, reading] : a.switches) out.push_back(sw + "=" + reading);
  return out;
}

}  // namespace

std::string points_text(const std::vector<Point>& ps) { return ps.empty() ? "none" : format_points(ps); }

std::vector<std::pair<std::string, Lines>> observables(const Board& b, const Analysis& a) {
  std::vector<std::pair<std::string, Lines>> out{
      {"size and rules", header_lines(a)},   {"strings and liberties", string_lines(a)},
      {"regions and private eyes", region_lines(a)}, {"flowers", flower_lines(a)},
      {"holographic cells", cell_lines(b, a.holographic)}};
  for (Colour c : kColours)
    out.push_back({"flybomb-forbidden points, " + std::string(name(c)) + " throws", forbidden_lines(a, c)});
  for (Colour c : kColours)
    out.push_back({"legal stone points, " + std::string(name(c)), {points_text(a.legal_stones[index(c)])}});
  out.push_back({"score", score_lines(a)});
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
  const auto fo = observables(b, first), so = observables(b, second);
  std::optional<Difference> d;
  for (std::size_t i = 0; i < fo.size() && !d; ++i) d = first_difference(fo[i].first, fo[i].second, so[i].second);
  if (!d) d = Difference{"Analysis (a field not shown in text)", "", ""};
  return {d, "bottom board:\n" + diagram(b) + "rules: " + compact(rules) + "\nholographic board, " +
                 first_name + ":\n" + holo_diagram(b, first.holographic) + "holographic board, " +
                 second_name + ":\n" + holo_diagram(b, second.holographic)};
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

std::optional<Difference> compare_move(Engine& first, Engine& second, const Position& pos,
                                       const Move& m, const Rules& rules, Position& after) {
  Position second_after = pos;
  after = pos;
  const MoveOutcome a = first.play(pos, m, rules, &after);
  const MoveOutcome b = second.play(pos, m, rules, &second_after);
  if (!(a == b)) return Difference{"move " + to_text(m), outcome_text(a), outcome_text(b)};
  if (after.board != second_after.board)
    return Difference{"bottom board after " + to_text(m), "\n" + diagram(after.board), "\n" + diagram(second_after.board)};
  if (!(after == second_after))
    return Difference{"position after " + to_text(m), position_line(after), position_line(second_after)};
  return std::nullopt;
}

std::string difference_text(const Difference& d, const std::string& first_name,
                            const std::string& second_name) {
  return "observable: " + d.observable + "\n  " + first_name + ": " + d.first + "\n  " + second_name + ": " +
         d.second + "\n";
}

}  // namespace f3go::judge
