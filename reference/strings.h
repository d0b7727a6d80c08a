// T22.2.1–T22.2.5: liberties, adjacency, strings and empty strings, on one board.
// Every function recomputes by plain flood fill from the board it is given.
#pragma once
#include <algorithm>
#include <cassert>
#include <vector>

#include "oracle/board.h"

namespace f3go::reference {

using Points = std::vector<Point>;  // always sorted in the order A1, B1, …, A2, …

// The maximal set of points connected to `start` through points satisfying `member`
// (T22.2.3 「直线紧邻的点上或连续紧邻的点上」), sorted. Precondition: `start` is on the board.
template <class Member>
Points flood(const Board& b, Point start, const Member& member);

// T22.2.3 棋串: the string of the stone at p (black, white or flower): same cell, connected.
// Precondition: p is on the board.
Points string_at(const Board& b, Point p);
// Every string of colour `c` (Cell::black/white/flower), ordered by first stone.
std::vector<Points> strings_of(const Board& b, Cell c);
// Every black string, then every white string (T22.2.3), each colour ordered by first stone.
std::vector<Points> stone_strings(const Board& b);
// The strings of colour `c` with a point in `area` (sorted), ordered by first stone: "the strings
// in region R" (T18E.S3). Every string found is whole, inside `area` or not.
std::vector<Points> strings_in(const Board& b, const Points& area, Cell c);
// T22.2.2 紧邻: the points outside `set` orthogonally adjacent to some point of it, sorted.
Points neighbours_of(const Board& b, const Points& set);
// T22.2.1 气 / T22.2.3: the empty points adjacent to a set of stones (a point counted once, A27).
Points liberties(const Board& b, const Points& stones);
// T22.2.5 空点串: every empty string, ordered by first point.
std::vector<Points> empty_strings(const Board& b);
// T22.2.2/T22.2.4: some point of `a` is orthogonally adjacent to some point of `b`.
bool adjacent(const Board& b, const Points& a, const Points& c);
bool contains(const Points& ps, Point p);

// --- flood's definition (a template, so `member` is called directly) ---
// The points reached are marked on a list of the board's points; read back in board order, from
// the first point marked to the last, they are the sorted set, each point once.
template <class Member>
Points flood(const Board& b, Point start, const Member& member) {
  assert(b.on_board(start));
  std::vector<char> reached(static_cast<std::size_t>(b.area()), 0);
  std::size_t first = static_cast<std::size_t>(b.index(start)), last = first, count = 1;
  reached[first] = 1;
  Points stack{start};
  while (!stack.empty()) {
    const Point p = stack.back();
    stack.pop_back();
    for (Point q : b.neighbours(p)) {
      const auto i = static_cast<std::size_t>(b.index(q));
      if (!reached[i] && member(q)) {
        reached[i] = 1;
        ++count;
        first = std::min(first, i);
        last = std::max(last, i);
        stack.push_back(q);
      }
    }
  }
  Points found;
  found.reserve(count);
  for (std::size_t i = first; i <= last; ++i)
    if (reached[i]) found.push_back(b.point(static_cast<int>(i)));
  return found;
}

}  // namespace f3go::reference
