// T22.4 花棋串三性逻辑 (T18.3) on bitboards: HEIy, BAIy, HEIo, BAIo of a flower string and its upper
// attribute, counted on the bottom board with every other flower neutral (T18.2 1b).
// Twin of reference/attribute.h; compared in optimized/tests/differential_test.cpp.
#pragma once
#include <cassert>

#include "oracle/observables.h"
#include "oracle/rules.h"
#include "optimized/capacity.h"
#include "optimized/position_bits.h"
#include "optimized/private_eye.h"

namespace f3go::optimized {
inline namespace F3GO_OPTIMIZED_NS {

// A10: whether a string next to a flower counts by its liberties (under `ignore`: one without
// liberty is skipped), or whatever they are (`count`).
inline bool counting_reads_liberties(const Rules& rules) { return rules.zero_liberty() != ZeroLiberty::count; }

// T22.2.4 紧邻棋串: f(s, counts) for each string s of colour c next to `flower`, once each, by
// first stone; `counts` is false for a string A10 `ignore` skips (one without liberty), where
// `string_through(i)` is the string of colour c of b through its stone at bit i.
template <class S, class F>
void for_each_adjacent_string(const BoardBits& b, const Bitboard& flower, Colour c, const Rules& rules,
                              S&& string_through, F&& f) {
  Bitboard seeds = touched(flower, b.board) & b.stones_of(c);
  while (seeds.any()) {
    const Bitboard s = string_through(seeds.first());
    assert(s == flood(Bitboard::of(point_of(seeds.first())), b.stones_of(c)));
    seeds &= ~s;
    f(s, !counting_reads_liberties(rules) || liberties(b, s).any());
  }
}

// The same, each string flooded.
template <class F>
void for_each_adjacent_string(const BoardBits& b, const Bitboard& flower, Colour c, const Rules& rules, F&& f) {
  const Bitboard& stones = b.stones_of(c);
  for_each_adjacent_string(
      b, flower, c, rules, [&](int i) { return flood(Bitboard::of(point_of(i)), stones); }, f);
}

// Twin of reference::attribute_of: `flower` is a flower string of `b`.
FlowerReport attribute_of(const BoardBits& b, const Bitboard& flower, const Rules& rules);

// Every flower string of b, by first stone, each private eye judged once (a fast path: the
// reference judges a string again for every flower it touches).
std::vector<FlowerReport> attributes(const BoardBits& b, const Rules& rules);
// The same with the verdicts of `eyes` (and of its board), which it completes.
std::vector<FlowerReport> attributes(EyeVerdicts& eyes, const Rules& rules);
// The same, written over `out` (the storage of its reports kept).
void attributes(EyeVerdicts& eyes, const Rules& rules, std::vector<FlowerReport>& out);

}  // namespace F3GO_OPTIMIZED_NS
}  // namespace f3go::optimized
