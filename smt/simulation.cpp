// T18E.S3.3.2 「在这个封闭区域R内连续补充白色棋子，尝试为白棋做一个1气眼」, T22.2.8(3)
// 「再单方连续下白子（连续下白子的过程中不能提子）也无法为其做出一个1气眼」 as existential queries. The
// readings of the simulation are stated by one call per encoding, readings.h makes_eye; this file
// builds the unknowns and the terms that only it has (ranks, the capture-free liberties, the steps).
#include "smt/simulation.h"

namespace f3go::smt::detail {
namespace {

std::size_t at(int q) { return static_cast<std::size_t>(q); }

// Per point: o stones at the start are o at the end; elsewhere `added`.
Exprs final_o(Enc& e, const StringEnc& se, const Exprs& added) {
  Exprs out = e.constant(false);
  for (int q = 0; q < e.area; ++q) out[at(q)] = e.cell(q) == se.o ? e.lit(true) : added[at(q)];
  return out;
}

// The goal at the final board, as the terms of this file's encodings (readings.h Simulated) but
// `joined` and `liberties_kept`: the additions `added`; the eye, an unknown at every point that can
// be empty at the end (`empty_after`); no stone freed; the region's points and examined strings;
// and the owner's strings through ranks. `open`, when given, is a forest whose every component
// holds whole strings of the final board: a point joined to an examined stone is then in a
// component that holds one (an implied fact that spares Z3 proving unreachability through ranks).
// The callbacks refer to `e`, `se`, `re` and `open`.
readings::Simulated eye_goal(Enc& e, const StringEnc& se, const RegionEnc& re, const Exprs& added,
                             const Exprs& empty_after, const Forest* open) {
  readings::Simulated s{added, e.constant(false), empty_after, e.constant(false), re.in_r, re.examined, {}, {}, {}};
  for (int q = 0; q < e.area; ++q)
    if (!empty_after[at(q)].is_false()) s.eye[at(q)] = e.boolean("eye");
  s.owner_strings = [&e, &se, &re, added, open] {  // 「为其做出」: a string around the eye holds an examined stone
    const Exprs reach = reaches(e, final_o(e, se, added), re.examined, "owner_reach");
    if (open) {
      const Exprs holds = component_any(e, *open, re.examined);
      for (int q = 0; q < e.area; ++q)
        if (!reach[at(q)].is_false()) e.require(z3::implies(reach[at(q)], holds[at(q)]));
    }
    return reach;
  };
  return s;
}

// The goal at the final board: the additions make the eye as the readings say (readings.h
// makes_eye), and one point at most is the eye.
void require_eye(Enc& e, const StringEnc& se, const Rules& rules, const readings::Simulated& s) {
  e.require(readings::makes_eye(se.cells, rules, s));
  e.require(z3::atmost(to_vector(e, s.eye), 1));
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

// 「不能提子」 over a set: no string of A's colour that has a liberty has every liberty in `filled`.
z3::expr liberties_kept(Enc& e, const BoardEnc& be, const StringEnc& se, const Exprs& filled) {
  const Exprs keeps = keeps_liberty(e, be, filled);
  Exprs each;
  for (int q = 0; q < e.area; ++q)
    if (e.cell(q) == se.c) each.push_back(z3::implies(be.has_liberty[at(q)], keeps[at(q)]));
  return all_of(e, each);
}

}  // namespace

// The set of additions on the empty points, joined to the examined strings by ranks where a reading
// asks it (readings.h makes_eye): a set so joined can be added outward from the examined strings,
// each stone next to one before it; each keeps a liberty on the way (the next point of its path to
// the eye, or the eye), and the strings of A's colour lose their last liberty in no order if in none
// (liberties_kept), so the set stands for an order as an unjoined one does.
Simulation encode_set(Enc& e, const BoardEnc& be, const StringEnc& se, const RegionEnc& re, const Rules& rules) {
  Simulation sim;
  sim.added = e.constant(false);
  Exprs empty_after = e.constant(false);
  for (int q = 0; q < e.area; ++q) {
    if (!e.is_empty(q)) continue;
    sim.added[at(q)] = e.boolean("add");
    sim.additions.push_back(sim.added[at(q)]);
    empty_after[at(q)] = !sim.added[at(q)];
  }
  const auto k = static_cast<std::size_t>(index(colour_of(se.o)));
  const std::optional<Forest>& bound = owner_bound_is_fillable(rules) ? be.fillable[k] : be.open[k];
  readings::Simulated s = eye_goal(e, se, re, sim.added, empty_after, bound ? &*bound : nullptr);
  s.joined = [&](const Exprs& member) { return reaches(e, member, re.examined, "extend"); };
  s.liberties_kept = [&] { return liberties_kept(e, be, se, sim.added); };
  require_eye(e, se, rules, s);
  sim.eye = s.eye;
  return sim;
}

// A string of A's colour with a liberty, all its liberties filled, is captured (N09: its points
// join the points that may be filled, wherever the additions may go, and may hold the eye). No
// order: the relaxation also counts every point as joined to the examined strings (readings.h
// Simulated::joined), so that it over-approximates every reading.
Simulation encode_relaxation(Enc& e, const BoardEnc& be, const StringEnc& se, const RegionEnc& re,
                             const Rules& rules) {
  Simulation sim;
  sim.added = e.constant(false);
  for (int q = 0; q < e.area; ++q) {
    if (!e.is_empty(q) && e.cell(q) != se.c) continue;
    sim.added[at(q)] = e.boolean("fill");
    sim.additions.push_back(sim.added[at(q)]);
  }
  const Exprs keeps = keeps_liberty(e, be, sim.added);
  Exprs empty_after = e.constant(false), freed = e.constant(false);
  for (int q = 0; q < e.area; ++q) {
    if (e.is_empty(q)) {
      empty_after[at(q)] = !sim.added[at(q)];
    } else if (e.cell(q) == se.c) {
      freed[at(q)] = be.has_liberty[at(q)] && !keeps[at(q)];
      empty_after[at(q)] = freed[at(q)] && !sim.added[at(q)];
    }
  }
  readings::Simulated s = eye_goal(e, se, re, sim.added, empty_after, nullptr);
  s.freed = freed;
  s.joined = [&](const Exprs&) { return e.constant(true); };
  s.liberties_kept = [&] { return e.lit(true); };  // captures are made
  require_eye(e, se, rules, s);
  sim.eye = s.eye;
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

// One step t → t+1: at most one addition, on a point empty in state s (where the additions may go is
// asked of the final board: readings.h makes_eye); the strings it leaves without liberty are
// captured; unless it captured, the new stone's string must keep a liberty (no suicide). `outward`
// gains, per point, "added at this step next to an examined stone or to a stone added before"
// (the order of the steps as the encoding's Simulated::joined, read at the end).
State step(Enc& e, const BoardEnc& be, const StringEnc& se, const Exprs& examined, const State& s, Simulation& sim,
           int t, Exprs& outward) {
  const Exprs empty = empty_in(e, se, s);
  State next{e.constant(false), e.constant(false)};
  std::vector<std::pair<int, z3::expr>> adds;
  const std::string tag = "t" + std::to_string(t);
  for (int q = 0; q < e.area; ++q) {
    if (!e.is_empty(q) && e.cell(q) != se.c) continue;
    z3::expr add = e.boolean(tag + "_add");
    adds.emplace_back(q, add);
    sim.additions.push_back(add);
    e.require(z3::implies(add, empty[at(q)]));
    Exprs touch;
    for (int n : e.nb(q)) touch.push_back(examined[at(n)] || s.o[at(n)]);
    outward[at(q)] = outward[at(q)] || (add && any_of(e, touch));
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

// The additions in order, the captured strings freeing their points (N09). A stone added outward
// (step) is joined to an examined stone through the stones added before it: the steps are this
// encoding's join (readings.h Simulated::joined), whatever points are asked of it.
Simulation encode_sequence(Enc& e, const BoardEnc& be, const StringEnc& se, const RegionEnc& re,
                           const Rules& rules, int steps) {
  Simulation sim;
  State s{e.constant(false), e.constant(false)};
  Exprs outward = e.constant(false);
  for (int t = 0; t < steps; ++t) s = step(e, be, se, re.examined, s, sim, t, outward);
  Exprs freed = e.constant(false);
  for (int q = 0; q < e.area; ++q)
    if (e.cell(q) == se.c) freed[at(q)] = s.captured[at(q)];
  readings::Simulated sm = eye_goal(e, se, re, s.o, empty_in(e, se, s), nullptr);
  sm.freed = freed;
  sm.joined = [&](const Exprs&) {
    Exprs out;
    for (int q = 0; q < e.area; ++q) out.push_back(re.examined[at(q)] || outward[at(q)]);
    return out;
  };
  sm.liberties_kept = [&] { return e.lit(true); };  // captures are made
  require_eye(e, se, rules, sm);
  sim.eye = sm.eye;
  return sim;
}

}  // namespace f3go::smt::detail
