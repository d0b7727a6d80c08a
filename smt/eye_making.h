// T18E.S3.3.2 模拟推演 asked of Z3 for one region: the capture-free set query first, with small
// witnesses first; under A08 capture_allowed then the set relaxation and the sequences deepened from
// its least count (private_eye.h says why). The twin of simulate_eye_making
// (reference/simulated_eye.cpp).
#pragma once
#include <string>

#include "oracle/rules.h"
#include "smt/facts.h"
#include "smt/private_eye.h"
#include "smt/regions.h"
#include "smt/session.h"

namespace f3go::smt::detail {

// One region's simulation: the session and the encodings it is stated over, and the answer it fills.
struct RegionContext {
  Session& s;
  const BoardEnc& be;
  const StringEnc& se;
  const RegionEnc& re;
  const Rules& rules;
  RegionAnswer& out;
  int steps_complete;  // encoding (3) with this many steps covers every sequence
};

// T18E.S3.3.2 「在这个封闭区域R内连续补充白色棋子，尝试为白棋做一个1气眼」: fills c.out's clause,
// verdict, witness, bound and times. Precondition: c.re is the region's facts on c.s's board (an
// entry per point: asserted), asserted in the current scope, and its step is the simulation in
// their model (the caller's: not checkable here).
void simulate(RegionContext& c);

}  // namespace f3go::smt::detail
