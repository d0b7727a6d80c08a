// The bottom board (底层棋局): shape, neighbours (T22.2.1), the fixture helper and the diagram.
#include "oracle/board.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <stdexcept>

namespace f3go {
namespace {

std::vector<Point> sorted(std::vector<Point> ps) {
  std::sort(ps.begin(), ps.end());
  return ps;
}

TEST(Board, SizesTwoToNineteen) {
  EXPECT_THROW(Board(1), std::invalid_argument);
  EXPECT_THROW(Board(20), std::invalid_argument);
  EXPECT_THROW(Board(0), std::invalid_argument);
  for (int n = kMinSize; n <= kMaxSize; ++n) {
    Board b(n);
    EXPECT_EQ(b.size(), n);
    EXPECT_EQ(b.area(), n * n);
    for (Point p : b.points()) EXPECT_EQ(b.at(p), Cell::empty);
  }
}

TEST(Board, PointsComeInTheOrderA1B1A2) {
  Board b(2);
  EXPECT_EQ(b.points(), (std::vector<Point>{{0, 0}, {1, 0}, {0, 1}, {1, 1}}));
  Board c(19);
  for (int i = 0; i < c.area(); ++i) EXPECT_EQ(c.index(c.point(i)), i);
}

TEST(Board, OnBoard) {
  Board b(9);
  EXPECT_TRUE(b.on_board({0, 0}));
  EXPECT_TRUE(b.on_board({8, 8}));
  EXPECT_FALSE(b.on_board({9, 0}));
  EXPECT_FALSE(b.on_board({0, 9}));
  EXPECT_FALSE(b.on_board({-1, 3}));
  EXPECT_FALSE(b.on_board({3, -1}));
}

// T22.2.1: neighbours are the points at distance |x1−x2|+|y1−y2| = 1 that lie on the board.
TEST(Board, NeighboursOfCornerEdgeAndInterior) {
  Board b(9);
  EXPECT_EQ(sorted(b.neighbours({0, 0}).to_vector()), (std::vector<Point>{{1, 0}, {0, 1}}));
  EXPECT_EQ(sorted(b.neighbours({8, 8}).to_vector()), (std::vector<Point>{{8, 7}, {7, 8}}));
  EXPECT_EQ(sorted(b.neighbours({4, 0}).to_vector()), (std::vector<Point>{{3, 0}, {5, 0}, {4, 1}}));
  EXPECT_EQ(sorted(b.neighbours({4, 4}).to_vector()), (std::vector<Point>{{4, 3}, {3, 4}, {5, 4}, {4, 5}}));
  Board two(2);
  for (Point p : two.points()) EXPECT_EQ(two.neighbours(p).size(), 2u);
}

TEST(Board, SetAndAt) {
  Board b(3);
  b.set({2, 1}, Cell::flower);
  EXPECT_EQ(b.at({2, 1}), Cell::flower);
  EXPECT_EQ(b.cells()[static_cast<std::size_t>(b.index({2, 1}))], Cell::flower);
  EXPECT_EQ(std::count(b.cells().begin(), b.cells().end(), Cell::empty), 8);
}

// empty_count() is kept by set(): after every change of a random sequence (a cell set to each value,
// the same value again included) it is the count of the empty cells.
TEST(Board, EmptyCountFollowsEverySet) {
  Board b(5);
  EXPECT_EQ(b.empty_count(), 25);
  unsigned state = 1;
  for (int step = 0; step < 500; ++step) {
    state = state * 1103515245U + 12345U;
    const Point p{static_cast<int>((state >> 8) % 5), static_cast<int>((state >> 12) % 5)};
    b.set(p, static_cast<Cell>((state >> 16) % 4));
    ASSERT_EQ(b.empty_count(), std::count(b.cells().begin(), b.cells().end(), Cell::empty)) << "step " << step;
  }
}

TEST(Board, EqualWhenCellsAreEqual) {
  Board a(3), b(3);
  EXPECT_EQ(a, b);
  a.set({1, 1}, Cell::black);
  EXPECT_NE(a, b);
  b.set({1, 1}, Cell::black);
  EXPECT_EQ(a, b);
  EXPECT_NE(Board(2), Board(3));
}

TEST(BoardFromRows, TopRowFirstSpacesIgnored) {
  const Board b = board_from_rows({"X . F", ".O.", "..."});
  EXPECT_EQ(b.size(), 3);
  EXPECT_EQ(b.at({0, 2}), Cell::black);   // A3: top-left
  EXPECT_EQ(b.at({2, 2}), Cell::flower);  // C3
  EXPECT_EQ(b.at({1, 1}), Cell::white);   // B2
  EXPECT_EQ(b.at({0, 0}), Cell::empty);   // A1
}

TEST(BoardFromRows, RejectsBadShapesAndSymbols) {
  EXPECT_THROW(board_from_rows({"X"}), std::invalid_argument);  // 1×1
  EXPECT_THROW(board_from_rows({"..", "..."}), std::invalid_argument);
  EXPECT_THROW(board_from_rows({"..", "."}), std::invalid_argument);
  EXPECT_THROW(board_from_rows({"..", ".B"}), std::invalid_argument);
}

TEST(Diagram, RowsTopFirstWithNumbersAndLetters) {
  EXPECT_EQ(diagram(board_from_rows({"X.", "OF"})), "2 X .\n1 O F\n  A B\n");
}

TEST(Diagram, NineByNineSkipsI) {
  const std::string d = diagram(Board(9));
  EXPECT_EQ(d.substr(d.rfind("  A")), "  A B C D E F G H J\n");
  EXPECT_EQ(d.substr(0, 18), "9 . . . . . . . . ");
}

TEST(Diagram, TwoDigitRowNumbersAreRightAligned) {
  const std::string d = diagram(Board(10));
  EXPECT_EQ(d.substr(0, 4), "10 .");
  EXPECT_NE(d.find("\n 9 . "), std::string::npos);
  EXPECT_NE(d.find("\n 1 . "), std::string::npos);
  EXPECT_EQ(d.substr(d.rfind('\n', d.size() - 2) + 1), "   A B C D E F G H J K\n");
}

TEST(Diagram, OfAnySymbols) {
  EXPECT_EQ(diagram(2, {'a', 'b', 'c', 'd'}), "2 c d\n1 a b\n  A B\n");  // index order A1, B1, A2, B2
}

}  // namespace
}  // namespace f3go
