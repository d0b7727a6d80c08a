// A14 move.ko (T22.1.a 「下法基本同围棋」): Zobrist keys of the bottom board for the superko tests of
// optimized/play.cpp. One 64-bit key per (point, non-empty cell), drawn from a fixed seed, so a
// board's hash is the same in every run. A hash is only a filter: equal hashes are always
// confirmed by a full board compare, so a collision can never change a verdict.
#pragma once
#include <array>
#include <cassert>
#include <cstdint>

#include "oracle/board.h"
#include "optimized/capacity.h"
#include "optimized/position_bits.h"

namespace f3go::optimized {
inline namespace F3GO_OPTIMIZED_NS {

// The keys: [cell 0 = black, 1 = white, 2 = flower][bit of the point] (empty points add nothing).
inline const std::array<std::array<std::uint64_t, kBits>, 3>& zobrist_keys() {
  static const auto keys = [] {
    std::array<std::array<std::uint64_t, kBits>, 3> k{};
    std::uint64_t s = 0x9E3779B97F4A7C15ULL;  // the fixed seed; splitmix64 steps
    for (auto& row : k)
      for (auto& key : row) {
        s += 0x9E3779B97F4A7C15ULL;
        std::uint64_t z = s;
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        key = z ^ (z >> 31);
      }
    return k;
  }();
  return keys;
}

// The hash of a bottom board given as sets (the size is folded in: boards of different sizes
// never compare equal anyway).
inline std::uint64_t zobrist(const BoardBits& b) {
  const auto& k = zobrist_keys();
  std::uint64_t h = static_cast<std::uint64_t>(b.size) * 0xD6E8FEB86659FD93ULL;
  b.black.for_each([&](int i) { h ^= k[0][static_cast<std::size_t>(i)]; });
  b.white.for_each([&](int i) { h ^= k[1][static_cast<std::size_t>(i)]; });
  b.flower.for_each([&](int i) { h ^= k[2][static_cast<std::size_t>(i)]; });
  return h;
}

// The same hash straight from the cells, in one pass (no conversion to sets). Precondition: b is
// not larger than kCapacity (bitboard.h).
inline std::uint64_t zobrist(const Board& b) {
  assert(b.size() <= kCapacity);
  const auto& k = zobrist_keys();
  const int n = b.size();
  const auto& cells = b.cells();
  std::uint64_t h = static_cast<std::uint64_t>(n) * 0xD6E8FEB86659FD93ULL;
  for (int y = 0, i = 0; y < n; ++y)
    for (int x = 0; x < n; ++x, ++i) {
      const auto c = static_cast<std::size_t>(cells[static_cast<std::size_t>(i)]);
      if (c != 0) h ^= k[c - 1][static_cast<std::size_t>(y * kStride + x)];
    }
  return h;
}

}  // namespace F3GO_OPTIMIZED_NS
}  // namespace f3go::optimized
