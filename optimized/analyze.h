// Everything `f3go analyze` reports (oracle/observables.h) on bitboards: private eyes (T22.2.8),
// attributes (T22.4), the holographic board (T22.3), forbidden points (T22.5), legal stones
// (T22.6) and the score (T22.7). Twin of reference/analyze.h: the same Analysis (operator==),
// compared in optimized/tests/analyze_differential_test.cpp.
#pragma once
#include "oracle/observables.h"
#include "oracle/position.h"
#include "oracle/rules.h"
#include "optimized/capacity.h"
#include "optimized/chains.h"
#include "optimized/holographic.h"
#include "optimized/private_eye.h"

namespace f3go::optimized {
inline namespace F3GO_OPTIMIZED_NS {

Analysis analyze(const Position& pos, const Rules& rules);

// The whole analysis written over an Analysis kept by the caller. Speed only: the answer is
// analyze()'s, but the lists of `out` and this analyser's own boards keep their storage from one
// analysis to the next, so that analysing positions of one kind again allocates little (what an
// engine or a page that analyses position after position does; bench/engines `analysis_kept`).
class Analyzer {
 public:
  void analyze(const Position& pos, const Rules& rules, Analysis& out);

 private:
  Chains chains_;                 // the strings of the bottom board
  std::vector<Bitboard> around_;  // by slot of chains_: the points next to the chain
  HoloBits holo_;                 // the holographic board
};

// T22.2.3 and T22.2.8 for one string: its stones, liberties (T22.2.1) and private eye region by
// region (the part of analyze for each string, also asked by optimized::Game::analysis); the
// verdict is noted in `eyes`. Precondition: `stones` is a whole string of colour c of b.
StringReport string_report(const BoardBits& b, Colour c, const Bitboard& stones, const Rules& rules,
                           EyeVerdicts& eyes);

}  // namespace F3GO_OPTIMIZED_NS
}  // namespace f3go::optimized
