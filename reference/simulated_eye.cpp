// T18E.S3.3.2 模拟推演 (T22.2.8(3), T18.1-2): 「在这个封闭区域R内连续补充白色棋子，尝试为白棋做一个
// 1气眼」 — the opponent o of A adds o stones one after another (「连续下白子的过程中不能提子」: none may
// capture) and asks whether a one-liberty eye for the examined strings appears.
// Readings: A07 eye.simulated_owner, A08 eye.simulated_legality, A09 eye.simulated_area.
//
// Two searches live here.
// * simulate_eye_making_exhaustive: the literal reading — every state reachable by legal additions,
//   depth first, each state tested for an eye. Exponential (2^k states for k empty points).
// * simulate_eye_making: the same question answered per candidate eye point e, exactly:
//   Under the readings where additions never remove stones (A08 no_capture_no_suicide, no_capture,
//   no_lift — under no_lift an addition may take the last liberty of a c string, which stays on the
//   board without liberty, so (3) below has no condition on c strings and F is always legal):
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
//   Under A08 capture_allowed (additions capture c = A's colour; suicide forbidden) o stones never
//   leave and c only leaves by capture, but the readings are not monotone: an o stone can take the
//   last liberty but one of its own group, so that a capture needed later becomes suicide (the
//   capturing point has no liberty of its own while the c string still has another). Whether a
//   point can be filled depends on the order, and "filling more points never hurts" is false.
//   Counterexample (corpus/cases/private_eye/pe_capture_allowed_fill_order.case and
//   reference/tests/simulation_agreement_test.cpp; 5×5,
//   2022, A the black string at D2, region {E5}, owner touching, area board):
//       5 O . . X O
//       4 O F . X X
//       3 . . . X .
//       2 . F . X X
//       1 F O . O .
//         A B C D E
//   White E1 C2 C3 C4 C5 E3 (capturing A) D4 makes the eye E4. The fill of every legal point but
//   E4, in point order, plays C1 E1 A2 C2 A3 B3 C3 C4 B5 (E3 is suicide on its turn, C5 on its
//   own), after which C5 is the only liberty of the white group and E3 the only other liberty of
//   A: each is suicide while the other is empty, pass after pass, so A is never captured and the
//   fill finds no eye. So the question is answered in three tiers, per question:
//   (1) "eye": per candidate e (an empty point of the area, or a stone of c whose capture would
//       free it), fill every point of the area but e that can legally be filled, again and again
//       until nothing changes (captured points join the area), then ask whether e is an eye. Only
//       legal additions are played, so an eye found is a real sequence: a witness. The fills of the
//       candidates are one fill up to the first step where they differ, so that part is done once
//       (CommonFill): each candidate goes on from there, or has the common fill's end for its own.
//   (2) "no eye": the relaxation without the suicide rule — an o stone may go on any empty point of
//       the area (even without liberty), a c string left without liberty is captured (its points
//       join the area) unless no legal sequence can capture it (below), o stones never leave. It
//       is monotone: more o stones never prevent a later addition (none is ever refused) nor a
//       capture (they only take liberties away), and the eye test at e — e empty, every neighbour
//       an o stone or a flower, the owner of A07 (touching: examined stones never leave;
//       connected: more o stones only join strings; any: e in R) — only gets easier. Its fixed
//       point for e (every empty area point but e filled, every capturable c string whose
//       liberties are all filled captured, its points but e filled) is reached in any order, and
//       it holds every o stone and lacks every c stone of any legal sequence that leaves e empty:
//       by induction over the sequence, each addition p ≠ e is on a point of the area that is
//       empty in the sequence, so in the area and not c at the fixed point, so an o stone there;
//       each capture takes a string (capturable, since a legal sequence captured it) whose
//       neighbours are all o stones or flowers in the sequence, so at the fixed point too, where
//       it is captured. An eye at e is never filled (o never leaves), so when no candidate is an
//       eye at its relaxed fixed point, no legal sequence makes an eye: "no eye" is proven.
//       The strings no legal sequence can capture are Benson's unconditionally alive c strings of
//       the bottom board, c passing, the edge and the flowers as walls, the strings without
//       liberty counted among them (no addition ever touches them: never_captured). Without them
//       the relaxation would capture every two-eyed string and prove almost nothing under
//       eye.simulated_area=board. Why they hold: let a move capture the first of them, Y, at p
//       (Y has a liberty, or nothing could touch it). Y has two vital regions (every empty point a liberty of Y), each bordered only by strings
//       of the set (none captured yet) and walls, so the o stones in them stay in them; both are
//       full after p, and one of them at least, R, was full before p. The addition that filled R's last
//       empty point left its string inside R without liberty and captured nothing (only strings of
//       the set border R): suicide, which A08 capture_allowed forbids.
//   (3) the gap — the relaxation finds an eye, the fill does not: the literal exhaustive search
//       decides, with its budget of states (simulate_eye_making_exhaustive, max 200,000 states:
//       beyond, an InputError saying the question is too large; never a guess). The optimized
//       engine (optimized/simulated_eye.cpp) runs the same three tiers and the same breadth-first
//       search, counting the same distinct states in the same order, so both throw in exactly the
//       same cases. Tests compare all this with the exhaustive search too.
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
        throw InputError("", "the simulated eye-making (" + std::string(clause_id(Clause::T18E_S3_3_2)) + ") of the region at " +
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

// The stones of c that no sequence of legal o additions can capture: Benson's unconditional life
// on the bottom board, c passing throughout, the edge and the flowers as walls. A region is a
// maximal connected set of points that are neither c nor a flower; it is vital to a c string when
// it holds an empty point and every empty point of it is a liberty of the string. Start from every
// string and every region; drop the regions next to a dropped string and the strings with fewer
// than two vital regions left, until nothing changes — except a string without liberty (a bottom
// board can hold one, T22.2.8(1)): no addition ever touches it, so it is never captured and never
// dropped. (Why it holds: see the header comment.)
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

// Tier (2) under capture_allowed, the relaxation without the suicide rule (see the header comment):
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

}  // namespace

std::optional<Witness> simulate_eye_making(const SimulationQuery& q, const Rules& rules) {
  Problem pr{q, rules, addition_area(q, rules), cell_of(q.maker), cell_of(opponent(q.maker))};
  if (rules.simulated_legality() == SimulatedLegality::capture_allowed) {
    // Candidate eye points: the empty points of the area, then the stones of A's colour.
    Points candidates = pr.area;
    for (Point p : q.board->points())
      if (q.board->at(p) == pr.c) candidates.push_back(p);
    // (1) the fill of the legal additions: an eye found is a witness.
    const CommonFill common = common_fill(pr);
    for (Point e : candidates)
      if (auto added = saturated_eye_at(pr, common, e)) return Witness{*added, e};
    // (2) the relaxation: no eye there, no eye at all.
    const Points alive = never_captured(*q.board, pr.c);
    bool relaxed = false;
    for (Point e : candidates) relaxed = relaxed || relaxed_eye_at(pr, alive, e);
    if (!relaxed) return std::nullopt;
    // (3) the gap: the literal search over every reachable state, or InputError beyond its budget.
    return simulate_eye_making_exhaustive(q, rules);
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
