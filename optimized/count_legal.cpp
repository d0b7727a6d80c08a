// Tromp's legal-position count on bitboards (see count_legal.h). T22.2.1 气: a string is legal here
// when some point of it has an empty neighbour; T22.2.3 棋串: strings are the connected components
// of one colour, found with optimized::flood.
#include "optimized/count_legal.h"

#include <stdexcept>
#include <vector>

#include "optimized/bitboard.h"
#include "optimized/position_bits.h"

namespace f3go::optimized {
inline namespace F3GO_OPTIMIZED_NS {
namespace {

// One row pattern: which points of row y are black and which white.
struct RowPattern {
  Bitboard black, white;
};

// Pattern number `code` (base 3, digit x: 0 empty, 1 black, 2 white) of row y.
RowPattern row_pattern(int n, int y, std::uint64_t code) {
  RowPattern r;
  for (int x = 0; x < n; ++x, code /= 3) {
    if (code % 3 == 1) r.black.set(Point{x, y});
    if (code % 3 == 2) r.white.set(Point{x, y});
  }
  return r;
}

struct Counter {
  int n = 0;
  std::uint64_t per_row = 1;   // 3^n patterns of a row
  std::vector<Bitboard> rows;  // rows[y]: the points of row y
  std::vector<Bitboard> upto;  // upto[y]: the points of rows 0..y (the board made here:
                               // on_board() starts at 2)
  std::uint64_t count = 0;

  // The stones of `colour` with no path inside `colour` to a liberty or to `open` (points whose
  // neighbours are not all placed yet): the dead ones once nothing more can reach them.
  Bitboard without_liberty(const Bitboard& colour, const Bitboard& empty, const Bitboard& open,
                           const Bitboard& placed) const {
    const Bitboard seed = (colour & touched(empty, placed)) | (colour & open);
    return colour & ~flood(seed, colour);
  }

  bool alive(const Bitboard& black, const Bitboard& white, int y, bool last) const {
    const Bitboard& placed = upto[static_cast<std::size_t>(y)];
    const Bitboard empty = placed & ~(black | white);
    const Bitboard open = last ? Bitboard{} : rows[static_cast<std::size_t>(y)];
    return without_liberty(black, empty, open, placed).none() &&
           without_liberty(white, empty, open, placed).none();
  }

  void place(int y, const Bitboard& black, const Bitboard& white) {
    const bool last = y == n - 1;
    for (std::uint64_t code = 0; code < per_row; ++code) {
      const RowPattern r = row_pattern(n, y, code);
      const Bitboard b = black | r.black, w = white | r.white;
      if (!alive(b, w, y, last)) continue;
      if (last) ++count;
      else place(y + 1, b, w);
    }
  }
};

}  // namespace

std::uint64_t count_legal(int n, const CountProgress& progress) {
  if (n < 1 || n > kMaxSize) throw std::invalid_argument("count_legal: size must be 1..19");
  check_capacity(n);
  Counter c;
  c.n = n;
  for (int x = 0; x < n; ++x) c.per_row *= 3;
  Bitboard sofar;
  for (int y = 0; y < n; ++y) {
    Bitboard row;
    for (int x = 0; x < n; ++x) row.set(Point{x, y});
    sofar |= row;
    c.rows.push_back(row);
    c.upto.push_back(sofar);
  }
  const bool last = n == 1;
  for (std::uint64_t code = 0; code < c.per_row; ++code) {
    const RowPattern r = row_pattern(n, 0, code);
    if (c.alive(r.black, r.white, 0, last)) {
      if (last) ++c.count;
      else c.place(1, r.black, r.white);
    }
    if (progress) progress(code + 1, c.per_row);
  }
  return c.count;
}

}  // namespace F3GO_OPTIMIZED_NS
}  // namespace f3go::optimized
