// Shared by the smt/ tests: the readings to sweep, the comparison of smt::private_eye with
// reference::private_eye, and the replay of a witness through a plain board (no Z3, no reference
// search: only the reference's string helpers of T22.2.1–T22.2.5).
#pragma once
#include <gtest/gtest.h>

#include <filesystem>
#include <map>
#include <random>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "judge/generators.h"
#include "oracle/board.h"
#include "oracle/rules.h"
#include "reference/private_eye.h"
#include "reference/simulated_eye.h"
#include "reference/strings.h"
#include "smt/private_eye.h"

namespace f3go::smt::testing {

using reference::Points;

// The switches the private eye reads (docs/ambiguities.md): A01–A10 and N03.
inline const std::vector<Switch>& eye_switches() {
  static const std::vector<Switch> s{Switch::region_needs_split,  Switch::region_connect,
                                     Switch::eye_own_colour,      Switch::eye_examined,
                                     Switch::eye_precondition,    Switch::eye_opponent_eye,
                                     Switch::eye_simulated_owner, Switch::eye_simulated_legality,
                                     Switch::eye_simulated_area,  Switch::eye_zero_liberty_strings,
                                     Switch::region_pieces};
  return s;
}

// Each profile's defaults, then every other reading of one switch at a time.
inline std::vector<Rules> one_switch_at_a_time() {
  std::vector<Rules> out;
  for (Profile p : {Profile::y2022, Profile::y2018}) {
    const Rules base = Rules::for_profile(p);
    out.push_back(base);
    for (Switch s : eye_switches())
      for (int r = 0; r < static_cast<int>(info(s).readings.size()); ++r) {
        if (r == base.get(s)) continue;
        Rules rules = base;
        rules.set(s, r);
        out.push_back(rules);
      }
  }
  return out;
}

// A random profile and reading of every switch, the private eye's among them (judge::draw_rules).
// Precondition: none.
inline Rules random_rules(std::mt19937& rng) { return judge::draw_rules(judge::RngDraw{rng}); }

// A random size×size board with many enclosed regions: judge::draw_board with the weights of
// judge::draw_eye_mix. Precondition: size ≥ 1.
inline Board random_board(std::mt19937& rng, int size) {
  return judge::draw_board(judge::RngDraw{rng}, size, judge::draw_eye_mix(judge::RngDraw{rng}));
}

// Every black and white string of a board.
inline std::vector<Points> all_strings(const Board& b) {
  std::vector<Points> out = reference::strings_of(b, Cell::black);
  for (Points& s : reference::strings_of(b, Cell::white)) out.push_back(std::move(s));
  return out;
}

// The clause a region (or the string, for P1 and T22.2.8(1)) was decided by, with the verdict of
// S3.3.2 attached: the coverage the tests require.
inline std::string coverage_key(const std::string& clause, bool holds) {
  if (clause == "T18E.S3.3.2") return clause + (holds ? " yes" : " no");
  if (clause == "T22.2.8(2)") return "T18E.S3.2";  // the 2022 wording of the same step
  return clause;
}

// "" when the two engines agree on every region the smt engine decided and on the string;
// otherwise a description. Unknown answers are counted by the caller, not compared.
inline std::string compare(const reference::PrivateEyeVerdict& ref, const PrivateEyeAnswer& smt) {
  std::ostringstream d;
  if (ref.regions.size() != smt.regions.size() && smt.verdict != Answer::unknown)
    d << "regions: reference " << ref.regions.size() << ", smt " << smt.regions.size() << "\n";
  for (std::size_t i = 0; i < std::min(ref.regions.size(), smt.regions.size()); ++i) {
    const auto& r = ref.regions[i];
    const auto& s = smt.regions[i];
    if (s.verdict == Answer::unknown && s.points.empty()) continue;  // the region query timed out
    if (r.points != s.points) d << "region " << i << ": reference " << format_points(r.points) << ", smt " << format_points(s.points) << "\n";
    if (s.verdict == Answer::unknown) continue;
    if (r.verdict.holds != (s.verdict == Answer::yes) || r.verdict.clause != s.clause)
      d << "region " << format_points(r.points) << ": reference " << (r.verdict.holds ? "yes " : "no ")
        << r.verdict.clause << ", smt " << name(s.verdict) << " " << s.clause << "\n";
  }
  if (smt.verdict != Answer::unknown && smt.reason.empty() &&
      (ref.verdict.holds != (smt.verdict == Answer::yes) || ref.verdict.clause != smt.clause))
    d << "string: reference " << (ref.verdict.holds ? "yes " : "no ") << ref.verdict.clause << ", smt "
      << name(smt.verdict) << " " << smt.clause << "\n";
  return d.str();
}

// --- the replay of a witness ---------------------------------------------------------------------

inline bool in(const Points& ps, Point p) { return reference::contains(ps, p); }

// A04 eye.examined with A10, by plain board code: the strings of colour o in R that count, and
// under `adjacent` only those touching an empty string of R adjacent to A.
inline Points examined_points(const Board& b, const Points& a, const Points& region, const Rules& rules) {
  const Cell c = b.at(a.front()), o = c == Cell::black ? Cell::white : Cell::black;
  std::vector<Points> near_a;
  for (const Points& e : reference::strings_in(b, region, Cell::empty))
    if (reference::adjacent(b, e, a)) near_a.push_back(e);
  Points out;
  for (const Points& s : reference::strings_in(b, region, o)) {
    if (rules.zero_liberty() == ZeroLiberty::ignore && reference::liberties(b, s).empty()) continue;
    bool touches = rules.examined() == Examined::region;
    for (const Points& e : near_a) touches = touches || reference::adjacent(b, s, e);
    if (touches) out.insert(out.end(), s.begin(), s.end());
  }
  std::sort(out.begin(), out.end());
  return out;
}

struct Replay {
  Board board;
  Points area;      // where additions may go (A09), freed points joining under capture_allowed
  Points freed;
  std::string error;
};

// One addition of colour o at p: "" if legal under A08, else why. Captures under capture_allowed.
inline std::string add(Replay& r, Point p, Cell o, const Rules& rules, bool may_capture) {
  const Cell c = o == Cell::black ? Cell::white : Cell::black;
  if (r.board.at(p) != Cell::empty) return "addition on an occupied point " + to_gtp(p);
  if (!in(r.area, p) && !in(r.freed, p)) return "addition outside the area at " + to_gtp(p);
  Board before = r.board;
  r.board.set(p, o);
  for (Point n : r.board.neighbours(p)) {
    if (r.board.at(n) != c) continue;
    Points s = reference::string_at(r.board, n);
    if (!reference::liberties(r.board, s).empty()) continue;
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
inline std::string check_eye(const Replay& r, Point e, Cell o, const Points& region, const Points& examined,
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

// Replays the witness of a region (T18E.S3.3.2, verdict no) on the board: the additions in an
// order (the witness's own when ordered; otherwise any stone that is legal next, repeatedly — the
// set-for-order argument of smt/private_eye.h says this never gets stuck on a minimal witness),
// nothing captured unless A08 allows it, no suicide unless A08 allows it, then the eye. Returns
// "" when it holds.
inline std::string replay(const Board& b, const Points& a, const RegionAnswer& ra, const Rules& rules) {
  const Witness& w = *ra.witness;
  const Cell o = b.at(a.front()) == Cell::black ? Cell::white : Cell::black;
  Replay r{b, {}, {}, ""};
  for (Point p : b.points())
    if (b.at(p) == Cell::empty && (rules.simulated_area() == SimulatedArea::board || in(ra.points, p)))
      r.area.push_back(p);
  const bool captures = rules.simulated_legality() == SimulatedLegality::capture_allowed;
  if (w.ordered) {
    for (Point p : w.added)
      if (std::string err = add(r, p, o, rules, captures); !err.empty()) return err;
  } else {
    std::vector<Point> left = w.added;
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
  }
  const Points examined = examined_points(b, a, ra.points, rules);
  if (examined != ra.examined) return "examined strings: test " + format_points(examined) + ", smt " + format_points(ra.examined);
  const bool eye_allowed = in(r.area, w.eye) || (captures && is_stone(b.at(w.eye)) && b.at(w.eye) != o);
  if (!eye_allowed) return "the eye point " + to_gtp(w.eye) + " is outside the points allowed";
  return check_eye(r, w.eye, o, ra.points, examined, rules);
}

}  // namespace f3go::smt::testing
