// T22.2.6 封闭区域, T18.1, T18E.S1–S2 on bitboards: the enclosed regions of a black or white
// string A, every flower string off-board (T22.2.8(1)). Readings A01, A02, N03 region.pieces,
// A38 region.wall, A39 region.empty_wall.
// Twin of reference::enclosed_regions (reference/regions.h); compared in differential_test.cpp.
#pragma once
#include "oracle/rules.h"
#include "optimized/position_bits.h"

namespace f3go::optimized {

// The regions of the string `a` (all its stones), ordered as the reference orders its point lists.
Bitboards enclosed_regions(const BoardBits& b, const Bitboard& a, const Rules& rules);

// Whether enclosed_regions(b, a, rules) depends on a and b's flowers (and size) alone, not on the
// other stones: under A02 `any` with A38 `string` the pieces are the components of
// board \ (flowers ∪ A), and N03 and A01 choose among them by their sets.
inline bool regions_fixed_by_flowers(const Rules& rules) {
  return rules.region_connect() == RegionConnect::any && rules.region_wall() == RegionWall::string;
}

}  // namespace f3go::optimized
