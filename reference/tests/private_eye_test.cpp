// T22.2.6–T22.2.8, T18.1, T18E: private eyes on the worked figures of seed 004 (reconstructed: the
// images are lost) and on shapes that separate the readings A01–A10.
#include <gtest/gtest.h>

#include "oracle/board.h"
#include "reference/private_eye.h"
#include "reference/regions.h"

namespace f3go::reference {
namespace {

Rules r2018() { return Rules::for_profile(Profile::y2018); }
Rules r2022() { return Rules::for_profile(Profile::y2022); }

Point at(const char* gtp, int size) { return *parse_gtp(gtp, size); }

PrivateEyeVerdict eye_of(const Board& b, const char* point, const Rules& rules) {
  return private_eye(b, string_at(b, at(point, b.size())), rules);
}

// The region of a verdict that contains `point`.
const RegionVerdict& region_with(const PrivateEyeVerdict& v, const char* point, int size) {
  for (const auto& r : v.regions)
    if (contains(r.points, at(point, size))) return r;
  throw std::runtime_error(std::string("no region holds ") + point);
}

const std::vector<std::string> kEmptyRows(7, ". . . . . . . . .");

Board nine(std::vector<std::string> top) {
  while (top.size() < 9) top.push_back(". . . . . . . . .");
  return board_from_rows(top);
}

// 图1: 「黑棋串八九*与上边界外区域形成一个封闭区域R——空点串六九*（2个空点）」 → private eye (S3.1).
TEST(SeedFigures, F1TwoPointEyeAtTheTopEdge) {
  Board b = nine({". . . . X . . X .",
                  ". . . . X X X X ."});
  for (const Rules& rules : {r2018(), r2022()}) {
    auto v = eye_of(b, "H9", rules);
    const auto& r = region_with(v, "F9", 9);
    EXPECT_EQ(format_points(r.points), "F9,G9");
    EXPECT_TRUE(r.verdict.holds);
    EXPECT_EQ(r.verdict.clause, Clause::T18E_S3_1);
    EXPECT_TRUE(v.verdict.holds);
  }
}

// 图2: the same with a flower string as part of the wall (视同边界外区域) → private eye.
TEST(SeedFigures, F2FlowerAsPartOfTheWall) {
  Board b = nine({". . . . F . . X .",
                  ". . . . F X X X ."});
  auto v = eye_of(b, "H9", r2018());
  const auto& r = region_with(v, "F9", 9);
  EXPECT_EQ(format_points(r.points), "F9,G9");
  EXPECT_TRUE(r.verdict.holds);
}

// 图3: two black strings and a flower wall a region → a private eye of neither. Under A02 `any` the
// region is not formed by either string alone (it leaks through the other string): T18E.P1.
TEST(SeedFigures, F3RegionOfTwoStringsIsNobodysPrivateEye) {
  Board b = nine({". . . . . X . X .",
                  ". . . . . X . X .",
                  ". . . . . F F F ."});
  for (const char* s : {"F9", "H9"}) {
    EXPECT_FALSE(eye_of(b, s, r2018()).verdict.holds) << s;
    EXPECT_FALSE(eye_of(b, s, r2022()).verdict.holds) << s;
  }
  Rules empty_connect = r2018();
  apply_setting(empty_connect, "region.connect=empty", "test");
  auto v = eye_of(b, "F9", empty_connect);
  const auto& r = region_with(v, "G9", 9);
  EXPECT_FALSE(r.verdict.holds);
  EXPECT_EQ(r.verdict.clause, Clause::T18E_S3_2);
}

// 图4/图5: another black string inside (not a private eye); the same point a flower (private eye).
TEST(SeedFigures, F4AndF5SameColourStringOrFlowerInside) {
  Board f4 = nine({". . . . X . X . .",
                   ". . . . X X . . .",
                   ". . . . . X X X X"});
  Board f5 = nine({". . . . X . F . .",
                   ". . . . X X . . .",
                   ". . . . . X X X X"});
  auto v4 = eye_of(f4, "E9", r2018());
  EXPECT_FALSE(region_with(v4, "F9", 9).verdict.holds);
  EXPECT_EQ(region_with(v4, "F9", 9).verdict.clause, Clause::T18E_S3_2);
  auto v4b = eye_of(f4, "E9", r2022());
  EXPECT_EQ(region_with(v4b, "F9", 9).verdict.clause, Clause::T22_2_8_2);
  auto v5 = eye_of(f5, "E9", r2018());
  EXPECT_TRUE(region_with(v5, "F9", 9).verdict.holds);
  EXPECT_TRUE(region_with(v5, "H9", 9).verdict.holds);
}

// 图6: a lone white stone in a one-row region cannot make an eye (every point touches black).
TEST(SeedFigures, F6WhiteStoneThatCannotMakeAnEye) {
  Board b = nine({". . X . . . O . .",
                  ". . X X X X X X X"});
  for (const Rules& rules : {r2018(), r2022()}) {
    auto v = eye_of(b, "C9", rules);
    const auto& r = region_with(v, "D9", 9);
    EXPECT_TRUE(r.verdict.holds);
    EXPECT_EQ(r.verdict.clause, Clause::T18E_S3_3_2);
  }
}

// 图7/图8: white J8 (九八) adds H9 (八九) and J9 (九九) becomes a one-liberty eye → not a private eye.
TEST(SeedFigures, F7F8WhiteMakesACornerEye) {
  Board b = nine({". . . . . X . . .",
                  ". . . . . X . . O",
                  ". . . . . X X X X"});
  for (const Rules& rules : {r2018(), r2022()}) {
    auto v = eye_of(b, "F9", rules);
    const auto& r = region_with(v, "J9", 9);
    EXPECT_FALSE(r.verdict.holds);
    EXPECT_EQ(r.verdict.clause, Clause::T18E_S3_3_2);
    EXPECT_EQ(format_points(r.witness), "H9,J9");  // added H9, eye at J9
  }
}

// RST: white 六九* with flower 八八* forms three regions: R private eye (S3.1), S not (black has a
// one-liberty eye at 八七 = H7: S3.3.1), T not (A touches no empty point there: P2).
TEST(SeedFigures, RSTThreeRegionsOfOneWhiteString) {
  Board b = nine({". . . . X O . . .",
                  ". . . . X O O F F",
                  ". . . . X O X . X",
                  ". . . . X O X X .",
                  ". . . . X O O O O",
                  ". . . . X X X X X"});
  auto v = eye_of(b, "F9", r2018());
  ASSERT_EQ(v.regions.size(), 3u);
  const auto& r = region_with(v, "G9", 9);
  const auto& s = region_with(v, "H7", 9);
  const auto& t = region_with(v, "A1", 9);
  EXPECT_EQ(format_points(r.points), "G9,H9,J9");
  EXPECT_TRUE(r.verdict.holds);
  EXPECT_EQ(r.verdict.clause, Clause::T18E_S3_1);
  EXPECT_FALSE(s.verdict.holds);
  EXPECT_EQ(s.verdict.clause, Clause::T18E_S3_3_1);
  EXPECT_FALSE(t.verdict.holds);
  EXPECT_EQ(t.verdict.clause, Clause::T18E_P2);
  EXPECT_TRUE(v.verdict.holds);
}

// T22.2.6 / A01: a lone stone on a bare board forms no region under `split`, one under `always`.
TEST(Regions, LoneStoneNeedsSplit) {
  Board b = board_from_rows({".....", ".....", "..X..", ".....", "....."});
  Points a = string_at(b, at("C3", 5));
  EXPECT_TRUE(enclosed_regions(b, a, r2022()).empty());
  Rules always = r2022();
  apply_setting(always, "region.needs_split=always", "test");
  ASSERT_EQ(enclosed_regions(b, a, always).size(), 1u);
  EXPECT_TRUE(private_eye(b, a, always).verdict.holds);
  EXPECT_FALSE(private_eye(b, a, r2022()).verdict.holds);
  EXPECT_EQ(private_eye(b, a, r2022()).verdict.clause, Clause::T18E_P1);
}

// A01 note: a wall across a bare board gives its string two private eyes (both regions empty).
TEST(Regions, WallAcrossTheBoardHasTwoPrivateEyes) {
  Board b = board_from_rows({"..X..", "..X..", "..X..", "..X..", "..X.."});
  auto v = private_eye(b, string_at(b, at("C1", 5)), r2022());
  ASSERT_EQ(v.regions.size(), 2u);
  EXPECT_TRUE(v.regions[0].verdict.holds);
  EXPECT_TRUE(v.regions[1].verdict.holds);
  Rules inner = r2022();
  apply_setting(inner, "region.needs_split=inner_only", "test");
  // Equal pieces: the outer one is the first in point order (A1 side); the inner is D-E.
  auto vi = private_eye(b, string_at(b, at("C1", 5)), inner);
  ASSERT_EQ(vi.regions.size(), 1u);
  EXPECT_EQ(vi.regions[0].points.front(), at("D1", 5));
}

// N03 region.pieces: a black string walled in by flowers around its one-point eye A5; the rest of
// the board lies beyond the flowers. `bordered`: A borders one piece only, so it does not divide
// the board (no region, T18E.P1); `split_all`/`all`: the flowers' far side counts, the ring divides
// the board, and A5 is a private eye.
TEST(Regions, PiecesWalledOffByFlowers) {
  Board b = board_from_rows({". X F . .",
                             "X X F . .",
                             "F F F . .",
                             ". . . . .",
                             ". . . . ."});
  Points a = string_at(b, at("B5", 5));
  EXPECT_FALSE(private_eye(b, a, r2022()).verdict.holds);
  EXPECT_EQ(private_eye(b, a, r2022()).verdict.clause, Clause::T18E_P1);
  for (const char* reading : {"region.pieces=split_all", "region.pieces=all"}) {
    Rules r = r2022();
    apply_setting(r, reading, "test");
    auto v = private_eye(b, a, r);
    EXPECT_TRUE(v.verdict.holds) << reading;
    EXPECT_EQ(v.regions.size(), std::string(reading) == "region.pieces=all" ? 2u : 1u) << reading;
  }
  // A lone stone beside a flower wall: under `bordered` it owns nothing; under `split_all` the wall
  // makes it "divide the board" and its empty side is a private eye.
  Board lone = board_from_rows({". . . F .", ". . . F .", ". X . F .", ". . . F .", ". . . F ."});
  Points s = string_at(lone, at("B3", 5));
  EXPECT_FALSE(private_eye(lone, s, r2022()).verdict.holds);
  Rules split_all = r2022();
  apply_setting(split_all, "region.pieces=split_all", "test");
  EXPECT_TRUE(private_eye(lone, s, split_all).verdict.holds);
}

// T18E.S3.3.2 with A08: white's only eye (A1) needs A2 filled, and A2 is A's last liberty: adding
// there would capture A (「不能提子」) → a private eye; under capture_allowed white captures A first.
TEST(Simulation, CaptureConstraintKeepsThePrivateEye) {
  Board b = board_from_rows({"O O O O O",
                             "O O O O O",
                             "X X X O O",
                             ". O X O O",
                             ". O X O O"});
  Points a = string_at(b, at("A3", 5));
  for (const Rules& rules : {r2018(), r2022()}) {
    auto v = private_eye(b, a, rules);
    const auto& r = region_with(v, "A1", 5);
    EXPECT_EQ(format_points(r.points), "A1,B1,A2,B2");
    EXPECT_TRUE(r.verdict.holds);
    EXPECT_EQ(r.verdict.clause, Clause::T18E_S3_3_2);
    EXPECT_TRUE(v.verdict.holds);
  }
  Rules capture = r2018();
  apply_setting(capture, "eye.simulated_legality=capture_allowed", "test");
  const auto v = private_eye(b, a, capture);
  EXPECT_FALSE(region_with(v, "A1", 5).verdict.holds);
}

}  // namespace
}  // namespace f3go::reference
