// T18E for one string A on a board already settled: the regions query, then each region judged —
// the facts query (which step decides) and, when it reaches T18E.S3.3.2, the simulation
// (eye_making.h) — and the string's verdict from its regions'. The twin of private_eye
// (reference/private_eye.cpp).
#pragma once
#include <vector>

#include "oracle/point.h"
#include "oracle/rules.h"
#include "smt/private_eye.h"
#include "smt/regions.h"
#include "smt/session.h"

namespace f3go::smt::detail {

// T18E for one string A, in the current scope of the session. Precondition: `be` is settled; under
// A02 `any` with A38 `string`, `pieces` is the settled forest of the pieces around A (regions.h
// encode_pieces); the other forests encode_string reads were added to `be` (private_eye.cpp prepare;
// encode_string checks each where it reads it).
PrivateEyeAnswer judge_string(Session& s, const BoardEnc& be, const std::vector<Point>& a, const Rules& rules,
                              const Forest* pieces);

}  // namespace f3go::smt::detail
