// The game a GTP server plays (game_state.h): over any Engine, and the Engine view of a game.
#include "gtp/game_state.h"

#include <algorithm>
#include <cassert>
#include <utility>

namespace f3go::gtp {

EngineGame::EngineGame(Engine& engine, std::string name)
    : engine_(engine), name_(name.empty() ? engine.name() : std::move(name)) {}

EngineGame::EngineGame(std::unique_ptr<Engine> engine, std::string name)
    : owned_(std::move(engine)), engine_(*owned_), name_(name.empty() ? engine_.name() : std::move(name)) {}

void EngineGame::start(const Position& pos, const Rules& rules) {
  pos_ = pos;
  rules_ = rules;
  before_.clear();
  analysis_.reset();
}

MoveOutcome EngineGame::play(const Move& move) {
  Position from = pos_;
  from.to_move = move.colour;
  Position after;
  const MoveOutcome o = engine_.play(from, move, rules_, &after);
  if (!o.legal) return o;
  before_.push_back(std::move(pos_));
  pos_ = std::move(after);
  analysis_.reset();
  return o;
}

void EngineGame::undo() {
  assert(can_undo());
  pos_ = std::move(before_.back());
  before_.pop_back();
  analysis_.reset();
}

MoveOutcome EngineGame::try_play(const Move& move) {
  Position from = pos_;
  from.to_move = move.colour;
  return engine_.play(from, move, rules_, nullptr);
}

MoveOutcome EngineGame::try_move(const Move& move) { return engine_.play(pos_, move, rules_, nullptr); }

const Analysis& EngineGame::analysis() {
  if (!analysis_) analysis_ = engine_.analyze(pos_, rules_);
  return *analysis_;
}

ScoreReport EngineGame::score(const std::vector<Point>& dead) { return engine_.score(pos_.board, rules_, dead); }

std::optional<std::vector<Point>> EngineGame::liberties(Point p) {
  for (const StringReport& s : analysis().strings)
    if (std::find(s.stones.begin(), s.stones.end(), p) != s.stones.end()) return s.liberties;
  return std::nullopt;
}

Analysis PositionAsked::analyze([[maybe_unused]] const Position& pos, [[maybe_unused]] const Rules& rules) {
  assert(pos == game_.position() && rules == game_.rules());
  return game_.analysis();
}

MoveOutcome PositionAsked::play([[maybe_unused]] const Position& pos, const Move& move,
                                [[maybe_unused]] const Rules& rules, [[maybe_unused]] Position* after) {
  assert(pos == game_.position() && rules == game_.rules() && after == nullptr);
  return game_.try_move(move);
}

ScoreReport PositionAsked::score([[maybe_unused]] const Board& bottom, [[maybe_unused]] const Rules& rules,
                                 const std::vector<Point>& dead) {
  assert(bottom == game_.position().board && rules == game_.rules());
  return game_.score(dead);
}

}  // namespace f3go::gtp
