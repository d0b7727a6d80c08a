// T22.7 贴子和计算胜负 on bitboards; twin of reference/score.cpp. 「着子完毕的棋局，在全息棋局中采用
// 数子法（数点法）计算胜负」: remove the dead stones (A21), count on the holographic board (A26),
// share seki points (A24), make neutral pockets neutral (A25), compare with the komi (A22, A23);
// the flowers of dead strings as A35 says.
// The counts are sums of whole sets instead of a share per point: every share is 0, ½ or 1, so
// the doubles are exact and the order of summing does not matter.
#include "optimized/score.h"

#include <cassert>
#include <optional>

#include "optimized/benson.h"
#include "oracle/dead_list.h"
#include "oracle/error.h"
#include "optimized/holographic.h"
#include "reference/rule_tables.h"

namespace f3go::optimized {
inline namespace F3GO_OPTIMIZED_NS {
namespace {

// T22.7, T22.3.2(4) (twin of oracle refuse_listed_flowers, which the reference calls): a flower in
// the dead list is bad input, named.
void refuse_listed_flowers(const BoardBits& bottom, const std::vector<Point>& dead) {
  for (Point p : dead)
    if (bottom.contains(p) && bottom.flower.test(p))
      throw InputError("dead list", listed_flower_error(p));
}

// A21 `input`: the agreed list, keeping only the points that hold a black or white stone.
Bitboard agreed_dead(const BoardBits& bottom, const std::vector<Point>& dead) {
  Bitboard out;
  for (Point p : dead)
    if (bottom.contains(p) && bottom.stones().test(p)) out.set(p);
  return out;
}

// A21 `benson`: 「将黑、白两方逻辑死子清理出棋盘」 — every stone Benson does not find alive.
Bitboard benson_dead(const HoloBits& h, const Rules& rules) {
  const BoardBits& bottom = h.bottom;
  const Bitboard alive = unconditionally_alive(h, Colour::black, rules) | unconditionally_alive(h, Colour::white, rules);
  return bottom.stones() & ~alive;
}

// A35 `with_group` (twin of reference with_dead_flowers): the flowers of every holographic string
// that holds a dead stone go with it; `stay`: only the stones.
Bitboard with_dead_flowers(const HoloBits& h, const Rules& rules, Bitboard gone) {
  if (rules.dead_flowers() == DeadFlowers::stay || gone.none()) return gone;
  Bitboard out = gone;
  for (const auto& [colour, stones] : holo_strings(h, rules))
    if (stones.intersects(gone)) out |= stones & h.bottom.flower;
  return out;
}

BoardBits without(const BoardBits& bottom, const Bitboard& dead) {
  BoardBits b = bottom;
  b.black &= ~dead;
  b.white &= ~dead;
  b.flower &= ~dead;
  b.empty |= dead;
  return b;
}

// T22.7 「在全息棋局中」, A26 `recompute` / `keep`: the board counted once the dead stones are gone.
// Precondition: some stone is dead (else the board counted is h itself).
HoloBits counting_board(const HoloBits& h, const Bitboard& dead, const Rules& rules) {
  assert(dead.any());
  const BoardBits cleared = without(h.bottom, dead);
  if (rules.recompute_attributes() == RecomputeAttributes::recompute) return holographic(cleared, rules);
  HoloBits kept = h;
  kept.bottom = cleared;
  kept.black &= ~dead;
  kept.white &= ~dead;
  kept.empty |= dead;
  return kept;
}

// A25 `benson`: 「中性花棋串围住的“空点串”、“非长活黑棋串”或“非长活白棋串”皆视同中性花棋串」 — the
// connected pieces of non-neutral points that touch a neutral flower and hold no alive stone.
Bitboard neutral_pockets(const HoloBits& h, const Rules& rules) {
  Bitboard pockets;
  if (rules.neutral_pocket() != NeutralPocket::benson) return pockets;
  const Bitboard alive = unconditionally_alive(h, Colour::black, rules) | unconditionally_alive(h, Colour::white, rules);
  const Bitboard& board = h.bottom.board;
  for (const Bitboard& piece : components(board & ~h.neutral))
    if (neighbours(piece, board).intersects(h.neutral) && !piece.intersects(alive)) pockets |= piece;
  return pockets;
}

// n empty points of regions next to black stones only, white only, both (a seki: split or no one's,
// A24) or neither (neutral) credited to their owner.
void credit(ScoreReport& s, double n, bool black, bool white, const Rules& rules) {
  if (black && white) {
    if (rules.seki_split() == SekiSplit::split) s.black += n / 2, s.white += n / 2;
  } else if (black) {
    s.black += n;
  } else if (white) {
    s.white += n;
  } else {
    s.neutral += n;
  }
}

// T22.7: the natural count — black cells for black, white for white, neutral flowers neutral, an
// empty string by its black/white neighbours (both: A24 halves or nobody; none: neutral) — with
// the pockets counted wholly neutral.
void count(const HoloBits& h, const Bitboard& pockets, const Rules& rules, ScoreReport& s) {
  const Bitboard& board = h.bottom.board;
  s.black = (h.black & ~pockets).popcount();
  s.white = (h.white & ~pockets).popcount();
  s.neutral = h.neutral.popcount() + pockets.popcount();
  const Bitboard empty = h.empty & ~pockets;
  // Speed only: each empty string's points credited by class, all strings of a class at once — the
  // empty points reached through empty points from a point next to a black (white) cell are those of
  // the empty strings next to black (white).
  const Bitboard by_black = flood(empty & touched(h.black, board), empty);
  const Bitboard by_white = flood(empty & touched(h.white, board), empty);
  for (bool black : {false, true})
    for (bool white : {false, true}) {
      const Bitboard points = empty & (black ? by_black : ~by_black) & (white ? by_white : ~by_white);
      credit(s, points.popcount(), black, white, rules);
    }
}

}  // namespace

ScoreReport score(const HoloBits& holo, const Rules& rules, const std::vector<Point>& dead) {
  refuse_listed_flowers(holo.bottom, dead);
  ScoreReport report;
  const BoardBits& bottom = holo.bottom;
  const Bitboard gone = with_dead_flowers(
      holo, rules, rules.dead_stones() == DeadStones::input ? agreed_dead(bottom, dead) : benson_dead(holo, rules));
  report.dead = to_points(gone);
  std::optional<HoloBits> cleared;  // none when nothing is dead: then the board counted is holo itself
  if (gone.any()) cleared = counting_board(holo, gone, rules);
  const HoloBits& h = cleared ? *cleared : holo;
  count(h, neutral_pockets(h, rules), rules, report);
  report.result = tables::result(tables::margin(report, bottom.size, rules));  // T22.7, A22, A23
  return report;
}

ScoreReport score(const BoardBits& bottom, const Rules& rules, const std::vector<Point>& dead) {
  return score(holographic(bottom, rules), rules, dead);
}

ScoreReport score(const Board& bottom, const Rules& rules, const std::vector<Point>& dead) {
  return score(bits_of(bottom), rules, dead);
}

}  // namespace F3GO_OPTIMIZED_NS
}  // namespace f3go::optimized
