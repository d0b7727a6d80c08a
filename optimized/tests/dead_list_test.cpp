// T22.7 「将黑、白两方逻辑死子清理出棋盘后」 with T22.3.2(4): the agreed dead list names black and white
// stones; a flower in it is refused by both engines alike, naming the point, never dropped; the
// black-like flower of a listed string leaves with it under A35 with_group (the default).
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "optimized/score.h"
#include "oracle/error.h"
#include "oracle/point.h"
#include "reference/score.h"

namespace f3go {
namespace {

// corpus/cases/switches/A35_dead_flowers_7x7.case: black A2-B2-B1 with its black-like flower C1.
const std::vector<std::string> kCorner = {
    ". . . . . . .",
    ". . . . . . .",
    ". . . . . . .",
    ". . . . . . .",
    "O O . . . . .",
    "X X O O . . .",
    ". X F O . . .",
};

std::vector<Point> pts(const std::vector<std::string>& gtp) {
  std::vector<Point> out;
  for (const std::string& s : gtp) out.push_back(*parse_gtp(s, 7));
  return out;
}

// The error message of a score that refuses its dead list, or "" when it scores.
template <class Score>
std::string refusal(Score score) {
  try {
    score();
  } catch (const InputError& e) {
    return e.what();
  }
  return "";
}

TEST(DeadList, AListedFlowerIsRefusedNamingThePoint) {
  const Board b = board_from_rows(kCorner);
  for (const auto& dead : {pts({"C1"}), pts({"A2", "B2", "B1", "C1"})})
    for (int reading : {0, 1}) {
      Rules rules;
      rules.set(Switch::score_dead_flowers, reading);
      const std::string r = refusal([&] { reference::score(b, rules, dead); });
      const std::string o = refusal([&] { optimized::score(b, rules, dead); });
      EXPECT_NE(r.find("C1 holds a flower"), std::string::npos) << r;
      EXPECT_NE(r.find("dead list"), std::string::npos) << r;
      EXPECT_EQ(r, o);
    }
}

TEST(DeadList, TheFlowerOfAListedStringLeavesWithItByDefault) {
  const Board b = board_from_rows(kCorner);
  const Rules rules;
  ASSERT_EQ(rules.dead_flowers(), DeadFlowers::with_group);
  const ScoreReport r = reference::score(b, rules, pts({"A2", "B2", "B1"}));
  EXPECT_EQ(r.dead, pts({"B1", "C1", "A2", "B2"}));
  EXPECT_EQ(r.white, 49);
  EXPECT_EQ(r.neutral, 0);
  EXPECT_EQ(r.result, "W+28.25");
  EXPECT_EQ(optimized::score(b, rules, pts({"A2", "B2", "B1"})), r);
}

TEST(DeadList, AnEmptyOrOffBoardPointIsStillIgnored) {
  const Board b = board_from_rows(kCorner);
  const Rules rules;
  const std::vector<Point> dead{*parse_gtp("A1", 7), Point{7, 0}};
  EXPECT_EQ(reference::score(b, rules, dead), reference::score(b, rules, {}));
  EXPECT_EQ(optimized::score(b, rules, dead), reference::score(b, rules, {}));
}

}  // namespace
}  // namespace f3go
