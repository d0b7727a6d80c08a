// T22.7 贴子和计算胜负: 「着子完毕的棋局，在全息棋局中采用数子法（数点法）计算胜负」 — remove the dead
// stones, count on the holographic board, share seki points, make neutral pockets neutral, and
// compare with the komi. Readings: A21 score.dead_stones, A22 score.komi, A23 score.area,
// A24 score.seki_split, A25 score.neutral_pocket, A26 score.recompute_attributes,
// A35 score.dead_flowers.
#include "reference/score.h"

#include <algorithm>

#include "oracle/dead_list.h"
#include "reference/benson.h"
#include "reference/holographic.h"
#include "reference/rule_tables.h"
#include "reference/shared.h"

namespace f3go::reference {
namespace {

// What one point adds to each count (halves for seki points).
struct Share {
  double black = 0, white = 0, neutral = 0;
};
constexpr Share kBlack{1, 0, 0}, kWhite{0, 1, 0}, kNeutral{0, 0, 1}, kNobody{0, 0, 0},
    kHalves{0.5, 0.5, 0};

// T22.7, A21 `input`: the agreed list, keeping only the points that hold a black or white stone (a
// listed flower was refused by score).
Points agreed_dead(const Board& bottom, const std::vector<Point>& dead) {
  Points out;
  for (Point p : dead)
    if (bottom.on_board(p) && is_stone(bottom.at(p))) out.push_back(p);
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

// T22.7, A21 `benson`: 「将黑、白两方逻辑死子清理出棋盘」 — every black or white stone of the bottom
// board that Benson's test does not find unconditionally alive (flowers are never removed).
Points benson_dead(const Board& bottom, SharedAnswers& shared) {
  const Rules& rules = shared.rules();
  const Holographic& h = shared.holographic(bottom);
  const std::array<Points, 2> alive{unconditionally_alive(h, Colour::black, rules),
                                    unconditionally_alive(h, Colour::white, rules)};
  Points out;
  for (Point p : bottom.points())
    if (is_stone(bottom.at(p)) && !contains(alive[index(colour_of(bottom.at(p)))], p))
      out.push_back(p);
  return out;
}

// A35 `with_group`: T22.3.2(4) 「此花棋串的归属和生死则按照黑棋串…判断处理」 at scoring — the black-like
// and white-like flowers of every holographic string (A32) that holds a dead stone go with it, as
// they go when the string is captured in play (A33 `remove`). `stay`: only the stones go.
Points with_dead_flowers(const Board& bottom, SharedAnswers& shared, Points stones) {
  if (shared.rules().dead_flowers() == DeadFlowers::stay || stones.empty()) return stones;
  Points out = stones;
  for (const HoloString& s : holo_strings(shared.holographic(bottom), shared.rules())) {
    bool dead = false;
    for (Point p : s.stones) dead = dead || contains(stones, p);
    if (!dead) continue;
    for (Point p : s.stones)
      if (bottom.at(p) == Cell::flower) out.push_back(p);
  }
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

// T22.7 (A21) the dead stones, with their flowers as A35 says: the points removed before counting.
Points dead_stones(const Board& bottom, SharedAnswers& shared, const std::vector<Point>& dead) {
  Points stones = shared.rules().dead_stones() == DeadStones::input ? agreed_dead(bottom, dead)
                                                                    : benson_dead(bottom, shared);
  return with_dead_flowers(bottom, shared, std::move(stones));
}

Board without(const Board& bottom, const Points& dead) {
  Board b = bottom;
  for (Point p : dead) b.set(p, Cell::empty);
  return b;
}

// T22.7 「在全息棋局中」, A26: the holographic board to count on. `recompute`: attributes from the board without the dead
// stones; `keep`: the attributes of the final position, with the dead points emptied.
Holographic counting_board(const Board& bottom, const Points& dead, SharedAnswers& shared) {
  const Board cleared = without(bottom, dead);
  if (shared.rules().recompute_attributes() == RecomputeAttributes::recompute)
    return shared.holographic(cleared);
  Holographic kept = shared.holographic(bottom);
  kept.bottom = cleared;
  for (Point p : dead) kept.cells[static_cast<std::size_t>(cleared.index(p))] = HoloCell::empty;
  return kept;
}

// T22.7: the owner of an empty string, from the colours of its black/white neighbours (neutral flowers
// and the edge are walls).
Share empty_string_share(const Holographic& h, const Points& empties, const Rules& rules) {
  bool touches_black = false, touches_white = false;
  for (Point p : empties)
    for (Point q : h.bottom.neighbours(p)) {
      touches_black = touches_black || h.at(q) == HoloCell::black;
      touches_white = touches_white || h.at(q) == HoloCell::white;
    }
  // 「双活状态下的黑棋串和白棋串之间的空点串，双方各得一半」 (A24 split / nobody).
  if (touches_black && touches_white)
    return rules.seki_split() == SekiSplit::split ? kHalves : kNobody;
  // 「黑棋串或白棋串与中性花棋串之间的空点串，全归黑棋串或白棋串所有」.
  if (touches_black) return kBlack;
  if (touches_white) return kWhite;
  // 「中性花棋串围住的“空点串”…皆视同中性花棋串」.
  return kNeutral;
}

// T22.7 「对两方的黑、白活棋串（黑性花棋串和白性花棋串归并入相应黑棋串和白棋串）围占的点分别进行计数」:
// a black cell (stone or black-like flower) counts for black, white for white, a neutral flower
// is neutral; each empty string as empty_string_share says.
std::vector<Share> natural_count(const Holographic& h, const Rules& rules) {
  std::vector<Share> shares(h.cells.size(), kNobody);
  for (Point p : h.bottom.points()) {
    const HoloCell c = h.at(p);
    if (c == HoloCell::empty) continue;
    shares[static_cast<std::size_t>(h.bottom.index(p))] =
        c == HoloCell::black ? kBlack : c == HoloCell::white ? kWhite
                                                             : kNeutral;
  }
  auto empty = [&](Point p) { return h.at(p) == HoloCell::empty; };
  std::vector<bool> done(h.cells.size(), false);
  for (Point p : h.bottom.points()) {
    if (!empty(p) || done[static_cast<std::size_t>(h.bottom.index(p))]) continue;
    const Points e = flood(h.bottom, p, empty);
    const Share s = empty_string_share(h, e, rules);
    for (Point q : e) {
      done[static_cast<std::size_t>(h.bottom.index(q))] = true;
      shares[static_cast<std::size_t>(h.bottom.index(q))] = s;
    }
  }
  return shares;
}

// T22.7, A25 `benson`: 「中性花棋串围住的“空点串”、“非长活黑棋串”或“非长活白棋串”皆视同中性花棋串」 —
// every connected piece of non-neutral points that touches a neutral flower and holds no
// unconditionally alive string counts wholly as neutral. (`dead_list`: nothing more to do — the
// natural count already makes such a piece neutral once its dead stones are removed.)
void neutral_pockets(const Holographic& h, const Rules& rules, std::vector<Share>& shares) {
  if (rules.neutral_pocket() != NeutralPocket::benson) return;
  Points alive = unconditionally_alive(h, Colour::black, rules);
  const Points alive_white = unconditionally_alive(h, Colour::white, rules);
  alive.insert(alive.end(), alive_white.begin(), alive_white.end());
  std::sort(alive.begin(), alive.end());
  auto non_neutral = [&](Point p) { return h.at(p) != HoloCell::neutral; };
  std::vector<bool> done(h.cells.size(), false);
  for (Point p : h.bottom.points()) {
    if (!non_neutral(p) || done[static_cast<std::size_t>(h.bottom.index(p))]) continue;
    const Points piece = flood(h.bottom, p, non_neutral);
    bool touches_flower = false, holds_alive = false;
    for (Point q : piece) {
      done[static_cast<std::size_t>(h.bottom.index(q))] = true;
      holds_alive = holds_alive || contains(alive, q);
      for (Point r : h.bottom.neighbours(q))
        touches_flower = touches_flower || h.at(r) == HoloCell::neutral;
    }
    if (!touches_flower || holds_alive) continue;
    for (Point q : piece) shares[static_cast<std::size_t>(h.bottom.index(q))] = kNeutral;
  }
}

}  // namespace

// One score is one computation: under A21 benson and A26 keep the holographic board of `bottom` is
// asked twice (the dead stones, the board to count on) — the same board, made once.
ScoreReport score(const Board& bottom, const Rules& rules, const std::vector<Point>& dead) {
  SharedAnswers shared(rules);
  return score(bottom, dead, shared);
}

ScoreReport score(const Board& bottom, const std::vector<Point>& dead, SharedAnswers& shared) {
  refuse_listed_flowers(bottom, dead, "dead list");  // T22.7 「黑、白两方逻辑死子」, T22.3.2(4)
  const Rules& rules = shared.rules();
  ScoreReport report;
  report.dead = dead_stones(bottom, shared, dead);
  const Holographic h = counting_board(bottom, report.dead, shared);
  std::vector<Share> shares = natural_count(h, rules);
  neutral_pockets(h, rules, shares);
  for (const Share& s : shares) {
    report.black += s.black;
    report.white += s.white;
    report.neutral += s.neutral;
  }
  report.result = tables::result(tables::margin(report, bottom.size(), rules));  // T22.7, A22, A23
  return report;
}

}  // namespace f3go::reference
