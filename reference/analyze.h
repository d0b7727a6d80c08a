// Everything `f3go analyze` reports (oracle/observables.h), assembled from the other files:
// private eyes (T22.2.8), attributes (T22.4), the holographic board (T22.3), forbidden points
// (T22.5), legal stones (T22.6) and the score (T22.7).
#pragma once
#include "oracle/observables.h"
#include "oracle/position.h"
#include "oracle/rules.h"

namespace f3go::reference {

class SharedAnswers;  // reference/shared.h

Analysis analyze(const Position& pos, const Rules& rules);
// The same, every question answered through `shared` (its rules, its private-eye decider).
Analysis analyze(const Position& pos, SharedAnswers& shared);

}  // namespace f3go::reference
