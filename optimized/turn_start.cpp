// The verdict of a turn's steps and the first check of a stone or flower point (turn_start.h).
#include "optimized/turn_start.h"

namespace f3go::optimized {

std::string Step::reason() const {
  std::string text(detail);
  for (std::size_t i = 0; i < forbidden.size(); ++i) text += (i ? "," : "") + std::string(name(forbidden[i]));
  return clause ? refusal_reason(*clause, text) : refusal_reason(by_switch, text);
}

Step free_point(const BoardBits& b, Point p, Clause clause) {
  if (is_free(b, p)) return legal();
  if (p.x < 0 || p.y < 0 || p.x >= b.size || p.y >= b.size) return illegal(clause, "point off the board");
  return illegal(clause, "point occupied");
}

}  // namespace f3go::optimized
