// T22.4 花棋串三性逻辑 (T18.3) on bitboards: HEIy, BAIy, HEIo, BAIo of a flower string and its upper
// attribute, counted on the bottom board with every other flower neutral (T18.2 1b).
// Twin of reference/attribute.h; compared in optimized/tests/differential_test.cpp.
#pragma once
#include "oracle/observables.h"
#include "oracle/rules.h"
#include "optimized/position_bits.h"
#include "optimized/private_eye.h"

namespace f3go::optimized {

// Twin of reference::decide_attribute: the table row (T22.4.1 … T22.4.2.3.3) from the counts.
FlowerReport decide_attribute(int hei_y, int bai_y, int hei_o, int bai_o);

// Twin of reference::attribute_of: `flower` is a flower string of `b`.
FlowerReport attribute_of(const BoardBits& b, const Bitboard& flower, const Rules& rules);

// Every flower string of b, by first stone, each private eye judged once (a fast path: the
// reference judges a string again for every flower it touches).
std::vector<FlowerReport> attributes(const BoardBits& b, const Rules& rules);
// The same with the verdicts of `eyes` (and of its board), which it completes.
std::vector<FlowerReport> attributes(EyeVerdicts& eyes, const Rules& rules);

}  // namespace f3go::optimized
