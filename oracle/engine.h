// What an engine answers, as plain values: the interface the corpus runner, `f3go certify` and
// the comparison of engines use. reference/engine.h and (later) optimized/ and the GTP client of an
// external engine implement it.
#pragma once
#include <string>
#include <vector>

#include "oracle/move.h"
#include "oracle/observables.h"
#include "oracle/position.h"
#include "oracle/rules.h"

namespace f3go {

class Engine {
 public:
  virtual ~Engine() = default;
  virtual std::string name() const = 0;
  // The largest board the engine takes: kMaxSize, unless it was built for smaller boards (the
  // optimized engine of a build with F3GO_OPTIMIZED_MAX_SIZE). A larger board is refused with an
  // InputError.
  virtual int max_size() const { return kMaxSize; }
  // Every observable of a position (oracle/observables.h).
  virtual Analysis analyze(const Position& pos, const Rules& rules) = 0;
  // The same, written over an Analysis the caller keeps from one call to the next, whose lists an
  // engine may reuse (the optimized engine does); by default, a fresh analysis moved in.
  virtual void analyze_into(const Position& pos, const Rules& rules, Analysis& out) { out = analyze(pos, rules); }
  // Tries a move; when legal and `after` is given, stores the position after the turn.
  virtual MoveOutcome play(const Position& pos, const Move& move, const Rules& rules,
                           Position* after) = 0;
  // T22.7: the score of the bottom board with the agreed dead stones (A21 input).
  virtual ScoreReport score(const Board& bottom, const Rules& rules,
                            const std::vector<Point>& dead) = 0;
};

}  // namespace f3go
