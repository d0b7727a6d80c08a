// T22.7 贴子和计算胜负 on bitboards: area counting on the holographic board with the dead stones
// removed, seki halves, neutral pockets and both komi formulas. Readings A21–A26.
// Twin of reference/score.h; compared in optimized/tests/analyze_differential_test.cpp.
#pragma once
#include <vector>

#include "oracle/observables.h"
#include "oracle/rules.h"
#include "optimized/capacity.h"
#include "optimized/holographic.h"
#include "optimized/position_bits.h"

namespace f3go::optimized {
inline namespace F3GO_OPTIMIZED_NS {

// `dead` is the agreed list of dead stones (A21 input; ignored under A21 benson).
ScoreReport score(const BoardBits& bottom, const Rules& rules, const std::vector<Point>& dead = {});
// The same from the holographic board of the bottom board to score (`holo` must be
// holographic(bottom, rules)), for callers that have it already (analyze).
ScoreReport score(const HoloBits& holo, const Rules& rules, const std::vector<Point>& dead = {});
ScoreReport score(const Board& bottom, const Rules& rules, const std::vector<Point>& dead = {});

}  // namespace F3GO_OPTIMIZED_NS
}  // namespace f3go::optimized
