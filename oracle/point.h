// Points of an n×n board (docs/rules.md, "Coordinates").
// x is the column (0 = A), y the row (0 = row 1, at the bottom). Points are ordered A1, B1, …, A2, …
// (the order of every list of points in the output), which is the order of index().
#pragma once
#include <cassert>
#include <compare>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace f3go {

inline constexpr int kMinSize = 2;
inline constexpr int kMaxSize = 19;

struct Point {
  int x = 0;
  int y = 0;
  friend constexpr bool operator==(Point, Point) = default;
  friend constexpr auto operator<=>(Point a, Point b) {  // A1, B1, …, A2, …
    return a.y != b.y ? a.y <=> b.y : a.x <=> b.x;
  }
};

// GTP notation: column letters A–T without I, then the row number ("C3", "T19"). A point off every
// board (a column outside A–T or a row below 1, as in a refused move) is written "(x,y)" with its
// 0-based coordinates.
std::string to_gtp(Point p);
std::optional<Point> parse_gtp(std::string_view s, int size);

// The rule author's notation: column then row in Chinese numerals, row 1 at the bottom
// (「八九」 = H9). A trailing '*' ("the string through that point") is accepted and ignored.
std::string to_zh(Point p);
// One numeral of that notation: 1 → 「一」, 10 → 「十」, 19 → 「十九」. Precondition: 1 ≤ n ≤ 19.
std::string zh_numeral(int n);
std::optional<Point> parse_zh(std::string_view s, int size);

// The point the author names a string, empty string or group of points by: the first his figures
// show, reading from the top row down and each row from the left (his rows count up from the
// bottom, row 九 the top edge of a 9×9 board: 「黑棋串八九*与上边界外区域形成一个封闭区域」). So seed 004
// names the white string F9 … J5 六九* and the black string G7 G6 H6 七七*.
// Precondition: ps is not empty.
Point named_point(const std::vector<Point>& ps);
// That point in his notation, with the star of 「六九*」 when ps has more than one point
// ("the string through that point"); a single point is named bare (「白棋串七九」).
// Precondition: ps is not empty.
std::string zh_name(const std::vector<Point>& ps);

enum class CoordStyle {
  gtp,
  zh
};
std::string format_point(Point p, CoordStyle style);
// GTP points joined by ',' ("A1,H9"); the author's joined by '、' (“一一、八九”).
std::string format_points(const std::vector<Point>& ps, CoordStyle style = CoordStyle::gtp);

// One of the 8 symmetries of the n×n square, 0..7: bit 2 transposes (applied first), bit 0 mirrors
// the columns, bit 1 the rows. Precondition: p is on the n×n board.
inline Point map_point(Point p, int n, int symmetry) {
  assert(p.x >= 0 && p.x < n && p.y >= 0 && p.y < n);
  if (symmetry & 4) std::swap(p.x, p.y);
  if (symmetry & 1) p.x = n - 1 - p.x;
  if (symmetry & 2) p.y = n - 1 - p.y;
  return p;
}

// Either notation.
std::optional<Point> parse_point(std::string_view s, int size);

}  // namespace f3go
