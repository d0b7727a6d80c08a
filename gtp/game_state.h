// The game a GTP server plays (server.h): a position advanced move by move, taken back by undo,
// and asked every question about the position it stands at. Two kinds:
// - EngineGame: any Engine (oracle/engine.h), asked position by position — the engine keeps
//   nothing between questions, the game keeps the positions (undo goes back to the one before);
// - judge/incremental_game.h: the incremental optimized::Game, which keeps its state across moves
//   (bottom board, chains, keyed history, flower attributes and their memo) as a real engine does,
//   a copy of the state per move for undo (as Leela Zero keeps its positions).
// PositionAsked turns a GameState into the Engine that the corpus's questions are put to
// (oracle/corpus.h answer_question), so that both kinds answer them in one canonical form.
#pragma once
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "oracle/engine.h"

namespace f3go::gtp {

class GameState {
 public:
  virtual ~GameState() = default;
  // The engine's name (GTP `version`).
  virtual std::string name() const = 0;
  // The largest board the game takes (Engine::max_size).
  virtual int max_size() const = 0;

  // A new game at `pos` under `rules`, with nothing to undo.
  virtual void start(const Position& pos, const Rules& rules) = 0;
  // The rules from now on, of the position reached and of those undo goes back to (komi,
  // f3go_set, f3go_rules during a game).
  virtual void set_rules(const Rules& rules) = 0;
  virtual const Rules& rules() const = 0;

  // Plays `move` for its colour, made the side to move first (GTP lets a controller play any
  // sequence of colours); the outcome, the game advanced when it is legal, unchanged otherwise.
  virtual MoveOutcome play(const Move& move) = 0;
  // Whether a move was played since the start, to take back.
  virtual bool can_undo() const = 0;
  // Takes back the last move played. Precondition: can_undo().
  virtual void undo() = 0;

  // The position reached (history included).
  virtual const Position& position() const = 0;
  // The outcome `play(move)` would have, the game unchanged.
  virtual MoveOutcome try_play(const Move& move) = 0;
  // The outcome of `move` on the position reached as it stands (a move of the side not to move is
  // refused, T22.1), as Engine::play answers it; the game unchanged.
  virtual MoveOutcome try_move(const Move& move) = 0;
  // Every observable of the position reached (oracle/observables.h).
  virtual const Analysis& analysis() = 0;
  // T22.7 on the position reached with the agreed dead stones (A21 input).
  virtual ScoreReport score(const std::vector<Point>& dead) = 0;
  // The liberties of the black or white string at `p` on the bottom board (T22.2.1); nothing when
  // `p` holds no black or white stone.
  virtual std::optional<std::vector<Point>> liberties(Point p) = 0;
};

// A game over any Engine: the positions played kept for undo, every question put to the engine
// about the position reached (its analysis kept until the position changes).
class EngineGame final : public GameState {
 public:
  // `engine` outlives the game; `name` is the one GTP `version` gives ("" = the engine's own).
  explicit EngineGame(Engine& engine, std::string name = "");
  // The same, owning its engine.
  explicit EngineGame(std::unique_ptr<Engine> engine, std::string name = "");

  std::string name() const override { return name_; }
  int max_size() const override { return engine_.max_size(); }
  void start(const Position& pos, const Rules& rules) override;
  void set_rules(const Rules& rules) override { rules_ = rules; }
  const Rules& rules() const override { return rules_; }
  MoveOutcome play(const Move& move) override;
  bool can_undo() const override { return !before_.empty(); }
  void undo() override;
  const Position& position() const override { return pos_; }
  MoveOutcome try_play(const Move& move) override;
  MoveOutcome try_move(const Move& move) override;
  const Analysis& analysis() override;
  ScoreReport score(const std::vector<Point>& dead) override;
  std::optional<std::vector<Point>> liberties(Point p) override;

 private:
  std::unique_ptr<Engine> owned_;
  Engine& engine_;
  std::string name_;
  Rules rules_;
  Position pos_;
  std::vector<Position> before_;      // the positions undo goes back to, the last one first
  std::optional<Analysis> analysis_;  // of pos_ under rules_, once asked
};

// The Engine a corpus question about the position a game reached is put to (oracle/corpus.h
// answer_question): every answer is the game's.
class PositionAsked final : public Engine {
 public:
  // `game` outlives this object.
  explicit PositionAsked(GameState& game) : game_(game) {}
  std::string name() const override { return game_.name(); }
  int max_size() const override { return game_.max_size(); }
  // Precondition of every function below that takes Rules: its position (or bottom board) and rules
  // are the game's (the move's position for play; no `after`).
  Analysis analyze(const Position& pos, const Rules& rules) override;
  MoveOutcome play(const Position& pos, const Move& move, const Rules& rules, Position* after) override;
  ScoreReport score(const Board& bottom, const Rules& rules, const std::vector<Point>& dead) override;

 private:
  GameState& game_;
};

}  // namespace f3go::gtp
