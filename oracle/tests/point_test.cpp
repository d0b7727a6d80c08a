// Coordinates (docs/rules.md, "Coordinates"): GTP columns A–T without I, rows from the bottom; the
// author's notation, column then row in Chinese numerals (「八九」 = H9 on 9×9).
#include "oracle/point.h"

#include <gtest/gtest.h>

#include <algorithm>

namespace f3go {
namespace {

constexpr Point kA1{0, 0}, kH9{7, 8}, kJ9{8, 8}, kJ1{8, 0}, kL19{10, 18}, kA11{0, 10}, kT19{18, 18};

TEST(Gtp, Names) {
  EXPECT_EQ(to_gtp(kA1), "A1");
  EXPECT_EQ(to_gtp(kH9), "H9");
  EXPECT_EQ(to_gtp(kJ1), "J1");  // I is skipped: the ninth column is J
  EXPECT_EQ(to_gtp(kL19), "L19");
  EXPECT_EQ(to_gtp(kT19), "T19");
}

// A refused move can name a point off every board: it is written, not read out of bounds.
TEST(Gtp, NamesPointsOffTheBoard) {
  EXPECT_EQ(to_gtp(Point{-1, 0}), "(-1,0)");
  EXPECT_EQ(to_gtp(Point{19, 3}), "(19,3)");
  EXPECT_EQ(to_gtp(Point{2, -1}), "(2,-1)");
}

TEST(Gtp, ParsesTheNames) {
  EXPECT_EQ(parse_gtp("A1", 9), kA1);
  EXPECT_EQ(parse_gtp("J1", 9), kJ1);
  EXPECT_EQ(parse_gtp("J1", 9)->x, 8);
  EXPECT_EQ(parse_gtp("H9", 9), kH9);
  EXPECT_EQ(parse_gtp("T19", 19), kT19);
  EXPECT_EQ(parse_gtp("c3", 9), (Point{2, 2}));  // GTP vertices are case-insensitive
}

TEST(Gtp, IIsNoColumn) {
  EXPECT_FALSE(parse_gtp("I5", 19));
  EXPECT_FALSE(parse_gtp("i5", 19));
}

TEST(Gtp, PointsOffTheBoardAreInvalid) {
  EXPECT_FALSE(parse_gtp("K1", 9));  // the tenth column
  EXPECT_FALSE(parse_gtp("A10", 9));
  EXPECT_FALSE(parse_gtp("A0", 9));
  EXPECT_FALSE(parse_gtp("T19", 18));
  EXPECT_FALSE(parse_gtp("A20", 19));
  EXPECT_FALSE(parse_gtp("C3", 2));
}

TEST(Gtp, MalformedNamesAreInvalid) {
  for (const char* s : {"", "A", "3", "3C", "C3x", "C03", "CC3", "Z1", "C-3", "C 3", "A100"})
    EXPECT_FALSE(parse_gtp(s, 19)) << s;
}

TEST(Gtp, EveryPointRoundTrips) {
  for (int n = kMinSize; n <= kMaxSize; ++n)
    for (int y = 0; y < n; ++y)
      for (int x = 0; x < n; ++x) EXPECT_EQ(parse_gtp(to_gtp({x, y}), n), (Point{x, y}));
}

TEST(Zh, Names) {
  EXPECT_EQ(to_zh(kH9), "八九");
  EXPECT_EQ(to_zh(kJ9), "九九");
  EXPECT_EQ(to_zh(kL19), "十一十九");
  EXPECT_EQ(to_zh(kA11), "一十一");
  EXPECT_EQ(to_zh(kA1), "一一");
  EXPECT_EQ(to_zh({9, 9}), "十十");
}

TEST(Zh, ParsesTheAuthorsNotation) {
  EXPECT_EQ(parse_zh("八九", 9), kH9);
  EXPECT_EQ(parse_zh("九九", 9), kJ9);  // the top-right corner of 9×9
  EXPECT_EQ(parse_zh("十一十九", 19), kL19);
  EXPECT_EQ(parse_zh("一十一", 19), kA11);
  EXPECT_EQ(parse_zh("十十", 19), (Point{9, 9}));
  EXPECT_EQ(parse_zh("十一", 19), (Point{9, 0}));     // 十 then 一: K1
  EXPECT_EQ(parse_zh("二十一", 19), (Point{1, 10}));  // 二 then 十一: B11
}

TEST(Zh, TrailingStarIsStripped) {
  EXPECT_EQ(parse_zh("八九*", 9), kH9);  // 「八九*」: the string through 八九
  EXPECT_FALSE(parse_zh("*", 9));
}

TEST(Zh, OffTheBoardAndMalformedAreInvalid) {
  EXPECT_FALSE(parse_zh("十一十九", 9));
  EXPECT_FALSE(parse_zh("十九", 9));
  for (const char* s : {"", "八", "零一", "八十九十", "一十一十", "H9", "八 九", "八九**"})
    EXPECT_FALSE(parse_zh(s, 19)) << s;
}

TEST(Zh, EveryPointRoundTrips) {
  for (int n = kMinSize; n <= kMaxSize; ++n)
    for (int y = 0; y < n; ++y)
      for (int x = 0; x < n; ++x) EXPECT_EQ(parse_zh(to_zh({x, y}), n), (Point{x, y}));
}

TEST(ParsePoint, AcceptsEitherNotation) {
  EXPECT_EQ(parse_point("H9", 9), kH9);
  EXPECT_EQ(parse_point("八九", 9), kH9);
  EXPECT_EQ(parse_point("八九*", 9), kH9);
  EXPECT_FALSE(parse_point("I5", 9));
  EXPECT_FALSE(parse_point("十九", 9));
}

// Seed 004's figure of one string with three regions (docs/rules.md "私眼RST"): the author names the
// white string F9 F8 G8 F7 F6 F5 G5 H5 J5 六九*, the black string G7 G6 H6 七七*, the region R
// G9 H9 J9 七九*, the single stone J7 九七; in point order the first points would be F5, G6.
TEST(ZhName, TheAuthorsPointIsTheFirstReadingFromTheTopRow) {
  auto pts = [](std::initializer_list<std::string_view> gtp) {
    std::vector<Point> out;
    for (std::string_view s : gtp) out.push_back(*parse_gtp(s, 9));
    std::sort(out.begin(), out.end());
    return out;
  };
  EXPECT_EQ(zh_name(pts({"F9", "F8", "G8", "F7", "F6", "F5", "G5", "H5", "J5"})), "六九*");
  EXPECT_EQ(zh_name(pts({"G7", "G6", "H6"})), "七七*");
  EXPECT_EQ(zh_name(pts({"G9", "H9", "J9"})), "七九*");
  EXPECT_EQ(zh_name(pts({"J7"})), "九七");
  EXPECT_EQ(named_point(pts({"A1", "B2", "C2"})), *parse_gtp("B2", 9));
}

TEST(FormatPoints, CommaSeparatedInEitherStyle) {
  EXPECT_EQ(format_points({kA1, kJ1, kH9}), "A1,J1,H9");
  EXPECT_EQ(format_points({kA1, kH9}, CoordStyle::zh), "一一、八九");
  EXPECT_EQ(format_points({}), "");
  EXPECT_EQ(format_point(kL19, CoordStyle::gtp), "L19");
  EXPECT_EQ(format_point(kL19, CoordStyle::zh), "十一十九");
}

TEST(PointOrder, IsA1B1ThenA2) {
  std::vector<Point> ps{{0, 1}, {1, 0}, {0, 0}, {2, 0}, {1, 1}};
  std::sort(ps.begin(), ps.end());
  EXPECT_EQ(ps, (std::vector<Point>{{0, 0}, {1, 0}, {2, 0}, {0, 1}, {1, 1}}));
  EXPECT_LT((Point{18, 0}), (Point{0, 1}));
}

}  // namespace
}  // namespace f3go
