// Laws of the ambiguity register, checked on both engines region by region (T22.2.8, T18E.S3.3):
// - A06 `eye.opponent_eye`: `empty_string` and `only_examined` never change a verdict, only its
//   reason (an existing eye can be filled down to a one-point eye the simulation finds) — where the
//   simulation may fill it: A41 `anywhere` (under `extend` a stone next to an unexamined string
//   alone extends nothing) and A42 `counts` (an eye that stands already is made by no addition).
// - A07 `eye.simulated_owner`: private under `any` ⇒ private under `connected` ⇒ private under
//   `touching` (each reading asks more of the opponent).
// - A08 `eye.simulated_legality`: a minimal simulation never needs suicide, so
//   `no_capture_no_suicide` and `no_capture` give the same verdicts.
// - A37 `eye.method`, string by string: a private eye under `region` is one under `empty_string`
//   when A05 is `required` (a region that is a private eye holds an empty string next to A; that
//   empty string meets the same tests with fewer examined strings and less room to add stones).
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "oracle/error.h"
#include "properties/coverage.h"
#include "properties/generators.h"
#include "properties/observe.h"

namespace f3go::properties {
namespace {

using Observer = Observed (*)(const Board&, const Rules&);

// Every region of every black/white string, in observation order.
std::vector<Region> region_verdicts(Observer observe, const Board& b, const Rules& rules) {
  std::vector<Region> out;
  for (const Eye& e : observe(b, rules).eyes)
    for (const Region& r : e.regions) out.push_back(r);
  return out;
}

Rules with(Rules r, Switch s, int reading) {
  r.set(s, reading);
  return r;
}

// The verdicts under two readings of s are equal (a: ⇔) or the first implies the second (⇒).
// `pinned`: settings the law is stated under (the other switches stay random).
void check_law(Observer observe, Switch s, int first, int second, bool equivalent,
               const std::vector<std::string>& pinned = {}) {
  const Case c = *case_gen(kMaxSize, {.fixed = pinned});
  const auto a = region_verdicts(observe, c.board, with(c.rules, s, first));
  const auto b = region_verdicts(observe, c.board, with(c.rules, s, second));
  RC_ASSERT(a.size() == b.size());
  bool differs = false;
  for (std::size_t i = 0; i < a.size(); ++i) {
    RC_ASSERT(a[i].points == b[i].points);
    differs |= a[i].holds != b[i].holds;
    const bool ok = equivalent ? a[i].holds == b[i].holds : (!a[i].holds || b[i].holds);
    if (!ok)
      RC_FAIL(std::string(info(s).name) + ": region " + format_points(a[i].points) + " is " +
              (a[i].holds ? "private (" : "not private (") + std::string(clause_id(a[i].clause)) + ") under " +
              std::string(info(s).readings[static_cast<std::size_t>(first)]) + " but " +
              (b[i].holds ? "private (" : "not private (") + std::string(clause_id(b[i].clause)) + ") under " +
              std::string(info(s).readings[static_cast<std::size_t>(second)]));
  }
  RC_CLASSIFY(differs, "readings differ");
  RC_TAG(size_bucket(c.board.size()));
}

// Stated for the region method (A37 `region`): under `empty_string` the simulation stays on the
// empty string judged, and an existing eye elsewhere need not be found again by it. Stated where
// the simulation may fill an existing eye down to one point and count it (A41 `anywhere`, A42
// `counts`): corpus/cases/switches/A42_stands_before_any_addition.case parts the two readings of
// A06 under A42 `needs_addition`.
void a06(Observer o) {
  check_law(o, Switch::eye_opponent_eye, static_cast<int>(OpponentEye::empty_string),
            static_cast<int>(OpponentEye::only_examined), true,
            {"region.connect=any", "eye.method=region", "eye.simulated_additions=anywhere",
             "eye.simulated_existing=counts"});
}
void a07_any_connected(Observer o) {
  check_law(o, Switch::eye_simulated_owner, static_cast<int>(SimulatedOwner::any),
            static_cast<int>(SimulatedOwner::connected), false,
            {"region.connect=any", "eye.simulated_area=region",
             "eye.simulated_legality=no_capture_no_suicide"});
}
void a07_connected_touching(Observer o) {
  check_law(o, Switch::eye_simulated_owner, static_cast<int>(SimulatedOwner::connected),
            static_cast<int>(SimulatedOwner::touching), false);
}
void a08(Observer o) {
  check_law(o, Switch::eye_simulated_legality,
            static_cast<int>(SimulatedLegality::no_capture_no_suicide),
            static_cast<int>(SimulatedLegality::no_capture), true);
}

// A37: string by string (the two readings judge different point sets).
void a37(Observer observe) {
  const Case c = *case_gen(kMaxSize, {.fixed = {"eye.precondition=required"}});
  Observed region, by_string;
  try {
    region = observe(c.board, with(c.rules, Switch::eye_method, static_cast<int>(EyeMethod::region)));
    by_string = observe(c.board, with(c.rules, Switch::eye_method, static_cast<int>(EyeMethod::empty_string)));
  } catch (const InputError&) {
    // A08 capture_allowed: a simulation too large for the literal search (never a guess).
    RC_DISCARD("a simulation too large for the literal search");
  }
  RC_ASSERT(region.eyes.size() == by_string.eyes.size());
  bool differs = false;
  for (std::size_t i = 0; i < region.eyes.size(); ++i) {
    const Eye& a = region.eyes[i];
    const Eye& b = by_string.eyes[i];
    differs |= a.holds != b.holds;
    if (a.holds && !b.holds)
      RC_FAIL("eye.method: string " + format_points(a.stones) + " has a private eye under region (" +
              std::string(clause_id(a.clause)) + ") but not under empty_string (" + std::string(clause_id(b.clause)) +
              ")\nrules: " + compact(c.rules));
  }
  RC_CLASSIFY(differs, "readings differ");
  RC_TAG(size_bucket(c.board.size()));
}

RC_GTEST_PROP(Laws, A37RegionImpliesEmptyStringReference, ()) { a37(&observe_reference); }
RC_GTEST_PROP(Laws, A37RegionImpliesEmptyStringOptimized, ()) { a37(&observe_optimized); }
RC_GTEST_PROP(Laws, A06EmptyStringEqualsOnlyExaminedReference, ()) { a06(&observe_reference); }
RC_GTEST_PROP(Laws, A06EmptyStringEqualsOnlyExaminedOptimized, ()) { a06(&observe_optimized); }
RC_GTEST_PROP(Laws, A07AnyImpliesConnectedReference, ()) { a07_any_connected(&observe_reference); }
RC_GTEST_PROP(Laws, A07AnyImpliesConnectedOptimized, ()) { a07_any_connected(&observe_optimized); }
RC_GTEST_PROP(Laws, A07ConnectedImpliesTouchingReference, ()) { a07_connected_touching(&observe_reference); }
RC_GTEST_PROP(Laws, A07ConnectedImpliesTouchingOptimized, ()) { a07_connected_touching(&observe_optimized); }
RC_GTEST_PROP(Laws, A08SuicideNeverNeededReference, ()) { a08(&observe_reference); }
RC_GTEST_PROP(Laws, A08SuicideNeverNeededOptimized, ()) { a08(&observe_optimized); }

}  // namespace
}  // namespace f3go::properties

int main(int argc, char** argv) {
#ifdef NDEBUG
  f3go::properties::default_rc_params(1000);
#else
  f3go::properties::default_rc_params(500);
#endif
  ::testing::InitGoogleTest(&argc, argv);
  return RUN_ALL_TESTS();
}
