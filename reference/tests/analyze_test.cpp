// oracle/observables.h: analyze() assembles every observable of a position. Each test names the
// clause that gives the expected value; a few also check that the assembly agrees with the
// reference function it reports (private_eye, holographic, flybomb_forbidden, legal_stones, score).
#include "reference/analyze.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "oracle/point.h"
#include "reference/forbidden.h"
#include "reference/holographic.h"
#include "reference/play.h"
#include "reference/private_eye.h"
#include "reference/score.h"

namespace f3go::reference {
namespace {

Points pts(const std::vector<std::string>& gtp, int size) {
  Points out;
  for (const std::string& s : gtp) out.push_back(*parse_gtp(s, size));
  std::sort(out.begin(), out.end());
  return out;
}

Points empty_points(const Board& b) {
  Points out;
  for (Point p : b.points())
    if (b.at(p) == Cell::empty) out.push_back(p);
  return out;
}

// The black wall C1–C5 splits the board: the right region (D, E columns, the flower E3 off-board)
// holds only empty points; the left one holds the white stone A2 and the black stone A5.
const std::vector<std::string> kWall = {
    "X . X . .",
    ". . X . .",
    ". . X . F",
    "O . X . .",
    ". . X . .",
};

TEST(Analyze, HeaderFields) {
  const Rules rules;
  const Analysis a = analyze(initial_position(board_from_rows(kWall), rules), rules);
  EXPECT_EQ(a.size, 5);
  EXPECT_EQ(a.rules, "2022");
  EXPECT_EQ(a.switches, switch_settings(rules));
  const Rules old = Rules::for_profile(Profile::y2018);
  EXPECT_EQ(analyze(initial_position(board_from_rows(kWall), old), old).rules, "2018");
}

TEST(Analyze, StringsInterleavedByFirstStone) {
  // T22.2.3, in the order of first stones (A1, B1, C1, …, A2, …): the wall (C1), white A2,
  // black A5.
  const Rules rules;
  const Analysis a = analyze(initial_position(board_from_rows(kWall), rules), rules);
  ASSERT_EQ(a.strings.size(), 3u);
  EXPECT_EQ(a.strings[0].colour, Colour::black);
  EXPECT_EQ(a.strings[0].stones, pts({"C1", "C2", "C3", "C4", "C5"}, 5));
  EXPECT_EQ(a.strings[0].liberties,
            pts({"B1", "D1", "B2", "D2", "B3", "D3", "B4", "D4", "B5", "D5"}, 5));
  EXPECT_EQ(a.strings[1].colour, Colour::white);
  EXPECT_EQ(a.strings[1].stones, pts({"A2"}, 5));
  EXPECT_EQ(a.strings[1].liberties, pts({"A1", "B2", "A3"}, 5));
  EXPECT_EQ(a.strings[2].colour, Colour::black);
  EXPECT_EQ(a.strings[2].stones, pts({"A5"}, 5));
  EXPECT_EQ(a.strings[2].liberties, pts({"B5", "A4"}, 5));
}

TEST(Analyze, PrivateEyeVerdictsAndRegions) {
  const Rules rules;
  const Board b = board_from_rows(kWall);
  const Analysis a = analyze(initial_position(b, rules), rules);
  ASSERT_EQ(a.strings.size(), 3u);
  const StringReport& wall = a.strings[0];
  // T18E.S3.1: the right region holds only empty strings — a private eye, so the wall has one.
  EXPECT_TRUE(wall.private_eye);
  ASSERT_EQ(wall.regions.size(), 2u);
  // The left region: its empty string also touches the black stone A5 (T22.2.8(2), A03), and
  // white, adding B1, makes the one-liberty eye A1 (T18E.S3.3.2): not a private eye.
  EXPECT_EQ(wall.regions[0].points,
            pts({"A1", "B1", "A2", "B2", "A3", "B3", "A4", "B4", "A5", "B5"}, 5));
  EXPECT_FALSE(wall.regions[0].private_eye);
  EXPECT_EQ(wall.regions[1].points,
            pts({"D1", "E1", "D2", "E2", "D3", "D4", "E4", "D5", "E5"}, 5));
  EXPECT_TRUE(wall.regions[1].private_eye);
  EXPECT_EQ(wall.regions[1].reason, Clause::T18E_S3_1);
  // The lone stones A2 and A5 do not split the board (A01 split): no region, no private eye.
  for (std::size_t i : {1u, 2u}) {
    EXPECT_FALSE(a.strings[i].private_eye);
    EXPECT_TRUE(a.strings[i].regions.empty());
  }
  // The report carries private_eye()'s own verdicts and clauses.
  for (const StringReport& s : a.strings) {
    const PrivateEyeVerdict v = private_eye(b, s.stones, rules);
    EXPECT_EQ(s.private_eye, v.verdict.holds);
    EXPECT_EQ(s.reason, v.verdict.clause);
    ASSERT_EQ(s.regions.size(), v.regions.size());
    for (std::size_t i = 0; i < v.regions.size(); ++i) {
      EXPECT_EQ(s.regions[i].points, v.regions[i].points);
      EXPECT_EQ(s.regions[i].private_eye, v.regions[i].verdict.holds);
      EXPECT_EQ(s.regions[i].reason, v.regions[i].verdict.clause);
    }
  }
}

TEST(Analyze, FlowersAndHolographicBoard) {
  // T22.4.1: the flower E3 touches no black or white string: HEIy + BAIy = 0 → neutral.
  const Rules rules;
  const Board b = board_from_rows(kWall);
  const Analysis a = analyze(initial_position(b, rules), rules);
  ASSERT_EQ(a.flowers.size(), 1u);
  EXPECT_EQ(a.flowers[0].stones, pts({"E3"}, 5));
  EXPECT_EQ(a.flowers[0].attribute, Attribute::neutral);
  EXPECT_EQ(a.flowers[0].rule, Clause::T22_4_1);
  // T22.3.2(2): the holographic board shows the stones as they are and the flower as neutral.
  ASSERT_EQ(a.holographic.size(), 25u);
  for (Point p : b.points()) {
    const Cell c = b.at(p);
    const HoloCell expected = c == Cell::black    ? HoloCell::black
                              : c == Cell::white  ? HoloCell::white
                              : c == Cell::flower ? HoloCell::neutral
                                                  : HoloCell::empty;
    EXPECT_EQ(a.holographic[static_cast<std::size_t>(b.index(p))], expected) << to_gtp(p);
  }
  EXPECT_EQ(a.flowers, holographic(b, rules).flowers);
}

TEST(Analyze, FlybombCapturePointForBothThrowers) {
  // T22.5.1: the white stone A1 has the one liberty A2; a flower there would leave it without
  // liberty — a capture point for either thrower (A34 both). Nothing else is forbidden.
  const Rules rules;
  const Board b = board_from_rows({
      ". . .",
      ". . .",
      "O X .",
  });
  const Analysis a = analyze(initial_position(b, rules), rules);
  const std::vector<ForbiddenPoint> expected{
      ForbiddenPoint{Point{0, 1}, {ForbiddenReason::capture_point}}};
  for (Colour c : kColours) {
    EXPECT_EQ(a.flybomb_forbidden[index(c)], expected) << name(c);
    EXPECT_EQ(a.flybomb_forbidden[index(c)], flybomb_forbidden(holographic(b, rules), c, rules));
  }
}

TEST(Analyze, LegalStonesExcludeSuicide) {
  // T22.6, A13 forbidden: white at A1 would have no liberty and capture nothing; black may play
  // on every empty point.
  const Rules rules;
  const Board b = board_from_rows({
      ". . .",
      "X . .",
      ". X .",
  });
  const Position pos = initial_position(b, rules);
  const Analysis a = analyze(pos, rules);
  EXPECT_EQ(a.legal_stones[index(Colour::black)], empty_points(b));
  Points white = empty_points(b);
  white.erase(white.begin());  // A1
  EXPECT_EQ(a.legal_stones[index(Colour::white)], white);
  for (Colour c : kColours)
    EXPECT_EQ(a.legal_stones[index(c)], legal_stones(pos, c, rules)) << name(c);
}

TEST(Analyze, ScoreAsIfTheGameEndedNow) {
  // T22.7 with no dead stones: every empty point touches black only: black 9; Y = 4.5;
  // 9 − 8.25 = 0.75.
  const Rules rules;
  const Board b = board_from_rows({
      ". . .",
      "X . .",
      ". X .",
  });
  const Analysis a = analyze(initial_position(b, rules), rules);
  EXPECT_EQ(a.score.black, 9);
  EXPECT_EQ(a.score.white, 0);
  EXPECT_EQ(a.score.neutral, 0);
  EXPECT_EQ(a.score.result, "B+0.75");
  EXPECT_EQ(a.score, score(b, rules, {}));
}

}  // namespace
}  // namespace f3go::reference
