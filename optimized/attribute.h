// T22.4 花棋串三性逻辑 (T18.3) on bitboards: HEIy, BAIy, HEIo, BAIo of a flower string and its upper
// attribute, counted on the bottom board with every other flower neutral (T18.2 1b).
// Twin of reference/attribute.h; compared in optimized/tests/differential_test.cpp.
#pragma once
#include "oracle/observables.h"
#include "oracle/rules.h"
#include "optimized/position_bits.h"
#include "optimized/private_eye.h"

namespace f3go::optimized {

// T22.2.4 紧邻棋串: f(s, counts) for each string s of colour c next to `flower`, once each, by
// first stone; `counts` is false for a string A10 `ignore` skips (one without liberty).
template <class F>
void for_each_adjacent_string(const BoardBits& b, const Bitboard& flower, Colour c, const Rules& rules, F&& f) {
  const Bitboard& stones = b.stones_of(c);
  Bitboard seeds = touched(flower, b.board) & stones;
  while (seeds.any()) {
    const Bitboard s = flood(Bitboard::of(point_of(seeds.first())), stones);
    seeds &= ~s;
    f(s, rules.zero_liberty() == ZeroLiberty::count || liberties(b, s).any());
  }
}


// Twin of reference::attribute_of: `flower` is a flower string of `b`.
FlowerReport attribute_of(const BoardBits& b, const Bitboard& flower, const Rules& rules);

// Every flower string of b, by first stone, each private eye judged once (a fast path: the
// reference judges a string again for every flower it touches).
std::vector<FlowerReport> attributes(const BoardBits& b, const Rules& rules);
// The same with the verdicts of `eyes` (and of its board), which it completes.
std::vector<FlowerReport> attributes(EyeVerdicts& eyes, const Rules& rules);

}  // namespace f3go::optimized
