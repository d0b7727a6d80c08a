// T22.2.8 私眼 and T18E.S3 as constraints over one region R of A (see facts.h): the facts are the
// readings' (readings.h region_facts), stated over the board's settled components.
#include "smt/facts.h"

#include <cassert>

namespace f3go::smt::detail {
namespace {

std::size_t at(int q) { return static_cast<std::size_t>(q); }

}  // namespace

RegionEnc encode_region(Enc& e, const BoardEnc& be, const StringEnc& se, int root, const Rules& rules) {
  assert(root >= 0 && root < e.area && !se.is_region[at(root)].is_false());
  RegionEnc re{.root = root, .other_r = e.lit(false), .step = e.num(0)};
  re.in_r = piece_members(e, be, se, root);
  e.require(se.is_region[at(root)]);
  const readings::RegionFacts facts = readings::region_facts(se.cells, rules, components_of(e, be, se), se.counted, re.in_r);
  re.examined = facts.examined;
  re.other_r = facts.other_in_region;
  re.eye_points = facts.eye_points;
  re.step = facts.step();
  return re;
}

bool verdict_of(EyeStep step) { return step == EyeStep::only_empty || step == EyeStep::none_examined; }

}  // namespace f3go::smt::detail
