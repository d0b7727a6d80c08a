// RapidCheck generators for the properties: positions of every size 2..19 and random rule
// configurations (every switch of oracle/rules.h's switch_table()), shown as the diagram and
// compact(rules). Shapes aimed at the clauses the observables read: strings without liberty kept on
// the bottom board (T22.2.8(1), A10), large regions with scattered opponent stones (T18E.S3.3,
// A04, A09), near-miss tiger mouths and one-liberty eyes (T22.5.2, T22.5.3, A16, A17).
// The cells and the rules are built by the judge's builders (testkit/generators.h draw_board,
// draw_rules) from RapidCheck's numbers, so that they shrink.
#pragma once
#include <array>
#include <cstdint>
#include <ostream>
#include <utility>
#include <vector>

#include <rapidcheck.h>

#include "testkit/generators.h"
#include "oracle/board.h"
#include "oracle/rules.h"

namespace f3go {
// RapidCheck's `show` for the values the properties draw (found by argument-dependent lookup).
inline void showValue(Point p, std::ostream& os) { os << to_gtp(p); }
inline void showValue(Colour c, std::ostream& os) { os << name(c); }
}  // namespace f3go

namespace f3go::properties {

struct Case {
  Board board;
  Rules rules;
};

// RapidCheck's `show`: found by argument-dependent lookup.
inline void showValue(const Case& c, std::ostream& os) {
  os << "\n"
     << diagram(c.board) << "rules: " << compact(c.rules) << "\n";
}

// An integer uniform in [lo, hi) whatever RapidCheck's current size (inRange scales with it).
inline rc::Gen<int> uniform(int lo, int hi) { return rc::gen::resize(100, rc::gen::inRange(lo, hi)); }

// The numbers of testkit::draw_rules (and of other judge builders) drawn by RapidCheck, each its own
// value uniform in [0, k) that shrinks towards 0: a switch towards its profile default. Only inside
// a generator (rc::gen::exec) or a property.
struct RcDraw {
  std::uint64_t operator()(std::uint64_t k) const {
    return *rc::gen::resize(100, rc::gen::inRange<std::uint64_t>(0, k));
  }
};

// Densities in percent (empty, black, white, flower): the weights of testkit::draw_board.
inline constexpr std::array<std::uint64_t, 4> kMixes[] = {
    {40, 25, 25, 10},
    {20, 35, 35, 10},
    {60, 15, 15, 10},
    {5, 45, 45, 5},  // dense: strings without liberty
    {75, 20, 5, 0},
    {75, 5, 20, 0},
    {45, 25, 25, 5},
    {30, 20, 20, 30},  // large regions, many flowers
    {55, 22, 23, 0},
};

// An n×n board of one of the mixes (drawn first), its cells by testkit::draw_board. The n² numbers
// are one RapidCheck value (a container: much faster to draw than n² values), each element still
// shrinking towards 0, that is towards empty.
inline Board mix_board(int n) {
  const auto mix = *rc::gen::elementOf(std::vector<std::array<std::uint64_t, 4>>(std::begin(kMixes), std::end(kMixes)));
  const std::uint64_t sum = mix[0] + mix[1] + mix[2] + mix[3];
  const auto numbers = *rc::gen::container<std::vector<std::uint64_t>>(
      static_cast<std::size_t>(n * n), rc::gen::resize(100, rc::gen::inRange<std::uint64_t>(0, sum)));
  std::size_t next = 0;
  return testkit::draw_board([&](std::uint64_t k) {
    RC_ASSERT(k == sum);  // draw_board asks for one number in [0, sum) per point, in point order
    return numbers[next++];
  },
                             n, mix);
}

// Board sizes 2..19, small boards more often (they reach every clause and are fast); `max` < 8
// gives sizes 2..max only (for the slow whole-analysis comparisons).
inline rc::Gen<int> size_gen(int max = kMaxSize) {
  if (max < 8) return rc::gen::inRange(kMinSize, max + 1);
  return rc::gen::weightedOneOf<int>({{6, rc::gen::inRange(2, 8)},
                                      {3, rc::gen::inRange(8, 13)},
                                      {1, rc::gen::inRange(13, 20)}});
}

// A wall of colour c along a row or column (a large region on each side, T18E.S1 split).
inline void draw_wall(Board& b, Cell c, bool row, int at) {
  for (int i = 0; i < b.size(); ++i) b.set(row ? Point{i, at} : Point{at, i}, c);
}

// Near-miss shapes around an empty point q: `walls` of its neighbours of colour c, the others
// left as generated (a tiger mouth when three, a one-liberty eye when four, T22.5.2/T22.5.3).
inline void draw_mouth(Board& b, Point q, Cell c, int walls) {
  b.set(q, Cell::empty);
  for (Point p : b.neighbours(q))
    if (walls-- > 0) b.set(p, c);
}

inline rc::Gen<Board> board_gen(int max_size = kMaxSize) {
  return rc::gen::exec([max_size] {
    const int n = *size_gen(max_size);
    Board b = mix_board(n);
    const int walls = *rc::gen::inRange(0, 3);
    for (int k = 0; k < walls; ++k)
      draw_wall(b, *rc::gen::element(Cell::black, Cell::white), *rc::gen::arbitrary<bool>(),
                *uniform(0, n));
    const int mouths = *rc::gen::inRange(0, 4);
    for (int k = 0; k < mouths; ++k)
      draw_mouth(b, Point{*uniform(0, n), *uniform(0, n)},
                 *rc::gen::element(Cell::black, Cell::white), *rc::gen::inRange(2, 5));
    const int flowers = *rc::gen::inRange(0, 4);  // extra flowers scattered on top of the mix
    for (int k = 0; k < flowers; ++k)
      b.set(Point{*uniform(0, n), *uniform(0, n)}, Cell::flower);
    return b;
  });
}

// A profile, then every switch of switch_table() moved off the profile default half the time,
// then the parameters `what` asks for (testkit::draw_rules).
inline rc::Gen<Rules> rules_gen(const testkit::RulesDraw& what = {}) {
  return rc::gen::exec([what] { return testkit::draw_rules(RcDraw{}, what); });
}

inline rc::Gen<Case> case_gen(int max_size = kMaxSize, const testkit::RulesDraw& what = {}) {
  return rc::gen::exec([max_size, what] { return Case{*board_gen(max_size), *rules_gen(what)}; });
}

}  // namespace f3go::properties
