// The readings of the simulated eye-making (T18E.S3.3.2 模拟推演, T22.2.8(3)) both encodings state,
// once, over constants or unknowns (see readings.h): where the additions go (A09), whose eye it is
// (A07), what the additions may not do (A08) and how they stand to the examined strings (A41).
#include <cassert>

#include "smt/readings.h"

namespace f3go::smt::readings {
namespace {

std::size_t at(int q) { return static_cast<std::size_t>(q); }

}  // namespace

Exprs simulation_area(const Cells& cells, const Rules& rules, const Exprs& in_region) {
  assert(!cells.empty.empty() && in_region.size() == cells.empty.size());
  if (rules.simulated_area() == SimulatedArea::board) return cells.empty;
  Exprs out;
  for (int q = 0; q < cells.area(); ++q) out.push_back(conj(cells.empty[at(q)], in_region[at(q)]));
  return out;
}

Exprs one_liberty_eye(const Cells& cells, const Exprs& o_final) {
  assert(!cells.empty.empty() && o_final.size() == cells.empty.size() && cells.nb.size() == cells.empty.size());
  Exprs out;
  for (int q = 0; q < cells.area(); ++q) {
    z3::expr walled = cells.ctx().bool_val(true), stone_next = cells.ctx().bool_val(false);
    for (int n : cells.nb[at(q)]) {
      walled = conj(walled, disj(o_final[at(n)], cells.flower[at(n)]));
      stone_next = disj(stone_next, o_final[at(n)]);
    }
    out.push_back(conj(walled, stone_next));
  }
  return out;
}

bool owner_by_strings(const Rules& rules) { return rules.simulated_owner() == SimulatedOwner::connected; }

Exprs owned(const Cells& cells, const Rules& rules, const Exprs& examined, const Exprs& in_region,
            const Exprs& joined) {
  assert(examined.size() == cells.empty.size() && in_region.size() == cells.empty.size() &&
         (!owner_by_strings(rules) || joined.size() == cells.empty.size()));
  switch (rules.simulated_owner()) {
    case SimulatedOwner::connected: return next_to(cells, joined);  // 「为其做出」: its string holds one
    case SimulatedOwner::touching: return next_to(cells, examined);
    case SimulatedOwner::any: return in_region;
  }
  return Exprs(at(cells.area()), cells.ctx().bool_val(false));
}

Rules least_additions_owner(const Rules& rules) {
  if (!owner_by_strings(rules)) return rules;
  Rules out = rules;
  out.set(Switch::eye_simulated_owner, static_cast<int>(SimulatedOwner::touching));
  return out;
}

bool keeps_liberties(const Rules& rules) { return rules.simulated_legality() != SimulatedLegality::no_lift; }

bool captures_allowed(const Rules& rules) {
  return rules.simulated_legality() == SimulatedLegality::capture_allowed;
}

bool additions_extend(const Rules& rules) { return rules.simulated_additions() == SimulatedAdditions::extend; }

z3::expr extends(const Rules& rules, const Exprs& added, const Exprs& examined,
                 const std::function<Exprs(const Exprs& member)>& joined) {
  assert(!added.empty() && added.size() == examined.size());
  z3::context& ctx = added.front().ctx();
  if (!additions_extend(rules)) return ctx.bool_val(true);
  Exprs member;  // the added stones and the examined ones
  for (std::size_t q = 0; q < added.size(); ++q) member.push_back(disj(added[q], examined[q]));
  const Exprs reached = joined(member);
  Exprs each;
  for (std::size_t q = 0; q < added.size(); ++q)
    if (!added[q].is_false()) each.push_back(disj(neg(added[q]), reached[q]));  // added ⇒ reached
  return all(ctx, each);
}

// The symbolic board states a set of additions, and under A08 `capture_allowed` a set does not stand
// for an order: captured strings leave, and the points they free may be filled (N09).
std::optional<std::string> unstated_simulation_readings(const Rules& rules) {
  if (captures_allowed(rules))
    return "A08 eye.simulated_legality=capture_allowed (captures make the additions an order, not a set)";
  return std::nullopt;
}

}  // namespace f3go::smt::readings
