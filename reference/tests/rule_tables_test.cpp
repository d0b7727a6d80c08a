// reference/rule_tables.h: the rules on numbers that both engines read. Each case: the counters or
// counts given, the question, the answer derived by hand from the clause quoted.
#include "reference/rule_tables.h"

#include <gtest/gtest.h>

#include <optional>
#include <vector>

#include "oracle/board.h"
#include "oracle/move.h"
#include "oracle/position.h"

namespace f3go::tables {
namespace {

Position start(Mode mode = Mode::C) {
  Rules rules;
  rules.mode = mode;
  return initial_position(Board(5), rules);
}

// T22.1.b 「1个飞弹（虚弹）扔在棋盘边界外；1个飞弹（实弹）扔在棋盘边界内」: a stone is one move, a
// flybomb turn three (stone, virtual flybomb, real flybomb), so black's moves stay odd.
TEST(CountTurn, NumberingByT22_1_b) {
  Position pos = start();
  count_turn(pos, Move::make_stone(Colour::black, {0, 0}), 0, false);
  EXPECT_EQ(pos.move_number, 2);
  count_turn(pos, Move::make_flybomb(Colour::white, {1, 1}, Point{2, 2}), 0, true);
  EXPECT_EQ(pos.move_number, 5);
  EXPECT_EQ(pos.move_number % 2, 1) << "black's next move is odd";
  count_turn(pos, Move::make_pass(Colour::black), 0, false);
  EXPECT_EQ(pos.move_number, 6);
}

// A29: two consecutive passes end the game; any other turn resets the count.
TEST(CountTurn, PassesCountedForA29) {
  Position pos = start();
  count_turn(pos, Move::make_pass(Colour::black), 0, false);
  EXPECT_FALSE(game_over(pos));
  count_turn(pos, Move::make_stone(Colour::white, {0, 0}), 0, false);
  count_turn(pos, Move::make_pass(Colour::black), 0, false);
  EXPECT_FALSE(game_over(pos));
  count_turn(pos, Move::make_pass(Colour::white), 0, false);
  EXPECT_TRUE(game_over(pos));
  ASSERT_TRUE(turn_refusal(pos, Move::make_stone(Colour::black, {1, 1})));
  EXPECT_EQ(turn_refusal(pos, Move::make_stone(Colour::black, {1, 1}))->text(), "T22.1.a game over");
}

// T22.8: a chosen flybomb spends one of the N and one of the chosen; A19 `refund` (spent = false)
// spends neither; the side to move alternates and the captures are kept for simple ko.
TEST(CountTurn, FlybombsSpentByT22_8) {
  Position pos = start();
  count_turn(pos, Move::make_flybomb(Colour::black, {0, 0}, Point{1, 0}), 2, true);
  EXPECT_EQ(pos.flybombs_left[index(Colour::black)], 2);
  EXPECT_EQ(pos.chosen_left[index(Colour::black)], 2);
  EXPECT_EQ(pos.to_move, Colour::white);
  EXPECT_EQ(pos.last_captures, 2);
  EXPECT_EQ(pos.turns_played[index(Colour::black)], 1);
  count_turn(pos, Move::make_flybomb(Colour::white, {4, 4}, std::nullopt), 0, false);
  EXPECT_EQ(pos.flybombs_left[index(Colour::white)], 3);
  EXPECT_EQ(pos.chosen_left[index(Colour::white)], 3);
}

// T22.8 mode B: every flybomb random; on a drawn turn a stone is refused and a pass spends it.
TEST(TurnRefusal, RandomFlybombDue) {
  Position pos = start(Mode::B);
  const int first = pos.random_turns[index(Colour::black)].front();
  pos.turns_played[index(Colour::black)] = first - 1;
  ASSERT_TRUE(random_flybomb_due(pos, Colour::black));
  const std::optional<Refusal> r = turn_refusal(pos, Move::make_stone(Colour::black, {0, 0}));
  ASSERT_TRUE(r);
  EXPECT_EQ(r->text(), "T22.8 random flybomb due");
  EXPECT_FALSE(turn_refusal(pos, Move::make_flybomb(Colour::black, {0, 0}, Point{1, 1})));
  count_turn(pos, Move::make_pass(Colour::black), 0, false);
  EXPECT_EQ(pos.flybombs_left[index(Colour::black)], 2);
}

// T22.1 turn order and T22.1.a flybombs left.
TEST(TurnRefusal, OrderAndFlybombsLeft) {
  Position pos = start();
  EXPECT_EQ(turn_refusal(pos, Move::make_stone(Colour::white, {0, 0}))->text(), "T22.1 not this side's turn");
  pos.flybombs_left[index(Colour::black)] = 0;
  EXPECT_EQ(turn_refusal(pos, Move::make_flybomb(Colour::black, {0, 0}, std::nullopt))->text(),
            "T22.1.a no flybomb left");
  pos.flybombs_left[index(Colour::black)] = 1;
  pos.chosen_left[index(Colour::black)] = 0;
  EXPECT_EQ(turn_refusal(pos, Move::make_flybomb(Colour::black, {0, 0}, std::nullopt))->text(),
            "T22.8 no chosen flybomb left");
  EXPECT_FALSE(turn_refusal(pos, Move::make_stone(Colour::black, {0, 0})));
}

// A14: which of the history's answers each reading asks, and what it concludes.
TEST(KoRefusal, EachReadingAsksItsQuestion) {
  std::vector<std::optional<Colour>> asked;
  auto repeats_with_white = [&](std::optional<Colour> side) {
    asked.push_back(side);
    return !side || *side == Colour::white;
  };
  auto never_two_back = [] { return false; };
  EXPECT_EQ(ko_refusal(Ko::positional_superko, Colour::black, 0, 0, repeats_with_white, never_two_back)->text(),
            "A14 positional superko");
  EXPECT_FALSE(ko_refusal(Ko::situational_superko, Colour::black, 0, 0, repeats_with_white, never_two_back));
  EXPECT_EQ(ko_refusal(Ko::situational_superko, Colour::white, 0, 0, repeats_with_white, never_two_back)->text(),
            "A14 situational superko");
  EXPECT_EQ(asked, (std::vector<std::optional<Colour>>{std::nullopt, Colour::black, Colour::white}));
  auto two_back = [] { return true; };
  EXPECT_EQ(ko_refusal(Ko::simple_ko, Colour::white, 1, 1, repeats_with_white, two_back)->text(), "A14 simple ko");
  EXPECT_FALSE(ko_refusal(Ko::simple_ko, Colour::white, 2, 1, repeats_with_white, two_back)) << "two stones taken";
  EXPECT_FALSE(ko_refusal(Ko::simple_ko, Colour::white, 1, 2, repeats_with_white, two_back)) << "not a single stone";
  EXPECT_FALSE(ko_refusal(Ko::simple_ko, Colour::white, 1, 1, repeats_with_white, never_two_back));
}

// A19: forfeit spends, refund gives back, illegal_declaration spends and needs an open point.
TEST(FlowerPass, EveryReading) {
  EXPECT_TRUE(flower_pass(NoLegalPoint::forfeit).spent);
  EXPECT_FALSE(flower_pass(NoLegalPoint::forfeit).needs_a_flower_point);
  EXPECT_FALSE(flower_pass(NoLegalPoint::refund).spent);
  EXPECT_FALSE(flower_pass(NoLegalPoint::refund).needs_a_flower_point);
  EXPECT_TRUE(flower_pass(NoLegalPoint::illegal_declaration).spent);
  EXPECT_TRUE(flower_pass(NoLegalPoint::illegal_declaration).needs_a_flower_point);
}

// T22.5.3 A16, on the neighbour counts of an empty point (on_board, neutral, own, other, empty).
TEST(TigerMouthByCounts, EveryReading) {
  const Neighbourhood interior{4, 0, 3, 0, 1};   // three own stones and one empty point
  const Neighbourhood edge{3, 0, 2, 0, 1};       // on the edge: two own stones and one empty point
  const Neighbourhood by_flower{4, 1, 2, 0, 1};  // two own stones, a neutral flower, one empty point
  const Neighbourhood open{4, 0, 2, 1, 1};       // two own stones, a stone of the other colour, one empty
  using T = TigerMouthByCounts;
  EXPECT_EQ(tiger_mouth_by_counts(interior, TigerMouth::walls), T::yes);
  EXPECT_EQ(tiger_mouth_by_counts(edge, TigerMouth::walls), T::yes);
  EXPECT_EQ(tiger_mouth_by_counts(by_flower, TigerMouth::walls), T::yes);
  EXPECT_EQ(tiger_mouth_by_counts(by_flower, TigerMouth::edge_only), T::no);
  EXPECT_EQ(tiger_mouth_by_counts(edge, TigerMouth::edge_only), T::yes);
  EXPECT_EQ(tiger_mouth_by_counts(edge, TigerMouth::interior_only), T::no);
  EXPECT_EQ(tiger_mouth_by_counts(interior, TigerMouth::interior_only), T::yes);
  EXPECT_EQ(tiger_mouth_by_counts(open, TigerMouth::walls), T::no);
  EXPECT_EQ(tiger_mouth_by_counts(open, TigerMouth::open_any), T::no) << "two points not own";
  EXPECT_EQ(tiger_mouth_by_counts(Neighbourhood{4, 0, 3, 1, 0}, TigerMouth::open_any), T::yes);
  EXPECT_EQ(tiger_mouth_by_counts(open, TigerMouth::atari), T::if_atari);
  EXPECT_EQ(tiger_mouth_by_counts(Neighbourhood{4, 0, 0, 1, 3}, TigerMouth::atari), T::no);
}

// T22.5.2 A17: the edge is a wall under both readings, a neutral flower only under `walls`.
TEST(OneLibertyEyeByCounts, BothReadings) {
  EXPECT_TRUE(one_liberty_eye_by_counts(Neighbourhood{2, 0, 2, 0, 0}, OneLibertyEye::edge_only));
  EXPECT_TRUE(one_liberty_eye_by_counts(Neighbourhood{4, 1, 3, 0, 0}, OneLibertyEye::walls));
  EXPECT_FALSE(one_liberty_eye_by_counts(Neighbourhood{4, 1, 3, 0, 0}, OneLibertyEye::edge_only));
  EXPECT_FALSE(one_liberty_eye_by_counts(Neighbourhood{4, 4, 0, 0, 0}, OneLibertyEye::walls)) << "no stone";
  EXPECT_FALSE(one_liberty_eye_by_counts(Neighbourhood{4, 0, 3, 0, 1}, OneLibertyEye::walls)) << "an empty point";
}

// A15: the thrower's opponent's shapes (2022) or either colour's (2018), black first.
TEST(ShapeColours, ByProfile) {
  const ShapeColours y2022 = shape_colours(Colour::black, Rules::for_profile(Profile::y2022));
  EXPECT_EQ(std::vector<Colour>(y2022.begin(), y2022.end()), std::vector<Colour>{Colour::white});
  const ShapeColours y2018 = shape_colours(Colour::black, Rules::for_profile(Profile::y2018));
  EXPECT_EQ(std::vector<Colour>(y2018.begin(), y2018.end()), (std::vector<Colour>{Colour::black, Colour::white}));
}

// T22.7 with A22/A23: 9×9, black 45, white 36, no neutral point, komi 3.75.
TEST(Margin, KomiReadings) {
  ScoreReport s;
  s.black = 45;
  s.white = 36;
  Rules rules;
  rules.set(Switch::score_komi, static_cast<int>(Komi::half_area));
  rules.set(Switch::score_area, static_cast<int>(Area::n_squared));
  // 「Y=（361-X）/2」 with n² for 361: Y = 40.5, black needs more than 44.25.
  EXPECT_DOUBLE_EQ(margin(s, 9, rules), 0.75);
  EXPECT_EQ(result(margin(s, 9, rules)), "B+0.75");
  rules.set(Switch::score_komi, static_cast<int>(Komi::deduct));
  EXPECT_DOUBLE_EQ(margin(s, 9, rules), 5.25);
  s.black = 36 + 3.75;
  EXPECT_EQ(result(margin(s, 9, rules)), "0") << "「子数（点数）相同则为和棋」";
  rules.set(Switch::score_komi, static_cast<int>(Komi::half_area));
  rules.set(Switch::score_area, static_cast<int>(Area::fixed_361));
  EXPECT_EQ(result(margin(s, 9, rules)), "W+144.5");
}

}  // namespace
}  // namespace f3go::tables
