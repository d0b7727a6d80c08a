// A14 move.ko for the incremental Game: the bottom boards of the game so far, each with its Zobrist
// key (zobrist.h) and the side to move then, asked "is this board one of them?". Keys are compared
// first and every key match is confirmed by comparing the sets, so a repetition found is always a
// real one; a filter of the keys answers most "no"s without the scan (speed only). Twin: comparing
// the board with every HistoryEntry::board, as reference/play.cpp `ko` does; the verdict itself is
// reference/rule_tables.h ko_refusal. Compared through properties/stateful_properties.cpp and
// optimized/tests/game_test.cpp (ko cases, random games).
#pragma once
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "oracle/position.h"
#include "optimized/capacity.h"
#include "optimized/position_bits.h"

namespace f3go::optimized {
inline namespace F3GO_OPTIMIZED_NS {

class KeyedHistory {
 public:
  // One earlier bottom board.
  struct PastBoard {
    Bitboard black, white, flower;
    std::uint64_t key = 0;
    int size = 0;
    Colour to_move = Colour::black;
  };

  KeyedHistory() : filter_(kFilterBits / 64, 0) {}

  // Room for `boards` boards before the storage grows.
  void reserve(std::size_t boards) { boards_.reserve(boards); }
  // Files board b, whose key is `key`, with `to_move` to move on it.
  // Precondition: key == zobrist(b).
  void push(const BoardBits& b, std::uint64_t key, Colour to_move);
  std::size_t size() const { return boards_.size(); }

  // Some filed board equals b, whose key is `key` (given a side: one filed with that side to move).
  bool repeats(const BoardBits& b, std::uint64_t key, std::optional<Colour> to_move) const;
  // The board filed before the last one equals b (the board a simple ko would take back).
  bool two_back(const BoardBits& b) const;

  // The filed boards as a Position's history.
  std::vector<HistoryEntry> entries() const;
  // "" when every filed key is its board's Zobrist key and has its bit in the filter, else the
  // first that does not.
  std::string inconsistency() const;

 private:
  // The filter: bit (key mod kFilterBits) is set when a filed board's key has those low bits, so a
  // clear bit means that no filed board has the key (a set bit is confirmed by the scan).
  static constexpr std::uint64_t kFilterBits = std::uint64_t{1} << 14;
  // The filter's word and bit for `key`.
  static std::size_t filter_word(std::uint64_t key) { return static_cast<std::size_t>(key % kFilterBits / 64); }
  static std::uint64_t filter_bit(std::uint64_t key) { return std::uint64_t{1} << (key % 64); }
  bool may_hold(std::uint64_t key) const { return (filter_[filter_word(key)] & filter_bit(key)) != 0; }

  std::vector<PastBoard> boards_;
  std::vector<std::uint64_t> filter_;
};

}  // namespace F3GO_OPTIMIZED_NS
}  // namespace f3go::optimized
