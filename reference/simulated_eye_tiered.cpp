// THE REFERENCE'S ONE ALGORITHMIC EXCEPTION (reference/README.md). T22.2.8(3) / T18E.S3.3.2
// 模拟推演 is defined by the literal search of simulated_eye.cpp (every board legal additions
// reach); this file answers the same question without visiting them all, by a method that is exact
// by a proof, not by being the text: docs/simulated_eye_proof.md. The tests literal_search_test.cpp
// and simulation_agreement_test.cpp check it against the literal search; SimulationMethod::literal
// (the engine `reference-literal`) runs the literal search instead.
// * Under A08 no_capture_no_suicide, no_capture and no_lift, where additions never remove stones:
//   per candidate eye point, its empty neighbours plus a shortest path to an examined string,
//   branching on which liberty of a string of A's colour stays empty (under A41 `extend`, every
//   addition joined to an examined string through additions, the same branching).
// * Under A41 `extend` with capture_allowed, the same tiers: the fill adds only stones that extend
//   (reference add_stone), the relaxation lets every stone go anywhere (still an upper bound).
// * Under A08 capture_allowed, in three tiers: (1) the fill of the legal additions (an eye found is
//   a witness), (2) the relaxation without the suicide rule (no eye there, none at all), (3) in
//   the gap, the literal search with its budget (InputError beyond it; never a guess).
// * Under A42 `needs_addition`: an eye that stands before any addition is made by one legal
//   addition elsewhere, if there is one (the goal-directed tier); a fill that added nothing is no
//   witness (tier 1); the literal search of tier 3 asks for one addition at least.
// The optimized engine (optimized/simulated_eye.cpp) is this method's twin, tier for tier.
#include "reference/simulated_eye_tiered.h"

#include <algorithm>
#include <cassert>
#include <deque>
#include <map>
#include <set>

namespace f3go::reference {
namespace {

// ---------------------------------------------------------------------------------------------
// Under A08 no_capture_no_suicide, no_capture, no_lift: the goal-directed search, per candidate eye
// point (docs/simulated_eye_proof.md "Under the readings where additions never remove stones";
// (1)–(4) below are its steps).

struct Problem {
  const SimulationQuery& q;
  const Rules& rules;
  Points area;
  Cell o, c;
};

// (3): F is legal in some order iff no c string has every liberty in F and no c string without
// liberty touches F. Returns a c string violating it, or nothing. Under no_lift nothing violates it:
// an addition that takes a c string's last liberty is played and nothing is lifted.
std::optional<Points> violated_string(const Problem& pr, const Board& filled, const Points& added) {
  if (pr.rules.simulated_legality() == SimulatedLegality::no_lift) return std::nullopt;
  const Board& b = *pr.q.board;
  std::set<Point> checked;
  for (Point p : added)
    for (Point n : b.neighbours(p)) {
      if (b.at(n) != pr.c || checked.count(n)) continue;
      Points s = string_at(b, n);
      checked.insert(s.begin(), s.end());
      if (liberties(filled, s).empty()) return s;
    }
  return std::nullopt;
}

Board with_stones(const Board& b, const Points& added, Cell o) {
  Board s = b;
  for (Point p : added) s.set(p, o);
  return s;
}

// (2): a path of empty area points (not e, not reserved) from the o strings around e to an examined
// stone, existing o stones crossed for free: 0-1 BFS. Returns the empty points used, from the group
// around e outward; nullopt when no path exists.
std::optional<Points> connecting_path(const Problem& pr, const Board& s, Point e,
                                      const std::set<Point>& reserved) {
  const int area = s.area();
  std::vector<int> dist(static_cast<std::size_t>(area), -1);
  std::vector<int> parent(static_cast<std::size_t>(area), -1);
  std::deque<Point> queue;
  for (Point n : s.neighbours(e))
    if (s.at(n) == pr.o && dist[static_cast<std::size_t>(s.index(n))] < 0) {
      dist[static_cast<std::size_t>(s.index(n))] = 0;
      queue.push_back(n);
    }
  while (!queue.empty()) {
    Point p = queue.front();
    queue.pop_front();
    if (is_examined_stone(pr.q, p)) {
      Points path;
      for (int i = s.index(p); i >= 0; i = parent[static_cast<std::size_t>(i)])
        if (s.at(s.point(i)) == Cell::empty) path.push_back(s.point(i));
      std::reverse(path.begin(), path.end());
      return path;
    }
    for (Point n : s.neighbours(p)) {
      auto ni = static_cast<std::size_t>(s.index(n));
      if (dist[ni] >= 0 || n == e) continue;
      const bool free = s.at(n) == pr.o;
      const bool usable = s.at(n) == Cell::empty && contains(pr.area, n) && !reserved.count(n);
      if (!free && !usable) continue;
      dist[ni] = dist[static_cast<std::size_t>(s.index(p))] + (free ? 0 : 1);
      parent[ni] = s.index(p);
      if (free) queue.push_front(n);
      else queue.push_back(n);
    }
  }
  return std::nullopt;
}

// Branching on reserved liberties (exact: docs/simulated_eye_proof.md).
std::optional<Points> path_keeping_liberties(const Problem& pr, const Board& s0, Point e,
                                             const Points& forced, std::set<Point> reserved) {
  auto path = connecting_path(pr, s0, e, reserved);
  if (!path) return std::nullopt;
  Points added = forced;
  added.insert(added.end(), path->begin(), path->end());
  auto bad = violated_string(pr, with_stones(*pr.q.board, added, pr.o), added);
  if (!bad) return path;
  // Some liberty of `bad` outside the forced stones must stay empty: try each.
  for (Point l : liberties(*pr.q.board, *bad)) {
    if (contains(forced, l) || reserved.count(l)) continue;
    auto more = reserved;
    more.insert(l);
    if (auto p = path_keeping_liberties(pr, s0, e, forced, more)) return p;
  }
  return std::nullopt;
}

// ---------------------------------------------------------------------------------------------
// A41 `extend`: every added stone joins an examined stone through added stones. The forced points
// (or, with none, the group around e under `connected`), each joined by a shortest path of empty
// area points to a point next to an examined stone, make a witness when (3) holds; otherwise the
// branching below, as path_keeping_liberties. Why this is exact, and why adding outward from the
// examined strings is a legal order: docs/simulated_eye_proof.md "Under A41 `extend`".

// A shortest path of usable points (empty area points, not e nor reserved) from one of `from` to a
// point next to an examined stone, both ends included; nullopt when none (breadth first).
std::optional<Points> extension_path(const Problem& pr, Point e, const std::set<Point>& reserved, const Points& from) {
  const Board& b = *pr.q.board;
  auto usable = [&](Point p) {
    return b.at(p) == Cell::empty && p != e && !reserved.count(p) && contains(pr.area, p);
  };
  std::map<Point, Point> parent;
  std::deque<Point> queue;
  for (Point p : from)
    if (usable(p) && !parent.count(p)) parent.emplace(p, p), queue.push_back(p);
  while (!queue.empty()) {
    const Point p = queue.front();
    queue.pop_front();
    for (Point n : b.neighbours(p))
      if (is_examined_stone(pr.q, n)) {
        Points path{p};
        for (Point x = p; parent.at(x) != x; x = parent.at(x)) path.push_back(parent.at(x));
        return path;
      }
    for (Point n : b.neighbours(p))
      if (usable(n) && !parent.count(n)) parent.emplace(n, p), queue.push_back(n);
  }
  return std::nullopt;
}

// The additions under `reserved`: a path for each forced point (with none, one from the points
// next to the group around e, `anchors`), joined.
std::optional<Points> joined_part(const Problem& pr, Point e, const std::set<Point>& reserved, const Points& forced,
                                  const Points& anchors) {
  Points part;
  auto join = [&](const Points& from) {
    auto path = extension_path(pr, e, reserved, from);
    if (path) part.insert(part.end(), path->begin(), path->end());
    return path.has_value();
  };
  if (forced.empty() ? !join(anchors) : !std::all_of(forced.begin(), forced.end(), [&](Point f) { return join({f}); }))
    return std::nullopt;
  std::sort(part.begin(), part.end());
  part.erase(std::unique(part.begin(), part.end()), part.end());
  return part;
}

// The additions of `set` outward from the examined stones: each next to an examined stone or to
// one before it (a legal order, above).
Points outward(const Problem& pr, Points set) {
  const Board& b = *pr.q.board;
  Points order;
  while (!set.empty()) {
    for (auto it = set.begin(); it != set.end(); ++it) {
      bool joined = false;
      for (Point n : b.neighbours(*it))
        joined = joined || is_examined_stone(pr.q, n) || std::find(order.begin(), order.end(), n) != order.end();
      if (!joined) continue;
      order.push_back(*it);
      set.erase(it);
      break;
    }
  }
  return order;
}

// Branching on reserved liberties, as path_keeping_liberties: a solution avoiding `reserved` holds
// a path for each forced point (or from the anchors), so the paths exist; if they fill every
// liberty of a string of A's colour, the solution keeps one of them empty.
std::optional<Points> extension_keeping_liberties(const Problem& pr, Point e, const Points& forced,
                                                  const Points& anchors, std::set<Point> reserved,
                                                  std::set<std::set<Point>>& tried) {
  if (!tried.insert(reserved).second) return std::nullopt;  // the same reserved points, another order
  const std::optional<Points> part = joined_part(pr, e, reserved, forced, anchors);
  if (!part) return std::nullopt;
  auto bad = violated_string(pr, with_stones(*pr.q.board, *part, pr.o), *part);
  if (!bad) return outward(pr, *part);
  for (Point l : liberties(*pr.q.board, *bad)) {
    if (contains(forced, l) || reserved.count(l)) continue;
    auto more = reserved;
    more.insert(l);
    if (auto found = extension_keeping_liberties(pr, e, forced, anchors, more, tried)) return found;
  }
  return std::nullopt;
}

// Can an eye be made at e by additions that extend the examined strings? e is judged as by eye_at
// (1); then every forced point, or with none under `connected` the group around e, is joined. The
// points next to a string of A's colour without liberty are reserved from the start (an addition
// there captures it: (3), but under no_lift).
std::optional<Points> extending_eye_at(const Problem& pr, Point e, const Points& forced, const Board& s0) {
  const Board& b = *pr.q.board;
  std::set<Point> reserved;
  if (pr.rules.simulated_legality() != SimulatedLegality::no_lift)
    for (const Points& str : strings_of(b, pr.c))
      if (liberties(b, str).empty())
        for (Point n : neighbours_of(b, str)) reserved.insert(n);
  Points anchors = forced;
  if (forced.empty()) {
    if (is_simulated_eye(pr.q, s0, e, pr.rules)) return Points{};
    if (pr.rules.simulated_owner() != SimulatedOwner::connected) return std::nullopt;
    Points group;
    for (Point n : b.neighbours(e))
      if (b.at(n) == pr.o)
        for (Point x : string_at(b, n)) group.push_back(x);
    for (Point n : neighbours_of(b, group))
      if (b.at(n) == Cell::empty && n != e) anchors.push_back(n);
    std::sort(anchors.begin(), anchors.end());
  } else if (pr.rules.simulated_owner() != SimulatedOwner::connected && !is_simulated_eye(pr.q, s0, e, pr.rules)) {
    return std::nullopt;  // the owner (A07 touching, any) does not depend on the additions
  }
  std::set<std::set<Point>> tried;
  return extension_keeping_liberties(pr, e, forced, anchors, reserved, tried);
}

// Can an eye be made at e? Returns the additions in a legal order.
std::optional<Points> eye_at(const Problem& pr, Point e) {
  const Board& b = *pr.q.board;
  if (b.at(e) != Cell::empty) return std::nullopt;
  if (pr.rules.simulated_owner() == SimulatedOwner::any && !contains(pr.q.region, e)) return std::nullopt;
  // (1) no c neighbour; every empty neighbour must be filled, so must lie in the area.
  Points forced;
  for (Point n : b.neighbours(e)) {
    if (b.at(n) == pr.c) return std::nullopt;
    if (b.at(n) == Cell::empty) {
      if (!contains(pr.area, n)) return std::nullopt;
      forced.push_back(n);
    }
  }
  Board s0 = with_stones(b, forced, pr.o);
  if (violated_string(pr, s0, forced)) return std::nullopt;
  if (pr.rules.simulated_additions() == SimulatedAdditions::extend) return extending_eye_at(pr, e, forced, s0);
  if (is_simulated_eye(pr.q, s0, e, pr.rules)) return forced;
  if (pr.rules.simulated_owner() != SimulatedOwner::connected) return std::nullopt;
  // (2) connect the group around e to an examined string.
  auto path = path_keeping_liberties(pr, s0, e, forced, {});
  if (!path) return std::nullopt;
  Points added = forced;
  added.insert(added.end(), path->begin(), path->end());
  return added;
}

// A08 capture_allowed: fill every legal point of the area but e, repeatedly, to a fixed point —
// pass after pass over the area (captured points join its end, so the same pass reaches them)
// until a pass changes nothing. The loop is written as single steps so that it can stop and go on.
struct Fill {
  Board s;               // the board so far
  Points area;           // the points where additions may go, freed points appended
  Points added;          // the stones added, in order
  std::size_t next = 0;  // the index in `area` of the next step of this pass
  bool changed = false;  // this pass added a stone
};

// One step of the fill that leaves `e` out (none: leaves no point out); false when it has ended.
bool fill_step(const Problem& pr, Fill& f, std::optional<Point> e) {
  if (f.next == f.area.size()) {
    if (!f.changed) return false;  // a pass that changed nothing: the fixed point
    f.next = 0;                    // another pass
    f.changed = false;
    return true;
  }
  const Point p = f.area[f.next++];
  if (p == e || f.s.at(p) != Cell::empty) return true;
  Addition a = add_stone(pr.q, f.s, p, pr.rules);
  if (!a.legal) return true;
  f.s = std::move(a.after);
  f.added.push_back(p);
  f.area.insert(f.area.end(), a.freed.begin(), a.freed.end());
  f.changed = true;
  return true;
}

// Shared by every candidate of one simulation: the fill that leaves no point out, with its state
// just before it first came to each point p while p was empty. The fill for a candidate e differs
// from it only where a step reaches p == e: there the fill for e skips, the common fill adds if it
// can — and when e is not empty both skip. So the two fills are the same, step by step, up to the
// common fill's first step at e empty; a candidate never reached that way (a stone of A's colour
// that is never captured) has the common fill's end for its own. Each candidate goes on from that
// state instead of repeating the same steps from the start (the steps are the same questions on
// the same boards, with the same answers).
struct CommonFill {
  std::map<Point, Fill> first_at;  // p → the state just before the first step at p, p empty
  Fill end;                        // the state at the end
};

CommonFill common_fill(const Problem& pr) {
  CommonFill common;
  Fill f{*pr.q.board, pr.area, {}, 0, false};
  for (;;) {
    if (f.next < f.area.size()) {
      const Point p = f.area[f.next];
      if (f.s.at(p) == Cell::empty && !common.first_at.count(p)) common.first_at.emplace(p, f);
    }
    if (!fill_step(pr, f, std::nullopt)) break;
  }
  common.end = std::move(f);
  return common;
}

// T18E.S3.3.2 under capture_allowed, for the candidate eye point e: the fill that leaves e out,
// then is e an eye? e may be a stone of A's colour now: captured, its point is freed and may
// become the eye.
std::optional<Points> saturated_eye_at(const Problem& pr, const CommonFill& common, Point e) {
  const Board& b = *pr.q.board;
  // An empty e stays empty, so a string of A's colour next to it keeps a liberty: never captured.
  if (b.at(e) == Cell::empty)
    for (Point n : b.neighbours(e))
      if (b.at(n) == pr.c) return std::nullopt;
  // The fill for e: the common fill up to its first step at e empty, then on alone (CommonFill).
  const auto at_e = common.first_at.find(e);
  if (at_e == common.first_at.end()) {
    if (!is_simulated_eye(pr.q, common.end.s, e, pr.rules)) return std::nullopt;
    return common.end.added;
  }
  Fill f = at_e->second;
  while (fill_step(pr, f, e)) {
  }
  if (!is_simulated_eye(pr.q, f.s, e, pr.rules)) return std::nullopt;
  return f.added;
}

// The stones of c that no sequence of legal o additions can capture: Benson's unconditional life
// on the bottom board, c passing throughout, the edge and the flowers as walls. A region is a
// maximal connected set of points that are neither c nor a flower; it is vital to a c string when
// it holds an empty point and every empty point of it is a liberty of the string. Start from every
// string and every region; drop the regions next to a dropped string and the strings with fewer
// than two vital regions left, until nothing changes — except a string without liberty (a bottom
// board can hold one, T22.2.8(1)): no addition ever touches it, so it is never captured and never
// dropped. (Why it holds: docs/simulated_eye_proof.md, tier 2.)
Points never_captured(const Board& b, Cell c) {
  const std::vector<Points> strings = strings_of(b, c);
  std::vector<Points> regions;
  std::set<Point> done;
  for (Point p : b.points()) {
    if (b.at(p) == c || b.at(p) == Cell::flower || done.count(p)) continue;
    Points r = flood(b, p, [&](Point q) { return b.at(q) != c && b.at(q) != Cell::flower; });
    done.insert(r.begin(), r.end());
    regions.push_back(std::move(r));
  }
  auto vital = [&](const Points& region, const Points& str) {
    bool has_empty = false;
    for (Point p : region) {
      if (b.at(p) != Cell::empty) continue;
      has_empty = true;
      if (!adjacent(b, Points{p}, str)) return false;
    }
    return has_empty;
  };
  std::vector<bool> in_x(strings.size(), true), in_y(regions.size(), true);
  for (bool changed = true; changed;) {
    changed = false;
    for (std::size_t r = 0; r < regions.size(); ++r)
      for (std::size_t i = 0; i < strings.size() && in_y[r]; ++i)
        if (!in_x[i] && adjacent(b, regions[r], strings[i])) in_y[r] = false, changed = true;
    for (std::size_t i = 0; i < strings.size(); ++i) {
      if (!in_x[i] || liberties(b, strings[i]).empty()) continue;
      int n = 0;
      for (std::size_t r = 0; r < regions.size(); ++r) n += in_y[r] && vital(regions[r], strings[i]);
      if (n < 2) in_x[i] = false, changed = true;
    }
  }
  Points alive;
  for (std::size_t i = 0; i < strings.size(); ++i)
    if (in_x[i]) alive.insert(alive.end(), strings[i].begin(), strings[i].end());
  std::sort(alive.begin(), alive.end());
  return alive;
}

// Tier (2) under capture_allowed, the relaxation without the suicide rule (docs/simulated_eye_proof.md):
// for the candidate e, add an o stone on every empty point of the area but e, liberty or not; a c
// string next to it left without liberty is captured, unless it is one that no legal sequence can
// capture (`alive`), and its points join the area; pass after pass until a pass adds nothing. Is e
// an eye then? false proves that no legal sequence makes one at e.
bool relaxed_eye_at(const Problem& pr, const Points& alive, Point e) {
  Board s = *pr.q.board;
  Points area = pr.area;
  for (bool changed = true; changed;) {
    changed = false;
    for (std::size_t i = 0; i < area.size(); ++i) {  // freed points join the end of this pass
      const Point p = area[i];
      if (p == e || s.at(p) != Cell::empty) continue;
      s.set(p, pr.o);
      changed = true;
      for (Point n : s.neighbours(p)) {
        if (s.at(n) != pr.c || contains(alive, n)) continue;
        const Points str = string_at(s, n);
        if (!liberties(s, str).empty()) continue;
        for (Point x : str) s.set(x, Cell::empty);
        area.insert(area.end(), str.begin(), str.end());
      }
    }
  }
  return is_simulated_eye(pr.q, s, e, pr.rules);
}

// A42 `needs_addition`, for an eye e that stands before any addition: one legal addition p ≠ e
// (the first in the area's order), after which e still stands; none, and no sequence makes e
// (docs/simulated_eye_proof.md "Under A42 `needs_addition`").
std::optional<Points> one_addition_besides(const Problem& pr, Point e) {
  for (Point p : pr.area)
    if (p != e && add_stone(pr.q, *pr.q.board, p, pr.rules).legal) return Points{p};
  return std::nullopt;
}

// A42 `needs_addition`: `added` is a witness of no addition (an eye that stood before any), which
// does not count.
bool stood_before(const Problem& pr, const std::optional<Points>& added) {
  return added && added->empty() && pr.rules.simulated_existing() == SimulatedExisting::needs_addition;
}

}  // namespace

TieredAnswer simulate_eye_making_tiered(const SimulationQuery& q, const Rules& rules) {
  assert(q.board && !q.region.empty());
  Problem pr{q, rules, addition_area(q, rules), stone(q.maker), stone(opponent(q.maker))};
  if (rules.simulated_legality() == SimulatedLegality::capture_allowed) {
    // Candidate eye points: the empty points of the area, then the stones of A's colour.
    Points candidates = pr.area;
    for (Point p : q.board->points())
      if (q.board->at(p) == pr.c) candidates.push_back(p);
    // (1) the fill of the legal additions: an eye found is a witness.
    const CommonFill common = common_fill(pr);
    for (Point e : candidates) {
      const std::optional<Points> added = saturated_eye_at(pr, common, e);
      if (added && !stood_before(pr, added)) return {Witness{*added, e}, SimulationTier::fill};
    }
    // (2) the relaxation: no eye there, no eye at all.
    const Points alive = never_captured(*q.board, pr.c);
    bool relaxed = false;
    for (Point e : candidates) relaxed = relaxed || relaxed_eye_at(pr, alive, e);
    if (!relaxed) return {std::nullopt, SimulationTier::relaxation};
    // (3) the gap: the literal search over every reachable state, or InputError beyond its budget.
    return {simulate_eye_making_exhaustive(q, rules), SimulationTier::literal};
  }
  // Candidate eye points: the empty points of the area (A09), those with fewer empty neighbours
  // (fewer forced additions) first, then in point order; the first eye found is the witness.
  for (int forced = 0; forced <= 4; ++forced)
    for (Point e : pr.area) {
      int empty = 0;
      for (Point n : q.board->neighbours(e)) empty += q.board->at(n) == Cell::empty;
      if (empty != forced) continue;
      std::optional<Points> added = eye_at(pr, e);
      if (stood_before(pr, added)) added = one_addition_besides(pr, e);
      if (added) return {Witness{*added, e}, SimulationTier::goal_directed};
    }
  return {std::nullopt, SimulationTier::goal_directed};
}

}  // namespace f3go::reference
