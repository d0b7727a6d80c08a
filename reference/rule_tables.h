// The rules on numbers alone, written once: the turn's bookkeeping (T22.1, T22.8, A14, A19, A28,
// A29), the decision table of T22.4, what the neighbour counts of a point decide of T22.5's shapes
// (A15–A17), and the result of T22.7 (A22, A23). None of them looks at a board: each takes the
// counts or the answers an engine found on its own boards, and gives the rule's verdict.
//
// This header is the one file of reference/ that optimized/ includes (reference/README.md,
// docs/architecture.md): both engines read these rules from here, so that a reading changed or
// added here changes both. It is header-only, so that including it links nothing of the reference.
// What the engines find on their boards (strings, private eyes, holographic boards, captures) stays
// theirs: those are the second opinions the differential tests compare.
#pragma once
#include <algorithm>
#include <array>
#include <cassert>
#include <optional>
#include <string>
#include <vector>

#include "oracle/format.h"
#include "oracle/move.h"
#include "oracle/observables.h"
#include "oracle/position.h"
#include "oracle/rules.h"

namespace f3go::tables {

// ---------------------------------------------------------------------------------------------
// The turn (T22.1, T22.1.a, T22.1.b, T22.8, A14, A19, A28, A29).

// T22.8 「其中1个飞弹扔出时机（手数）由程序随机确定」, A28: the side's own-turn number now is
// turns_played + 1; a random flybomb is due when that number was drawn for it and a flybomb is left.
inline bool random_flybomb_due(const Position& pos, Colour side) {
  const int turn = pos.turns_played[index(side)] + 1;
  const auto& drawn = pos.random_turns[index(side)];
  return pos.flybombs_left[index(side)] > 0 && std::find(drawn.begin(), drawn.end(), turn) != drawn.end();
}

// Whether `move` may be started at all, from every field of `pos` but its boards: the game's end
// (A29), the turn order (T22.1), the schedule (T22.8) and the flybombs left (T22.1.a, T22.0.d).
inline std::optional<Refusal> turn_refusal(const Position& pos, const Move& move) {
  if (game_over(pos)) return refusal(Clause::T22_1_a, "game over");
  if (move.colour != pos.to_move) return refusal(Clause::T22_1, "not this side's turn");
  const Colour side = move.colour;
  const bool due = random_flybomb_due(pos, side);
  // T22.8: on a drawn turn the random flybomb must be thrown.
  if (move.kind == Move::Kind::stone && due) return refusal(Clause::T22_8, "random flybomb due");
  if (move.kind != Move::Kind::flybomb) return std::nullopt;
  // T22.1.a 「黑方和白方各有3次连下两子的机会」; T22.0.d 「黑方和白方各拥有3个飞弹」: N flybombs
  // per side (Rules::flybombs), counted down.
  if (pos.flybombs_left[index(side)] <= 0) return refusal(Clause::T22_1_a, "no flybomb left");
  if (!due && pos.chosen_left[index(side)] <= 0) return refusal(Clause::T22_8, "no chosen flybomb left");
  return std::nullopt;
}

// The counters after a legal turn: T22.1.b numbering, A29 passes, T22.8 flybomb counts, the side to
// move and the turn's captures (simple ko) — every field of `pos` but the board and the history,
// which the engine files itself. `captures`: the stones the turn removed; `spent`: whether a
// flybomb turn used its flybomb up (A19).
// Precondition: move.colour == pos.to_move (the turn was legal).
inline void count_turn(Position& pos, const Move& move, int captures, bool spent) {
  assert(move.colour == pos.to_move);
  const Colour side = move.colour;
  const bool due = random_flybomb_due(pos, side);
  pos.move_number = next_move_number(pos.move_number, move.kind);
  pos.consecutive_passes = move.kind == Move::Kind::pass ? pos.consecutive_passes + 1 : 0;
  // T22.8: a pass on a drawn turn spends the random flybomb; a flybomb spends the random one on a
  // drawn turn, else a chosen one (unless A19 `refund` gave it back).
  if ((move.kind == Move::Kind::pass && due) || (move.kind == Move::Kind::flybomb && spent)) {
    pos.flybombs_left[index(side)] -= 1;
    if (move.kind == Move::Kind::flybomb && !due) pos.chosen_left[index(side)] -= 1;
  }
  pos.turns_played[index(side)] += 1;
  pos.to_move = opponent(side);
  pos.last_captures = captures;
}

// A14 move.ko (T22.1.a 「下法基本同围棋」: the texts name no ko rule), judged on the bottom board
// after a complete turn, `next` being the side to move after it. The engine answers two questions
// about its own history: `repeats(to_move)`, whether some earlier board equals the board after the
// turn (given a side: one on which that side was to move), and `two_back()`, whether the board
// before the last turn's equals it. `captured`: the stones this turn removed; `last_captures`: the
// last turn's. Passes are never ko violations: the engines do not ask.
template <class Repeats, class TwoBack>
std::optional<Refusal> ko_refusal(Ko reading, Colour next, int captured, int last_captures, Repeats&& repeats,
                                  TwoBack&& two_back) {
  switch (reading) {
    case Ko::positional_superko:
      if (repeats(std::optional<Colour>())) return refusal(Switch::move_ko, "positional superko");
      return std::nullopt;
    case Ko::situational_superko:
      if (repeats(std::optional<Colour>(next))) return refusal(Switch::move_ko, "situational superko");
      return std::nullopt;
    case Ko::simple_ko:  // a single stone taken back at once
      if (captured == 1 && last_captures == 1 && two_back()) return refusal(Switch::move_ko, "simple ko");
      return std::nullopt;
  }
  return std::nullopt;
}

// A19 flybomb.no_legal_point, for a flower passed (虚着) after the own stone: whether the flybomb is
// spent, and whether the turn is legal only when some flower point was open to it.
struct FlowerPass {
  bool spent = true;
  bool needs_a_flower_point = false;
};
inline FlowerPass flower_pass(NoLegalPoint reading) {
  switch (reading) {
    case NoLegalPoint::forfeit: return {true, false};
    case NoLegalPoint::refund: return {false, false};
    case NoLegalPoint::illegal_declaration: return {true, true};
  }
  return {};
}
inline Refusal no_flower_point() {
  return refusal(Switch::flybomb_no_legal_point, "flybomb declared with no legal flower point");
}

// ---------------------------------------------------------------------------------------------
// T22.4 花棋串三性逻辑 (T18.3): the upper attribute of a flower string from HEIy, BAIy, HEIo, BAIo.

inline FlowerReport attribute_row(Clause rule, Attribute a, int hei_y, int bai_y, int hei_o, int bai_o) {
  FlowerReport r;
  r.rule = rule;
  r.attribute = a;
  r.hei_y = hei_y;
  r.bai_y = bai_y;
  r.hei_o = hei_o;
  r.bai_o = bai_o;
  return r;
}

// Precondition: every count is ≥ 0.
inline FlowerReport decide_attribute(int hei_y, int bai_y, int hei_o, int bai_o) {
  assert(hei_y >= 0 && bai_y >= 0 && hei_o >= 0 && bai_o >= 0);
  auto row = [&](Clause rule, Attribute a) { return attribute_row(rule, a, hei_y, bai_y, hei_o, bai_o); };
  // T22.4.1 「当HEIy+BAIy=0，则花棋串X的上层属性为“中性分隔串属性（中性）”」
  if (hei_y + bai_y == 0) return row(Clause::T22_4_1, Attribute::neutral);
  // T22.4.2.1 「当HEIy>BAIy，则…黑棋串属性（黑性）」
  if (hei_y > bai_y) return row(Clause::T22_4_2_1, Attribute::black);
  // T22.4.2.2 「当HEIy<BAIy，则…白棋串属性（白性）」
  if (hei_y < bai_y) return row(Clause::T22_4_2_2, Attribute::white);
  // T22.4.2.3 「当HEIy=BAIy（HEIy、BAIy≥1）」: the strings without a private eye decide.
  // T22.4.2.3.1 「当HEIo>BAIo，则…黑棋串属性（黑性）」
  if (hei_o > bai_o) return row(Clause::T22_4_2_3_1, Attribute::black);
  // T22.4.2.3.2 「当HEIo<BAIo，则…白棋串属性（白性）」
  if (hei_o < bai_o) return row(Clause::T22_4_2_3_2, Attribute::white);
  // T22.4.2.3.3 「当HEIo=BAIo，则…中性分隔串属性（中性）」
  return row(Clause::T22_4_2_3_3, Attribute::neutral);
}

// ---------------------------------------------------------------------------------------------
// T22.5 飞弹的禁手: what the neighbours of an empty point q decide of its shapes.

// A15 flybomb.whose_shapes: 2022 「彼方（对方）棋串的一气眼…虎口」 — the thrower's opponent's
// shapes; 2018 T18.4 「黑棋串或白棋串的一气眼…虎口」 — shapes of either colour.
// The colours in order (black first), as a range.
struct ShapeColours {
  std::array<Colour, 2> colours{};
  int count = 0;
  const Colour* begin() const { return colours.data(); }
  const Colour* end() const { return colours.data() + count; }
};
inline ShapeColours shape_colours(Colour thrower, const Rules& rules) {
  if (rules.whose_shapes() == WhoseShapes::opponent) return {{opponent(thrower), opponent(thrower)}, 1};
  return {{Colour::black, Colour::white}, 2};
}

// The neighbours of q on the holographic board, counted for the strings of a colour c (the edge is
// never a neighbour).
struct Neighbourhood {
  int on_board = 0;  // every on-board neighbour
  int neutral = 0;   // neutral flowers among them
  int own = 0;       // stones of colour c
  int other = 0;     // stones of the other colour
  int empty = 0;     // empty points
};

// T22.5.2 「彼方（对方）棋串的一气眼」 (A17 flybomb.one_liberty_eye): every neighbour of q is a
// stone of c or a wall — the edge, and under `walls` a neutral flower — and at least one is a stone
// of c. (A36 then says which such points count: the engine's board decides that.)
inline bool one_liberty_eye_by_counts(const Neighbourhood& n, OneLibertyEye reading) {
  if (reading == OneLibertyEye::edge_only && n.neutral > 0) return false;
  return n.own >= 1 && n.own + n.neutral == n.on_board;
}

// A16 `walls`: 「虎口」 — among the non-wall neighbours exactly one is empty and the others, at
// least two, are stones of c (interior 3+1, edge 2+1, and the same next to neutral flowers).
inline bool walled_tiger_mouth(const Neighbourhood& n) { return n.empty == 1 && n.other == 0 && n.own >= 2; }

// T22.5.3 「彼方（对方）棋串的虎口」 (A16 flybomb.tiger_mouth), one reading per value, as far as the
// counts decide: `atari` needs, beside at least one stone of c, that a stone of the other colour at q
// would have exactly one liberty, which the engine finds on its board.
enum class TigerMouthByCounts : std::uint8_t {
  no,
  yes,
  if_atari
};
inline TigerMouthByCounts tiger_mouth_by_counts(const Neighbourhood& n, TigerMouth reading) {
  auto answer = [](bool b) { return b ? TigerMouthByCounts::yes : TigerMouthByCounts::no; };
  switch (reading) {
    case TigerMouth::walls: return answer(walled_tiger_mouth(n));
    case TigerMouth::edge_only: return answer(n.neutral == 0 && walled_tiger_mouth(n));
    case TigerMouth::interior_only: return answer(n.on_board == 4 && n.own == 3 && n.empty == 1);
    case TigerMouth::atari: return n.own >= 1 ? TigerMouthByCounts::if_atari : TigerMouthByCounts::no;
    case TigerMouth::open_any: return answer(n.own >= 2 && n.empty + n.other == 1);
  }
  return TigerMouthByCounts::no;
}

// ---------------------------------------------------------------------------------------------
// T22.7 胜负判定 (A22 score.komi, A23 score.area).

// 「扣除贴子方的贴子数（点数）后，子数（点数）多的一方为胜方」 / 「Y=（361-X）/2…大于Y+m，则为黑胜」:
// d > 0, black wins by d; d < 0, white wins by −d. `size`: the board's side.
inline double margin(const ScoreReport& s, int size, const Rules& rules) {
  const double m = rules.komi;
  // A22 `deduct`: black − m compared with white.
  if (rules.komi_rule() == Komi::deduct) return (s.black - m) - s.white;
  // A22 `half_area`: black compared with Y + m, Y = (area − X)/2; A23: area n² or 361.
  const double area = rules.area_rule() == Area::n_squared ? double(size) * size : 361.0;
  const double y = (area - s.neutral) / 2;
  return s.black - (y + m);
}

inline std::string result(double d) {
  if (d > 0) return "B+" + format_number(d);
  if (d < 0) return "W+" + format_number(-d);
  return "0";  // 「子数（点数）相同则为和棋」
}

}  // namespace f3go::tables
