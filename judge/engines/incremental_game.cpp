// The GTP server's game over the incremental optimized::Game (incremental_game.h).
#include "judge/engines/incremental_game.h"

#include <cassert>
#include <memory>
#include <utility>

#include "optimized/bitboard.h"

namespace f3go::judge {
inline namespace F3GO_OPTIMIZED_NS {

IncrementalGame::IncrementalGame(std::string name) : name_(std::move(name)) {
  games_.emplace_back(initial_position(Board(kMinSize), Rules()), Rules());
}

void IncrementalGame::changed() {
  position_.reset();
  analysis_.reset();
}

void IncrementalGame::start(const Position& pos, const Rules& rules) {
  games_.clear();
  games_.emplace_back(pos, rules);
  changed();
}

// Each Game kept is started again at its position under the new rules (a Game's state is that of
// one set of rules: its private-eye verdicts and flower attributes).
void IncrementalGame::set_rules(const Rules& rules) {
  for (optimized::Game& g : games_) g = optimized::Game(g.position(), rules);
  changed();
}

optimized::Game IncrementalGame::with_to_move(Colour c) const {
  if (games_.back().to_move() == c) return games_.back();
  Position pos = games_.back().position();
  pos.to_move = c;
  return optimized::Game(pos, games_.back().rules());
}

MoveOutcome IncrementalGame::play(const Move& move) {
  games_.push_back(with_to_move(move.colour));
  const MoveOutcome o = games_.back().play(move);
  if (!o.legal) {
    games_.pop_back();
    return o;
  }
  changed();
  return o;
}

void IncrementalGame::undo() {
  assert(can_undo());
  games_.pop_back();
  changed();
}

const Position& IncrementalGame::position() const {
  if (!position_) position_ = games_.back().position();
  return *position_;
}

MoveOutcome IncrementalGame::try_play(const Move& move) { return with_to_move(move.colour).play(move); }

MoveOutcome IncrementalGame::try_move(const Move& move) {
  optimized::Game trial = games_.back();
  return trial.play(move);
}

const Analysis& IncrementalGame::analysis() {
  if (!analysis_) analysis_ = games_.back().analysis();
  return *analysis_;
}

ScoreReport IncrementalGame::score(const std::vector<Point>& dead) { return games_.back().score(dead); }

// T22.2.1 on the chain kept at p (optimized::Game::chain_at).
std::optional<std::vector<Point>> IncrementalGame::liberties(Point p) {
  const optimized::Game& g = games_.back();
  const optimized::Bitboard chain = g.chain_at(p);
  if (chain.none()) return std::nullopt;
  return optimized::to_points(optimized::liberties(g.bottom(), chain));
}

}  // namespace F3GO_OPTIMIZED_NS
}  // namespace f3go::judge

namespace f3go::judge {

template <>
std::unique_ptr<gtp::GameState> make_incremental_game<optimized::kCapacity>(std::string name) {
  return std::make_unique<IncrementalGame>(std::move(name));
}

}  // namespace f3go::judge
