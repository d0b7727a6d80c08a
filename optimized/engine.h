// The bitboard engine behind the Engine interface (oracle/engine.h): analysis (T22.2–T22.5),
// moves (T22.6) and the score (T22.7), each equal to reference/engine.h's answer (the
// differential tests in optimized/tests/ compare them).
#pragma once
#include "oracle/engine.h"

namespace f3go::optimized {

class OptimizedEngine final : public Engine {
 public:
  std::string name() const override { return "optimized"; }
  Analysis analyze(const Position& pos, const Rules& rules) override;
  MoveOutcome play(const Position& pos, const Move& move, const Rules& rules, Position* after) override;
  ScoreReport score(const Board& bottom, const Rules& rules, const std::vector<Point>& dead) override;
};

}  // namespace f3go::optimized
