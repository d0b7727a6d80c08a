// T22.3 全息棋局 (T18.2) on bitboards: every flower string shown by its upper attribute, the
// holographic strings (A32 holo.merge) with their liberties (A27 string.liberties), and T22.5 the
// flybomb forbidden points with their reasons (A15, A16, A17, A34).
// Twins: reference/holographic.h and reference/forbidden.h; compared in differential_test.cpp.
#pragma once
#include <vector>

#include <boost/container/static_vector.hpp>

#include "oracle/observables.h"
#include "oracle/rules.h"
#include "optimized/capacity.h"
#include "optimized/position_bits.h"
#include "optimized/private_eye.h"

namespace f3go::optimized {
inline namespace F3GO_OPTIMIZED_NS {

// The cell of p on a holographic board given by its flowers of each attribute and its stones:
// black and white hold the stones and flowers of that colour, neutral the neutral flowers.
HoloCell holo_cell(const Bitboard& black, const Bitboard& white, const Bitboard& neutral, Point p);
// Every point's cell of such a board of the given size, in index order (as reference::Holographic).
std::vector<HoloCell> holo_cells(int size, const Bitboard& black, const Bitboard& white, const Bitboard& neutral);
// The same, written over `out` (its storage kept). Precondition: the sets lie on the size×size board.
void holo_cells(int size, const Bitboard& black, const Bitboard& white, const Bitboard& neutral,
                std::vector<HoloCell>& out);

struct HoloBits {
  BoardBits bottom;
  Bitboard black, white, neutral, empty;  // the holographic board: flowers by their attribute
  std::vector<FlowerReport> flowers;      // every flower string, by first stone

  const Bitboard& of(Colour c) const { return c == Colour::black ? black : white; }
  HoloCell at(Point p) const;
  std::vector<HoloCell> cells() const;           // per point, index order (as reference::Holographic)
  void cells(std::vector<HoloCell>& out) const;  // the same, written over `out` (its storage kept)
};

// Twin of reference::holographic (T22.3.2(2), T22.6).
HoloBits holographic(const BoardBits& bottom, const Rules& rules);
// The same with the private-eye verdicts of `eyes` (of the bottom board), which it completes.
HoloBits holographic(EyeVerdicts& eyes, const Rules& rules);
// The same, written over `h` (the storage of its flower reports kept).
void holographic(EyeVerdicts& eyes, const Rules& rules, HoloBits& h);

// Twin of reference::holo_string_at (T22.3.2(4), A32): p black or white on the holographic board.
Bitboard holo_string_at(const HoloBits& h, Point p, const Rules& rules);
// The cells through which a holographic string of one colour spreads from a flower (`flower`) or a
// stone of it (T22.3.2(4), A32): under `merge` every cell of its colour (`colour`: the stones and
// flowers of that colour on the holographic board of b), under `separate` those of the same kind.
Bitboard holo_string_cells(const BoardBits& b, const Bitboard& colour, bool flower, const Rules& rules);
// Every holographic string of the board with these black and white cells (b its bottom board)
// has a liberty (T22.3.2(4), A32: under `merge` the cells of a colour form strings; under
// `separate` its flower cells and its stone cells form strings apart). Precondition: black and
// white lie on b's board and do not meet.
bool every_holo_string_breathes(const BoardBits& b, const Bitboard& black, const Bitboard& white, const Rules& rules);
// Twin of reference::holo_strings: colour and stones of every holographic string, by first stone.
std::vector<std::pair<Colour, Bitboard>> holo_strings(const HoloBits& h, const Rules& rules);
// Twin of reference::liberty_count (A27 `set` / `sum`).
int liberty_count(const HoloBits& h, const Bitboard& stones, const Rules& rules);

// Twins of reference/forbidden.h (T22.5.1 提吃点, T22.5.2 一气眼, T22.5.3 虎口).
bool is_capture_point(const HoloBits& h, Point q, Colour thrower, const Rules& rules);
bool is_one_liberty_eye(const HoloBits& h, Point q, Colour c, const Rules& rules);
bool is_tiger_mouth(const HoloBits& h, Point q, Colour c, const Rules& rules);
// The reasons against a flower at q, in enum order: at most the three of T22.5, inline.
using ForbiddenReasons = boost::container::static_vector<ForbiddenReason, 3>;
ForbiddenReasons flybomb_forbidden_reasons(const HoloBits& h, Point q, Colour thrower, const Rules& rules);
std::vector<ForbiddenPoint> flybomb_forbidden(const HoloBits& h, Colour thrower, const Rules& rules);
// The same with the strings of h already labelled (holo_index.h; whole-board set operations).
class HoloIndex;
std::vector<ForbiddenPoint> flybomb_forbidden(const HoloBits& h, const HoloIndex& strings, Colour thrower,
                                              const Rules& rules);
// The same, written over `out` (the storage of its lists kept).
void flybomb_forbidden(const HoloBits& h, const HoloIndex& strings, Colour thrower, const Rules& rules,
                       std::vector<ForbiddenPoint>& out);

}  // namespace F3GO_OPTIMIZED_NS
}  // namespace f3go::optimized
