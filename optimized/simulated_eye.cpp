// T18E.S3.3.2 模拟推演 「在这个封闭区域R内连续补充白色棋子，尝试为白棋做一个1气眼」 on bitboards.
// The method and its exactness argument are those of reference/simulated_eye.cpp (read its header
// comment); here each step is a set operation. Readings: A07, A08, A09.
#include "optimized/simulated_eye.h"

#include <optional>
#include <vector>

namespace f3go::optimized {
namespace {

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
  std::vector<Bitboard> layers{flood(neighbours(eb, pr.b.board) & s0.o, s0.o)};
  std::vector<Bitboard> entries{Bitboard{}};  // the empty points added at each layer
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

// Branching on reserved liberties (twin: path_keeping_liberties).
bool path_keeping_liberties(const Problem& pr, const State& s0, int e, const Bitboard& forced,
                            const Bitboard& reserved) {
  const auto path = connecting_path(pr, s0, e, reserved);
  if (!path) return false;
  const auto bad = violated_string(pr, forced | *path);
  if (!bad) return true;
  Bitboard choices = neighbours(*bad, pr.b.board) & pr.start.empty & ~forced & ~reserved;
  bool found = false;
  choices.for_each([&](int l) {
    if (found) return;
    Bitboard more = reserved;
    more.set(l);
    found = path_keeping_liberties(pr, s0, e, forced, more);
  });
  return found;
}

// Under the monotone readings (A08 no_capture_no_suicide, no_capture): an eye at e? (twin: eye_at)
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
  if (is_eye(pr, s0, e)) return true;
  if (pr.rules.simulated_owner() != SimulatedOwner::connected) return false;
  return path_keeping_liberties(pr, s0, e, forced, Bitboard{});
}

// One o stone at p under A08 capture_allowed (captures; suicide forbidden); freed points are
// appended in the reference's order (neighbours south, west, east, north; each string sorted).
bool add_stone(const Problem& pr, State& s, int p, std::vector<int>& freed) {
  State t = s;
  Bitboard pb;
  pb.set(p);
  t.o |= pb;
  t.empty &= ~pb;
  std::vector<int> out;
  for (int d : {-kStride, -1, 1, kStride}) {
    const Bitboard nb = pb.shifted(d) & pr.b.board;
    if (!nb.intersects(t.c)) continue;
    const Bitboard str = flood(nb, t.c);
    if (neighbours(str, pr.b.board).intersects(t.empty)) continue;
    t.c &= ~str;
    t.empty |= str;
    str.for_each([&](int i) { out.push_back(i); });
  }
  if (!neighbours(flood(pb, t.o), pr.b.board).intersects(t.empty)) return false;  // suicide
  s = t;
  freed.insert(freed.end(), out.begin(), out.end());
  return true;
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
  return is_eye(pr, s, e);
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
    (area | c).for_each([&](int e) { found = found || saturated_eye_at(pr, e); });
    return found;
  }
  area.for_each([&](int e) { found = found || eye_at(pr, e); });
  return found;
}

}  // namespace f3go::optimized
