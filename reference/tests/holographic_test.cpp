// T22.3 全息棋局: the holographic board made from a bottom board (attributes shown on the
// flowers), its strings under A32 holo.merge and their liberty count under A27 string.liberties.
#include "reference/holographic.h"

#include <gtest/gtest.h>

#include "reference/tests/fixtures.h"

#include <string>
#include <vector>

#include "oracle/board.h"

namespace f3go::reference {
namespace {

using namespace fixtures;

Points pts(int size, const std::vector<std::string>& gtp) {
  Points out;
  for (const std::string& s : gtp) out.push_back(*parse_gtp(s, size));
  return out;
}

Rules separate() {
  Rules r;
  r.set(Switch::holo_merge, static_cast<int>(HoloMerge::separate));
  return r;
}

// ---- holo_strings (T22.3.2(4), A32) -----------------------------------------------------------

// B1 black stone, C1 black-like flower, D1 white-like flower, E1 white stone.
const std::vector<std::string> kRow = {
    ". . . . .",
    ". . . . .",
    ". . . . .",
    ". . . . .",
    ". X b w O",
};

TEST(HoloStrings, A32MergeMakesTheBlackLikeFlowerPartOfTheBlackString) {
  const Holographic h = holo(kRow);
  const std::vector<HoloString> strings = holo_strings(h, Rules{});
  ASSERT_EQ(strings.size(), 2u);
  EXPECT_EQ(strings[0].colour, Colour::black);
  EXPECT_EQ(strings[0].stones, pts(5, {"B1", "C1"}));
  EXPECT_EQ(strings[0].liberties, pts(5, {"A1", "B2", "C2"}));
  EXPECT_EQ(strings[1].colour, Colour::white);
  EXPECT_EQ(strings[1].stones, pts(5, {"D1", "E1"}));
  EXPECT_EQ(strings[1].liberties, pts(5, {"D2", "E2"}));
}

TEST(HoloStrings, A32SeparateKeepsFlowersAndStonesApart) {
  const Holographic h = holo(kRow);
  const std::vector<HoloString> strings = holo_strings(h, separate());
  ASSERT_EQ(strings.size(), 4u);  // by first stone: B1, C1, D1, E1
  EXPECT_EQ(strings[0].stones, pts(5, {"B1"}));
  EXPECT_EQ(strings[0].liberties, pts(5, {"A1", "B2"}));
  EXPECT_EQ(strings[1].stones, pts(5, {"C1"}));
  EXPECT_EQ(strings[1].colour, Colour::black);
  EXPECT_EQ(strings[1].liberties, pts(5, {"C2"}));
  EXPECT_EQ(strings[2].stones, pts(5, {"D1"}));
  EXPECT_EQ(strings[2].colour, Colour::white);
  EXPECT_EQ(strings[3].stones, pts(5, {"E1"}));
  EXPECT_EQ(strings[3].liberties, pts(5, {"E2"}));
}

TEST(HoloStrings, A32SeparateStillJoinsFlowersWithFlowersAndStonesWithStones) {
  // B1 C1 black stones; B2 C2 black-like flowers (one flower string on the bottom board).
  const Holographic h = holo({
      ". . . .",
      ". . . .",
      ". b b .",
      ". X X .",
  });
  const std::vector<HoloString> strings = holo_strings(h, separate());
  ASSERT_EQ(strings.size(), 2u);
  EXPECT_EQ(strings[0].stones, pts(4, {"B1", "C1"}));
  EXPECT_EQ(strings[0].liberties, pts(4, {"A1", "D1"}));
  EXPECT_EQ(strings[1].stones, pts(4, {"B2", "C2"}));
  EXPECT_EQ(strings[1].liberties, pts(4, {"A2", "D2", "B3", "C3"}));
  const std::vector<HoloString> merged = holo_strings(h, Rules{});
  ASSERT_EQ(merged.size(), 1u);
  EXPECT_EQ(merged[0].stones, pts(4, {"B1", "C1", "B2", "C2"}));
}

TEST(HoloStrings, NeutralFlowerIsAWallAndNoString) {
  const Holographic h = holo({
      ". . .",
      "F . .",
      "X F .",
  });
  const std::vector<HoloString> strings = holo_strings(h, Rules{});
  ASSERT_EQ(strings.size(), 1u);
  EXPECT_EQ(strings[0].stones, pts(3, {"A1"}));
  EXPECT_TRUE(strings[0].liberties.empty());
}

TEST(HoloStrings, StringAtAnyStoneIsTheSameString) {
  const Holographic h = holo(kRow);
  const HoloString from_flower = holo_string_at(h, *parse_gtp("C1", 5), Rules{});
  const HoloString from_stone = holo_string_at(h, *parse_gtp("B1", 5), Rules{});
  EXPECT_EQ(from_flower.stones, from_stone.stones);
  EXPECT_EQ(from_flower.liberties, from_stone.liberties);
}

// ---- liberty_count (A27) ----------------------------------------------------------------------

// A2 A1 B1: A2 has A3 B2, A1 none, B1 has B2 C1 — B2 is shared.
const std::vector<std::string> kBent = {
    ". . .",
    "X . .",
    "X X .",
};

TEST(LibertyCount, A27SetCountsEachPointOnce) {
  const Holographic h = holo(kBent);
  const HoloString s = holo_string_at(h, *parse_gtp("A1", 3), Rules{});
  EXPECT_EQ(liberty_count(h, s, Rules{}), 3);  // A3 B2 C1
}

TEST(LibertyCount, A27SumAddsEveryStonesLiberties) {
  const Holographic h = holo(kBent);
  Rules rules;
  rules.set(Switch::string_liberties, static_cast<int>(Liberties::sum));
  const HoloString s = holo_string_at(h, *parse_gtp("A1", 3), rules);
  EXPECT_EQ(liberty_count(h, s, rules), 4);  // 2 + 0 + 2
}

// ---- holographic() from a bottom board (T22.3.2(2), T22.4) ------------------------------------

TEST(Holographic, FlowerTouchingNoStringStaysNeutral) {
  const Board bottom = board_from_rows({
      ". . . .",
      ". F F .",
      ". . . X",
      "O . . .",
  });
  const Holographic h = holographic(bottom, Rules{});
  EXPECT_EQ(h.bottom, bottom);
  ASSERT_EQ(h.flowers.size(), 1u);
  EXPECT_EQ(h.flowers[0].stones, pts(4, {"B3", "C3"}));
  EXPECT_EQ(h.flowers[0].rule, Clause::T22_4_1);
  EXPECT_EQ(h.flowers[0].attribute, Attribute::neutral);
  EXPECT_EQ(h.at(*parse_gtp("B3", 4)), HoloCell::neutral);
  EXPECT_EQ(h.at(*parse_gtp("C3", 4)), HoloCell::neutral);
  EXPECT_EQ(h.at(*parse_gtp("D2", 4)), HoloCell::black);
  EXPECT_EQ(h.at(*parse_gtp("A1", 4)), HoloCell::white);
  EXPECT_EQ(h.at(*parse_gtp("A4", 4)), HoloCell::empty);
  EXPECT_EQ(h.cells.size(), 16u);
}

// B5 A4 B4 black, with the private eye A5 (T18E.S3.1); C5 a flower touching it; E1 a lone flower.
const std::vector<std::string> kBlackLike = {
    ". X F . .",
    "X X . . .",
    ". . . . .",
    ". . . . .",
    ". . . . F",
};

TEST(Holographic, FlowerNextToABlackStringWithAPrivateEyeIsShownBlack) {
  const Holographic h = holographic(board_from_rows(kBlackLike), Rules{});
  ASSERT_EQ(h.flowers.size(), 2u);  // by first stone: E1, then C5
  EXPECT_EQ(h.flowers[0].stones, pts(5, {"E1"}));
  EXPECT_EQ(h.flowers[0].attribute, Attribute::neutral);
  EXPECT_EQ(h.flowers[1].stones, pts(5, {"C5"}));
  EXPECT_EQ(h.flowers[1].hei_y, 1);
  EXPECT_EQ(h.flowers[1].rule, Clause::T22_4_2_1);
  EXPECT_EQ(h.flowers[1].attribute, Attribute::black);
  EXPECT_EQ(h.at(*parse_gtp("C5", 5)), HoloCell::black);
  EXPECT_EQ(h.at(*parse_gtp("E1", 5)), HoloCell::neutral);
}

TEST(Holographic, TheBlackLikeFlowerJoinsTheBlackStringUnderMerge) {
  const Holographic h = holographic(board_from_rows(kBlackLike), Rules{});
  const HoloString s = holo_string_at(h, *parse_gtp("C5", 5), Rules{});
  EXPECT_EQ(s.stones, pts(5, {"A4", "B4", "B5", "C5"}));
  EXPECT_EQ(s.liberties, pts(5, {"A3", "B3", "C4", "A5", "D5"}));
  const HoloString apart = holo_string_at(h, *parse_gtp("C5", 5), separate());
  EXPECT_EQ(apart.stones, pts(5, {"C5"}));
  EXPECT_EQ(apart.liberties, pts(5, {"C4", "D5"}));
}

}  // namespace
}  // namespace f3go::reference
