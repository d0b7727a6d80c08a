// T22.5 飞弹的禁手 (T18.4): the points where a flybomb (flower stone) may not be thrown, judged on
// the holographic board. Readings: A15 flybomb.whose_shapes, A16 flybomb.tiger_mouth,
// A17 flybomb.one_liberty_eye, A34 flybomb.own_capture_point.
#pragma once
#include <vector>

#include "oracle/observables.h"
#include "oracle/rules.h"
#include "reference/holographic.h"

namespace f3go::reference {

// T22.5.1 提吃点: a flower at q would leave a black or white holographic string without liberty.
bool is_capture_point(const Holographic& h, Point q, Colour thrower, const Rules& rules);
// T22.5.2 一气眼 of colour c at q.
bool is_one_liberty_eye(const Holographic& h, Point q, Colour c, const Rules& rules);
// T22.5.3 虎口 of colour c at q.
bool is_tiger_mouth(const Holographic& h, Point q, Colour c, const Rules& rules);

// Every reason that forbids `thrower`'s flower at the empty point q (empty list: allowed).
std::vector<ForbiddenReason> flybomb_forbidden_reasons(const Holographic& h, Point q, Colour thrower,
                                                       const Rules& rules);
// Every forbidden empty point for `thrower`, in point order.
std::vector<ForbiddenPoint> flybomb_forbidden(const Holographic& h, Colour thrower, const Rules& rules);

}  // namespace f3go::reference
