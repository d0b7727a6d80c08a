// T22.6, T22.7, oracle/observables.h: the bitboard engine behind the Engine interface.
#include "optimized/engine.h"

#include <memory>

#include "optimized/analyze.h"
#include "optimized/play.h"
#include "optimized/score.h"

namespace f3go::optimized {
inline namespace F3GO_OPTIMIZED_NS {

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

}  // namespace F3GO_OPTIMIZED_NS
}  // namespace f3go::optimized

namespace f3go::optimized {

template <>
std::unique_ptr<Engine> make_engine<kCapacity>() {
  return std::make_unique<OptimizedEngine>();
}

}  // namespace f3go::optimized
