// T22.1, T22.1.a, T22.8, A29: the checks every turn starts with (turn_start.h).
#include "optimized/turn_start.h"

#include <algorithm>

namespace f3go::optimized {

std::string Step::reason() const {
  std::string text(detail);
  for (std::size_t i = 0; i < forbidden.size(); ++i) text += (i ? "," : "") + std::string(name(forbidden[i]));
  return clause ? refusal_reason(*clause, text) : refusal_reason(by_switch, text);
}

bool random_flybomb_due(const Position& pos, Colour side) {
  const int turn = pos.turns_played[index(side)] + 1;
  const auto& drawn = pos.random_turns[index(side)];
  return pos.flybombs_left[index(side)] > 0 && std::find(drawn.begin(), drawn.end(), turn) != drawn.end();
}

Step may_start(const Position& pos, const Move& move) {
  if (pos.consecutive_passes >= 2) return illegal(Clause::T22_1_a, "game over");
  if (move.colour != pos.to_move) return illegal(Clause::T22_1, "not this side's turn");
  const Colour side = move.colour;
  const bool due = random_flybomb_due(pos, side);
  if (move.kind == Move::Kind::stone && due) return illegal(Clause::T22_8, "random flybomb due");
  if (move.kind != Move::Kind::flybomb) return legal();
  if (pos.flybombs_left[index(side)] <= 0) return illegal(Clause::T22_1_a, "no flybomb left");
  if (!due && pos.chosen_left[index(side)] <= 0) return illegal(Clause::T22_8, "no chosen flybomb left");
  return legal();
}

Step free_point(const BoardBits& b, Point p, Clause clause) {
  if (p.x < 0 || p.y < 0 || p.x >= b.size || p.y >= b.size) return illegal(clause, "point off the board");
  if (!b.empty.test(p)) return illegal(clause, "point occupied");
  return legal();
}

}  // namespace f3go::optimized
