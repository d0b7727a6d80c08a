// T18E.S3.3.1 / T22.2.8(3) / T22.2.7: do the examined opponent strings already have "an eye of one
// liberty or more" (「1气及1气以上的眼」, true or false eyes alike)? Reading: A06 eye.opponent_eye.
#pragma once
#include <optional>

#include "oracle/rules.h"
#include "reference/strings.h"

namespace f3go::reference {

// `a` is the string whose region is examined; `examined` the opponent strings examined (A04).
// Returns the empty points of an eye found, or nothing.
std::optional<Points> existing_opponent_eye(const Board& b, const Points& a,
                                            const std::vector<Points>& examined, const Rules& rules);

}  // namespace f3go::reference
