// Everything `f3go analyze` reports (oracle/observables.h) on bitboards: private eyes (T22.2.8),
// attributes (T22.4), the holographic board (T22.3), forbidden points (T22.5), legal stones
// (T22.6) and the score (T22.7). Twin of reference/analyze.h: the same Analysis (operator==),
// compared in optimized/tests/analyze_differential_test.cpp.
#pragma once
#include "oracle/observables.h"
#include "oracle/position.h"
#include "oracle/rules.h"
#include "optimized/private_eye.h"

namespace f3go::optimized {

Analysis analyze(const Position& pos, const Rules& rules);

// T22.2.3 and T22.2.8 for one string: its stones, liberties (T22.2.1) and private eye region by
// region (the part of analyze for each string, also asked by optimized::Game::analysis); the
// verdict is noted in `eyes`. Precondition: `stones` is a whole string of colour c of b.
StringReport string_report(const BoardBits& b, Colour c, const Bitboard& stones, const Rules& rules,
                           EyeVerdicts& eyes);

}  // namespace f3go::optimized
