// T22.2.1–T22.2.5 基础概念: liberties, adjacency, strings, empty strings — by plain flood fill.
#include "reference/strings.h"

#include <algorithm>
#include <cassert>

namespace f3go::reference {

bool contains(const Points& ps, Point p) { return std::binary_search(ps.begin(), ps.end(), p); }

// T22.2.3 「一个棋子直线紧邻的点上或连续紧邻的点上，如果都有同色棋子存在，那么这些棋子就相互连接成
// 一个不可分割的整体，这样的整体称为棋串」: black, white and flower strings alike.
Points string_at(const Board& b, Point p) {
  assert(b.on_board(p));
  const Cell c = b.at(p);
  return flood(b, p, [&](Point q) { return b.at(q) == c; });
}

std::vector<Points> strings_of(const Board& b, Cell c) { return strings_in(b, b.points(), c); }

std::vector<Points> stone_strings(const Board& b) {
  std::vector<Points> out = strings_of(b, Cell::black);
  for (Points& s : strings_of(b, Cell::white)) out.push_back(std::move(s));
  return out;
}

std::vector<Points> strings_in(const Board& b, const Points& area, Cell c) {
  std::vector<Points> out;
  std::vector<char> done(static_cast<std::size_t>(b.area()), 0);
  for (Point p : area) {
    if (b.at(p) != c || done[static_cast<std::size_t>(b.index(p))]) continue;
    Points s = string_at(b, p);
    for (Point q : s) done[static_cast<std::size_t>(b.index(q))] = true;
    out.push_back(std::move(s));
  }
  std::sort(out.begin(), out.end());
  return out;
}

Points neighbours_of(const Board& b, const Points& set) {
  Points out;
  for (Point p : set)
    for (Point q : b.neighbours(p))
      if (!contains(set, q)) out.push_back(q);
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

// T22.2.1 「与它直线紧邻的空点T…则是这个棋子的“气”」; T22.2.3 「棋串的气是棋串中所有棋子的气的总和」
// — a point is counted once (A27 `set`; the `sum` count is liberty_count in holographic.h).
Points liberties(const Board& b, const Points& stones) {
  Points libs;
  for (Point p : stones)
    for (Point q : b.neighbours(p))
      if (b.at(q) == Cell::empty) libs.push_back(q);
  std::sort(libs.begin(), libs.end());
  libs.erase(std::unique(libs.begin(), libs.end()), libs.end());
  return libs;
}

// T22.2.5 空点串: 「一个空点直线紧邻的点上或连续紧邻的点上，如果都没有棋子存在…称为空点串」.
std::vector<Points> empty_strings(const Board& b) { return strings_of(b, Cell::empty); }

// T22.2.2 两子紧邻 |x1−x2|+|y1−y2| = 1; T22.2.4 紧邻棋串: at least one adjacent pair.
bool adjacent(const Board& b, const Points& a, const Points& c) {
  for (Point p : a)
    for (Point q : b.neighbours(p))
      if (contains(c, q)) return true;
  return false;
}

}  // namespace f3go::reference
