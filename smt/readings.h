// The readings of the private eye, each written once, for both encodings: over the concrete board
// (encoding.h, regions.cpp, facts.cpp, simulation.cpp — every point's content a constant) and over
// the symbolic board (symbolic.h — every point's content a Z3 unknown). The two encodings differ in
// how they form components (settled forests, or floods), not in what a reading says of a point, a
// piece, a region or a simulation, so every function here takes, per point, Bool expressions
// (`Cells`) that are constants on one board and variables on the other, asks the encoding for its
// components through `Components` (and for reachability through a callback), and answers with
// expressions folded where an operand is a constant: over a concrete board a reading of constants
// is a constant again (true or false).
//
// Every switch of the private eye is read here and nowhere else in smt/: A10
// eye.zero_liberty_strings (which strings count, A ignored), A38 region.wall (the wall), A02
// region.connect with A39 region.empty_wall (what joins a piece, and which component of the board
// that is), N01 (the stones attached to a piece under A02 `empty`), N03 region.pieces (which pieces
// are counted and which are candidates), A01 region.needs_split (which candidates are regions; the
// outer piece of `inner_only`), A37 eye.method (regions or the empty strings next to A), A05
// eye.precondition (T18E.P2), A38 again at T18E.S3 (the strings of A's colour that share a region),
// A03 eye.own_colour, A04 eye.examined, A06 eye.opponent_eye (the eye the examined strings already
// have), and in readings_simulation.cpp the readings of the simulated eye-making (listed there),
// all stated by one function, makes_eye, that each encoding calls once per simulation. The reference's
// twins are reference/regions.cpp, reference/private_eye.cpp and reference/simulated_eye.cpp.
//
// A new reading of the private eye goes here, as a case of the function of the fact it changes (or a
// new function over Cells), and both encodings state it through that call (docs/smt.md, "Where a
// new private-eye reading goes"); a reading one encoding cannot state is refused by
// `unstated_symbolically`, its reason written beside the reading's encoding.
// smt/tests/readings_test.cpp holds a case of each reading.
#pragma once
#include <z3++.h>

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "oracle/clauses.h"
#include "oracle/eye_step.h"
#include "oracle/rules.h"

namespace f3go::smt::readings {

using Exprs = std::vector<z3::expr>;

// a ∧ b, a ∨ b and ¬a, folded when an operand is the constant true or false.
z3::expr conj(const z3::expr& a, const z3::expr& b);
z3::expr disj(const z3::expr& a, const z3::expr& b);
z3::expr neg(const z3::expr& a);
// The folded disjunction / conjunction of a list (false / true when empty). Precondition: none; the
// context is the one of `ctx`.
z3::expr any(z3::context& ctx, const Exprs& xs);
z3::expr all(z3::context& ctx, const Exprs& xs);

// Per point of one board (index order of Board), a Bool expression for each thing a reading asks of
// it: a constant on a concrete board, a formula over the unknowns on a symbolic one.
struct Cells {
  Exprs empty, own, other, flower;   // own: a stone of A's colour; other: a stone of the other colour
  Exprs in_a;                        // a stone of A
  Exprs a_point;                     // one-hot: the point that names A (one of its stones)
  Exprs has_liberty;                 // a stone whose string has a liberty (T22.2.1); false elsewhere
  std::vector<std::vector<int>> nb;  // the on-board neighbours of each point, by index (T22.2.1)
  int area() const { return static_cast<int>(empty.size()); }
  z3::context& ctx() const { return empty.front().ctx(); }
  z3::expr stone(int i) const;
};

// Precondition of every function below that takes Cells: every vector of `cells` has one entry per
// point, and there is at least one point (asserted by each).

// Per point: a neighbour is in `s`. Precondition: `s` has one entry per point.
Exprs next_to(const Cells& cells, const Exprs& s);

// What an encoding offers the readings of its components: per point, whether the point's component
// meets `fact` (has a member where it holds), false off the components — settled forests on the
// concrete board (facts.cpp), floods on the symbolic one (symbolic.cpp). Each takes and gives one
// entry per point.
struct Components {
  std::function<Exprs(const Exprs&)> strings;  // T22.2.3 棋串: the black and white strings
  std::function<Exprs(const Exprs&)> empties;  // T22.2.5 空点串: the empty strings
  std::function<Exprs(const Exprs&)> areas;    // T22.2.7 眼 under A06 `with_stones` (eye_areas): the
                                               // components of the points empty or of A's colour
};

// Which readings need which components, for the encodings that build them once per board or per
// string (private_eye.cpp prepare, regions.cpp encode_string, symbolic.cpp build).

// A37 eye.method `empty_string` — T22.2.8 「…的眼（空点串）」: the empty strings next to A are judged,
// one by one, in place of enclosed regions (A02, A38, A39 and N03 play no part).
bool judges_empty_strings(const Rules& rules);
// The points that join the pieces around A (connects, below), as a kind of component of the board:
// the points that are neither A nor flowers (A02 `any` with A38 `string`); the empty points or
// stones of the other colour (A38 `same_colour` under A02 `any`, A39 `own_colour` under A02
// `empty`); the empty points (A02 `empty` with A39 `any_stone`, and A37 `empty_string`).
enum class Joining {
  off_a_and_flowers,
  empty_or_other,
  empty
};
Joining joining(const Rules& rules);
// A02 `empty` (N01): the stones that neither wall nor join are in every piece they touch, so two
// pieces may share them (their members are more than a component of the joining points).
bool pieces_share_strings(const Rules& rules);
// A01 `inner_only`: the outer piece is left out (outer_pieces, below).
bool needs_outer_piece(const Rules& rules);
// The readings answer the same on the 8 images of a board under the symmetries of the square (all
// but A01 `inner_only`, whose tie between equal pieces goes to the first in point order).
bool symmetric(const Rules& rules);
// A06 `with_stones`: the eye of the examined strings is a component of Components::areas.
bool eye_areas(const Rules& rules);
// A06 `own_private_eye` (T22.2.8(3) with T22.2.7, T22.2.8): after the eye of region_facts, the
// examined strings' own private eyes are judged in turn (judging.cpp).
bool examined_eyes_judged(const Rules& rules);

// A10 — T22.2.8(1) 「可以保留一些无气黑白棋串」: per point, a stone whose string counts (under `ignore`,
// one with a liberty; under `count`, every one). False off the stones.
Exprs counted(const Cells& cells, const Rules& rules);
// A10 `ignore` and A has no liberty: A itself is skipped (T22.2.8(1)).
z3::expr a_ignored(const Cells& cells, const Rules& rules);

// A38 region.wall — the flowers (T22.2.8(1) 「棋盘上的一切花棋串皆视同边界外区域」) and A (T18E.S2
// 「这个黑棋串A…所形成的」), and under `same_colour` every stone of A's colour (T22.2.7 「由颜色相同的
// 棋串…形成的…封闭区域」).
Exprs wall(const Cells& cells, const Rules& rules);
// A02 region.connect with A39 region.empty_wall: the points that join the pieces around A, off the
// wall. `any`: every other point; `empty` (T22.2.6 「没有一条由连续紧邻的空点形成的路径相连接」): the empty
// points, and under A39 `own_colour` the stones of the other colour too.
Exprs connects(const Cells& cells, const Rules& rules);
// N01 reading 1, A02 `empty`: a stone neither wall nor joining is in every piece it touches
// (attached). Nothing is attached under A02 `any`.
Exprs attached(const Cells& cells, const Rules& rules);

struct Candidates {
  Exprs counted, candidate;
};
// N03 region.pieces, given per point "a piece is rooted here" and "…and A borders it"
// (T18E.S2): the pieces counted for T22.2.6 「分成两个区域」 (`bordered`: those A borders; `split_all`
// and `all`: every piece), and the candidates for A's regions (only `all` takes a piece A does not
// border). Precondition: both vectors have one entry per point.
Candidates candidates(const Rules& rules, const Exprs& roots, const Exprs& bordered);

// A01 `inner_only` — T18.1 「将棋盘分成内部区域和外部区域…则此内部区域即为一个封闭区域」: per root j,
// "no other candidate beats j" — the outer piece is the largest candidate (`size`, an Int per root),
// and of two as large the one first in the order of sorted point lists: under A02 `any` the pieces
// are disjoint and each begins with its root, so the lower root's; under `empty`, where pieces may
// share strings, by their points (`members`, per root; read only under pieces_share_strings). Only
// meaningful where candidate[j] holds; false where it is the constant false. Precondition:
// `candidate` and `size` have one entry per point, and so has `members` under pieces_share_strings.
Exprs outer_pieces(z3::context& ctx, const Rules& rules, const Exprs& candidate, const Exprs& size,
                   const std::vector<Exprs>& members);
// The order of two point sets as sorted lists in the order A1, B1, …: the lowest point of their
// symmetric difference belongs to `first`. Precondition: both have one entry per point.
z3::expr lex_before(z3::context& ctx, const Exprs& first, const Exprs& second);
// A01 region.needs_split: per root, its piece is a region of A — `always`: every candidate;
// `split`: a candidate when A divides the board (T22.2.6: at least two counted pieces);
// `inner_only`: such a candidate that is not the outer piece (`outer`, from outer_pieces; ignored
// under the other readings). Precondition: the vectors of `c` have one entry per point, and `outer`
// as well under `inner_only`.
Exprs regions(z3::context& ctx, const Rules& rules, const Candidates& c, const Exprs& outer);

// A05 eye.precondition — T18E.P2 「在考察的此封闭区域内，棋串A至少紧邻一个空点串」: fails when required and
// A touches no empty point of the region (`a_touches_empty`).
z3::expr precondition_fails(z3::context& ctx, const Rules& rules, const z3::expr& a_touches_empty);
// T18E.S3 with A38: per point, a counted stone (`counted`) of A's colour but A that shares the
// region — in it (`in_region`), or under `same_colour`, where it is wall, next to it (`near_region`).
Exprs own_sharing(const Cells& cells, const Rules& rules, const Exprs& counted, const Exprs& in_region,
                  const Exprs& near_region);
// T18E.S3.1: per point, a counted stone of the other colour in the region.
Exprs other_in_region(const Cells& cells, const Exprs& counted, const Exprs& in_region);

// A03 eye.own_colour: whether the region fails at T18E.S3.2 / T22.2.8(2). `region` (T18E.S3.2
// 「如果封闭区域R内有其它同色黑色棋串」): a string of A's colour shares it (`own_sharing`, per point);
// `adjacent_all` (T22.2.8(2) 「紧邻它的这一个或多个空点串不能与其它黑棋串紧邻」): an empty string of the
// region next to A (`a_empty`, per point) touches a counted string of A's colour but A (`touches_own`,
// per point: the point's empty string does); `adjacent_any`: every such empty string does.
// Precondition: the three vectors have one entry per point.
z3::expr own_colour_fails(z3::context& ctx, const Rules& rules, const Exprs& own_sharing, const Exprs& a_empty,
                          const Exprs& touches_own);
// A04 eye.examined: per point, a stone of an examined string — `region` (T18E.S3.3): every counted
// string of the other colour in the region (`other_in_region`); `adjacent` (T22.2.8(3)): those whose
// string touches an empty string of the region next to A (`touches_a_empty`, per point; not read
// under `region`). Precondition: `other_in_region` has one entry per point, and so has
// `touches_a_empty` under `adjacent`.
Exprs examined(const Rules& rules, const Exprs& other_in_region, const Exprs& touches_a_empty);
// A06 `empty_string` / `only_examined` (T18E.S3.3.1): per point, a stone that keeps an empty string
// next to it from being an eye of the examined strings (`examined`, per point) — `only_examined`:
// every stone but theirs; otherwise a stone of A's colour. Precondition: `examined` has one entry
// per point.
Exprs spoils_eye(const Cells& cells, const Rules& rules, const Exprs& examined);
// A06 eye.opponent_eye — T18E.S3.3.1 「如果这些白色棋串具有1气以上的眼（含真眼和假眼）」, T22.2.8(3)
// 「这些白棋串不能具有1气及1气以上的眼」: per point, in an eye the examined strings (`examined`, per point)
// already have, anywhere on the board. `empty_string`, `only_examined` and `own_private_eye`: an
// empty string next to an examined string that no spoiling stone touches (spoils_eye); `with_stones`
// (T22.2.7 literally): a component of Components::areas with an empty point, without A, next to an
// examined string. Precondition: `examined` has one entry per point; `comps.areas` is given under
// `with_stones`.
Exprs opponent_eye(const Cells& cells, const Rules& rules, const Components& comps, const Exprs& examined);

// The steps of T18E.S3 / T22.2.8(2)–(3) before the simulation, for one region (or, under A37
// `empty_string`, one empty string next to A): each Bool says the step applies; the first that
// applies decides, in the order of the fields, and when none does the simulation (T18E.S3.3.2)
// decides.
struct RegionFacts {
  z3::expr precondition;     // T18E.P2 fails (A05): not a private eye
  z3::expr only_empty;       // T18E.S3.1: no counted string but A: a private eye
  z3::expr own_colour;       // T18E.S3.2 / T22.2.8(2) fails (A03): not a private eye
  z3::expr none_examined;    // no examined string (A04): a private eye
  z3::expr opponent_eye;     // T18E.S3.3.1 (A06): they have an eye already: not a private eye
  z3::expr other_in_region;  // a counted string of the other colour lies in the region (the clause)
  Exprs examined;            // per point: a stone of an examined string (A04)
  Exprs eye_points;          // per point: in an eye of opponent_eye
  // The step that decides, as an Int expression of EyeStep (oracle/eye_step.h).
  z3::expr step() const;
  // A step before the simulation says "a private eye" / none decides (the simulation does).
  z3::expr decided_yes() const;
  z3::expr to_simulation() const;
};
// The facts of the region whose points are `in_region` (per point) for the string A of `cells`,
// `counted` the strings that count (counted, above). Precondition: `in_region` and `counted` have
// one entry per point; the components of `comps` that the readings ask for are given (eye_areas).
RegionFacts region_facts(const Cells& cells, const Rules& rules, const Components& comps, const Exprs& counted,
                         const Exprs& in_region);
// A37 `empty_string`: per point, the root of an empty string (`empty_roots`, per point) whose empty
// string touches A — the empty strings judged. Precondition: `empty_roots` has one entry per point.
Exprs empty_strings_next_to_a(const Cells& cells, const Components& comps, const Exprs& empty_roots);

// The clause that decides at `step`, as the reference names it (reference/private_eye.cpp);
// `other_in_region`: RegionFacts::other_in_region held.
Clause clause_of(EyeStep step, bool other_in_region, const Rules& rules);

// The simulated eye-making, T18E.S3.3.2 「在这个封闭区域R内连续补充白色棋子，尝试为白棋做一个1气眼」 and
// T22.2.8(3) 「再单方连续下白子（连续下白子的过程中不能提子）也无法为其做出一个1气眼」
// (readings_simulation.cpp).

// One simulated eye-making as an encoding states it: per point (one entry per point each), the terms
// every encoding has; as callbacks, what only the encoding builds (ranks, floods, or the order of its
// steps), each asked only when a reading needs it.
struct Simulated {
  Exprs added;        // a stone of the other colour is added there (the constant false where none can be)
  Exprs eye;          // the eye is there (the encoding requires that one at most holds)
  Exprs empty_after;  // the point is empty after the additions
  Exprs freed;        // a stone of A's colour that the encoding captures (A08 `capture_allowed`, N09): its
                      // point may be filled and hold the eye wherever the additions may go; the
                      // constant false in the encodings without captures
  Exprs in_region;    // in the region
  Exprs examined;     // a stone of an examined string (A04)
  // Per point, joined through the points of `member` (the added and the examined stones) to an
  // examined stone.
  std::function<Exprs(const Exprs& member)> joined;
  // Per point, a stone of the other colour after the additions whose string holds an examined stone.
  std::function<Exprs()> owner_strings;
  // No string of A's colour that has a liberty loses its last one to the additions (the constant
  // true where the encoding plays the captures out).
  std::function<z3::expr()> liberties_kept;
};
// T18E.S3.3.2 「在这个封闭区域R内连续补充白色棋子，尝试为白棋做一个1气眼」, T22.2.8(3): the additions `s.added`
// are allowed, and at the point where `s.eye` holds they make a one-liberty eye of the examined
// strings — the conjunction of every reading of the simulation (one term each, listed in
// readings_simulation.cpp), the one place the encodings state them, and the eye's shape (「1气眼」,
// true and false eyes alike). Precondition: every vector of `s` has one entry per point of `cells`.
z3::expr makes_eye(const Cells& cells, const Rules& rules, const Simulated& s);

// What the encodings build or choose by the simulation's readings, beside makes_eye:
// A09 eye.simulated_area: per point, the additions and the eye may lie there: an empty point of the
// region (`in_region`), or under `board` any empty point (judging.cpp counts the points a sequence
// can fill). Precondition: `in_region` has one entry per point.
Exprs simulation_area(const Cells& cells, const Rules& rules, const Exprs& in_region);
// A07 `connected` — 「为其做出」: the eye's owner is found through the strings of the other colour after
// the additions (Simulated::owner_strings), whose forests the concrete encoding prepares
// (private_eye.cpp).
bool owner_by_strings(const Rules& rules);
// The readings with the owner that an eye's least additions, its empty neighbours, make sure of:
// under A07 `connected`, `touching` (a stone of the other colour next to the eye that belongs to an
// examined string is in a string that holds one), which implies it; else the same readings.
Rules least_additions_owner(const Rules& rules);
// A08 eye.simulated_legality — 「连续下白子的过程中不能提子」: the additions never take the last liberty of
// a string of A's colour that has one (every reading but `no_lift`, under which nothing is lifted:
// the string stays, and the set is legal in any order); the concrete encoding's bound of the owner
// follows it (regions.h owner_bound_is_fillable).
bool keeps_liberties(const Rules& rules);
// A08 `capture_allowed`: captures make the additions an order, not a set (private_eye.h).
bool captures_allowed(const Rules& rules);

// The readings the symbolic board (symbolic.h) cannot state, named with the reason
// ("A08 eye.simulated_legality=capture_allowed (…)"), or nothing.
std::optional<std::string> unstated_symbolically(const Rules& rules);
// Each part's refusal, beside its encoding (readings.cpp, readings_simulation.cpp).
std::optional<std::string> unstated_region_readings(const Rules& rules);
std::optional<std::string> unstated_simulation_readings(const Rules& rules);

}  // namespace f3go::smt::readings
