// T22.2.3 棋串 and the flood under it (reference/strings.h): the points a flood reaches are the
// component of its start, every point once, sorted (A1, B1, …, A2, …) — the order `contains`
// searches by. Checked against the component grown by rounds of adding every neighbour of a member,
// on random boards of every size, from every point.
#include <gtest/gtest.h>

#include <algorithm>
#include <cassert>
#include <random>

#include "reference/strings.h"

namespace f3go::reference {
namespace {

// The component of `start` under `member`, grown a round at a time until a round adds nothing,
// then sorted. Precondition: `start` is on the board.
template <class Member>
Points grown(const Board& b, Point start, const Member& member) {
  assert(b.on_board(start));
  Points out{start};
  for (bool added = true; added;) {
    added = false;
    for (int i = 0; i < b.area(); ++i) {
      const Point q = b.point(i);
      if (std::find(out.begin(), out.end(), q) != out.end() || !member(q)) continue;
      for (Point n : b.neighbours(q))
        if (std::find(out.begin(), out.end(), n) != out.end()) {
          out.push_back(q);
          added = true;
          break;
        }
    }
  }
  std::sort(out.begin(), out.end());
  return out;
}

Board random_board(int size, std::mt19937& rng) {
  const Cell cells[] = {Cell::empty, Cell::empty, Cell::black, Cell::white, Cell::flower};
  std::uniform_int_distribution<int> pick(0, 4);
  Board b(size);
  for (int i = 0; i < b.area(); ++i) b.set(b.point(i), cells[pick(rng)]);
  return b;
}

TEST(Strings, EveryStringIsItsComponentSortedOnRandomBoards) {
  std::mt19937 rng(7);
  int checked = 0, largest = 0;
  for (int size = 2; size <= 19; ++size)
    for (int round = 0; round < 3; ++round) {
      const Board b = random_board(size, rng);
      for (int i = 0; i < b.area(); ++i) {
        const Point p = b.point(i);
        const Points s = string_at(b, p);
        ASSERT_EQ(s, grown(b, p, [&](Point q) { return b.at(q) == b.at(p); })) << diagram(b) << "at " << to_gtp(p);
        largest = std::max(largest, static_cast<int>(s.size()));
        ++checked;
      }
    }
  EXPECT_EQ(checked, 3 * 2469);  // 3 boards of each size 2..19, whose areas sum to 2,469
  EXPECT_GE(largest, 40);        // some strings span many rows
}

TEST(Strings, AFloodThroughTheWholeBoardReachesEveryPointFromEitherEnd) {
  for (int size : {2, 9, 19}) {
    const Board b(size);
    const auto any = [](Point) { return true; };
    Points all;
    for (int i = 0; i < b.area(); ++i) all.push_back(b.point(i));
    EXPECT_EQ(flood(b, b.point(0), any), all);
    EXPECT_EQ(flood(b, b.point(b.area() - 1), any), all);
  }
}

TEST(Strings, AFloodWhoseStartFailsItsTestStillHoldsTheStart) {  // the start is reached by definition
  Board b(5);
  b.set(Point{2, 2}, Cell::black);
  const Points found = flood(b, Point{2, 2}, [&](Point q) { return b.at(q) == Cell::empty; });
  EXPECT_EQ(found.size(), 25u);
  EXPECT_TRUE(contains(found, Point{2, 2}));
}

}  // namespace
}  // namespace f3go::reference
