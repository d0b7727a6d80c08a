// The private-eye readings both encodings state, once, over constants or unknowns (see readings.h).
#include "smt/readings.h"

#include <cassert>

namespace f3go::smt::readings {
namespace {

std::size_t at(int q) { return static_cast<std::size_t>(q); }

// The precondition of the functions over Cells: one entry per point in every vector, at least one.
[[maybe_unused]] bool well_formed(const Cells& c) {
  const std::size_t n = c.empty.size();
  return n > 0 && c.own.size() == n && c.other.size() == n && c.flower.size() == n && c.in_a.size() == n &&
         c.a_point.size() == n && c.has_liberty.size() == n;
}

}  // namespace

// The constants are told apart by Z3_get_bool_value, one call of the API (expr::is_true makes
// several): on the concrete board every reading is folded point by point.
z3::expr conj(const z3::expr& a, const z3::expr& b) {
  const Z3_lbool va = a.bool_value(), vb = b.bool_value();
  if (va == Z3_L_FALSE || vb == Z3_L_TRUE) return a;
  if (vb == Z3_L_FALSE || va == Z3_L_TRUE) return b;
  return a && b;
}

z3::expr disj(const z3::expr& a, const z3::expr& b) {
  const Z3_lbool va = a.bool_value(), vb = b.bool_value();
  if (va == Z3_L_TRUE || vb == Z3_L_FALSE) return a;
  if (vb == Z3_L_TRUE || va == Z3_L_FALSE) return b;
  return a || b;
}

z3::expr neg(const z3::expr& a) {
  const Z3_lbool v = a.bool_value();
  if (v == Z3_L_UNDEF) return !a;
  return a.ctx().bool_val(v == Z3_L_FALSE);
}

z3::expr any(z3::context& ctx, const Exprs& xs) {
  z3::expr r = ctx.bool_val(false);
  for (const z3::expr& x : xs) r = disj(r, x);
  return r;
}

z3::expr all(z3::context& ctx, const Exprs& xs) {
  z3::expr r = ctx.bool_val(true);
  for (const z3::expr& x : xs) r = conj(r, x);
  return r;
}

z3::expr Cells::stone(int i) const { return disj(own[at(i)], other[at(i)]); }

Exprs counted(const Cells& cells, const Rules& rules) {
  assert(well_formed(cells));
  const bool all_count = rules.zero_liberty() == ZeroLiberty::count;
  const z3::expr t = cells.ctx().bool_val(true);
  Exprs out;
  for (int q = 0; q < cells.area(); ++q) out.push_back(conj(cells.stone(q), all_count ? t : cells.has_liberty[at(q)]));
  return out;
}

z3::expr a_ignored(const Cells& cells, const Rules& rules) {
  assert(well_formed(cells));
  if (rules.zero_liberty() != ZeroLiberty::ignore) return cells.ctx().bool_val(false);
  Exprs a_liberty;
  for (int q = 0; q < cells.area(); ++q) a_liberty.push_back(conj(cells.a_point[at(q)], cells.has_liberty[at(q)]));
  return neg(any(cells.ctx(), a_liberty));
}

Exprs wall(const Cells& cells, const Rules& rules) {
  assert(well_formed(cells));
  const bool same_colour = rules.region_wall() == RegionWall::same_colour;
  Exprs out;
  for (int q = 0; q < cells.area(); ++q) {
    const z3::expr stands = disj(cells.flower[at(q)], cells.in_a[at(q)]);
    out.push_back(same_colour ? disj(stands, cells.own[at(q)]) : stands);
  }
  return out;
}

Exprs connects(const Cells& cells, const Rules& rules) {
  assert(well_formed(cells));
  const bool by_empty = rules.region_connect() == RegionConnect::empty;
  const bool other_joins = rules.empty_wall() == EmptyWall::own_colour;
  const Exprs walled = wall(cells, rules);
  Exprs out;
  for (int q = 0; q < cells.area(); ++q) {
    const z3::expr off_wall = neg(walled[at(q)]);
    if (!by_empty) {
      out.push_back(off_wall);
      continue;
    }
    const z3::expr joins = other_joins ? disj(cells.empty[at(q)], cells.other[at(q)]) : cells.empty[at(q)];
    out.push_back(conj(off_wall, joins));
  }
  return out;
}

Exprs attached(const Cells& cells, const Rules& rules) {
  assert(well_formed(cells));
  Exprs out(at(cells.area()), cells.ctx().bool_val(false));
  if (rules.region_connect() != RegionConnect::empty) return out;
  const Exprs walled = wall(cells, rules), joins = connects(cells, rules);
  for (int q = 0; q < cells.area(); ++q)
    out[at(q)] = conj(cells.stone(q), conj(neg(joins[at(q)]), neg(walled[at(q)])));
  return out;
}

Candidates candidates(const Rules& rules, const Exprs& roots, const Exprs& bordered) {
  assert(roots.size() == bordered.size());
  const RegionPieces reading = rules.region_pieces();
  return {reading == RegionPieces::bordered ? bordered : roots, reading == RegionPieces::all ? roots : bordered};
}

Exprs outer_pieces(z3::context& ctx, const Exprs& candidate, const Exprs& size,
                   const std::function<z3::expr(int, int)>& before) {
  assert(candidate.size() == size.size());
  const int area = static_cast<int>(candidate.size());
  Exprs out(at(area), ctx.bool_val(false));
  for (int j = 0; j < area; ++j) {
    if (candidate[at(j)].is_false()) continue;
    Exprs beaten;  // no other candidate k is larger, or as large and first
    for (int k = 0; k < area; ++k) {
      if (k == j || candidate[at(k)].is_false()) continue;
      const z3::expr wins = disj(size[at(k)] < size[at(j)], conj(size[at(k)] == size[at(j)], before(j, k)));
      beaten.push_back(z3::implies(candidate[at(k)], wins));
    }
    out[at(j)] = all(ctx, beaten);
  }
  return out;
}

Exprs regions(z3::context& ctx, const Rules& rules, const Candidates& c, const Exprs& outer) {
  assert(c.counted.size() == c.candidate.size());
  const NeedsSplit split = rules.needs_split();
  assert(split != NeedsSplit::inner_only || outer.size() == c.candidate.size());
  z3::expr_vector counted(ctx);
  for (const z3::expr& x : c.counted) counted.push_back(x);
  const z3::expr divides = z3::atleast(counted, 2);  // T22.2.6 「分成两个区域」
  Exprs out;
  for (std::size_t q = 0; q < c.candidate.size(); ++q) {
    if (split == NeedsSplit::always) out.push_back(c.candidate[q]);
    else if (split == NeedsSplit::split) out.push_back(conj(c.candidate[q], divides));
    else out.push_back(conj(c.candidate[q], conj(divides, neg(outer[q]))));
  }
  return out;
}

z3::expr precondition_fails(z3::context& ctx, const Rules& rules, const z3::expr& a_touches_empty) {
  return conj(ctx.bool_val(rules.precondition() == Precondition::required), neg(a_touches_empty));
}

Exprs own_sharing(const Cells& cells, const Rules& rules, const Exprs& counted, const Exprs& in_region,
                  const Exprs& near_region) {
  assert(well_formed(cells) && counted.size() == cells.empty.size() && in_region.size() == cells.empty.size() &&
         near_region.size() == cells.empty.size());
  const bool same_colour = rules.region_wall() == RegionWall::same_colour;
  Exprs out;
  for (int q = 0; q < cells.area(); ++q) {
    const z3::expr shares = same_colour ? near_region[at(q)] : in_region[at(q)];
    out.push_back(conj(conj(cells.own[at(q)], neg(cells.in_a[at(q)])), conj(counted[at(q)], shares)));
  }
  return out;
}

Exprs other_in_region(const Cells& cells, const Exprs& counted, const Exprs& in_region) {
  assert(well_formed(cells) && counted.size() == cells.empty.size() && in_region.size() == cells.empty.size());
  Exprs out;
  for (int q = 0; q < cells.area(); ++q)
    out.push_back(conj(cells.other[at(q)], conj(in_region[at(q)], counted[at(q)])));
  return out;
}

z3::expr own_colour_fails(z3::context& ctx, const Rules& rules, const Exprs& own_sharing, const Exprs& a_empty,
                          const Exprs& touches_own) {
  assert(a_empty.size() == own_sharing.size() && touches_own.size() == own_sharing.size());
  Exprs touching, untouched;  // per empty point next to A in the region: its empty string touches one, or not
  for (std::size_t q = 0; q < a_empty.size(); ++q) {
    touching.push_back(conj(a_empty[q], touches_own[q]));
    untouched.push_back(conj(a_empty[q], neg(touches_own[q])));
  }
  switch (rules.own_colour()) {
    case OwnColour::region: return any(ctx, own_sharing);
    case OwnColour::adjacent_all: return any(ctx, touching);
    case OwnColour::adjacent_any: return neg(any(ctx, untouched));
  }
  return ctx.bool_val(false);
}

Exprs examined(const Rules& rules, const Exprs& other_in_region, const Exprs& touches_a_empty) {
  assert(rules.examined() != Examined::adjacent || touches_a_empty.size() == other_in_region.size());
  const bool adjacent = rules.examined() == Examined::adjacent;
  if (!adjacent) return other_in_region;
  Exprs out;
  for (std::size_t q = 0; q < other_in_region.size(); ++q) out.push_back(conj(other_in_region[q], touches_a_empty[q]));
  return out;
}

Exprs spoils_eye(const Cells& cells, const Rules& rules, const Exprs& examined) {
  assert(well_formed(cells) && examined.size() == cells.empty.size());
  const bool only_examined = rules.opponent_eye() == OpponentEye::only_examined;
  Exprs out;
  for (int q = 0; q < cells.area(); ++q)
    out.push_back(only_examined ? conj(cells.stone(q), neg(examined[at(q)])) : cells.own[at(q)]);
  return out;
}

Exprs simulation_area(const Cells& cells, const Rules& rules, const Exprs& in_region) {
  assert(well_formed(cells) && in_region.size() == cells.empty.size());
  if (rules.simulated_area() == SimulatedArea::board) return cells.empty;
  Exprs out;
  for (int q = 0; q < cells.area(); ++q) out.push_back(conj(cells.empty[at(q)], in_region[at(q)]));
  return out;
}

}  // namespace f3go::smt::readings
