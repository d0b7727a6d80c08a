// The bitboard engine behind the Engine interface (oracle/engine.h): analysis (T22.2–T22.5),
// moves (T22.6) and the score (T22.7), each equal to reference/engine.h's answer (the
// differential tests in optimized/tests/ compare them).
#pragma once
#include <memory>

#include "oracle/engine.h"
#include "optimized/analyze.h"
#include "optimized/capacity.h"

namespace f3go::optimized {
inline namespace F3GO_OPTIMIZED_NS {

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

}  // namespace F3GO_OPTIMIZED_NS
}  // namespace f3go::optimized

namespace f3go::optimized {

// The OptimizedEngine of the compilation for boards up to `Capacity` (capacity.h): the build
// compiles one for kSmallCapacity and one for kLargestCapacity (a single one when they are equal),
// each defining its own in engine.cpp.
template <int Capacity>
std::unique_ptr<Engine> make_engine();
template <>
std::unique_ptr<Engine> make_engine<kSmallCapacity>();
template <>
std::unique_ptr<Engine> make_engine<kLargestCapacity>();

}  // namespace f3go::optimized
