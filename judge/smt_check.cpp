// Z3's answers checked against the reference (smt_check.h).
#include "judge/smt_check.h"

#include <algorithm>
#include <cstddef>
#include <sstream>
#include <vector>

#include "oracle/format.h"

namespace f3go::judge {
namespace {

using reference::Points;

bool in(const Points& ps, Point p) { return reference::contains(ps, p); }

struct Replay {
  Board board;
  Points area;   // where additions may go (A09)
  Points freed;  // points freed by captures under capture_allowed, where additions may go too
};

// One addition of colour o at p: "" if legal under A08, else why. Captures when `may_capture`.
std::string add(Replay& r, Point p, Cell o, const Rules& rules, bool may_capture) {
  const Cell c = o == Cell::black ? Cell::white : Cell::black;
  if (r.board.at(p) != Cell::empty) return "addition on an occupied point " + to_gtp(p);
  if (!in(r.area, p) && !in(r.freed, p)) return "addition outside the area at " + to_gtp(p);
  Board before = r.board;
  r.board.set(p, o);
  for (Point n : r.board.neighbours(p)) {
    if (r.board.at(n) != c) continue;
    Points s = reference::string_at(r.board, n);
    if (!reference::liberties(r.board, s).empty()) continue;
    if (rules.simulated_legality() == SimulatedLegality::no_lift) continue;  // played, nothing lifted
    if (!may_capture) {
      r.board = before;
      return "addition at " + to_gtp(p) + " captures " + format_points(s);
    }
    for (Point x : s) r.board.set(x, Cell::empty);
    r.freed.insert(r.freed.end(), s.begin(), s.end());
    std::sort(r.freed.begin(), r.freed.end());
  }
  const bool suicide = reference::liberties(r.board, reference::string_at(r.board, p)).empty();
  if (suicide && rules.simulated_legality() != SimulatedLegality::no_capture) {
    r.board = before;
    return "addition at " + to_gtp(p) + " is suicide";
  }
  return "";
}

// The goal (A07) on the replayed board: "" when e is a one-liberty eye owned as the reading says.
std::string check_eye(const Replay& r, Point e, Cell o, const Points& region, const Points& examined,
                      const Rules& rules) {
  const Board& s = r.board;
  if (s.at(e) != Cell::empty) return "the eye point " + to_gtp(e) + " is not empty";
  bool stone = false, owned = false;
  for (Point n : s.neighbours(e)) {
    if (s.at(n) == Cell::flower) continue;
    if (s.at(n) != o) return "the eye point " + to_gtp(e) + " has the neighbour " + to_gtp(n) + " not a wall";
    stone = true;
    if (rules.simulated_owner() == SimulatedOwner::touching) owned = owned || in(examined, n);
    if (rules.simulated_owner() == SimulatedOwner::connected)
      for (Point x : reference::string_at(s, n)) owned = owned || in(examined, x);
  }
  if (rules.simulated_owner() == SimulatedOwner::any) owned = in(region, e);
  if (!stone) return "the eye point " + to_gtp(e) + " touches no stone";
  if (!owned) return "the eye at " + to_gtp(e) + " is not owned as A07 reads";
  return "";
}

// The additions of an unordered witness in an order: any stone that is legal next, repeatedly (the
// set-for-order argument of smt/private_eye.h says this never gets stuck on a minimal witness).
std::string play_in_some_order(Replay& r, Points left, Cell o, const Rules& rules) {
  while (!left.empty()) {
    bool placed = false;
    for (std::size_t i = 0; i < left.size() && !placed; ++i) {
      Replay trial = r;
      if (add(trial, left[i], o, rules, false).empty()) {
        r = trial;
        left.erase(left.begin() + static_cast<std::ptrdiff_t>(i));
        placed = true;
      }
    }
    if (!placed) return "no legal order for the additions " + format_points(left);
  }
  return "";
}

}  // namespace

Points examined_points(const Board& b, const Points& a, const Points& region, const Rules& rules) {
  const Cell c = b.at(a.front()), o = c == Cell::black ? Cell::white : Cell::black;
  std::vector<Points> near_a;
  for (const Points& e : reference::strings_in(b, region, Cell::empty))
    if (reference::adjacent(b, e, a)) near_a.push_back(e);
  Points out;
  // A37 eye.method=empty_string: `region` is the empty string judged; its examined strings are the
  // strings of the other colour next to it (A04 plays no part).
  const bool by_string = rules.eye_method() == EyeMethod::empty_string;
  const Points around = by_string ? reference::neighbours_of(b, region) : region;
  for (const Points& s : reference::strings_in(b, around, o)) {
    if (rules.zero_liberty() == ZeroLiberty::ignore && reference::liberties(b, s).empty()) continue;
    bool touches = by_string || rules.examined() == Examined::region;
    for (const Points& e : near_a) touches = touches || reference::adjacent(b, s, e);
    if (touches) out.insert(out.end(), s.begin(), s.end());
  }
  std::sort(out.begin(), out.end());
  return out;
}

std::string replay_witness(const Board& b, const Points& a, const smt::RegionAnswer& ra, const Rules& rules) {
  if (!ra.witness) return "no witness";
  const smt::Witness& w = *ra.witness;
  const Cell o = b.at(a.front()) == Cell::black ? Cell::white : Cell::black;
  Replay r{b, {}, {}};
  for (Point p : b.points())
    if (b.at(p) == Cell::empty && (rules.simulated_area() == SimulatedArea::board || in(ra.points, p)))
      r.area.push_back(p);
  const bool captures = rules.simulated_legality() == SimulatedLegality::capture_allowed;
  if (w.ordered) {
    for (Point p : w.added)
      if (std::string err = add(r, p, o, rules, captures); !err.empty()) return err;
  } else if (std::string err = play_in_some_order(r, w.added, o, rules); !err.empty()) {
    return err;
  }
  const Points examined = examined_points(b, a, ra.points, rules);
  if (examined != ra.examined)
    return "examined strings: reference " + format_points(examined) + ", smt " + format_points(ra.examined);
  const bool eye_allowed = in(r.area, w.eye) || (captures && is_stone(b.at(w.eye)) && b.at(w.eye) != o);
  if (!eye_allowed) return "the eye point " + to_gtp(w.eye) + " is outside the points allowed";
  return check_eye(r, w.eye, o, ra.points, examined, rules);
}

std::string private_eye_difference(const reference::PrivateEyeVerdict& ref, const smt::PrivateEyeAnswer& smt) {
  using smt::Answer;
  std::ostringstream d;
  if (ref.regions.size() != smt.regions.size() && smt.verdict != Answer::unknown)
    d << "regions: reference " << ref.regions.size() << ", smt " << smt.regions.size() << "\n";
  for (std::size_t i = 0; i < std::min(ref.regions.size(), smt.regions.size()); ++i) {
    const auto& r = ref.regions[i];
    const auto& s = smt.regions[i];
    if (s.verdict == Answer::unknown && s.points.empty()) continue;  // the region query timed out
    if (r.points != s.points)
      d << "region " << i << ": reference " << format_points(r.points) << ", smt " << format_points(s.points) << "\n";
    if (s.verdict == Answer::unknown) continue;
    if (r.verdict.holds != (s.verdict == Answer::yes) || r.verdict.clause != s.clause || r.step != s.step)
      d << "region " << format_points(r.points) << ": reference " << (r.verdict.holds ? "yes " : "no ")
        << r.verdict.clause << " (" << name(r.step) << "), smt " << name(s.verdict) << " " << s.clause << " ("
        << name(s.step) << ")\n";
  }
  if (smt.verdict != Answer::unknown && smt.reason.empty() &&
      (ref.verdict.holds != (smt.verdict == Answer::yes) || ref.verdict.clause != smt.clause || ref.step != smt.step))
    d << "string: reference " << (ref.verdict.holds ? "yes " : "no ") << ref.verdict.clause << " (" << name(ref.step)
      << "), smt " << name(smt.verdict) << " " << smt.clause << " (" << name(smt.step) << ")\n";
  return d.str();
}

std::string coverage_key(Clause clause, bool holds) {
  if (clause == Clause::T22_2_8_2) clause = Clause::T18E_S3_2;
  const std::string key(clause_id(clause));
  // The simulation's clause decides both ways; so does T22.2.8(3) (A04 none examined: yes; under A37
  // empty_string also the existing eye and the simulation: no, or yes).
  return clause == Clause::T18E_S3_3_2 || clause == Clause::T22_2_8_3 ? key + (holds ? " yes" : " no") : key;
}

}  // namespace f3go::judge
