// The Z3 engine's private eyes (smt/private_eye.h) as properties, on random boards up to 7×7 under
// random readings of every switch (testkit::draw_rules: A01–A10 and N03 among them):
//   * they equal the reference's — the regions, each region's verdict and deciding clause, the
//     string's — and every witness of "not a private eye" replays through the reference's board
//     code (judge/engines/smt_check.h);
//   * on the Z3 side alone, they commute with the 8 symmetries of the board and the colour swap:
//     the regions of the mapped board are the mapped regions, with the same verdicts and clauses
//     (A01 `inner_only`, which breaks ties by first point, is replaced by `split` as in
//     metamorphic_properties.cpp).
// A question Z3 leaves unknown (a timeout of kTimeoutMs, or outside the encoded fragment of A08
// capture_allowed) is counted, not compared; a question the reference refuses (its search budget)
// is discarded. The last test asserts that the cases reached every deciding clause of T18E both
// ways where it has two, and every reading of A01–A10 and N03.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <set>
#include <tuple>

#include "judge/engines/smt_check.h"
#include "oracle/error.h"
#include "properties/coverage.h"
#include "properties/generators.h"
#include "properties/observe.h"
#include "reference/private_eye.h"
#include "smt/private_eye.h"

namespace f3go::properties {
namespace {

constexpr int kMaxSmtSize = 7;
constexpr unsigned kTimeoutMs = 10000;
constexpr int kCases = 500;

smt::PrivateEyeAnswer z3(const Board& b, const Points& a, const Rules& rules) {
  smt::Options options;
  options.timeout_ms = kTimeoutMs;
  return smt::private_eye(b, a, rules, options);
}

bool known(const smt::PrivateEyeAnswer& z) {
  if (z.verdict == smt::Answer::unknown) return false;
  for (const smt::RegionAnswer& r : z.regions)
    if (r.verdict == smt::Answer::unknown) return false;
  return true;
}

// One string of the case, drawn; none when the board has no black or white string.
std::optional<Points> some_string(const Board& b) {
  const std::vector<Points> all = reference::stone_strings(b);
  if (all.empty()) return std::nullopt;
  return all[static_cast<std::size_t>(*rc::gen::inRange<int>(0, static_cast<int>(all.size())))];
}

RC_GTEST_PROP(Smt, PrivateEyesEqualTheReferencesWithWitnessesReplayed, ()) {
  const Case c = *case_gen(kMaxSmtSize);
  const auto a = some_string(c.board);
  RC_PRE(a.has_value());
  std::optional<reference::PrivateEyeVerdict> ref;
  try {
    ref = reference::private_eye(c.board, *a, c.rules);
  } catch (const InputError&) {
    RC_DISCARD("the reference refuses the question (its search budget)");
  }
  const smt::PrivateEyeAnswer z = z3(c.board, *a, c.rules);
  if (!known(z)) {
    ++coverage()["smt unknown"];
    RC_TAG("unknown");
    return;
  }
  const std::string where = "\nboard:\n" + diagram(c.board) + "rules: " + compact(c.rules) + "\nstring at " +
                            to_gtp(a->front()) + "\n";
  if (const std::string d = judge::private_eye_difference(*ref, z); !d.empty()) RC_FAIL(where + d);
  for (const smt::RegionAnswer& r : z.regions)
    if (r.witness)
      if (const std::string e = judge::replay_witness(c.board, *a, r, c.rules); !e.empty())
        RC_FAIL(where + "the witness of the region at " + to_gtp(r.points.front()) + " fails its replay: " + e);
  auto& cov = coverage();
  ++cov["smt cases"];
  if (z.regions.empty()) ++cov["smt clause " + judge::coverage_key(z.clause, z.verdict == smt::Answer::yes)];
  for (const smt::RegionAnswer& r : z.regions) ++cov["smt clause " + judge::coverage_key(r.clause, r.verdict == smt::Answer::yes)];
  for (Switch s : private_eye_switches())
    ++cov["smt reading " + std::string(info(s).name) + "=" + std::string(info(s).readings[static_cast<std::size_t>(c.rules.get(s))])];
}

// The regions of an answer as a set of (points, verdict, clause), the points mapped by `t`.
std::set<std::tuple<Points, int, Clause>> mapped_regions(const smt::PrivateEyeAnswer& z, int n, Transform t) {
  std::set<std::tuple<Points, int, Clause>> out;
  for (const smt::RegionAnswer& r : z.regions)
    out.insert({map_points(r.points, n, t), static_cast<int>(r.verdict), r.clause});
  return out;
}

RC_GTEST_PROP(Smt, PrivateEyesCommuteWithSymmetriesAndColourSwap, ()) {
  Case c = *case_gen(kMaxSmtSize);
  if (c.rules.needs_split() == NeedsSplit::inner_only)
    c.rules.set(Switch::region_needs_split, static_cast<int>(NeedsSplit::split));
  const auto a = some_string(c.board);
  RC_PRE(a.has_value());
  const int k = *rc::gen::inRange(1, 16);  // never the identity
  const Transform t{k % 8, k >= 8};
  RC_TAG(t.swap ? "colour swap" : "symmetry only");
  const int n = c.board.size();
  const smt::PrivateEyeAnswer before = z3(c.board, *a, c.rules);
  const Board mapped = map_board(c.board, t);
  const smt::PrivateEyeAnswer after = z3(mapped, map_points(*a, n, t), c.rules);
  if (!known(before) || !known(after)) {
    ++coverage()["smt unknown (symmetry)"];
    return;
  }
  ++coverage()["smt symmetry cases"];
  RC_ASSERT(before.verdict == after.verdict);
  if (mapped_regions(before, n, t) != mapped_regions(after, n, {}))
    RC_FAIL("symmetry " + std::to_string(t.symmetry) + (t.swap ? " + colour swap" : "") +
            " changes Z3's regions or verdicts\nboard:\n" + diagram(c.board) + "rules: " + compact(c.rules) +
            "\nstring at " + to_gtp(a->front()) + "\nmapped board:\n" + diagram(mapped));
}

// Runs after the properties above (gtest keeps the order of definition in one file).
TEST(Smt, TheCasesReachedEveryClauseAndReading) {
  const auto& cov = coverage();
  auto count = [&](const std::string& key) {
    const auto it = cov.find(key);
    return it == cov.end() ? 0L : it->second;
  };
  EXPECT_GE(count("smt cases"), kCases * 8 / 10) << "most cases must be compared, not unknown or discarded";
  for (const auto& [clause, holds] : std::initializer_list<std::pair<Clause, bool>>{
           {Clause::T18E_P1, false}, {Clause::T18E_P2, false}, {Clause::T18E_S3_1, true}, {Clause::T18E_S3_2, false}, {Clause::T18E_S3_3_1, false}, {Clause::T18E_S3_3_2, true}, {Clause::T18E_S3_3_2, false}})
    EXPECT_GT(count("smt clause " + judge::coverage_key(clause, holds)), 0) << judge::coverage_key(clause, holds) << " not reached";
  for (Switch s : private_eye_switches())
    for (std::string_view reading : info(s).readings)
      EXPECT_GT(count("smt reading " + std::string(info(s).name) + "=" + std::string(reading)), 0)
          << info(s).name << "=" << reading << " not reached";
}

}  // namespace
}  // namespace f3go::properties

int main(int argc, char** argv) {
  f3go::properties::default_rc_params(f3go::properties::kCases);
  ::testing::InitGoogleTest(&argc, argv);
  const int result = RUN_ALL_TESTS();
  f3go::properties::print_coverage();
  return result;
}
