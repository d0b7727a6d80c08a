// Everything `f3go analyze` reports (SPEC.md "Observables"), assembled from the other files.
#pragma once
#include "oracle/observables.h"
#include "oracle/position.h"
#include "oracle/rules.h"

namespace f3go::reference {

Analysis analyze(const Position& pos, const Rules& rules);

}  // namespace f3go::reference
