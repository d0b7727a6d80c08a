// T18E.P2, T18E.S3.1, T18E.S3.2 / T22.2.8(2), T18E.S3.3 / T22.2.8(3) and T18E.S3.3.1 as constraints
// over one region of A: which step of the method decides it. Readings (stated in readings.h): A03
// eye.own_colour, A04 eye.examined, A05 eye.precondition, A06 eye.opponent_eye, A10
// eye.zero_liberty_strings, A37 eye.method.
#pragma once
#include "oracle/eye_step.h"
#include "oracle/rules.h"
#include "smt/regions.h"

namespace f3go::smt::detail {

struct RegionEnc {
  int root = 0;        // the region's lowest point (A02 any) or its empty string's (A02 empty)
  Exprs in_r{};        // per point: the point is in the region
  Exprs examined{};    // per point: a stone of an examined string (A04)
  z3::expr other_r;    // the region holds a counted string of the other colour
  z3::expr step;       // Int: the EyeStep that decides (oracle/eye_step.h), one of precondition …
                       // simulation; the first that applies decides
  Exprs eye_points{};  // per point: in an eye of S3.3.1 (for reports)
};

// Asserts that the piece rooted at point index `root` is a region of A, and defines its facts (under
// A37 `empty_string`: the empty string rooted there, next to A).
// Precondition: se.is_region[root] was true in a model of the same scope — that model is the
// caller's, so only that it can hold is asserted; the check of this scope then answers sat
// (judge_region throws std::logic_error on unsat).
RegionEnc encode_region(Enc& e, const BoardEnc& be, const StringEnc& se, int root, const Rules& rules);

// The region is a private eye when `step` decides (every step but `simulation`; the clause that
// decides is readings.h clause_of).
bool verdict_of(EyeStep step);

}  // namespace f3go::smt::detail
