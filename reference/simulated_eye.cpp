// T18E.S3.3.2 模拟推演 (T22.2.8(3), T18.1-2): 「在这个封闭区域R内连续补充白色棋子，尝试为白棋做一个
// 1气眼」 — the opponent o of A adds o stones one after another (「连续下白子的过程中不能提子」: none may
// capture) and asks whether a one-liberty eye for the examined strings appears.
// Readings: A07 eye.simulated_owner, A08 eye.simulated_legality, A09 eye.simulated_area.
//
// Two searches live here.
// * simulate_eye_making_exhaustive: the literal reading — every state reachable by legal additions,
//   depth first, each state tested for an eye. Exponential (2^k states for k empty points).
// * simulate_eye_making: the same question answered per candidate eye point e, exactly:
//   Under the readings where additions never remove stones (A08 no_capture_no_suicide, no_capture):
//   (1) e must stay empty and every neighbour of e must end as an o stone or a flower; A's colour c
//       never leaves, so e may have no c neighbour, and every empty neighbour of e (F0) must be
//       added. (2) For `connected`, the o strings around e must come to contain an examined stone:
//       the additions must include a path of empty points from the group around e to an examined
//       string (existing o stones join for free). (3) An addition set F is legal in some order iff
//       no c string has all its liberties in F (a capture happens exactly when the last liberty is
//       filled, and additions only ever remove liberties) and no c string without liberty touches
//       F; suicide never bites, because adding F0 first and then the path outward from e keeps e
//       a liberty of every new stone. (4) Dropping any addition that is not in F0 or on that path
//       keeps (3) true, so some witness is F0 plus one path. The search therefore tries, for each e,
//       a shortest path that avoids a set of reserved points; when the path fills every liberty of a
//       c string it branches on which liberty of that string stays empty (reserving it) and searches
//       again. Every witness leaves some liberty of every such string empty, so some branch admits
//       it: the search is exact. It ends because each branch reserves a liberty of a string not yet
//       reserved. Cost: one 0-1 BFS per branch, O(n²) points; branches multiply only over c strings
//       whose liberties a path fills entirely — in practice a handful, but exponential in the number
//       of such strings in the worst case: bench/worst/trap_lanes.pos searches 6^6 reserved sets
//       for each candidate above its lanes, all different. Each branch reserves a liberty of a string
//       with none reserved yet, so a set is reached twice only through a liberty two such strings
//       share (none in thousands of random positions, none in the trap lanes): no identical question
//       repeats often enough to share, and nothing here bounds the search (docs/performance.md
//       "The reference's worst case"). (tests compare it with the exhaustive search on every small
//       region they generate.)
//   Under A08 capture_allowed (additions capture; suicide forbidden) o stones never leave and A's
//   colour only leaves by capture, so filling more points never hurts: per candidate e (an empty
//   point of the area, or a stone of A's colour whose capture would free it) the search fills
//   every point of the area but e that can legally be filled, again and again until nothing
//   changes (captured points join the area), then asks whether e is an eye. A point next to the
//   group around an empty e is always legal (e is its liberty), so that group ends as large as any
//   sequence could make it; tests compare this with the exhaustive search too. The fills of the
//   candidates are one fill up to the first step where they differ, so that part is done once
//   (CommonFill): each candidate goes on from there, or has the common fill's end for its own.
#include "reference/simulated_eye.h"

#include <algorithm>
#include <deque>
#include <map>
#include <set>

#include "oracle/error.h"

namespace f3go::reference {
namespace {

Cell cell_of(Colour c) { return stone(c); }

// The points where additions may go (A09): the empty points of the region, or of the board.
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
  const Cell o = cell_of(q.maker);
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

std::optional<Point> find_eye(const SimulationQuery& q, const Board& s, const Points& area,
                              const Rules& rules) {
  for (Point e : area)
    if (is_simulated_eye(q, s, e, rules)) return e;
  return std::nullopt;
}

// ---------------------------------------------------------------------------------------------
// The exhaustive search (literal).

struct Addition {
  bool legal = false;
  Board after;
  Points freed;  // points of c strings captured (A08 capture_allowed)
};

// One addition of an o stone at p, judged by A08.
Addition add_stone(const SimulationQuery& q, const Board& s, Point p, const Rules& rules) {
  Addition r;
  r.after = s;
  const Cell o = cell_of(q.maker), c = cell_of(opponent(q.maker));
  r.after.set(p, o);
  // 「不能提子」: a c string next to the new stone left without liberty is a capture.
  for (Point n : s.neighbours(p)) {
    if (r.after.at(n) != c) continue;
    Points str = string_at(r.after, n);
    if (!liberties(r.after, str).empty()) continue;
    if (rules.simulated_legality() != SimulatedLegality::capture_allowed) return r;
    for (Point x : str) r.after.set(x, Cell::empty);
    r.freed.insert(r.freed.end(), str.begin(), str.end());
  }
  const bool suicide = liberties(r.after, string_at(r.after, p)).empty();
  if (suicide && rules.simulated_legality() != SimulatedLegality::no_capture) return r;
  r.legal = true;
  return r;
}

}  // namespace

std::optional<Witness> simulate_eye_making_exhaustive(const SimulationQuery& q, const Rules& rules,
                                                      long max_states) {
  struct Node {
    Board board;
    Points area;
    Points added;
  };
  std::set<std::vector<Cell>> seen;
  std::deque<Node> queue{{*q.board, addition_area(q, rules), {}}};  // breadth first: short witnesses
  seen.insert(q.board->cells());
  while (!queue.empty()) {
    Node n = std::move(queue.front());
    queue.pop_front();
    if (auto e = find_eye(q, n.board, n.area, rules)) return Witness{n.added, *e};
    for (Point p : n.area) {
      if (n.board.at(p) != Cell::empty) continue;
      Addition a = add_stone(q, n.board, p, rules);
      if (!a.legal || !seen.insert(a.after.cells()).second) continue;
      if (static_cast<long>(seen.size()) > max_states)
        throw InputError("", "the simulated eye-making (T18E.S3.3.2) of the region at " +
                                 to_gtp(q.region.front()) + " (" + std::to_string(q.region.size()) +
                                 " points) needs the exhaustive search, which passed " +
                                 std::to_string(max_states) +
                                 " states: too large under eye.simulated_legality=capture_allowed");
      Node next{a.after, n.area, n.added};
      next.area.insert(next.area.end(), a.freed.begin(), a.freed.end());
      std::sort(next.area.begin(), next.area.end());
      next.added.push_back(p);
      queue.push_back(std::move(next));
    }
  }
  return std::nullopt;
}

namespace {

// ---------------------------------------------------------------------------------------------
// The goal-directed search (exact under the monotone readings; see the header comment).

struct Problem {
  const SimulationQuery& q;
  const Rules& rules;
  Points area;
  Cell o, c;
};

// (3): F is legal in some order iff no c string has every liberty in F and no c string without
// liberty touches F. Returns a c string violating it, or nothing.
std::optional<Points> violated_string(const Problem& pr, const Board& filled, const Points& added) {
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

// Branching on reserved liberties (exact; see the header comment).
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
  Board s;                 // the board so far
  Points area;             // the points where additions may go, freed points appended
  Points added;            // the stones added, in order
  std::size_t next = 0;    // the index in `area` of the next step of this pass
  bool changed = false;    // this pass added a stone
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

}  // namespace

std::optional<Witness> simulate_eye_making(const SimulationQuery& q, const Rules& rules) {
  Problem pr{q, rules, addition_area(q, rules), cell_of(q.maker), cell_of(opponent(q.maker))};
  if (rules.simulated_legality() == SimulatedLegality::capture_allowed) {
    Points candidates = pr.area;
    for (Point p : q.board->points())
      if (q.board->at(p) == pr.c) candidates.push_back(p);
    const CommonFill common = common_fill(pr);
    for (Point e : candidates)
      if (auto added = saturated_eye_at(pr, common, e)) return Witness{*added, e};
    return std::nullopt;
  }
  // Candidate eye points: the empty points of the area (A09), those with fewer empty neighbours
  // (fewer forced additions) first, then in point order; the first eye found is the witness.
  for (int forced = 0; forced <= 4; ++forced)
    for (Point e : pr.area) {
      int empty = 0;
      for (Point n : q.board->neighbours(e)) empty += q.board->at(n) == Cell::empty;
      if (empty != forced) continue;
      if (auto added = eye_at(pr, e)) return Witness{*added, e};
    }
  return std::nullopt;
}

}  // namespace f3go::reference
