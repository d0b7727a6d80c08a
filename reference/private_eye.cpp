// T22.2.8 私眼 (2022), T18.1 (2018) and the step-by-step method of T18E: whether a black or white
// string A has a private eye, judged region by region on the bottom board (A37 eye.method=region),
// or empty string by empty string (A37 empty_string: judge_empty_string below).
// Readings: A03 eye.own_colour, A04 eye.examined, A05 eye.precondition, A06 (opponent_eye.cpp),
// A07–A09 (simulated_eye.cpp), A10 eye.zero_liberty_strings, A38 region.wall (which strings of A's
// colour share a region), A37 eye.method; A01, A02, N03, A38 and A39 in regions.cpp.
#include "reference/private_eye.h"

#include <algorithm>
#include <cassert>

#include "reference/opponent_eye.h"
#include "reference/regions.h"
#include "reference/simulated_eye.h"

namespace f3go::reference {
namespace {

// Everything the steps of T18E.S3 need to know about one region R of A.
struct RegionFacts {
  Points empty_adjacent_to_a;  // points of the empty strings of R adjacent to A
  std::vector<Points> empty_strings_adjacent_to_a;
  std::vector<Points> own_strings;    // other strings of A's colour in R (A38 `same_colour`: next to R)
  std::vector<Points> other_strings;  // strings of the other colour in R
};

// A10: under `ignore` a string with no liberty on the bottom board is skipped everywhere.
bool counts(const Board& b, const Points& s, const Rules& rules) {
  return rules.zero_liberty() == ZeroLiberty::count || !liberties(b, s).empty();
}

RegionFacts facts(const Board& b, const Points& a, const Points& region, const Rules& rules) {
  RegionFacts f;
  const Cell own = b.at(a.front());
  // T18E.S3 「封闭区域R内」: the strings of R (a region holds whole strings, T18E.S1).
  for (const Points& e : strings_in(b, region, Cell::empty)) {
    if (!adjacent(b, e, a)) continue;
    f.empty_strings_adjacent_to_a.push_back(e);
    f.empty_adjacent_to_a.insert(f.empty_adjacent_to_a.end(), e.begin(), e.end());
  }
  std::sort(f.empty_adjacent_to_a.begin(), f.empty_adjacent_to_a.end());
  for (Cell c : {Cell::black, Cell::white})
    for (Points& s : strings_in(b, region, c)) {
      if (!counts(b, s, rules)) continue;
      (c == own ? f.own_strings : f.other_strings).push_back(std::move(s));
    }
  // A38 `same_colour` — T22.2.7 「由颜色相同的棋串…形成的…封闭区域」: the other strings of A's colour are
  // part of the wall, never in a region; those next to the region share it with A, and stand for
  // 「其它同色棋串」 / 「其它黑棋串」 in T18E.S3.1, T18E.S3.2 and T22.2.8(2) below.
  if (rules.region_wall() == RegionWall::same_colour)
    for (Points& s : strings_of(b, own))
      if (!contains(s, a.front()) && adjacent(b, s, region) && counts(b, s, rules))
        f.own_strings.push_back(std::move(s));
  return f;
}

Verdict yes(Clause clause, EyeDetail detail) { return {true, clause, std::move(detail)}; }
Verdict no(Clause clause, EyeDetail detail) { return {false, clause, std::move(detail)}; }
EyeDetail found(EyeFinding f, Points points = {}) { return {f, std::move(points), std::nullopt}; }

// The region's verdict and the step that reached it.
RegionVerdict& decide(RegionVerdict& rv, Verdict v, EyeStep step) {
  rv.verdict = std::move(v);
  rv.step = step;
  return rv;
}

bool touches_any(const Board& b, const Points& e, const std::vector<Points>& strings) {
  for (const Points& s : strings)
    if (adjacent(b, e, s)) return true;
  return false;
}

// A03: T18E.S3.2 「如果封闭区域R内有其它同色黑色棋串，那么封闭区域R就不是这个黑棋串A的私眼」 (2018) /
// T22.2.8(2) 「紧邻它的这一个或多个空点串不能与其它黑棋串紧邻」 (2022).
std::optional<Verdict> own_colour_check(const Board& b, const RegionFacts& f, const Rules& rules) {
  switch (rules.own_colour()) {
    case OwnColour::region:
      if (!f.own_strings.empty()) return no(Clause::T18E_S3_2, found(EyeFinding::own_string_in_region));
      return std::nullopt;
    case OwnColour::adjacent_all:
      for (const Points& e : f.empty_strings_adjacent_to_a)
        if (touches_any(b, e, f.own_strings))
          return no(Clause::T22_2_8_2, found(EyeFinding::an_empty_string_touches_own));
      return std::nullopt;
    case OwnColour::adjacent_any:
      for (const Points& e : f.empty_strings_adjacent_to_a)
        if (!touches_any(b, e, f.own_strings)) return std::nullopt;
      return no(Clause::T22_2_8_2, found(EyeFinding::every_empty_string_touches_own));
  }
  return std::nullopt;
}

// A04: T18E.S3.3 (every other-colour string of R) / T22.2.8(3) 「与其紧邻的空点串可以与其它白棋串紧邻，
// 但是这些白棋串…」 (those touching the empty strings next to A).
std::vector<Points> examined_strings(const Board& b, const RegionFacts& f, const Rules& rules) {
  if (rules.examined() == Examined::region) return f.other_strings;
  std::vector<Points> out;
  for (const Points& s : f.other_strings)
    if (touches_any(b, s, f.empty_strings_adjacent_to_a)) out.push_back(s);
  return out;
}

// The clauses that decide the last two steps: the examined strings' existing eye, the simulation.
struct OtherColourClauses {
  Clause eye, simulation;
};

RegionVerdict judge_region(const Board& b, const Points& a, const Points& region, const Rules& rules,
                           SimulationMethod method);

// Whether the points c lie strictly inside the points `region` (both sorted).
bool strictly_inside(const Points& c, const Points& region) {
  return c.size() < region.size() && std::includes(region.begin(), region.end(), c.begin(), c.end());
}

// A06 `own_private_eye` — T22.2.8(3) 「这些白棋串不能具有1气及1气以上的眼」 read with T22.2.7 眼 (an eye
// may hold stones of A's colour: 「…形成的含有空点串的封闭区域」) and T22.2.8 私眼: an examined string
// has an eye when one of its own enclosed regions strictly inside the region being judged is its
// private eye (T18E judged for that string in that region, its own examined strings in turn). Under
// A02 `any` and A38 `string` these are exactly its regions that do not hold A: each is a component
// of the board without the string and the flowers, joined to the string inside the region, off A.
// The recursion ends: each level judges a region strictly smaller than the one before. Under A37
// `empty_string` the region judged is one empty string, which no region of a string lies inside.
// Returns that region, or nothing. Precondition: `examined` (the strings examined in `region`) is
// not empty.
std::optional<Points> examined_private_eye(const Board& b, const std::vector<Points>& examined,
                                           const Points& region, const Rules& rules, SimulationMethod method) {
  assert(!examined.empty());
  if (rules.eye_method() != EyeMethod::region) return std::nullopt;
  for (const Points& w : examined)
    for (const Points& c : enclosed_regions(b, w, rules))
      if (strictly_inside(c, region) && judge_region(b, w, c, rules, method).verdict.holds) return c;
  return std::nullopt;
}

// T18E.S3.3.1 / T22.2.8(3) 「这些白棋串不能具有1气及1气以上的眼」 (A06): an eye the examined strings of
// `region` already have, or nothing.
std::optional<Points> examined_eye(const Board& b, const Points& a, const std::vector<Points>& examined,
                                   const Points& region, const Rules& rules, SimulationMethod method) {
  if (auto eye = existing_opponent_eye(b, a, examined, rules)) return eye;
  if (rules.opponent_eye() == OpponentEye::own_private_eye)
    return examined_private_eye(b, examined, region, rules, method);
  return std::nullopt;
}

// The last two steps, on the examined strings of the other colour (not empty): their existing eye
// (A06), then the simulated eye-making (A07–A09) with `rv.points` as the region.
RegionVerdict& examine_other_colour(RegionVerdict& rv, const Board& b, const Points& a,
                                    const std::vector<Points>& examined, OtherColourClauses clauses,
                                    const Rules& rules, SimulationMethod method) {
  if (auto eye = examined_eye(b, a, examined, rv.points, rules, method)) {
    rv.witness = *eye;
    return decide(rv, no(clauses.eye, found(EyeFinding::opponent_has_eye, *eye)),
                  EyeStep::opponent_eye);
  }
  SimulationQuery q{&b, opponent(colour_of(b.at(a.front()))), a, rv.points, examined};
  if (auto w = simulate_eye_making(q, rules, method)) {
    rv.witness = w->added;
    rv.witness.push_back(w->eye);
    return decide(rv,
                  no(clauses.simulation, {EyeFinding::additions_make_eye, w->added, w->eye}),
                  EyeStep::simulation);
  }
  return decide(rv, yes(clauses.simulation, found(EyeFinding::no_additions_make_eye)), EyeStep::simulation);
}

RegionVerdict judge_region(const Board& b, const Points& a, const Points& region, const Rules& rules,
                           SimulationMethod method) {
  RegionVerdict rv{region, {}, {}, {}};
  const RegionFacts f = facts(b, a, region, rules);
  // T18E.P2 「在考察的此封闭区域内，棋串A至少紧邻一个空点串」 (A05).
  if (rules.precondition() == Precondition::required && f.empty_adjacent_to_a.empty()) {
    return decide(rv, no(Clause::T18E_P2, found(EyeFinding::no_empty_point_in_region)), EyeStep::precondition);
  }
  // T18E.S3.1 「如果封闭区域R内没有其它棋串，只有空点串，那么封闭区域R就是这个黑棋串A的私眼」.
  if (f.own_strings.empty() && f.other_strings.empty()) {
    return decide(rv, yes(Clause::T18E_S3_1, found(EyeFinding::only_empty_points)), EyeStep::only_empty);
  }
  if (auto v = own_colour_check(b, f, rules)) return decide(rv, std::move(*v), EyeStep::own_colour);
  const std::vector<Points> examined = examined_strings(b, f, rules);
  if (examined.empty()) {
    return decide(rv,
                  f.other_strings.empty()
                      ? yes(Clause::T18E_S3_1, found(EyeFinding::no_other_string_in_region))
                      : yes(Clause::T22_2_8_3, found(EyeFinding::no_other_string_touches_empty_strings)),
                  EyeStep::none_examined);
  }
  // T18E.S3.3.1 「如果这些白色棋串具有1气以上的眼（含真眼和假眼），那么封闭区域R就不是…私眼」 (A06), then
  // T18E.S3.3.2 「再模拟推演：在这个封闭区域R内连续补充白色棋子，尝试为白棋做一个1气眼」 (A07–A09).
  return examine_other_colour(rv, b, a, examined, {Clause::T18E_S3_3_1, Clause::T18E_S3_3_2}, rules, method);
}

// T22.2.8(3) 「黑棋串私眼内与其紧邻的空点串可以与其它白棋串紧邻，但是这些白棋串…」 under A37
// `empty_string`: the strings of the other colour than `own` next to the empty string E are examined.
std::vector<Points> examined_next_to(const Board& b, const Points& e, Cell own, const Rules& rules) {
  std::vector<Points> examined;
  for (Points& s : strings_in(b, neighbours_of(b, e), stone(opponent(colour_of(own)))))
    if (counts(b, s, rules)) examined.push_back(std::move(s));
  return examined;
}

// A37 eye.method=empty_string — T22.2.8 「由一个黑棋串独享或者说规则理论上可以独享的眼（空点串），也即是这个
// 黑棋串的私眼」 read literally: the private eye is an eye that is an empty string (空点串), so each empty
// string E adjacent to A is judged on its own, by its own neighbours. No region is formed (A01, A02,
// N03 play no part) and what the region method asks of a region does not arise:
// * T22.2.8(2) 「黑棋串私眼内有“至少一个”空点串与这个黑棋串紧邻」 holds of E by construction (E is next to
//   A), so A05 has nothing to drop; the phrase is read as "A has a private eye only if it touches
//   some empty string" (private_eye below: otherwise no, with that clause, step precondition).
// * T22.2.8(2) 「紧邻它的这一个或多个空点串不能与其它黑棋串紧邻」: the "one or more" empty strings are E
//   alone, so A03's readings (the whole region / every / some empty string next to A) all say: E
//   touches no other string of A's colour. A03 plays no part.
// * T22.2.8(3) 「与其紧邻的空点串可以与其它白棋串紧邻，但是这些白棋串…」: the examined strings are the
//   strings of the other colour next to E; E holds no stone, so A04 `region` (every other-colour
//   string *in* the eye) has nothing to add. A04 plays no part.
// * A06 (what an eye of the examined strings is) is read on the whole bottom board, as ever; A07–A09
//   run with E where they say "the region" (A09 `region`: the additions go on E's points; A07 `any`:
//   the eye point lies in E).
// * A10 still decides whether A itself counts; a string next to E has a liberty in E, so it always
//   counts as "another string of A's colour" or as an examined string.
// Every verdict names the 2022 clause that decided: T18E describes regions, which this reading has not.
RegionVerdict judge_empty_string(const Board& b, const Points& a, const Points& e, const Rules& rules,
                                 SimulationMethod method) {
  RegionVerdict rv{e, {}, {}, {}};
  const Cell own = b.at(a.front());
  const Points around = neighbours_of(b, e);
  // T22.2.8(2) 「紧邻它的这一个或多个空点串不能与其它黑棋串紧邻」.
  for (const Points& s : strings_in(b, around, own))
    if (!contains(s, a.front()) && counts(b, s, rules))
      return decide(rv, no(Clause::T22_2_8_2, found(EyeFinding::empty_string_touches_own)),
                    EyeStep::own_colour);
  // T22.2.8(3): with no examined string, E is A's alone.
  const std::vector<Points> examined = examined_next_to(b, e, own, rules);
  if (examined.empty())
    return decide(rv, yes(Clause::T22_2_8_3, found(EyeFinding::no_other_string_touches_empty_string)),
                  EyeStep::none_examined);
  // T22.2.8(3) 「这些白棋串不能具有1气及1气以上的眼」 (A06), 「或者模拟推演：在这些白棋串的基础上，再单方连续
  // 下白子（连续下白子的过程中不能提子）也无法为其做出一个1气眼」 (A07–A09, E as the area).
  return examine_other_colour(rv, b, a, examined, {Clause::T22_2_8_3, Clause::T22_2_8_3}, rules, method);
}

// A37 `empty_string`: every empty string next to A, ordered by first point, each judged on its own.
std::vector<RegionVerdict> judge_empty_strings(const Board& b, const Points& a, const Rules& rules,
                                               SimulationMethod method) {
  std::vector<RegionVerdict> out;
  for (const Points& e : empty_strings(b))
    if (adjacent(b, e, a)) out.push_back(judge_empty_string(b, a, e, rules, method));
  return out;
}

}  // namespace

PrivateEyeVerdict private_eye(const Board& b, const Points& a, const Rules& rules, SimulationMethod method) {
  assert(!a.empty() && is_stone(b.at(a.front())) && string_at(b, a.front()) == a);
  PrivateEyeVerdict out;
  // A10 `ignore`: a string kept with no liberty on the bottom board (T22.2.8(1)) is skipped.
  if (!counts(b, a, rules)) {
    out.verdict = no(Clause::T22_2_8_1, found(EyeFinding::not_counted));
    out.step = EyeStep::zero_liberties;
    return out;
  }
  if (rules.eye_method() == EyeMethod::empty_string) {
    out.regions = judge_empty_strings(b, a, rules, method);
    // T22.2.8(2) 「黑棋串私眼内有“至少一个”空点串与这个黑棋串紧邻」: no empty string next to A, no private eye.
    if (out.regions.empty()) {
      out.verdict = no(Clause::T22_2_8_2, found(EyeFinding::no_empty_string));
      out.step = EyeStep::precondition;
      return out;
    }
  } else {
    // T18E.S1–S2: the enclosed regions of A, flowers off-board.
    for (const Points& region : enclosed_regions(b, a, rules))
      out.regions.push_back(judge_region(b, a, region, rules, method));
  }
  // T18E.P1 「棋串A或棋串A与边界外区域…形成至少一个封闭区域」.
  if (out.regions.empty()) {
    out.verdict = no(Clause::T18E_P1, found(EyeFinding::no_region));
    out.step = EyeStep::no_region;
    return out;
  }
  const bool by_string = rules.eye_method() == EyeMethod::empty_string;
  for (const RegionVerdict& r : out.regions)
    if (r.verdict.holds) {
      out.verdict = yes(r.verdict.clause,
                        found(by_string ? EyeFinding::empty_string_holds : EyeFinding::region_holds, r.points));
      out.step = r.step;
      return out;
    }
  // No region is a private eye: the detail names the clause that decided each.
  EyeDetail none = found(by_string ? EyeFinding::no_empty_string_holds : EyeFinding::no_region_holds);
  for (const RegionVerdict& r : out.regions) none.clauses.push_back(r.verdict.clause);
  out.verdict = no(out.regions.front().verdict.clause, std::move(none));
  out.step = out.regions.front().step;
  return out;
}

std::vector<Points> examined_strings(const Board& b, const Points& a, const Points& region, const Rules& rules) {
  assert(!a.empty() && is_stone(b.at(a.front())) && string_at(b, a.front()) == a);
  if (rules.eye_method() == EyeMethod::empty_string) return examined_next_to(b, region, b.at(a.front()), rules);
  return examined_strings(b, facts(b, a, region, rules), rules);
}

}  // namespace f3go::reference
