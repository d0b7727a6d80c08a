// T22.2.8 私眼 and T18E.S3 as constraints over one region R of A (see facts.h).
#include "smt/facts.h"

#include <cassert>

namespace f3go::smt::detail {
namespace {

std::size_t at(int q) { return static_cast<std::size_t>(q); }

// OR over the points q with `pick(q)` of value[q].
z3::expr any_point(Enc& e, const std::function<bool(int)>& pick, const std::function<z3::expr(int)>& value) {
  Exprs terms;
  for (int q = 0; q < e.area; ++q)
    if (pick(q)) terms.push_back(value(q));
  return any_of(e, terms);
}

// Per point: OR over its neighbours n with `pick(n)` of value(n).
Exprs neighbour_any(Enc& e, const std::function<bool(int)>& pick, const std::function<z3::expr(int)>& value) {
  Exprs out = e.constant(false);
  for (int q = 0; q < e.area; ++q) {
    Exprs terms;
    for (int n : e.nb(q))
      if (pick(n)) terms.push_back(value(n));
    out[at(q)] = any_of(e, terms);
  }
  return out;
}

// T18E.S3.1 (readings.h other_in_region): per point, a counted stone of the other colour in R.
Exprs other_in(const StringEnc& se, const RegionEnc& re) {
  return readings::other_in_region(se.cells, se.counted, re.in_r);
}

// A03 eye.own_colour (readings.h own_colour_fails): per empty point of R next to A, and whether its
// empty string touches a counted string of A's colour but A.
z3::expr own_colour_fails(Enc& e, const StringEnc& se, const RegionEnc& re, const Exprs& own_in_r,
                          const Rules& rules) {
  Exprs a_empty = e.constant(false);
  for (int q = 0; q < e.area; ++q)
    if (e.is_empty(q)) a_empty[at(q)] = re.in_r[at(q)] && se.e_adj_a[at(q)];
  return readings::own_colour_fails(e.ctx, rules, own_in_r, a_empty, se.e_touch_c);
}

// A04 eye.examined (readings.h examined): under `adjacent`, per stone, its string touches an empty
// string of R that touches A.
Exprs examined_stones(Enc& e, const BoardEnc& be, const StringEnc& se, const RegionEnc& re, const Rules& rules) {
  if (rules.examined() != Examined::adjacent) return readings::examined(rules, other_in(se, re), {});
  const Exprs touch = neighbour_any(e, [&](int n) { return e.is_empty(n); },
                                    [&](int n) { return re.in_r[at(n)] && se.e_adj_a[at(n)]; });
  return readings::examined(rules, other_in(se, re), component_any(e, be.strings, touch));
}

// A06 `empty_string` / `only_examined`: an empty string (anywhere on the board) next to an
// examined string whose every stone neighbour is of the other colour (`only_examined`: examined).
z3::expr empty_string_eye(Enc& e, const BoardEnc& be, const StringEnc& se, RegionEnc& re, const Rules& rules) {
  const Exprs touch = neighbour_any(e, [&](int n) { return e.is_stone_at(n); },
                                    [&](int n) { return re.examined[at(n)]; });
  const Exprs spoils = readings::spoils_eye(se.cells, rules, re.examined);
  const Exprs spoil = neighbour_any(e, [&](int n) { return e.is_stone_at(n); }, [&](int n) { return spoils[at(n)]; });
  const Exprs touched = component_any(e, be.empties, touch);
  const Exprs spoiled = component_any(e, be.empties, spoil);
  re.eye_points = e.constant(false);
  for (int q = 0; q < e.area; ++q)
    if (e.is_empty(q)) re.eye_points[at(q)] = touched[at(q)] && !spoiled[at(q)];
  return any_of(e, re.eye_points);
}

// A06 `with_stones` — T22.2.7 眼 literally: a component of points that are empty or hold stones of
// A's colour, with an empty point, without A, next to an examined string.
z3::expr area_eye(Enc& e, const StringEnc& se, RegionEnc& re) {
  const Exprs touch = neighbour_any(e, [&](int n) { return e.cell(n) == se.o; },
                                    [&](int n) { return re.examined[at(n)]; });
  const Exprs touched = component_any(e, se.areas, touch);
  re.eye_points = e.constant(false);
  for (int q = 0; q < e.area; ++q)
    if (se.areas.member[at(q)])
      re.eye_points[at(q)] = se.area_with_empty[at(q)] && !se.area_with_a[at(q)] && touched[at(q)];
  return any_of(e, re.eye_points);
}

// A06 eye.opponent_eye: whether the examined strings (re.examined) already have an eye, as the
// reading defines one (sets re.eye_points or what area_eye states).
z3::expr opponent_eye(Enc& e, const BoardEnc& be, const StringEnc& se, RegionEnc& re, const Rules& rules) {
  switch (rules.opponent_eye()) {
    case OpponentEye::empty_string:
    case OpponentEye::only_examined:
    case OpponentEye::own_private_eye: return empty_string_eye(e, be, se, re, rules);  // then judging.cpp's
    case OpponentEye::with_stones: return area_eye(e, se, re);
  }
  return e.lit(false);
}

// A37 eye.method=empty_string — T22.2.8 「…的眼（空点串）」: the facts of the empty string E rooted at
// `root` (re.in_r), judged on its own: T22.2.8(2) 「紧邻它的这一个或多个空点串不能与其它黑棋串紧邻」, then
// T22.2.8(3) on the counted strings of the other colour next to E (A03, A04, A05 play no part).
RegionEnc encode_empty_string(Enc& e, const BoardEnc& be, const StringEnc& se, RegionEnc re, const Rules& rules) {
  // Per point: a neighbour lies in E.
  const Exprs next_to_e = neighbour_any(e, [&](int n) { return e.is_empty(n); }, [&](int n) { return re.in_r[at(n)]; });
  const z3::expr own_next = any_point(e, [&](int q) { return e.cell(q) == se.c && !se.in_a[at(q)]; },
                                      [&](int q) { return next_to_e[at(q)] && se.counted[at(q)]; });
  const Exprs string_next = component_any(e, be.strings, next_to_e);
  re.examined = e.constant(false);
  for (int q = 0; q < e.area; ++q)
    if (e.cell(q) == se.o) re.examined[at(q)] = string_next[at(q)] && se.counted[at(q)];
  re.other_r = any_of(e, re.examined);
  const z3::expr eye = opponent_eye(e, be, se, re, rules);  // 「这些白棋串不能具有1气及1气以上的眼」 (A06)
  const auto step = [&](EyeStep s) { return e.num(static_cast<int>(s)); };
  re.step = z3::ite(own_next, step(EyeStep::own_colour),
            z3::ite(!re.other_r, step(EyeStep::none_examined),
            z3::ite(eye, step(EyeStep::opponent_eye), step(EyeStep::simulation))));
  return re;
}

}  // namespace

RegionEnc encode_region(Enc& e, const BoardEnc& be, const StringEnc& se, int root, const Rules& rules) {
  assert(root >= 0 && root < e.area && !se.is_region[at(root)].is_false());
  RegionEnc re{.root = root, .other_r = e.lit(false), .step = e.num(0)};
  re.in_r = piece_members(e, be, se, root);
  e.require(se.is_region[at(root)]);
  if (se.by_string) return encode_empty_string(e, be, se, re, rules);
  // T18E.P2 「在考察的此封闭区域内，棋串A至少紧邻一个空点串」 (A05).
  const z3::expr touches_empty = any_point(e, [&](int q) { return e.is_empty(q) && se.adj_a[at(q)]; },
                                           [&](int q) { return re.in_r[at(q)]; });
  const z3::expr p2 = readings::precondition_fails(e.ctx, rules, touches_empty);
  // The other strings of A's colour that share R (readings.h own_sharing, A38): in R, or under
  // `same_colour`, where they are wall, with a stone next to R.
  const Exprs next_to_r = neighbour_any(e, [](int) { return true; }, [&](int n) { return re.in_r[at(n)]; });
  const Exprs own_in_r = readings::own_sharing(se.cells, rules, se.counted, re.in_r, next_to_r);
  // T18E.S3.1 「如果封闭区域R内没有其它棋串，只有空点串」: no counted string other than A.
  const z3::expr own_r = any_of(e, own_in_r);
  Exprs other_in_r;  // the stones of the other colour alone, as terms
  for (const z3::expr& x : other_in(se, re))
    if (!x.is_false()) other_in_r.push_back(x);
  re.other_r = any_of(e, other_in_r);
  const z3::expr own_fails = own_colour_fails(e, se, re, own_in_r, rules);
  re.examined = examined_stones(e, be, se, re, rules);
  // T18E.S3.3.1 「如果这些白色棋串具有1气以上的眼（含真眼和假眼）」 (A06).
  const z3::expr eye = opponent_eye(e, be, se, re, rules);
  const auto step = [&](EyeStep s) { return e.num(static_cast<int>(s)); };
  re.step = z3::ite(p2, step(EyeStep::precondition),
            z3::ite(!own_r && !re.other_r, step(EyeStep::only_empty),
            z3::ite(own_fails, step(EyeStep::own_colour),
            z3::ite(!any_of(e, re.examined), step(EyeStep::none_examined),
            z3::ite(eye, step(EyeStep::opponent_eye), step(EyeStep::simulation))))));
  return re;
}

Clause clause_of(EyeStep step, bool other_colour_in_region, const Rules& rules) {
  // A37 `empty_string`: the 2022 clauses alone (T18E speaks of regions).
  if (rules.eye_method() == EyeMethod::empty_string) switch (step) {
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
    case EyeStep::none_examined: return other_colour_in_region ? Clause::T22_2_8_3 : Clause::T18E_S3_1;
    case EyeStep::opponent_eye: return Clause::T18E_S3_3_1;
    case EyeStep::simulation: return Clause::T18E_S3_3_2;
    case EyeStep::zero_liberties: return Clause::T22_2_8_1;  // string steps, never a region's
    case EyeStep::no_region: return Clause::T18E_P1;
  }
  return Clause::T18E_S3;
}

bool verdict_of(EyeStep step) { return step == EyeStep::only_empty || step == EyeStep::none_examined; }

}  // namespace f3go::smt::detail
