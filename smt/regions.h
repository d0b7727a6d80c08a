// T22.2.3 棋串, T22.2.5 空点串, T22.2.6 封闭区域, T18E.S1–S2 as constraints: the strings and empty
// strings of the bottom board, the pieces of the board around a string A, and which of them are A's
// enclosed regions. Readings: A01 region.needs_split, A02 region.connect, N03 region.pieces, A10
// eye.zero_liberty_strings (which strings count), A38 region.wall, A39 region.empty_wall, A37
// eye.method. What each reading says of a point or a piece is stated once, in readings.h, for this encoding and
// the symbolic one (symbolic.h); here it is applied over the settled forests of the board.
#pragma once
#include <array>
#include <optional>
#include <vector>

#include "oracle/rules.h"
#include "smt/encoding.h"
#include "smt/readings.h"

namespace f3go::smt::detail {

// The strings of the board, shared by every string A examined on it. Each forest is asserted in a
// scope of its own, checked, settled (encoding.h) and popped: none of its variables stays in the
// solver, and the facts of later questions are stated over its settled components.
struct BoardEnc {
  Forest strings{};     // T22.2.3: stones joined to stones of the same colour
  Forest empties{};     // T22.2.5: empty points joined to empty points
  Exprs has_liberty{};  // per stone point: its string has a liberty (T22.2.1)
  // A06 `with_stones`, per colour of A (index(Colour)), added on first use: the components of the
  // points that are empty or hold stones of that colour.
  std::array<std::optional<Forest>, 2> areas{};
  // T18E.S3.3.2 under A07 `connected`, per colour o of the additions (index(Colour)), added on first
  // use: the components of the points that are empty or hold stones of colour o. A string of o
  // after any capture-free additions lies inside one of them.
  std::array<std::optional<Forest>, 2> open{};
  // The same, finer, for the set encodings that forbid captures (A08 every reading but `no_lift`):
  // the components of the points that hold stones of colour o or are empty and not the only
  // liberty of a string of the other colour (filling it would capture). A string of o after
  // capture-free additions lies inside one of them.
  std::array<std::optional<Forest>, 2> fillable{};
  // The strings and empty strings are settled (settle_board).
  bool settled() const { return strings.settled && empties.settled; }
};

// Asserts the forests of the strings and of the empty strings in the current scope (settle_board
// once they are checked). Precondition: called once per Enc, before anything else is encoded (no
// variable made on it yet).
BoardEnc encode_board(Enc& e);
// Settles the forests of encode_board with `m` and states has_liberty over them. Precondition: m
// is a model of encode_board's constraints (satisfies) — not checkable here, where they are popped
// already (Session::solve checks the model before it pops them); the forests are not yet settled.
void settle_board(Enc& e, BoardEnc& be, z3::model& m);
// Asserts the forest of the A06 areas of colour c (Cell::black or Cell::white), or of the open
// components of colour o (see BoardEnc::open; they are also the pieces around a string of the other
// colour under A38 `same_colour` with A02 `any`, and under A02 `empty` with A39 `own_colour`), in the
// current scope, to be checked and settled; ranked by strings and empty strings. Precondition: `be`
// is settled.
Forest encode_areas(Enc& e, const BoardEnc& be, Cell c);
Forest encode_open(Enc& e, const BoardEnc& be, Cell o);
// Under A07 `connected`, which forest bounds the owner's ranks in the set query (simulation.cpp
// eye_goal): BoardEnc::fillable when the additions keep every last liberty (readings.h
// keeps_liberties), else BoardEnc::open.
inline bool owner_bound_is_fillable(const Rules& rules) { return readings::keeps_liberties(rules); }
// Asserts the forest of BoardEnc::fillable for colour o in the current scope, to be checked and
// settled; ranked by strings of o and empty strings, each point of an empty string that holds an
// only liberty of the other colour a unit of its own. Precondition: `be` is settled.
Forest encode_fillable(Enc& e, const BoardEnc& be, Cell o);
// A02 `any` with A38 `string`: asserts the forest of the pieces around A — the points that are
// neither A nor flowers (T18E.S1–S2) — in the current scope, to be checked and settled; it serves
// every reading of A02 `any` with A38 `string` for A. Ranked by the open components of the other
// colour o (each connected, with neither A nor a flower, so inside one piece) and the strings of A's
// colour but A, fewer units than the strings and empty strings. Precondition: `a` holds
// every stone of one black or white string of e.board (holds_one_string); `be` is settled,
// BoardEnc::open of o with it.
Forest encode_pieces(Enc& e, const BoardEnc& be, const std::vector<Point>& a);

// Everything about one string A that does not depend on the region examined.
struct StringEnc {
  Cell c = Cell::black, o = Cell::white;  // A's colour and the other colour
  std::vector<char> in_a{};               // constant: the point is a stone of A
  std::vector<char> adj_a{};              // constant: the point has a neighbour in A (T22.2.2)
  readings::Cells cells{};                // the board as the readings see it (readings.h), A's colour as `own`
  Exprs counted{};                        // per stone point: its string counts (A10)
  z3::expr a_ignored;                     // A10 `ignore` and A has no liberty: T22.2.8(1)
  bool by_empty = false;                  // A02 `empty`: a piece is a component of the connecting points (+ the
                                          // strings attached to it; pieces may then share strings)
  bool by_string = false;                 // A37 `empty_string`: the empty strings next to A are judged, one by
                                          // one, in place of regions (pieces: the empty strings alone)
  Forest pieces{};                        // settled, the connecting points: A02 `any`, A38 `string`, the points
                                          // that are neither A nor flowers; A02 `empty`, A39 `any_stone`, and
                                          // A37 `empty_string`, the empty points; the points empty or of the
                                          // other colour otherwise
  std::vector<char> attached{};           // constant: a stone off the wall that does not connect (A02
                                          // `empty`): it is in every piece it touches
  Exprs is_region{};                      // per point: a piece rooted at this point is a region of A
  // A06 `with_stones`: the board's areas of A's colour (T22.2.7 眼).
  bool with_areas = false;
  Forest areas{};
};

// The pieces of the board around A and the facts of A that do not depend on a region.
// Precondition: `a` holds every stone of one black or white string of e.board; `be` is settled;
// under A02 `any`, A37 `region` and A38 `string`, `pieces` is the settled forest of encode_pieces
// for A; under A02 `any` with A38 `same_colour`, and under A02 `empty` with A39 `own_colour`, the
// open components of the other colour were added to `be`; under A06 `with_stones` the areas of A's
// colour were. The string, `be` and a given `pieces` are asserted; each other forest is checked
// where it is read (std::logic_error when missing).
StringEnc encode_string(Enc& e, const BoardEnc& be, const std::vector<Point>& a, const Rules& rules,
                        const Forest* pieces);

// The components the readings ask for (readings.h Components) over the settled forests: the
// strings, the empty strings and, under A06 `with_stones`, the areas of A's colour. The callbacks
// refer to `e`, `be` and `se`. Precondition: `be` is settled.
readings::Components components_of(Enc& e, const BoardEnc& be, const StringEnc& se);

// A01 and N03: defines se.is_region, which pieces are A's regions (counted with z3::atleast; under
// `inner_only` the largest piece, by sizes summed over its members, is left out). Under A37
// `empty_string`: the empty strings next to A instead, rooted at their lowest points.
void select_regions(Enc& e, const BoardEnc& be, StringEnc& se, const Rules& rules);

// The points of the piece rooted at point index r, per point: the connecting points labelled r,
// and under A02 `empty` every attached string adjacent to one of them.
Exprs piece_members(Enc& e, const BoardEnc& be, const StringEnc& se, int r);

}  // namespace f3go::smt::detail
