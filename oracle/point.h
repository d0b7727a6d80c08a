// Points of an n×n board (SPEC.md "Coordinates").
// x is the column (0 = A), y the row (0 = row 1, at the bottom). Points are ordered A1, B1, …, A2, …
// (the order of every list of points in the output), which is the order of index().
#pragma once
#include <compare>
#include <optional>
#include <string>
#include <string_view>
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

// GTP notation: column letters A–T without I, then the row number ("C3", "T19").
std::string to_gtp(Point p);
std::optional<Point> parse_gtp(std::string_view s, int size);

// The rule author's notation: column then row in Chinese numerals, row 1 at the bottom
// (「八九」 = H9). A trailing '*' ("the string through that point") is accepted and ignored.
std::string to_zh(Point p);
std::optional<Point> parse_zh(std::string_view s, int size);

enum class CoordStyle { gtp, zh };
std::string format_point(Point p, CoordStyle style);
std::string format_points(const std::vector<Point>& ps, CoordStyle style = CoordStyle::gtp);

// Either notation.
std::optional<Point> parse_point(std::string_view s, int size);

}  // namespace f3go
