// Z3's answers checked against the reference (smt_check.h): the witness replayed by the
// reference's own steps (reference/simulated_eye.h, reference/private_eye.h).
#include "judge/engines/smt_check.h"

#include <algorithm>
#include <cassert>
#include <cstddef>
#include <sstream>
#include <vector>

#include "oracle/format.h"

namespace f3go::judge {
namespace {

using reference::Points;

bool in(const Points& ps, Point p) { return reference::contains(ps, p); }

// The replay: the reference's question for A's region (its SimulationQuery), the board as the
// additions change it, and where the next addition may go (A09's area, and under A08
// capture_allowed the points of the strings captured).
struct Replay {
  reference::SimulationQuery query;
  Board board;
  Points area;
};

// One addition at p by the reference's own step (reference::add_stone, A08): "" if legal, else why.
// An unordered witness is played without captures (`may_capture` false).
std::string add(Replay& r, Point p, const Rules& rules, bool may_capture) {
  if (r.board.at(p) != Cell::empty) return "addition on an occupied point " + to_gtp(p);
  if (!in(r.area, p)) return "addition outside the area at " + to_gtp(p);
  reference::Addition a = reference::add_stone(r.query, r.board, p, rules);
  if (!a.legal) return "addition at " + to_gtp(p) + " is not legal under A08 eye.simulated_legality";
  if (!a.freed.empty() && !may_capture) return "addition at " + to_gtp(p) + " captures " + format_points(a.freed);
  r.board = std::move(a.after);
  r.area.insert(r.area.end(), a.freed.begin(), a.freed.end());
  std::sort(r.area.begin(), r.area.end());
  return "";
}

// The additions of an unordered witness in an order: any stone that is legal next, repeatedly (the
// set-for-order argument of smt/private_eye.h says this never gets stuck on a minimal witness).
std::string play_in_some_order(Replay& r, Points left, const Rules& rules) {
  while (!left.empty()) {
    bool placed = false;
    for (std::size_t i = 0; i < left.size() && !placed; ++i) {
      Replay trial = r;
      if (add(trial, left[i], rules, false).empty()) {
        r = std::move(trial);
        left.erase(left.begin() + static_cast<std::ptrdiff_t>(i));
        placed = true;
      }
    }
    if (!placed) return "no legal order for the additions " + format_points(left);
  }
  return "";
}

// Every point of the strings, sorted.
Points flattened(const std::vector<Points>& strings) {
  Points out;
  for (const Points& s : strings) out.insert(out.end(), s.begin(), s.end());
  std::sort(out.begin(), out.end());
  return out;
}

}  // namespace

std::string replay_witness(const Board& b, const Points& a, const smt::RegionAnswer& ra, const Rules& rules) {
  assert(!a.empty() && is_stone(b.at(a.front())));
  if (!ra.witness) return "no witness";
  const smt::Witness& w = *ra.witness;
  // The examined strings as the reference's judgement of this region reads them (A04, A10, A37).
  const std::vector<Points> examined = reference::examined_strings(b, a, ra.points, rules);
  if (const Points points = flattened(examined); points != ra.examined)
    return "examined strings: reference " + format_points(points) + ", smt " + format_points(ra.examined);
  const Colour maker = opponent(colour_of(b.at(a.front())));
  Replay r{{&b, maker, a, ra.points, examined}, b, {}};
  r.area = reference::addition_area(r.query, rules);
  const bool captures = rules.simulated_legality() == SimulatedLegality::capture_allowed;
  if (w.ordered) {
    for (Point p : w.added)
      if (std::string err = add(r, p, rules, captures); !err.empty()) return err;
  } else if (std::string err = play_in_some_order(r, w.added, rules); !err.empty()) {
    return err;
  }
  if (!in(r.area, w.eye)) return "the eye point " + to_gtp(w.eye) + " is outside the points allowed";
  // The goal by the reference's own test (reference::is_simulated_eye, A07).
  if (!reference::is_simulated_eye(r.query, r.board, w.eye, rules))
    return "the eye point " + to_gtp(w.eye) + " is no one-liberty eye owned as A07 eye.simulated_owner reads";
  return "";
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
