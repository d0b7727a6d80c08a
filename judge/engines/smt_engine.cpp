// The Z3 engine (smt_engine.h).
#include "judge/engines/smt_engine.h"

#include <cassert>

#include "judge/engines/smt_check.h"
#include "reference/engine.h"
#include "reference/strings.h"

namespace f3go::judge {
namespace {

std::string colour_text(const Board& b, const reference::Points& a) {
  return b.at(a.front()) == Cell::black ? "black" : "white";
}

// What the question was, for messages: "the private eye of the black string at C3".
std::string question(const Board& b, const reference::Points& a) {
  return "the private eye of the " + colour_text(b, a) + " string at " + to_gtp(a.front());
}

// A region answer as the reference's: its witness replayed first. Precondition: r.verdict is known.
reference::RegionVerdict region_verdict(const Board& b, const reference::Points& a, const smt::RegionAnswer& r,
                                        const Rules& rules) {
  assert(r.verdict != smt::Answer::unknown);
  reference::RegionVerdict out;
  out.points = r.points;
  out.verdict.holds = r.verdict == smt::Answer::yes;
  out.verdict.clause = r.clause;
  out.step = r.step;
  if (r.witness) {
    if (std::string err = replay_witness(b, a, r, rules); !err.empty())
      throw SmtReplayFailed(question(b, a) + ": the witness of the region at " + to_gtp(r.points.front()) +
                            " fails its replay through the reference: " + err);
    out.witness = r.witness->added;
    out.witness.push_back(r.witness->eye);
    out.verdict.detail = {EyeFinding::additions_make_eye, r.witness->added, r.witness->eye};
  }
  return out;
}

}  // namespace

reference::PrivateEyeVerdict smt_private_eye(const Board& b, const reference::Points& a, const Rules& rules,
                                             const smt::Options& options) {
  assert(!a.empty() && is_stone(b.at(a.front())) && reference::string_at(b, a.front()) == a);
  const smt::PrivateEyeAnswer answer = smt::private_eye(b, a, rules, options);
  for (const smt::RegionAnswer& r : answer.regions)
    if (r.verdict == smt::Answer::unknown)
      throw SmtUnknown(question(b, a) + ": the region at " +
                       (r.points.empty() ? std::string("?") : to_gtp(r.points.front())) + " is unknown (" + r.reason + ")");
  if (answer.verdict == smt::Answer::unknown)
    throw SmtUnknown(question(b, a) + " is unknown (" + answer.reason + ")");
  reference::PrivateEyeVerdict out;
  out.verdict.holds = answer.verdict == smt::Answer::yes;
  out.verdict.clause = answer.clause;
  out.step = answer.step;
  for (const smt::RegionAnswer& r : answer.regions) out.regions.push_back(region_verdict(b, a, r, rules));
  return out;
}

std::unique_ptr<Engine> make_smt_engine(const smt::Options& options) {
  auto source = [options](const Board& b, const reference::Points& a, const Rules& rules) {
    return smt_private_eye(b, a, rules, options);
  };
  return std::make_unique<reference::ReferenceEngine>(source, "smt");
}

}  // namespace f3go::judge
