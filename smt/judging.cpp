// The regions of a string and their verdicts (see judging.h).
#include "smt/judging.h"

#include <algorithm>
#include <cassert>
#include <optional>
#include <stdexcept>

#include "smt/clock.h"
#include "smt/eye_making.h"
#include "smt/facts.h"

namespace f3go::smt::detail {
namespace {

// A point index as a vector index. Precondition: 0 ≤ q.
std::size_t at(int q) {
  assert(q >= 0);
  return static_cast<std::size_t>(q);
}

// The count of points that could ever be filled under capture_allowed: the simulation area of the
// region (readings.h simulation_area, A09) and every stone of A's colour. Each is filled at most
// once, and the eye never.
int complete_steps(const Enc& e, const StringEnc& se, const std::vector<Point>& region, const Rules& rules) {
  Exprs in_region;
  for (int q = 0; q < e.area; ++q)
    in_region.push_back(e.lit(std::binary_search(region.begin(), region.end(), e.board.point(q))));
  const Exprs area = readings::simulation_area(se.cells, rules, in_region);
  int count = 0;
  for (int q = 0; q < e.area; ++q) count += area[at(q)].is_true() || e.cell(q) == se.c;
  return std::max(count - 1, 0);
}

// Whether the sorted points c lie strictly inside the sorted points `bound`.
bool strictly_inside(const std::vector<Point>& c, const std::vector<Point>& bound) {
  return c.size() < bound.size() && std::includes(bound.begin(), bound.end(), c.begin(), c.end());
}

// The black or white strings of the board that the points `stones` make up (whole strings), each sorted.
std::vector<std::vector<Point>> strings_of(const Board& b, const std::vector<Point>& stones) {
  std::vector<std::vector<Point>> out;
  std::vector<char> seen(at(b.area()), 0);
  for (Point p : stones) {
    if (seen[at(b.index(p))]) continue;
    std::vector<Point> w{p}, todo{p};
    seen[at(b.index(p))] = 1;
    while (!todo.empty()) {
      const Point q = todo.back();
      todo.pop_back();
      for (Point n : b.neighbours(q))
        if (b.at(n) == b.at(p) && !seen[at(b.index(n))]) {
          seen[at(b.index(n))] = 1;
          w.push_back(n);
          todo.push_back(n);
        }
    }
    std::sort(w.begin(), w.end());
    out.push_back(std::move(w));
  }
  return out;
}

// A06 `own_private_eye`: whether an examined string of the region (out.examined) has a private eye
// of its own in one of its regions strictly inside the region (out.points); sets out.existing_eye
// to the points of the first such string. Precondition: the region's examined strings are known
// (out.examined, not empty).
Answer examined_private_eye(const Board& b, RegionAnswer& out, const OwnEye& own_eye) {
  assert(!out.examined.empty());
  bool unknown = false;
  for (const std::vector<Point>& w : strings_of(b, out.examined)) {
    const Answer a = own_eye(w, out.points);
    if (a == Answer::yes) {
      out.existing_eye = w;
      return Answer::yes;
    }
    unknown = unknown || a == Answer::unknown;
  }
  return unknown ? Answer::unknown : Answer::no;
}

// T18E.S3 for the region rooted at point index `root` (its lowest point, or its empty string's):
// the facts query, then the simulation when it decides; nothing when a bound is given and the
// region is not strictly inside it (judge_string). Precondition: se.is_region[root] held in the regions query of the
// current scope — its model is the caller's, so only that it can hold is asserted; the facts query
// then answers sat (unsat throws std::logic_error below).
std::optional<RegionAnswer> judge_region(Session& s, const BoardEnc& be, const StringEnc& se, int root,
                                         const Rules& rules, const OwnEye& own_eye, const std::vector<Point>* bound) {
  assert(root >= 0 && root < s.enc.area && !se.is_region[at(root)].is_false());
  RegionAnswer out;
  s.push();
  const RegionEnc re = encode_region(s.enc, be, se, root, rules);
  const auto t0 = Clock::now();
  const z3::check_result r = s.check("region_" + to_gtp(s.enc.board.point(root)));
  out.seconds_region = seconds_since(t0);
  if (r == z3::unsat) throw std::logic_error("smt: a region found by the regions query has no model");
  if (r == z3::unknown) {
    out.reason = s.why_unknown();
    s.pop();
    return out;
  }
  z3::model m = s.model();
  out.points = true_points(m, s.enc, re.in_r);
  if (bound && !strictly_inside(out.points, *bound)) {
    s.pop();
    return std::nullopt;
  }
  out.examined = true_points(m, s.enc, re.examined);
  auto step = static_cast<EyeStep>(int_value(m, re.step));
  const bool other = is_true(m, re.other_r);
  if (s.options.check_determinism) {
    Exprs facts = re.in_r;
    facts.insert(facts.end(), re.examined.begin(), re.examined.end());
    facts.push_back(re.step);
    facts.push_back(re.other_r);
    require_determined(s, m, facts, "region_facts");
  }
  if (step == EyeStep::opponent_eye) out.existing_eye = true_points(m, s.enc, re.eye_points);
  // A06 `own_private_eye`: after the empty-string eye, the examined strings' own private eyes.
  if (step == EyeStep::simulation && readings::examined_eyes_judged(rules)) {
    const Answer own = examined_private_eye(s.enc.board, out, own_eye);
    if (own == Answer::unknown) {
      out.reason = "an examined string's own private eye is unknown";
      s.pop();
      return out;
    }
    if (own == Answer::yes) step = EyeStep::opponent_eye;
  }
  out.clause = readings::clause_of(step, other, rules);
  out.step = step;
  if (step != EyeStep::simulation) {
    out.verdict = verdict_of(step) ? Answer::yes : Answer::no;
  } else {
    RegionContext c{s, be, se, re, rules, out, complete_steps(s.enc, se, out.points, rules)};
    simulate(c);
  }
  s.pop();
  return out;
}

// T18E: 「至少一个」 region a private eye; else the first region's clause (as the reference).
void conclude(PrivateEyeAnswer& out) {
  std::sort(out.regions.begin(), out.regions.end(),
            [](const RegionAnswer& x, const RegionAnswer& y) { return x.points < y.points; });
  bool unknown_before = false;
  for (const RegionAnswer& r : out.regions) {
    if (r.verdict == Answer::yes) {
      out.verdict = Answer::yes;
      out.clause = r.clause;
      out.step = r.step;
      if (unknown_before) out.reason = "an earlier region is unknown: the clause may be another's";
      return;
    }
    unknown_before = unknown_before || r.verdict == Answer::unknown;
  }
  if (unknown_before) {
    out.verdict = Answer::unknown;
    out.reason = "a region is unknown and none is a private eye";
    return;
  }
  out.verdict = Answer::no;
  out.clause = out.regions.front().clause;
  out.step = out.regions.front().step;
}

}  // namespace

PrivateEyeAnswer judge_string(Session& s, const BoardEnc& be, const std::vector<Point>& a, const Rules& rules,
                              const Forest* pieces, const OwnEye& own_eye, const std::vector<Point>* bound) {
  assert(holds_one_string(s.enc.board, a) && be.settled() && (!pieces || pieces->settled));
  PrivateEyeAnswer out;
  StringEnc se = encode_string(s.enc, be, a, rules, pieces);
  const auto t0 = Clock::now();
  select_regions(s.enc, be, se, rules);
  const z3::check_result r = s.check("regions");
  out.seconds_regions = seconds_since(t0);
  if (r != z3::sat) {
    if (r == z3::unsat) throw std::logic_error("smt: the regions query has no model");
    out.reason = s.why_unknown();
    return out;
  }
  z3::model m = s.model();
  if (s.options.check_determinism) {
    Exprs facts = se.is_region;
    facts.push_back(se.a_ignored);
    require_determined(s, m, facts, "regions");
  }
  if (is_true(m, se.a_ignored)) {  // A10 `ignore`: T22.2.8(1) 「可以保留一些无气黑白棋串」
    out.verdict = Answer::no;
    out.clause = Clause::T22_2_8_1;
    out.step = EyeStep::zero_liberties;
    return out;
  }
  for (int q = 0; q < s.enc.area; ++q)
    if (!se.is_region[at(q)].is_false() && is_true(m, se.is_region[at(q)]))
      if (auto region = judge_region(s, be, se, q, rules, own_eye, bound)) out.regions.push_back(std::move(*region));
  if (out.regions.empty() && se.by_string) {  // A37 `empty_string`: T22.2.8(2) 「有“至少一个”空点串与这个黑棋串紧邻」
    out.verdict = Answer::no;
    out.clause = readings::clause_of(EyeStep::precondition, false, rules);
    out.step = EyeStep::precondition;
    return out;
  }
  if (out.regions.empty()) {  // T18E.P1 「…形成至少一个封闭区域」
    out.verdict = Answer::no;
    out.clause = Clause::T18E_P1;
    out.step = EyeStep::no_region;
    return out;
  }
  conclude(out);
  return out;
}

}  // namespace f3go::smt::detail
