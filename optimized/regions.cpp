// T22.2.6 封闭区域 / T18E.S1–S2 on bitboards (twin: reference/regions.cpp, same readings: A01, A02,
// N03, A38 region.wall, A39 region.empty_wall).
#include "optimized/regions.h"

#include <algorithm>
#include <array>
#include <cassert>
#include <optional>

namespace f3go::optimized {
inline namespace F3GO_OPTIMIZED_NS {
namespace {

// A38 region.wall (twin: reference in_wall) around a string of colour c, the string aside: the
// flowers, and under `same_colour` every stone of c (T22.2.7 「由颜色相同的棋串…形成的…封闭区域」).
Bitboard wall_around(const BoardBits& b, Colour c, const Rules& rules) {
  return rules.region_wall() == RegionWall::same_colour ? b.flower | b.stones_of(c) : b.flower;
}

// The wall of the string `a`: a with wall_around. Precondition: a is a black or white string of b.
Bitboard wall_of(const BoardBits& b, const Bitboard& a, const Rules& rules) {
  assert(a.any() && (a.subset_of(b.black) || a.subset_of(b.white)));
  return a | wall_around(b, b.black.test(a.first()) ? Colour::black : Colour::white, rules);
}

// A02 `any`: the components of everything off the wall.
Bitboards pieces_any(const BoardBits& b, const Bitboard& wall) { return components(b.board & ~wall); }

// A02 `any`, N03 `bordered`: only the pieces A borders, ordered by first point.
Bitboards bordered_pieces_any(const BoardBits& b, const Bitboard& a, const Bitboard& wall) {
  return components_meeting(b.board & ~wall, neighbours(a, b.board));
}

// The points within one king step of a small shape but the shape (its ring), in turn around it, as
// bit offsets from the shape's first point: each is next to the one before it and the last to the
// first, and to no other of them (the ring of one point, of two or of three joined points is a
// cycle without chords); `neighbours`: the places next to the shape (bit k: place k).
template <std::size_t N>
struct Ring {
  std::array<int, N> offsets;
  unsigned neighbours;
};
// Around a point, from the north: the four neighbours are the even places.
constexpr Ring<8> kPointRing{{-kStride, -kStride + 1, 1, kStride + 1, kStride, kStride - 1, -1, -kStride - 1}, 0x55};
// Around two points side by side (the first and the one east of it), from north of the first.
constexpr Ring<10> kPairEastRing{{-kStride, -kStride + 1, -kStride + 2, 2, kStride + 2, kStride + 1, kStride,
                                  kStride - 1, -1, -kStride - 1},
                                 0b0101101011};
// Around two points one above the other (the first and the one south of it), from north of the first.
constexpr Ring<10> kPairSouthRing{{-kStride, -kStride + 1, 1, kStride + 1, 2 * kStride + 1, 2 * kStride,
                                   2 * kStride - 1, kStride - 1, -1, -kStride - 1},
                                  0b0110101101};

// Per pattern of open places on a ring (bit k: place k is open): the open neighbours all lie in
// one run of consecutive open places around the ring (so, the ring being a cycle without chords,
// they are joined through its open places).
template <std::size_t N>
constexpr std::array<bool, (1U << N)> ring_joined(unsigned neighbours) {
  std::array<bool, (1U << N)> joined{};
  const unsigned all = (1U << N) - 1;
  for (unsigned m = 0; m <= all; ++m) {
    int runs_with_neighbour = 0;
    for (unsigned k = 0; k < N; ++k) {
      const bool open = (m >> k) & 1U, open_before = (m >> ((k + N - 1) % N)) & 1U;
      if (!open || open_before) continue;  // not the start of a run
      bool neighbour = false;
      for (unsigned j = k; (m >> (j % N)) & 1U; ++j) neighbour |= ((neighbours >> (j % N)) & 1U) != 0;
      runs_with_neighbour += neighbour;
    }
    joined[m] = m == all || runs_with_neighbour <= 1;  // all open: one run without a start
  }
  return joined;
}
constexpr std::array<bool, 256> kPointJoined = ring_joined<8>(kPointRing.neighbours);
constexpr std::array<bool, 1024> kPairEastJoined = ring_joined<10>(kPairEastRing.neighbours);
constexpr std::array<bool, 1024> kPairSouthJoined = ring_joined<10>(kPairSouthRing.neighbours);

// Three points joined (a line or a corner), named by the offsets of the second and third from the
// first, with their ring from north-west of the first (a corner's ring takes the point it leaves
// out of its two-by-two box in place of the box's corner beyond it).
struct ThreePoints {
  int second, third;
  Ring<12> ring;
};
constexpr std::array<ThreePoints, 6> kThreePoints{{
    {1, 2,  // a line east
     {{-kStride - 1, -kStride, -kStride + 1, -kStride + 2, -kStride + 3, 3, kStride + 3, kStride + 2, kStride + 1, kStride, kStride - 1, -1}, 0b101110101110}},
    {kStride, 2 * kStride,  // a line south
     {{-kStride - 1, -kStride, -kStride + 1, 1, kStride + 1, 2 * kStride + 1, 3 * kStride + 1, 3 * kStride, 3 * kStride - 1, 2 * kStride - 1, kStride - 1, -1}, 0b111010111010}},
    {1, kStride,  // a corner without its south-east point
     {{-kStride - 1, -kStride, -kStride + 1, -kStride + 2, 2, kStride + 2, kStride + 1, 2 * kStride + 1, 2 * kStride, 2 * kStride - 1, kStride - 1, -1}, 0b110101010110}},
    {kStride - 1, kStride,  // without its north-west point (the first is the north-east one)
     {{-kStride - 1, -kStride, -kStride + 1, 1, kStride + 1, 2 * kStride + 1, 2 * kStride, 2 * kStride - 1, 2 * kStride - 2, kStride - 2, -2, -1}, 0b101011011010}},
    {kStride, kStride + 1,  // without its north-east point
     {{-kStride - 1, -kStride, -kStride + 1, 1, 2, kStride + 2, 2 * kStride + 2, 2 * kStride + 1, 2 * kStride, 2 * kStride - 1, kStride - 1, -1}, 0b110110101010}},
    {1, kStride + 1,  // without its south-west point
     {{-kStride - 1, -kStride, -kStride + 1, -kStride + 2, 2, kStride + 2, 2 * kStride + 2, 2 * kStride + 1, 2 * kStride, kStride, kStride - 1, -1}, 0b101010110110}},
}};
// Their tables (4,096 patterns each), built on first use rather than by the compiler.
const std::array<std::array<bool, 4096>, 6>& three_points_joined() {
  static const std::array<std::array<bool, 4096>, 6> tables = [] {
    std::array<std::array<bool, 4096>, 6> t{};
    for (std::size_t k = 0; k < kThreePoints.size(); ++k) t[k] = ring_joined<12>(kThreePoints[k].ring.neighbours);
    return t;
  }();
  return tables;
}

// The neighbours of the shape whose first point is bit i and whose ring is `ring` are joined
// through the open places of the ring (a place off the board lands in the padding column or
// outside the words: never open).
template <std::size_t N>
bool joined_on_ring(const Ring<N>& ring, const std::array<bool, (1U << N)>& joined, int i, const Bitboard& open) {
  unsigned m = 0;
  for (unsigned k = 0; k < N; ++k) {
    const int j = i + ring.offsets[k];
    if (j >= 0 && j < kBits && open.test(j)) m |= 1U << k;
  }
  return joined[m];
}

}  // namespace

bool joined_nearby(const BoardBits& b, const Bitboard& x, const Bitboard& open) {
  assert(x.any() && x.subset_of(b.board) && open.subset_of(b.board));
  // Speed only: around one, two or three joined points off `open`, the points within one king step
  // but x are a ring (joined_on_ring), so the neighbours are joined there when they lie in one run
  // of its open places. The shape is read from x's count and its points after the first (x is only
  // read: a copy emptied bit by bit makes each test wait on the write before it).
  if (!open.intersects(x)) {
    const int i = x.first(), count = x.popcount();
    const auto holds = [&](int offset) { return i + offset < kBits && x.test(i + offset); };
    if (count == 1) return joined_on_ring(kPointRing, kPointJoined, i, open);
    if (count == 2) {
      if (holds(1)) return joined_on_ring(kPairEastRing, kPairEastJoined, i, open);
      if (holds(kStride)) return joined_on_ring(kPairSouthRing, kPairSouthJoined, i, open);
    } else if (count == 3) {
      for (std::size_t s = 0; s < kThreePoints.size(); ++s)
        if (holds(kThreePoints[s].second) && holds(kThreePoints[s].third))
          return joined_on_ring(kThreePoints[s].ring, three_points_joined()[s], i, open);
    }
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

// Speed only: joined_on_ring at every point at once. The places of the rings of a point and of two
// points (kPointRing, kPairEastRing, kPairSouthRing), each offset once, as the sets of the points
// whose place there is open (a place off the board lands in the padding column or outside the
// words: never open), computed once for the three shapes.
constexpr std::array<int, 14> kSmallRingPlaces{-kStride - 1, -kStride, -kStride + 1, -kStride + 2, -1,
                                               1, 2, kStride - 1, kStride, kStride + 1,
                                               kStride + 2, 2 * kStride - 1, 2 * kStride, 2 * kStride + 1};
using SmallRingPlaces = std::array<Bitboard, kSmallRingPlaces.size()>;

// The index in kSmallRingPlaces of each place of `ring`.
template <std::size_t N>
constexpr std::array<std::size_t, N> small_ring_slots(const Ring<N>& ring) {
  std::array<std::size_t, N> slots{};
  for (std::size_t k = 0; k < N; ++k) {
    slots[k] = kSmallRingPlaces.size();
    for (std::size_t j = 0; j < kSmallRingPlaces.size(); ++j)
      if (kSmallRingPlaces[j] == ring.offsets[k]) slots[k] = j;
  }
  return slots;
}
constexpr auto kPointRingSlots = small_ring_slots(kPointRing);
constexpr auto kPairEastRingSlots = small_ring_slots(kPairEastRing);
constexpr auto kPairSouthRingSlots = small_ring_slots(kPairSouthRing);
// Every place of the three rings is one of kSmallRingPlaces.
template <std::size_t N>
constexpr bool every_slot_found(const std::array<std::size_t, N>& slots) {
  for (std::size_t j : slots)
    if (j == kSmallRingPlaces.size()) return false;
  return true;
}
static_assert(every_slot_found(kPointRingSlots) && every_slot_found(kPairEastRingSlots) &&
              every_slot_found(kPairSouthRingSlots));

SmallRingPlaces small_ring_places(const Bitboard& open) {
  SmallRingPlaces places;
  for (std::size_t j = 0; j < places.size(); ++j) places[j] = open.shifted(-kSmallRingPlaces[j]);
  return places;
}

// A run of open places around the ring starts at an open neighbour place that the neighbour place
// before it does not reach through open places; the open neighbours are joined when at most one run
// holds any (ring_joined), so when at most one neighbour place starts a run (with every place open,
// none does).
template <std::size_t N>
Bitboard rings_joined(const BoardBits& b, const SmallRingPlaces& places, const std::array<std::size_t, N>& slots,
                      unsigned neighbours) {
  const auto at = [&](std::size_t k) -> const Bitboard& { return places[slots[k]]; };
  const auto neighbour = [&](std::size_t k) { return ((neighbours >> k) & 1U) != 0; };
  std::size_t before = N - 1;
  while (!neighbour(before)) --before;
  Bitboard one, two;  // the points with at least one start, with two or more
  for (std::size_t k = 0; k < N; ++k) {
    if (!neighbour(k)) continue;
    Bitboard reached = at(before);
    for (std::size_t m = (before + 1) % N; m != k; m = (m + 1) % N) reached &= at(m);
    const Bitboard starts = at(k) & ~reached;
    two |= one & starts;
    one |= starts;
    before = k;
  }
  return b.board & ~two;
}

Bitboard shapes_joined(const BoardBits& b, const SmallRingPlaces& places, SmallShape shape) {
  switch (shape) {
    case SmallShape::point: return rings_joined(b, places, kPointRingSlots, kPointRing.neighbours);
    case SmallShape::pair_east: return rings_joined(b, places, kPairEastRingSlots, kPairEastRing.neighbours);
    case SmallShape::pair_south: return rings_joined(b, places, kPairSouthRingSlots, kPairSouthRing.neighbours);
  }
  return {};
}

}  // namespace

Bitboard shapes_joined_nearby(const BoardBits& b, const Bitboard& open, SmallShape shape) {
  assert(open.subset_of(b.board));
  return shapes_joined(b, small_ring_places(open), shape);
}

namespace {

// Speed only: whether enclosed_regions finds no region for a string that borders at most one piece
// without asking which (A02 `any`; N03 `bordered`, A01 `split` and `inner_only` want two).
bool one_piece_means_none(const Rules& rules) {
  return rules.region_connect() == RegionConnect::any && rules.region_pieces() == RegionPieces::bordered &&
         rules.needs_split() != NeedsSplit::always;
}

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

Bitboard small_strings_enclosing_nothing(const BoardBits& b, const Rules& rules) {
  Bitboard out;
  if (!one_piece_means_none(rules)) return out;
  // A small string's ring holds none of its stones: only wall_around decides which places are open
  // (under A38 `string` the same for both colours, so the places are computed once).
  std::optional<Bitboard> places_of;
  SmallRingPlaces places;
  for (Colour c : kColours) {
    const Bitboard& own = b.stones_of(c);
    const NeighbourSets near(own, b.board);
    const Bitboard lone = own & ~near.at_least_one();
    const Bitboard paired = own & near.exactly_one();  // a stone of a pair: the other is its one own neighbour
    const Bitboard east = paired & paired.shifted(-1), south = paired & paired.shifted(-kStride);
    if ((lone | east | south).none()) continue;
    const Bitboard open = b.board & ~wall_around(b, c, rules);
    if (places_of != open) places = small_ring_places(open), places_of = open;
    if (lone.any()) out |= lone & shapes_joined(b, places, SmallShape::point);
    if (east.any()) out |= east & shapes_joined(b, places, SmallShape::pair_east);
    if (south.any()) out |= south & shapes_joined(b, places, SmallShape::pair_south);
  }
  return out;
}

bool regions_fixed_and_bordered(const Rules& rules) {
  return regions_fixed_by_flowers(rules) && rules.region_pieces() == RegionPieces::bordered;
}

Bitboards enclosed_regions(const BoardBits& b, const Bitboard& a, const Rules& rules) {
  const RegionPieces reading = rules.region_pieces();
  const bool any = rules.region_connect() == RegionConnect::any;
  const Bitboard wall = wall_of(b, a, rules);
  if (one_piece_means_none(rules) && borders_at_most_one_piece(b, a, wall)) return {};
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
  if (!regions_fixed_and_bordered(rules) || split == NeedsSplit::inner_only)
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

}  // namespace F3GO_OPTIMIZED_NS
}  // namespace f3go::optimized
