// T22.6, T22.7, SPEC.md "Observables": the reference behind the Engine interface.
#include "reference/engine.h"

#include "reference/analyze.h"
#include "reference/play.h"
#include "reference/score.h"

namespace f3go::reference {

Analysis ReferenceEngine::analyze(const Position& pos, const Rules& rules) {
  return reference::analyze(pos, rules);
}

MoveOutcome ReferenceEngine::play(const Position& pos, const Move& move, const Rules& rules,
                                  Position* after) {
  return try_move(pos, move, rules, after);
}

ScoreReport ReferenceEngine::score(const Board& bottom, const Rules& rules,
                                   const std::vector<Point>& dead) {
  return reference::score(bottom, rules, dead);
}

}  // namespace f3go::reference
