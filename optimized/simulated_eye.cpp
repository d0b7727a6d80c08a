// T18E.S3.3.2 模拟推演 「在这个封闭区域R内连续补充白色棋子，尝试为白棋做一个1气眼」 on bitboards.
// The method and its exactness argument are those of reference/simulated_eye.cpp (read its header
// comment); here each step is a set operation. Readings: A07, A08, A09, A41, A42.
// Under A08 capture_allowed, the three tiers of the reference, per question: (1) the fill of the
// legal additions per candidate (an eye found is real); (2) the relaxation without the suicide rule
// that never captures Benson's unconditionally alive c strings (monotone: no eye there proves no
// eye); (3) when (2) finds an eye and (1) does not, the literal breadth-first search over the
// reachable states — the reference's simulate_eye_making_exhaustive step for step: the same start, the same order (states in the order they are first reached,
// additions in point order), the same legality and eye test, the same count of distinct states
// and the same budget (kMaxStates), so that it throws InputError in exactly the cases where the
// reference does, and answers the same everywhere else.
#include "optimized/simulated_eye.h"

#include <algorithm>
#include <deque>
#include <optional>
#include <string>
#include <unordered_set>
#include <vector>

#include "oracle/error.h"

namespace f3go::optimized {
inline namespace F3GO_OPTIMIZED_NS {
namespace {

// The layers of a layered flood, held inline (never on the heap).
using Layers = boost::container::static_vector<Bitboard, kMaxPoints + 1>;

// One state of the simulation: the o and c stones and the empty points (flowers never change).
struct State {
  Bitboard o, c, empty;
};

struct Problem {
  const SimulationQuery& q;
  const Rules& rules;
  const BoardBits& b;
  Bitboard area;  // A09: where additions may go
  State start;
};

// A07: e is a one-liberty eye of o in state s — every neighbour an o stone or a flower, at least
// one an o stone — owned as the reading says (twin: is_simulated_eye).
bool is_eye(const Problem& pr, const State& s, int e) {
  if (!s.empty.test(e)) return false;
  Bitboard eb;
  eb.set(e);
  const Bitboard n = neighbours(eb, pr.b.board);
  if (!n.subset_of(s.o | pr.b.flower) || !n.intersects(s.o)) return false;
  switch (pr.rules.simulated_owner()) {
    case SimulatedOwner::any: return pr.q.region.test(e);
    case SimulatedOwner::touching: return n.intersects(pr.q.examined);
    case SimulatedOwner::connected: return flood(n & s.o, s.o).intersects(pr.q.examined);
  }
  return false;
}

// (3) of the reference: a c string every liberty of which is filled by `added` (or none at all).
std::optional<Bitboard> violated_string(const Problem& pr, const Bitboard& added) {
  if (pr.rules.simulated_legality() == SimulatedLegality::no_lift) return std::nullopt;  // nothing lifted
  Bitboard seeds = touched(added, pr.b.board) & pr.start.c;
  const Bitboard left = pr.start.empty & ~added;
  while (seeds.any()) {
    Bitboard s;
    s.set(seeds.first());
    s = flood(s, pr.start.c);
    if (!neighbours(s, pr.b.board).intersects(left)) return s;
    seeds &= ~s;
  }
  return std::nullopt;
}

// (2): the empty points of a shortest path (fewest additions) from the o group around e to an
// examined stone, o stones crossed for free, avoiding e and `reserved` — by layered flood.
std::optional<Bitboard> connecting_path(const Problem& pr, const State& s0, int e,
                                        const Bitboard& reserved) {
  Bitboard eb;
  eb.set(e);
  const Bitboard usable = s0.empty & pr.area & ~reserved & ~eb;
  // One bitboard per layer, inline (each layer after the first adds a point: at most kMaxPoints + 1).
  Layers layers{flood(neighbours(eb, pr.b.board) & s0.o, s0.o)};
  Layers entries{Bitboard{}};  // the empty points added at each layer
  Bitboard reached = layers[0];
  if (reached.none()) return std::nullopt;
  while (!reached.intersects(pr.q.examined)) {
    const Bitboard step = neighbours(reached, pr.b.board) & usable;
    if (step.none()) return std::nullopt;
    const Bitboard layer = flood(step, step | (s0.o & ~reached));
    layers.push_back(layer);
    entries.push_back(step);
    reached |= layer;
  }
  // Walk back from an examined stone: in each layer, to the entry point its o stones touch, then to
  // a point of an earlier layer next to that entry.
  Bitboard path;
  std::size_t k = layers.size() - 1;
  int cur = (layers[k] & pr.q.examined).first();
  while (k > 0) {
    int entry = cur;
    if (!entries[k].test(cur)) {
      Bitboard cb;
      cb.set(cur);
      entry = (touched(flood(cb, layers[k] & s0.o), pr.b.board) & entries[k]).first();
    }
    path.set(entry);
    Bitboard before;
    for (std::size_t j = 0; j < k; ++j) before |= layers[j];
    Bitboard entry_b;
    entry_b.set(entry);
    cur = (neighbours(entry_b, pr.b.board) & before).first();
    while (!layers[k].test(cur)) --k;
  }
  return path;
}

// The branching of (3): the additions fill every liberty of the string `bad` of A's colour, so a
// witness keeps one of its liberties (empty at the start, not forced, not yet reserved) empty; tries
// `search` with each reserved in turn, until one succeeds.
template <class Search>
bool keeping_a_liberty(const Problem& pr, const Bitboard& bad, const Bitboard& forced, const Bitboard& reserved,
                       Search&& search) {
  const Bitboard choices = neighbours(bad, pr.b.board) & pr.start.empty & ~forced & ~reserved;
  bool found = false;
  choices.for_each([&](int l) {
    if (found) return;
    Bitboard more = reserved;
    more.set(l);
    found = search(more);
  });
  return found;
}

// Branching on reserved liberties (twin: path_keeping_liberties).
bool path_keeping_liberties(const Problem& pr, const State& s0, int e, const Bitboard& forced,
                            const Bitboard& reserved) {
  const auto path = connecting_path(pr, s0, e, reserved);
  if (!path) return false;
  const auto bad = violated_string(pr, forced | *path);
  return !bad || keeping_a_liberty(pr, *bad, forced, reserved, [&](const Bitboard& more) {
    return path_keeping_liberties(pr, s0, e, forced, more);
  });
}

// A41 `extend` (twin: extension_path): a shortest path of usable points from `from` to a point next
// to an examined stone, by layered flood, walked back from the last layer; none: empty.
Bitboard extension_path(const Problem& pr, const Bitboard& from, const Bitboard& usable) {
  const Bitboard target = neighbours(pr.q.examined, pr.b.board) & usable;
  Layers layers{from & usable};
  Bitboard reached = layers[0];
  while (!layers.back().intersects(target)) {
    const Bitboard next = neighbours(reached, pr.b.board) & usable & ~reached;
    if (next.none()) return Bitboard{};
    layers.push_back(next);
    reached |= next;
  }
  Bitboard path;
  int cur = (layers.back() & target).first();
  path.set(cur);
  for (std::size_t k = layers.size() - 1; k > 0; --k) {
    Bitboard cb;
    cb.set(cur);
    cur = (neighbours(cb, pr.b.board) & layers[k - 1]).first();
    path.set(cur);
  }
  return path;
}

// A41 `extend` (twin: extension_keeping_liberties): a path for each forced point (with none, one
// from `anchors`), joined, then (3), branching on reserved liberties.
bool extension_keeping_liberties(const Problem& pr, int e, const Bitboard& forced, const Bitboard& anchors,
                                 const Bitboard& reserved, std::vector<Bitboard>& tried) {
  if (std::find(tried.begin(), tried.end(), reserved) != tried.end()) return false;  // another order
  tried.push_back(reserved);
  Bitboard eb;
  eb.set(e);
  const Bitboard usable = pr.start.empty & pr.area & ~reserved & ~eb;
  Bitboard part;
  if (forced.none()) {
    part = extension_path(pr, anchors, usable);
    if (part.none()) return false;
  }
  bool joined = true;
  forced.for_each([&](int f) {
    Bitboard fb;
    fb.set(f);
    const Bitboard path = joined ? extension_path(pr, fb, usable) : Bitboard{};
    joined = joined && path.any();
    part |= path;
  });
  if (!joined) return false;
  const auto bad = violated_string(pr, part);
  return !bad || keeping_a_liberty(pr, *bad, forced, reserved, [&](const Bitboard& more) {
    return extension_keeping_liberties(pr, e, forced, anchors, more, tried);
  });
}

// A41 `extend` (twin: extending_eye_at): the forced points, or with none under `connected` the
// group around e, joined to the examined stones; the points next to a c string without liberty
// reserved from the start (but under no_lift).
bool extending_eye_at(const Problem& pr, int e, const Bitboard& forced, const State& s0) {
  const State& s = pr.start;
  Bitboard reserved;
  if (pr.rules.simulated_legality() != SimulatedLegality::no_lift)
    for (Bitboard todo = s.c; todo.any();) {
      Bitboard str;
      str.set(todo.first());
      str = flood(str, s.c);
      todo &= ~str;
      if (!neighbours(str, pr.b.board).intersects(s.empty)) reserved |= neighbours(str, pr.b.board);
    }
  Bitboard anchors = forced;
  if (forced.none()) {
    if (is_eye(pr, s0, e)) return true;
    if (pr.rules.simulated_owner() != SimulatedOwner::connected) return false;
    Bitboard eb;
    eb.set(e);
    const Bitboard group = flood(neighbours(eb, pr.b.board) & s.o, s.o);
    anchors = neighbours(group, pr.b.board) & s.empty & ~eb;
  } else if (pr.rules.simulated_owner() != SimulatedOwner::connected && !is_eye(pr, s0, e)) {
    return false;
  }
  std::vector<Bitboard> tried;
  return extension_keeping_liberties(pr, e, forced, anchors, reserved, tried);
}

// Under the monotone readings (A08 no_capture_no_suicide, no_capture, no_lift): an eye at e? (twin: eye_at)
bool eye_at(const Problem& pr, int e) {
  const State& s = pr.start;
  if (!s.empty.test(e)) return false;
  if (pr.rules.simulated_owner() == SimulatedOwner::any && !pr.q.region.test(e)) return false;
  Bitboard eb;
  eb.set(e);
  const Bitboard n = neighbours(eb, pr.b.board);
  if (n.intersects(s.c)) return false;  // (1) A's colour never leaves
  const Bitboard forced = n & s.empty;
  if (!forced.subset_of(pr.area)) return false;
  if (violated_string(pr, forced)) return false;
  const State s0{s.o | forced, s.c, s.empty & ~forced};
  if (pr.rules.simulated_additions() == SimulatedAdditions::extend) return extending_eye_at(pr, e, forced, s0);
  if (is_eye(pr, s0, e)) return true;
  if (pr.rules.simulated_owner() != SimulatedOwner::connected) return false;
  return path_keeping_liberties(pr, s0, e, forced, Bitboard{});
}

// One o stone at p (twin: reference add_stone): A41 `extend` first (p next to an examined stone or
// to a stone added before, an o stone the start does not hold), then A08 — a c string next to it
// left without liberty is lifted under capture_allowed, stays under no_lift, makes the addition
// illegal otherwise; a stone without liberty is illegal but under no_capture. Freed points are
// appended in the reference's order (neighbours south, west, east, north; each string sorted).
bool add_stone(const Problem& pr, State& s, int p, std::vector<int>& freed) {
  Bitboard pb;
  pb.set(p);
  const SimulatedLegality legality = pr.rules.simulated_legality();
  if (pr.rules.simulated_additions() == SimulatedAdditions::extend &&
      !neighbours(pb, pr.b.board).intersects(s.o & (pr.q.examined | ~pr.start.o)))
    return false;
  State t = s;
  t.o |= pb;
  t.empty &= ~pb;
  std::vector<int> out;
  for (int d : {-kStride, -1, 1, kStride}) {
    const Bitboard nb = pb.shifted(d) & pr.b.board;
    if (!nb.intersects(t.c)) continue;
    const Bitboard str = flood(nb, t.c);
    if (neighbours(str, pr.b.board).intersects(t.empty) || legality == SimulatedLegality::no_lift) continue;
    if (legality != SimulatedLegality::capture_allowed) return false;
    t.c &= ~str;
    t.empty |= str;
    str.for_each([&](int i) { out.push_back(i); });
  }
  const bool suicide = !neighbours(flood(pb, t.o), pr.b.board).intersects(t.empty);
  if (suicide && legality != SimulatedLegality::no_capture) return false;
  s = t;
  freed.insert(freed.end(), out.begin(), out.end());
  return true;
}

// A42: an eye on s counts as made when s holds an addition (an o stone the start does not), and
// on the start itself only under `counts` (twins: the reference's `asked` and stood_before).
bool counts_as_made(const Problem& pr, const State& s) {
  return s.o != pr.start.o || pr.rules.simulated_existing() == SimulatedExisting::counts;
}

// A08 capture_allowed: fill every legal point of the area but e, again and again (twin:
// saturated_eye_at, same order so the same fixed point).
bool saturated_eye_at(const Problem& pr, int e) {
  Bitboard eb;
  eb.set(e);
  if (pr.start.empty.test(e) && neighbours(eb, pr.b.board).intersects(pr.start.c)) return false;
  State s = pr.start;
  std::vector<int> area;
  pr.area.for_each([&](int i) { area.push_back(i); });
  for (bool changed = true; changed;) {
    changed = false;
    for (std::size_t i = 0; i < area.size(); ++i) {
      const int p = area[i];
      if (p == e || !s.empty.test(p)) continue;
      if (add_stone(pr, s, p, area)) changed = true;
    }
  }
  // A42 `needs_addition`: a fill that added nothing is no witness (twin: stood_before).
  return is_eye(pr, s, e) && counts_as_made(pr, s);
}

// The c stones no legal sequence of o additions can capture (twin: never_captured): Benson's
// unconditional life on the bottom board, c passing, the edge and the flowers as walls; a string
// without liberty is never dropped (no addition ever touches it).
Bitboard never_captured(const Problem& pr) {
  const Bitboard& board = pr.b.board;
  const Bitboard c = pr.start.c;
  const Bitboards strings = components(c);
  const Bitboards regions = components(board & ~c & ~pr.b.flower);
  std::vector<bool> in_x(strings.size(), true), in_y(regions.size(), true);
  // vital[i][r]: region r holds an empty point and each of its empty points is a liberty of i.
  std::vector<std::vector<bool>> vital(strings.size(), std::vector<bool>(regions.size(), false));
  for (std::size_t i = 0; i < strings.size(); ++i) {
    const Bitboard libs = neighbours(strings[i], board);
    for (std::size_t r = 0; r < regions.size(); ++r) {
      const Bitboard empty = regions[r] & pr.start.empty;
      vital[i][r] = empty.any() && empty.subset_of(libs);
    }
  }
  for (bool changed = true; changed;) {
    changed = false;
    for (std::size_t r = 0; r < regions.size(); ++r)
      for (std::size_t i = 0; i < strings.size() && in_y[r]; ++i)
        if (!in_x[i] && neighbours(regions[r], board).intersects(strings[i])) in_y[r] = false, changed = true;
    for (std::size_t i = 0; i < strings.size(); ++i) {
      if (!in_x[i] || !neighbours(strings[i], board).intersects(pr.start.empty)) continue;
      int n = 0;
      for (std::size_t r = 0; r < regions.size(); ++r) n += in_y[r] && vital[i][r];
      if (n < 2) in_x[i] = false, changed = true;
    }
  }
  Bitboard alive;
  for (std::size_t i = 0; i < strings.size(); ++i)
    if (in_x[i]) alive |= strings[i];
  return alive;
}

// Tier (2) under capture_allowed (twin: relaxed_eye_at): every empty area point but e filled,
// liberty or not; a c string next to the fill left without liberty captured unless in `alive`,
// its points joining the area; until nothing changes. The fixed point does not depend on the
// order (reference).
bool relaxed_eye_at(const Problem& pr, const Bitboard& alive, int e) {
  Bitboard eb;
  eb.set(e);
  State s = pr.start;
  Bitboard area = pr.area;
  for (;;) {
    const Bitboard fill = area & s.empty & ~eb;
    if (fill.none()) break;
    s.o |= fill;
    s.empty &= ~fill;
    Bitboard seeds = touched(fill, pr.b.board) & s.c & ~alive;
    while (seeds.any()) {
      Bitboard str;
      str.set(seeds.first());
      str = flood(str, s.c);
      seeds &= ~str;
      if (neighbours(str, pr.b.board).intersects(s.empty)) continue;
      s.c &= ~str;
      s.empty |= str;
      area |= str;
    }
  }
  return is_eye(pr, s, e);
}

// The budget of the exhaustive search, in distinct states: that of the reference
// (simulate_eye_making_exhaustive's default max_states).
constexpr long kMaxStates = 200'000;

// A state of the exhaustive search: the o and c stones (the empty points and the area follow).
struct Key {
  Bitboard o, c;
  bool operator==(const Key&) const = default;
};
struct KeyHash {
  std::size_t operator()(const Key& k) const {
    std::uint64_t h = 0;
    for (int i = 0; i < kWords; ++i) {
      h = (h ^ k.o.bits(i)) * 0x9E3779B97F4A7C15ULL;
      h = (h ^ k.c.bits(i)) * 0xBF58476D1CE4E5B9ULL;
    }
    return static_cast<std::size_t>(h ^ (h >> 29));
  }
};

// Tier (3) (twin: simulate_eye_making_exhaustive): breadth first over the states reached by legal
// additions, each tested for an eye when taken from the queue. The area of a state is the starting
// area and the points of c freed so far (c stones are never added, so a c point now empty or o was
// freed); additions are tried in point order, as the reference's sorted area.
bool exhaustive_eye(const Problem& pr) {
  std::unordered_set<Key, KeyHash> seen{Key{pr.start.o, pr.start.c}};
  std::deque<State> queue{pr.start};
  while (!queue.empty()) {
    const State s = queue.front();
    queue.pop_front();
    const Bitboard area = pr.area | (pr.start.c & ~s.c);
    bool eye = false;
    if (counts_as_made(pr, s)) (area & s.empty).for_each([&](int e) { eye = eye || is_eye(pr, s, e); });
    if (eye) return true;
    for (Bitboard todo = area & s.empty; todo.any();) {
      const int p = todo.pop_first();
      State t = s;
      std::vector<int> freed;
      if (!add_stone(pr, t, p, freed) || !seen.insert(Key{t.o, t.c}).second) continue;
      if (static_cast<long>(seen.size()) > kMaxStates) {
        const Bitboard& r = pr.q.region;
        throw InputError("", "the simulated eye-making (" + std::string(clause_id(Clause::T18E_S3_3_2)) + ") of the region at " +
                                 to_gtp(point_of(r.first())) + " (" + std::to_string(r.popcount()) +
                                 " points) needs the exhaustive search, which passed " +
                                 std::to_string(kMaxStates) +
                                 " states: too large under eye.simulated_legality=capture_allowed");
      }
      queue.push_back(t);
    }
  }
  return false;
}

// A42 `needs_addition`: e is an eye that stands before any addition (twin: stood_before).
bool stood_before(const Problem& pr, int e) {
  return !counts_as_made(pr, pr.start) && is_eye(pr, pr.start, e);
}

// A42 `needs_addition`, for an eye e that stands before any addition: a legal addition p ≠ e, after
// which e still stands (twin: one_addition_besides).
bool one_addition_besides(const Problem& pr, int e) {
  std::vector<int> freed;  // unread: add_stone's list of lifted points
  for (Bitboard todo = pr.area; todo.any();) {
    const int p = todo.pop_first();
    State t = pr.start;
    if (p != e && add_stone(pr, t, p, freed)) return true;
  }
  return false;
}

}  // namespace

bool simulate_eye_making(const SimulationQuery& q, const Rules& rules) {
  const BoardBits& b = *q.board;
  const Bitboard& o = b.of(stone(q.maker));
  const Bitboard& c = b.of(stone(opponent(q.maker)));
  const Bitboard area = rules.simulated_area() == SimulatedArea::board ? b.empty : q.region & b.empty;
  const Problem pr{q, rules, b, area, State{o, c, b.empty}};
  bool found = false;
  if (rules.simulated_legality() == SimulatedLegality::capture_allowed) {
    // (1) the fill of the legal additions, (2) the relaxation, (3) the exhaustive search.
    (area | c).for_each([&](int e) { found = found || saturated_eye_at(pr, e); });
    if (found) return true;
    const Bitboard alive = never_captured(pr);
    (area | c).for_each([&](int e) { found = found || relaxed_eye_at(pr, alive, e); });
    if (!found) return false;
    return exhaustive_eye(pr);
  }
  area.for_each([&](int e) { found = found || (eye_at(pr, e) && (!stood_before(pr, e) || one_addition_besides(pr, e))); });
  return found;
}

}  // namespace F3GO_OPTIMIZED_NS
}  // namespace f3go::optimized
