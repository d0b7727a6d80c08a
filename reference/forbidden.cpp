// T22.5 飞弹的禁手（禁着点）「在全息棋局中进行判断」 (T18.4): capture point, one-liberty eye and
// tiger's mouth, each judged at an empty point of the holographic board.
// T22.0.b 「飞弹三色围棋中的飞弹有“提吃点禁手”、“彼方一气眼禁手”和“彼方虎口禁手”」; T18.0 「花子…
// 飞刀是钝刀，也即花子不具有提吃黑棋串或白棋串的功能，而且花子还有一气眼禁着和虎口禁着」.
#include "reference/forbidden.h"

#include "reference/rule_tables.h"

namespace f3go::reference {

namespace {

bool is_stone_of(const Holographic& h, Point p, Colour c) {
  return h.at(p) == (c == Colour::black ? HoloCell::black : HoloCell::white);
}
bool is_holo_stone(HoloCell c) { return c == HoloCell::black || c == HoloCell::white; }

// The neighbours of q that A16/A17 look at (reference/rule_tables.h Neighbourhood), counted.
tables::Neighbourhood look_around(const Holographic& h, Point q, Colour c) {
  tables::Neighbourhood n;
  for (Point p : h.bottom.neighbours(q)) {
    ++n.on_board;
    if (h.at(p) == HoloCell::neutral) ++n.neutral;
    else if (h.at(p) == HoloCell::empty) ++n.empty;
    else if (is_stone_of(h, p, c)) ++n.own;
    else ++n.other;
  }
  return n;
}

// A16 `atari`: a stone of the other colour at q, merged with that colour's holographic strings
// around it, would have exactly one liberty (counted as A27 string.liberties says).
bool atari_tiger_mouth(const Holographic& h, Point q, Colour c, const Rules& rules) {
  Holographic after = h;
  const Colour o = opponent(c);
  after.bottom.set(q, stone(o));
  after.cells[static_cast<std::size_t>(h.bottom.index(q))] =
      o == Colour::black ? HoloCell::black : HoloCell::white;
  return liberty_count(after, holo_string_at(after, q, rules), rules) == 1;
}

// A36 `one_string`: every stone of c next to q belongs to one holographic string (A32 decides
// what a holographic string is).
bool stones_in_one_string(const Holographic& h, Point q, Colour c, const Rules& rules) {
  Points string;
  for (Point p : h.bottom.neighbours(q)) {
    if (!is_stone_of(h, p, c)) continue;
    if (string.empty()) string = holo_string_at(h, p, rules).stones;
    else if (!contains(string, p)) return false;
  }
  return true;
}

// A36 `true_eye`: Go's false eye — a stone of the other colour on two diagonal points of q, or on
// one when q has fewer than four diagonal points on the board.
bool false_eye(const Holographic& h, Point q, Colour c) {
  int on_board = 0, held = 0;
  for (int dx : {-1, 1})
    for (int dy : {-1, 1}) {
      const Point d{q.x + dx, q.y + dy};
      if (!h.bottom.on_board(d)) continue;
      ++on_board;
      held += is_stone_of(h, d, opponent(c));
    }
  return held >= 2 || (held >= 1 && on_board < 4);
}

bool shape_of_any(const tables::ShapeColours& colours,
                  bool (*shape)(const Holographic&, Point, Colour, const Rules&),
                  const Holographic& h, Point q, const Rules& rules) {
  for (Colour c : colours)
    if (shape(h, q, c, rules)) return true;
  return false;
}

}  // namespace

// T22.5.1 「提吃黑棋串或白棋串的提吃点是飞弹的禁着点…飞弹不具有提吃功能」: some black or white
// holographic string next to q has no liberty but q. A34 flybomb.own_capture_point: `both` counts
// strings of either colour; `opponent_only` only the thrower's opponent's.
bool is_capture_point(const Holographic& h, Point q, Colour thrower, const Rules& rules) {
  if (h.at(q) != HoloCell::empty) return false;
  for (Point p : h.bottom.neighbours(q)) {
    if (!is_holo_stone(h.at(p))) continue;
    const HoloString s = holo_string_at(h, p, rules);
    const bool own = s.colour == thrower;
    if (own && rules.own_capture_point() == OwnCapturePoint::opponent_only) continue;
    if (s.liberties == Points{q}) return true;
  }
  return false;
}

// T22.5.2 「彼方（对方）棋串的一气眼」 (A17 flybomb.one_liberty_eye): every neighbour of q is a stone
// of c or a wall — the edge, and under `walls` a neutral flower — and at least one is a stone of c.
// A36 flybomb.eye_kind: which such points are "eyes of the opponent's strings" — `any`; only those
// whose stones of c all belong to one holographic string (「棋串的一气眼」: the eye of a string);
// only true eyes (T22.2.7 「眼又包括真眼和假眼，其含义与围棋中的概念相同」, read the Go way: an
// eye is false when a stone of the other colour holds two of its diagonal points, or one when q
// has fewer than four diagonal points on the board).
bool is_one_liberty_eye(const Holographic& h, Point q, Colour c, const Rules& rules) {
  if (h.at(q) != HoloCell::empty) return false;
  if (!tables::one_liberty_eye_by_counts(look_around(h, q, c), rules.one_liberty_eye())) return false;
  switch (rules.eye_kind()) {
    case EyeKind::any: return true;
    case EyeKind::one_string: return stones_in_one_string(h, q, c, rules);
    case EyeKind::true_eye: return !false_eye(h, q, c);
  }
  return false;
}

// T22.5.3 「彼方（对方）棋串的虎口」 (A16 flybomb.tiger_mouth): one reading per switch value
// (reference/rule_tables.h), `atari` finished on the board.
bool is_tiger_mouth(const Holographic& h, Point q, Colour c, const Rules& rules) {
  if (h.at(q) != HoloCell::empty) return false;
  switch (tables::tiger_mouth_by_counts(look_around(h, q, c), rules.tiger_mouth())) {
    case tables::TigerMouthByCounts::no: return false;
    case tables::TigerMouthByCounts::yes: return true;
    case tables::TigerMouthByCounts::if_atari: return atari_tiger_mouth(h, q, c, rules);
  }
  return false;
}

// T22.5 「飞弹的禁手（禁着点）具体有如下三种」: every reason, in the order of the text.
std::vector<ForbiddenReason> flybomb_forbidden_reasons(const Holographic& h, Point q,
                                                       Colour thrower, const Rules& rules) {
  std::vector<ForbiddenReason> reasons;
  if (h.at(q) != HoloCell::empty) return reasons;
  const tables::ShapeColours colours = tables::shape_colours(thrower, rules);
  // T22.5.1 飞弹“提吃点”禁手
  if (is_capture_point(h, q, thrower, rules)) reasons.push_back(ForbiddenReason::capture_point);
  // T22.5.2 飞弹“彼方一气眼”禁手
  if (shape_of_any(colours, is_one_liberty_eye, h, q, rules))
    reasons.push_back(ForbiddenReason::one_liberty_eye);
  // T22.5.3 飞弹“彼方虎口”禁手
  if (shape_of_any(colours, is_tiger_mouth, h, q, rules))
    reasons.push_back(ForbiddenReason::tiger_mouth);
  return reasons;
}

std::vector<ForbiddenPoint> flybomb_forbidden(const Holographic& h, Colour thrower,
                                              const Rules& rules) {
  std::vector<ForbiddenPoint> out;
  for (Point q : h.bottom.points()) {
    std::vector<ForbiddenReason> reasons = flybomb_forbidden_reasons(h, q, thrower, rules);
    if (!reasons.empty()) out.push_back(ForbiddenPoint{q, std::move(reasons)});
  }
  return out;
}

}  // namespace f3go::reference
