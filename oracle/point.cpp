#include "oracle/point.h"

#include <array>
#include <cassert>

namespace f3go {
namespace {

constexpr std::string_view kColumns = "ABCDEFGHJKLMNOPQRST";
const std::array<std::string_view, 10> kDigits{"", "一", "二", "三", "四", "五", "六", "七", "八", "九"};
constexpr std::string_view kTen = "十";

// Parses one canonical numeral 1..19 that fills s exactly.
std::optional<int> parse_zh_numeral(std::string_view s) {
  for (int n = 1; n <= kMaxSize; ++n)
    if (s == zh_numeral(n)) return n;
  return std::nullopt;
}

}  // namespace

std::string zh_numeral(int n) {
  assert(n >= 1 && n <= kMaxSize);
  if (n < 10) return std::string(kDigits[n]);
  return std::string(kTen) + std::string(kDigits[n - 10]);
}

std::string to_gtp(Point p) {
  if (p.x < 0 || p.y < 0 || p.x >= static_cast<int>(kColumns.size()))
    return "(" + std::to_string(p.x) + "," + std::to_string(p.y) + ")";
  return std::string(1, kColumns[p.x]) + std::to_string(p.y + 1);
}

std::optional<Point> parse_gtp(std::string_view s, int size) {
  if (s.size() < 2 || s.size() > 3) return std::nullopt;
  char c = s[0];
  if (c >= 'a' && c <= 'z') c = static_cast<char>(c - 'a' + 'A');
  auto col = kColumns.find(c);
  if (col == std::string_view::npos) return std::nullopt;
  int row = 0;
  for (char d : s.substr(1)) {
    if (d < '0' || d > '9') return std::nullopt;
    row = row * 10 + (d - '0');
  }
  if (s[1] == '0') return std::nullopt;
  Point p{static_cast<int>(col), row - 1};
  if (p.x >= size || p.y < 0 || p.y >= size) return std::nullopt;
  return p;
}

std::string to_zh(Point p) { return zh_numeral(p.x + 1) + zh_numeral(p.y + 1); }

std::optional<Point> parse_zh(std::string_view s, int size) {
  if (!s.empty() && s.back() == '*') s.remove_suffix(1);
  std::optional<Point> found;
  // Every split of s into two numerals; the canonical numerals make the split unique.
  for (std::size_t cut = 1; cut < s.size(); ++cut) {
    auto col = parse_zh_numeral(s.substr(0, cut));
    auto row = parse_zh_numeral(s.substr(cut));
    if (!col || !row) continue;
    if (found) return std::nullopt;
    found = Point{*col - 1, *row - 1};
  }
  if (found && (found->x >= size || found->y >= size)) return std::nullopt;
  return found;
}

Point named_point(const std::vector<Point>& ps) {
  assert(!ps.empty());
  Point best = ps.front();
  for (Point p : ps)
    if (p.y > best.y || (p.y == best.y && p.x < best.x)) best = p;
  return best;
}

std::string zh_name(const std::vector<Point>& ps) {
  assert(!ps.empty());
  return to_zh(named_point(ps)) + (ps.size() > 1 ? "*" : "");
}

std::string format_point(Point p, CoordStyle style) {
  return style == CoordStyle::gtp ? to_gtp(p) : to_zh(p);
}

std::string format_points(const std::vector<Point>& ps, CoordStyle style) {
  std::string s;
  for (const Point& p : ps) {
    if (!s.empty()) s += style == CoordStyle::gtp ? "," : "、";
    s += format_point(p, style);
  }
  return s;
}

std::optional<Point> parse_point(std::string_view s, int size) {
  if (auto p = parse_gtp(s, size)) return p;
  return parse_zh(s, size);
}

}  // namespace f3go
