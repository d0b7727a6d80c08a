// The checks every turn starts with (T22.1, T22.1.a, T22.8, A29) and the verdict type of a turn's
// steps, shared by optimized/play.cpp (try_move on a Position) and optimized/game.cpp (the
// incremental Game). Twins: may_start, free_point and random_flybomb_due of reference/play.cpp;
// compared by optimized/tests/play_differential_test.cpp and properties/stateful_properties.cpp.
#pragma once
#include <string>

#include "oracle/move.h"
#include "oracle/observables.h"
#include "oracle/position.h"
#include "optimized/position_bits.h"

namespace f3go::optimized {

// A step's verdict: ok, or the reason string of the reference (oracle/observables.h refusal_reason).
struct Step {
  bool ok = true;
  std::string reason;
};
inline Step legal() { return {}; }
inline Step illegal(Clause c, std::string_view detail) { return {false, refusal_reason(c, detail)}; }
inline Step illegal(Switch s, std::string_view detail) { return {false, refusal_reason(s, detail)}; }

// T22.8, A28: a random flybomb is due on a drawn own-turn number while one is left.
bool random_flybomb_due(const Position& pos, Colour side);

// A29, T22.1, T22.8, T22.1.a: whether the move may be started at all.
Step may_start(const Position& pos, const Move& move);

// T22.6 / T22.5: a stone or flower point must be on the board and empty on the bottom board.
Step free_point(const BoardBits& b, Point p, Clause clause);

}  // namespace f3go::optimized
