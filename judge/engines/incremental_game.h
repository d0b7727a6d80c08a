// The GTP server's game (gtp/game_state.h) over the incremental optimized::Game: `f3go gtp
// --engine optimized`. Every move is played by the Game, every question answered from its state
// (analysis, legal stones, tries, score, the chains' liberties), so that certifying the server
// certifies the Game: its fast path, the memo of its flower attributes, its chain slots and its
// keyed history. Undo keeps a copy of the Game per move and goes back to the last one (Leela
// Zero's GameState keeps its positions the same way); a move of the side not to move starts the
// Game again at the position with that side to move, as GTP's `play` asks.
// Like the Game, it is compiled once per capacity of the optimized engine (optimized/capacity.h),
// each in the inline namespace of its compilation; make_incremental_game names one.
#pragma once
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "gtp/game_state.h"
#include "optimized/game.h"

namespace f3go::judge {
inline namespace F3GO_OPTIMIZED_NS {

class IncrementalGame final : public gtp::GameState {
 public:
  explicit IncrementalGame(std::string name = "optimized");

  std::string name() const override { return name_; }
  int max_size() const override { return optimized::kCapacity; }
  void start(const Position& pos, const Rules& rules) override;
  void set_rules(const Rules& rules) override;
  const Rules& rules() const override { return games_.back().rules(); }
  MoveOutcome play(const Move& move) override;
  bool can_undo() const override { return games_.size() > 1; }
  void undo() override;
  const Position& position() const override;
  MoveOutcome try_play(const Move& move) override;
  MoveOutcome try_move(const Move& move) override;
  const Analysis& analysis() override;
  ScoreReport score(const std::vector<Point>& dead) override;
  std::optional<std::vector<Point>> liberties(Point p) override;

 private:
  // The Game reached, or, when `c` is not to move there, a Game at its position with c to move.
  optimized::Game with_to_move(Colour c) const;
  void changed();  // the position reached changed: what was kept of it is dropped

  std::string name_;
  std::vector<optimized::Game> games_;  // the start, then the Game after each move played
  mutable std::optional<Position> position_;
  std::optional<Analysis> analysis_;
};

}  // namespace F3GO_OPTIMIZED_NS
}  // namespace f3go::judge

namespace f3go::judge {

// An IncrementalGame named `name` over the compilation of optimized::Game for boards up to
// `Capacity` (optimized/capacity.h: kSmallCapacity or kLargestCapacity), each compilation defining
// its own in incremental_game.cpp.
template <int Capacity>
std::unique_ptr<gtp::GameState> make_incremental_game(std::string name);
template <>
std::unique_ptr<gtp::GameState> make_incremental_game<optimized::kSmallCapacity>(std::string name);
template <>
std::unique_ptr<gtp::GameState> make_incremental_game<optimized::kLargestCapacity>(std::string name);

}  // namespace f3go::judge
