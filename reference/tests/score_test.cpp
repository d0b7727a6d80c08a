// T22.7 贴子和计算胜负: area counting on the holographic board. Every expected count is worked by
// hand from the clause (and the readings A21–A26) on the diagram above it.
#include "reference/score.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "oracle/point.h"
#include "reference/strings.h"

namespace f3go::reference {
namespace {

Points pts(const std::vector<std::string>& gtp, int size) {
  Points out;
  for (const std::string& s : gtp) out.push_back(*parse_gtp(s, size));
  return out;
}

Rules with(std::initializer_list<std::pair<Switch, int>> settings, double komi = 3.75) {
  Rules r;
  for (auto [s, reading] : settings) r.set(s, reading);
  r.komi = komi;
  return r;
}

void expect_score(const ScoreReport& s, double black, double white, double neutral,
                  const std::string& result) {
  EXPECT_EQ(s.black, black);
  EXPECT_EQ(s.white, white);
  EXPECT_EQ(s.neutral, neutral);
  EXPECT_EQ(s.result, result);
}

// A small seki: each side has one eye (A4 black, D4 white) and they share the liberties B2 C2.
const std::vector<std::string> kSeki = {
    ". X O .",
    "X X O O",
    "X . . O",
    "X X O O",
};

TEST(Score, SekiIsSplitHalfAndHalf) {
  // 「双活状态下的黑棋串和白棋串之间的空点串，双方各得一半」: black 6 stones + A4 + 1 = 8,
  // white 6 + D4 + 1 = 8. Y = 16/2 = 8; black 8 − (8 + 0) = 0.
  expect_score(score(board_from_rows(kSeki), with({}, 0)), 8, 8, 0, "0");
  // Komi 3.75: 8 − (8 + 3.75) = −3.75.
  expect_score(score(board_from_rows(kSeki), with({})), 8, 8, 0, "W+3.75");
}

TEST(Score, SekiCountedForNobody) {
  // A24 nobody: B2 C2 go to neither side and are not neutral: black 7, white 7, X = 0.
  const Rules half = with({{Switch::score_seki_split, int(SekiSplit::nobody)}}, 0);
  // A22 half_area: Y = (16 − 0)/2 = 8; 7 − 8 = −1.
  expect_score(score(board_from_rows(kSeki), half), 7, 7, 0, "W+1");
  // A22 deduct: (7 − 0) − 7 = 0.
  const Rules deduct = with({{Switch::score_seki_split, int(SekiSplit::nobody)},
                             {Switch::score_komi, int(Komi::deduct)}},
                            0);
  expect_score(score(board_from_rows(kSeki), deduct), 7, 7, 0, "0");
}

// The flower string B3 A2 B2 touches no black or white stone: neutral (T22.4.1).
const std::vector<std::string> kPocket = {
    ". F .",
    "F F .",
    ". . X",
};

TEST(Score, EmptyPointsWalledByNeutralFlowersAreNeutral) {
  // 「中性花棋串围住的“空点串”…皆视同中性花棋串」: A3 → neutral (3 flowers + 1).
  // 「黑棋串…与中性花棋串之间的空点串，全归黑棋串」: C3 C2 A1 B1 touch the flowers and C1 → black.
  // X = 4, Y = (9 − 4)/2 = 2.5; A22 half_area: 5 − (2.5 + 3.75) = −1.25.
  expect_score(score(board_from_rows(kPocket), with({})), 5, 0, 4, "W+1.25");
  // A22 deduct: (5 − 3.75) − 0 = 1.25.
  expect_score(score(board_from_rows(kPocket), with({{Switch::score_komi, int(Komi::deduct)}})),
               5, 0, 4, "B+1.25");
}

TEST(Score, BensonPocketSwallowsStonesThatAreNotLongAlive) {
  // A25 benson: {A3} and {C3 C2 C1 B1 A1} each touch a neutral flower and hold no
  // unconditionally alive string: all neutral. X = 9, Y = 0; 0 − 3.75.
  const Rules r = with({{Switch::score_neutral_pocket, int(NeutralPocket::benson)}});
  expect_score(score(board_from_rows(kPocket), r), 0, 0, 9, "W+3.75");
}

// Black lives with three one-point eyes; a lone white stone and a lone black stone float below.
const std::vector<std::string> kBenson = {
    ". X . X .",
    "X X X X X",
    ". . . . .",
    ". . O . .",
    "X . . . .",
};

TEST(Score, BensonPocketKeepsAliveStrings) {
  // The neutral flower C2 (touching no stone) sits in a piece that holds the living black string:
  // nothing moves to neutral. Black: 7 stones + 3 eyes + 14 empty points of rows 1–3 = 24.
  Board b = board_from_rows({
      ". X . X .",
      "X X X X X",
      ". . . . .",
      ". . F . .",
      ". . . . .",
  });
  const Rules r = with({{Switch::score_neutral_pocket, int(NeutralPocket::benson)}});
  // X = 1, Y = 12; 24 − 15.75 = 8.25.
  expect_score(score(b, r), 24, 0, 1, "B+8.25");
}

TEST(Score, BensonDeadStones) {
  // A21 benson: A1 and C2 are not unconditionally alive: removed. Black then holds the board:
  // 7 stones + 3 eyes + 15 = 25. Y = 12.5; 25 − 16.25 = 8.75.
  const Rules r = with({{Switch::score_dead_stones, int(DeadStones::benson)}});
  ScoreReport s = score(board_from_rows(kBenson), r, pts({"B5"}, 5));  // the list is ignored
  expect_score(s, 25, 0, 0, "B+8.75");
  EXPECT_EQ(s.dead, pts({"A1", "C2"}, 5));
}

TEST(Score, NoDeadStonesByDefault) {
  // A21 input with an empty list: everything lives. Rows 1–3 (13 empty points) touch black and
  // white: 6.5 each. Black 7 + 3 + 1 + 6.5 = 17.5, white 1 + 6.5 = 7.5; 17.5 − 16.25 = 1.25.
  ScoreReport s = score(board_from_rows(kBenson), with({}));
  expect_score(s, 17.5, 7.5, 0, "B+1.25");
  EXPECT_EQ(s.dead, Points{});
}

TEST(Score, AgreedDeadStoneList) {
  // A21 input: the list holds the white stone C2, the black stone A1, an empty point (B2, ignored)
  // and a duplicate; unsorted. Removed: A1 and C2, reported in point order.
  ScoreReport s = score(board_from_rows(kBenson), with({}), pts({"C2", "B2", "A1", "C2"}, 5));
  EXPECT_EQ(s.dead, pts({"A1", "C2"}, 5));
  expect_score(s, 25, 0, 0, "B+8.75");
}

// Black holds columns A–C, white D–E: black − white = 5, between m = 3.75 and 2m = 7.5.
const std::vector<std::string> kColumns = {
    ". . X O .",
    ". . X O .",
    ". . X O .",
    ". . X O .",
    ". . X O .",
};

TEST(Score, KomiFormulasDisagreeBetweenMAndTwoM) {
  // A22 half_area: Y = 12.5; 15 − 16.25 = −1.25. deduct: (15 − 3.75) − 10 = 1.25.
  expect_score(score(board_from_rows(kColumns), with({})), 15, 10, 0, "W+1.25");
  expect_score(score(board_from_rows(kColumns), with({{Switch::score_komi, int(Komi::deduct)}})),
               15, 10, 0, "B+1.25");
}

TEST(Score, AreaIsNSquaredOr361) {
  // A23 361 (literal 「棋盘总计有361点」) on a 5×5 board: Y = 180.5; 15 − 184.25 = −169.25.
  const Rules literal = with({{Switch::score_area, int(Area::fixed_361)}});
  expect_score(score(board_from_rows(kColumns), literal), 15, 10, 0, "W+169.25");
  // deduct does not use the area.
  const Rules deduct = with({{Switch::score_area, int(Area::fixed_361)},
                             {Switch::score_komi, int(Komi::deduct)}});
  expect_score(score(board_from_rows(kColumns), deduct), 15, 10, 0, "B+1.25");
}

TEST(Score, EmptyBoardIsNeutral) {
  // An empty string with no black or white neighbour is neutral: X = 4, Y = 0.
  expect_score(score(Board(2), with({})), 0, 0, 4, "W+3.75");
}

// White B5 D5 A4 B4 C4 D4 has the private eyes A5 and C5 (T18E.S3.1); the flower string of row 3
// and E4 E5 touches it and no black string: white-like (T22.4.2.2).
const std::vector<std::string> kFlower = {
    ". O . O F",
    "O O O O F",
    "F F F F F",
    ". . . . .",
    ". . . . X",
};
const std::vector<std::string> kWhiteStones = {"B5", "D5", "A4", "B4", "C4", "D4"};

TEST(Score, RecomputeAttributesAfterRemovingTheDead) {
  // A26 recompute: without the white stones the flower touches nothing: neutral (T22.4.1).
  // Neutral: 7 flowers + the 8 points of rows 4–5 they wall in = 15; black: E1 + 9 empty = 10.
  // Y = (25 − 15)/2 = 5; 10 − 8.75 = 1.25. Under A35 stay: with_group (the default) would take
  // the white-like flower with the dead white stones (T22.3.2(4)).
  const Rules stay = with({{Switch::score_dead_flowers, int(DeadFlowers::stay)}});
  ScoreReport s = score(board_from_rows(kFlower), stay, pts(kWhiteStones, 5));
  EXPECT_EQ(s.dead, pts({"A4", "B4", "C4", "D4", "B5", "D5"}, 5));
  expect_score(s, 10, 0, 15, "B+1.25");
}

TEST(Score, KeepAttributesAfterRemovingTheDead) {
  // A26 keep: the flower stays white-like: white 7 + the 8 points it walls in = 15; the 9 empty
  // points of rows 1–2 touch the white-like flower and E1: 4.5 each. Black 5.5, white 19.5;
  // Y = 12.5; 5.5 − 16.25 = −10.75. Under A35 stay, as above.
  const Rules keep = with({{Switch::score_recompute_attributes, int(RecomputeAttributes::keep)},
                           {Switch::score_dead_flowers, int(DeadFlowers::stay)}});
  ScoreReport s = score(board_from_rows(kFlower), keep, pts(kWhiteStones, 5));
  expect_score(s, 5.5, 19.5, 0, "W+10.75");
}

}  // namespace
}  // namespace f3go::reference
