// The steps of one turn on bitboards — T22.6 下棋流程 (the stone, its captures, suicide, the
// bottom-then-holographic update), T22.1.a/b (the flybomb turn and its flower), A14 on the board
// after the turn — the one copy shared by optimized/play.cpp (try_move and legal_stones on a
// Position) and optimized/game.cpp (the incremental Game). Twin of reference/play.cpp, step for
// step. Readings: A11 capture.after_update, A12 capture.which, A13 move.suicide, A14 move.ko,
// A18 flybomb.judge_board, A19 flybomb.no_legal_point, A20 flybomb.capture_turn,
// A30 flybomb.neutral_on_place, A33 holo.capture_flowers.
//
// What the two callers obtain differently is behind TurnBoards: the holographic board of an
// intermediate board of the turn (play.cpp computes it; Game reuses its incremental attributes)
// and the earlier boards A14 compares with (play.cpp's History of a Position; Game's keyed
// history). Compared by optimized/tests/play_differential_test.cpp (try_move, legal_stones) and
// properties/stateful_properties.cpp (Game), both against the reference.
#pragma once
#include <vector>

#include "oracle/move.h"
#include "oracle/rules.h"
#include "optimized/capacity.h"
#include "optimized/holo_index.h"
#include "optimized/holographic.h"
#include "optimized/position_bits.h"
#include "optimized/turn_start.h"

namespace f3go::optimized {
inline namespace F3GO_OPTIMIZED_NS {

// The work of one turn: the bottom board as it changes, and every stone removed so far.
// N28 (docs/ambiguities.md, reading 1 = the reference): a point emptied twice in one turn (a stone
// captured, the flower thrown there, that flower removed by the A11 fix-point) is listed twice;
// `twice` holds those points. No point can leave three times: it is refilled at most once (by the
// flower) after its first removal.
struct Turn {
  BoardBits board;
  Bitboard captured;
  Bitboard twice;

  // Records the stones that left the bottom board.
  void note_removed(const Bitboard& gone) {
    twice |= gone & captured;
    captured |= gone;
  }
  // The number of removals (points listed twice count twice).
  int removal_count() const { return captured.popcount() + twice.popcount(); }
  // The sorted list of removals, as the reference's sorted MoveOutcome::captured.
  std::vector<Point> removal_list() const;
};

// The start of a turn: the bottom board, its holographic board and the holographic strings of
// that board (labelled all at once or on demand; owned by the caller).
struct TurnStart {
  BoardBits board;
  const HoloBits* holo = nullptr;
  const HoloIndex* strings = nullptr;
};

// What the callers obtain their own way.
class TurnBoards {
 public:
  virtual ~TurnBoards() = default;
  // The holographic board of `b`, a board of the turn (T22.3.2(2)): holographic(b, rules).
  virtual HoloBits holographic_of(const BoardBits& b) = 0;
  // A14 move.ko on `turn.board`, the bottom board after the complete turn, with `next` to move.
  virtual Step ko(const Turn& turn, Colour next) = 0;
};

// T22.6 1(2)/(3), A13, then the update (A11): a stone of t at q, the first step of every turn
// (the start's holographic board is the board before it). Precondition: turn.board is
// start.board.
Step play_stone(Turn& turn, const TurnStart& start, Point q, Colour t, const Rules& rules, TurnBoards& boards);

// A stone or flybomb move (not a pass; may_start already holds): its steps, then A14.
// `spent` tells whether a flybomb was used (A19). Precondition: turn.board is start.board.
Step play_moves(Turn& turn, const TurnStart& start, const Move& move, const Rules& rules, TurnBoards& boards,
                bool& spent);

// A11 capture.after_update `never`: the update after a stone removes nothing (T22.6
// 「再更新底层棋局、全息棋局数据」), so a string may stand without liberty after the turn.
bool update_removes_nothing(const Rules& rules);
// A12 capture.which `adjacent`: a stone also captures the opponent strings kept without liberty
// next to its own string, not only those whose last liberty it takes.
bool captures_adjacent_kept(const Rules& rules);
// A13 move.suicide `forbidden`, judged (A40 move.suicide_timing before or after the update, not
// `never`): a stone whose own string has no liberty is refused.
bool suicide_refused(const Rules& rules);

// T22.3.2(4), A33: the string leaves the bottom board — its black/white stones, and its flowers
// under `remove` (they stay flowers under `stay_neutral`). Returns what left.
Bitboard remove_string(BoardBits& b, const Bitboard& stones, const Rules& rules);

}  // namespace F3GO_OPTIMIZED_NS
}  // namespace f3go::optimized
