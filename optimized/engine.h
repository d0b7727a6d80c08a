// The bitboard engine behind the Engine interface (oracle/engine.h): analysis (T22.2–T22.5),
// moves (T22.6) and the score (T22.7), each equal to reference/engine.h's answer (the
// differential tests in optimized/tests/ compare them).
#pragma once
#include "oracle/engine.h"
#include "optimized/analyze.h"

namespace f3go::optimized {

class OptimizedEngine final : public Engine {
 public:
  std::string name() const override { return "optimized"; }
  int max_size() const override { return kCapacity; }
  Analysis analyze(const Position& pos, const Rules& rules) override;
  void analyze_into(const Position& pos, const Rules& rules, Analysis& out) override;
  MoveOutcome play(const Position& pos, const Move& move, const Rules& rules, Position* after) override;
  ScoreReport score(const Board& bottom, const Rules& rules, const std::vector<Point>& dead) override;

 private:
  Analyzer analyzer_;  // analyze_into's boards, kept from one call to the next
};

}  // namespace f3go::optimized
