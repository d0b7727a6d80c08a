// T22.6 下棋流程, T22.1 下法, T22.8 modes on a Position; twin of reference/play.cpp. The steps of
// the turn are optimized/turn.h's (shared with the incremental Game); here: the start of a turn
// (bottom board, holographic board, its strings labelled once, the history for A14),
// computed once per call and once for every candidate of legal_stones, and the next Position
// (T22.1.b numbering, A28 mode.random_timing, A29 game.end, T22.8 flybomb counts).
#include "optimized/play.h"

#include <algorithm>
#include <array>
#include <cassert>
#include <optional>
#include <string>
#include <utility>

#include "optimized/history.h"
#include "optimized/holo_index.h"
#include "optimized/turn.h"
#include "optimized/turn_start.h"
#include "reference/rule_tables.h"

namespace f3go::optimized {
inline namespace F3GO_OPTIMIZED_NS {
namespace {

// The start of a turn on a Position (turn.h's TurnStart) and its history for A14.
struct Start : TurnStart {
  const History* hist = nullptr;
};

// What a Position gives the turn's steps: holographic boards computed, A14 from its History.
class PositionBoards : public TurnBoards {
 public:
  PositionBoards(const Position& pos, const Start& start, const Rules& rules) : pos_(pos), start_(start), rules_(rules) {}
  HoloBits holographic_of(const BoardBits& b) override { return holographic(b, rules_); }
  // A14 move.ko (reference/rule_tables.h) on the bottom board after the complete turn, asked of the
  // History (every match a full comparison, first at the points the turn changed).
  Step ko(const Turn& turn, Colour next) override {
    const History& hist = *start_.hist;
    const BoardBits& before = start_.board;
    const Bitboard changed = (turn.board.empty ^ before.empty) | turn.captured;
    auto repeats = [&](std::optional<Colour> to_move) { return hist.repeats(turn.board, changed, to_move); };
    auto two_back = [&] { return hist.size() >= 2 && hist.same(hist.size() - 2, turn.board); };
    if (auto r = tables::ko_refusal(rules_.ko(), next, turn.removal_count(), pos_.last_captures, repeats, two_back))
      return illegal(*r);
    return legal();
  }

 private:
  const Position& pos_;
  const Start& start_;
  const Rules& rules_;
};

// The counters of reference/rule_tables.h (T22.1.b numbering, A29 passes, T22.8 flybomb counts),
// the bottom board, and the history for A14.
Position next_position(const Position& pos, const Move& move, const Turn& turn, bool spent) {
  Position next = pos;
  tables::count_turn(next, move, turn.removal_count(), spent);
  next.board = board_of(turn.board);
  next.history.push_back({next.board, next.to_move});
  return next;
}

Step play_turn(const Position& pos, const Start& start, const Move& move, const Rules& rules, Turn& turn,
               bool& spent) {
  if (auto r = tables::turn_refusal(pos, move)) return illegal(*r);  // T22.1, T22.8, A29
  if (move.kind == Move::Kind::pass) return legal();                 // T22.6 1(1) 「下虚着（Pass）」; never a ko violation (A14)
  PositionBoards boards(pos, start, rules);
  return play_moves(turn, start, move, rules, boards, spent);
}

MoveOutcome try_move_with(const Position& pos, const Start& start, const Move& move, const Rules& rules,
                          Position* after) {
  Turn turn{start.board, {}, {}};
  bool spent = false;
  if (Step v = play_turn(pos, start, move, rules, turn, spent); !v.ok) return refused(v);
  assert(turn.board.is_consistent());
  if (after) *after = next_position(pos, move, turn, spent);
  return {true, "", turn.removal_list()};
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
// Such a stone keeps a liberty of its own: an empty neighbour, or another liberty of a string of t
// without flowers that it joins and that has two or more (such a string is a bottom string, which
// the stone's string holds on the holographic board whatever the update makes of the flowers). It
// takes nothing (it is not the only liberty of an opponent string; under A12 `adjacent` it touches
// no own string that touches an opponent string kept without liberty), A11 `never` leaves the
// board as placed, and no earlier board has the number of empty points of the board after it
// (A14: nothing to repeat). Both colours at once, by index(Colour).
std::array<Bitboard, 2> plainly_legal(const Start& start, const Rules& rules) {
  const BoardBits& b = start.board;
  if (!update_removes_nothing(rules) || start.hist->any_with_empties(b.size, b.empty.popcount() - 1)) return {};
  const bool adjacent = captures_adjacent_kept(rules);
  std::array<Bitboard, 2> risky, joins;  // by the colour of the stone
  for (Colour c : kColours) risky[static_cast<std::size_t>(index(opponent(c)))] = start.strings->only_liberties(c);
  for (const HoloStringBits& s : start.strings->strings()) {
    const auto own = static_cast<std::size_t>(index(s.colour));
    if (adjacent && s.around->intersects(start.strings->without_liberty(opponent(s.colour)))) risky[own] |= *s.around;
    if (!s.flowers && !s.at_most_one_liberty) joins[own] |= *s.around;  // its liberties, with b.empty below
  }
  const Bitboard breathing = b.empty & touched(b.empty, b.board);
  return {(breathing | (b.empty & joins[0])) & ~risky[0], (breathing | (b.empty & joins[1])) & ~risky[1]};
}

// Fast path (speed only): the empty points where a stone of t is refused as suicide (T22.6 1(1)
// 「如果是禁着点」, suicide_refused: A13 `forbidden`, judged before or after the update) without
// playing it out: every neighbour of the point is a stone of the other colour, and the point is
// the only liberty of none of their strings. The stone then joins nothing and has no liberty of
// its own (no empty or flower neighbour, before the update or after it), and it takes nothing: no
// string next to it loses its last liberty, and none is without liberty (the point is one of
// theirs), so A12 `adjacent` finds none either. Both colours at once, by index(Colour).
std::array<Bitboard, 2> plainly_suicide(const Start& start, const Rules& rules) {
  if (!suicide_refused(rules)) return {};
  const BoardBits& b = start.board;
  std::array<Bitboard, 2> out;
  for (Colour t : kColours) {
    const Colour o = opponent(t);
    out[static_cast<std::size_t>(index(t))] =
        b.empty & ~touched(b.board & ~b.stones_of(o), b.board) & ~start.strings->only_liberties(o);
  }
  return out;
}

// legal_stones on a prepared start, `plain` those of plainly_legal, `refused` those of
// plainly_suicide. The stone is the whole turn (T22.8 schedule and A29 ignored, as in the
// reference's `as_if` position, so may_start always holds): play_stone, then A14. Written over
// `out` (its storage kept).
void legal_stones_from(const Position& pos, const Start& start, Colour colour, const Bitboard& plain,
                       const Bitboard& refused, const Rules& rules, std::vector<Point>& out) {
  const Colour next = opponent(colour);
  Bitboard legal = plain;
  PositionBoards boards(pos, start, rules);
  (start.board.empty & ~legal & ~refused).for_each([&](int i) {  // the points the set tests leave, played out
    Turn turn{start.board, {}, {}};
    if (play_stone(turn, start, point_of(i), colour, rules, boards).ok && boards.ko(turn, next).ok) legal.set(i);
  });
  to_points(legal, out);
}

// The start shared by every candidate point (and by both colours in legal_stones_both).
template <class F>
void with_start(const Position& pos, const HoloBits& holo, const HoloIndex& strings, F&& f) {
  const History hist(pos.history);
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
  with_start(pos, holo, HoloIndex(holo, rules, HoloIndex::Labels::on_demand),
             [&](const Start& start) { out = try_move_with(pos, start, move, rules, after); });
  return out;
}

std::vector<Point> legal_stones(const Position& pos, Colour colour, const Rules& rules) {
  std::vector<Point> out;
  const HoloBits holo = holographic(bits_of(pos.board), rules);
  with_start(pos, holo, HoloIndex(holo, rules),
             [&](const Start& start) {
               const auto k = static_cast<std::size_t>(index(colour));
               legal_stones_from(pos, start, colour, plainly_legal(start, rules)[k], plainly_suicide(start, rules)[k],
                                 rules, out);
             });
  return out;
}

std::array<std::vector<Point>, 2> legal_stones_both(const Position& pos, const HoloBits& holo,
                                                    const HoloIndex& strings, const Rules& rules) {
  std::array<std::vector<Point>, 2> out;
  legal_stones_both(pos, holo, strings, rules, out);
  return out;
}

void legal_stones_both(const Position& pos, const HoloBits& holo, const HoloIndex& strings, const Rules& rules,
                       std::array<std::vector<Point>, 2>& out) {
  with_start(pos, holo, strings, [&](const Start& start) {
    const std::array<Bitboard, 2> plain = plainly_legal(start, rules), refused = plainly_suicide(start, rules);
    for (Colour c : kColours) {
      const auto k = static_cast<std::size_t>(index(c));
      legal_stones_from(pos, start, c, plain[k], refused[k], rules, out[k]);
    }
  });
}

}  // namespace F3GO_OPTIMIZED_NS
}  // namespace f3go::optimized
