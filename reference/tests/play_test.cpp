// T22.6 下棋流程 for black and white stones: captures (A12, A33), suicide (A13), the update and
// what it may remove (A11), ko and superko (A14). Every expected answer is derived by hand from
// the diagram and the clause quoted above the test.
#include <gtest/gtest.h>

#include "reference/tests/fixtures.h"

#include "oracle/board.h"
#include "oracle/move.h"
#include "reference/holographic.h"
#include "reference/play.h"

namespace f3go::reference {
namespace {

using namespace fixtures;

// The holographic cell at a point, recomputed from the bottom board (T22.3.2(2)).
HoloCell holo_at(const Position& pos, const char* point, const Rules& r) {
  return holographic(pos.board, r).at(*parse_gtp(point, pos.board.size()));
}

bool starts_with(const std::string& s, const std::string& prefix) { return s.rfind(prefix, 0) == 0; }

// ---------------------------------------------------------------------------------------------
// T22.6 1(2) 「是提吃点，则将棋子下在此点并完成提吃操作」.

TEST(Capture, SingleStoneAndTheBookkeepingOfTheTurn) {
  Rules r;
  Position pos = start({". . .",
                        ". . .",
                        "O X ."},
                       Colour::black, r);
  MoveOutcome out = play(pos, "B A2", r);
  EXPECT_EQ(format_points(out.captured), "A1");
  EXPECT_EQ(out.reason, "");
  expect_board(pos, {". . .",
                     "X . .",
                     ". X ."});
  EXPECT_EQ(pos.to_move, Colour::white);
  EXPECT_EQ(pos.move_number, 2);
  EXPECT_EQ(pos.last_captures, 1);
  EXPECT_EQ(pos.turns_played[index(Colour::black)], 1);
  ASSERT_EQ(pos.history.size(), 2u);
  EXPECT_EQ(pos.history.back().board, pos.board);
  EXPECT_EQ(pos.history.back().to_move, Colour::white);
}

// Two white strings, each with its last liberty at A1, both go.
TEST(Capture, TwoStringsAtOnceListedInPointOrder) {
  Rules r;
  Position pos = start({"X . .",
                        "O X .",
                        ". O X"},
                       Colour::black, r);
  MoveOutcome out = play(pos, "B A1", r);
  EXPECT_EQ(format_points(out.captured), "B1,A2");
  expect_board(pos, {"X . .",
                     ". X .",
                     "X . X"});
}

// T22.3.2(4) 「此花棋串的归属和生死则按照黑棋串（黑棋串子串）…判断处理」. C1 is black-like: it touches
// the black string A2-B2-B1, whose corner point A1 is a private eye (T18E.S3.1), and two white
// stones without one (HEIy 1 > BAIy 0, T22.4.2.1). On the holographic board A2-B2-B1-C1 is one
// black string whose only liberty is A1; white A1 takes it, flower included.
const std::vector<std::string> kBlackLikeInAtari{". . . .",
                                                 "O O . .",
                                                 "X X O .",
                                                 ". X F O"};

TEST(Capture, BlackLikeFlowerIsRemovedWithItsString) {
  Rules r;  // A33 holo.capture_flowers=remove (default)
  Position pos = start(kBlackLikeInAtari, Colour::white, r);
  ASSERT_EQ(holo_at(pos, "C1", r), HoloCell::black);
  MoveOutcome out = play(pos, "W A1", r);
  EXPECT_EQ(format_points(out.captured), "B1,C1,A2,B2");
  expect_board(pos, {". . . .",
                     "O O . .",
                     ". . O .",
                     "O . . O"});
  EXPECT_EQ(pos.last_captures, 4);
}

TEST(Capture, BlackLikeFlowerStaysUnderStayNeutral) {
  Rules r = rules_with({"holo.capture_flowers=stay_neutral"});
  Position pos = start(kBlackLikeInAtari, Colour::white, r);
  MoveOutcome out = play(pos, "W A1", r);
  EXPECT_EQ(format_points(out.captured), "B1,A2,B2");
  expect_board(pos, {". . . .",
                     "O O . .",
                     ". . O .",
                     "O . F O"});
}

// A12 capture.which. White A3 has no liberty (kept on the board: A11 `never`); it touches the
// black string that B2 joins, but not B2 itself. `adjacent` (strings next to the mover's string,
// left without liberty) takes it; `lost_last_liberty` (its liberties were exactly {B2}) does not.
// (Below: white C1, whose one liberty is B1, is taken by both readings.)
TEST(CaptureWhich, StringKeptWithoutLibertyIsTakenOnlyUnderAdjacent) {
  {
    Rules r = rules_with({"capture.which=adjacent"});
    Position pos = start({"O X .",
                          "X . .",
                          ". . ."},
                         Colour::black, r);
    MoveOutcome out = play(pos, "B B2", r);
    EXPECT_EQ(format_points(out.captured), "A3");
    expect_board(pos, {". X .",
                       "X X .",
                       ". . ."});
  }
  {
    Rules r = rules_with({"capture.which=lost_last_liberty"});
    Position pos = start({"O X .",
                          "X . .",
                          ". . ."},
                         Colour::black, r);
    MoveOutcome out = play(pos, "B B2", r);
    EXPECT_TRUE(out.captured.empty()) << format_points(out.captured);
    expect_board(pos, {"O X .",
                       "X X .",
                       ". . ."});
  }
}

TEST(CaptureWhich, LastLibertyTakenByBothReadings) {
  for (const char* reading : {"capture.which=adjacent", "capture.which=lost_last_liberty"}) {
    SCOPED_TRACE(reading);
    Rules r = rules_with({reading});
    Position pos = start({"O X .",
                          "X . X",
                          ". . O"},
                         Colour::black, r);
    MoveOutcome out = play(pos, "B B1", r);
    EXPECT_EQ(format_points(out.captured), "C1");
    expect_board(pos, {"O X .",
                       "X . X",
                       ". X ."});
  }
}

// ---------------------------------------------------------------------------------------------
// A13 move.suicide: black A1 joins A2; the string A1-A2 has no liberty and captures nothing.

const std::vector<std::string> kSuicide{"O . .",
                                        "X O .",
                                        ". O ."};

TEST(Suicide, ForbiddenByDefault) {
  Rules r;
  Position pos = start(kSuicide, Colour::black, r);
  MoveOutcome out = attempt(pos, "B A1", r);
  EXPECT_FALSE(out.legal);
  EXPECT_EQ(out.reason, "T22.6 suicide");
  EXPECT_TRUE(out.captured.empty());
}

TEST(Suicide, AllowedRemovesTheOwnString) {
  Rules r = rules_with({"move.suicide=allowed"});
  Position pos = start(kSuicide, Colour::black, r);
  MoveOutcome out = play(pos, "B A1", r);
  EXPECT_EQ(format_points(out.captured), "A1,A2");
  expect_board(pos, {"O . .",
                     ". O .",
                     ". O ."});
}

// A14 on a one-stone suicide (allowed): the board after the turn is the board before it.
// Positional superko: that board is in the history → illegal. Situational: it was there with
// black to move, now white is → legal. Simple ko: no single stone was captured by the previous
// turn → legal.
TEST(Ko, OneStoneSuicideSeparatesTheThreeReadings) {
  const std::vector<std::string> rows{". . .",
                                      "O . .",
                                      ". O ."};
  struct Case {
    const char* ko;
    bool legal;
  };
  for (Case c : {Case{"move.ko=positional_superko", false}, Case{"move.ko=situational_superko", true},
                 Case{"move.ko=simple_ko", true}}) {
    SCOPED_TRACE(c.ko);
    Rules r = rules_with({"move.suicide=allowed", c.ko});
    Position pos = start(rows, Colour::black, r);
    MoveOutcome out = attempt(pos, "B A1", r);
    EXPECT_EQ(out.legal, c.legal) << out.reason;
    if (c.legal) {
      EXPECT_EQ(format_points(out.captured), "A1");
    } else {
      EXPECT_EQ(out.reason, "A14 positional superko");
    }
  }
}

// ---------------------------------------------------------------------------------------------
// A14 move.ko on a plain ko: white B2 takes C2, black C2 would take B2 back and recreate the
// board before white's capture.
const std::vector<std::string> kKo{". . . . .",
                                   ". . . . .",
                                   ". X O . .",
                                   "X . X O .",
                                   ". X O . ."};

TEST(Ko, ImmediateRecaptureIsIllegalUnderEveryReading) {
  for (const char* ko : {"move.ko=positional_superko", "move.ko=situational_superko", "move.ko=simple_ko"}) {
    SCOPED_TRACE(ko);
    Rules r = rules_with({ko});
    Position pos = start(kKo, Colour::white, r);
    EXPECT_EQ(format_points(play(pos, "W B2", r).captured), "C2");
    MoveOutcome out = attempt(pos, "B C2", r);
    EXPECT_FALSE(out.legal);
    EXPECT_TRUE(starts_with(out.reason, "A14")) << out.reason;
  }
}

// Under superko a flybomb turn changes the board (a stone and a flower), so it serves as a ko
// threat that needs no answer: after it and a white pass, the recapture makes a new board.
TEST(Ko, FlybombTurnAsKoThreatUnderPositionalSuperko) {
  Rules r;  // A14 positional_superko (default)
  Position pos = start(kKo, Colour::white, r);
  play(pos, "W B2", r);
  play(pos, "B E5 F A5", r);
  play(pos, "W pass", r);
  MoveOutcome out = play(pos, "B C2", r);
  EXPECT_EQ(format_points(out.captured), "B2");
  expect_board(pos, {"F . . . X",
                     ". . . . .",
                     ". X O . .",
                     "X . X O .",
                     ". X O . ."});
}

// Simple ko only looks one turn back: a white stone elsewhere in between (capturing nothing)
// makes the recapture legal.
TEST(Ko, SimpleKoAfterAnExchangeElsewhere) {
  Rules r = rules_with({"move.ko=simple_ko"});
  Position pos = start(kKo, Colour::white, r);
  play(pos, "W B2", r);
  play(pos, "B E5", r);
  play(pos, "W E4", r);
  EXPECT_EQ(format_points(play(pos, "B C2", r).captured), "B2");
}

// ---------------------------------------------------------------------------------------------
// A11 capture.after_update. D2 is black-like: it touches the black string A3-B3-C3-C2-C1 whose
// corner A1-B1-A2-B2 is a private eye (T18E.S3.1; the string has no other empty neighbour), the
// black stone E2 and two white strings without eyes (HEIy 1 > BAIy 0). On the holographic board
// E2 lives through D2: its own neighbours are D2 and three white stones.
// - White A2 kills the eye: white can add B1 and own the one-liberty eye A1 without capturing
//   (the string keeps B2) (T18E.S3.3.2) → HEIy 0 → D2 neutral → E2 has no liberty.
// - Black A1 spoils its own eye: the empty string A2-B2-B1 next to the string touches another
//   black string (T22.2.8(2), A03) → D2 neutral → E2 has no liberty.
const std::vector<std::string> kLivesThroughFlower{". . . . . .",
                                                   ". . . . . .",
                                                   "O O O . . .",
                                                   "X X X O O .",
                                                   ". . X F X O",
                                                   ". . X O O ."};

TEST(AfterUpdate, NeverLeavesTheStringWithoutLiberty) {
  Rules r;  // A11 capture.after_update=never (default)
  Position pos = start(kLivesThroughFlower, Colour::white, r);
  ASSERT_EQ(holo_at(pos, "D2", r), HoloCell::black);
  MoveOutcome out = play(pos, "W A2", r);
  EXPECT_EQ(holo_at(pos, "D2", r), HoloCell::neutral);
  EXPECT_TRUE(out.captured.empty()) << format_points(out.captured);
  EXPECT_EQ(pos.board.at(*parse_gtp("E2", 6)), Cell::black);

  Position own = start(kLivesThroughFlower, Colour::black, r);
  EXPECT_TRUE(play(own, "B A1", r).captured.empty());
  EXPECT_EQ(holo_at(own, "D2", r), HoloCell::neutral);
}

// The control: a white stone elsewhere keeps D2 black-like, and E2 stays.
TEST(AfterUpdate, OpponentFixpointTakesNothingWhileTheFlowerStaysBlackLike) {
  Rules r = rules_with({"capture.after_update=opponent_fixpoint"});
  Position pos = start(kLivesThroughFlower, Colour::white, r);
  EXPECT_TRUE(play(pos, "W F6", r).captured.empty());
  EXPECT_EQ(holo_at(pos, "D2", r), HoloCell::black);
}

TEST(AfterUpdate, OpponentFixpointCreditsTheMover) {
  Rules r = rules_with({"capture.after_update=opponent_fixpoint"});
  Position pos = start(kLivesThroughFlower, Colour::white, r);
  MoveOutcome out = play(pos, "W A2", r);
  EXPECT_EQ(format_points(out.captured), "E2");
  expect_board(pos, {". . . . . .",
                     ". . . . . .",
                     "O O O . . .",
                     "X X X O O .",
                     "O . X F . O",
                     ". . X O O ."});
  EXPECT_EQ(pos.last_captures, 1);
}

TEST(AfterUpdate, OpponentFixpointForbidsLeavingOwnStringWithoutLiberty) {
  Rules r = rules_with({"capture.after_update=opponent_fixpoint"});
  Position pos = start(kLivesThroughFlower, Colour::black, r);
  MoveOutcome out = attempt(pos, "B A1", r);
  EXPECT_FALSE(out.legal);
  EXPECT_EQ(out.reason, "A11 suicide after update");
}

TEST(AfterUpdate, AllFixpointRemovesEitherColour) {
  Rules r = rules_with({"capture.after_update=all_fixpoint"});
  Position pos = start(kLivesThroughFlower, Colour::black, r);
  MoveOutcome out = play(pos, "B A1", r);
  EXPECT_EQ(format_points(out.captured), "E2");
  expect_board(pos, {". . . . . .",
                     ". . . . . .",
                     "O O O . . .",
                     "X X X O O .",
                     ". . X F . O",
                     "X . X O O ."});

  Position white = start(kLivesThroughFlower, Colour::white, r);
  EXPECT_EQ(format_points(play(white, "W A2", r).captured), "E2");
}

}  // namespace
}  // namespace f3go::reference
