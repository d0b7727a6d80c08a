// The private eye (T22.2.8 私眼, T18.1, T18E) over a SYMBOLIC bottom board: every cell of an n×n
// board is a Z3 unknown (empty, black, white or flower), and whether the black string A at a point
// (itself an unknown) has a private eye is a formula over those cells. It is the building block of
// the search for positions that separate two readings of a switch (smt/search.h): Z3 finds the
// board, or proves that none exists within a stone budget.
//
// Every relation is a Boolean circuit, exact in both directions: a component (string, empty string,
// piece of T18E.S1–S2, area of A06) is the set reached from a seed in at most area−1 steps through
// members, one layer of the circuit a step — no transitive closure, no recursive function, no rank
// that would make only one direction exact. The steps follow the reference's order (A10, T18E.P1,
// P2, S3.1, S3.2 / T22.2.8(2), S3.3, S3.3.1, S3.3.2) but share none of its code.
// What a reading says of a point, a piece, a region or a simulation (the wall, the joining points,
// the counted strings, the candidate regions, the steps of T18E.S3, the eye the examined strings
// have, what the additions of the simulation make, …) is readings.h's, the same functions the
// concrete encoding (regions.h, facts.h, simulation.h) calls; this file builds the components they
// ask for (Components: floods) and reads no switch itself.
//
// The simulated eye-making (T18E.S3.3.2) is the one universal part: "no set of additions makes an
// eye". A region's verdict then has two forms:
// * exact where the question is existential — "the region is NOT a private eye" holds when the
//   additions F (a Boolean per point) and the eye point (one per point) exist: `fails`;
// * abstract where it is universal — "the region IS a private eye" holds with a free Boolean
//   `no_eye_r` for "no addition makes an eye", which the search constrains by lemmas, one per
//   concrete (F, eye) the reference found: no_eye_r ⇒ ¬(F makes the eye in region r): `refute`.
// A set of additions stands for an order exactly under the readings that make no capture (the
// argument is in smt/private_eye.h, smt/simulation.cpp and reference/simulated_eye.cpp): F must
// hold every empty neighbour of the eye and make the eye as every reading of the simulation says,
// stated once by readings.h makes_eye (this file gives it floods for its joins). What this encoding
// cannot state — A08 `capture_allowed`, A06 `own_private_eye` — `unsupported` names, with the
// reason written beside the reading in readings.h.
#pragma once
#include <z3++.h>

#include <optional>
#include <string>
#include <vector>

#include "oracle/board.h"
#include "oracle/point.h"
#include "oracle/rules.h"
#include "smt/readings.h"

namespace f3go::smt {

using Exprs = std::vector<z3::expr>;

// The n×n board of unknowns: per point (index order of Board), exactly one of four holds; `at`
// one-hot, the point of A (black). Relations every reading shares are built once, on first use.
class SymbolicBoard {
 public:
  // Asserts the board's own constraints (one content per cell, A's point black) in `solver`.
  // Precondition: 2 ≤ size ≤ 7 (the circuits grow as area³).
  SymbolicBoard(z3::context& ctx, z3::solver& solver, int size);

  z3::context& ctx;
  const int size, area;
  Exprs empty, black, white, flower;
  Exprs at;  // one-hot: A is the black string through this point

  const std::vector<int>& nb(int i) const { return nb_[static_cast<std::size_t>(i)]; }
  z3::expr stone(int i) const { return black[i] || white[i]; }
  z3::expr any(const Exprs& xs) const;
  z3::expr all(const Exprs& xs) const;
  z3::expr lit(bool v) const { return ctx.bool_val(v); }

  // The points reached from `seed` in steps between neighbours that satisfy `member` (seeds that
  // are not members reach nothing). Exact: area−1 layers.
  Exprs flood(const Exprs& seed, const Exprs& member) const;
  // The constant one-hot vector of point index j.
  Exprs point(int j) const;
  // For every point j, flood(point(j), member): same[j][i], i is in j's component.
  std::vector<Exprs> components(const Exprs& member) const;
  // For a set of points S and a per-point relation `same` (same[j][i]: i is in j's component), the
  // per-point fact "j's component meets S": ∨_i same[j][i] ∧ S[i].
  Exprs meets(const std::vector<Exprs>& same, const Exprs& s) const;
  // Per point: it has a neighbour in S.
  Exprs next_to(const Exprs& s) const;

  // The black/white strings (T22.2.3): same_string[j][i], i is a stone of j's string.
  const std::vector<Exprs>& same_string();
  // The empty strings (T22.2.5): same_empty[j][i].
  const std::vector<Exprs>& same_empty();
  // Per point: a stone of A.
  const Exprs& in_a();
  // Per stone point: its string has a liberty.
  const Exprs& has_liberty();
  // A06 `with_stones`: the components of the empty and black points (A is black), same_area[j][i].
  const std::vector<Exprs>& same_area();
  // The components the readings ask for (readings.h), as floods; `with_areas`: same_area's too. The
  // callbacks refer to this board.
  readings::Components components_for(bool with_areas);
  // At most k stones (black, white and flower), as a cardinality constraint.
  z3::expr at_most_stones(int k) const;

  // The board of a model.
  Board board(const z3::model& m) const;
  int point_of_a(const z3::model& m) const;

 private:
  std::vector<std::vector<int>> nb_;
  std::vector<Exprs> same_string_, same_empty_, same_area_;
  Exprs in_a_, has_liberty_;
};

// The readings this encoding cannot state, named with the reason ("A08
// eye.simulated_legality=capture_allowed (…)"), or nothing: readings.h unstated_symbolically.
std::optional<std::string> unsupported(const Rules& rules);

// The private eye of A under one set of readings (every switch of private_eye_switches()).
class SymbolicEye {
 public:
  // Precondition: !unsupported(rules); `board` outlives this (a lifetime: not checkable here).
  SymbolicEye(SymbolicBoard& board, const Rules& rules, const std::string& tag);

  // A has a private eye, with the simulation abstracted: a region whose verdict falls to
  // T18E.S3.3.2 is a private eye when its free Boolean no_eye_r holds (constrained by `refute`).
  z3::expr holds_abstract();
  // A has no private eye, exactly: for every region, a failing step, the simulation's failure
  // shown by additions and an eye point that are unknowns of the formula.
  z3::expr fails();
  // The lemmas of the additions and eye point that `other`'s fails() shows for each region, asked
  // of this reading's region with the same root: those unknowns are one choice of additions among
  // all, so "no additions make an eye" excludes them too, whatever values they take — a necessary
  // condition of a private eye on every board, with no refinement round. (Where the two readings
  // simulate alike on the same region, the eye that makes `other` fail makes this one fail too.)
  // Precondition: other.fails() was built, over the same board.
  z3::expr refute_shown(const SymbolicEye& other);
  // The lemma of one concrete simulation (added points, eye point, by index): no region with
  // no_eye_r is one where those additions make that eye.
  // The additions are generalised to the points among them and the eye's neighbours that are
  // empty on the board: still the additions of a concrete simulation on every board, so the lemma
  // stays a necessary condition of a private eye (any choice of additions that depends on the
  // board only is one), and it excludes every board where the same points make the same eye.
  z3::expr refute(const std::vector<int>& added, int eye);
  // The lemmas of every eye point with the least additions, its empty neighbours: exact under A07
  // `touching` and `any` (the least witness of an eye at e is exactly those: smt/private_eye.h),
  // so that no refinement is needed there; otherwise asked with an owner they make sure of
  // (readings.h least_additions_owner).
  z3::expr forced_lemmas();

 private:
  struct Region {
    z3::expr is_region;      // a region (or, under A37 empty_string, an empty string next to A) rooted here
    Exprs member;            // its points
    z3::expr decided_yes;    // a step before the simulation says "private eye"
    z3::expr to_simulation;  // the steps reach T18E.S3.3.2 (no step before it decided)
    Exprs examined;          // the examined strings of the other colour, per point
  };
  // One simulation, what of it no region changes (symbolic.cpp).
  struct Additions {
    Exprs added, eye;
    Exprs white_now;    // the white stones after the additions
    Exprs empty_after;  // the empty points left
    // Built on first use, when a reading asks (readings.h Simulated):
    mutable std::optional<z3::expr> kept;  // every string of A's colour the additions touch keeps a liberty
    mutable std::optional<Exprs> group;    // the white strings around the eye after the additions
  };
  // The simulation's part that no region changes.
  Additions additions(const Exprs& added, const Exprs& eye) const;
  z3::expr kept(const Additions& a) const;
  const Exprs& group(const Additions& a) const;
  z3::expr simulated_eye(const Region& r, const Additions& a, const Rules& rules) const;
  z3::expr lemma(const std::vector<char>& points, int eye, const Rules& rules);
  Region region_fact(const z3::expr& is_region, const Exprs& member);
  Exprs pieces(std::vector<Exprs>& member);
  void build();

  SymbolicBoard& b_;
  const Rules rules_;
  const std::string tag_;
  readings::Cells cells_{};       // the board as the readings see it (readings.h): A black
  readings::Components comps_{};  // its components, as floods
  Exprs counts_;                  // per stone point: its string counts (A10)
  z3::expr ignored_;              // A10 `ignore` and A has no liberty
  std::vector<Region> regions_;
  Exprs no_eye_;  // per root: the abstraction of "no additions make an eye"
  struct Shown {  // fails(), per root: the unknowns of additions and eye point, and "one eye point"
    Exprs added, eye;
    z3::expr one_eye;
  };
  std::vector<Shown> shown_;
};

}  // namespace f3go::smt
