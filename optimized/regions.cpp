// T22.2.6 封闭区域 / T18E.S1–S2 on bitboards (twin: reference/regions.cpp, same readings: A01, A02,
// N03, A38 region.wall, A39 region.empty_wall).
#include "optimized/regions.h"

#include <algorithm>
#include <array>
#include <cassert>

namespace f3go::optimized {
namespace {

// A38 region.wall (twin: reference in_wall): the flowers, A, and under `same_colour` every stone
// of A's colour (T22.2.7 「由颜色相同的棋串…形成的…封闭区域」).
Bitboard wall_of(const BoardBits& b, const Bitboard& a, const Rules& rules) {
  Bitboard wall = b.flower | a;
  if (rules.region_wall() == RegionWall::same_colour) wall |= a.intersects(b.black) ? b.black : b.white;
  return wall;
}

// A02 `any`: the components of everything off the wall.
Bitboards pieces_any(const BoardBits& b, const Bitboard& wall) { return components(b.board & ~wall); }

// A02 `any`, N03 `bordered`: only the pieces A borders, ordered by first point.
Bitboards bordered_pieces_any(const BoardBits& b, const Bitboard& a, const Bitboard& wall) {
  return components_meeting(b.board & ~wall, neighbours(a, b.board));
}

// The eight points around a point, in turn (each next to the one before it and the last to the
// first), as bit offsets: north, north-east, east, south-east, south, south-west, west,
// north-west. Those of the four neighbours are the even places.
constexpr std::array<int, 8> kRing = {-kStride, -kStride + 1, 1, kStride + 1, kStride, kStride - 1, -1, -kStride - 1};

// Per pattern of open places on the ring (bit k: place k is open): the open neighbours (even
// places) all lie in one run of consecutive open places around the ring.
constexpr std::array<bool, 256> kRingJoined = [] {
  std::array<bool, 256> joined{};
  for (unsigned m = 0; m < 256; ++m) {
    int runs_with_neighbour = 0;
    for (unsigned k = 0; k < 8; ++k) {
      const bool open = (m >> k) & 1U, open_before = (m >> ((k + 7) % 8)) & 1U;
      if (!open || open_before) continue;  // not the start of a run
      bool neighbour = false;
      for (unsigned j = k; (m >> (j % 8)) & 1U; ++j) neighbour |= j % 2 == 0;
      runs_with_neighbour += neighbour;
    }
    joined[m] = m == 0xFF || runs_with_neighbour <= 1;  // all open: one run without a start
  }
  return joined;
}();

}  // namespace

bool joined_nearby(const BoardBits& b, const Bitboard& x, const Bitboard& open) {
  assert(x.any() && x.subset_of(b.board) && open.subset_of(b.board));
  // Speed only: around one point off `open`, the points within one king step but x are the ring,
  // each next to the two beside it and to no other (a step off the board lands in the padding
  // column or outside the words: never open), so the neighbours are joined there when they lie in
  // one run of open places (kRingJoined).
  if (x.at_most_one() && !open.intersects(x)) {
    const int i = x.first();
    unsigned m = 0;
    for (unsigned k = 0; k < 8; ++k) {
      const int j = i + kRing[k];
      if (j >= 0 && j < kBits && open.test(j)) m |= 1U << k;
    }
    return kRingJoined[m];
  }
  const Bitboard seeds = neighbours(x, b.board) & open;
  if (seeds.at_most_one()) return true;
  const Bitboard row = x | shift(x, Direction::east, b.board) | shift(x, Direction::west, b.board);
  const Bitboard near = row | shift(row, Direction::north, b.board) | shift(row, Direction::south, b.board);
  Bitboard seed;
  seed.set(seeds.first());
  return seeds.subset_of(flood(seed, near & open));
}

namespace {

// Speed only (A02 `any`): A borders at most one piece when the points next to it off the wall are
// joined nearby. Most strings enclose nothing and are settled here without flooding the whole board.
bool borders_at_most_one_piece(const BoardBits& b, const Bitboard& a, const Bitboard& wall) {
  return joined_nearby(b, a, b.board & ~wall);
}

// A02 `empty` (T22.2.6 「由连续紧邻的空点形成的路径」, twin: reference connects / pieces_of): the
// components of the connecting points — the empty points, and under A39 `own_colour` the stones of
// the other colour — each with the stone strings off the wall that touch it without connecting,
// ordered as sorted point lists.
Bitboards pieces_empty(const BoardBits& b, const Bitboard& a, const Bitboard& wall, const Rules& rules) {
  Bitboard connecting = b.empty;
  if (rules.empty_wall() == EmptyWall::own_colour) connecting |= a.intersects(b.black) ? b.white : b.black;
  connecting &= ~wall;
  Bitboards pieces;
  for (const Bitboard& k : components(connecting)) {
    const Bitboard seeds = touched(k, b.board) & b.stones() & ~wall & ~connecting;
    pieces.push_back(k | flood(seeds & b.black, b.black) | flood(seeds & b.white, b.white));
  }
  std::sort(pieces.begin(), pieces.end(), lexicographic_less);
  return pieces;
}

// A01 `inner_only`: the outer piece is the largest (ties: the first).
std::size_t outer_piece(const Bitboards& pieces) {
  std::size_t outer = 0;
  for (std::size_t i = 1; i < pieces.size(); ++i)
    if (pieces[i].popcount() > pieces[outer].popcount()) outer = i;
  return outer;
}

}  // namespace

Bitboards enclosed_regions(const BoardBits& b, const Bitboard& a, const Rules& rules) {
  const RegionPieces reading = rules.region_pieces();
  const bool any = rules.region_connect() == RegionConnect::any;
  const Bitboard wall = wall_of(b, a, rules);
  // Speed only: under N03 `bordered`, A01 `split` and `inner_only` want two bordered pieces.
  if (any && reading == RegionPieces::bordered && rules.needs_split() != NeedsSplit::always &&
      borders_at_most_one_piece(b, a, wall))
    return {};
  Bitboards pieces = any ? (reading == RegionPieces::bordered ? bordered_pieces_any(b, a, wall) : pieces_any(b, wall))
                         : pieces_empty(b, a, wall, rules);
  // N03 region.pieces (T18E.S2 「这个黑棋串A…所形成的」): only pieces A borders are A's, unless `all`.
  Bitboards bordered;
  for (const Bitboard& p : pieces)
    if (adjacent(b, a, p)) bordered.push_back(p);
  const std::size_t counted = reading == RegionPieces::bordered ? bordered.size() : pieces.size();
  Bitboards regions = reading == RegionPieces::all ? pieces : bordered;
  switch (rules.needs_split()) {
    case NeedsSplit::always:
      return regions;
    case NeedsSplit::split:  // A01 — T22.2.6 「此环状带可以将棋盘分成两个区域」
      return counted >= 2 ? regions : Bitboards{};
    case NeedsSplit::inner_only:  // T18.1 「将棋盘分成内部区域和外部区域」
      if (counted < 2 || regions.empty()) return {};
      regions.erase(regions.begin() + static_cast<std::ptrdiff_t>(outer_piece(regions)));
      return regions;
  }
  return regions;
}

std::optional<Bitboards> regions_after_growth(const BoardBits& b, const Bitboard& a, int s, const Bitboards& before,
                                              const Rules& rules) {
  assert(a.test(s) && (a & ~Bitboard::of(point_of(s))).intersects(neighbours(Bitboard::of(point_of(s)), b.board)));
  const NeedsSplit split = rules.needs_split();
  if (!regions_fixed_by_flowers(rules) || rules.region_pieces() != RegionPieces::bordered ||
      split == NeedsSplit::inner_only)
    return std::nullopt;
  const Bitboard stone = Bitboard::of(point_of(s));
  if (!joined_nearby(b, stone, b.board & ~wall_of(b, a, rules))) return std::nullopt;
  if (before.empty()) {
    if (split == NeedsSplit::split) return Bitboards{};
    return std::nullopt;  // under `always` P was listed: `before` is not that of a \ {s}
  }
  Bitboards out;
  bool held = false;
  for (const Bitboard& p : before) {
    if (!p.test(s)) {
      out.push_back(p);
      continue;
    }
    held = true;
    if (const Bitboard rest = p & ~stone; rest.any()) out.push_back(rest);
  }
  if (!held) return std::nullopt;  // P was not listed: `before` is not that of a \ {s}
  std::sort(out.begin(), out.end(), first_point_less);
  if (split == NeedsSplit::split && out.size() < 2) return Bitboards{};
  return out;
}

}  // namespace f3go::optimized
