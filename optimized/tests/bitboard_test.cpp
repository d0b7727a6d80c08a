// The bitboard core (optimized/bitboard.h) and the bottom-board sets (optimized/position_bits.h),
// on small diagrams whose answers are read off the pictures by T22.2.1–T22.2.5.
#include <gtest/gtest.h>

#include <random>
#include <string>
#include <vector>

#include "oracle/error.h"
#include "optimized/bitboard.h"
#include "optimized/position_bits.h"

namespace f3go::optimized {
namespace {

}  // namespace
// Failures print the points, not the words.
void PrintTo(const Bitboard& b, std::ostream* os) { *os << format_points(to_points(b)); }
namespace {

Point at(const char* gtp, int n) { return *parse_gtp(gtp, n); }

Bitboard set_of(std::initializer_list<const char*> pts, int n) {
  Bitboard b;
  for (const char* p : pts) b.set(at(p, n));
  return b;
}

TEST(Bitboard, SetTestPopcountFirst) {
  Bitboard b;
  EXPECT_TRUE(b.none());
  b.set(Point{18, 18});
  b.set(Point{3, 0});
  b.set(Point{0, 3});
  EXPECT_EQ(b.popcount(), 3);
  EXPECT_TRUE(b.test(Point{18, 18}));
  EXPECT_FALSE(b.test(Point{17, 18}));
  EXPECT_EQ(point_of(b.first()), (Point{3, 0}));  // point order A1, B1, …: row 1 first
  EXPECT_EQ(to_points(b), (std::vector<Point>{{3, 0}, {0, 3}, {18, 18}}));
}

// A board larger than the engine is built for (kCapacity) is refused where boards enter it
// (bits_of, count_legal) with an InputError naming both sizes; the largest one is taken.
TEST(Bitboard, ABoardPastTheCapacityIsRefusedNamingBothSizes) {
  EXPECT_NO_THROW(check_capacity(kCapacity));
  const std::string past = std::to_string(kCapacity + 1), capacity = std::to_string(kCapacity);
  try {
    check_capacity(kCapacity + 1);
    ADD_FAILURE() << "no error for a board past the capacity";
  } catch (const InputError& e) {
    EXPECT_EQ(std::string(e.what()), "a " + past + "×" + past + " board: the optimized engine of this build takes boards up to " +
                                         capacity + "×" + capacity + " (F3GO_OPTIMIZED_MAX_SIZE=" + capacity + ")");
  }
}

TEST(Bitboard, OnBoardMasks) {
  for (int n = kMinSize; n <= kMaxSize; ++n) EXPECT_EQ(on_board(n).popcount(), n * n) << n;
  EXPECT_TRUE(on_board(19).test(Point{18, 18}));
  EXPECT_FALSE(on_board(9).test(Point{9, 0}));
}

// T22.2.2: neighbours never wrap round an edge, on the smallest and the largest boards.
TEST(Bitboard, NeighboursStayOnTheBoard) {
  for (int n : {2, 9, 19}) {
    const Bitboard& board = on_board(n);
    const Bitboard corner = Bitboard::of(Point{n - 1, 0});  // bottom right
    EXPECT_EQ(neighbours(corner, board), from_points({{n - 1, 1}, {n - 2, 0}})) << n;
    const Bitboard left = Bitboard::of(Point{0, 1});
    const Bitboard expected = n > 2 ? from_points({{0, 0}, {1, 1}, {0, 2}}) : from_points({{0, 0}, {1, 1}});
    EXPECT_EQ(neighbours(left, board), expected) << n;
    const Bitboard top = Bitboard::of(Point{0, n - 1});
    EXPECT_EQ(neighbours(top, board), from_points({{1, n - 1}, {0, n - 2}})) << n;
  }
}

TEST(Bitboard, ShiftsCrossWords) {
  const Bitboard& board = on_board(19);
  // Bit 62 + 20 crosses from word 0 into word 1; bit 200 moves down into word 2's neighbour.
  for (int y = 0; y < 19; ++y)
    for (int x = 0; x < 19; ++x) {
      const Bitboard p = Bitboard::of(Point{x, y});
      EXPECT_EQ(shift(p, Direction::north, board).any(), y < 18);
      EXPECT_EQ(shift(p, Direction::south, board).any(), y > 0);
      EXPECT_EQ(shift(p, Direction::east, board).any(), x < 18);
      EXPECT_EQ(shift(p, Direction::west, board).any(), x > 0);
      if (y < 18) {
        EXPECT_TRUE(shift(p, Direction::north, board).test(Point{x, y + 1}));
      }
    }
}

TEST(Bitboard, FloodStopsAtWalls) {
  // A wall of X splits the 5×5 board; the flood of A1 through the non-X points stays left.
  const Board b = board_from_rows({". . X . .",
                                   ". . X . .",
                                   "X X X . .",
                                   ". . . . .",
                                   ". . . . ."});
  const BoardBits s = bits_of(b);
  const Bitboard inside = flood(Bitboard::of(at("A5", 5)), s.empty);
  EXPECT_EQ(inside, set_of({"A5", "B5", "A4", "B4"}, 5));
  EXPECT_EQ(components(s.empty).size(), 2u);
}

// The flood works on the words its set occupies (3 on 9×9, 5 on 13×13), and on larger boards first
// on the three words around a seed that lies in one word: on random sets of every board size,
// crossing every word boundary, it equals a breadth-first search point by point, from one point
// and from the part of the answer in the first point's word.
TEST(Bitboard, FloodEqualsABreadthFirstSearchOnEverySize) {
  std::mt19937_64 rng(7);
  int crossing = 0;                   // floods whose answer holds points of two words or more
  int windowed = 0, left_window = 0;  // on boards of more than 3 words: answers within the seed's
                                      // word and the two beside it, and answers beyond them
  for (int n = kMinSize; n <= kMaxSize; ++n)
    for (int sample = 0; sample < 200; ++sample) {
      std::bernoulli_distribution in(0.3 + 0.5 * static_cast<double>(sample % 5) / 4.0);
      Bitboard within;
      for (int y = 0; y < n; ++y)
        for (int x = 0; x < n; ++x)
          if (in(rng)) within.set(Point{x, y});
      if (within.none()) continue;
      std::vector<int> bits;
      within.for_each([&](int i) { bits.push_back(i); });
      const int start = bits[std::uniform_int_distribution<std::size_t>(0, bits.size() - 1)(rng)];
      Bitboard expected = Bitboard::of(point_of(start));
      std::vector<Point> todo{point_of(start)};
      while (!todo.empty()) {
        const Point p = todo.back();
        todo.pop_back();
        for (const Point q : {Point{p.x + 1, p.y}, Point{p.x - 1, p.y}, Point{p.x, p.y + 1}, Point{p.x, p.y - 1}})
          if (q.x >= 0 && q.y >= 0 && q.x < n && q.y < n && within.test(q) && !expected.test(q)) {
            expected.set(q);
            todo.push_back(q);
          }
      }
      ASSERT_EQ(flood(Bitboard::of(point_of(start)), within), expected) << "n=" << n << " sample " << sample;
      Bitboard in_word;
      in_word.set_bits(start / 64, expected.bits(start / 64));
      ASSERT_EQ(flood(in_word, within), expected) << "n=" << n << " sample " << sample << ", from its word";
      crossing += expected.first() / 64 != (expected.words_used() - 1);
      if (within.words_used() > 3) {
        const bool near = expected.first() / 64 >= start / 64 - 1 && expected.words_used() - 1 <= start / 64 + 1;
        (near ? windowed : left_window) += 1;
      }
    }
  EXPECT_GT(crossing, 500);
  EXPECT_GT(windowed, 300);
  EXPECT_GT(left_window, 300);
}

// touched() works on the words its board occupies: on random sets of every board size, points
// off the board included (any of the 384 bits), it equals the four shifts of the whole set, masked.
TEST(Bitboard, TouchedEqualsTheFourShiftsOnEverySize) {
  std::mt19937_64 rng(11);
  int differs_unmasked = 0;  // sets whose shifts leave the board (what the mask must remove)
  for (int n = kMinSize; n <= kMaxSize; ++n)
    for (int sample = 0; sample < 100; ++sample) {
      Bitboard b;
      for (int k = 0; k < kWords; ++k) b.set_bits(k, rng() & rng());
      if (sample % 2) b &= on_board(n);
      const Bitboard& board = on_board(n);
      const Bitboard shifts = b.shifted(1) | b.shifted(-1) | b.shifted(kStride) | b.shifted(-kStride);
      ASSERT_EQ(touched(b, board), shifts & board) << "n=" << n << " sample " << sample;
      differs_unmasked += !(shifts & ~board).none();
    }
  EXPECT_GT(differs_unmasked, 1000);
}

// for_each_neighbour gives, lowest first, the bits of neighbours() of the one point, on every size.
TEST(Bitboard, ForEachNeighbourListsTheNeighboursSet) {
  for (int n = kMinSize; n <= kMaxSize; ++n)
    on_board(n).for_each([&](int i) {
      std::vector<int> expected, listed;
      neighbours(Bitboard::of(point_of(i)), on_board(n)).for_each([&](int k) { expected.push_back(k); });
      for_each_neighbour(i, on_board(n), [&](int k) { listed.push_back(k); });
      ASSERT_EQ(listed, expected) << "n=" << n << " at " << to_gtp(point_of(i));
    });
}

TEST(Bitboard, LexicographicOrderIsThatOfSortedPointLists) {
  const Bitboard a = set_of({"A1", "C1"}, 5), b = set_of({"A1", "B1"}, 5), c = set_of({"A1"}, 5);
  EXPECT_TRUE(lexicographic_less(b, a));  // {A1,B1} < {A1,C1}
  EXPECT_FALSE(lexicographic_less(a, b));
  EXPECT_TRUE(lexicographic_less(c, a));  // a prefix is smaller
  EXPECT_FALSE(lexicographic_less(a, c));
  EXPECT_FALSE(lexicographic_less(a, a));
}

// T22.2.3 strings (flowers too), T22.2.1 liberties counted once, T22.2.5 empty strings.
TEST(BoardBits, StringsLibertiesEmptyStrings) {
  const Board b = board_from_rows({". X X .",
                                   "O X F F",
                                   ". O . F",
                                   ". . X ."});
  const BoardBits s = bits_of(b);
  ASSERT_TRUE(s.is_consistent());
  const Bitboard black = string_at(s, at("B4", 4));
  EXPECT_EQ(black, set_of({"B4", "C4", "B3"}, 4));
  EXPECT_EQ(liberties(s, black), set_of({"A4", "D4"}, 4));
  EXPECT_EQ(string_at(s, at("C3", 4)), set_of({"C3", "D3", "D2"}, 4));  // the flower string
  EXPECT_TRUE(liberties(s, string_at(s, at("A3", 4))) == set_of({"A4", "A2"}, 4));
  EXPECT_EQ(strings_of(s, Cell::black).size(), 2u);
  const auto empties = empty_strings(s);
  ASSERT_EQ(empties.size(), 5u);  // A1 B1 A2; D1; C2; A4; D4 → ordered by first point
  EXPECT_EQ(empties[0], set_of({"A1", "B1", "A2"}, 4));
  EXPECT_TRUE(adjacent(s, black, string_at(s, at("A3", 4))));
  EXPECT_FALSE(adjacent(s, black, string_at(s, at("C1", 4))));
}

// bits_of reads a board's cells eight at a time: on random boards of every size, each point is in
// the set of its cell and in no other, and the sets hold nothing off the board.
TEST(BoardBits, BitsOfPutsEachCellInItsSet) {
  std::mt19937_64 rng(11);
  for (int n = kMinSize; n <= kMaxSize; ++n)
    for (int sample = 0; sample < 20; ++sample) {
      Board b(n);
      for (int y = 0; y < n; ++y)
        for (int x = 0; x < n; ++x) b.set(Point{x, y}, static_cast<Cell>(rng() % 4));
      const BoardBits s = bits_of(b);
      ASSERT_TRUE(s.is_consistent()) << "n=" << n;
      for (int y = 0; y < n; ++y)
        for (int x = 0; x < n; ++x) {
          const Point p{x, y};
          ASSERT_EQ(s.at(p), b.at(p)) << "n=" << n << " at " << to_gtp(p);
          ASSERT_EQ(s.of(b.at(p)).test(p), true) << "n=" << n << " at " << to_gtp(p);
        }
      EXPECT_EQ(s.empty.popcount() + s.black.popcount() + s.white.popcount() + s.flower.popcount(), n * n);
    }
}

}  // namespace
}  // namespace f3go::optimized
