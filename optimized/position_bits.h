// T22.2.1–T22.2.5 on bitboards: the bottom board (底层棋局) as four sets — black, white, flower,
// empty — and its strings, liberties, empty strings and adjacency. Each function names its twin in
// reference/strings.h; optimized/tests/differential_test.cpp compares them on random positions.
#pragma once
#include <vector>

#include "oracle/board.h"
#include "optimized/bitboard.h"
#include "optimized/capacity.h"

namespace f3go::optimized {
inline namespace F3GO_OPTIMIZED_NS {

struct BoardBits {
  int size = 0;
  Bitboard board;  // every point of the n×n board
  Bitboard black, white, flower, empty;

  // The set of the points holding cell c.
  const Bitboard& of(Cell c) const;
  Bitboard stones() const { return black | white; }
  // The stones of colour c (writable: the turn's steps place and remove stones through it).
  Bitboard& stones_of(Colour c) { return c == Colour::black ? black : white; }
  const Bitboard& stones_of(Colour c) const { return c == Colour::black ? black : white; }
  // Whether p lies on the board (p any point).
  bool contains(Point p) const { return p.x >= 0 && p.y >= 0 && p.x < size && p.y < size; }
  // Cell at p (p on the board).
  Cell at(Point p) const;
  // Four disjoint sets covering exactly the board (checked in debug builds and by the tests).
  bool is_consistent() const;
};

// Throws InputError when an n×n board is larger than the boards the engine is built for
// (kCapacity, bitboard.h), naming both sizes.
void check_capacity(int n);

// The sets of b (check_capacity first: every board enters the engine here).
BoardBits bits_of(const Board& b);

// Twin of reference::string_at (T22.2.3 棋串): the string of the stone or empty point at p.
Bitboard string_at(const BoardBits& b, Point p);
// Twin of reference::strings_of: every string of cell c, ordered by first point.
Bitboards strings_of(const BoardBits& b, Cell c);
// The black and white stones with no neighbour of their colour: the strings of one stone (speed
// only).
Bitboard lone_stones(const BoardBits& b);
// Twin of reference::liberties (T22.2.1 气, A27 `set`): the empty points adjacent to `stones`.
Bitboard liberties(const BoardBits& b, const Bitboard& stones);
// Twin of reference::empty_strings (T22.2.5 空点串), ordered by first point.
Bitboards empty_strings(const BoardBits& b);
// Twin of reference::adjacent (T22.2.2/T22.2.4): some point of a is next to some point of c.
bool adjacent(const BoardBits& b, const Bitboard& a, const Bitboard& c);

}  // namespace F3GO_OPTIMIZED_NS
}  // namespace f3go::optimized
