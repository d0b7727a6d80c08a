// T18E.S3.3.2 「在这个封闭区域R内连续补充白色棋子，尝试为白棋做一个1气眼」, T22.2.8(3)
// 「再单方连续下白子（连续下白子的过程中不能提子）也无法为其做出一个1气眼」 as existential queries.
// Readings: A07 eye.simulated_owner, A08 eye.simulated_legality, A09 eye.simulated_area,
// A41 eye.simulated_additions.
#include "smt/simulation.h"

namespace f3go::smt::detail {
namespace {

std::size_t at(int q) { return static_cast<std::size_t>(q); }

// The goal at the final board (A07): exactly one point e is the eye — a `may_be_eye` point, every
// on-board neighbour an o stone or a flower, at least one an o stone (「1气眼」, true or false eyes
// alike), owned as the reading says. `o_final`: per point, it holds an o stone at the end.
// `open`, when given, is a forest whose every component holds whole strings of the final board: a
// point joined to an examined stone is then in a component that holds one (an implied fact that
// spares Z3 proving unreachability through ranks).
Exprs eye_goal(Enc& e, const StringEnc& se, const RegionEnc& re, const Rules& rules, const Exprs& o_final,
               const Exprs& may_be_eye, const Forest* open = nullptr) {
  Exprs reach = e.constant(false);
  if (readings::owner_by_strings(rules)) {                    // 「为其做出」: a string around e
    reach = reaches(e, o_final, re.examined, "owner_reach");  // holds an examined stone
    if (open) {
      const Exprs holds = component_any(e, *open, re.examined);
      for (int q = 0; q < e.area; ++q)
        if (!reach[at(q)].is_false()) e.require(z3::implies(reach[at(q)], holds[at(q)]));
    }
  }
  const Exprs owned = readings::owned(se.cells, rules, re.examined, re.in_r, reach);  // A07
  const Exprs shape = readings::one_liberty_eye(se.cells, o_final);
  Exprs eye = e.constant(false);
  for (int q = 0; q < e.area; ++q) {
    if (may_be_eye[at(q)].is_false()) continue;
    eye[at(q)] = e.boolean("eye");
    e.require(z3::implies(eye[at(q)], may_be_eye[at(q)] && shape[at(q)] && owned[at(q)]));
  }
  e.require(any_of(e, eye));
  e.require(z3::atmost(to_vector(e, eye), 1));
  return eye;
}

// Per stone point: its string keeps an empty neighbour, `filled[m]` saying which empty points are
// filled (the liberties of a string of A's colour only shrink: no stone of that colour is added,
// and a freed point is never next to another string of the same colour).
Exprs keeps_liberty(Enc& e, const BoardEnc& be, const Exprs& filled) {
  Exprs open = e.constant(false);
  for (int q = 0; q < e.area; ++q) {
    if (!e.is_stone_at(q)) continue;
    Exprs terms;
    for (int n : e.nb(q))
      if (e.is_empty(n)) terms.push_back(!filled[at(n)]);
    open[at(q)] = any_of(e, terms);
  }
  return component_any(e, be.strings, open);
}

// A41 (readings.h extends): under `extend` every added stone is joined to an examined stone through
// added stones. A set so joined can be added outward from the examined strings, each stone next to
// one before it; each keeps a liberty on the way (the next point of its path to the eye, or the eye),
// and the strings of A's colour lose their last liberty in no order if in none (keeps_liberty), so
// the set stands for an order as under `anywhere`.
void require_extension(Enc& e, const RegionEnc& re, const Rules& rules, const Exprs& added) {
  e.require(readings::extends(rules, added, re.examined,
                              [&](const Exprs& member) { return reaches(e, member, re.examined, "extend"); }));
}

// Per point: o stones at the start are o at the end; elsewhere `added`.
Exprs final_o(Enc& e, const StringEnc& se, const Exprs& added) {
  Exprs out = e.constant(false);
  for (int q = 0; q < e.area; ++q) out[at(q)] = e.cell(q) == se.o ? e.lit(true) : added[at(q)];
  return out;
}

}  // namespace

Simulation encode_set(Enc& e, const BoardEnc& be, const StringEnc& se, const RegionEnc& re, const Rules& rules) {
  Simulation sim;
  const Exprs area = readings::simulation_area(se.cells, rules, re.in_r);  // A09
  sim.added = e.constant(false);
  for (int q = 0; q < e.area; ++q) {
    if (!e.is_empty(q)) continue;
    sim.added[at(q)] = e.boolean("add");
    sim.additions.push_back(sim.added[at(q)]);
    e.require(z3::implies(sim.added[at(q)], area[at(q)]));  // A09
  }
  require_extension(e, re, rules, sim.added);  // A41
  // 「不能提子」: no string of A's colour that has a liberty loses its last one (under A08 no_lift it
  // may: nothing is lifted, so the string stays and the set is legal in the outward order).
  if (readings::keeps_liberties(rules)) {
    const Exprs keeps = keeps_liberty(e, be, sim.added);
    for (int q = 0; q < e.area; ++q)
      if (e.cell(q) == se.c) e.require(z3::implies(be.has_liberty[at(q)], keeps[at(q)]));
  }
  Exprs may_be_eye = e.constant(false);
  for (int q = 0; q < e.area; ++q)
    if (e.is_empty(q)) may_be_eye[at(q)] = area[at(q)] && !sim.added[at(q)];
  const auto k = static_cast<std::size_t>(index(colour_of(se.o)));
  const std::optional<Forest>& bound = owner_bound_is_fillable(rules) ? be.fillable[k] : be.open[k];
  sim.eye = eye_goal(e, se, re, rules, final_o(e, se, sim.added), may_be_eye, bound ? &*bound : nullptr);
  return sim;
}

Simulation encode_relaxation(Enc& e, const BoardEnc& be, const StringEnc& se, const RegionEnc& re,
                             const Rules& rules) {
  Simulation sim;
  const Exprs area = readings::simulation_area(se.cells, rules, re.in_r);  // A09
  sim.added = e.constant(false);
  for (int q = 0; q < e.area; ++q) {
    if (!e.is_empty(q) && e.cell(q) != se.c) continue;
    sim.added[at(q)] = e.boolean("fill");
    sim.additions.push_back(sim.added[at(q)]);
  }
  // A string of A's colour with a liberty, all its liberties filled, is captured (N09: its points
  // join the points that may be filled, whatever A09 says, and may hold the eye).
  const Exprs keeps = keeps_liberty(e, be, sim.added);
  Exprs may_be_eye = e.constant(false);
  for (int q = 0; q < e.area; ++q) {
    if (e.is_empty(q)) {
      e.require(z3::implies(sim.added[at(q)], area[at(q)]));
      may_be_eye[at(q)] = area[at(q)] && !sim.added[at(q)];
    } else if (e.cell(q) == se.c) {
      const z3::expr captured = be.has_liberty[at(q)] && !keeps[at(q)];
      e.require(z3::implies(sim.added[at(q)], captured));
      may_be_eye[at(q)] = captured && !sim.added[at(q)];
    }
  }
  sim.eye = eye_goal(e, se, re, rules, final_o(e, se, sim.added), may_be_eye);
  return sim;
}

namespace {

// One state of the sequence encoding: o stones added so far, strings of A's colour captured.
struct State {
  Exprs o;         // per point that may be filled: holds an added o stone
  Exprs captured;  // per stone point of A's colour: its string has been captured
};

// Per point: empty in state s (an empty point not filled, or a captured point not refilled).
Exprs empty_in(Enc& e, const StringEnc& se, const State& s) {
  Exprs out = e.constant(false);
  for (int q = 0; q < e.area; ++q) {
    if (e.is_empty(q)) out[at(q)] = !s.o[at(q)];
    else if (e.cell(q) == se.c) out[at(q)] = s.captured[at(q)] && !s.o[at(q)];
  }
  return out;
}

// One step t → t+1: at most one addition, on an empty point where additions may go (A09, or a
// freed point); the strings it leaves without liberty are captured; unless it captured, the new
// stone's string must keep a liberty (no suicide).
State step(Enc& e, const BoardEnc& be, const StringEnc& se, const Exprs& area, const Exprs* extended, const State& s,
           Simulation& sim, int t) {
  const Exprs empty = empty_in(e, se, s);
  State next{e.constant(false), e.constant(false)};
  std::vector<std::pair<int, z3::expr>> adds;
  const std::string tag = "t" + std::to_string(t);
  for (int q = 0; q < e.area; ++q) {
    if (!e.is_empty(q) && e.cell(q) != se.c) continue;
    z3::expr add = e.boolean(tag + "_add");
    adds.emplace_back(q, add);
    sim.additions.push_back(add);
    e.require(z3::implies(add, empty[at(q)] && (e.is_empty(q) ? area[at(q)] : e.lit(true))));
    if (extended) {  // A41 `extend`: next to an examined stone or a stone added at an earlier step
      Exprs touch;
      for (int n : e.nb(q)) touch.push_back((*extended)[at(n)] || s.o[at(n)]);
      e.require(z3::implies(add, any_of(e, touch)));
    }
    next.o[at(q)] = e.boolean(tag + "_o");
    e.require(next.o[at(q)] == (s.o[at(q)] || add));
  }
  Exprs add_vars;
  for (const auto& [q, add] : adds) add_vars.push_back(add);
  if (add_vars.size() > 1) e.require(z3::atmost(to_vector(e, add_vars), 1));
  const Exprs keeps = keeps_liberty(e, be, next.o);
  Exprs captures;
  for (int q = 0; q < e.area; ++q) {
    if (e.cell(q) != se.c) continue;
    next.captured[at(q)] = e.boolean(tag + "_captured");
    e.require(next.captured[at(q)] == (s.captured[at(q)] || (be.has_liberty[at(q)] && !keeps[at(q)])));
    captures.push_back(next.captured[at(q)] && !s.captured[at(q)]);
  }
  const Exprs empty_after = empty_in(e, se, next);
  Exprs member = final_o(e, se, next.o), liberty = e.constant(false);
  for (int q = 0; q < e.area; ++q) {
    Exprs terms;
    for (int n : e.nb(q)) terms.push_back(empty_after[at(n)]);
    liberty[at(q)] = any_of(e, terms);
  }
  const Exprs lives = reaches(e, member, liberty, tag + "_lives");
  const z3::expr captured_now = any_of(e, captures);
  for (const auto& [q, add] : adds) e.require(z3::implies(add && !captured_now, lives[at(q)]));
  sim.steps.push_back(adds);
  return next;
}

}  // namespace

Simulation encode_sequence(Enc& e, const BoardEnc& be, const StringEnc& se, const RegionEnc& re,
                           const Rules& rules, int steps) {
  Simulation sim;
  const Exprs area = readings::simulation_area(se.cells, rules, re.in_r);  // A09
  State s{e.constant(false), e.constant(false)};
  const Exprs* extended = readings::additions_extend(rules) ? &re.examined : nullptr;
  for (int t = 0; t < steps; ++t) s = step(e, be, se, area, extended, s, sim, t);
  const Exprs empty = empty_in(e, se, s);
  Exprs may_be_eye = e.constant(false);
  for (int q = 0; q < e.area; ++q) {
    if (e.is_empty(q)) may_be_eye[at(q)] = area[at(q)] && empty[at(q)];
    else if (e.cell(q) == se.c) may_be_eye[at(q)] = empty[at(q)];
  }
  sim.eye = eye_goal(e, se, re, rules, final_o(e, se, s.o), may_be_eye);
  return sim;
}

}  // namespace f3go::smt::detail
