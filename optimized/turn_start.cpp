// The verdict of a turn's steps and the first check of a stone or flower point (turn_start.h).
#include "optimized/turn_start.h"

namespace f3go::optimized {
inline namespace F3GO_OPTIMIZED_NS {

std::string Step::reason() const {
  std::string text(detail);
  for (std::size_t i = 0; i < forbidden.size(); ++i) text += (i ? "," : "") + std::string(name(forbidden[i]));
  return clause ? refusal_reason(*clause, text) : refusal_reason(by_switch, text);
}

Step free_point(const BoardBits& b, Point p, Clause clause) {
  if (!b.contains(p)) return illegal(clause, "point off the board");
  if (!b.empty.test(p)) return illegal(clause, "point occupied");
  return legal();
}

}  // namespace F3GO_OPTIMIZED_NS
}  // namespace f3go::optimized
