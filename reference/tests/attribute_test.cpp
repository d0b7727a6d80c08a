// T22.4 花棋串三性逻辑 (T18.3): every row of the decision table from hand-made counts, then the
// four counts of flower strings on small bottom boards (private eyes by T18E, A10 for strings
// without liberty).
#include "reference/attribute.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "oracle/board.h"
#include "reference/rule_tables.h"

namespace f3go::reference {
namespace {

// ---- the table alone ---------------------------------------------------------------------------

struct Row {
  int hei_y, bai_y, hei_o, bai_o;
  Clause rule;
  Attribute attribute;
};

// Each row derived from T22.4: 1 「HEIy+BAIy=0」; 2.1 「HEIy>BAIy」; 2.2 「HEIy<BAIy」;
// 2.3 「HEIy=BAIy」 then 2.3.1 「HEIo>BAIo」, 2.3.2 「HEIo<BAIo」, 2.3.3 「HEIo=BAIo」.
const Row kTable[] = {
    {0, 0, 0, 0, Clause::T22_4_1, Attribute::neutral},
    {0, 0, 3, 1, Clause::T22_4_1, Attribute::neutral},  // strings without eyes alone never decide
    {0, 0, 0, 2, Clause::T22_4_1, Attribute::neutral},
    {1, 0, 0, 0, Clause::T22_4_2_1, Attribute::black},
    {2, 1, 0, 5, Clause::T22_4_2_1, Attribute::black},  // HEIo/BAIo do not matter once HEIy ≠ BAIy
    {0, 1, 0, 0, Clause::T22_4_2_2, Attribute::white},
    {1, 3, 4, 0, Clause::T22_4_2_2, Attribute::white},
    {1, 1, 2, 1, Clause::T22_4_2_3_1, Attribute::black},
    {2, 2, 1, 0, Clause::T22_4_2_3_1, Attribute::black},
    {1, 1, 0, 1, Clause::T22_4_2_3_2, Attribute::white},
    {3, 3, 2, 4, Clause::T22_4_2_3_2, Attribute::white},
    {1, 1, 0, 0, Clause::T22_4_2_3_3, Attribute::neutral},
    {2, 2, 3, 3, Clause::T22_4_2_3_3, Attribute::neutral},
};

TEST(DecideAttribute, EveryRowOfTheTable) {
  for (const Row& row : kTable) {
    const FlowerReport r = tables::decide_attribute(row.hei_y, row.bai_y, row.hei_o, row.bai_o);
    const std::string counts = "HEIy=" + std::to_string(row.hei_y) + " BAIy=" +
                               std::to_string(row.bai_y) + " HEIo=" + std::to_string(row.hei_o) +
                               " BAIo=" + std::to_string(row.bai_o);
    EXPECT_EQ(r.rule, row.rule) << counts;
    EXPECT_EQ(r.attribute, row.attribute) << counts;
    EXPECT_EQ(r.hei_y, row.hei_y);
    EXPECT_EQ(r.bai_y, row.bai_y);
    EXPECT_EQ(r.hei_o, row.hei_o);
    EXPECT_EQ(r.bai_o, row.bai_o);
    EXPECT_TRUE(r.stones.empty());
  }
}

TEST(DecideAttribute, ColourSymmetry) {
  // Swapping the colours of every count swaps black-like and white-like (T22.4 is symmetric).
  for (const Row& row : kTable) {
    const FlowerReport a = tables::decide_attribute(row.hei_y, row.bai_y, row.hei_o, row.bai_o);
    const FlowerReport b = tables::decide_attribute(row.bai_y, row.hei_y, row.bai_o, row.hei_o);
    const Attribute swapped = a.attribute == Attribute::black   ? Attribute::white
                              : a.attribute == Attribute::white ? Attribute::black
                                                                : Attribute::neutral;
    EXPECT_EQ(b.attribute, swapped);
  }
}

// ---- attribute_of on bottom boards ----------------------------------------------------------

Points pts(int size, const std::vector<std::string>& gtp) {
  Points out;
  for (const std::string& s : gtp) out.push_back(*parse_gtp(s, size));
  return out;
}

FlowerReport attribute_at(const Board& b, const std::string& gtp, const Rules& rules) {
  return attribute_of(b, string_at(b, *parse_gtp(gtp, b.size())), rules).report;
}

TEST(AttributeOf, FlowerTouchingNothingIsNeutral) {
  const Board b = board_from_rows({
      ". . .",
      ". F .",
      ". . .",
  });
  const FlowerReport r = attribute_at(b, "B2", Rules{});
  EXPECT_EQ(r.stones, pts(3, {"B2"}));
  EXPECT_EQ(r.hei_y + r.bai_y + r.hei_o + r.bai_o, 0);
  EXPECT_EQ(r.rule, Clause::T22_4_1);
}

TEST(AttributeOf, BlackStringWithAPrivateEye) {
  // B5 A4 B4 own the one-point region A5 (T18E.S3.1); C5 touches B5.
  const Board b = board_from_rows({
      ". X F . .",
      "X X . . .",
      ". . . . .",
      ". . . . .",
      ". . . . .",
  });
  const FlowerReport r = attribute_at(b, "C5", Rules{});
  EXPECT_EQ(r.hei_y, 1);
  EXPECT_EQ(r.bai_y, 0);
  EXPECT_EQ(r.hei_o, 0);
  EXPECT_EQ(r.bai_o, 0);
  EXPECT_EQ(r.rule, Clause::T22_4_2_1);
  EXPECT_EQ(r.attribute, Attribute::black);
}

TEST(AttributeOf, WhiteStringWithAPrivateEyeTouchingTwice) {
  // D5 D4 E4 own E5; the flower C5 C4 touches D5 and D4: one string, counted once (T22.2.4).
  const Board b = board_from_rows({
      ". . F O .",
      ". . F O O",
      ". . . . .",
      ". . . . .",
      ". . . . .",
  });
  const FlowerReport r = attribute_at(b, "C4", Rules{});
  EXPECT_EQ(r.stones, pts(5, {"C4", "C5"}));
  EXPECT_EQ(r.bai_y, 1);
  EXPECT_EQ(r.hei_y + r.hei_o + r.bai_o, 0);
  EXPECT_EQ(r.rule, Clause::T22_4_2_2);
  EXPECT_EQ(r.attribute, Attribute::white);
}

TEST(AttributeOf, LoneStoneHasNoPrivateEye) {
  // C3 alone splits nothing (A01 split): no region, no private eye — HEIo, and still neutral.
  // A diagonal stone (B2) is not adjacent (T22.2.2) and is not counted.
  const Board b = board_from_rows({
      ". . . . .",
      ". . F . .",
      ". . X . .",
      ". X . . .",
      ". . . . .",
  });
  const FlowerReport r = attribute_at(b, "C4", Rules{});
  EXPECT_EQ(r.hei_o, 1);
  EXPECT_EQ(r.hei_y + r.bai_y + r.bai_o, 0);
  EXPECT_EQ(r.rule, Clause::T22_4_1);
  EXPECT_EQ(r.attribute, Attribute::neutral);
}

// 7×7: black B7 A6 B6 owns A7, white F7 F6 G6 owns G7; the flower C7 D7 E7 touches both; D6 is a
// black stone without a private eye (one string alone splits nothing).
const std::vector<std::string> kTie = {
    ". X F F F O .",
    "X X . X . O O",
    ". . . . . . .",
    ". . . . . . .",
    ". . . . . . .",
    ". . . . . . .",
    ". . . . . . .",
};

TEST(AttributeOf, TieBrokenByTheStringsWithoutEyes) {
  const Board b = board_from_rows(kTie);
  const FlowerReport r = attribute_at(b, "D7", Rules{});
  EXPECT_EQ(r.hei_y, 1);
  EXPECT_EQ(r.bai_y, 1);
  EXPECT_EQ(r.hei_o, 1);
  EXPECT_EQ(r.bai_o, 0);
  EXPECT_EQ(r.rule, Clause::T22_4_2_3_1);
  EXPECT_EQ(r.attribute, Attribute::black);
}

TEST(AttributeOf, TieOfTheStringsWithoutEyesIsNeutral) {
  std::vector<std::string> rows = kTie;
  rows[1] = "X X O X . O O";  // C6 white, a lone stone without a private eye, touches C7
  const FlowerReport r = attribute_at(board_from_rows(rows), "D7", Rules{});
  EXPECT_EQ(r.hei_y, 1);
  EXPECT_EQ(r.bai_y, 1);
  EXPECT_EQ(r.hei_o, 1);
  EXPECT_EQ(r.bai_o, 1);
  EXPECT_EQ(r.rule, Clause::T22_4_2_3_3);
  EXPECT_EQ(r.attribute, Attribute::neutral);
}

TEST(AttributeOf, TieBrokenForWhite) {
  std::vector<std::string> rows = kTie;
  rows[1] = "X X O . . O O";  // no D6; C6 white without a private eye
  const FlowerReport r = attribute_at(board_from_rows(rows), "D7", Rules{});
  EXPECT_EQ(r.hei_o, 0);
  EXPECT_EQ(r.bai_o, 1);
  EXPECT_EQ(r.rule, Clause::T22_4_2_3_2);
  EXPECT_EQ(r.attribute, Attribute::white);
}

// As kTie, but the flower string also holds C6 and E6, so that D6 has no liberty (D5 white):
// a string kept without liberty on the bottom board (T22.2.8(1)).
const std::vector<std::string> kZeroLiberty = {
    ". X F F F O .",
    "X X F X F O O",
    ". . . O . . .",
    ". . . . . . .",
    ". . . . . . .",
    ". . . . . . .",
    ". . . . . . .",
};

TEST(AttributeOf, A10CountKeepsAStringWithoutLiberty) {
  const Board b = board_from_rows(kZeroLiberty);
  const FlowerReport r = attribute_at(b, "D7", Rules{});  // A10 count (default)
  EXPECT_EQ(r.stones, pts(7, {"C6", "E6", "C7", "D7", "E7"}));
  EXPECT_EQ(r.hei_y, 1);
  EXPECT_EQ(r.bai_y, 1);
  EXPECT_EQ(r.hei_o, 1);
  EXPECT_EQ(r.bai_o, 0);
  EXPECT_EQ(r.rule, Clause::T22_4_2_3_1);
  EXPECT_EQ(r.attribute, Attribute::black);
}

TEST(AttributeOf, A10IgnoreSkipsAStringWithoutLiberty) {
  const Board b = board_from_rows(kZeroLiberty);
  Rules rules;
  rules.set(Switch::eye_zero_liberty_strings, static_cast<int>(ZeroLiberty::ignore));
  const FlowerReport r = attribute_at(b, "D7", rules);
  EXPECT_EQ(r.hei_y, 1);
  EXPECT_EQ(r.bai_y, 1);
  EXPECT_EQ(r.hei_o, 0);
  EXPECT_EQ(r.bai_o, 0);
  EXPECT_EQ(r.rule, Clause::T22_4_2_3_3);
  EXPECT_EQ(r.attribute, Attribute::neutral);
}

}  // namespace
}  // namespace f3go::reference
