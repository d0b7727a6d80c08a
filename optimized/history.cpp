// A14: the earlier boards of the game, compared with a board only when their numbers of empty
// points agree (see history.h).
#include "optimized/history.h"

#include <cassert>

namespace f3go::optimized {
inline namespace F3GO_OPTIMIZED_NS {
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

History::History(const std::vector<HistoryEntry>& entries) : entries_(&entries) {
  first_.fill(kNone);
  for (std::size_t i = 0; i < entries.size(); ++i) {
    const auto count = static_cast<std::size_t>(entries[i].board.empty_count());
    if (first_[count] == kNone) first_[count] = static_cast<std::uint32_t>(i);
    last_[count] = static_cast<std::uint32_t>(i);
  }
}

template <class F>
bool History::any_with_count(int empties, F&& f) const {
  if (empties < 0 || empties >= static_cast<int>(first_.size())) return false;
  const auto count = static_cast<std::size_t>(empties);
  if (first_[count] == kNone) return false;
  for (std::size_t i = first_[count]; i <= last_[count]; ++i) {
    const HistoryEntry& e = (*entries_)[i];
    if (e.board.empty_count() == empties && f(e)) return true;
  }
  return false;
}

bool History::same(std::size_t i, const BoardBits& b) const {
  assert(i < size());
  const Board& board = (*entries_)[i].board;
  return board.size() == b.size && board.empty_count() == b.empty.popcount() && same_cells(board, b, {});
}

bool History::any_with_empties(int size, int empties) const {
  return any_with_count(empties, [&](const HistoryEntry& e) { return e.board.size() == size; });
}

bool History::repeats(const BoardBits& b, const Bitboard& changed, std::optional<Colour> to_move) const {
  // The count first: it tells most boards apart.
  return any_with_count(b.empty.popcount(), [&](const HistoryEntry& e) {
    return e.board.size() == b.size && (!to_move || e.to_move == *to_move) && same_cells(e.board, b, changed & b.board);
  });
}

}  // namespace F3GO_OPTIMIZED_NS
}  // namespace f3go::optimized
