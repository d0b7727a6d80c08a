// The bottom board (底层棋局): n×n cells, 2 ≤ n ≤ 19, each empty, black, white or flower.
// A plain value: two boards are equal when their cells are.
#pragma once
#include <array>
#include <cassert>
#include <cstddef>
#include <string>
#include <vector>

#include "oracle/colour.h"
#include "oracle/point.h"

namespace f3go {

// The on-board orthogonal neighbours of one point: two to four points held inline, so asking for
// them allocates nothing (the reference asks millions of times per 19×19 analysis).
class Neighbours {
 public:
  // Precondition: fewer than four points held.
  void push_back(Point p) {
    assert(count_ < points_.size());
    points_[count_++] = p;
  }
  const Point* begin() const { return points_.data(); }
  const Point* end() const { return points_.data() + count_; }
  std::size_t size() const { return count_; }
  std::vector<Point> to_vector() const { return {begin(), end()}; }

 private:
  std::array<Point, 4> points_{};
  std::size_t count_ = 0;
};

class Board {
 public:
  Board() = default;
  explicit Board(int size);  // all empty; throws std::invalid_argument unless 2 ≤ size ≤ 19

  int size() const { return size_; }
  int area() const { return size_ * size_; }
  bool on_board(Point p) const { return p.x >= 0 && p.y >= 0 && p.x < size_ && p.y < size_; }
  int index(Point p) const { return p.y * size_ + p.x; }
  Point point(int index) const { return Point{index % size_, index / size_}; }

  // Precondition: on_board(p).
  Cell at(Point p) const {
    assert(on_board(p));
    return cells_[index(p)];
  }
  // Precondition: on_board(p).
  void set(Point p, Cell c) {
    assert(on_board(p));
    Cell& cell = cells_[index(p)];
    empty_count_ += static_cast<int>(c == Cell::empty) - static_cast<int>(cell == Cell::empty);
    cell = c;
  }
  // The number of empty points, kept by set() (the count of the cells that are Cell::empty).
  int empty_count() const { return empty_count_; }

  // Every point in the order A1, B1, …, A2, … .
  std::vector<Point> points() const;
  // The on-board orthogonal neighbours of p (T22.2.1: |x1−x2|+|y1−y2| = 1).
  Neighbours neighbours(Point p) const;

  const std::vector<Cell>& cells() const { return cells_; }
  friend bool operator==(const Board&, const Board&) = default;

 private:
  int size_ = 0;
  std::vector<Cell> cells_;
  int empty_count_ = 0;
};

// Rows top first, cells separated by single spaces, row numbers on the left, column letters
// under the last row: the diagram part of the position text format (corpus/README.md).
std::string diagram(const Board& b);
// Same for any per-point symbol.
std::string diagram(int size, const std::vector<char>& symbols);

// For tests and fixtures: a board from rows of symbols, top row first, spaces ignored
// ({"..X", ".O.", "F.."}); throws std::invalid_argument on a bad symbol or shape.
Board board_from_rows(const std::vector<std::string>& rows);

}  // namespace f3go
