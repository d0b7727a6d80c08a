// T22.6 下棋流程 and T22.1: playing a stone, a flybomb turn and a pass, with captures, suicide,
// ko/superko, the bottom-then-holographic update, game end, and the flybomb schedule of modes A/B.
// Readings: A11–A14, A18–A20, A28–A30, A33.
#pragma once
#include <optional>

#include "oracle/move.h"
#include "oracle/observables.h"
#include "oracle/position.h"
#include "oracle/rules.h"

namespace f3go::reference {

class SharedAnswers;  // reference/shared.h

// Tries `move` on `pos`. If legal, `after` (when given) receives the position after the complete
// turn. The outcome names the clause of an illegal move and lists every captured stone.
MoveOutcome try_move(const Position& pos, const Move& move, const Rules& rules,
                     Position* after = nullptr);
// The same under shared.rules(), sharing the answers about `pos` (its holographic board) with
// the other turns tried through `shared` on the same position.
MoveOutcome try_move(const Position& pos, const Move& move, SharedAnswers& shared,
                     Position* after = nullptr);

// Every empty point where `colour` could legally play a plain stone now (as if it were to move).
std::vector<Point> legal_stones(const Position& pos, Colour colour, const Rules& rules);
// The same under shared.rules(), sharing answers through `shared` (with the other colour and the
// rest of one analysis).
std::vector<Point> legal_stones(const Position& pos, Colour colour, SharedAnswers& shared);

}  // namespace f3go::reference
