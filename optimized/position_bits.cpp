// T22.2.1–T22.2.5 基础概念 on bitboards (twins in reference/strings.cpp).
#include "optimized/position_bits.h"

#include <algorithm>
#include <cassert>
#include <cstdint>
#include <cstring>
#include <string>

#include "oracle/error.h"

namespace f3go::optimized {
inline namespace F3GO_OPTIMIZED_NS {

const Bitboard& BoardBits::of(Cell c) const {
  switch (c) {
    case Cell::black: return black;
    case Cell::white: return white;
    case Cell::flower: return flower;
    case Cell::empty: break;
  }
  return empty;
}

Cell BoardBits::at(Point p) const {
  if (black.test(p)) return Cell::black;
  if (white.test(p)) return Cell::white;
  if (flower.test(p)) return Cell::flower;
  return Cell::empty;
}

bool BoardBits::is_consistent() const {
  const Bitboard all = black | white | flower | empty;
  const int total = black.popcount() + white.popcount() + flower.popcount() + empty.popcount();
  return all == board && total == board.popcount() && board == on_board(size);
}

namespace {

// Speed only: the cells of a row, eight at a time (a byte each), read as three bit rows, one per
// stone value: the byte flags of a value (0 or 1 in each byte) packed into eight bits by one
// multiplication (byte k lands on bit 56 + k; no two products share a bit, so nothing carries).
struct RowBits {
  std::uint32_t black = 0, white = 0, flower = 0;  // bit x: the cell at column x holds that value
};

std::uint64_t packed(std::uint64_t flags) { return (flags * 0x0102040810204080ULL) >> 56; }

// `end`: the end of the board's cells (a row's last eight bytes may be read past the row, not past it).
RowBits row_bits(const Cell* cells, int n, const Cell* end) {
  constexpr std::uint64_t kLow = 0x0101010101010101ULL;
  RowBits r;
  for (int x0 = 0; x0 < n; x0 += 8) {
    std::uint64_t v = 0;  // the bytes past the row read as empty cells
    const int count = std::min(8, n - x0);
    if (end - (cells + x0) >= 8) {  // speed only: eight bytes read at once, those past the row cleared
      std::memcpy(&v, cells + x0, 8);
      if (count < 8) v &= (std::uint64_t{1} << (8 * count)) - 1;
    } else {
      std::memcpy(&v, cells + x0, static_cast<std::size_t>(count));
    }
    const std::uint64_t lo = v & kLow, hi = (v >> 1) & kLow;
    r.black |= static_cast<std::uint32_t>(packed(lo & ~hi) << x0);
    r.white |= static_cast<std::uint32_t>(packed(hi & ~lo) << x0);
    r.flower |= static_cast<std::uint32_t>(packed(lo & hi) << x0);
  }
  return r;
}

// Adds the bits of a row (fewer than kStride) to s from bit `at` on.
void add_row(Bitboard& s, int at, std::uint32_t bits) {
  const int word = at / 64, offset = at % 64;
  s.set_bits(word, s.bits(word) | (std::uint64_t{bits} << offset));
  if (offset + kStride > 64) s.set_bits(word + 1, s.bits(word + 1) | (std::uint64_t{bits} >> (64 - offset)));
}

}  // namespace

void check_capacity(int n) {
  if (n <= kCapacity) return;
  const std::string size = std::to_string(n), capacity = std::to_string(kCapacity);
  throw InputError("", "a " + size + "×" + size + " board: the optimized engine of this build takes boards up to " +
                           capacity + "×" + capacity + " (F3GO_OPTIMIZED_MAX_SIZE=" + capacity + ")");
}

// The cells row by row (no point list): each row's stones read as three bit rows (row_bits); the
// empty points are the rest of the board.
BoardBits bits_of(const Board& b) {
  static_assert(static_cast<int>(Cell::empty) == 0 && static_cast<int>(Cell::black) == 1 &&
                static_cast<int>(Cell::white) == 2 && static_cast<int>(Cell::flower) == 3 && sizeof(Cell) == 1);
  const int n = b.size();
  check_capacity(n);
  const Cell* cells = b.cells().data();
  const Cell* end = cells + b.cells().size();
  BoardBits out;
  out.size = n;
  out.board = on_board(n);
  for (int y = 0; y < n; ++y) {
    const RowBits r = row_bits(cells + static_cast<std::ptrdiff_t>(y) * n, n, end);
    add_row(out.black, y * kStride, r.black);
    add_row(out.white, y * kStride, r.white);
    add_row(out.flower, y * kStride, r.flower);
  }
  out.empty = out.board & ~(out.black | out.white | out.flower);
  assert(out.is_consistent());
  return out;
}

// T22.2.3 「…如果都有同色棋子存在，那么这些棋子就相互连接成一个不可分割的整体」.
Bitboard string_at(const BoardBits& b, Point p) {
  const Bitboard& own = b.of(b.at(p));
  // Speed only: a stone with no neighbour of its colour is a string alone (the flood would stop at
  // once).
  bool alone = true;
  for_each_neighbour(bit_of(p), own, [&](int) { alone = false; });
  if (alone) return Bitboard::of(p);
  return flood(Bitboard::of(p), own);
}

Bitboards strings_of(const BoardBits& b, Cell c) { return components(b.of(c)); }

Bitboard lone_stones(const BoardBits& b) {
  return (b.black & ~touched(b.black, b.board)) | (b.white & ~touched(b.white, b.board));
}

// T22.2.1 「与它直线紧邻的空点…则是这个棋子的“气”」, each point once (A27 `set`).
Bitboard liberties(const BoardBits& b, const Bitboard& stones) {
  return neighbours(stones, b.board) & b.empty;
}

// T22.2.5 空点串.
Bitboards empty_strings(const BoardBits& b) { return components(b.empty); }

// T22.2.4 紧邻棋串: at least one adjacent pair (|x1−x2|+|y1−y2| = 1, T22.2.2).
bool adjacent(const BoardBits& b, const Bitboard& a, const Bitboard& c) {
  return touched(a, b.board).intersects(c);
}

}  // namespace F3GO_OPTIMIZED_NS
}  // namespace f3go::optimized
