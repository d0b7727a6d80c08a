// THE REFERENCE'S ONE ALGORITHMIC EXCEPTION (reference/README.md): T22.2.8(3) / T18E.S3.3.2
// simulated eye-making answered without visiting every reachable board, by a method whose
// exactness rests on a proof (docs/simulated_eye_proof.md) instead of on being the text. The
// definition is simulate_eye_making_exhaustive (reference/simulated_eye.h); SimulationMethod::literal
// runs it in its place.
#pragma once
#include <optional>

#include "oracle/rules.h"
#include "reference/simulated_eye.h"

namespace f3go::reference {

// The part of the method that answered.
enum class SimulationTier {
  goal_directed,  // A08 other than capture_allowed: per candidate eye point, a path with branching
  fill,           // capture_allowed tier 1: the fill of the legal additions found the eye
  relaxation,     // capture_allowed tier 2: the relaxation without the suicide rule proved none
  literal,        // capture_allowed tier 3: the gap, decided by the literal search
};

struct TieredAnswer {
  std::optional<Witness> witness;  // as simulate_eye_making_exhaustive would answer (has_value)
  SimulationTier tier = SimulationTier::goal_directed;
};

// The same question as simulate_eye_making_exhaustive, the same answer (with or without an eye;
// the witness may be another one). May throw InputError in tier 3 (the question too large for the
// literal search). Precondition: q.board is set and q.region is not empty.
TieredAnswer simulate_eye_making_tiered(const SimulationQuery& q, const Rules& rules);

}  // namespace f3go::reference
