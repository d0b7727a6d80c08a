// T22.6 下棋流程, T22.1 下法, T22.8 modes on bitboards; twin of reference/play.cpp, step for step.
// The start of a turn (bottom board, holographic board, its strings labelled once, the history
// filed for A14) is computed once per call, and once for every candidate of legal_stones.
// Readings: A11 capture.after_update, A12 capture.which, A13 move.suicide, A14 move.ko,
// A18 flybomb.judge_board, A19 flybomb.no_legal_point, A20 flybomb.capture_turn,
// A28 mode.random_timing, A29 game.end, A30 flybomb.neutral_on_place, A33 holo.capture_flowers.
#include "optimized/play.h"

#include <algorithm>
#include <array>
#include <cassert>
#include <optional>
#include <string>

#include "optimized/history.h"
#include "optimized/holo_index.h"
#include "optimized/turn_start.h"

namespace f3go::optimized {
namespace {

// The work of one turn: the bottom board as it changes, and every stone removed so far.
// N28 (docs/ambiguities.md, reading 1 = the reference): a point emptied twice in one turn (a stone
// captured, the flower thrown there, that flower removed by the A11 fix-point) is listed twice;
// `twice` holds those points. No point can leave three times: it is refilled at most once (by the
// flower) after its first removal.
struct Turn {
  BoardBits board;
  Bitboard captured;
  Bitboard twice;
};

// Records the stones that left the bottom board.
void note_removed(Turn& turn, const Bitboard& gone) {
  turn.twice |= gone & turn.captured;
  turn.captured |= gone;
}

// The number of removals (points listed twice count twice).
int removal_count(const Turn& turn) { return turn.captured.popcount() + turn.twice.popcount(); }

// The sorted list of removals, as the reference's sorted MoveOutcome::captured.
std::vector<Point> removal_list(const Turn& turn) {
  std::vector<Point> out;
  out.reserve(static_cast<std::size_t>(removal_count(turn)));
  turn.captured.for_each([&](int i) {
    out.push_back(point_of(i));
    if (turn.twice.test(i)) out.push_back(point_of(i));
  });
  return out;
}

Bitboard& stones_of(BoardBits& b, Colour c) { return c == Colour::black ? b.black : b.white; }

// T22.3.2(4), A33: the string leaves the bottom board — its black/white stones, and its flowers
// under `remove` (they stay flowers under `stay_neutral`). Returns what left.
Bitboard remove_string(BoardBits& b, const Bitboard& stones, const Rules& rules) {
  Bitboard goes = stones & b.stones();
  if (rules.capture_flowers() == CaptureFlowers::remove) goes |= stones & b.flower;
  b.black &= ~goes;
  b.white &= ~goes;
  b.flower &= ~goes;
  b.empty |= goes;
  assert(b.is_consistent());
  return goes;
}

Bitboard holo_liberties(const HoloBits& h, const Bitboard& s) { return neighbours(s, h.bottom.board) & h.empty; }

// The start of a turn, computed once (and once for every candidate of legal_stones): the bottom
// board and, unless the move is a pass, its holographic board, the holographic strings of that
// board and the history filed for A14 (owned by the caller).
struct Start {
  BoardBits board;
  const HoloBits* holo = nullptr;
  const HoloIndex* strings = nullptr;
  const History* hist = nullptr;
};

// The stone at q among the holographic strings of the start (before the stone): the mover's string
// through q (T22.3.2(4), A32: under `separate` a stone joins stone strings only) and the points
// around it.
struct Contact {
  Bitboard mover, around;
};

Contact contact(const Start& start, Point q, Colour t, const Rules& rules) {
  const bool merge = rules.holo_merge() == HoloMerge::merge;
  Contact c;
  c.mover = Bitboard::of(q);
  c.around = neighbours(c.mover, start.board.board);
  Bitboard own = c.around & start.holo->of(t);
  while (own.any()) {
    const HoloStringBits s = start.strings->string_at(own.first());
    own &= ~s.stones;
    if (merge || !s.flowers) {
      c.mover |= s.stones;
      c.around |= s.around;
    }
  }
  c.around &= ~c.mover;
  return c;
}

// T22.6 1(2) 「是提吃点…完成提吃操作」, A12: the opponent's strings (of the start) the stone at q
// captures. `lost_last_liberty`: those whose liberties were exactly {q}. `adjacent`: those next to
// the mover's string with no liberty once q is filled — the strings next to q whose only liberty
// was q, and the strings kept without liberty (T22.2.8(1)) next to the rest of the mover's string.
template <class F>
void for_each_captured(const Start& start, const Contact& c, Point q, Colour t, const Rules& rules, F&& f) {
  const Bitboard qb = Bitboard::of(q);
  const bool lost_last = rules.capture_which() == CaptureWhich::lost_last_liberty;
  Bitboard seeds = (lost_last ? neighbours(qb, start.board.board) : c.around) & start.holo->of(opponent(t));
  while (seeds.any()) {
    const HoloStringBits s = start.strings->string_at(seeds.first());
    seeds &= ~s.stones;
    if (lost_last ? s.liberties == qb : (s.liberties & ~qb).none()) f(s);
  }
}

// T22.6 1(2)/(3) and A13: place t at q, remove its captures, judge its own string (the stone is
// always the first step of a turn: the start's holographic board is the board before it). Only the
// strings next to q, and under A12 `adjacent` next to the mover's string, are read (the twin of
// rebuilding every string of the placed board).
Step place_stone(Turn& turn, const Start& start, Point q, Colour t, const Rules& rules) {
  const Bitboard qb = Bitboard::of(q);
  const Contact c = contact(start, q, t, rules);
  stones_of(turn.board, t).set(q);
  turn.board.empty.reset(bit_of(q));
  Bitboard freed;
  for_each_captured(start, c, q, t, rules, [&](const HoloStringBits& s) {
    const Bitboard gone = remove_string(turn.board, s.stones, rules);
    note_removed(turn, gone);
    freed |= gone;
  });
  // The own string after the captures: its colour is untouched by them; its liberties are the
  // start's empty points around it and the points the captures emptied.
  if (c.around.intersects((start.holo->empty & ~qb) | freed)) return legal();
  if (rules.suicide() == Suicide::forbidden) return illegal("T22.6", "suicide");
  note_removed(turn, remove_string(turn.board, c.mover, rules));
  return legal();
}

// The holographic strings of the board without liberty, of `colour` (or of both).
Bitboard without_liberty(const BoardBits& b, std::optional<Colour> colour, const Rules& rules) {
  const HoloBits h = holographic(b, rules);
  Bitboard out;
  for (const auto& [c, s] : holo_strings(h, rules))
    if (holo_liberties(h, s).none() && (!colour || c == *colour)) out |= s;
  return out;
}

// Removes the strings `which` names until none is left. (Removing the union at once equals the
// reference's string-by-string removal: remove_string only looks at the points themselves.)
void remove_to_fixpoint(Turn& turn, std::optional<Colour> which, const Rules& rules) {
  for (;;) {
    const Bitboard gone = remove_string(turn.board, without_liberty(turn.board, which, rules), rules);
    if (gone.none()) return;
    note_removed(turn, gone);
  }
}

// T22.6 「再更新底层棋局、全息棋局数据」 and A11 capture.after_update.
Step update(Turn& turn, Colour mover, const Rules& rules) {
  switch (rules.after_update()) {
    case AfterUpdate::never:
      return legal();
    case AfterUpdate::opponent_fixpoint:
      remove_to_fixpoint(turn, opponent(mover), rules);
      if (without_liberty(turn.board, mover, rules).any()) return illegal("A11", "suicide after update");
      return legal();
    case AfterUpdate::all_fixpoint:
      remove_to_fixpoint(turn, std::nullopt, rules);
      return legal();
  }
  return legal();
}

Step play_stone(Turn& turn, const Start& start, Point q, Colour t, const Rules& rules) {
  if (Step v = free_point(turn.board, q, "T22.6"); !v.ok) return v;
  if (Step v = place_stone(turn, start, q, t, rules); !v.ok) return v;
  return update(turn, t, rules);
}

std::string joined(const std::vector<ForbiddenReason>& reasons) {
  std::string out;
  for (ForbiddenReason r : reasons) {
    if (!out.empty()) out += ',';
    out += name(r);
  }
  return out;
}

// T22.5 (A18 judging board): the reasons against a flower at f; none where the judging board is
// not empty.
std::vector<ForbiddenReason> reasons_against(const HoloBits& judge, Point f, Colour thrower, const Rules& rules) {
  if (!judge.bottom.empty.test(f)) return {};
  return flybomb_forbidden_reasons(judge, f, thrower, rules);
}

// A19 `illegal_declaration`: is there any point where the flower could go?
bool some_flower_point(const BoardBits& b, const HoloBits& judge, Colour thrower, const Rules& rules) {
  // A point freed by the own stone's capture is not empty on a start_of_turn judging board: no
  // reason stands against it (reasons_against), so it counts as a flower point.
  if ((b.empty & ~judge.bottom.empty).any()) return true;
  Bitboard candidates = b.empty;
  while (candidates.any())
    if (flybomb_forbidden_reasons(judge, point_of(candidates.pop_first()), thrower, rules).empty()) return true;
  return false;
}

// T22.0.a, T22.1.a, A30: the flower at f, then the update.
Step place_flower(Turn& turn, const HoloBits& judge, Point f, Colour thrower, const Rules& rules) {
  if (Step v = free_point(turn.board, f, "T22.5"); !v.ok) return v;
  const auto reasons = reasons_against(judge, f, thrower, rules);
  if (!reasons.empty()) return illegal("T22.5", "forbidden: " + joined(reasons));
  turn.board.flower.set(f);
  turn.board.empty.reset(bit_of(f));
  return update(turn, thrower, rules);
}

// A19 flybomb.no_legal_point, for a passed flower.
Step pass_flower(const Turn& turn, const HoloBits& judge, Colour thrower, const Rules& rules, bool& spent) {
  switch (rules.no_legal_point()) {
    case NoLegalPoint::forfeit: spent = true; return legal();
    case NoLegalPoint::refund: spent = false; return legal();
    case NoLegalPoint::illegal_declaration:
      spent = true;
      if (!some_flower_point(turn.board, judge, thrower, rules))
        return illegal("A19", "flybomb declared with no legal flower point");
      return legal();
  }
  return legal();
}

// T22.1.a/b, A18, A20: one own stone, then the flower (or a flower pass).
Step play_flybomb(Turn& turn, const Move& move, const Start& start, const Rules& rules, bool& spent) {
  const Colour side = move.colour;
  if (Step v = play_stone(turn, start, move.stone, side, rules); !v.ok) return v;
  if (rules.capture_turn() == CaptureTurn::forbidden && turn.captured.any())
    return illegal("A20", "flybomb after a capturing stone");
  const HoloBits judge =
      rules.judge_board() == JudgeBoard::after_own_stone ? holographic(turn.board, rules) : *start.holo;
  if (!move.flower) return pass_flower(turn, judge, side, rules, spent);
  spent = true;
  return place_flower(turn, judge, *move.flower, side, rules);
}

// A14 move.ko on the bottom board after the complete turn (every match a full comparison).
Step ko(const Position& pos, const History& hist, const Turn& turn, Colour next, const Rules& rules) {
  switch (rules.ko()) {
    case Ko::positional_superko:
      if (hist.repeats(turn.board)) return illegal("A14", "positional superko");
      return legal();
    case Ko::situational_superko:
      if (hist.repeats(turn.board, next)) return illegal("A14", "situational superko");
      return legal();
    case Ko::simple_ko:
      if (removal_count(turn) == 1 && pos.last_captures == 1 && hist.size() >= 2 &&
          hist.same(hist.size() - 2, turn.board))
        return illegal("A14", "simple ko");
      return legal();
  }
  return legal();
}

// T22.1.b numbering, A29 passes, T22.8 flybomb counts, history for A14.
Position next_position(const Position& pos, const Move& move, const Turn& turn, bool spent) {
  const Colour side = move.colour;
  const bool due = random_flybomb_due(pos, side);
  Position next = pos;
  next.board = board_of(turn.board);
  next.move_number += move.kind == Move::Kind::flybomb ? 3 : 1;
  next.consecutive_passes = move.kind == Move::Kind::pass ? pos.consecutive_passes + 1 : 0;
  if ((move.kind == Move::Kind::pass && due) || (move.kind == Move::Kind::flybomb && spent)) {
    next.flybombs_left[index(side)] -= 1;
    if (move.kind == Move::Kind::flybomb && !due) next.chosen_left[index(side)] -= 1;
  }
  next.turns_played[index(side)] += 1;
  next.to_move = opponent(side);
  next.last_captures = removal_count(turn);
  next.history.push_back({next.board, next.to_move});
  return next;
}

Step play_turn(const Position& pos, const Start& start, const Move& move, const Rules& rules, Turn& turn,
               bool& spent) {
  if (Step v = may_start(pos, move); !v.ok) return v;
  switch (move.kind) {
    case Move::Kind::pass:
      return legal();  // T22.6 1(1) 「下虚着（Pass）」; never a ko violation (A14)
    case Move::Kind::stone:
      if (Step v = play_stone(turn, start, move.stone, move.colour, rules); !v.ok) return v;
      break;
    case Move::Kind::flybomb:
      if (Step v = play_flybomb(turn, move, start, rules, spent); !v.ok) return v;
      break;
  }
  return ko(pos, *start.hist, turn, opponent(move.colour), rules);
}

MoveOutcome try_move_with(const Position& pos, const Start& start, const Move& move, const Rules& rules,
                          Position* after) {
  Turn turn{start.board, {}, {}};
  bool spent = false;
  if (Step v = play_turn(pos, start, move, rules, turn, spent); !v.ok) return {false, v.reason, {}};
  assert(turn.board.is_consistent());
  if (after) *after = next_position(pos, move, turn, spent);
  return {true, "", removal_list(turn)};
}

}  // namespace

// One pass over the cells (no point list).
Board board_of(const BoardBits& b) {
  Board out(b.size);
  for (int y = 0; y < b.size; ++y)
    for (int x = 0; x < b.size; ++x) {
      const Point p{x, y};
      out.set(p, b.at(p));
    }
  return out;
}

namespace {

// Fast path (speed only): the empty points where a stone of t is legal without playing it out.
// Such a stone keeps a liberty of its own (an empty neighbour), takes nothing (it is not the only
// liberty of an opponent string; under A12 `adjacent` it touches no own string that touches an
// opponent string kept without liberty), A11 `never` leaves the board as placed, and no earlier
// board has the number of empty points of the board after it (A14: nothing to repeat).
Bitboard plainly_legal(const Start& start, Colour t, const Rules& rules) {
  const BoardBits& b = start.board;
  if (rules.after_update() != AfterUpdate::never || start.hist->any_with_empties(b.empty.popcount() - 1)) return {};
  const bool adjacent = rules.capture_which() == CaptureWhich::adjacent;
  const Bitboard& kept_without = start.strings->without_liberty(opponent(t));
  Bitboard risky;
  for (const HoloStringBits& s : start.strings->strings()) {
    if (s.colour != t && s.liberties.at_most_one()) risky |= s.liberties;
    if (s.colour == t && adjacent && s.around.intersects(kept_without)) risky |= s.around;
  }
  return b.empty & touched(b.empty, b.board) & ~risky;
}

// legal_stones on a prepared start. The stone is the whole turn (T22.8 schedule and A29 ignored, as
// in the reference's `as_if` position, so may_start always holds): play_stone, then A14.
std::vector<Point> legal_stones_from(const Position& pos, const Start& start, Colour colour, const Rules& rules) {
  std::vector<Point> out;
  const Colour next = opponent(colour);
  const Bitboard plain = plainly_legal(start, colour, rules);
  start.board.empty.for_each([&](int i) {
    const Point p = point_of(i);
    if (plain.test(i)) {
      out.push_back(p);
      return;
    }
    Turn turn{start.board, {}, {}};
    if (play_stone(turn, start, p, colour, rules).ok && ko(pos, *start.hist, turn, next, rules).ok) out.push_back(p);
  });
  return out;
}

// The start shared by every candidate point (and by both colours in legal_stones_both).
template <class F>
void with_start(const Position& pos, const HoloBits& holo, const HoloIndex& strings, History::Lookups lookups, F&& f) {
  const History hist(pos.history, lookups);
  Start start;
  start.board = holo.bottom;
  start.holo = &holo;
  start.strings = &strings;
  start.hist = &hist;
  f(start);
}

}  // namespace

MoveOutcome try_move(const Position& pos, const Move& move, const Rules& rules, Position* after) {
  // A pass reads neither the holographic board nor the history: none is computed for it.
  if (move.kind == Move::Kind::pass) {
    Start start;
    start.board = bits_of(pos.board);
    return try_move_with(pos, start, move, rules, after);
  }
  MoveOutcome out;
  const HoloBits holo = holographic(bits_of(pos.board), rules);
  with_start(pos, holo, HoloIndex(holo, rules, HoloIndex::Labels::on_demand), History::Lookups::one,
             [&](const Start& start) { out = try_move_with(pos, start, move, rules, after); });
  return out;
}

std::vector<Point> legal_stones(const Position& pos, Colour colour, const Rules& rules) {
  std::vector<Point> out;
  const HoloBits holo = holographic(bits_of(pos.board), rules);
  with_start(pos, holo, HoloIndex(holo, rules), History::Lookups::many,
             [&](const Start& start) { out = legal_stones_from(pos, start, colour, rules); });
  return out;
}

std::array<std::vector<Point>, 2> legal_stones_both(const Position& pos, const HoloBits& holo,
                                                    const HoloIndex& strings, const Rules& rules) {
  std::array<std::vector<Point>, 2> out;
  with_start(pos, holo, strings, History::Lookups::many, [&](const Start& start) {
    for (Colour c : kColours) out[static_cast<std::size_t>(index(c))] = legal_stones_from(pos, start, c, rules);
  });
  return out;
}

bool game_over(const Position& pos) { return pos.consecutive_passes >= 2; }

}  // namespace f3go::optimized
