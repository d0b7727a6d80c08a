// A14: the earlier boards of the game, compared with a board only when their numbers of empty
// points agree (see history.h).
#include "optimized/history.h"

#include <cassert>

namespace f3go::optimized {
namespace {

// Every cell of `board` is b's, read at the points of `first`, then in Board order, up to the first
// difference. Precondition: the sizes agree.
bool same_cells(const Board& board, const BoardBits& b, const Bitboard& first) {
  assert(board.size() == b.size);
  const std::vector<Cell>& cells = board.cells();
  for (Bitboard left = first; left.any();) {
    const Point p = point_of(left.pop_first());
    if (cells[static_cast<std::size_t>(p.y * b.size + p.x)] != b.at(p)) return false;
  }
  std::size_t k = 0;
  for (int y = 0; y < b.size; ++y)
    for (int x = 0; x < b.size; ++x, ++k)
      if (cells[k] != b.at({x, y})) return false;
  return true;
}

}  // namespace

bool History::same(std::size_t i, const BoardBits& b) const {
  assert(i < size());
  const Board& board = (*entries_)[i].board;
  return board.size() == b.size && board.empty_count() == b.empty.popcount() && same_cells(board, b, {});
}

bool History::any_with_empties(int size, int empties) const {
  for (const HistoryEntry& e : *entries_)
    if (e.board.empty_count() == empties && e.board.size() == size) return true;
  return false;
}

bool History::repeats(const BoardBits& b, const Bitboard& changed, std::optional<Colour> to_move) const {
  const int empties = b.empty.popcount();
  for (const HistoryEntry& e : *entries_) {
    if (e.board.empty_count() != empties) continue;  // the count first: it tells most boards apart
    if (e.board.size() == b.size && (!to_move || e.to_move == *to_move) && same_cells(e.board, b, changed & b.board))
      return true;
  }
  return false;
}

}  // namespace f3go::optimized
