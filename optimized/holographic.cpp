// T22.3 全息棋局 and T22.5 飞弹的禁手 on bitboards (twins: reference/holographic.cpp,
// reference/forbidden.cpp; the same readings, the same order of reasons).
#include "optimized/holographic.h"

#include <cassert>

#include "optimized/attribute.h"
#include "optimized/holo_index.h"
#include "reference/rule_tables.h"

namespace f3go::optimized {
inline namespace F3GO_OPTIMIZED_NS {

HoloCell holo_cell(const Bitboard& black, const Bitboard& white, const Bitboard& neutral, Point p) {
  if (black.test(p)) return HoloCell::black;
  if (white.test(p)) return HoloCell::white;
  if (neutral.test(p)) return HoloCell::neutral;
  return HoloCell::empty;
}

std::vector<HoloCell> holo_cells(int size, const Bitboard& black, const Bitboard& white, const Bitboard& neutral) {
  std::vector<HoloCell> out;
  holo_cells(size, black, white, neutral, out);
  return out;
}

void holo_cells(int size, const Bitboard& black, const Bitboard& white, const Bitboard& neutral,
                std::vector<HoloCell>& out) {
  assert((black | white | neutral).subset_of(make_on_board(size)));
  out.assign(static_cast<std::size_t>(size * size), HoloCell::empty);
  // Speed only: the cells of each set written from the set, in holo_cell's order of precedence
  // (black over white over neutral).
  const auto fill = [&](const Bitboard& cells, HoloCell c) {
    cells.for_each([&](int i) {
      const Point p = point_of(i);
      out[static_cast<std::size_t>(p.y * size + p.x)] = c;
    });
  };
  fill(neutral, HoloCell::neutral);
  fill(white, HoloCell::white);
  fill(black, HoloCell::black);
}

HoloCell HoloBits::at(Point p) const { return holo_cell(black, white, neutral, p); }

std::vector<HoloCell> HoloBits::cells() const { return holo_cells(bottom.size, black, white, neutral); }

void HoloBits::cells(std::vector<HoloCell>& out) const { holo_cells(bottom.size, black, white, neutral, out); }

// T22.3.2(2) 「将某花棋串的每个花子中心加上相应的黑星…白星…或恢复花棋串中花子的原状」.
HoloBits holographic(const BoardBits& bottom, const Rules& rules) {
  EyeVerdicts eyes(bottom, rules);
  return holographic(eyes, rules);
}

HoloBits holographic(EyeVerdicts& eyes, const Rules& rules) {
  HoloBits h;
  holographic(eyes, rules, h);
  return h;
}

void holographic(EyeVerdicts& eyes, const Rules& rules, HoloBits& h) {
  const BoardBits& bottom = eyes.board();
  h.bottom = bottom;
  h.black = bottom.black;
  h.white = bottom.white;
  h.neutral = Bitboard{};
  h.empty = bottom.empty;
  attributes(eyes, rules, h.flowers);
  for (const FlowerReport& f : h.flowers) {
    const Bitboard s = from_points(f.stones);
    switch (f.attribute) {
      case Attribute::black: h.black |= s; break;
      case Attribute::white: h.white |= s; break;
      case Attribute::neutral: h.neutral |= s; break;
    }
  }
}

namespace {

// Every connected part of `cells` holds a point of `breathing`.
bool every_part_breathes(const Bitboard& cells, const Bitboard& breathing) {
  return flood(cells & breathing, cells) == cells;
}

}  // namespace

bool every_holo_string_breathes(const BoardBits& b, const Bitboard& black, const Bitboard& white, const Rules& rules) {
  assert(black.subset_of(b.board) && white.subset_of(b.board) && !black.intersects(white));
  const Bitboard breathing = touched(b.empty, b.board);
  if (rules.holo_merge() == HoloMerge::merge)
    return every_part_breathes(black, breathing) && every_part_breathes(white, breathing);
  return every_part_breathes(black & ~b.flower, breathing) && every_part_breathes(black & b.flower, breathing) &&
         every_part_breathes(white & ~b.flower, breathing) && every_part_breathes(white & b.flower, breathing);
}

// T22.3.2(4) (A32): `merge` joins same-coloured cells; `separate` keeps flowers with flowers.
Bitboard holo_string_cells(const BoardBits& b, const Bitboard& colour, bool flower, const Rules& rules) {
  if (rules.holo_merge() == HoloMerge::merge) return colour;
  return colour & (flower ? b.flower : ~b.flower);
}

Bitboard holo_string_at(const HoloBits& h, Point p, const Rules& rules) {
  const Bitboard& colour = h.black.test(p) ? h.black : h.white;
  return flood(Bitboard::of(p), holo_string_cells(h.bottom, colour, h.bottom.flower.test(p), rules));
}

// T22.3.2(3): neutral flowers form no string.
std::vector<std::pair<Colour, Bitboard>> holo_strings(const HoloBits& h, const Rules& rules) {
  std::vector<std::pair<Colour, Bitboard>> out;
  Bitboard left = h.black | h.white;
  while (left.any()) {
    const Point p = point_of(left.first());
    const Bitboard s = holo_string_at(h, p, rules);
    left &= ~s;
    out.emplace_back(h.black.test(p) ? Colour::black : Colour::white, s);
  }
  return out;
}

// T22.2.3 「棋串的气是棋串中所有棋子的气的总和」 (A27): distinct points, or the sum over stones.
int liberty_count(const HoloBits& h, const Bitboard& stones, const Rules& rules) {
  if (rules.liberties_rule() == Liberties::set)
    return (neighbours(stones, h.bottom.board) & h.empty).popcount();
  int total = 0;
  stones.for_each([&](int i) {
    Bitboard p;
    p.set(i);
    total += (neighbours(p, h.bottom.board) & h.empty).popcount();
  });
  return total;
}

namespace {

using tables::Neighbourhood;

Neighbourhood look_around(const HoloBits& h, Point q, Colour c) {
  const Bitboard n = neighbours(Bitboard::of(q), h.bottom.board);
  return {n.popcount(), (n & h.neutral).popcount(), (n & h.of(c)).popcount(),
          (n & h.of(opponent(c))).popcount(), (n & h.empty).popcount()};
}

// A16 `atari`: a stone of the other colour at q would have exactly one liberty (A27 counting).
bool atari_tiger_mouth(const HoloBits& h, Point q, Colour c, const Rules& rules) {
  HoloBits after = h;
  const Colour o = opponent(c);
  const Bitboard qb = Bitboard::of(q);
  after.bottom.stones_of(o) |= qb;
  after.bottom.empty &= ~qb;
  (o == Colour::black ? after.black : after.white) |= qb;
  after.empty &= ~qb;
  return liberty_count(after, holo_string_at(after, q, rules), rules) == 1;
}

// A36 `one_string` (twin: stones_in_one_string): the stones of c next to q are in one holographic
// string.
bool stones_in_one_string(const HoloBits& h, Point q, Colour c, const Rules& rules) {
  const Bitboard own = neighbours(Bitboard::of(q), h.bottom.board) & h.of(c);
  if (own.none()) return true;
  return own.subset_of(holo_string_at(h, point_of(own.first()), rules));
}

// A36 `true_eye` (twin: false_eye): a stone of the other colour on two diagonal points of q, or on
// one when q has fewer than four diagonal points on the board.
bool false_eye(const HoloBits& h, Point q, Colour c) {
  const int n = h.bottom.size;
  int on_board = 0, held = 0;
  for (int dx : {-1, 1})
    for (int dy : {-1, 1}) {
      const Point d{q.x + dx, q.y + dy};
      if (d.x < 0 || d.y < 0 || d.x >= n || d.y >= n) continue;
      ++on_board;
      held += h.of(opponent(c)).test(d);
    }
  return held >= 2 || (held >= 1 && on_board < 4);
}

// A36 on a point that is a one-liberty eye by A17.
bool eye_kind_holds(const HoloBits& h, Point q, Colour c, const Rules& rules) {
  switch (rules.eye_kind()) {
    case EyeKind::any: return true;
    case EyeKind::one_string: return stones_in_one_string(h, q, c, rules);
    case EyeKind::true_eye: return !false_eye(h, q, c);
  }
  return false;
}

// A15 (reference/rule_tables.h shape_colours): some colour whose shapes count has this one at q.
template <class Shape>
bool shape_of_any(Shape shape, const HoloBits& h, Point q, Colour thrower, const Rules& rules) {
  for (Colour c : tables::shape_colours(thrower, rules))
    if (shape(h, q, c, rules)) return true;
  return false;
}

}  // namespace

// T22.5.1 「提吃点…飞弹不具有提吃功能」 (A34 `both` / `opponent_only`).
bool is_capture_point(const HoloBits& h, Point q, Colour thrower, const Rules& rules) {
  if (!h.empty.test(q)) return false;
  const Bitboard qb = Bitboard::of(q);
  Bitboard seeds = neighbours(qb, h.bottom.board) & (h.black | h.white);
  while (seeds.any()) {
    const Point p = point_of(seeds.pop_first());
    const Bitboard s = holo_string_at(h, p, rules);
    if (h.of(thrower).test(p) && rules.own_capture_point() == OwnCapturePoint::opponent_only) continue;
    if ((neighbours(s, h.bottom.board) & h.empty) == qb) return true;
  }
  return false;
}

// T22.5.2 「一气眼」 (A17 `walls` / `edge_only`, then A36).
bool is_one_liberty_eye(const HoloBits& h, Point q, Colour c, const Rules& rules) {
  if (!h.empty.test(q)) return false;
  return tables::one_liberty_eye_by_counts(look_around(h, q, c), rules.one_liberty_eye()) &&
         eye_kind_holds(h, q, c, rules);
}

// T22.5.3 「虎口」 (A16, one reading per value).
bool is_tiger_mouth(const HoloBits& h, Point q, Colour c, const Rules& rules) {
  if (!h.empty.test(q)) return false;
  switch (tables::tiger_mouth_by_counts(look_around(h, q, c), rules.tiger_mouth())) {
    case tables::TigerMouthByCounts::no: return false;
    case tables::TigerMouthByCounts::yes: return true;
    case tables::TigerMouthByCounts::if_atari: return atari_tiger_mouth(h, q, c, rules);
  }
  return false;
}

// T22.5 「飞弹的禁手（禁着点）具体有如下三种」, in the order of the text.
ForbiddenReasons flybomb_forbidden_reasons(const HoloBits& h, Point q, Colour thrower, const Rules& rules) {
  ForbiddenReasons reasons;
  if (!h.empty.test(q)) return reasons;
  if (is_capture_point(h, q, thrower, rules)) reasons.push_back(ForbiddenReason::capture_point);
  if (shape_of_any(is_one_liberty_eye, h, q, thrower, rules))
    reasons.push_back(ForbiddenReason::one_liberty_eye);
  if (shape_of_any(is_tiger_mouth, h, q, thrower, rules)) reasons.push_back(ForbiddenReason::tiger_mouth);
  return reasons;
}

// ---------------------------------------------------------------------------------------------
// T22.5 on the whole board at once: each shape as set operations over the four neighbour sets
// (bitboard.h NeighbourSets), the capture points from the strings with one liberty. Speed only:
// the twins are the per-point judgements above, which flybomb_forbidden_reasons keeps using.

namespace {

// T22.5.1 (A34): the liberty of every black or white string that has exactly one.
Bitboard capture_points(const HoloIndex& strings, Colour thrower, const Rules& rules) {
  const bool skip_own = rules.own_capture_point() == OwnCapturePoint::opponent_only;
  return strings.only_liberties(opponent(thrower)) | (skip_own ? Bitboard{} : strings.only_liberties(thrower));
}

// T22.5.2 (A17) for the strings of c: at least one neighbour is a stone of c and none is other than
// a stone of c or (under `walls`) a neutral flower.
Bitboard one_liberty_eyes(const HoloBits& h, Colour c, const Rules& rules) {
  const Bitboard& board = h.bottom.board;
  const Bitboard walls = rules.one_liberty_eye() == OneLibertyEye::edge_only ? h.of(c) : h.of(c) | h.neutral;
  const Bitboard eyes = h.empty & touched(h.of(c), board) & ~touched(board & ~walls, board);
  if (rules.eye_kind() == EyeKind::any) return eyes;
  Bitboard kept;  // A36: point by point
  eyes.for_each([&](int i) {
    if (eye_kind_holds(h, point_of(i), c, rules)) kept.set(i);
  });
  return kept;
}

// T22.5.3 (A16) for the strings of c, one reading per value (the counts of look_around, bit-sliced).
Bitboard tiger_mouths(const HoloBits& h, Colour c, const Rules& rules) {
  const Bitboard& board = h.bottom.board;
  const Bitboard& other = h.of(opponent(c));
  const NeighbourSets own(h.of(c), board);
  switch (rules.tiger_mouth()) {
    case TigerMouth::walls:
      return h.empty & NeighbourSets(h.empty, board).exactly_one() & ~touched(other, board) & own.at_least_two();
    case TigerMouth::edge_only:
      return h.empty & NeighbourSets(h.empty, board).exactly_one() & ~touched(other, board) & own.at_least_two() &
             ~touched(h.neutral, board);
    case TigerMouth::interior_only:  // own = 3 and empty = 1 leave no room for a fifth: all four on the board
      return h.empty & own.at_least_three() & touched(h.empty, board);
    case TigerMouth::atari: {
      Bitboard out;
      (h.empty & own.at_least_one()).for_each([&](int i) {
        if (atari_tiger_mouth(h, point_of(i), c, rules)) out.set(i);
      });
      return out;
    }
    case TigerMouth::open_any:
      return h.empty & own.at_least_two() & NeighbourSets(h.empty | other, board).exactly_one();
  }
  return {};
}

// A15 (reference/rule_tables.h shape_colours): the shapes of every colour whose shapes count.
template <class Shape>
Bitboard shapes_of_any(Shape shape, const HoloBits& h, Colour thrower, const Rules& rules) {
  Bitboard out;
  for (Colour c : tables::shape_colours(thrower, rules)) out |= shape(h, c, rules);
  return out;
}

}  // namespace

std::vector<ForbiddenPoint> flybomb_forbidden(const HoloBits& h, Colour thrower, const Rules& rules) {
  return flybomb_forbidden(h, HoloIndex(h, rules), thrower, rules);
}

std::vector<ForbiddenPoint> flybomb_forbidden(const HoloBits& h, const HoloIndex& strings, Colour thrower,
                                              const Rules& rules) {
  std::vector<ForbiddenPoint> out;
  flybomb_forbidden(h, strings, thrower, rules, out);
  return out;
}

void flybomb_forbidden(const HoloBits& h, const HoloIndex& strings, Colour thrower, const Rules& rules,
                       std::vector<ForbiddenPoint>& out) {
  const Bitboard capture = capture_points(strings, thrower, rules) & h.empty;
  const Bitboard eye = shapes_of_any(one_liberty_eyes, h, thrower, rules);
  const Bitboard tiger = shapes_of_any(tiger_mouths, h, thrower, rules);
  const Bitboard forbidden = capture | eye | tiger;
  out.resize(static_cast<std::size_t>(forbidden.popcount()));
  auto f = out.begin();
  forbidden.for_each([&](int i) {
    f->point = point_of(i);
    f->reasons.clear();
    if (capture.test(i)) f->reasons.push_back(ForbiddenReason::capture_point);
    if (eye.test(i)) f->reasons.push_back(ForbiddenReason::one_liberty_eye);
    if (tiger.test(i)) f->reasons.push_back(ForbiddenReason::tiger_mouth);
    ++f;
  });
}

}  // namespace F3GO_OPTIMIZED_NS
}  // namespace f3go::optimized
