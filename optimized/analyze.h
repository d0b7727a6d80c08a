// Everything `f3go analyze` reports (oracle/observables.h) on bitboards: private eyes (T22.2.8),
// attributes (T22.4), the holographic board (T22.3), forbidden points (T22.5), legal stones
// (T22.6) and the score (T22.7). Twin of reference/analyze.h: the same Analysis (operator==),
// compared in optimized/tests/analyze_differential_test.cpp.
#pragma once
#include "oracle/observables.h"
#include "oracle/position.h"
#include "oracle/rules.h"

namespace f3go::optimized {

Analysis analyze(const Position& pos, const Rules& rules);

}  // namespace f3go::optimized
