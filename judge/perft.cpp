// The perft walk (perft.h).
#include "judge/perft.h"

#include <optional>

namespace f3go::judge {
namespace {

// The board after the own stone at p of a flybomb turn, when that stone can be played at all:
// the stone is played as a plain stone on `pos` with its past forgotten (no ko, no schedule:
// only A14 and T22.8 look at the past, and neither is judged before the flower), so an illegal
// probe means the stone fails T22.6 itself (occupied point, suicide A13, A11) and so does every
// flybomb turn with that stone (T22.1.a 「下出1黑子、1飞弹」: the own stone is an ordinary stone).
std::optional<Board> board_after_own_stone(Engine& engine, const Position& pos, Point p, const Rules& rules) {
  Position probe = pos;
  probe.history.clear();
  probe.random_turns = {};
  probe.consecutive_passes = 0;
  probe.last_captures = 0;
  Position after;
  if (!engine.play(probe, Move::make_stone(pos.to_move, p), rules, &after).legal) return std::nullopt;
  return after.board;
}

// What the skipping knows of one position: per stone point, the board after the own stone.
class Skipper {
 public:
  Skipper(Engine& engine, const Position& pos, const Rules& rules)
      : engine_(engine), pos_(pos), rules_(rules), probes_(static_cast<std::size_t>(pos.board.area())) {}

  // True only when a rule fact makes `m` illegal without asking the engine:
  // T22.6 「选择一个下子点」 a stone goes on an empty point; T22.1.a a flybomb needs one left
  // (T22.0.d N flybombs); the own stone of a flybomb turn must be playable (board_after_own_stone)
  // and the flower needs a point empty after it (T22.5, the flower is never placed on a stone).
  bool cannot_be_legal(const Move& m) {
    if (m.kind == Move::Kind::pass) return false;
    if (pos_.board.at(m.stone) != Cell::empty) return true;
    if (m.kind == Move::Kind::stone) return false;
    if (pos_.flybombs_left[index(m.colour)] <= 0) return true;
    const std::optional<Board>& after = probe(m.stone);
    if (!after) return true;
    return m.flower && after->at(*m.flower) != Cell::empty;
  }

 private:
  const std::optional<Board>& probe(Point p) {
    auto& slot = probes_[static_cast<std::size_t>(pos_.board.index(p))];
    if (!slot) slot = board_after_own_stone(engine_, pos_, p, rules_);
    return *slot;
  }

  Engine& engine_;
  const Position& pos_;
  const Rules& rules_;
  std::vector<std::optional<std::optional<Board>>> probes_;  // outer: computed yet
};

}  // namespace

// Every turn the side to move could try, by kind and point (the order of the file comment).
std::vector<Move> candidate_moves(const Position& pos) {
  const Colour side = pos.to_move;
  const std::vector<Point> points = pos.board.points();
  std::vector<Move> out{Move::make_pass(side)};
  for (Point p : points) {
    out.push_back(Move::make_stone(side, p));
    for (Point f : points) out.push_back(Move::make_flybomb(side, p, f));
    out.push_back(Move::make_flybomb(side, p, std::nullopt));
  }
  return out;
}

// Calls visit(move, after) for every legal turn of the side to move, in candidate order.
void for_each_legal_move(Engine& engine, const Position& pos, const Rules& rules, bool all_candidates,
                         const MoveVisitor& visit) {
  // A29 game.end: a game that has ended has no turn (the engine refuses them all too).
  if (!all_candidates && game_over(pos)) return;
  Skipper skipper(engine, pos, rules);
  Position after;
  for (const Move& m : candidate_moves(pos)) {
    if (!all_candidates && skipper.cannot_be_legal(m)) continue;
    if (engine.play(pos, m, rules, &after).legal) visit(m, after);
  }
}

std::uint64_t Walk::count(const Position& pos, int depth) {
  std::uint64_t n = 0;
  for_each_legal_move(engine, pos, rules, all_candidates, [&](const Move&, const Position& after) {
    n += depth == 1 ? 1 : count(after, depth - 1);
  });
  return n;
}

}  // namespace f3go::judge
