// T18E.S3.3.2 / T22.2.8(3) 模拟推演 as existential queries: can the other colour o, adding o stones
// (「连续下白子的过程中不能提子」), make a one-liberty eye (一气眼) for the examined strings?
// The readings of the simulation are stated by one call, readings.h makes_eye. Why a set stands for
// an order, and what the three encodings prove, is argued in smt/private_eye.h.
#pragma once
#include <utility>
#include <vector>

#include "smt/facts.h"

namespace f3go::smt::detail {

struct Simulation {
  Exprs additions;  // every Bool "a stone is added" of the encoding (for z3::atmost)
  Exprs eye;        // per point: the eye is here (exactly one holds in a model)
  // Per point: the Bool "a stone is added here" (set encodings; false where none may be).
  Exprs added;
  // Sequence encoding: per step, the pairs (point index, "the step adds a stone there").
  std::vector<std::vector<std::pair<int, z3::expr>>> steps;
};

// (1) The set of additions, capture-free (exact for A08 no_capture_no_suicide and no_capture; a
// sufficient test under capture_allowed).
Simulation encode_set(Enc& e, const BoardEnc& be, const StringEnc& se, const RegionEnc& re, const Rules& rules);

// (2) A08 capture_allowed, the set relaxation without suicide: strings whose liberties are all
// filled are captured and their points may be filled (an over-approximation: unsat is a proof).
Simulation encode_relaxation(Enc& e, const BoardEnc& be, const StringEnc& se, const RegionEnc& re,
                             const Rules& rules);

// (3) A08 capture_allowed, `steps` additions or passes in order, each legal (captures made,
// suicide forbidden). Exact for sequences of at most `steps` additions.
Simulation encode_sequence(Enc& e, const BoardEnc& be, const StringEnc& se, const RegionEnc& re,
                           const Rules& rules, int steps);

}  // namespace f3go::smt::detail
