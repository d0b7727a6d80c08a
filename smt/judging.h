// T18E for one string A on a board already settled: the regions query, then each region judged —
// the facts query (which step decides) and, when it reaches T18E.S3.3.2, the simulation
// (eye_making.h) — and the string's verdict from its regions'. The twin of private_eye
// (reference/private_eye.cpp).
#pragma once
#include <functional>
#include <vector>

#include "oracle/point.h"
#include "oracle/rules.h"
#include "smt/private_eye.h"
#include "smt/regions.h"
#include "smt/session.h"

namespace f3go::smt::detail {

// A06 `own_private_eye` (T22.2.8(3) 「这些白棋串不能具有1气及1气以上的眼」 with T22.2.7, T22.2.8): whether
// the examined string w has a private eye in one of its enclosed regions strictly inside `bound`
// (sorted), each judged with itself as the next bound; asked of the board's solver, which holds the
// forests and the pieces around w (private_eye.cpp). Twin: reference examined_private_eye.
using OwnEye = std::function<Answer(const std::vector<Point>& w, const std::vector<Point>& bound)>;

// T18E for one string A, in the current scope of the session, judging only its regions strictly
// inside `bound` when one is given (A06 `own_private_eye` judges the examined strings' regions inside
// the region judged, so each level's bound is smaller and the recursion ends), else every region. Precondition: `be` is settled; under A02 `any` with A38 `string`, `pieces` is the settled
// forest of the pieces around A (regions.h encode_pieces); the other forests encode_string reads
// were added to `be` (private_eye.cpp prepare; encode_string checks each where it reads it).
PrivateEyeAnswer judge_string(Session& s, const BoardEnc& be, const std::vector<Point>& a, const Rules& rules,
                              const Forest* pieces, const OwnEye& own_eye, const std::vector<Point>* bound);

}  // namespace f3go::smt::detail
