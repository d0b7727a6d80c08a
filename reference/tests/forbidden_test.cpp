// T22.5 飞弹的禁手 (T18.4): capture point, one-liberty eye and tiger's mouth on hand-made
// holographic boards, under every reading of A15, A16, A17, A34 (and A27, A32 where they matter).
#include "reference/forbidden.h"

#include <gtest/gtest.h>

#include "reference/tests/fixtures.h"

#include <iterator>
#include <string>
#include <vector>

#include "oracle/board.h"

namespace f3go::reference {
namespace {

using namespace fixtures;

Point pt(const Holographic& h, const std::string& gtp) { return *parse_gtp(gtp, h.size()); }

Rules with(Switch s, int reading) {
  Rules r;
  r.set(s, reading);
  return r;
}
Rules tiger(TigerMouth t) { return with(Switch::flybomb_tiger_mouth, static_cast<int>(t)); }

using Reasons = std::vector<ForbiddenReason>;
constexpr auto kCapture = ForbiddenReason::capture_point;
constexpr auto kEye = ForbiddenReason::one_liberty_eye;
constexpr auto kTiger = ForbiddenReason::tiger_mouth;

Reasons reasons(const Holographic& h, const std::string& q, Colour thrower, const Rules& rules) {
  return flybomb_forbidden_reasons(h, pt(h, q), thrower, rules);
}

// ---- T22.5.1 capture point -------------------------------------------------------------------

// The black stone B1 has A1 as its only liberty: a flower at A1 would capture it.
const std::vector<std::string> kBlackInAtari = {
    ". . . . .",
    ". . . . .",
    ". . . . .",
    ". O . . .",
    ". X O . .",
};

TEST(CapturePoint, StringOfEitherColourUnderA34Both) {
  const Holographic h = holo(kBlackInAtari);
  const Rules rules;  // A34 both (default)
  EXPECT_TRUE(is_capture_point(h, pt(h, "A1"), Colour::white, rules));
  EXPECT_TRUE(is_capture_point(h, pt(h, "A1"), Colour::black, rules));
  EXPECT_EQ(reasons(h, "A1", Colour::white, rules), Reasons{kCapture});
  EXPECT_EQ(reasons(h, "A1", Colour::black, rules), Reasons{kCapture});
  // A2 is a liberty of the white B2 only, which has three more: not a capture point.
  EXPECT_FALSE(is_capture_point(h, pt(h, "A2"), Colour::white, rules));
}

TEST(CapturePoint, WhiteStringInAtari) {
  const Holographic h = holo({
      ". . . . .",
      ". . . . .",
      ". . . . .",
      ". . . . .",
      ". . . X O",
  });
  // E1 white: its only liberty is E2.
  const Rules rules;
  EXPECT_EQ(reasons(h, "E2", Colour::black, rules), Reasons{kCapture});
  EXPECT_EQ(reasons(h, "E2", Colour::white, rules), Reasons{kCapture});
}

TEST(CapturePoint, A34OpponentOnlySparesTheThrowersOwnString) {
  const Holographic h = holo(kBlackInAtari);
  const Rules rules = with(Switch::flybomb_own_capture_point,
                           static_cast<int>(OwnCapturePoint::opponent_only));
  EXPECT_TRUE(is_capture_point(h, pt(h, "A1"), Colour::white, rules));
  EXPECT_FALSE(is_capture_point(h, pt(h, "A1"), Colour::black, rules));
  EXPECT_EQ(reasons(h, "A1", Colour::black, rules), Reasons{});
}

TEST(CapturePoint, NeutralFlowerIsAWallNotALiberty) {
  // A1 black, A2 a neutral flower: B1 is the only liberty.
  const Holographic h = holo({
      ". . .",
      "F . .",
      "X . .",
  });
  EXPECT_TRUE(is_capture_point(h, pt(h, "B1"), Colour::white, Rules{}));
  EXPECT_FALSE(is_capture_point(h, pt(h, "B2"), Colour::white, Rules{}));
}

// B1 black and C1 black-like: merged they have A1 and D1; apart each has one of them.
const std::vector<std::string> kStoneAndFlower = {
    ". . . . .",
    ". . . . .",
    ". . . . .",
    "O O O O .",
    ". X b . O",
};

TEST(CapturePoint, A32MergeJoinsLibertiesOfFlowerAndStone) {
  const Holographic h = holo(kStoneAndFlower);
  const Rules rules;  // A32 merge
  EXPECT_FALSE(is_capture_point(h, pt(h, "A1"), Colour::white, rules));
  EXPECT_FALSE(is_capture_point(h, pt(h, "D1"), Colour::white, rules));
  EXPECT_EQ(flybomb_forbidden(h, Colour::white, rules), std::vector<ForbiddenPoint>{});
}

TEST(CapturePoint, A32SeparateLeavesEachWithOneLiberty) {
  const Holographic h = holo(kStoneAndFlower);
  const Rules rules = with(Switch::holo_merge, static_cast<int>(HoloMerge::separate));
  EXPECT_TRUE(is_capture_point(h, pt(h, "A1"), Colour::white, rules));
  EXPECT_TRUE(is_capture_point(h, pt(h, "D1"), Colour::white, rules));
}

TEST(CapturePoint, OccupiedPointIsNeverJudged) {
  const Holographic h = holo(kBlackInAtari);
  EXPECT_FALSE(is_capture_point(h, pt(h, "B1"), Colour::white, Rules{}));
  EXPECT_EQ(reasons(h, "B1", Colour::white, Rules{}), Reasons{});
  EXPECT_EQ(reasons(h, "C1", Colour::black, Rules{}), Reasons{});
}

// ---- T22.5.2 one-liberty eye -----------------------------------------------------------------

TEST(OneLibertyEye, InteriorEdgeAndCorner) {
  const Holographic h = holo({
      ". . . . .",
      ". . X . .",
      ". X . X .",
      "X . X . .",
      ". X . X .",
  });
  const Rules rules;
  EXPECT_TRUE(is_one_liberty_eye(h, pt(h, "C3"), Colour::black, rules));   // interior
  EXPECT_TRUE(is_one_liberty_eye(h, pt(h, "C1"), Colour::black, rules));   // edge
  EXPECT_TRUE(is_one_liberty_eye(h, pt(h, "A1"), Colour::black, rules));   // corner
  EXPECT_FALSE(is_one_liberty_eye(h, pt(h, "C3"), Colour::white, rules));  // not white's
  EXPECT_TRUE(is_one_liberty_eye(h, pt(h, "B2"), Colour::black, rules));   // A2 B1 C2 B3
  EXPECT_FALSE(is_one_liberty_eye(h, pt(h, "D2"), Colour::black, rules));  // E2 is empty
  EXPECT_FALSE(is_one_liberty_eye(h, pt(h, "E1"), Colour::black, rules));  // E2 is empty
}

TEST(OneLibertyEye, OtherColourNeighbourSpoilsIt) {
  const Holographic h = holo({
      ". . .",
      "O . .",
      ". X .",
  });
  EXPECT_FALSE(is_one_liberty_eye(h, pt(h, "A1"), Colour::black, Rules{}));
  EXPECT_FALSE(is_one_liberty_eye(h, pt(h, "A1"), Colour::white, Rules{}));
}

TEST(OneLibertyEye, BlackLikeFlowerIsABlackStone) {
  const Holographic h = holo({
      ". . . . .",
      ". . . . .",
      ". . . . .",
      ". . X . .",
      ". b . X .",
  });
  EXPECT_TRUE(is_one_liberty_eye(h, pt(h, "C1"), Colour::black, Rules{}));
  EXPECT_FALSE(is_one_liberty_eye(h, pt(h, "C1"), Colour::white, Rules{}));
}

// A1 between the black B1 and a neutral flower at A2.
const std::vector<std::string> kEyeByFlower = {
    ". . .",
    "F . .",
    ". X .",
};

TEST(OneLibertyEye, A17WallsCountsANeutralFlowerAsAWall) {
  const Holographic h = holo(kEyeByFlower);
  const Rules rules;  // A17 walls
  EXPECT_TRUE(is_one_liberty_eye(h, pt(h, "A1"), Colour::black, rules));
  EXPECT_EQ(reasons(h, "A1", Colour::white, rules), Reasons{kEye});
}

TEST(OneLibertyEye, A17EdgeOnlyLetsANeutralFlowerSpoilIt) {
  const Holographic h = holo(kEyeByFlower);
  const Rules rules =
      with(Switch::flybomb_one_liberty_eye, static_cast<int>(OneLibertyEye::edge_only));
  EXPECT_FALSE(is_one_liberty_eye(h, pt(h, "A1"), Colour::black, rules));
  EXPECT_EQ(reasons(h, "A1", Colour::white, rules), Reasons{});
}

TEST(OneLibertyEye, NeedsAtLeastOneStone) {
  const Holographic h = holo({
      ". . .",
      "F . .",
      ". F .",
  });
  EXPECT_FALSE(is_one_liberty_eye(h, pt(h, "A1"), Colour::black, Rules{}));
  EXPECT_FALSE(is_one_liberty_eye(h, pt(h, "A1"), Colour::white, Rules{}));
}

// ---- A15: whose shapes ------------------------------------------------------------------------

const std::vector<std::string> kBlackEye = {
    ". . . . .",
    ". . X . .",
    ". X . X .",
    ". . X . .",
    ". . . . .",
};

TEST(WhoseShapes, A15OpponentForbidsOnlyTheOpponentsEye) {
  const Holographic h = holo(kBlackEye);
  const Rules rules;  // A15 opponent (2022)
  EXPECT_EQ(reasons(h, "C3", Colour::white, rules), Reasons{kEye});
  EXPECT_EQ(reasons(h, "C3", Colour::black, rules), Reasons{});
  const std::vector<ForbiddenPoint> white_throws{{pt(h, "C3"), {kEye}}};
  EXPECT_EQ(flybomb_forbidden(h, Colour::white, rules), white_throws);
  EXPECT_EQ(flybomb_forbidden(h, Colour::black, rules), std::vector<ForbiddenPoint>{});
}

TEST(WhoseShapes, A15BothForbidsEitherColoursEye) {
  const Holographic h = holo(kBlackEye);
  const Rules rules = with(Switch::flybomb_whose_shapes, static_cast<int>(WhoseShapes::both));
  EXPECT_EQ(reasons(h, "C3", Colour::white, rules), Reasons{kEye});
  EXPECT_EQ(reasons(h, "C3", Colour::black, rules), Reasons{kEye});
}

TEST(WhoseShapes, The2018ProfileReadsBoth) {
  const Holographic h = holo(kBlackEye);
  const Rules rules = Rules::for_profile(Profile::y2018);
  EXPECT_EQ(rules.whose_shapes(), WhoseShapes::both);
  EXPECT_EQ(reasons(h, "C3", Colour::black, rules), Reasons{kEye});
}

TEST(WhoseShapes, A15AppliesToTigerMouthsToo) {
  const Holographic h = holo({
      ". . . . .",
      ". . . . .",
      ". X . X .",
      ". . X . .",
      ". . . . .",
  });
  EXPECT_EQ(reasons(h, "C3", Colour::white, Rules{}), Reasons{kTiger});
  EXPECT_EQ(reasons(h, "C3", Colour::black, Rules{}), Reasons{});
  const Rules both = with(Switch::flybomb_whose_shapes, static_cast<int>(WhoseShapes::both));
  EXPECT_EQ(reasons(h, "C3", Colour::black, both), Reasons{kTiger});
}

// ---- T22.5.3 tiger's mouth, A16 --------------------------------------------------------------

// C3: interior mouth (B3 C2 D3 black, C4 open).
const std::vector<std::string> kInteriorMouth = {
    ". . . . .",
    ". . . . .",
    ". X . X .",
    ". . X . .",
    ". . . . .",
};
// C1: edge mouth (B1 D1 black, C2 open).
const std::vector<std::string> kEdgeMouth = {
    ". . . . .",
    ". . . . .",
    ". . . . .",
    ". . . . .",
    ". X . X .",
};
// A1: corner next to the one black stone B1, A2 open.
const std::vector<std::string> kCornerOneStone = {
    ". . . . .",
    ". . . . .",
    ". . . . .",
    ". . . . .",
    ". X . . .",
};
// C3: B3 and D3 black, C4 a neutral flower, C2 open.
const std::vector<std::string> kMouthByFlower = {
    ". . . . .",
    ". . F . .",
    ". X . X .",
    ". . . . .",
    ". . . . .",
};
// C3: B3 C2 D3 black, the open side C4 is a white stone.
const std::vector<std::string> kMouthFacingWhite = {
    ". . . . .",
    ". . O . .",
    ". X . X .",
    ". . X . .",
    ". . . . .",
};

struct MouthCase {
  const std::vector<std::string>* rows;
  const char* point;
  const char* what;
};
const MouthCase kMouths[] = {
    {&kInteriorMouth, "C3", "interior 3+1"},
    {&kEdgeMouth, "C1", "edge 2+1"},
    {&kCornerOneStone, "A1", "corner, one stone"},
    {&kMouthByFlower, "C3", "2+1 next to a neutral flower"},
    {&kMouthFacingWhite, "C3", "3 stones facing a white stone"},
};

// Expected verdict for black's tiger's mouth, one per case of kMouths, derived from A16.
void expect_mouths(TigerMouth reading, const std::vector<bool>& expected) {
  const Rules rules = tiger(reading);
  ASSERT_EQ(expected.size(), std::size(kMouths));
  for (std::size_t i = 0; i < expected.size(); ++i) {
    const Holographic h = holo(*kMouths[i].rows);
    EXPECT_EQ(is_tiger_mouth(h, pt(h, kMouths[i].point), Colour::black, rules), expected[i])
        << kMouths[i].what << " under flybomb.tiger_mouth="
        << rules.reading_name(Switch::flybomb_tiger_mouth);
    EXPECT_FALSE(is_tiger_mouth(h, pt(h, kMouths[i].point), Colour::white, rules))
        << kMouths[i].what;
  }
}

TEST(TigerMouth, A16Walls) {
  // The corner point has one black neighbour only; facing white, there is no empty neighbour.
  expect_mouths(TigerMouth::walls, {true, true, false, true, false});
}

TEST(TigerMouth, A16EdgeOnly) {
  // As walls, but the neutral flower breaks the mouth.
  expect_mouths(TigerMouth::edge_only, {true, true, false, false, false});
}

TEST(TigerMouth, A16InteriorOnly) {
  expect_mouths(TigerMouth::interior_only, {true, false, false, false, false});
}

TEST(TigerMouth, A16Atari) {
  // A white stone at the point would keep one liberty (C4, C2, A2, C2 in turn); facing white it
  // joins C4 and has B4 D4 C5.
  expect_mouths(TigerMouth::atari, {true, true, true, true, false});
}

TEST(TigerMouth, A16OpenAny) {
  // The open side may be empty or white; the corner still has one stone only.
  expect_mouths(TigerMouth::open_any, {true, true, false, true, true});
}

TEST(TigerMouth, WallsNeedsExactlyOneEmptyNeighbour) {
  const Holographic h = holo({
      ". . . . .",
      ". . . . .",
      ". X . . .",
      ". . X . .",
      ". . . . .",
  });
  // C3: B3 and C2 black, C4 and D3 empty.
  EXPECT_FALSE(is_tiger_mouth(h, pt(h, "C3"), Colour::black, tiger(TigerMouth::walls)));
  EXPECT_FALSE(is_tiger_mouth(h, pt(h, "C3"), Colour::black, tiger(TigerMouth::open_any)));
}

TEST(TigerMouth, AFullySurroundedPointIsAnEyeNotAMouth) {
  const Holographic h = holo(kBlackEye);
  EXPECT_FALSE(is_tiger_mouth(h, pt(h, "C3"), Colour::black, tiger(TigerMouth::walls)));
  EXPECT_TRUE(is_one_liberty_eye(h, pt(h, "C3"), Colour::black, Rules{}));
}

// B1: A1 black; a white stone at B1 joins C1 C2 whose one liberty B2 touches B1 and C2.
const std::vector<std::string> kSharedLiberty = {
    ". . . . .",
    ". . . . .",
    ". . X . .",
    ". . O X .",
    "X . O X .",
};

TEST(TigerMouth, A16AtariCountsLibertiesByA27Set) {
  const Holographic h = holo(kSharedLiberty);
  EXPECT_TRUE(is_tiger_mouth(h, pt(h, "B1"), Colour::black, tiger(TigerMouth::atari)));
  EXPECT_FALSE(is_tiger_mouth(h, pt(h, "B1"), Colour::black, tiger(TigerMouth::walls)));
  EXPECT_FALSE(is_tiger_mouth(h, pt(h, "B1"), Colour::black, tiger(TigerMouth::open_any)));
}

TEST(TigerMouth, A16AtariCountsLibertiesByA27Sum) {
  const Holographic h = holo(kSharedLiberty);
  Rules rules = tiger(TigerMouth::atari);
  rules.set(Switch::string_liberties, static_cast<int>(Liberties::sum));
  EXPECT_FALSE(is_tiger_mouth(h, pt(h, "B1"), Colour::black, rules));
}

TEST(TigerMouth, A16AtariMergesWithWhiteLikeFlowersUnderA32) {
  // B1: A1 and B2 black; C1 a white-like flower whose other neighbours are D1 black and C2 empty.
  const Holographic h = holo({
      ". . . . .",
      ". . . . .",
      ". . . . .",
      ". X . X .",
      "X . w X .",
  });
  // merge: a white stone at B1 joins C1 — liberties C2 only (B2 black) → atari.
  EXPECT_TRUE(is_tiger_mouth(h, pt(h, "B1"), Colour::black, tiger(TigerMouth::atari)));
  // separate: the white stone at B1 stays alone, with no liberty at all → not exactly one.
  Rules rules = tiger(TigerMouth::atari);
  rules.set(Switch::holo_merge, static_cast<int>(HoloMerge::separate));
  EXPECT_FALSE(is_tiger_mouth(h, pt(h, "B1"), Colour::black, rules));
}

// ---- every reason at once, lists in order --------------------------------------------------

TEST(FlybombForbidden, ReasonsInEnumOrder) {
  // A1 is black's one-liberty eye and the last liberty of A2 and of B1.
  const Holographic h = holo({
      ". . . . .",
      ". . . . .",
      "O . . . .",
      "X O . . .",
      ". X O . .",
  });
  EXPECT_EQ(reasons(h, "A1", Colour::white, Rules{}), (Reasons{kCapture, kEye}));
  EXPECT_EQ(reasons(h, "A1", Colour::black, Rules{}), Reasons{kCapture});
}

TEST(FlybombForbidden, CaptureEyeAndMouthTogether) {
  // The corner A1, with B1 black in atari and A2 open, is a capture point and under A16 atari a
  // tiger's mouth of black (a white stone there would have A2 alone).
  const Holographic h = holo({
      ". . .",
      ". O .",
      ". X O",
  });
  const Rules rules = tiger(TigerMouth::atari);
  EXPECT_EQ(reasons(h, "A1", Colour::white, rules), (Reasons{kCapture, kTiger}));
  EXPECT_EQ(reasons(h, "A1", Colour::white, Rules{}), Reasons{kCapture});
}

TEST(FlybombForbidden, ListsEveryForbiddenPointInPointOrder) {
  const Holographic h = holo({
      ". X . X .",
      ". . X . .",
      ". . . . .",
      ". X . X .",
      ". . X . .",
  });
  // White throws: B1 (C1 B2, open A1) and D1 (C1 D2, open E1) are black's edge mouths, C2 its
  // interior mouth (B2 C1 D2, open C3), C5 its one-liberty eye (B5 D5 C4). B4 and D4 have two
  // black and two empty neighbours; A5 and E5 one black neighbour.
  const std::vector<ForbiddenPoint> expected{
      {pt(h, "B1"), {kTiger}},
      {pt(h, "D1"), {kTiger}},
      {pt(h, "C2"), {kTiger}},
      {pt(h, "C5"), {kEye}},
  };
  EXPECT_EQ(flybomb_forbidden(h, Colour::white, Rules{}), expected);
  EXPECT_EQ(flybomb_forbidden(h, Colour::black, Rules{}), std::vector<ForbiddenPoint>{});
}

}  // namespace
}  // namespace f3go::reference
