// RapidCheck generators for the properties: positions of every size 2..19 and random rule
// configurations (every switch of oracle/rules.h's switch_table()), shown as the diagram and
// compact(rules). Shapes aimed at the clauses the observables read: strings without liberty kept on
// the bottom board (T22.2.8(1), A10), large regions with scattered opponent stones (T18E.S3.3,
// A04, A09), near-miss tiger mouths and one-liberty eyes (T22.5.2, T22.5.3, A16, A17).
#pragma once
#include <ostream>
#include <utility>
#include <vector>

#include <rapidcheck.h>

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
  os << "\n" << diagram(c.board) << "rules: " << compact(c.rules) << "\n";
}

// An integer uniform in [lo, hi) whatever RapidCheck's current size (inRange scales with it).
inline rc::Gen<int> uniform(int lo, int hi) { return rc::gen::resize(100, rc::gen::inRange(lo, hi)); }

// Densities in percent: empty, black, white (the rest is flower).
struct Mix {
  int empty, black, white;
};
inline constexpr Mix kMixes[] = {
    {40, 25, 25}, {20, 35, 35}, {60, 15, 15}, {5, 45, 45},   // dense: strings without liberty
    {75, 20, 5},  {75, 5, 20},  {45, 25, 25}, {30, 20, 20},  // large regions, many flowers
    {55, 22, 23},
};

inline rc::Gen<Cell> cell_gen(const Mix& m) {
  const int flower = 100 - m.empty - m.black - m.white;
  // Empty first: shrinking moves cells towards empty.
  return rc::gen::weightedElement<Cell>({{static_cast<std::size_t>(m.empty), Cell::empty},
                                         {static_cast<std::size_t>(m.black), Cell::black},
                                         {static_cast<std::size_t>(m.white), Cell::white},
                                         {static_cast<std::size_t>(flower), Cell::flower}});
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
    const Mix mix = *rc::gen::elementOf(std::vector<Mix>(std::begin(kMixes), std::end(kMixes)));
    const auto cells = *rc::gen::container<std::vector<Cell>>(
        static_cast<std::size_t>(n * n), cell_gen(mix));
    Board b(n);
    for (Point p : b.points()) b.set(p, cells[static_cast<std::size_t>(b.index(p))]);
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

// A profile, then every switch of switch_table() moved off the profile default half the time.
inline rc::Gen<Rules> rules_gen() {
  return rc::gen::exec([] {
    Rules r = Rules::for_profile(*rc::gen::element(Profile::y2022, Profile::y2018));
    for (int i = 0; i < kSwitchCount; ++i) {
      const auto s = static_cast<Switch>(i);
      const int readings = static_cast<int>(info(s).readings.size());
      if (readings > 1 && *rc::gen::arbitrary<bool>()) r.set(s, *rc::gen::inRange(0, readings));
    }
    return r;
  });
}

inline rc::Gen<Case> case_gen(int max_size = kMaxSize) {
  return rc::gen::exec([max_size] { return Case{*board_gen(max_size), *rules_gen()}; });
}

}  // namespace f3go::properties
