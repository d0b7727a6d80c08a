// T18E.S3.3.1 「如果这些白色棋串具有1气以上的眼（含真眼和假眼）」, T22.2.8(3) 「这些白棋串不能具有1气及1气
// 以上的眼」, T22.2.7 眼: 「由颜色相同的棋串…形成的含有空点串的封闭区域」. Reading: A06.
#include "reference/opponent_eye.h"

#include <algorithm>

namespace f3go::reference {
namespace {

bool touches_any(const Board& b, const Points& area, const std::vector<Points>& strings) {
  for (const Points& s : strings)
    if (adjacent(b, area, s)) return true;
  return false;
}

// The stone neighbours of a set of points (flowers and the edge are walls, not stones).
Points stone_neighbours(const Board& b, const Points& area) {
  Points out = neighbours_of(b, area);
  std::erase_if(out, [&](Point n) { return !is_stone(b.at(n)); });
  return out;
}

bool in_examined(const std::vector<Points>& examined, Point p) {
  for (const Points& s : examined)
    if (contains(s, p)) return true;
  return false;
}

// A06 `empty_string` / `only_examined`: an empty string next to an examined string whose every
// stone neighbour is an o stone (`only_examined`: a stone of an examined string).
std::optional<Points> empty_string_eye(const Board& b, Cell o, const std::vector<Points>& examined,
                                       bool only_examined) {
  for (const Points& e : empty_strings(b)) {
    if (!touches_any(b, e, examined)) continue;
    bool walled = true;
    for (Point n : stone_neighbours(b, e))
      if (b.at(n) != o || (only_examined && !in_examined(examined, n))) walled = false;
    if (walled) return e;
  }
  return std::nullopt;
}

// A06 `with_stones`: T22.2.7 literally — any area walled by o stones (flowers, edge) holding an
// empty point, even with A-colour stones inside, next to an examined string; A itself is not inside.
std::optional<Points> area_eye(const Board& b, const Points& a, Cell o,
                               const std::vector<Points>& examined) {
  std::vector<char> done(static_cast<std::size_t>(b.area()), 0);
  auto inside = [&](Point p) { return b.at(p) != o && b.at(p) != Cell::flower; };
  for (Point p : b.points()) {
    if (!inside(p) || done[static_cast<std::size_t>(b.index(p))]) continue;
    Points area = flood(b, p, inside);
    for (Point q : area) done[static_cast<std::size_t>(b.index(q))] = true;
    bool has_empty = false, has_a = false;
    for (Point q : area) {
      has_empty = has_empty || b.at(q) == Cell::empty;
      has_a = has_a || contains(a, q);
    }
    if (has_empty && !has_a && touches_any(b, area, examined)) return area;
  }
  return std::nullopt;
}

}  // namespace

std::optional<Points> existing_opponent_eye(const Board& b, const Points& a,
                                            const std::vector<Points>& examined, const Rules& rules) {
  if (examined.empty()) return std::nullopt;
  const Cell o = b.at(examined.front().front());
  switch (rules.opponent_eye()) {
    case OpponentEye::empty_string: return empty_string_eye(b, o, examined, false);
    case OpponentEye::only_examined: return empty_string_eye(b, o, examined, true);
    case OpponentEye::with_stones: return area_eye(b, a, o, examined);
    // `own_private_eye`: the eye of `empty_string`; the strings' own private eyes are private_eye.cpp's.
    case OpponentEye::own_private_eye: return empty_string_eye(b, o, examined, false);
  }
  return std::nullopt;
}

}  // namespace f3go::reference
