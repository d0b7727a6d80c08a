// A14: the earlier boards of the game, filed by their number of empty points (see history.h).
#include "optimized/history.h"

#include <algorithm>
#include <cassert>

namespace f3go::optimized {
namespace {

// The cells of b, in Board order (Board::cells()).
std::vector<Cell> cells_of(const BoardBits& b) {
  std::vector<Cell> cells(static_cast<std::size_t>(b.size * b.size), Cell::empty);
  auto put = [&](const Bitboard& set, Cell c) {
    set.for_each([&](int i) {
      const Point p = point_of(i);
      cells[static_cast<std::size_t>(p.y * b.size + p.x)] = c;
    });
  };
  put(b.black, Cell::black);
  put(b.white, Cell::white);
  put(b.flower, Cell::flower);
  return cells;
}

bool same_board(const Board& board, const BoardBits& b, const std::vector<Cell>& cells) {
  return board.size() == b.size && board.cells() == cells;
}

}  // namespace

History::History(const std::vector<HistoryEntry>& entries, Lookups lookups) : entries_(&entries), lookups_(lookups) {
  if (lookups == Lookups::one) return;
  const int size = entries.empty() ? 0 : entries.front().board.size();
  const int area = size * size;
  empties_.reserve(entries.size());
  for (const HistoryEntry& e : entries) empties_.push_back(e.board.size() != size ? -1 : e.board.empty_count());
  // Counting sort of the entries by their empties (area + 1 buckets).
  first_.assign(static_cast<std::size_t>(area) + 2, 0);
  for (int e : empties_)
    if (e >= 0) ++first_[static_cast<std::size_t>(e) + 1];
  for (std::size_t k = 1; k < first_.size(); ++k) first_[k] += first_[k - 1];
  order_.assign(static_cast<std::size_t>(first_.back()), 0);
  std::vector<int> next(first_.begin(), first_.end() - 1);
  for (std::size_t i = 0; i < empties_.size(); ++i) {
    if (empties_[i] < 0) continue;
    int& slot = next[static_cast<std::size_t>(empties_[i])];
    order_[static_cast<std::size_t>(slot++)] = static_cast<int>(i);
  }
  bits_.resize(entries.size());
}

bool History::same_filed(std::size_t i, const BoardBits& b, int empties) const {
  if (empties_[i] != empties || (*entries_)[i].board.size() != b.size) return false;
  if (!bits_[i]) bits_[i] = bits_of((*entries_)[i].board);
  const BoardBits& h = *bits_[i];
  return h.black == b.black && h.white == b.white && h.flower == b.flower;
}

bool History::same(std::size_t i, const BoardBits& b) const {
  assert(i < size());
  if (lookups_ == Lookups::many) return same_filed(i, b, b.empty.popcount());
  return same_board((*entries_)[i].board, b, cells_of(b));
}

bool History::any_with_empties(int empties) const {
  assert(lookups_ == Lookups::many);
  if (empties < 0 || empties + 1 >= static_cast<int>(first_.size())) return false;
  const auto e = static_cast<std::size_t>(empties);
  return first_[e] < first_[e + 1];
}

bool History::repeats(const BoardBits& b, std::optional<Colour> to_move) const {
  return lookups_ == Lookups::many ? repeats_filed(b, to_move) : repeats_scanned(b, to_move);
}

bool History::repeats_filed(const BoardBits& b, std::optional<Colour> to_move) const {
  const int empties = b.empty.popcount();
  if (!any_with_empties(empties)) return false;
  const auto e = static_cast<std::size_t>(empties);
  for (int k = first_[e]; k < first_[e + 1]; ++k) {
    const auto i = static_cast<std::size_t>(order_[static_cast<std::size_t>(k)]);
    if (to_move && (*entries_)[i].to_move != *to_move) continue;
    if (same_filed(i, b, empties)) return true;
  }
  return false;
}

bool History::repeats_scanned(const BoardBits& b, std::optional<Colour> to_move) const {
  if (entries_->empty()) return false;
  const std::vector<Cell> cells = cells_of(b);
  for (const HistoryEntry& e : *entries_)
    if ((!to_move || e.to_move == *to_move) && same_board(e.board, b, cells)) return true;
  return false;
}

}  // namespace f3go::optimized
