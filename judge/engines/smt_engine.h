// The Z3 engine ("smt" in the engine registry): every private eye (T22.2.8, T18E) decided by
// smt::private_eye — constraints, no algorithm shared with the other engines — and everything
// downstream (the four parameters and attributes of T22.4, the holographic board, the forbidden
// points, the legal stones, the score) computed from those verdicts by the reference's own code
// (reference/shared.h, PrivateEyeSource), so that attributes are cross-checked too.
//
// Never a guess: a question Z3 leaves unknown (a timeout, or outside the encoded fragment) is an
// error naming the string and the reason (SmtUnknown), and every witness of "not a private eye" is
// replayed through the reference's board code (judge/engines/smt_check.h) before it is used; a witness that
// fails its replay is an error too (SmtReplayFailed: a disagreement between Z3's model and the
// rules as the reference reads them). `verify` counts the first as an unknown sample and the
// second as a disagreement (judge/verify.h).
#pragma once
#include <memory>
#include <string>

#include "oracle/engine.h"
#include "oracle/error.h"
#include "reference/private_eye.h"
#include "smt/private_eye.h"

namespace f3go::judge {

// The Z3 engine could not answer, or its witness failed its replay: an InputError, so every command
// and the GTP server report it as they report an input they cannot answer (a message, exit 2; a
// GTP failure response), never as a verdict.
struct SmtFailure : InputError {
  explicit SmtFailure(const std::string& what) : InputError("smt", what) {}
};

// Z3 left a question unknown (a timeout, or outside the encoded fragment). `verify` counts such a
// sample as unknown: neither agreeing nor disagreeing.
struct SmtUnknown : SmtFailure {
  using SmtFailure::SmtFailure;
};

// A witness of Z3 failed its replay through the reference: Z3's model and the rules as the
// reference reads them disagree. `verify` counts it as a disagreement.
struct SmtReplayFailed : SmtFailure {
  using SmtFailure::SmtFailure;
};

// T22.2.8 by Z3, as the reference's verdict type: regions in the reference's order, each with its
// deciding clause and, for "not a private eye" by T18E.S3.3.2, the replayed witness (the added
// stones in playing order, then the eye). SmtUnknown on an unknown, SmtReplayFailed on a failed replay.
// Precondition: `a` is every stone of one black or white string of `b`.
reference::PrivateEyeVerdict smt_private_eye(const Board& b, const reference::Points& a, const Rules& rules,
                                             const smt::Options& options = {});

// The engine named "smt".
std::unique_ptr<Engine> make_smt_engine(const smt::Options& options = {});

}  // namespace f3go::judge
