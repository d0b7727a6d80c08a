// T22.2.6 封闭区域, T18.1, T18E.S1–S2: the enclosed regions formed by a string A with the
// off-board area, every flower string counting as off-board (T22.2.8(1) 「棋盘上的一切花棋串皆视同
// 边界外区域」, T18E.S1). Readings: A01 region.needs_split, A02 region.connect, N03 region.pieces,
// A38 region.wall, A39 region.empty_wall.
#include "reference/regions.h"

#include <algorithm>
#include <cassert>

namespace f3go::reference {
namespace {

// The wall of A's regions (T18E.S1–S2, A38 region.wall): the flowers, which count as off-board
// (T22.2.8(1) 「棋盘上的一切花棋串皆视同边界外区域」, T18E.S1), and
// - `string`: A alone — T18E.S2 「查找出这个黑棋串A或这个黑棋串A与边界外区域…所形成的一个或多个封闭区域」;
// - `same_colour`: every string of A's colour — T22.2.7 「由颜色相同的棋串或颜色相同的棋串和边界外区域
//   （含中性花棋串）形成的含有空点串的封闭区域」; the other strings of A's colour then share the regions
//   they wall, and T22.2.8(2) / T18E.S3.2 (A03) decide whether a region is A's alone
//   (private_eye.cpp).
bool in_wall(const Board& b, const Points& a, Point q, const Rules& rules) {
  if (b.at(q) == Cell::flower || contains(a, q)) return true;
  return rules.region_wall() == RegionWall::same_colour && b.at(q) == b.at(a.front());
}

// The points through which a piece is connected (A02 region.connect, A39 region.empty_wall):
// - A02 `any`: every point off the wall, stones included (T18E RST region S holds two black
//   strings and two empty strings in one region);
// - A02 `empty`: T22.2.6 「此两个区域没有一条由连续紧邻的空点形成的路径相连接」 — the empty points, so that
//   every stone closes the ring (A39 `any_stone`); or, under A39 `own_colour`, the empty points and
//   the stones of the other colour, so that only stones of A's colour close the ring (T22.2.7
//   「由颜色相同的棋串…形成的」: an eye is walled by one colour).
bool connects(const Board& b, const Points& a, Point q, const Rules& rules) {
  if (in_wall(b, a, q, rules)) return false;
  if (rules.region_connect() == RegionConnect::any || b.at(q) == Cell::empty) return true;
  return rules.empty_wall() == EmptyWall::own_colour && b.at(q) == stone(opponent(colour_of(b.at(a.front()))));
}

// The pieces of the board around A: each a component of the connecting points, with every stone
// string off the wall that does not connect but touches the component (under A02 `empty`, the
// stones that close the ring without being the wall: N01 reading 1, a string can be in several
// pieces and a string next to no connecting point is in none). Sorted as point lists.
std::vector<Points> pieces_of(const Board& b, const Points& a, const Rules& rules) {
  const auto joins = [&](Point q) { return connects(b, a, q, rules); };
  std::vector<Points> pieces;
  std::vector<char> done(static_cast<std::size_t>(b.area()), 0);
  for (int i = 0; i < b.area(); ++i) {
    const Point start = b.point(i);
    if (done[static_cast<std::size_t>(i)] || !joins(start)) continue;
    const Points component = flood(b, start, joins);
    Points piece = component;
    for (Point p : component) {
      done[static_cast<std::size_t>(b.index(p))] = 1;
      for (Point q : b.neighbours(p))
        if (is_stone(b.at(q)) && !joins(q) && !in_wall(b, a, q, rules) && !contains(piece, q)) {
          const Points s = string_at(b, q);
          piece.insert(piece.end(), s.begin(), s.end());
          std::sort(piece.begin(), piece.end());
        }
    }
    pieces.push_back(std::move(piece));
  }
  std::sort(pieces.begin(), pieces.end());
  return pieces;
}

// A01 `inner_only`: the outer piece is the largest (ties: the one whose first point comes first).
std::size_t outer_piece(const std::vector<Points>& pieces) {
  std::size_t outer = 0;
  for (std::size_t i = 1; i < pieces.size(); ++i)
    if (pieces[i].size() > pieces[outer].size()) outer = i;
  return outer;
}

}  // namespace

std::vector<Points> enclosed_regions(const Board& b, const Points& a, const Rules& rules) {
  assert(!a.empty() && is_stone(b.at(a.front())) && string_at(b, a.front()) == a);
  std::vector<Points> pieces = pieces_of(b, a, rules);
  // N03 region.pieces — T18E.S2 「查找出这个黑棋串A…所形成的一个或多个封闭区域」: `bordered` (default):
  // a piece A does not border was walled off by flowers alone, not formed by A, and does not count;
  // `split_all`: every piece counts when asking whether the ring divides the board (T22.2.6), but
  // only the bordered ones are A's; `all`: every piece is a region of A.
  std::vector<Points> bordered;
  for (const Points& p : pieces)
    if (adjacent(b, a, p)) bordered.push_back(p);
  const RegionPieces reading = rules.region_pieces();
  const std::size_t counted = reading == RegionPieces::bordered ? bordered.size() : pieces.size();
  std::vector<Points> regions = reading == RegionPieces::all ? pieces : bordered;
  switch (rules.needs_split()) {
    case NeedsSplit::always:
      return regions;
    case NeedsSplit::split:
      // A01 `split` — T22.2.6 「此环状带可以将棋盘分成两个区域」: regions only when the ring divides
      // the board; then every piece is one (T18E RST region T, 「白棋串六九*左边和下边广大区域」).
      return counted >= 2 ? regions : std::vector<Points>{};
    case NeedsSplit::inner_only:
      // T18.1 「将棋盘分成内部区域和外部区域…则此内部区域即为一个封闭区域」.
      if (counted < 2 || regions.empty()) return {};
      regions.erase(regions.begin() + static_cast<std::ptrdiff_t>(outer_piece(regions)));
      return regions;
  }
  return regions;
}

}  // namespace f3go::reference
