// T22.6 下棋流程, T22.1 下法, T22.8 modes: a stone, a flybomb turn and a pass, literally.
// Readings: A11 capture.after_update, A12 capture.which, A13 move.suicide, A14 move.ko,
// A18 flybomb.judge_board, A19 flybomb.no_legal_point, A20 flybomb.capture_turn,
// A28 mode.random_timing, A29 game.end, A30 flybomb.neutral_on_place, A33 holo.capture_flowers,
// A40 move.suicide_timing.
// Everything is recomputed from the bottom board at each step: no incremental state. The rules on
// numbers of a turn (whether it may start, the counters after it, A14's verdict, A19) are
// reference/rule_tables.h's, which the optimized engine reads too.
#include "reference/play.h"

#include <algorithm>
#include <optional>
#include <string>
#include <vector>

#include "reference/forbidden.h"
#include "reference/holographic.h"
#include "reference/rule_tables.h"
#include "reference/shared.h"
#include "reference/verdict.h"

namespace f3go::reference {
namespace {

// The work of one turn: the bottom board as it changes, and every stone removed so far.
// `start` is the board the turn starts from; `shared` holds the answers about it, shared by every
// turn tried on the same position (reference/shared.h), `own` the answers about the boards that
// arise within this turn alone.
struct Turn {
  Board board;
  Points captured;
  const Board& start;
  SharedAnswers& shared;
  SharedAnswers own;
};

// T22.6 「计算机程序棋手，则需要再更新底层棋局、全息棋局数据」: the holographic board of `bottom`,
// recomputed from it. Asked once per bottom board: every stone tried on one position asks it of
// the same board (the board the turn starts from), and within a turn the board after the last
// removal is asked again by the next step.
const Holographic& holographic_of(Turn& turn, const Board& bottom) {
  return bottom == turn.start ? turn.shared.holographic(bottom) : turn.own.holographic(bottom);
}

// A step that may make the turn illegal: holds = legal; `why` names the clause or the switch that
// refused it and says how (oracle/observables.h refusal_reason).
struct Step {
  bool holds = true;
  std::string why;
};
Step legal() { return {}; }
Step illegal(Clause c, std::string_view detail) { return {false, refusal_reason(c, detail)}; }
Step illegal(Switch s, std::string_view detail) { return {false, refusal_reason(s, detail)}; }
Step refused_by(const Refusal& r) { return {false, r.text()}; }

MoveOutcome refused(Step v) { return {false, std::move(v.why), {}}; }

HoloCell holo_stone(Colour c) { return c == Colour::black ? HoloCell::black : HoloCell::white; }

std::size_t cell_index(const Holographic& h, Point p) { return static_cast<std::size_t>(h.bottom.index(p)); }

// ---------------------------------------------------------------------------------------------
// Removing a captured holographic string (T22.3.2(4), A33).

// 「此花棋串的归属和生死则按照黑棋串（黑棋串子串）…判断处理」: the bottom board loses the
// string's black/white stones; its flower stones (black-like or
// white-like flowers merged into it) go too under A33 `remove`, and stay flowers under
// `stay_neutral`. Every stone that leaves the bottom board is listed in `captured`.
void remove_string(Board& bottom, const Points& stones, const Rules& rules, Points& captured) {
  for (Point p : stones) {
    const Cell c = bottom.at(p);
    const bool goes = is_stone(c) || (c == Cell::flower && rules.capture_flowers() == CaptureFlowers::remove);
    if (!goes) continue;
    bottom.set(p, Cell::empty);
    captured.push_back(p);
  }
}

// The same removal on a holographic board whose attributes are kept as they were (T22.6 judges
// the stone before the update): removed points become empty, flowers that stay are neutral.
void remove_from_holographic(Holographic& h, const Points& stones, const Rules& rules) {
  Points ignored;
  remove_string(h.bottom, stones, rules, ignored);
  for (Point p : stones)
    h.cells[cell_index(h, p)] = h.bottom.at(p) == Cell::flower ? HoloCell::neutral : HoloCell::empty;
  for (FlowerReport& f : h.flowers)
    if (std::any_of(f.stones.begin(), f.stones.end(), [&](Point p) { return contains(stones, p); }))
      f.attribute = Attribute::neutral;
  std::erase_if(h.flowers, [&](const FlowerReport& f) {
    return !f.stones.empty() && h.bottom.at(f.stones.front()) != Cell::flower;
  });
}

// ---------------------------------------------------------------------------------------------
// T22.6 1: 「在全息棋局中判断此下子点是否禁着点？是否提吃点？」 — a black or white stone.

// T22.6 1(2)–(3) 「将棋子下在此点」: the stone on the holographic board, attributes unchanged.
Holographic with_stone(const Holographic& h, Point q, Colour t) {
  Holographic placed = h;
  placed.bottom.set(q, stone(t));
  placed.cells[cell_index(placed, q)] = holo_stone(t);
  return placed;
}

// T22.6 1(2) 「是提吃点…完成提吃操作」: the opponent's holographic strings the stone at q captures.
// A12 `adjacent`: the opponent strings adjacent to the mover's string through q (after the stone
// joins it) left with no liberty — including strings kept with none before (T22.2.8(1)); a string
// next to q itself always had q as a liberty, so only the whole string makes the readings differ.
// `lost_last_liberty`: those whose liberties were exactly {q} before the stone.
std::vector<Points> captured_by(const Holographic& before, const Holographic& placed, Point q, Colour t,
                                const Rules& rules) {
  std::vector<Points> out;
  const Points at_q{q};
  if (rules.capture_which() == CaptureWhich::lost_last_liberty) {
    for (const HoloString& s : holo_strings(before, rules))
      if (s.colour == opponent(t) && s.liberties == at_q) out.push_back(s.stones);
    return out;
  }
  const Points mover = holo_string_at(placed, q, rules).stones;
  for (const HoloString& s : holo_strings(placed, rules))
    if (s.colour == opponent(t) && s.liberties.empty() && adjacent(placed.bottom, s.stones, mover))
      out.push_back(s.stones);
  return out;
}

// A40 move.suicide_timing: the stone's own string, judged for suicide. T22.6 1
// 「选择一个下子点，然后在全息棋局中判断此下子点是否禁着点？」 judges before the update:
// `before_update` on `placed` (the attributes of before the move, its captures removed);
// `after_update` on the holographic board recomputed from the bottom board after the stone and
// its captures (「再更新底层棋局、全息棋局数据」); `never` judges nothing (A11 decides).
std::optional<HoloString> judged_string(Turn& turn, const Holographic& placed, Point q, const Rules& rules) {
  switch (rules.suicide_timing()) {
    case SuicideTiming::before_update:
      return holo_string_at(placed, q, rules);
    case SuicideTiming::after_update:
      return holo_string_at(holographic_of(turn, turn.board), q, rules);
    case SuicideTiming::never:
      return std::nullopt;
  }
  return std::nullopt;
}

// T22.6 1(2)/(3) and A13: place t at q, remove what it captures, then judge its own string
// (recomputed after the removal, on the board A40 names).
Step place_stone(Turn& turn, Point q, Colour t, const Rules& rules) {
  const Holographic& before = holographic_of(turn, turn.board);
  Holographic placed = with_stone(before, q, t);
  turn.board.set(q, stone(t));
  for (const Points& s : captured_by(before, placed, q, t, rules)) {
    remove_string(turn.board, s, rules, turn.captured);
    remove_from_holographic(placed, s, rules);
  }
  // A13 move.suicide (T22.6 1(1) 「如果是禁着点」): a stone whose own string has no liberty after
  // its captures.
  const std::optional<HoloString> judged = judged_string(turn, placed, q, rules);
  if (!judged || !judged->liberties.empty()) return legal();
  const HoloString& own = *judged;
  if (rules.suicide() == Suicide::forbidden) return illegal(Clause::T22_6, "suicide");
  remove_string(turn.board, own.stones, rules, turn.captured);
  return legal();
}

// ---------------------------------------------------------------------------------------------
// T22.6 「计算机程序棋手，则需要再更新底层棋局、全息棋局数据」 and A11 capture.after_update.

// The black/white holographic strings of the updated board that have no liberty, of `colour`
// (or of both colours when `colour` is nullopt).
std::vector<Points> without_liberty(Turn& turn, std::optional<Colour> colour, const Rules& rules) {
  std::vector<Points> out;
  for (const HoloString& s : holo_strings(holographic_of(turn, turn.board), rules))
    if (s.liberties.empty() && (!colour || s.colour == *colour)) out.push_back(s.stones);
  return out;
}

// Removes the strings `which` names until none is left (stones only ever leave: it ends).
void remove_to_fixpoint(Turn& turn, std::optional<Colour> which, const Rules& rules) {
  for (;;) {
    const Board start = turn.board;
    for (const Points& s : without_liberty(turn, which, rules))
      remove_string(turn.board, s, rules, turn.captured);
    if (turn.board == start) return;
  }
}

// After the update (the holographic board is always recomputed from the bottom board):
// A11 `never` leaves strings without liberty on the board; `opponent_fixpoint` removes the
// opponent's (credited to the mover) and forbids leaving the mover's own; `all_fixpoint`
// removes every such string.
Step update(Turn& turn, Colour mover, const Rules& rules) {
  switch (rules.after_update()) {
    case AfterUpdate::never:
      return legal();
    case AfterUpdate::opponent_fixpoint:
      remove_to_fixpoint(turn, opponent(mover), rules);
      if (!without_liberty(turn, mover, rules).empty())
        return illegal(Switch::capture_after_update, "suicide after update");
      return legal();
    case AfterUpdate::all_fixpoint:
      remove_to_fixpoint(turn, std::nullopt, rules);
      return legal();
  }
  return legal();
}

// A stone point must be on the board and empty on the bottom board (T22.6 1 「选择一个下子点」).
Step free_point(const Board& b, Point p, Clause clause) {
  if (!b.on_board(p)) return illegal(clause, "point off the board");
  if (b.at(p) != Cell::empty) return illegal(clause, "point occupied");
  return legal();
}

// T22.6 1–3 and the update: one black or white stone of `t` at q.
Step play_stone(Turn& turn, Point q, Colour t, const Rules& rules) {
  if (Step v = free_point(turn.board, q, Clause::T22_6); !v.holds) return v;
  if (Step v = place_stone(turn, q, t, rules); !v.holds) return v;
  return update(turn, t, rules);
}

// ---------------------------------------------------------------------------------------------
// T22.1.a, T22.5: the flower of a flybomb turn.

std::string joined(const std::vector<ForbiddenReason>& reasons) {
  std::string out;
  for (ForbiddenReason r : reasons) out += (out.empty() ? "" : ",") + std::string(name(r));
  return out;
}

// T22.5 「飞弹的禁手（禁着点）在全息棋局中进行判断」: the reasons against a flower at f, judged on
// `judge` (A18). A point that is not empty on the judging board (freed by the own stone's capture
// under `start_of_turn`) was not a point the flybomb could be judged at: no reason.
std::vector<ForbiddenReason> reasons_against(const Holographic& judge, Point f, Colour thrower,
                                             const Rules& rules) {
  if (judge.bottom.at(f) != Cell::empty) return {};
  return flybomb_forbidden_reasons(judge, f, thrower, rules);
}

// A19 `illegal_declaration`: is there any point where the flower could go?
bool some_flower_point(const Board& bottom, const Holographic& judge, Colour thrower, const Rules& rules) {
  for (Point p : bottom.points())
    if (bottom.at(p) == Cell::empty && reasons_against(judge, p, thrower, rules).empty()) return true;
  return false;
}

// T22.0.a 「连下的第二子不是黑子或白子而是灰子」, T22.1.a 「下出1黑子、1飞弹」, T18.5 (the same
// procedure judged on the upper board): the flower at f, then the update (A30: its attribute comes from the
// update that follows, never assumed before) and A11 as after a stone.
Step place_flower(Turn& turn, const Holographic& judge, Point f, Colour thrower, const Rules& rules) {
  if (Step v = free_point(turn.board, f, Clause::T22_5); !v.holds) return v;
  const auto reasons = reasons_against(judge, f, thrower, rules);
  if (!reasons.empty()) return illegal(Clause::T22_5, "forbidden: " + joined(reasons));
  turn.board.set(f, Cell::flower);
  return update(turn, thrower, rules);
}

// A19 flybomb.no_legal_point, for a passed flower: is the flybomb spent, or the turn illegal?
Step pass_flower(const Turn& turn, const Holographic& judge, Colour thrower, const Rules& rules,
                 bool& spent) {
  const tables::FlowerPass pass = tables::flower_pass(rules.no_legal_point());
  spent = pass.spent;
  if (pass.needs_a_flower_point && !some_flower_point(turn.board, judge, thrower, rules))
    return refused_by(tables::no_flower_point());
  return legal();
}

// T22.1.a/b: one own stone, then the flower (or a flower pass). `spent` says whether the
// flybomb is used up (A19).
Step play_flybomb(Turn& turn, const Move& move, const Board& start, const Rules& rules, bool& spent) {
  const Colour side = move.colour;
  if (Step v = play_stone(turn, move.stone, side, rules); !v.holds) return v;
  // A20 flybomb.capture_turn `forbidden`: no flybomb after an own stone that captured.
  if (rules.capture_turn() == CaptureTurn::forbidden && !turn.captured.empty())
    return illegal(Switch::flybomb_capture_turn, "flybomb after a capturing stone");
  // A18 flybomb.judge_board: after the own stone, its captures and the update, or at the start.
  const Holographic& judge =
      holographic_of(turn, rules.judge_board() == JudgeBoard::after_own_stone ? turn.board : start);
  if (!move.flower) return pass_flower(turn, judge, side, rules, spent);
  spent = true;
  return place_flower(turn, judge, *move.flower, side, rules);
}

// ---------------------------------------------------------------------------------------------
// A14 move.ko (reference/rule_tables.h), on the bottom board after the complete turn: every earlier
// board of the game compared with it.

Step ko(const Position& pos, const Turn& turn, Colour next, const Rules& rules) {
  const auto& h = pos.history;
  auto repeats = [&](std::optional<Colour> to_move) {
    return std::any_of(h.begin(), h.end(), [&](const HistoryEntry& e) {
      return e.board == turn.board && (!to_move || e.to_move == *to_move);
    });
  };
  auto two_back = [&] { return h.size() >= 2 && h[h.size() - 2].board == turn.board; };
  const int captured = static_cast<int>(turn.captured.size());
  if (auto r = tables::ko_refusal(rules.ko(), next, captured, pos.last_captures, repeats, two_back)) return refused_by(*r);
  return legal();
}

// ---------------------------------------------------------------------------------------------
// The position after a legal turn: the counters of reference/rule_tables.h (T22.1.b numbering,
// A29 passes, T22.8 flybomb counts), the bottom board, and the history for A14.

Position next_position(const Position& pos, const Move& move, const Turn& turn, bool spent) {
  Position next = pos;
  tables::count_turn(next, move, static_cast<int>(turn.captured.size()), spent);
  next.board = turn.board;
  next.history.push_back({next.board, next.to_move});
  return next;
}

// The turn itself: its stones, flower and captures, or the reason it is illegal.
Step play_turn(const Position& pos, const Move& move, const Rules& rules, Turn& turn, bool& spent) {
  // T22.1, T22.8, A29 (reference/rule_tables.h): whether the turn may start at all.
  if (auto r = tables::turn_refusal(pos, move)) return refused_by(*r);
  switch (move.kind) {
    case Move::Kind::pass:
      return legal();  // T22.6 1(1) 「下虚着（Pass）」; passes are never ko violations (A14)
    case Move::Kind::stone:
      if (Step v = play_stone(turn, move.stone, move.colour, rules); !v.holds) return v;
      break;
    case Move::Kind::flybomb:
      if (Step v = play_flybomb(turn, move, pos.board, rules, spent); !v.holds) return v;
      break;
  }
  return ko(pos, turn, opponent(move.colour), rules);
}

}  // namespace

MoveOutcome try_move(const Position& pos, const Move& move, SharedAnswers& shared, Position* after) {
  const Rules& rules = shared.rules();
  Turn turn{pos.board, {}, pos.board, shared, shared.fresh()};
  bool spent = false;
  if (Step v = play_turn(pos, move, rules, turn, spent); !v.holds) return refused(v);
  std::sort(turn.captured.begin(), turn.captured.end());
  if (after) *after = next_position(pos, move, turn, spent);
  return {true, "", turn.captured};
}

// One turn alone: its own answers are still shared within it (holographic_of).
MoveOutcome try_move(const Position& pos, const Move& move, const Rules& rules, Position* after) {
  SharedAnswers shared(rules);
  return try_move(pos, move, shared, after);
}

// Every empty point where a plain stone of `colour` is legal (occupied points, suicide and ko
// considered; the schedule of T22.8 and the game end A29 ignored). Every stone is tried on the
// same position: `shared` answers each try's question about that position (its holographic board,
// T22.6 1) once.
std::vector<Point> legal_stones(const Position& pos, Colour colour, SharedAnswers& shared) {
  Position as_if = pos;
  as_if.to_move = colour;
  as_if.random_turns = {};
  as_if.consecutive_passes = 0;
  std::vector<Point> out;
  for (Point p : pos.board.points())
    if (pos.board.at(p) == Cell::empty && try_move(as_if, Move::make_stone(colour, p), shared).legal)
      out.push_back(p);
  return out;
}

std::vector<Point> legal_stones(const Position& pos, Colour colour, const Rules& rules) {
  SharedAnswers shared(rules);
  return legal_stones(pos, colour, shared);
}

}  // namespace f3go::reference
