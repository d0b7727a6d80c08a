// T22.1.a/b 下法 and T22.5/T22.6 for a flybomb turn: the own stone, then the flower judged on the
// holographic board (A18), a passed flower (A19), a flybomb after a capture (A20), and the move
// numbering that keeps black on odd numbers. Expected answers derived by hand from the diagrams.
#include <gtest/gtest.h>

#include "reference/tests/fixtures.h"

#include "oracle/board.h"
#include "oracle/move.h"
#include "reference/play.h"

namespace f3go::reference {
namespace {

using namespace fixtures;

bool starts_with(const std::string& s, const std::string& prefix) { return s.rfind(prefix, 0) == 0; }

const std::vector<std::string> kEmpty5(5, ". . . . .");

// ---------------------------------------------------------------------------------------------
// T22.1.b 「奇数手的飞弹（花子）应是黑方所下，偶数手的飞弹（花子）则应是白方所下」: black's flybomb
// turn at move k is k (own stone), k+1 (virtual flybomb), k+2 (real flybomb); white's next move
// is k+3.
TEST(Numbering, FlybombTurnTakesThreeMoveNumbers) {
  Rules r;
  Position pos = start(kEmpty5, Colour::black, r);
  ASSERT_EQ(pos.move_number, 1);
  play(pos, "B C3 F A1", r);
  EXPECT_EQ(pos.move_number, 4);  // the flower was move 3: odd, black's
  EXPECT_EQ(pos.to_move, Colour::white);
  EXPECT_EQ(pos.flybombs_left[index(Colour::black)], 2);
  EXPECT_EQ(pos.chosen_left[index(Colour::black)], 2);
  EXPECT_EQ(pos.flybombs_left[index(Colour::white)], 3);
  EXPECT_EQ(pos.consecutive_passes, 0);
  play(pos, "W D4", r);
  EXPECT_EQ(pos.move_number, 5);
  play(pos, "B B4", r);
  EXPECT_EQ(pos.move_number, 6);
  play(pos, "W D2 F E1", r);  // white's flower is move 8: even
  EXPECT_EQ(pos.move_number, 9);
  EXPECT_EQ(pos.to_move, Colour::black);
  EXPECT_EQ(pos.move_number % 2, 1);  // black is back on an odd number
  expect_board(pos, {". . . . .",
                     ". X . O .",
                     ". . X . .",
                     ". . . O .",
                     "F . . . F"});
  EXPECT_EQ(pos.history.size(), 5u);
}

// A30 flybomb.neutral_on_place: the new flower joins the flower string it touches.
TEST(Flower, JoinsTheFlowerStringItTouches) {
  Rules r;
  Position pos = start({". . .",
                        ". . .",
                        "F . ."},
                       Colour::black, r);
  play(pos, "B C3 F B1", r);
  expect_board(pos, {". . X",
                     ". . .",
                     "F F ."});
}

TEST(Flower, PointMustBeEmptyAfterTheOwnStone) {
  Rules r;
  Position pos = start(kEmpty5, Colour::black, r);
  MoveOutcome out = attempt(pos, "B C3 F C3", r);
  EXPECT_FALSE(out.legal);
  EXPECT_EQ(out.reason, "T22.5 point occupied");
}

// T22.1.a: the own stone of a flybomb turn must be legal as a stone (here: suicide, A13).
TEST(Flower, OwnStoneMustBeLegal) {
  Rules r;
  Position pos = start({"O . .",
                        "X O .",
                        ". O ."},
                       Colour::black, r);
  MoveOutcome out = attempt(pos, "B A1 F C3", r);
  EXPECT_FALSE(out.legal);
  EXPECT_EQ(out.reason, "T22.6 suicide");
}

TEST(Flower, NoFlybombLeft) {
  Rules r;
  Position pos = start(kEmpty5, Colour::black, r);
  pos.flybombs_left[index(Colour::black)] = 0;
  MoveOutcome out = attempt(pos, "B C3 F A1", r);
  EXPECT_FALSE(out.legal);
  EXPECT_EQ(out.reason, "T22.1.a no flybomb left");
}

// ---------------------------------------------------------------------------------------------
// A18 flybomb.judge_board. Black A2 leaves white A1 one liberty, B1: after the own stone, B1 is a
// capture point (T22.5.1 「提吃黑棋串或白棋串的提吃点是飞弹的禁着点」); at the start of the turn A1
// had two liberties and B1 was no forbidden point.
const std::vector<std::string> kJudge{". . .",
                                      ". . .",
                                      "O . ."};

TEST(JudgeBoard, AfterOwnStoneSeesTheCapturePoint) {
  Rules r;  // A18 after_own_stone (default)
  Position pos = start(kJudge, Colour::black, r);
  MoveOutcome out = attempt(pos, "B A2 F B1", r);
  EXPECT_FALSE(out.legal);
  EXPECT_EQ(out.reason, "T22.5 forbidden: capture_point");
}

TEST(JudgeBoard, StartOfTurnDoesNot) {
  Rules r = rules_with({"flybomb.judge_board=start_of_turn"});
  Position pos = start(kJudge, Colour::black, r);
  MoveOutcome out = play(pos, "B A2 F B1", r);
  // The neutral flower walls A1 in; A11 `never`: the white stone stays without liberty.
  EXPECT_TRUE(out.captured.empty());
  expect_board(pos, {". . .",
                     "X . .",
                     "O F ."});
}

// ---------------------------------------------------------------------------------------------
// A19 flybomb.no_legal_point. After black B2 both empty points are capture points: a flower at A1
// takes white A2's last liberty, one at B1 black B2's (A34 `both`).
const std::vector<std::string> kNoFlowerPoint{"O .",
                                              ". ."};

TEST(NoLegalPoint, EveryPointIsForbidden) {
  Rules r;
  Position pos = start(kNoFlowerPoint, Colour::black, r);
  for (const char* move : {"B B2 F A1", "B B2 F B1"}) {
    MoveOutcome out = attempt(pos, move, r);
    EXPECT_FALSE(out.legal) << move;
    EXPECT_TRUE(starts_with(out.reason, "T22.5 forbidden: capture_point")) << move << ": " << out.reason;
  }
}

TEST(NoLegalPoint, ForfeitSpendsTheFlybomb) {
  Rules r;  // A19 forfeit (default)
  Position pos = start(kNoFlowerPoint, Colour::black, r);
  play(pos, "B B2 F pass", r);
  EXPECT_EQ(pos.flybombs_left[index(Colour::black)], 2);
  EXPECT_EQ(pos.chosen_left[index(Colour::black)], 2);
  EXPECT_EQ(pos.move_number, 4);
  EXPECT_EQ(pos.consecutive_passes, 0);  // A29: a passed flower is not a pass
  expect_board(pos, {"O X",
                     ". ."});
}

TEST(NoLegalPoint, RefundKeepsTheFlybomb) {
  Rules r = rules_with({"flybomb.no_legal_point=refund"});
  Position pos = start(kNoFlowerPoint, Colour::black, r);
  play(pos, "B B2 F pass", r);
  EXPECT_EQ(pos.flybombs_left[index(Colour::black)], 3);
  EXPECT_EQ(pos.chosen_left[index(Colour::black)], 3);
}

TEST(NoLegalPoint, IllegalDeclarationWhenNoPointIsFree) {
  Rules r = rules_with({"flybomb.no_legal_point=illegal_declaration"});
  Position pos = start(kNoFlowerPoint, Colour::black, r);
  MoveOutcome out = attempt(pos, "B B2 F pass", r);
  EXPECT_FALSE(out.legal);
  EXPECT_TRUE(starts_with(out.reason, "A19")) << out.reason;
}

// With a free point left, passing the flower is allowed and spends the flybomb.
TEST(NoLegalPoint, IllegalDeclarationSpendsWhenAPointIsFree) {
  Rules r = rules_with({"flybomb.no_legal_point=illegal_declaration"});
  Position pos = start(kEmpty5, Colour::black, r);
  play(pos, "B C3 F pass", r);
  EXPECT_EQ(pos.flybombs_left[index(Colour::black)], 2);
}

// ---------------------------------------------------------------------------------------------
// A20 flybomb.capture_turn: black A2 takes white A1, then throws a flower at C3.
const std::vector<std::string> kCaptureTurn{". . .",
                                            ". . .",
                                            "O X ."};

TEST(CaptureTurn, AllowedByDefault) {
  Rules r;
  Position pos = start(kCaptureTurn, Colour::black, r);
  MoveOutcome out = play(pos, "B A2 F C3", r);
  EXPECT_EQ(format_points(out.captured), "A1");
  expect_board(pos, {". . F",
                     "X . .",
                     ". X ."});
  EXPECT_EQ(pos.last_captures, 1);
}

TEST(CaptureTurn, ForbiddenAfterACapture) {
  Rules r = rules_with({"flybomb.capture_turn=forbidden"});
  Position pos = start(kCaptureTurn, Colour::black, r);
  MoveOutcome out = attempt(pos, "B A2 F C3", r);
  EXPECT_FALSE(out.legal);
  EXPECT_TRUE(starts_with(out.reason, "A20")) << out.reason;
  // Without a capture the same reading allows the flybomb.
  EXPECT_TRUE(attempt(pos, "B C2 F C3", r).legal);
}

}  // namespace
}  // namespace f3go::reference
