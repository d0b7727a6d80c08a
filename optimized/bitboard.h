// The bitboard of the optimized engine: one set of points of a board of up to kCapacity ×
// kCapacity points (19×19, or 9×9 in the compilation for small boards: capacity.h).
//
// Representation: bit i = y·kStride + x, with kStride = kCapacity + 1 (the columns and one padding
// column), packed in kWords little-endian 64-bit words: 6 for 19×19 (380 bits used, 384 held), 2
// for 9×9 (90 used, 128 held). Bit order is the point order A1, B1, …, A2, … of oracle/point.h, so
// iterating bits lowest first lists points sorted.
// One padding column suffices (rather than the two of a two-sided pad): a shift east from the last
// column lands in the padding column, a shift west from column 0 lands in the padding column of
// the row below, and every shift is followed by `& on_board(n)`, which clears the padding and
// everything beyond row n−1 or column n−1. Rows shift by ±kStride, across word boundaries.
// The reference twins are in reference/strings.h (flood, neighbours): the differential tests in
// optimized/tests/ compare every observable built on this with the reference.
#pragma once
#include <algorithm>
#include <array>
#include <bit>
#include <cassert>
#include <cstdint>
#include <type_traits>
#include <vector>

#include <boost/container/static_vector.hpp>

#include "oracle/point.h"
#include "optimized/capacity.h"

namespace f3go::optimized {
inline namespace F3GO_OPTIMIZED_NS {

// The largest board this compilation of the engine is built for (capacity.h): 19×19 (oracle's
// kMaxSize) or the build's largest board (CMake cache variable F3GO_OPTIMIZED_MAX_SIZE), and 9×9
// in the compilation for small boards, as playout engines fix their board size at compile time.
// Speed only: a set of the 9×9 compilation is 2 words instead of 6, and every operation on it
// works on those. A larger board is refused where a board enters the engine (bits_of,
// count_legal).
inline constexpr int kCapacity = F3GO_OPTIMIZED_CAPACITY;
static_assert(kCapacity >= kMinSize && kCapacity <= kMaxSize, "a capacity must be 2..19");

inline constexpr int kStride = kCapacity + 1;  // one padding column between rows
inline constexpr int kWords = (kStride * kCapacity + 63) / 64;
inline constexpr int kBits = kWords * 64;
static_assert(kStride * kCapacity <= kBits, "the largest board must fit in the words");
static_assert(kStride < 64, "row shifts cross at most one word boundary");

// The points of the largest board: a bound on any list with a distinct point per entry.
inline constexpr int kMaxPoints = kCapacity * kCapacity;
// The most connected components a set of points can have: one point of each component is never
// next to one of another, so these points are independent in the grid: at most half its points,
// rounded up.
inline constexpr int kMaxComponents = (kMaxPoints + 1) / 2;

// The number of set bits of x. A SWAR count rather than std::popcount: the default build targets
// portable x86-64 (no POPCNT), where std::popcount is a call into libgcc (__popcountdi2).
constexpr int popcount64(std::uint64_t x) {
  x = x - ((x >> 1) & 0x5555555555555555ULL);
  x = (x & 0x3333333333333333ULL) + ((x >> 2) & 0x3333333333333333ULL);
  x = (x + (x >> 4)) & 0x0F0F0F0F0F0F0F0FULL;
  return static_cast<int>((x * 0x0101010101010101ULL) >> 56);
}
static_assert(popcount64(0) == 0 && popcount64(~std::uint64_t{0}) == 64 && popcount64(0x8000000000000101ULL) == 3);

// The bit of point p (0 ≤ x, y < kCapacity).
constexpr int bit_of(Point p) { return p.y * kStride + p.x; }
namespace detail {
constexpr Point point_by_division(int i) { return Point{i % kStride, i / kStride}; }
// point_of of every bit (speed only: a load in place of a division).
inline constexpr std::array<Point, kBits> kPointOfBit = [] {
  std::array<Point, kBits> t{};
  for (int i = 0; i < kBits; ++i) t[static_cast<std::size_t>(i)] = point_by_division(i);
  return t;
}();
}  // namespace detail

// The point of bit i. Precondition: 0 ≤ i < kBits (i a bit of some board).
constexpr Point point_of(int i) {
  assert(i >= 0 && i < kBits);
  if (std::is_constant_evaluated()) return detail::point_by_division(i);
  return detail::kPointOfBit[static_cast<std::size_t>(i)];
}

class Bitboard {
 public:
  constexpr Bitboard() = default;

  // The set {p}.
  static constexpr Bitboard of(Point p) {
    Bitboard b;
    b.set(bit_of(p));
    return b;
  }

  constexpr void set(int i) {
    assert(i >= 0 && i < kBits);
    w_[word(i)] |= mask(i);
  }
  constexpr void reset(int i) {
    assert(i >= 0 && i < kBits);
    w_[word(i)] &= ~mask(i);
  }
  constexpr bool test(int i) const {
    assert(i >= 0 && i < kBits);
    return (w_[word(i)] & mask(i)) != 0;
  }
  constexpr void set(Point p) { set(bit_of(p)); }
  constexpr bool test(Point p) const { return test(bit_of(p)); }

  constexpr bool any() const {
    for (std::uint64_t x : w_)
      if (x) return true;
    return false;
  }
  constexpr bool none() const { return !any(); }
  constexpr int popcount() const {
    int n = 0;
    for (std::uint64_t x : w_) n += popcount64(x);
    return n;
  }
  // At most one bit set (no counting: x & (x − 1) clears the lowest bit).
  constexpr bool at_most_one() const {
    int words = 0;
    for (std::uint64_t x : w_) {
      if (x & (x - 1)) return false;
      words += x != 0;
    }
    return words <= 1;
  }
  // The lowest bit (the first point in point order); the set must not be empty.
  constexpr int first() const {
    for (int k = 0; k < kWords; ++k)
      if (w_[static_cast<std::size_t>(k)]) return k * 64 + std::countr_zero(w_[static_cast<std::size_t>(k)]);
    assert(false && "first() of an empty bitboard");
    return -1;
  }
  // Removes and returns the lowest bit; the set must not be empty.
  constexpr int pop_first() {
    const int i = first();
    reset(i);
    return i;
  }
  // this ⊆ o.
  constexpr bool subset_of(const Bitboard& o) const { return (*this & ~o).none(); }
  constexpr bool intersects(const Bitboard& o) const { return (*this & o).any(); }

  // Shifts towards higher bits (k > 0) or lower bits (k < 0) by |k| < 64; bits leaving are lost.
  constexpr Bitboard shifted(int k) const {
    assert(k > -64 && k < 64);
    Bitboard r;
    if (k >= 0) {
      const auto s = static_cast<unsigned>(k);
      for (int i = kWords - 1; i >= 0; --i) {
        const auto u = static_cast<std::size_t>(i);
        std::uint64_t v = w_[u] << s;
        if (s && i > 0) v |= w_[u - 1] >> (64 - s);
        r.w_[u] = v;
      }
    } else {
      const auto s = static_cast<unsigned>(-k);
      for (int i = 0; i < kWords; ++i) {
        const auto u = static_cast<std::size_t>(i);
        std::uint64_t v = w_[u] >> s;
        if (i + 1 < kWords) v |= w_[u + 1] << (64 - s);
        r.w_[u] = v;
      }
    }
    return r;
  }

  constexpr Bitboard operator|(const Bitboard& o) const {
    Bitboard r;
    for (int i = 0; i < kWords; ++i) r.w_[u(i)] = w_[u(i)] | o.w_[u(i)];
    return r;
  }
  constexpr Bitboard operator&(const Bitboard& o) const {
    Bitboard r;
    for (int i = 0; i < kWords; ++i) r.w_[u(i)] = w_[u(i)] & o.w_[u(i)];
    return r;
  }
  constexpr Bitboard operator^(const Bitboard& o) const {
    Bitboard r;
    for (int i = 0; i < kWords; ++i) r.w_[u(i)] = w_[u(i)] ^ o.w_[u(i)];
    return r;
  }
  // The complement in all kBits bits: always combine it with a board mask or another set.
  constexpr Bitboard operator~() const {
    Bitboard r;
    for (int i = 0; i < kWords; ++i) r.w_[u(i)] = ~w_[u(i)];
    return r;
  }
  constexpr Bitboard& operator|=(const Bitboard& o) { return *this = *this | o; }
  constexpr Bitboard& operator&=(const Bitboard& o) { return *this = *this & o; }
  constexpr Bitboard& operator^=(const Bitboard& o) { return *this = *this ^ o; }
  // Word by word, no early exit (speed only: the defaulted comparison calls memcmp).
  friend constexpr bool operator==(const Bitboard& a, const Bitboard& b) {
    std::uint64_t differ = 0;
    for (int i = 0; i < kWords; ++i) differ |= a.w_[u(i)] ^ b.w_[u(i)];
    return differ == 0;
  }

  // Word k (0 ≤ k < kWords) of the set: bits 64k … 64k+63 (for hashing a set).
  constexpr std::uint64_t bits(int k) const {
    assert(k >= 0 && k < kWords);
    return w_[u(k)];
  }
  // Replaces word k (0 ≤ k < kWords) of the set.
  constexpr void set_bits(int k, std::uint64_t v) {
    assert(k >= 0 && k < kWords);
    w_[u(k)] = v;
  }
  // The number of words up to the highest set bit: 0 for the empty set, kWords when the last word
  // holds a point (on a 9×9 board of a build for 19×19 every set fits in 3).
  constexpr int words_used() const {
    int n = kWords;
    while (n > 0 && w_[u(n - 1)] == 0) --n;
    return n;
  }

  // Calls f(bit) for every bit, lowest first.
  template <class F>
  constexpr void for_each(F&& f) const {
    for (int k = 0; k < kWords; ++k)
      for (std::uint64_t x = w_[static_cast<std::size_t>(k)]; x; x &= x - 1) f(k * 64 + std::countr_zero(x));
  }

 private:
  static constexpr std::size_t u(int i) { return static_cast<std::size_t>(i); }
  // Of a bit 0 ≤ i < kBits, read as unsigned (speed only: a shift and a mask, without the rounding
  // toward zero a signed division needs).
  static constexpr std::size_t word(int i) { return static_cast<std::size_t>(static_cast<unsigned>(i) / 64U); }
  static constexpr std::uint64_t mask(int i) { return std::uint64_t{1} << (static_cast<unsigned>(i) % 64U); }
  std::array<std::uint64_t, kWords> w_{};
};

// The points of an n×n board.
constexpr Bitboard make_on_board(int n) {
  Bitboard b;
  for (int y = 0; y < n; ++y)
    for (int x = 0; x < n; ++x) b.set(Point{x, y});
  return b;
}
inline constexpr std::array<Bitboard, kCapacity + 1> kOnBoard = [] {
  std::array<Bitboard, kCapacity + 1> t{};
  for (int n = kMinSize; n <= kCapacity; ++n) t[static_cast<std::size_t>(n)] = make_on_board(n);
  return t;
}();
// The mask of an n×n board, 2 ≤ n ≤ kCapacity.
constexpr const Bitboard& on_board(int n) {
  assert(n >= kMinSize && n <= kCapacity);
  return kOnBoard[static_cast<std::size_t>(n)];
}

enum class Direction : int {
  south = -kStride,
  west = -1,
  east = 1,
  north = kStride
};

// The set moved one step in direction d, kept within `board` (an on_board mask).
constexpr Bitboard shift(const Bitboard& b, Direction d, const Bitboard& board) {
  return b.shifted(static_cast<int>(d)) & board;
}

namespace detail {

// Word x of a set with each of its bits moved one step in each of the four directions (bits that
// wrap into the padding column or past the board are the caller's mask to drop); `below` and
// `above` are the words under and over x (0 past either end).
constexpr std::uint64_t spread_word(std::uint64_t x, std::uint64_t below, std::uint64_t above) {
  return (x << 1) | (below >> 63) | (x >> 1) | (above << 63) | (x << kStride) | (below >> (64 - kStride)) |
         (x >> kStride) | (above << (64 - kStride));
}

// touched() on the lowest N words, all that `board` occupies: each word spread (spread_word) in one
// expression, the words above left empty (zero in `board`, so zero in the answer). Speed only: the
// same set as (b.shifted(1) | b.shifted(-1) | b.shifted(kStride) | b.shifted(-kStride)) & board,
// bits of b off the board included. Precondition: board.words_used() ≤ N.
template <int N>
constexpr Bitboard touched_words(const Bitboard& b, const Bitboard& board) {
  assert(board.words_used() <= N);
  Bitboard out;
  for (int k = 0; k < N; ++k) {
    const std::uint64_t below = k > 0 ? b.bits(k - 1) : 0, above = k + 1 < kWords ? b.bits(k + 1) : 0;
    out.set_bits(k, spread_word(b.bits(k), below, above) & board.bits(k));
  }
  return out;
}

}  // namespace detail

// The points orthogonally adjacent to some point of b (T22.2.2), within `board`; points of b
// next to another point of b included. On a board of at most 3 words (9×9 and smaller in a build
// for 19×19) only those are worked on. Precondition: `board` is an on_board mask (so when its word
// 3 is empty, so are the words above).
constexpr Bitboard touched(const Bitboard& b, const Bitboard& board) {
  assert(kWords <= 3 || board.bits(std::min(3, kWords - 1)) != 0 || board.words_used() <= 3);
  if constexpr (kWords <= 3) {
    return detail::touched_words<kWords>(b, board);
  } else {
    return board.bits(3) == 0 ? detail::touched_words<3>(b, board) : detail::touched_words<kWords>(b, board);
  }
}
// Calls f(n) for every neighbour n of the point of bit i within `board` (T22.2.2), lowest bit
// first: neighbours(Bitboard of i, board).for_each(f) without a set (speed only). Precondition:
// 0 ≤ i < kBits.
template <class F>
constexpr void for_each_neighbour(int i, const Bitboard& board, F&& f) {
  assert(i >= 0 && i < kBits);
  for (const int n : {i - kStride, i - 1, i + 1, i + kStride})
    if (n >= 0 && n < kBits && board.test(n)) f(n);
}
// The neighbours mask: the points outside b adjacent to b, within `board`.
constexpr Bitboard neighbours(const Bitboard& b, const Bitboard& board) { return touched(b, board) & ~b; }
// neighbours of the one point of bit i, written over `out` (speed only: its four places set, not
// the set spread; in place, as a set made and then copied would be read right after the writes of
// its bits and wait on them). Precondition: 0 ≤ i < kBits.
constexpr void point_neighbours(int i, const Bitboard& board, Bitboard& out) {
  assert(i >= 0 && i < kBits);
  out = Bitboard{};
  for_each_neighbour(i, board, [&](int n) { out.set(n); });
}

// The four one-step neighbour sets of x, each within `board` (an on_board mask): `from[d]` holds the
// points whose neighbour in direction d lies in x. Counting neighbours in x is then bit-sliced
// (at_least_one/two/three below): every point of the board is judged at once.
struct NeighbourSets {
  std::array<Bitboard, 4> from;
  constexpr NeighbourSets(const Bitboard& x, const Bitboard& board)
      : from{x.shifted(kStride) & board, x.shifted(-kStride) & board, x.shifted(-1) & board,
             x.shifted(1) & board} {}
  // The points with ≥ 1, ≥ 2, ≥ 3 neighbours in x.
  constexpr Bitboard at_least_one() const { return from[0] | from[1] | from[2] | from[3]; }
  constexpr Bitboard at_least_two() const {
    return (from[0] & from[1]) | (from[2] & from[3]) | ((from[0] | from[1]) & (from[2] | from[3]));
  }
  constexpr Bitboard at_least_three() const {
    return (from[0] & from[1] & (from[2] | from[3])) | (from[2] & from[3] & (from[0] | from[1]));
  }
  constexpr Bitboard exactly_one() const { return at_least_one() & ~at_least_two(); }
};

namespace detail {

// flood() on the N words from word `base` on: the same dilation, with no work on the other words,
// and nothing spread into them. With base 0 and within.words_used() ≤ N that is the flood itself
// (the words above are zero in `within`, so zero in every step); on a window above them it is
// the part of the flood reached without leaving the window (flood_window). Precondition:
// base + N ≤ kWords.
template <int N>
constexpr Bitboard flood_words(const Bitboard& seed, const Bitboard& within, int base = 0) {
  assert(base >= 0 && base + N <= kWords);
  std::array<std::uint64_t, N> in{}, cur{};
  for (int k = 0; k < N; ++k) {
    in[static_cast<std::size_t>(k)] = within.bits(base + k);
    cur[static_cast<std::size_t>(k)] = seed.bits(base + k) & within.bits(base + k);
  }
  // One step: every point of x with its four neighbours, within `in` (the padding column and the
  // rows beyond the board are not in `in`, so the bits that wrap there are dropped).
  const auto step = [&in](const std::array<std::uint64_t, N>& x) {
    std::array<std::uint64_t, N> y{};
    for (int k = 0; k < N; ++k) {
      const auto i = static_cast<std::size_t>(k);
      const std::uint64_t below = k > 0 ? x[i - 1] : 0, above = k + 1 < N ? x[i + 1] : 0;
      y[i] = (x[i] | spread_word(x[i], below, above)) & in[i];
    }
    return y;
  };
  for (;;) {  // two steps per test: the test costs about as much as a step
    const std::array<std::uint64_t, N> half = step(cur);
    cur = step(half);
    if (cur == half) break;
  }
  Bitboard out;
  for (int k = 0; k < N; ++k) out.set_bits(base + k, cur[static_cast<std::size_t>(k)]);
  return out;
}

// The points of b lie in one word (b is not empty).
constexpr bool in_one_word(const Bitboard& b) {
  Bitboard elsewhere = b;
  elsewhere.set_bits(b.first() / 64, 0);
  return elsewhere.none();
}

// flood_words on the 4, 5 or 6 words `within` occupies. Precondition: within.words_used() > 3.
template <int Words>
constexpr Bitboard flood_beyond_three(const Bitboard& seed, const Bitboard& within) {
  assert(within.words_used() > 3);
  switch (within.words_used()) {
    case 4: return flood_words<4>(seed, within);
    case 5: return flood_words<std::min(5, Words)>(seed, within);
    default: return flood_words<Words>(seed, within);
  }
}

// Speed only: flood() on a board of more than 3 words when `seed` lies in one word, first on the
// three words around it (a string or piece of a few rows seldom leaves them); when what it
// reached there has a neighbour in `within` outside the window, the whole flood from it (the
// flood of a part of a component is the component). Precondition: within.words_used() > 3, and
// seed ∩ within is not empty and lies in one word.
template <int Words>
constexpr Bitboard flood_window(const Bitboard& seed, const Bitboard& within) {
  assert(within.words_used() > 3 && (seed & within).any() && in_one_word(seed & within));
  const int used = within.words_used();
  const int word = (seed & within).first() / 64;
  const int base = std::clamp(word - 1, 0, used - 3);
  const Bitboard part = flood_words<3>(seed, within, base);
  // The bits of the window's lowest and highest words that spread into the words beside it
  // (spread_word: a word's bits move down by 1 and kStride, up by 1 and kStride).
  const std::uint64_t low = part.bits(base), high = part.bits(base + 2);
  const bool leaves = (base > 0 && (((low << 63) | (low << (64 - kStride))) & within.bits(base - 1)) != 0) ||
                      (base + 3 < Words && (((high >> 63) | (high >> (64 - kStride))) & within.bits(base + 3)) != 0);
  return leaves ? flood_beyond_three<Words>(part, within) : part;
}

// flood() on more than 3 words. A template so that a compilation of at most 3 words instantiates
// none of the windows (clang instantiates what flood() names even where it never runs).
// Precondition: within.words_used() > 3.
template <int Words = kWords>
constexpr Bitboard flood_many(const Bitboard& seed, const Bitboard& within) {
  assert(within.words_used() > 3);
  static_assert(Words <= 6, "one case per word count");
  if constexpr (Words <= 3) {
    return flood_words<Words>(seed, within);  // never: no set of such a compilation has more words
  } else {
    const Bitboard start = seed & within;
    if (start.none()) return Bitboard{};
    return in_one_word(start) ? flood_window<Words>(start, within) : flood_beyond_three<Words>(seed, within);
  }
}

}  // namespace detail

// Twin of reference::flood: the points of `within` connected to `seed` through `within`
// (seed ∩ within is the start; dilate and mask until fixed). `within` must lie on the board.
// Only the words `within` occupies are worked on (3 of the 6 on a 9×9 board in a build for 19×19);
// on larger boards a start in one word is flooded first on the three words around it
// (detail::flood_window).
constexpr Bitboard flood(const Bitboard& seed, const Bitboard& within) {
  switch (within.words_used()) {
    case 0: return Bitboard{};
    case 1: return detail::flood_words<1>(seed, within);
    case 2: return detail::flood_words<std::min(2, kWords)>(seed, within);
    case 3: return detail::flood_words<std::min(3, kWords)>(seed, within);
    default: return detail::flood_many(seed, within);
  }
}

// A list of components, pieces or regions (each a component of some set: at most kMaxComponents),
// held inline: never on the heap.
using Bitboards = boost::container::static_vector<Bitboard, kMaxComponents>;

// The order of disjoint non-empty sets (components, pieces, regions) by their first point.
inline constexpr auto first_point_less = [](const Bitboard& x, const Bitboard& y) { return x.first() < y.first(); };

// The connected components of `set`, ordered by first point.
inline Bitboards components(Bitboard set) {
  Bitboards out;
  while (set.any()) {
    Bitboard seed;
    seed.set(set.first());
    Bitboard c = flood(seed, set);
    set &= ~c;
    out.push_back(c);
  }
  return out;
}

// The connected components of `set` that hold a point of `seeds`, each flooded from one of them
// (the others are never read), ordered by first point as components() orders them.
inline Bitboards components_meeting(const Bitboard& set, Bitboard seeds) {
  seeds &= set;
  Bitboards out;
  while (seeds.any()) {
    Bitboard seed;
    seed.set(seeds.first());
    out.push_back(flood(seed, set));
    seeds &= ~out.back();
  }
  std::sort(out.begin(), out.end(), first_point_less);
  return out;
}

// The points of b, sorted (the reference's Points), written over `out` (its storage kept). The points
// are counted first only when `out` has no storage yet (a count costs more than a kept list saves).
inline void to_points(const Bitboard& b, std::vector<Point>& out) {
  out.clear();
  if (out.capacity() == 0) out.reserve(static_cast<std::size_t>(b.popcount()));
  b.for_each([&](int i) { out.push_back(point_of(i)); });
}

// The points of b, sorted (the reference's Points).
inline std::vector<Point> to_points(const Bitboard& b) {
  std::vector<Point> out;
  to_points(b, out);
  return out;
}

inline Bitboard from_points(const std::vector<Point>& ps) {
  Bitboard b;
  for (Point p : ps) b.set(p);
  return b;
}

// The order of the sorted point lists (std::vector<Point> operator<), computed on the sets.
constexpr bool lexicographic_less(const Bitboard& a, const Bitboard& b) {
  const Bitboard d = a ^ b;
  if (d.none()) return false;
  const int k = d.first();
  // Below k both agree. The set holding k continues with k; the other with something above k, or
  // ends (then it is a prefix, hence smaller).
  const Bitboard& other = a.test(k) ? b : a;
  Bitboard above = other;
  for (int i = 0; i <= k; ++i) above.reset(i);
  const bool other_continues = above.any();
  return a.test(k) ? other_continues : !other_continues;
}

}  // namespace F3GO_OPTIMIZED_NS
}  // namespace f3go::optimized
