// T22.6, T22.7, oracle/observables.h: the bitboard engine behind the Engine interface.
#include "optimized/engine.h"

#include "optimized/analyze.h"
#include "optimized/play.h"
#include "optimized/score.h"

namespace f3go::optimized {

Analysis OptimizedEngine::analyze(const Position& pos, const Rules& rules) {
  return optimized::analyze(pos, rules);
}

void OptimizedEngine::analyze_into(const Position& pos, const Rules& rules, Analysis& out) {
  analyzer_.analyze(pos, rules, out);
}

MoveOutcome OptimizedEngine::play(const Position& pos, const Move& move, const Rules& rules, Position* after) {
  return try_move(pos, move, rules, after);
}

ScoreReport OptimizedEngine::score(const Board& bottom, const Rules& rules, const std::vector<Point>& dead) {
  return optimized::score(bottom, rules, dead);
}

}  // namespace f3go::optimized
