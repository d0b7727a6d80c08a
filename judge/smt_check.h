// Z3's private-eye answers checked against the reference: the comparison of verdicts and clauses,
// and a witness checked without trusting Z3 — the additions of a "not a private eye" answer
// (T18E.S3.3.2, smt::Witness) replayed on a plain board with the reference's string helpers of
// T22.2.1–T22.2.5 — each addition legal under A08 (nothing captured unless A08 allows it, no
// suicide unless A08 allows it), inside the area of A09, then the eye point a one-liberty eye owned
// as A07 reads, of the examined strings of A04/A10.
#pragma once
#include <string>

#include "oracle/board.h"
#include "oracle/rules.h"
#include "reference/private_eye.h"
#include "reference/strings.h"
#include "smt/private_eye.h"

namespace f3go::judge {

// "" when the witness of `ra` replays on `b`; otherwise what failed. Precondition: `a` is every
// stone of one black or white string of `b`, and `ra` is a region answer of smt::private_eye for it
// with verdict no and a witness.
std::string replay_witness(const Board& b, const reference::Points& a, const smt::RegionAnswer& ra,
                           const Rules& rules);

// The examined strings of A04 with A10 by plain board code: the strings of A's opponent in
// `region` that count, every point, sorted. Precondition: as replay_witness.
reference::Points examined_points(const Board& b, const reference::Points& a, const reference::Points& region,
                                  const Rules& rules);

// "" when smt::private_eye and reference::private_eye agree on the regions, on the verdict and
// deciding clause of every region Z3 decided, and on the string; otherwise one line per
// difference. Unknown answers are not compared (their callers count them).
std::string private_eye_difference(const reference::PrivateEyeVerdict& ref, const smt::PrivateEyeAnswer& smt);

// The clause a region (or the string, for P1 and T22.2.8(1)) was decided by, with the verdict of
// S3.3.2 and of T22.2.8(3) attached and T22.2.8(2) counted as S3.2 (its 2022 wording): the coverage
// key the Z3 tests and properties require.
std::string coverage_key(Clause clause, bool holds);

}  // namespace f3go::judge
