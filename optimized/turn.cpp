// The steps of one turn (turn.h), shared by optimized/play.cpp and optimized/game.cpp.
#include "optimized/turn.h"

#include <cassert>
#include <optional>
#include <string>

#include "reference/rule_tables.h"

namespace f3go::optimized {
inline namespace F3GO_OPTIMIZED_NS {

std::vector<Point> Turn::removal_list() const {
  std::vector<Point> out;
  out.reserve(static_cast<std::size_t>(removal_count()));
  captured.for_each([&](int i) {
    out.push_back(point_of(i));
    if (twice.test(i)) out.push_back(point_of(i));
  });
  return out;
}

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

namespace {

Bitboard holo_liberties(const HoloBits& h, const Bitboard& s) { return neighbours(s, h.bottom.board) & h.empty; }

// The stone at q among the holographic strings of the start (before the stone): the mover's string
// through q (T22.3.2(4), A32: under `separate` a stone joins stone strings only) and the points
// around it.
struct Contact {
  Bitboard mover, around;
};

Contact contact(const TurnStart& start, Point q, Colour t, const Rules& rules) {
  const bool merge = rules.holo_merge() == HoloMerge::merge;
  Contact c;
  c.mover = Bitboard::of(q);
  c.around = neighbours(c.mover, start.board.board);
  Bitboard own = c.around & start.holo->of(t);
  while (own.any()) {
    const HoloStringBits& s = start.strings->string_at(own.first());
    own &= ~*s.stones;
    if (merge || !s.flowers) {
      c.mover |= *s.stones;
      c.around |= *s.around;
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
void for_each_captured(const TurnStart& start, const Contact& c, Point q, Colour t, const Rules& rules, F&& f) {
  const Bitboard qb = Bitboard::of(q);
  const bool lost_last = rules.capture_which() == CaptureWhich::lost_last_liberty;
  // Speed only: a string with a stone next to an empty point other than q keeps a liberty, so
  // only stones without such a neighbour are seeds (a captured string is made of them alone).
  const Bitboard breathing = touched(start.holo->empty & ~qb, start.board.board);
  Bitboard seeds = (lost_last ? neighbours(qb, start.board.board) : c.around) & start.holo->of(opponent(t)) & ~breathing;
  while (seeds.any()) {
    const HoloStringBits& s = start.strings->string_at(seeds.first());
    seeds &= ~*s.stones;
    const Bitboard liberties = *s.around & start.holo->empty;
    if (lost_last ? liberties == qb : (liberties & ~qb).none()) f(s);
  }
}

// T22.6 1(2)/(3) and A13: place t at q, remove its captures, judge its own string (the stone is
// always the first step of a turn: the start's holographic board is the board before it) on the
// board A40 names. Only the strings next to q, and under A12 `adjacent` next to the mover's
// string, are read (the twin of rebuilding every string of the placed board).
Step place_stone(Turn& turn, const TurnStart& start, Point q, Colour t, const Rules& rules, TurnBoards& boards) {
  const Bitboard qb = Bitboard::of(q);
  const Contact c = contact(start, q, t, rules);
  turn.board.stones_of(t).set(q);
  turn.board.empty.reset(bit_of(q));
  Bitboard freed;
  for_each_captured(start, c, q, t, rules, [&](const HoloStringBits& s) {
    const Bitboard gone = remove_string(turn.board, *s.stones, rules);
    turn.note_removed(gone);
    freed |= gone;
  });
  Bitboard own = c.mover;
  switch (rules.suicide_timing()) {
    case SuicideTiming::before_update:
      // The own string after the captures: its colour is untouched by them; its liberties are the
      // start's empty points around it and the points the captures emptied.
      if (c.around.intersects((start.holo->empty & ~qb) | freed)) return legal();
      break;
    case SuicideTiming::after_update: {
      // Twin of reference judged_string: the own string on the holographic board recomputed
      // after the stone and its captures.
      const HoloBits h = boards.holographic_of(turn.board);
      own = holo_string_at(h, q, rules);
      if (holo_liberties(h, own).any()) return legal();
      break;
    }
    case SuicideTiming::never:
      return legal();
  }
  if (rules.suicide() == Suicide::forbidden) return illegal(Clause::T22_6, "suicide");
  turn.note_removed(remove_string(turn.board, own, rules));
  return legal();
}

// The holographic strings of the board without liberty, of `colour` (or of both).
Bitboard without_liberty(const BoardBits& b, std::optional<Colour> colour, const Rules& rules, TurnBoards& boards) {
  const HoloBits h = boards.holographic_of(b);
  Bitboard out;
  for (const auto& [c, s] : holo_strings(h, rules))
    if (holo_liberties(h, s).none() && (!colour || c == *colour)) out |= s;
  return out;
}

// Removes the strings `which` names until none is left. (Removing the union at once equals the
// reference's string-by-string removal: remove_string only looks at the points themselves.)
void remove_to_fixpoint(Turn& turn, std::optional<Colour> which, const Rules& rules, TurnBoards& boards) {
  for (;;) {
    const Bitboard gone = remove_string(turn.board, without_liberty(turn.board, which, rules, boards), rules);
    if (gone.none()) return;
    turn.note_removed(gone);
  }
}

// T22.6 「再更新底层棋局、全息棋局数据」 and A11 capture.after_update.
Step update(Turn& turn, Colour mover, const Rules& rules, TurnBoards& boards) {
  switch (rules.after_update()) {
    case AfterUpdate::never:
      return legal();
    case AfterUpdate::opponent_fixpoint:
      remove_to_fixpoint(turn, opponent(mover), rules, boards);
      if (without_liberty(turn.board, mover, rules, boards).any()) return illegal(Switch::capture_after_update, "suicide after update");
      return legal();
    case AfterUpdate::all_fixpoint:
      remove_to_fixpoint(turn, std::nullopt, rules, boards);
      return legal();
  }
  return legal();
}

// T22.5 (A18 judging board): the reasons against a flower at f; none where the judging board is
// not empty.
ForbiddenReasons reasons_against(const HoloBits& judge, Point f, Colour thrower, const Rules& rules) {
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

// A18 flybomb.judge_board: the holographic board T22.5 is judged on — after the own stone, or the
// start's.
HoloBits judging_board(const Turn& turn, const TurnStart& start, const Rules& rules, TurnBoards& boards) {
  return rules.judge_board() == JudgeBoard::after_own_stone ? boards.holographic_of(turn.board) : *start.holo;
}

// T22.0.a, T22.1.a, A30: the flower at f, then the update.
Step place_flower(Turn& turn, const TurnStart& start, Point f, Colour thrower, const Rules& rules, TurnBoards& boards) {
  if (Step v = free_point(turn.board, f, Clause::T22_5); !v.ok) return v;
  // Speed only: the judging board is computed once the point is known to be free (a flower point
  // already taken needs none; the board depends only on the turn so far, so the order changes nothing).
  auto reasons = reasons_against(judging_board(turn, start, rules, boards), f, thrower, rules);
  if (!reasons.empty()) return forbidden(std::move(reasons));
  turn.board.flower.set(f);
  turn.board.empty.reset(bit_of(f));
  return update(turn, thrower, rules, boards);
}

// A19 flybomb.no_legal_point (reference/rule_tables.h), for a passed flower.
Step pass_flower(const Turn& turn, const TurnStart& start, Colour thrower, const Rules& rules, TurnBoards& boards,
                 bool& spent) {
  const tables::FlowerPass pass = tables::flower_pass(rules.no_legal_point());
  spent = pass.spent;
  if (pass.needs_a_flower_point &&
      !some_flower_point(turn.board, judging_board(turn, start, rules, boards), thrower, rules))
    return illegal(tables::no_flower_point());
  return legal();
}

// T22.1.a/b, A18, A20: one own stone, then the flower (or a flower pass).
Step play_flybomb(Turn& turn, const Move& move, const TurnStart& start, const Rules& rules, TurnBoards& boards,
                  bool& spent) {
  const Colour side = move.colour;
  if (Step v = play_stone(turn, start, move.stone, side, rules, boards); !v.ok) return v;
  if (rules.capture_turn() == CaptureTurn::forbidden && turn.captured.any())
    return illegal(Switch::flybomb_capture_turn, "flybomb after a capturing stone");
  if (!move.flower) return pass_flower(turn, start, side, rules, boards, spent);
  spent = true;
  return place_flower(turn, start, *move.flower, side, rules, boards);
}

}  // namespace

bool update_removes_nothing(const Rules& rules) { return rules.after_update() == AfterUpdate::never; }
bool captures_adjacent_kept(const Rules& rules) { return rules.capture_which() == CaptureWhich::adjacent; }
bool suicide_refused(const Rules& rules) {
  return rules.suicide() == Suicide::forbidden && rules.suicide_timing() != SuicideTiming::never;
}

Step play_stone(Turn& turn, const TurnStart& start, Point q, Colour t, const Rules& rules, TurnBoards& boards) {
  assert(turn.board.black == start.board.black && turn.board.white == start.board.white &&
         turn.board.flower == start.board.flower);
  if (Step v = free_point(turn.board, q, Clause::T22_6); !v.ok) return v;
  if (Step v = place_stone(turn, start, q, t, rules, boards); !v.ok) return v;
  return update(turn, t, rules, boards);
}

Step play_moves(Turn& turn, const TurnStart& start, const Move& move, const Rules& rules, TurnBoards& boards,
                bool& spent) {
  assert(move.kind != Move::Kind::pass);
  const Step v = move.kind == Move::Kind::stone ? play_stone(turn, start, move.stone, move.colour, rules, boards)
                                                : play_flybomb(turn, move, start, rules, boards, spent);
  if (!v.ok) return v;
  return boards.ko(turn, opponent(move.colour));
}

}  // namespace F3GO_OPTIMIZED_NS
}  // namespace f3go::optimized
