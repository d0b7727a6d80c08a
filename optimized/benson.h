// Benson's unconditional life on bitboards (A21/A25 `benson`; T22.7 「长活」), on the holographic
// board with neutral flowers and the edge as walls (T22.2.6 「中性花棋串视同边界外区域」).
// Twin of reference/benson.h; compared in optimized/tests/analyze_differential_test.cpp.
#pragma once
#include "oracle/rules.h"
#include "optimized/capacity.h"
#include "optimized/holographic.h"

namespace f3go::optimized {
inline namespace F3GO_OPTIMIZED_NS {

// Every stone of colour c that belongs to an unconditionally alive holographic string.
Bitboard unconditionally_alive(const HoloBits& h, Colour c, const Rules& rules);

}  // namespace F3GO_OPTIMIZED_NS
}  // namespace f3go::optimized
