// A14 move.ko (T22.1.a 「下法基本同围棋」) on bitboards: the boards of the game so far, asked "is
// this bottom board one of them?" (speed only: the twin of comparing the board with every
// HistoryEntry::board, as reference/play.cpp `ko` does). No hash: a match is always a full
// comparison, so it is always a real repetition.
// - Lookups::one (one move): the board is written out as cells once and compared with each
//   earlier board (a byte comparison each).
// - Lookups::many (every candidate of legal_stones): each earlier board is filed under its number
//   of empty points (Board::empty_count); a board reads only the earlier boards
//   with its own count, each converted to sets on first use and compared as sets.
// Compared with the reference through play_differential_test.cpp (ko cases, random games).
#pragma once
#include <cstddef>
#include <optional>
#include <vector>

#include "oracle/position.h"
#include "optimized/position_bits.h"

namespace f3go::optimized {

class History {
 public:
  enum class Lookups {
    one,
    many
  };
  // `entries` must outlive the History.
  History(const std::vector<HistoryEntry>& entries, Lookups lookups);

  std::size_t size() const { return entries_->size(); }
  // Entry i's board equals b.
  bool same(std::size_t i, const BoardBits& b) const;
  // Some entry's board equals b (with `to_move`: some entry with that side to move, A14
  // situational superko).
  bool repeats(const BoardBits& b, std::optional<Colour> to_move = std::nullopt) const;
  // Lookups::many only: some entry's board has exactly `empties` empty points (if none, no board
  // with that many repeats one).
  bool any_with_empties(int empties) const;

 private:
  bool same_filed(std::size_t i, const BoardBits& b, int empties) const;
  bool repeats_filed(const BoardBits& b, std::optional<Colour> to_move) const;
  bool repeats_scanned(const BoardBits& b, std::optional<Colour> to_move) const;

  const std::vector<HistoryEntry>* entries_;
  Lookups lookups_;
  // Lookups::many
  std::vector<int> empties_;                            // per entry: its number of empty points (−1: another board size)
  std::vector<int> order_;                              // entry indices ordered by empties_
  std::vector<int> first_;                              // order_[first_[e] .. first_[e + 1]): the entries with e empty points
  mutable std::vector<std::optional<BoardBits>> bits_;  // entry boards as sets, converted on first use
};

}  // namespace f3go::optimized
