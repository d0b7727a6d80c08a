// A14 move.ko (T22.1.a 「下法基本同围棋」) on bitboards: the boards of the game so far, asked "is
// this bottom board one of them?" (speed only: the twin of comparing the board with every
// HistoryEntry::board, as reference/play.cpp `ko` does). An earlier board is read only when its
// number of empty points (Board::empty_count, kept by the board) is the asked board's, and then
// compared point by point up to the first difference — first at the points a move changed, where
// the boards of the game near it differ — with no hash and no conversion: a match is always a real
// repetition. Building a History reads each entry's count once (speed only: for each count, the
// first and last entries that have it, so that a question reads only the entries between them;
// the counts of a game fall move by move but for captures, so those entries lie close together).
// Compared with the reference through play_differential_test.cpp (ko cases, random games).
#pragma once
#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

#include "oracle/position.h"
#include "optimized/capacity.h"
#include "optimized/position_bits.h"

namespace f3go::optimized {
inline namespace F3GO_OPTIMIZED_NS {

class History {
 public:
  // `entries` must outlive the History.
  explicit History(const std::vector<HistoryEntry>& entries);

  std::size_t size() const { return entries_->size(); }
  // Entry i's board equals b. Precondition: i < size().
  bool same(std::size_t i, const BoardBits& b) const;
  // Some entry's board equals b (with `to_move`: some entry with that side to move, A14
  // situational superko). `changed`: points compared first (speed only; any set gives the same
  // answer), best those where b differs from the board before the move.
  bool repeats(const BoardBits& b, const Bitboard& changed, std::optional<Colour> to_move = std::nullopt) const;
  // Some entry's board has the size `size` and exactly `empties` empty points (if none, no board
  // of that size with that many repeats one).
  bool any_with_empties(int size, int empties) const;

 private:
  // Calls f(entry) for the entries from the first to the last whose board has `empties` empty points
  // (any integer: none for a count no board has), up to f's first true; returns whether f said true.
  template <class F>
  bool any_with_count(int empties, F&& f) const;

  static constexpr std::uint32_t kNone = UINT32_MAX;
  const std::vector<HistoryEntry>* entries_;
  // By number of empty points: the first and the last entry with it (kNone: no entry; `last_` is
  // read only where `first_` is set).
  std::array<std::uint32_t, kMaxSize * kMaxSize + 1> first_, last_;
};

}  // namespace F3GO_OPTIMIZED_NS
}  // namespace f3go::optimized
