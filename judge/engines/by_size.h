// The optimized engine and its incremental game for every board a build takes, each board played
// by the compilation made for it (optimized/capacity.h): 9×9 and smaller boards by the one whose
// sets take 2 words, larger boards by the one of the build's largest board. Each answer is that
// compilation's; the choice is by the size of the board the question or the game starts on.
#pragma once
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "gtp/game_state.h"
#include "oracle/engine.h"

namespace f3go::judge {

// optimized::OptimizedEngine, each question put to the compilation for its board's size.
class EngineBySize final : public Engine {
 public:
  EngineBySize();
  std::string name() const override { return largest_->name(); }
  int max_size() const override { return largest_->max_size(); }
  Analysis analyze(const Position& pos, const Rules& rules) override;
  void analyze_into(const Position& pos, const Rules& rules, Analysis& out) override;
  MoveOutcome play(const Position& pos, const Move& move, const Rules& rules, Position* after) override;
  ScoreReport score(const Board& bottom, const Rules& rules, const std::vector<Point>& dead) override;

  // The engine that answers about boards of size n: its max_size() is the capacity it was built for.
  Engine& for_size(int n);

 private:
  std::unique_ptr<Engine> small_, largest_;  // two of one compilation when the build has one capacity
};

// The incremental game (incremental_game.h) of the compilation for the size of the board each game
// starts on; before the first start, that of the build's largest board.
class GameBySize final : public gtp::GameState {
 public:
  explicit GameBySize(const std::string& name);
  std::string name() const override { return game_->name(); }
  int max_size() const override { return largest_->max_size(); }
  void start(const Position& pos, const Rules& rules) override;
  void set_rules(const Rules& rules) override { game_->set_rules(rules); }
  const Rules& rules() const override { return game_->rules(); }
  MoveOutcome play(const Move& move) override { return game_->play(move); }
  bool can_undo() const override { return game_->can_undo(); }
  void undo() override;
  const Position& position() const override { return game_->position(); }
  MoveOutcome try_play(const Move& move) override { return game_->try_play(move); }
  MoveOutcome try_move(const Move& move) override { return game_->try_move(move); }
  const Analysis& analysis() override { return game_->analysis(); }
  ScoreReport score(const std::vector<Point>& dead) override { return game_->score(dead); }
  std::optional<std::vector<Point>> liberties(Point p) override { return game_->liberties(p); }

  // The game playing now: its max_size() is the capacity it was built for.
  const gtp::GameState& playing() const { return *game_; }

 private:
  std::unique_ptr<gtp::GameState> small_, largest_;
  gtp::GameState* game_;  // small_ or largest_
};

}  // namespace f3go::judge
