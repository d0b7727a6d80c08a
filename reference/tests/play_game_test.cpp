// T22.1 下法, T22.8 modes A/B/C (A28), A29 game end and legal_stones: the bookkeeping of a game
// around single turns. Expected answers derived by hand from the clauses quoted.
#include <gtest/gtest.h>

#include "reference/tests/fixtures.h"

#include <algorithm>

#include "oracle/board.h"
#include "oracle/move.h"
#include "reference/play.h"

namespace f3go::reference {
namespace {

using namespace fixtures;

bool drawn(const Position& pos, Colour c, int turn) {
  const auto& t = pos.random_turns[index(c)];
  return std::find(t.begin(), t.end(), turn) != t.end();
}

// ---------------------------------------------------------------------------------------------
// A29 game.end: two consecutive passes end the game; a stone in between resets the count.
TEST(GameEnd, TwoPassesEndTheGame) {
  Rules r;
  Position pos = start({". . .", ". . .", ". . ."}, Colour::black, r);
  play(pos, "B pass", r);
  EXPECT_FALSE(game_over(pos));
  EXPECT_EQ(pos.consecutive_passes, 1);
  EXPECT_EQ(pos.move_number, 2);
  EXPECT_EQ(pos.history.size(), 2u);  // passes are recorded too
  play(pos, "W B2", r);
  EXPECT_EQ(pos.consecutive_passes, 0);
  play(pos, "B pass", r);
  play(pos, "W pass", r);
  EXPECT_TRUE(game_over(pos));
  MoveOutcome out = attempt(pos, "B A1", r);
  EXPECT_FALSE(out.legal);
  EXPECT_EQ(out.reason, "T22.1.a game over");
  EXPECT_FALSE(attempt(pos, "B pass", r).legal);
}

// T22.1 「下法基本同围棋」: the sides alternate; a stone goes on an empty point of the board.
TEST(TurnOrder, WrongSideAndOccupiedPoint) {
  Rules r;
  Position pos = start({". . .", ". X .", ". . ."}, Colour::black, r);
  EXPECT_FALSE(attempt(pos, "W A1", r).legal);
  MoveOutcome out = attempt(pos, "B B2", r);
  EXPECT_FALSE(out.legal);
  EXPECT_EQ(out.reason, "T22.6 point occupied");
  Move off = Move::make_stone(Colour::black, Point{3, 0});
  EXPECT_FALSE(try_move(pos, off, r).legal);
}

// ---------------------------------------------------------------------------------------------
// T22.8 「A模式：每方3个飞弹，1个随机飞弹+2个自主飞弹」: on the drawn own turn a plain stone is
// illegal; a flybomb (or a pass) spends the random flybomb, not a chosen one.
TEST(Modes, ModeARandomFlybombIsDueOnItsTurn) {
  Rules r = rules_with({"mode=A", "random_turns=4", "seed=7"});
  Position pos = start(std::vector<std::string>(7, ". . . . . . ."), Colour::black, r);
  ASSERT_EQ(pos.random_turns[index(Colour::black)].size(), 1u);
  EXPECT_EQ(pos.chosen_left[index(Colour::black)], 2);
  EXPECT_EQ(pos.flybombs_left[index(Colour::black)], 3);
  const int due = pos.random_turns[index(Colour::black)][0];
  ASSERT_TRUE(due >= 1 && due <= 4);
  const char* cols = "ABCDEFG";
  for (int turn = 1; turn < due; ++turn) {
    play(pos, std::string("B ") + cols[turn] + "1", r);
    const int white_turn = pos.turns_played[index(Colour::white)] + 1;
    play(pos, drawn(pos, Colour::white, white_turn) ? "W pass" : std::string("W ") + cols[turn] + "7", r);
  }
  MoveOutcome stone = attempt(pos, "B D4", r);
  EXPECT_FALSE(stone.legal);
  EXPECT_EQ(stone.reason, "T22.8 random flybomb due");

  Position passed;
  ASSERT_TRUE(attempt(pos, "B pass", r, &passed).legal);
  EXPECT_EQ(passed.flybombs_left[index(Colour::black)], 2);
  EXPECT_EQ(passed.chosen_left[index(Colour::black)], 2);

  play(pos, "B D4 F G4", r);
  EXPECT_EQ(pos.flybombs_left[index(Colour::black)], 2);
  EXPECT_EQ(pos.chosen_left[index(Colour::black)], 2);
  // The next own turn is not drawn: a plain stone is legal again.
  play(pos, "W pass", r);
  EXPECT_TRUE(attempt(pos, "B D5", r).legal);
}

// T22.8 「B模式：每方3个飞弹，全是随机飞弹」: a flybomb by choice is illegal; on each drawn turn the
// stone is illegal and the flybomb legal. Black's turns 1…6 go through the whole schedule.
TEST(Modes, ModeBEveryFlybombIsRandom) {
  Rules r = rules_with({"mode=B", "random_turns=6", "seed=3"});
  Position pos = start(std::vector<std::string>(9, ". . . . . . . . ."), Colour::black, r);
  ASSERT_EQ(pos.random_turns[index(Colour::black)].size(), 3u);
  EXPECT_EQ(pos.chosen_left[index(Colour::black)], 0);
  const char* cols = "ABCDEFGHJ";
  for (int turn = 1; turn <= 6; ++turn) {
    SCOPED_TRACE(turn);
    const std::string stone = std::string("B ") + cols[turn - 1] + "1";
    const std::string flybomb = stone + " F " + cols[turn - 1] + "6";
    if (drawn(pos, Colour::black, turn)) {
      EXPECT_EQ(attempt(pos, stone, r).reason, "T22.8 random flybomb due");
      play(pos, flybomb, r);
    } else {
      const bool left = pos.flybombs_left[index(Colour::black)] > 0;
      EXPECT_EQ(attempt(pos, flybomb, r).reason,
                left ? "T22.8 no chosen flybomb left" : "T22.1.a no flybomb left");
      play(pos, stone, r);
    }
    play(pos, "W pass", r);
  }
  EXPECT_EQ(pos.flybombs_left[index(Colour::black)], 0);
  EXPECT_EQ(pos.flybombs_left[index(Colour::white)], 0);  // white passed on its drawn turns
}

// T22.8 「C模式：每方3个飞弹，全是自主飞弹」: any three turns, then no more.
TEST(Modes, ModeCThreeChosenFlybombs) {
  Rules r;  // mode C (default)
  Position pos = start(std::vector<std::string>(5, ". . . . ."), Colour::black, r);
  EXPECT_TRUE(pos.random_turns[index(Colour::black)].empty());
  EXPECT_EQ(pos.chosen_left[index(Colour::black)], 3);
  play(pos, "B A1 F A5", r);
  play(pos, "W pass", r);
  play(pos, "B B1 F B5", r);
  play(pos, "W pass", r);
  play(pos, "B C1 F C5", r);
  play(pos, "W pass", r);
  EXPECT_EQ(pos.flybombs_left[index(Colour::black)], 0);
  EXPECT_EQ(pos.chosen_left[index(Colour::black)], 0);
  MoveOutcome out = attempt(pos, "B D1 F D5", r);
  EXPECT_FALSE(out.legal);
  EXPECT_EQ(out.reason, "T22.1.a no flybomb left");
}

// ---------------------------------------------------------------------------------------------
// legal_stones: every empty point but A1, which would be suicide for black (T22.6, A13); white
// may play everywhere empty (its A1 joins A2 and B1).
TEST(LegalStones, SuicideExcluded) {
  Rules r;
  Position pos = start({". . .",
                        "O . .",
                        ". O ."},
                       Colour::black, r);
  EXPECT_EQ(format_points(legal_stones(pos, Colour::black, r)), "C1,B2,C2,A3,B3,C3");
  EXPECT_EQ(format_points(legal_stones(pos, Colour::white, r)), "A1,C1,B2,C2,A3,B3,C3");
  // The schedule and the game end are ignored.
  pos.random_turns[index(Colour::black)] = {1};
  pos.consecutive_passes = 2;
  EXPECT_EQ(format_points(legal_stones(pos, Colour::black, r)), "C1,B2,C2,A3,B3,C3");
}

// After white's ko capture at B2, black's recapture at C2 is excluded (A14).
TEST(LegalStones, KoRecaptureExcluded) {
  Rules r;
  Position pos = start({". . . .",
                        ". X O .",
                        "X . X O",
                        ". X O ."},
                       Colour::white, r);
  play(pos, "W B2", r);
  const auto black = legal_stones(pos, Colour::black, r);
  EXPECT_EQ(std::count(black.begin(), black.end(), *parse_gtp("C2", 4)), 0);
  EXPECT_EQ(std::count(black.begin(), black.end(), *parse_gtp("A4", 4)), 1);
}

}  // namespace
}  // namespace f3go::reference
