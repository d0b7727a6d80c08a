// T22.2.8(3) 模拟推演 (2022): 「或者模拟推演：在这些白棋串的基础上，再单方连续下白子（连续下白子的过程中
// 不能提子）也无法为其做出一个1气眼」; T18E.S3.3.2 (2018): 「在这个封闭区域R内连续补充白色棋子，尝试为白棋做
// 一个1气眼」. The opponent o of A adds o stones one after another, none capturing, and asks whether
// a one-liberty eye for the examined strings appears.
// Readings: A07 eye.simulated_owner (whose eye), A08 eye.simulated_legality (what 「不能提子」
// forbids), A09 eye.simulated_area (where the stones may go), A41 eye.simulated_additions (whether
// each stone must extend the examined strings), A42 eye.simulated_existing (whether the board before
// any addition is asked).
//
// This file is the definition, read literally: every board that legal additions reach, breadth
// first, each tested for the eye. The reference answers by the tiered method instead
// (simulated_eye_tiered.cpp, its one algorithmic exception; the proof that it gives the same
// answers: docs/simulated_eye_proof.md), unless SimulationMethod::literal asks for this search.
#include "reference/simulated_eye.h"

#include <algorithm>
#include <cassert>
#include <deque>
#include <set>

#include "oracle/error.h"
#include "reference/simulated_eye_tiered.h"

namespace f3go::reference {

// A09: 「在这个封闭区域R内」 (2018) — the empty points of the region; the 2022 text says nothing of
// where, so under `board` the empty points of the whole board.
Points addition_area(const SimulationQuery& q, const Rules& rules) {
  const Board& b = *q.board;
  Points area;
  if (rules.simulated_area() == SimulatedArea::board) {
    for (Point p : b.points())
      if (b.at(p) == Cell::empty) area.push_back(p);
  } else {
    for (Point p : q.region)
      if (b.at(p) == Cell::empty) area.push_back(p);
  }
  return area;
}

bool is_examined_stone(const SimulationQuery& q, Point p) {
  for (const Points& s : q.examined)
    if (contains(s, p)) return true;
  return false;
}

// The goal (A07): e is a one-liberty eye (一气眼) of colour `maker` on board s — every on-board
// neighbour an o stone or a flower (off-board), at least one an o stone — owned as the reading says.
bool is_simulated_eye(const SimulationQuery& q, const Board& s, Point e, const Rules& rules) {
  if (s.at(e) != Cell::empty) return false;
  const Cell o = stone(q.maker);
  bool has_stone = false;
  for (Point n : s.neighbours(e)) {
    if (s.at(n) == o) has_stone = true;
    else if (s.at(n) != Cell::flower) return false;
  }
  if (!has_stone) return false;
  switch (rules.simulated_owner()) {
    case SimulatedOwner::any:  // 2018 T18E 「为白棋做一个1气眼」: any eye of o in the region
      return contains(q.region, e);
    case SimulatedOwner::touching:  // the eye touches an examined stone
      for (Point n : s.neighbours(e))
        if (is_examined_stone(q, n)) return true;
      return false;
    case SimulatedOwner::connected:  // 「为其做出」: a string around e contains an examined stone
      for (Point n : s.neighbours(e)) {
        if (s.at(n) != o) continue;
        for (Point p : string_at(s, n))
          if (is_examined_stone(q, p)) return true;
      }
      return false;
  }
  return false;
}

// A41 `extend`: 「在这些白棋串的基础上，再单方连续下白子」 read as growing the examined strings — p
// is next to a stone of an examined string or to a stone added before it (an o stone of s that
// the bottom board does not hold: o stones are never removed by an addition).
namespace {
bool extends_examined(const SimulationQuery& q, const Board& s, Point p) {
  const Cell o = stone(q.maker);
  for (Point n : s.neighbours(p))
    if (s.at(n) == o && (is_examined_stone(q, n) || q.board->at(n) != o)) return true;
  return false;
}
}  // namespace

// A08: one addition of an o stone at p — 「连续下白子的过程中不能提子」; A41: where it may go.
Addition add_stone(const SimulationQuery& q, const Board& s, Point p, const Rules& rules) {
  assert(s.at(p) == Cell::empty);
  Addition r;
  if (rules.simulated_additions() == SimulatedAdditions::extend && !extends_examined(q, s, p)) return r;
  r.after = s;
  const Cell o = stone(q.maker), c = stone(opponent(q.maker));
  r.after.set(p, o);
  // 「不能提子」: a c string next to the new stone left without liberty is a capture (under no_lift:
  // nothing is lifted, and the string stays on the board without liberty).
  for (Point n : s.neighbours(p)) {
    if (r.after.at(n) != c) continue;
    Points str = string_at(r.after, n);
    if (!liberties(r.after, str).empty()) continue;
    if (rules.simulated_legality() == SimulatedLegality::no_lift) continue;
    if (rules.simulated_legality() != SimulatedLegality::capture_allowed) return r;
    for (Point x : str) r.after.set(x, Cell::empty);
    r.freed.insert(r.freed.end(), str.begin(), str.end());
  }
  const bool suicide = liberties(r.after, string_at(r.after, p)).empty();
  if (suicide && rules.simulated_legality() != SimulatedLegality::no_capture) return r;
  r.legal = true;
  return r;
}

namespace {

// The eye (A07) on board s at a point of the area, the first in point order; nullopt if none.
std::optional<Point> find_eye(const SimulationQuery& q, const Board& s, const Points& area,
                              const Rules& rules) {
  for (Point e : area)
    if (is_simulated_eye(q, s, e, rules)) return e;
  return std::nullopt;
}

// A board reached by 「单方连续下白子」: the additions so far, in order, and where the next may go.
struct Reached {
  Board board;
  Points area;   // the addition area (A09), with the points of captured strings (capture_allowed)
  Points added;  // the stones added, in order
};

// The literal search passed its budget: the question is too large for it (never a guess).
InputError too_large(const SimulationQuery& q, const Rules& rules, long max_states) {
  return InputError("", "the simulated eye-making (" + std::string(clause_id(Clause::T18E_S3_3_2)) +
                            ") of the region at " + to_gtp(q.region.front()) + " (" +
                            std::to_string(q.region.size()) + " points) needs the exhaustive search, which passed " +
                            std::to_string(max_states) + " states: too large under eye.simulated_legality=" +
                            std::string(rules.reading_name(Switch::eye_simulated_legality)));
}

}  // namespace

// 「再单方连续下白子…也无法为其做出一个1气眼」: every board that one legal addition after another reaches
// from the bottom board, each once, breadth first; the first with an eye answers with its
// additions. None: no sequence makes an eye. A42: under `counts` the bottom board itself is asked
// (no addition is a sequence too); under `needs_addition` 「再…下白子」 asks for one addition at least.
std::optional<Witness> simulate_eye_making_exhaustive(const SimulationQuery& q, const Rules& rules,
                                                      long max_states) {
  assert(q.board && !q.region.empty());
  std::set<std::vector<Cell>> seen{q.board->cells()};
  std::deque<Reached> queue{{*q.board, addition_area(q, rules), {}}};
  while (!queue.empty()) {
    const Reached r = std::move(queue.front());
    queue.pop_front();
    const bool asked = !r.added.empty() || rules.simulated_existing() == SimulatedExisting::counts;  // A42
    if (asked)
      if (auto e = find_eye(q, r.board, r.area, rules)) return Witness{r.added, *e};
    for (Point p : r.area) {
      if (r.board.at(p) != Cell::empty) continue;
      Addition a = add_stone(q, r.board, p, rules);
      if (!a.legal || !seen.insert(a.after.cells()).second) continue;
      if (static_cast<long>(seen.size()) > max_states) throw too_large(q, rules, max_states);
      Reached next{std::move(a.after), r.area, r.added};
      next.area.insert(next.area.end(), a.freed.begin(), a.freed.end());
      std::sort(next.area.begin(), next.area.end());
      next.added.push_back(p);
      queue.push_back(std::move(next));
    }
  }
  return std::nullopt;
}

std::optional<Witness> simulate_eye_making(const SimulationQuery& q, const Rules& rules,
                                           SimulationMethod method) {
  assert(q.board && !q.region.empty());
  if (method == SimulationMethod::literal) return simulate_eye_making_exhaustive(q, rules);
  return simulate_eye_making_tiered(q, rules).witness;
}

}  // namespace f3go::reference
