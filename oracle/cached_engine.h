// An Engine that keeps the last Analysis of another: every question about one position under
// one set of rules is answered from one analysis (an engine's answer does not depend on how often
// it is asked), so a GTP server or a certifier asking many questions of a position analyses it
// once. play and score go to the engine as they are.
#pragma once
#include <optional>

#include "oracle/engine.h"

namespace f3go {

class CachedEngine : public Engine {
 public:
  // `inner` outlives this object.
  explicit CachedEngine(Engine& inner) : inner_(inner) {}
  std::string name() const override { return inner_.name(); }
  int max_size() const override { return inner_.max_size(); }
  Analysis analyze(const Position& pos, const Rules& rules) override {
    if (!last_ || !(last_pos_ == pos) || !(last_rules_ == rules)) {
      last_ = inner_.analyze(pos, rules);
      last_pos_ = pos;
      last_rules_ = rules;
    }
    return *last_;
  }
  MoveOutcome play(const Position& pos, const Move& move, const Rules& rules, Position* after) override {
    return inner_.play(pos, move, rules, after);
  }
  ScoreReport score(const Board& bottom, const Rules& rules, const std::vector<Point>& dead) override {
    return inner_.score(bottom, rules, dead);
  }

 private:
  Engine& inner_;
  std::optional<Analysis> last_;
  Position last_pos_;
  Rules last_rules_;
};

}  // namespace f3go
