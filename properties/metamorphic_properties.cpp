// Metamorphic properties: the 8 symmetries of the board and the black/white colour swap commute
// with every observable, on both engines: map the board, compute, map the answer back (points
// re-sorted; the swap exchanges HEI/BAI counts, attribute colours, the colour-named rows of the
// T22.4 table and the thrower of T22.5; eye clauses stay). Not compared: the string-level clause
// of a private eye (the first deciding region in point order, T22.2.8), and A01 `inner_only`,
// whose choice of the inner piece breaks ties by first point (not symmetric by design): it is
// replaced by `split` here.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "properties/coverage.h"
#include "properties/generators.h"
#include "properties/observe.h"

namespace f3go::properties {
namespace {

rc::Gen<Transform> transform_gen() {
  return rc::gen::exec([] {
    // Never the identity.
    const int k = *uniform(1, 16);
    return Transform{k % 8, k >= 8};
  });
}

Case symmetric_case() {
  Case c = *case_gen();
  if (c.rules.needs_split() == NeedsSplit::inner_only)
    c.rules.set(Switch::region_needs_split, static_cast<int>(NeedsSplit::split));
  return c;
}

using Observer = Observed (*)(const Board&, const Rules&);

void check_commutes(Observer observe) {
  const Case c = symmetric_case();
  const Transform t = *transform_gen();
  RC_TAG(t.swap ? "colour swap" : "symmetry only");
  const int n = c.board.size();
  const Observed before = observe(c.board, c.rules);
  count_coverage(c.board, before);
  RC_CLASSIFY(!before.flowers.empty(), "flowers");
  const Invariant expected = map_observed(before, n, t);
  const Board mapped = map_board(c.board, t);
  const Invariant actual = map_observed(observe(mapped, c.rules), n, {});
  if (expected != actual)
    RC_FAIL("symmetry " + std::to_string(t.symmetry) + (t.swap ? " + colour swap" : "") + " changes\n" +
            first_difference(expected, actual, n, "the board's, mapped", "the mapped board's") +
            "mapped board:\n" + diagram(mapped));
}

RC_GTEST_PROP(Metamorphic, ReferenceCommutesWithSymmetriesAndColourSwap, ()) {
  check_commutes(&observe_reference);
}

RC_GTEST_PROP(Metamorphic, OptimizedCommutesWithSymmetriesAndColourSwap, ()) {
  check_commutes(&observe_optimized);
}

}  // namespace
}  // namespace f3go::properties

int main(int argc, char** argv) {
#ifdef NDEBUG
  f3go::properties::default_rc_params(1500);  // the reference runs twice per case
#else
  f3go::properties::default_rc_params(500);
#endif
  ::testing::InitGoogleTest(&argc, argv);
  const int result = RUN_ALL_TESTS();
  f3go::properties::print_coverage();
  return result;
}
