// T22.3 底层棋局、全息棋局与棋串属性 (T18.2): the holographic board shows every flower string by its
// upper attribute; its black and white strings (A32 holo.merge) carry liberties and capture.
// T22.0.c 「花棋串不仅具有不会发生变化的一种底层属性…还具有会发生变化的三种上层属性」: the bottom
// attribute (always neutral) is the bottom board; the upper attribute is computed here.
#include "reference/holographic.h"

#include <algorithm>
#include <utility>

#include "reference/attribute.h"
#include "reference/shared.h"

namespace f3go::reference {

namespace {

// T22.3.2(2) 「将某花棋串的每个花子中心加上相应的黑星…白星…或恢复花棋串中花子的原状」.
HoloCell shown_as(Attribute a) {
  switch (a) {
    case Attribute::black: return HoloCell::black;
    case Attribute::white: return HoloCell::white;
    case Attribute::neutral: break;
  }
  return HoloCell::neutral;
}

// T22.3.1 「黑棋串和白棋串的属性同传统两色围棋」: empty, black and white points are as on the bottom board.
HoloCell bottom_cell(Cell c) {
  switch (c) {
    case Cell::black: return HoloCell::black;
    case Cell::white: return HoloCell::white;
    case Cell::flower: return HoloCell::neutral;  // until its attribute is known
    case Cell::empty: break;
  }
  return HoloCell::empty;
}

bool is_holo_stone(HoloCell c) { return c == HoloCell::black || c == HoloCell::white; }
Colour holo_colour(HoloCell c) { return c == HoloCell::black ? Colour::black : Colour::white; }

// T22.3.2(4) 「此花棋串的归属和生死则按照黑棋串（黑棋串子串）…判断处理」 (A32): may p and q lie in one holographic string?
// `merge`: any two cells of the same colour; `separate`: only flowers with flowers (both were
// flower stones on the bottom board) or stones with stones.
bool same_string(const Holographic& h, Point p, Point q, const Rules& rules) {
  if (h.at(p) != h.at(q)) return false;
  if (rules.holo_merge() == HoloMerge::merge) return true;
  return (h.bottom.at(p) == Cell::flower) == (h.bottom.at(q) == Cell::flower);
}

// T22.2.1 气 on the holographic board: the empty neighbours of p; a neutral flower is a wall like
// the edge (T22.3.2(1) 「与棋盘边界外区域的属性相同」).
Points empty_neighbours(const Holographic& h, Point p) {
  Points out;
  for (Point q : h.bottom.neighbours(p))
    if (h.at(q) == HoloCell::empty) out.push_back(q);
  return out;
}

// T22.2.3 「棋串的气」: the empty neighbours of the stones, each point once (A27 `set`).
Points holo_liberties(const Holographic& h, const Points& stones) {
  Points libs;
  for (Point p : stones)
    for (Point q : empty_neighbours(h, p)) libs.push_back(q);
  std::sort(libs.begin(), libs.end());
  libs.erase(std::unique(libs.begin(), libs.end()), libs.end());
  return libs;
}

}  // namespace

// One holographic board is one computation: a string next to several flower strings is asked for
// its private eye by each of their attributes — the same string on the same board, decided once.
Holographic holographic(const Board& bottom, const Rules& rules) {
  SharedAnswers shared(rules);
  return holographic(bottom, shared);
}

// T22.3.2(2) 「上层属性…与全息棋局绑定…随着控制参数HEIy、BAIy、HEIo、BAIo的不同取值…变化」;
// T22.6: every attribute is recomputed from the bottom board, each with the others neutral.
Holographic holographic(const Board& bottom, SharedAnswers& shared) {
  Holographic h;
  h.bottom = bottom;
  for (Point p : bottom.points()) h.cells.push_back(bottom_cell(bottom.at(p)));
  for (const Points& flower : strings_of(bottom, Cell::flower)) {
    FlowerReport report = attribute_of(bottom, flower, shared).report;
    for (Point p : flower)
      h.cells[static_cast<std::size_t>(bottom.index(p))] = shown_as(report.attribute);
    h.flowers.push_back(std::move(report));
  }
  return h;
}

// T22.2.3 棋串 on the holographic board, with T22.3.2(4) for flowers (A32).
HoloString holo_string_at(const Holographic& h, Point p, const Rules& rules) {
  HoloString s;
  s.colour = holo_colour(h.at(p));
  s.stones = flood(h.bottom, p, [&](Point q) { return same_string(h, p, q, rules); });
  s.liberties = holo_liberties(h, s.stones);
  return s;
}

// T22.3.2(3) 「当花棋串的上层属性处于“中性分隔串属性…”时，此花棋串无气…仍可存活，
// 也即此花棋串不会被提吃」:
// neutral flowers form no holographic string, so nothing ever captures them.
std::vector<HoloString> holo_strings(const Holographic& h, const Rules& rules) {
  std::vector<HoloString> out;
  std::vector<char> done(h.cells.size(), 0);
  for (Point p : h.bottom.points()) {
    if (!is_holo_stone(h.at(p)) || done[static_cast<std::size_t>(h.bottom.index(p))]) continue;
    HoloString s = holo_string_at(h, p, rules);
    for (Point q : s.stones) done[static_cast<std::size_t>(h.bottom.index(q))] = true;
    out.push_back(std::move(s));
  }
  return out;
}

// T22.2.3 「棋串的气是棋串中所有棋子的气的总和」 (A27 string.liberties): `set` counts each liberty
// once; `sum` adds up every stone's own liberties.
int liberty_count(const Holographic& h, const HoloString& s, const Rules& rules) {
  if (rules.liberties_rule() == Liberties::set) return static_cast<int>(s.liberties.size());
  int total = 0;
  for (Point p : s.stones) total += static_cast<int>(empty_neighbours(h, p).size());
  return total;
}

}  // namespace f3go::reference
