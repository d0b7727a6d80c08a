// libFuzzer target: the Z3 engine's private eyes (smt::private_eye) against the reference's
// (reference::private_eye), three ways with the optimized engine covered by
// differential_position_fuzzer.
//
// Input layout: the setup of harness.h `read_setup` (size 2..kMaxDifferentialSize, profile, the
// switch-reading bytes — so every reading of A01–A10 and N03 is reachable — and the n*n cells);
// then one byte s: the strings examined are every black and white string of the board in the
// reference's order, starting at index s mod (their number), at most kStrings of them.
//
// Checks, for each string examined:
//   1. the regions, the verdict and deciding clause of every region Z3 decided, and the string's
//      verdict and clause, equal the reference's (judge/engines/smt_check.h private_eye_difference);
//   2. every witness of "not a private eye" replays through the reference's board code
//      (judge/engines/smt_check.h replay_witness).
// Not findings: an input the reference refuses with InputError (its search budget), and a question
// Z3 leaves unknown (its timeout, kTimeoutMs, or outside the encoded fragment of A08
// capture_allowed). On a difference: the board, the rules, the string and the difference on
// stderr, then a trap.
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "fuzz/harness.h"
#include "judge/engines/smt_check.h"
#include "oracle/error.h"
#include "reference/private_eye.h"
#include "reference/strings.h"
#include "smt/private_eye.h"

namespace {

using namespace f3go;

constexpr int kStrings = 3;
constexpr unsigned kTimeoutMs = 5000;

void check_string(const Board& b, const reference::Points& a, const Rules& rules) {
  std::optional<reference::PrivateEyeVerdict> ref;
  try {
    ref = reference::private_eye(b, a, rules);
  } catch (const InputError&) {
    return;  // the reference refuses the question: not a finding
  }
  smt::Options options;
  options.timeout_ms = kTimeoutMs;
  const smt::PrivateEyeAnswer z3 = smt::private_eye(b, a, rules, options);
  const std::string where = "board:\n" + diagram(b) + "rules: " + compact(rules) + "\nstring at " + to_gtp(a.front()) + "\n";
  if (const std::string d = judge::private_eye_difference(*ref, z3); !d.empty())
    fuzz::fail_report("smt::private_eye differs from reference::private_eye", where + d);
  for (const smt::RegionAnswer& r : z3.regions)
    if (r.witness)
      if (const std::string e = judge::replay_witness(b, a, r, rules); !e.empty())
        fuzz::fail_report("a Z3 witness fails its replay through the reference",
                          where + "region at " + to_gtp(r.points.front()) + ": " + e + "\n");
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size > fuzz::kMaxInput) return 0;
  fuzz::guard<fuzz::NothingAllowed>("differential_smt", fuzz::as_text(data, size), [&] {
    fuzz::ByteReader in(data, size);
    const fuzz::Setup setup = fuzz::read_setup(in);
    const std::vector<reference::Points> strings = reference::stone_strings(setup.board);
    if (strings.empty()) return;
    const std::size_t first = static_cast<std::size_t>(in.byte()) % strings.size();
    for (std::size_t k = 0; k < strings.size() && k < kStrings; ++k)
      check_string(setup.board, strings[(first + k) % strings.size()], setup.rules);
  });
  return 0;
}
