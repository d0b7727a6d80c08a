// T22.6 下棋流程 and T22.1 on bitboards: a stone, a flybomb turn and a pass, with captures, suicide,
// ko/superko (history.h), the bottom-then-holographic update, game end and the
// flybomb schedule of modes A/B. Readings A11–A14, A18–A20, A28–A30, A33.
// Twin of reference/play.h: the same MoveOutcome (reason strings included) and the same Position;
// compared in optimized/tests/play_differential_test.cpp.
#pragma once
#include <array>
#include <vector>

#include "oracle/move.h"
#include "oracle/observables.h"
#include "oracle/position.h"
#include "oracle/rules.h"
#include "optimized/capacity.h"
#include "optimized/holo_index.h"
#include "optimized/position_bits.h"

namespace f3go::optimized {
inline namespace F3GO_OPTIMIZED_NS {

// Twin of reference::try_move.
MoveOutcome try_move(const Position& pos, const Move& move, const Rules& rules,
                     Position* after = nullptr);

// Twin of reference::legal_stones. The start (holographic board, its strings, the history
// for A14) is computed once for every candidate point.
std::vector<Point> legal_stones(const Position& pos, Colour colour, const Rules& rules);
// legal_stones of both colours (indexed by index(Colour)) from one start: `holo` must be
// holographic(bits_of(pos.board), rules) and `strings` HoloIndex(holo, rules) (what analyze has).
std::array<std::vector<Point>, 2> legal_stones_both(const Position& pos, const HoloBits& holo,
                                                    const HoloIndex& strings, const Rules& rules);
// The same, written over `out` (its storage kept).
void legal_stones_both(const Position& pos, const HoloBits& holo, const HoloIndex& strings, const Rules& rules,
                       std::array<std::vector<Point>, 2>& out);

// The bottom board of a set of sets (the inverse of bits_of).
Board board_of(const BoardBits& b);

}  // namespace F3GO_OPTIMIZED_NS
}  // namespace f3go::optimized
