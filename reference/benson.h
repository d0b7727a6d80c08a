// Benson's algorithm for unconditional life (named by A21/A25 `benson`; T22.7 「长活」), on the
// holographic board with neutral flowers and the edge as walls.
#pragma once
#include <vector>

#include "oracle/rules.h"
#include "reference/holographic.h"

namespace f3go::reference {

// Every stone of colour c that belongs to an unconditionally alive holographic string.
Points unconditionally_alive(const Holographic& h, Colour c, const Rules& rules);

}  // namespace f3go::reference
