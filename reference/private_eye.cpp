// T22.2.8 私眼 (2022), T18.1 (2018) and the step-by-step method of T18E: whether a black or white
// string A has a private eye, judged region by region on the bottom board.
// Readings: A03 eye.own_colour, A04 eye.examined, A05 eye.precondition, A06 (opponent_eye.cpp),
// A07–A09 (simulated_eye.cpp), A10 eye.zero_liberty_strings, A38 region.wall (which strings of A's
// colour share a region); A01, A02, N03, A38 and A39 in regions.cpp.
#include "reference/private_eye.h"

#include <algorithm>

#include "reference/opponent_eye.h"
#include "reference/regions.h"
#include "reference/simulated_eye.h"

namespace f3go::reference {
namespace {

// Everything the steps of T18E.S3 need to know about one region R of A.
struct RegionFacts {
  Points empty_adjacent_to_a;         // points of the empty strings of R adjacent to A
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

Verdict yes(Clause clause, std::string detail) { return {true, clause, std::move(detail)}; }
Verdict no(Clause clause, std::string detail) { return {false, clause, std::move(detail)}; }

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
      if (!f.own_strings.empty()) return no(Clause::T18E_S3_2, "another string of the same colour is in the region");
      return std::nullopt;
    case OwnColour::adjacent_all:
      for (const Points& e : f.empty_strings_adjacent_to_a)
        if (touches_any(b, e, f.own_strings))
          return no(Clause::T22_2_8_2, "an empty string next to A also touches another string of A's colour");
      return std::nullopt;
    case OwnColour::adjacent_any:
      for (const Points& e : f.empty_strings_adjacent_to_a)
        if (!touches_any(b, e, f.own_strings)) return std::nullopt;
      return no(Clause::T22_2_8_2, "every empty string next to A also touches another string of A's colour");
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

RegionVerdict judge_region(const Board& b, const Points& a, const Points& region, const Rules& rules) {
  RegionVerdict rv{region, {}, {}, {}};
  const RegionFacts f = facts(b, a, region, rules);
  // T18E.P2 「在考察的此封闭区域内，棋串A至少紧邻一个空点串」 (A05).
  if (rules.precondition() == Precondition::required && f.empty_adjacent_to_a.empty()) {
    return decide(rv, no(Clause::T18E_P2, "A touches no empty point of the region"), EyeStep::precondition);
  }
  // T18E.S3.1 「如果封闭区域R内没有其它棋串，只有空点串，那么封闭区域R就是这个黑棋串A的私眼」.
  if (f.own_strings.empty() && f.other_strings.empty()) {
    return decide(rv, yes(Clause::T18E_S3_1, "the region holds only empty points"), EyeStep::only_empty);
  }
  if (auto v = own_colour_check(b, f, rules)) return decide(rv, std::move(*v), EyeStep::own_colour);
  const std::vector<Points> examined = examined_strings(b, f, rules);
  if (examined.empty()) {
    return decide(rv,
                  f.other_strings.empty()
                      ? yes(Clause::T18E_S3_1, "no string of the other colour in the region")
                      : yes(Clause::T22_2_8_3, "no string of the other colour touches the empty strings next to A"),
                  EyeStep::none_examined);
  }
  // T18E.S3.3.1 「如果这些白色棋串具有1气以上的眼（含真眼和假眼），那么封闭区域R就不是…私眼」 (A06).
  if (auto eye = existing_opponent_eye(b, a, examined, rules)) {
    rv.witness = *eye;
    return decide(rv, no(Clause::T18E_S3_3_1, "the other colour already has an eye at " + format_points(*eye)),
                  EyeStep::opponent_eye);
  }
  // T18E.S3.3.2 「再模拟推演：在这个封闭区域R内连续补充白色棋子，尝试为白棋做一个1气眼」 (A07–A09).
  SimulationQuery q{&b, opponent(colour_of(b.at(a.front()))), a, region, examined};
  if (auto w = simulate_eye_making(q, rules)) {
    rv.witness = w->added;
    rv.witness.push_back(w->eye);
    return decide(rv,
                  no(Clause::T18E_S3_3_2, "adding " + (w->added.empty() ? std::string("nothing") : format_points(w->added)) +
                                              " makes a one-liberty eye at " + to_gtp(w->eye)),
                  EyeStep::simulation);
  }
  return decide(rv, yes(Clause::T18E_S3_3_2, "no sequence of additions makes a one-liberty eye"), EyeStep::simulation);
}

}  // namespace

PrivateEyeVerdict private_eye(const Board& b, const Points& a, const Rules& rules) {
  PrivateEyeVerdict out;
  // A10 `ignore`: a string kept with no liberty on the bottom board (T22.2.8(1)) is skipped.
  if (!counts(b, a, rules)) {
    out.verdict = no(Clause::T22_2_8_1, "a string with no liberty is ignored (A10 ignore)");
    out.step = EyeStep::zero_liberties;
    return out;
  }
  // T18E.S1–S2: the enclosed regions of A, flowers off-board.
  for (const Points& region : enclosed_regions(b, a, rules))
    out.regions.push_back(judge_region(b, a, region, rules));
  // T18E.P1 「棋串A或棋串A与边界外区域…形成至少一个封闭区域」.
  if (out.regions.empty()) {
    out.verdict = no(Clause::T18E_P1, "A forms no enclosed region");
    out.step = EyeStep::no_region;
    return out;
  }
  for (const RegionVerdict& r : out.regions)
    if (r.verdict.holds) {
      out.verdict = yes(r.verdict.clause, "region at " + to_gtp(r.points.front()) + " is a private eye");
      out.step = r.step;
      return out;
    }
  out.verdict = no(out.regions.front().verdict.clause, "no region is a private eye");
  out.step = out.regions.front().step;
  return out;
}

}  // namespace f3go::reference
