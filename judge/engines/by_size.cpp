// The optimized engine and its incremental game, each board played by the compilation made for
// its size (by_size.h).
#include "judge/engines/by_size.h"

#include <cassert>

#include "judge/engines/incremental_game.h"
#include "optimized/capacity.h"
#include "optimized/engine.h"

namespace f3go::judge {

using optimized::kLargestCapacity;
using optimized::kSmallCapacity;

namespace {

// Of the two compilations' `small` and `largest`, the one that plays a board of size n.
template <class T>
T& for_board(int n, T& small, T& largest) {
  return optimized::capacity_for(n) == kSmallCapacity ? small : largest;
}

}  // namespace

EngineBySize::EngineBySize()
    : small_(optimized::make_engine<kSmallCapacity>()), largest_(optimized::make_engine<kLargestCapacity>()) {}

Engine& EngineBySize::for_size(int n) {
  return for_board(n, *small_, *largest_);
}

Analysis EngineBySize::analyze(const Position& pos, const Rules& rules) {
  return for_size(pos.board.size()).analyze(pos, rules);
}

void EngineBySize::analyze_into(const Position& pos, const Rules& rules, Analysis& out) {
  for_size(pos.board.size()).analyze_into(pos, rules, out);
}

MoveOutcome EngineBySize::play(const Position& pos, const Move& move, const Rules& rules, Position* after) {
  return for_size(pos.board.size()).play(pos, move, rules, after);
}

ScoreReport EngineBySize::score(const Board& bottom, const Rules& rules, const std::vector<Point>& dead) {
  return for_size(bottom.size()).score(bottom, rules, dead);
}

GameBySize::GameBySize(const std::string& name)
    : small_(make_incremental_game<kSmallCapacity>(name)),
      largest_(make_incremental_game<kLargestCapacity>(name)),
      game_(largest_.get()) {}

void GameBySize::undo() {
  assert(can_undo());
  game_->undo();
}

void GameBySize::start(const Position& pos, const Rules& rules) {
  game_ = &for_board(pos.board.size(), *small_, *largest_);
  game_->start(pos, rules);
}

}  // namespace f3go::judge
