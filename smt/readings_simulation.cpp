// The readings of the simulated eye-making (T18E.S3.3.2 模拟推演, T22.2.8(3)) every encoding states,
// once, over constants or unknowns (see readings.h), through one function, makes_eye: where the
// additions go (A09), whose eye it is (A07), what the additions may not do (A08), how they stand
// to the examined strings (A41) and whether there must be one (A42). A new reading of the simulation
// is a term of makes_eye, over the terms of `Simulated`.
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

bool owner_by_strings(const Rules& rules) { return rules.simulated_owner() == SimulatedOwner::connected; }

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

namespace {

// The one-liberty eye — T18E.S3.3.2 「1气眼」 (true and false eyes alike): per point, every neighbour
// holds a stone of the other colour at the end (`o_final`, per point) or a flower, and one at least
// such a stone. Precondition: `o_final` has one entry per point.
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

// A07 eye.simulated_owner: per point q, an eye at q is the examined strings' — `connected`: a
// neighbour of q holds a stone of the other colour whose string after the additions holds an
// examined stone (Simulated::owner_strings, asked only under `connected`); `touching`: a neighbour
// of q is an examined stone; `any`: q lies in the region. Precondition: the vectors of `s` have one
// entry per point of `cells`.
Exprs owned(const Cells& cells, const Rules& rules, const Simulated& s) {
  assert(s.examined.size() == cells.empty.size() && s.in_region.size() == cells.empty.size());
  switch (rules.simulated_owner()) {
    case SimulatedOwner::connected: return next_to(cells, s.owner_strings());  // 「为其做出」: its string holds one
    case SimulatedOwner::touching: return next_to(cells, s.examined);
    case SimulatedOwner::any: return s.in_region;
  }
  return Exprs(at(cells.area()), cells.ctx().bool_val(false));
}

// A41 eye.simulated_additions — T22.2.8(3) 「在这些白棋串的基础上」: under `extend`, every added stone is
// joined to an examined stone through added stones (Simulated::joined, asked only under `extend`);
// true under `anywhere`. A set so joined can be added outward from the examined strings, each stone
// next to one before it, so it stands for an order as under `anywhere` (simulation.cpp).
// Precondition: `s.added` and `s.examined` have one entry per point, at least one.
z3::expr extends(const Rules& rules, const Simulated& s) {
  assert(!s.added.empty() && s.added.size() == s.examined.size());
  z3::context& ctx = s.added.front().ctx();
  if (rules.simulated_additions() != SimulatedAdditions::extend) return ctx.bool_val(true);
  Exprs member;  // the added stones and the examined ones
  for (std::size_t q = 0; q < s.added.size(); ++q) member.push_back(disj(s.added[q], s.examined[q]));
  const Exprs reached = s.joined(member);
  Exprs each;
  for (std::size_t q = 0; q < s.added.size(); ++q)
    if (!s.added[q].is_false()) each.push_back(disj(neg(s.added[q]), reached[q]));  // added ⇒ reached
  return all(ctx, each);
}

// A42 eye.simulated_existing — T22.2.8(3) 「再单方连续下白子」: under `needs_addition` one stone at
// least is added; true under `counts` (an eye that stands before any addition is made by none).
// Precondition: `s.added` has one entry per point, at least one.
z3::expr adds_one(const Rules& rules, const Simulated& s) {
  assert(!s.added.empty());
  z3::context& ctx = s.added.front().ctx();
  if (rules.simulated_existing() != SimulatedExisting::needs_addition) return ctx.bool_val(true);
  return any(ctx, s.added);
}

// A08 — 「连续下白子的过程中不能提子」: no string of A's colour that has a liberty loses its last one
// (Simulated::liberties_kept, asked only where keeps_liberties).
z3::expr keeps(const Rules& rules, const Simulated& s) {
  return keeps_liberties(rules) ? s.liberties_kept() : s.added.front().ctx().bool_val(true);
}

}  // namespace

z3::expr makes_eye(const Cells& cells, const Rules& rules, const Simulated& s) {
  assert(!cells.empty.empty() && cells.nb.size() == cells.empty.size() &&
         s.added.size() == cells.empty.size() && s.eye.size() == cells.empty.size() &&
         s.empty_after.size() == cells.empty.size() && s.freed.size() == cells.empty.size() &&
         s.in_region.size() == cells.empty.size() && s.examined.size() == cells.empty.size());
  const Exprs area = simulation_area(cells, rules, s.in_region);  // A09
  // Where the additions and the eye may lie: the area, or a point a capture freed (N09).
  Exprs fill;
  for (int q = 0; q < cells.area(); ++q) fill.push_back(disj(area[at(q)], s.freed[at(q)]));
  Exprs o_final;  // the stones of the other colour after the additions
  for (int q = 0; q < cells.area(); ++q) o_final.push_back(disj(cells.other[at(q)], s.added[at(q)]));
  Exprs terms;
  for (int q = 0; q < cells.area(); ++q)
    if (!s.added[at(q)].is_false()) terms.push_back(disj(neg(s.added[at(q)]), fill[at(q)]));  // A09
  terms.push_back(extends(rules, s));                                                         // A41
  terms.push_back(adds_one(rules, s));                                                        // A42
  terms.push_back(keeps(rules, s));                                                           // A08
  const Exprs shape = one_liberty_eye(cells, o_final);
  const Exprs owner = owned(cells, rules, s);  // A07
  for (int q = 0; q < cells.area(); ++q) {
    if (s.eye[at(q)].is_false()) continue;
    const z3::expr eye_here = conj(conj(fill[at(q)], s.empty_after[at(q)]), conj(shape[at(q)], owner[at(q)]));
    terms.push_back(disj(neg(s.eye[at(q)]), eye_here));
  }
  terms.push_back(any(cells.ctx(), s.eye));  // an eye is made
  return all(cells.ctx(), terms);
}

// The symbolic board states a set of additions, and under A08 `capture_allowed` a set does not stand
// for an order: captured strings leave, and the points they free may be filled (N09).
std::optional<std::string> unstated_simulation_readings(const Rules& rules) {
  if (captures_allowed(rules))
    return "A08 eye.simulated_legality=capture_allowed (captures make the additions an order, not a set)";
  return std::nullopt;
}

}  // namespace f3go::smt::readings
