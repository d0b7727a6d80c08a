// T22.2.1–T22.2.5 基础概念 on bitboards (twins in reference/strings.cpp).
#include "optimized/position_bits.h"

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

BoardBits bits_of(const Board& b) {
  BoardBits out;
  out.size = b.size();
  out.board = on_board(b.size());
  for (Point p : b.points()) {
    switch (b.at(p)) {
      case Cell::black: out.black.set(p); break;
      case Cell::white: out.white.set(p); break;
      case Cell::flower: out.flower.set(p); break;
      case Cell::empty: out.empty.set(p); break;
    }
  }
  assert(out.is_consistent());
  return out;
}

// T22.2.3 「…如果都有同色棋子存在，那么这些棋子就相互连接成一个不可分割的整体」.
Bitboard string_at(const BoardBits& b, Point p) { return flood(Bitboard::of(p), b.of(b.at(p))); }

std::vector<Bitboard> strings_of(const BoardBits& b, Cell c) { return components(b.of(c)); }

// T22.2.1 「与它直线紧邻的空点…则是这个棋子的气」, each point once (A27 `set`).
Bitboard liberties(const BoardBits& b, const Bitboard& stones) {
  return neighbours(stones, b.board) & b.empty;
}

// T22.2.5 空点串.
std::vector<Bitboard> empty_strings(const BoardBits& b) { return components(b.empty); }

// T22.2.4 紧邻棋串: at least one adjacent pair (|x1−x2|+|y1−y2| = 1, T22.2.2).
bool adjacent(const BoardBits& b, const Bitboard& a, const Bitboard& c) {
  return touched(a, b.board).intersects(c);
}

}  // namespace f3go::optimized
