// Z3's private-eye answers checked against the reference: the comparison of verdicts and clauses,
// and a witness checked without trusting Z3 — the additions of a "not a private eye" answer
// (T18E.S3.3.2, smt::Witness) replayed by the reference's own steps: the examined strings as its
// judgement reads them (reference::examined_strings: A04, A10, A37), each addition by
// reference::add_stone (A08) inside reference::addition_area (A09, and the points of captured
// strings under capture_allowed), then the eye point by reference::is_simulated_eye (A07).
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

// "" when smt::private_eye and reference::private_eye agree on the regions, on the verdict and
// deciding clause of every region Z3 decided, and on the string; otherwise one line per
// difference. Unknown answers are not compared (their callers count them).
std::string private_eye_difference(const reference::PrivateEyeVerdict& ref, const smt::PrivateEyeAnswer& smt);

// The clause a region (or the string, for P1 and T22.2.8(1)) was decided by, with the verdict of
// S3.3.2 and of T22.2.8(3) attached and T22.2.8(2) counted as S3.2 (its 2022 wording): the coverage
// key the Z3 tests and properties require.
std::string coverage_key(Clause clause, bool holds);

}  // namespace f3go::judge
