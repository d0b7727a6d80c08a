// T22.2.6 封闭区域, T18.1, T18E.S1–S2: the enclosed regions of a black or white string A, with
// every flower string as off-board (T22.2.8(1), T18E.S1). Readings: A01 region.needs_split,
// A02 region.connect.
#pragma once
#include <vector>

#include "oracle/rules.h"
#include "reference/strings.h"

namespace f3go::reference {

// The regions of A on the bottom board `b`: each a sorted set of points (empty points and stones
// that are neither A nor flowers), ordered by first point.
// Precondition: `a` is a black or white string of `b` (all its stones).
std::vector<Points> enclosed_regions(const Board& b, const Points& a, const Rules& rules);

}  // namespace f3go::reference
