// oracle/eye_detail.h: every finding has its words in both languages, and the findings that name
// points name them as the caller writes points.
#include "oracle/eye_detail.h"

#include <gtest/gtest.h>

#include <set>
#include <string>

namespace f3go {
namespace {

constexpr int kFindings = static_cast<int>(EyeFinding::no_empty_string_holds) + 1;

EyeDetail example(EyeFinding f) {
  EyeDetail d{f, {Point{0, 0}, Point{1, 0}}, std::nullopt};
  if (f == EyeFinding::additions_make_eye) d.eye = Point{2, 0};
  return d;
}

TEST(EyeDetail, EveryFindingHasItsOwnWordsInBothLanguages) {
  std::set<std::string> en, zh;
  for (int i = 1; i < kFindings; ++i) {
    const EyeDetail d = example(static_cast<EyeFinding>(i));
    const std::string e = to_text(d, Lang::en), z = to_text(d, Lang::zh);
    EXPECT_FALSE(e.empty()) << i;
    EXPECT_FALSE(z.empty()) << i;
    EXPECT_NE(e, z) << i;
    EXPECT_TRUE(en.insert(e).second) << "two findings share the English words " << e;
    EXPECT_TRUE(zh.insert(z).second) << "two findings share the Chinese words " << z;
  }
  EXPECT_EQ(to_text(EyeDetail{}, Lang::en), "");
}

TEST(EyeDetail, PointsNamedByTheCaller) {
  const EyeDetail made{EyeFinding::additions_make_eye, {Point{0, 0}, Point{1, 0}}, Point{2, 0}};
  EXPECT_EQ(to_text(made, Lang::en), "adding A1,B1 makes a one-liberty eye at C1");
  EXPECT_EQ(to_text(made, Lang::en, [](const std::vector<Point>& ps) { return std::to_string(ps.size()) + " points"; }),
            "adding 2 points makes a one-liberty eye at 1 points");
  const EyeDetail nothing{EyeFinding::additions_make_eye, {}, Point{2, 0}};
  EXPECT_EQ(to_text(nothing, Lang::en), "adding nothing makes a one-liberty eye at C1");
  EXPECT_EQ(to_text(EyeDetail{EyeFinding::region_holds, {Point{3, 3}, Point{3, 4}}, std::nullopt}, Lang::en),
            "region at D4 is a private eye");
}

}  // namespace
}  // namespace f3go
