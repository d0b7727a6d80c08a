// T22.6, T22.7, oracle/observables.h: the reference behind the Engine interface. Each call is one
// computation: its answers are shared within it (reference/shared.h), never across calls.
#include "reference/engine.h"

#include "reference/analyze.h"
#include "reference/play.h"
#include "reference/private_eye.h"
#include "reference/score.h"

namespace f3go::reference {

Analysis ReferenceEngine::analyze(const Position& pos, const Rules& rules) {
  SharedAnswers shared(rules, source_);
  return reference::analyze(pos, shared);
}

MoveOutcome ReferenceEngine::play(const Position& pos, const Move& move, const Rules& rules,
                                  Position* after) {
  SharedAnswers shared(rules, source_);
  return try_move(pos, move, shared, after);
}

ScoreReport ReferenceEngine::score(const Board& bottom, const Rules& rules,
                                   const std::vector<Point>& dead) {
  SharedAnswers shared(rules, source_);
  return reference::score(bottom, dead, shared);
}

std::unique_ptr<ReferenceEngine> literal_engine() {
  return std::make_unique<ReferenceEngine>(
      [](const Board& b, const Points& a, const Rules& rules) {
        return private_eye(b, a, rules, SimulationMethod::literal);
      },
      "reference-literal");
}

}  // namespace f3go::reference
