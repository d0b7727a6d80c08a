// T18E.P2, T18E.S3.1, T18E.S3.2 / T22.2.8(2), T18E.S3.3 / T22.2.8(3) and T18E.S3.3.1 as constraints
// over one region of A: which step of the method decides it. Readings: A03 eye.own_colour, A04
// eye.examined, A05 eye.precondition, A06 eye.opponent_eye, A10 eye.zero_liberty_strings.
#pragma once
#include <string>

#include "oracle/rules.h"
#include "smt/regions.h"

namespace f3go::smt::detail {

// The steps of T18E in the order the method takes them; the first that applies decides.
enum class Step : int {
  precondition = 1,   // T18E.P2: A touches no empty point of the region → no
  only_empty = 2,     // T18E.S3.1: no other string → yes
  own_colour = 3,     // T18E.S3.2 / T22.2.8(2): another string of A's colour → no
  none_examined = 4,  // no string examined → yes (T18E.S3.1 or T22.2.8(3))
  existing_eye = 5,   // T18E.S3.3.1: the examined strings have an eye → no
  simulate = 6,       // T18E.S3.3.2: the simulated eye-making decides
};

struct RegionEnc {
  int root = 0;            // the region's lowest point (A02 any) or its empty string's (A02 empty)
  Exprs in_r{};              // per point: the point is in the region
  Exprs examined{};          // per point: a stone of an examined string (A04)
  z3::expr other_r;        // the region holds a counted string of the other colour
  z3::expr step;           // Int: the Step that decides
  Exprs eye_points{};        // per point: in an eye of S3.3.1 (for reports)
};

// Asserts that the piece rooted at point index `root` is a region of A, and defines its facts.
// Precondition: se.is_region[root] was true in a model of the same scope.
RegionEnc encode_region(Enc& e, const BoardEnc& be, const StringEnc& se, int root, const Rules& rules);

// The clause that decides at `step`, as the reference names it (reference/private_eye.cpp).
std::string clause_of(Step step, bool other_colour_in_region, const Rules& rules);
bool verdict_of(Step step);  // the region is a private eye (for every step but `simulate`)

}  // namespace f3go::smt::detail
