// The pieces around a string shared across the thread's boards (see pieces_memo.h).
#include "smt/pieces_memo.h"

#include <algorithm>
#include <cassert>

namespace f3go::smt::detail {
namespace {

std::size_t at(int q) { return static_cast<std::size_t>(q); }

}  // namespace

PiecesMemo& pieces_memo() {
  thread_local PiecesMemo memo;
  return memo;
}

std::string pieces_key(const Board& b, const std::vector<Point>& a) {
  assert(std::all_of(a.begin(), a.end(), [&](Point p) { return b.on_board(p) && is_stone(b.at(p)); }));
  std::string key(static_cast<std::size_t>(b.area()), '.');
  for (int q = 0; q < b.area(); ++q)
    if (b.cells()[at(q)] == Cell::flower) key[at(q)] = 'f';
  for (Point p : a) key[at(b.index(p))] = 'a';
  return key;
}

}  // namespace f3go::smt::detail
