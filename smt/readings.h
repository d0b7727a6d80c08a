// The readings of the private eye that both encodings state, each written once: over the concrete
// board (encoding.h, regions.cpp, facts.cpp — every point's content a constant) and over the
// symbolic board (symbolic.h — every point's content a Z3 unknown). The two encodings differ in how
// they form components (settled forests, or floods), not in what a reading says of a point or of a
// piece, so every function here takes, per point, Bool expressions (`Cells`) that are constants on
// one board and variables on the other, and answers with expressions folded where an operand is a
// constant: over a concrete board a reading of constants is a constant again (true or false).
//
// A10 eye.zero_liberty_strings (which strings count, A ignored), A38 region.wall (the wall), A02
// region.connect with A39 region.empty_wall (what joins a piece), N01 (the stones attached to a
// piece under A02 `empty`), N03 region.pieces (which pieces are counted and which are candidates),
// A01 region.needs_split (which candidates are regions; the outer piece of `inner_only`), A05
// eye.precondition (T18E.P2), A38 again at T18E.S3 (the strings of A's colour that share a
// region), A03 eye.own_colour, A04 eye.examined, what spoils an eye of the examined strings (A06),
// and the simulation area (A09). The reference's twins are reference/regions.cpp,
// reference/private_eye.cpp and reference/simulated_eye.cpp.
//
// A new reading of the private eye goes here, as a case of the function of the fact it changes (or a
// new function over Cells), and both encodings state it through that call (docs/smt.md, "Where a
// new private-eye reading goes"); smt/tests/readings_test.cpp holds a case of each reading.
#pragma once
#include <z3++.h>

#include <functional>
#include <vector>

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
  Exprs empty, own, other, flower;  // own: a stone of A's colour; other: a stone of the other colour
  Exprs in_a;                       // a stone of A
  Exprs a_point;                    // one-hot: the point that names A (one of its stones)
  Exprs has_liberty;                // a stone whose string has a liberty (T22.2.1); false elsewhere
  int area() const { return static_cast<int>(empty.size()); }
  z3::context& ctx() const { return empty.front().ctx(); }
  z3::expr stone(int i) const;
};

// Precondition of every function below that takes Cells: every vector of `cells` has one entry per
// point, and there is at least one point (asserted by each).

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
// and of two as large the one `before(j, k)` puts first (the first in the order of sorted point
// lists). Only meaningful where candidate[j] holds; false where it is the constant false.
// Precondition: `candidate` and `size` have one entry per point; `before` is a strict order on the
// candidates (called only on two candidate roots j ≠ k).
Exprs outer_pieces(z3::context& ctx, const Exprs& candidate, const Exprs& size,
                   const std::function<z3::expr(int, int)>& before);
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
// A09 eye.simulated_area — T18E.S3.3.2 「在这个封闭区域R内连续补充白色棋子」: per point, the additions and
// the eye may lie there: an empty point of the region (`in_region`), or under `board` any empty point.
// Precondition: `in_region` has one entry per point.
Exprs simulation_area(const Cells& cells, const Rules& rules, const Exprs& in_region);

}  // namespace f3go::smt::readings
