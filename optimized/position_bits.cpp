// T22.2.1–T22.2.5 基础概念 on bitboards (twins in reference/strings.cpp).
#include "optimized/position_bits.h"

#include <array>

namespace f3go::optimized {

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

// One pass over the cells (no point list): the cell value picks the set.
BoardBits bits_of(const Board& b) {
  static_assert(static_cast<int>(Cell::empty) == 0 && static_cast<int>(Cell::black) == 1 &&
                static_cast<int>(Cell::white) == 2 && static_cast<int>(Cell::flower) == 3);
  const int n = b.size();
  const std::vector<Cell>& cells = b.cells();
  std::array<Bitboard, 4> sets{};
  for (int y = 0, i = 0; y < n; ++y)
    for (int x = 0; x < n; ++x, ++i)
      sets[static_cast<std::size_t>(cells[static_cast<std::size_t>(i)])].set(y * kStride + x);
  BoardBits out;
  out.size = n;
  out.board = on_board(n);
  out.empty = sets[0];
  out.black = sets[1];
  out.white = sets[2];
  out.flower = sets[3];
  assert(out.is_consistent());
  return out;
}

// T22.2.3 「…如果都有同色棋子存在，那么这些棋子就相互连接成一个不可分割的整体」.
Bitboard string_at(const BoardBits& b, Point p) { return flood(Bitboard::of(p), b.of(b.at(p))); }

Bitboards strings_of(const BoardBits& b, Cell c) { return components(b.of(c)); }

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

}  // namespace f3go::optimized
