// T22.2.6 封闭区域, T18.1, T18E.S1–S2 on bitboards: the enclosed regions of a black or white
// string A, every flower string off-board (T22.2.8(1)). Readings A01, A02, N03 region.pieces,
// A38 region.wall, A39 region.empty_wall.
// Twin of reference::enclosed_regions (reference/regions.h); compared in differential_test.cpp.
#pragma once
#include <cstdint>
#include <optional>

#include "oracle/rules.h"
#include "optimized/capacity.h"
#include "optimized/position_bits.h"

namespace f3go::optimized {
inline namespace F3GO_OPTIMIZED_NS {

// The regions of the string `a` (all its stones), ordered as the reference orders its point lists.
Bitboards enclosed_regions(const BoardBits& b, const Bitboard& a, const Rules& rules);

// Whether enclosed_regions(b, a, rules) depends on a and b's flowers (and size) alone, not on the
// other stones: under A02 `any` with A38 `string` the pieces are the components of
// board \ (flowers ∪ A), and N03 and A01 choose among them by their sets.
inline bool regions_fixed_by_flowers(const Rules& rules) {
  return rules.region_connect() == RegionConnect::any && rules.region_wall() == RegionWall::string;
}
// regions_fixed_by_flowers under N03 `bordered`: every region is a piece A borders.
bool regions_fixed_and_bordered(const Rules& rules);

// Whether the points of `open` next to x are connected through the points of `open` within one
// king step of x (then they lie in one component of `open`: such a path never leaves it). The test
// by which enclosed_regions and regions_after_growth skip a string or stone that cannot split a
// piece. Precondition: x is not empty, and x and open are sets of b's points.
bool joined_nearby(const BoardBits& b, const Bitboard& x, const Bitboard& open);

// The small shapes the whole-board test below reads: a point, two points side by side, two points
// one above the other.
enum class SmallShape : std::uint8_t {
  point,
  pair_east,
  pair_south
};
// Speed only: for every point p at once, whether the points of `open` next to the shape whose first
// point is p are joined through those of its ring (the points within one king step of the shape,
// the shape aside): joined_nearby(b, shape, open \ shape) wherever the shape lies on the board.
// Precondition: open is a set of b's points.
Bitboard shapes_joined_nearby(const BoardBits& b, const Bitboard& open, SmallShape shape);

// Speed only: the first stones of the strings of one or two stones for which enclosed_regions is
// empty by its own nearby test (the points next to the string off its wall joined nearby: it
// borders at most one piece), every string at once; none when the rules skip that test (anything
// but A02 `any` with N03 `bordered` and A01 other than `always`).
Bitboard small_strings_enclosing_nothing(const BoardBits& b, const Rules& rules);

// Speed only: enclosed_regions(b, a, rules) from `before`, the regions of a \ {s} on a board with
// b's flowers, when string a is that string grown by the one stone at bit s — under
// regions_fixed_by_flowers, N03 `bordered` and A01 `split` or `always`. The pieces of a are those
// of a \ {s} but the piece P that held s (s is off that wall), which loses s. When the points next
// to s off a's wall are joined through the points within one king step of s, P \ {s} is one piece,
// bordered by a, or none when P was {s}; any other piece is bordered by a just when it was by
// a \ {s} (a point next to s off the wall lies in P). So the regions are `before` with s taken out
// of P, under `split` none unless two are left, and none when `before` had none (fewer than two
// bordered pieces then, no more now). nullopt where s may split P, or under other readings.
// Precondition: a holds s, and a \ {s} is not empty and holds a neighbour of s.
std::optional<Bitboards> regions_after_growth(const BoardBits& b, const Bitboard& a, int s, const Bitboards& before,
                                              const Rules& rules);

}  // namespace F3GO_OPTIMIZED_NS
}  // namespace f3go::optimized
