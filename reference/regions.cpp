// T22.2.6 封闭区域, T18.1, T18E.S1–S2: the enclosed regions formed by a string A with the
// off-board area, every flower string counting as off-board (T22.2.8(1) 「棋盘上的一切花棋串皆视同
// 边界外区域」, T18E.S1). Readings: A01 region.needs_split, A02 region.connect.
#include "reference/regions.h"

#include <algorithm>

namespace f3go::reference {
namespace {

// T18E.S1: the ring is made of A, the edge and the flowers; every other point is inside a piece.
// One flag per point (board index): 1 on the ring.
std::vector<char> ring_of(const Board& b, const Points& a) {
  std::vector<char> ring(static_cast<std::size_t>(b.area()), 0);
  for (std::size_t i = 0; i < ring.size(); ++i) ring[i] = b.cells()[i] == Cell::flower;
  for (Point p : a) ring[static_cast<std::size_t>(b.index(p))] = 1;
  return ring;
}

// A02 `any`: pieces connected through every point outside the ring, stones included (T18E RST
// region S holds two black strings and two empty strings in one region).
std::vector<Points> pieces_any(const Board& b, const Points& a) {
  std::vector<Points> pieces;
  const std::vector<char> ring = ring_of(b, a);
  const auto outside_ring = [&](Point q) { return ring[static_cast<std::size_t>(b.index(q))] == 0; };
  std::vector<char> done(ring.size(), 0);
  for (std::size_t i = 0; i < ring.size(); ++i) {
    if (ring[i] || done[i]) continue;
    Points piece = flood(b, b.point(static_cast<int>(i)), outside_ring);
    for (Point q : piece) done[static_cast<std::size_t>(b.index(q))] = true;
    pieces.push_back(std::move(piece));
  }
  return pieces;
}

// A02 `empty`: T22.2.6 「此两个区域没有一条由连续紧邻的空点形成的路径相连接」 — pieces connected only
// through empty points; each piece also holds every stone string adjacent to its empty points.
std::vector<Points> pieces_empty(const Board& b, const Points& a) {
  std::vector<Points> pieces;
  for (const Points& e : empty_strings(b)) {
    Points piece = e;
    for (Point p : e)
      for (Point q : b.neighbours(p))
        if (is_stone(b.at(q)) && !contains(a, q) && !contains(piece, q)) {
          Points s = string_at(b, q);
          piece.insert(piece.end(), s.begin(), s.end());
          std::sort(piece.begin(), piece.end());
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
  std::vector<Points> pieces = rules.region_connect() == RegionConnect::any ? pieces_any(b, a)
                                                                            : pieces_empty(b, a);
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
