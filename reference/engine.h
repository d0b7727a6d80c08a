// The reference as an Engine (oracle/engine.h): the oracle that `f3go certify` runs by default —
// analysis (T22.2–T22.5), moves (T22.6) and the score (T22.7).
#pragma once
#include <memory>
#include <string>

#include "oracle/engine.h"
#include "reference/shared.h"

namespace f3go::reference {

class ReferenceEngine final : public Engine {
 public:
  // `source` empty: the reference's own private eyes. Otherwise every private eye comes from
  // `source` and the engine is called `name` (reference/shared.h, PrivateEyeSource).
  explicit ReferenceEngine(PrivateEyeSource source = {}, std::string name = "reference")
      : source_(std::move(source)), name_(std::move(name)) {}
  std::string name() const override { return name_; }
  Analysis analyze(const Position& pos, const Rules& rules) override;
  MoveOutcome play(const Position& pos, const Move& move, const Rules& rules, Position* after) override;
  ScoreReport score(const Board& bottom, const Rules& rules, const std::vector<Point>& dead) override;

 private:
  PrivateEyeSource source_;
  std::string name_;
};

// The reference with the simulated eye-making (T22.2.8(3)) answered by its literal search
// everywhere instead of the tiered method (reference/simulated_eye.h SimulationMethod), named
// "reference-literal": the same answers, exponentially slower; a question too large for the search
// is an InputError.
std::unique_ptr<ReferenceEngine> literal_engine();

}  // namespace f3go::reference
