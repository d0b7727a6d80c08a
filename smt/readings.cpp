// The private-eye readings both encodings state, once, over constants or unknowns (see readings.h):
// the pieces, the regions and the steps of T18E.S3 / T22.2.8 before the simulation
// (readings_simulation.cpp holds the simulation's).
#include "smt/readings.h"

#include <cassert>

namespace f3go::smt::readings {
namespace {

std::size_t at(int q) { return static_cast<std::size_t>(q); }

// The precondition of the functions over Cells: one entry per point in every vector, at least one.
[[maybe_unused]] bool well_formed(const Cells& c) {
  const std::size_t n = c.empty.size();
  return n > 0 && c.own.size() == n && c.other.size() == n && c.flower.size() == n && c.in_a.size() == n &&
         c.a_point.size() == n && c.has_liberty.size() == n && c.nb.size() == n;
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

Exprs next_to(const Cells& cells, const Exprs& s) {
  assert(well_formed(cells) && s.size() == cells.empty.size());
  Exprs out;
  for (int q = 0; q < cells.area(); ++q) {
    z3::expr r = cells.ctx().bool_val(false);
    for (int n : cells.nb[at(q)]) r = disj(r, s[at(n)]);
    out.push_back(r);
  }
  return out;
}

bool judges_empty_strings(const Rules& rules) { return rules.eye_method() == EyeMethod::empty_string; }

Joining joining(const Rules& rules) {
  if (judges_empty_strings(rules)) return Joining::empty;
  if (rules.region_connect() == RegionConnect::any)
    return rules.region_wall() == RegionWall::same_colour ? Joining::empty_or_other : Joining::off_a_and_flowers;
  return rules.empty_wall() == EmptyWall::own_colour ? Joining::empty_or_other : Joining::empty;
}

bool pieces_share_strings(const Rules& rules) {
  return !judges_empty_strings(rules) && rules.region_connect() == RegionConnect::empty;
}

bool needs_outer_piece(const Rules& rules) {
  return !judges_empty_strings(rules) && rules.needs_split() == NeedsSplit::inner_only;
}

bool symmetric(const Rules& rules) { return rules.needs_split() != NeedsSplit::inner_only; }

bool eye_areas(const Rules& rules) { return rules.opponent_eye() == OpponentEye::with_stones; }

bool examined_eyes_judged(const Rules& rules) { return rules.opponent_eye() == OpponentEye::own_private_eye; }

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

z3::expr lex_before(z3::context& ctx, const Exprs& first, const Exprs& second) {
  assert(first.size() == second.size());
  Exprs terms;
  z3::expr equal_so_far = ctx.bool_val(true);
  for (std::size_t q = 0; q < first.size(); ++q) {
    terms.push_back(conj(equal_so_far, conj(first[q], neg(second[q]))));
    equal_so_far = conj(equal_so_far, first[q] == second[q]);
  }
  return any(ctx, terms);
}

Exprs outer_pieces(z3::context& ctx, const Rules& rules, const Exprs& candidate, const Exprs& size,
                   const std::vector<Exprs>& members) {
  assert(candidate.size() == size.size() && (!pieces_share_strings(rules) || members.size() == candidate.size()));
  const bool by_points = pieces_share_strings(rules);
  const int area = static_cast<int>(candidate.size());
  const auto before = [&](int j, int k) {
    return by_points ? lex_before(ctx, members[at(j)], members[at(k)]) : ctx.bool_val(j < k);
  };
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

Exprs opponent_eye(const Cells& cells, const Rules& rules, const Components& comps, const Exprs& examined) {
  assert(well_formed(cells) && examined.size() == cells.empty.size() && (!eye_areas(rules) || comps.areas));
  const Exprs near_examined = next_to(cells, examined);
  Exprs out;
  if (eye_areas(rules)) {                                                                 // a component of empty points and stones of A's colour: with an empty point,
    const Exprs with_empty = comps.areas(cells.empty), with_a = comps.areas(cells.in_a);  // without A,
    const Exprs touched = comps.areas(near_examined);                                     // next to them
    for (int q = 0; q < cells.area(); ++q) out.push_back(conj(with_empty[at(q)], conj(neg(with_a[at(q)]), touched[at(q)])));
    return out;
  }
  // An empty string next to an examined string whose every stone neighbour is of the other colour
  // (`only_examined`: of an examined string).
  const Exprs touched = comps.empties(near_examined);
  const Exprs spoiled = comps.empties(next_to(cells, spoils_eye(cells, rules, examined)));
  for (int q = 0; q < cells.area(); ++q)
    out.push_back(conj(cells.empty[at(q)], conj(touched[at(q)], neg(spoiled[at(q)]))));
  return out;
}

z3::expr RegionFacts::step() const {
  z3::context& ctx = precondition.ctx();
  const auto num = [&](EyeStep s) { return ctx.int_val(static_cast<int>(s)); };
  return z3::ite(precondition, num(EyeStep::precondition),
                 z3::ite(only_empty, num(EyeStep::only_empty),
                         z3::ite(own_colour, num(EyeStep::own_colour),
                                 z3::ite(none_examined, num(EyeStep::none_examined),
                                         z3::ite(opponent_eye, num(EyeStep::opponent_eye), num(EyeStep::simulation))))));
}

z3::expr RegionFacts::decided_yes() const {
  return conj(neg(precondition), disj(only_empty, conj(neg(own_colour), none_examined)));
}

z3::expr RegionFacts::to_simulation() const {
  const z3::expr before = disj(disj(precondition, only_empty), disj(own_colour, none_examined));
  return conj(neg(before), neg(opponent_eye));
}

namespace {

// A37 `empty_string` — T22.2.8(2) 「紧邻它的这一个或多个空点串不能与其它黑棋串紧邻」, then T22.2.8(3) on the
// counted strings of the other colour next to the empty string E (`in_e`): A03, A04, A05 play no part.
RegionFacts empty_string_facts(const Cells& cells, const Rules& rules, const Components& comps, const Exprs& counted,
                               const Exprs& in_e) {
  z3::context& ctx = cells.ctx();
  const Exprs near_e = next_to(cells, in_e), string_near_e = comps.strings(near_e);
  Exprs own, examined;
  for (int q = 0; q < cells.area(); ++q) {
    own.push_back(conj(conj(cells.own[at(q)], neg(cells.in_a[at(q)])), conj(counted[at(q)], near_e[at(q)])));
    examined.push_back(conj(cells.other[at(q)], conj(counted[at(q)], string_near_e[at(q)])));
  }
  const z3::expr other = any(ctx, examined), f = ctx.bool_val(false);
  const Exprs eye_points = opponent_eye(cells, rules, comps, examined);  // 「这些白棋串不能具有1气及1气以上的眼」 (A06)
  return RegionFacts{f, f, any(ctx, own), neg(other), any(ctx, eye_points), other, examined, eye_points};
}

}  // namespace

RegionFacts region_facts(const Cells& cells, const Rules& rules, const Components& comps, const Exprs& counted,
                         const Exprs& in_region) {
  assert(well_formed(cells) && counted.size() == cells.empty.size() && in_region.size() == cells.empty.size());
  if (judges_empty_strings(rules)) return empty_string_facts(cells, rules, comps, counted, in_region);
  z3::context& ctx = cells.ctx();
  // T18E.S3's empty strings next to A, per point of the region.
  const Exprs empty_near_a = comps.empties(next_to(cells, cells.in_a));
  Exprs a_empty;
  for (int q = 0; q < cells.area(); ++q)
    a_empty.push_back(conj(cells.empty[at(q)], conj(in_region[at(q)], empty_near_a[at(q)])));
  // The other strings of A's colour that share the region (A38) and those of the other colour in it,
  // both counted (A10).
  const Exprs own = own_sharing(cells, rules, counted, in_region, next_to(cells, in_region));
  const Exprs other = other_in_region(cells, counted, in_region);
  // A03: per point, its empty string touches one of `own` (read under `adjacent_all` and `adjacent_any`).
  const Exprs touches_own = rules.own_colour() == OwnColour::region ? Exprs(at(cells.area()), ctx.bool_val(false))
                                                                    : comps.empties(next_to(cells, own));
  // A04: per point, its string touches one of `a_empty` (read under `adjacent`).
  const Exprs near_a_empty = rules.examined() == Examined::adjacent ? comps.strings(next_to(cells, a_empty)) : Exprs{};
  RegionFacts out{precondition_fails(ctx, rules, any(ctx, a_empty)),        // T18E.P2 (A05)
                  neg(disj(any(ctx, own), any(ctx, other))),                // T18E.S3.1
                  own_colour_fails(ctx, rules, own, a_empty, touches_own),  // T18E.S3.2 (A03)
                  ctx.bool_val(false),
                  ctx.bool_val(false),
                  any(ctx, other),
                  examined(rules, other, near_a_empty),
                  {}};
  out.none_examined = neg(any(ctx, out.examined));                   // T18E.S3.3 (A04)
  out.eye_points = opponent_eye(cells, rules, comps, out.examined);  // T18E.S3.3.1 (A06)
  out.opponent_eye = any(ctx, out.eye_points);
  return out;
}

Exprs empty_strings_next_to_a(const Cells& cells, const Components& comps, const Exprs& empty_roots) {
  assert(well_formed(cells) && empty_roots.size() == cells.empty.size());
  const Exprs touches_a = comps.empties(next_to(cells, cells.in_a));
  Exprs out;
  for (int q = 0; q < cells.area(); ++q) out.push_back(conj(empty_roots[at(q)], touches_a[at(q)]));
  return out;
}

Clause clause_of(EyeStep step, bool other_in_region, const Rules& rules) {
  // A37 `empty_string`: the 2022 clauses alone (T18E speaks of regions).
  if (judges_empty_strings(rules)) switch (step) {
      case EyeStep::zero_liberties: return Clause::T22_2_8_1;
      case EyeStep::precondition:
      case EyeStep::own_colour: return Clause::T22_2_8_2;
      case EyeStep::none_examined:
      case EyeStep::opponent_eye:
      case EyeStep::simulation: return Clause::T22_2_8_3;
      case EyeStep::no_region:
      case EyeStep::only_empty: return Clause::T22_2_8;  // never reached under this reading
    }
  switch (step) {
    case EyeStep::precondition: return Clause::T18E_P2;
    case EyeStep::only_empty: return Clause::T18E_S3_1;
    case EyeStep::own_colour: return rules.own_colour() == OwnColour::region ? Clause::T18E_S3_2 : Clause::T22_2_8_2;
    case EyeStep::none_examined: return other_in_region ? Clause::T22_2_8_3 : Clause::T18E_S3_1;
    case EyeStep::opponent_eye: return Clause::T18E_S3_3_1;
    case EyeStep::simulation: return Clause::T18E_S3_3_2;
    case EyeStep::zero_liberties: return Clause::T22_2_8_1;  // string steps, never a region's
    case EyeStep::no_region: return Clause::T18E_P1;
  }
  return Clause::T18E_S3;
}

// The symbolic board states every reading of the regions and of their steps but one: A06
// `own_private_eye` judges the examined strings' own private eyes in turn, each a private-eye
// question of its own over the same unknowns, nested as deep as the regions shrink.
std::optional<std::string> unstated_region_readings(const Rules& rules) {
  if (examined_eyes_judged(rules))
    return "A06 eye.opponent_eye=own_private_eye (the examined strings' own private eyes are private-eye questions "
           "of their own, nested; the symbolic board states one string's)";
  return std::nullopt;
}

std::optional<std::string> unstated_symbolically(const Rules& rules) {
  if (auto why = unstated_region_readings(rules)) return why;
  return unstated_simulation_readings(rules);
}

}  // namespace f3go::smt::readings
