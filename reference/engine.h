// The reference as an Engine (oracle/engine.h): the oracle that `f3go certify` runs by default —
// analysis (T22.2–T22.5), moves (T22.6) and the score (T22.7).
#pragma once
#include "oracle/engine.h"

namespace f3go::reference {

class ReferenceEngine final : public Engine {
 public:
  std::string name() const override { return "reference"; }
  Analysis analyze(const Position& pos, const Rules& rules) override;
  MoveOutcome play(const Position& pos, const Move& move, const Rules& rules, Position* after) override;
  ScoreReport score(const Board& bottom, const Rules& rules, const std::vector<Point>& dead) override;
};

}  // namespace f3go::reference
