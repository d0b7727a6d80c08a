// T22.2.8 私眼, T18.1, T18E: whether a black or white string A of the bottom board has a private
// eye, region by region (A37 eye.method=region), or empty string by empty string (A37 empty_string:
// each `RegionVerdict` is then an empty string next to A). Readings: A03–A10, A37 (see
// docs/ambiguities.md).
#pragma once
#include <vector>

#include "oracle/eye_step.h"
#include "oracle/rules.h"
#include "reference/simulated_eye.h"
#include "reference/strings.h"
#include "reference/verdict.h"

namespace f3go::reference {

struct RegionVerdict {
  Points points;                         // the enclosed region (T18E.S2); under A37 empty_string, the empty string
  Verdict verdict;                       // holds = the region is a private eye of A
  EyeStep step = EyeStep::precondition;  // the step of the method that decided
  Points witness;                        // T18E.S3.3.1: the eye; T18E.S3.3.2: the stones the opponent added, then the eye point last
};

struct PrivateEyeVerdict {
  Verdict verdict;                     // holds = A has at least one private eye
  EyeStep step = EyeStep::no_region;   // zero_liberties, no_region, or the step of the deciding region
  std::vector<RegionVerdict> regions;  // every region with its own verdict, in the order of T18E.S2
};

// Flowers are off-board (T22.2.8(1)). Precondition: `a` is a black or white string of `b` (all its
// stones).
// `method`: how the simulated eye-making is answered (reference/simulated_eye.h; the same answers).
PrivateEyeVerdict private_eye(const Board& b, const Points& a, const Rules& rules,
                              SimulationMethod method = SimulationMethod::tiered);

// T18E.S3.3 「这些白色棋串」 / T22.2.8(3) 「这些白棋串」 (A04, A10, A37): the strings of the other colour
// that the judgement of `region` examines — `region` an enclosed region of A, or under A37
// `empty_string` an empty string next to A — as private_eye reads them.
// Precondition: `a` is a black or white string of `b` (all its stones).
std::vector<Points> examined_strings(const Board& b, const Points& a, const Points& region, const Rules& rules);

}  // namespace f3go::reference
