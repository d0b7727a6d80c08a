// Benson's unconditional life (A21/A25 `benson`, T22.7 「长活」) on the holographic board, the edge
// and neutral flowers as walls. Expected answers are worked by hand from the algorithm as the lead
// fixed it: regions are maximal connected sets of points neither c nor neutral; a region is vital
// to a string when it holds an empty point and every empty point of it touches the string.
#include "reference/benson.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "oracle/point.h"
#include "reference/holographic.h"

namespace f3go::reference {
namespace {

// A holographic board given cell by cell, so that these tests do not depend on the attribute
// table: 'X' 'O' '.' as on the bottom board, 'F' a neutral flower, 'b' / 'w' a black-like /
// white-like flower (a flower on the bottom board). Rows top first; spaces ignored.
Holographic holo_from_rows(const std::vector<std::string>& rows) {
  std::vector<std::string> bottom_rows;
  std::vector<HoloCell> top_first;
  for (const std::string& row : rows) {
    std::string bottom_row;
    for (char ch : row) {
      if (ch == ' ') continue;
      bottom_row += (ch == 'b' || ch == 'w') ? 'F' : ch;
      top_first.push_back(ch == 'X' || ch == 'b'   ? HoloCell::black
                          : ch == 'O' || ch == 'w' ? HoloCell::white
                          : ch == 'F'              ? HoloCell::neutral
                                                   : HoloCell::empty);
    }
    bottom_rows.push_back(bottom_row);
  }
  Holographic h;
  h.bottom = board_from_rows(bottom_rows);
  const int n = h.bottom.size();
  h.cells.assign(static_cast<std::size_t>(h.bottom.area()), HoloCell::empty);
  for (Point p : h.bottom.points())
    h.cells[static_cast<std::size_t>(h.bottom.index(p))] =
        top_first[static_cast<std::size_t>((n - 1 - p.y) * n + p.x)];
  for (const Points& f : strings_of(h.bottom, Cell::flower)) {
    FlowerReport r;
    r.stones = f;
    HoloCell c = h.at(f.front());
    r.attribute = c == HoloCell::black   ? Attribute::black
                  : c == HoloCell::white ? Attribute::white
                                         : Attribute::neutral;
    h.flowers.push_back(r);
  }
  return h;
}

Points pts(const std::vector<std::string>& gtp, int size) {
  Points out;
  for (const std::string& s : gtp) out.push_back(*parse_gtp(s, size));
  std::sort(out.begin(), out.end());
  return out;
}

const Rules kRules;

TEST(Benson, TwoSeparateOnePointEyesLive) {
  Holographic h = holo_from_rows({
      "X . X . X",
      "X X X X X",
      ". . . . .",
      ". . O . .",
      ". . . . .",
  });
  // B5 and D5 are one-point regions whose only point touches the string: two vital regions.
  EXPECT_EQ(unconditionally_alive(h, Colour::black, kRules),
            pts({"A5", "C5", "E5", "A4", "B4", "C4", "D4", "E4"}, 5));
  // White's only region is the rest of the board, full of empty points far from C2.
  EXPECT_EQ(unconditionally_alive(h, Colour::white, kRules), Points{});
}

TEST(Benson, OneEyeIsNotEnough) {
  Holographic h = holo_from_rows({
      "X . X X X",
      "X X X X X",
      ". . . . .",
      ". . . . .",
      ". . . . .",
  });
  EXPECT_EQ(unconditionally_alive(h, Colour::black, kRules), Points{});
}

TEST(Benson, WhiteIsSymmetric) {
  Holographic h = holo_from_rows({
      ". . . . .",
      ". . X . .",
      ". . . . .",
      "O O O O O",
      "O . O . O",
  });
  EXPECT_EQ(unconditionally_alive(h, Colour::white, kRules),
            pts({"A1", "C1", "E1", "A2", "B2", "C2", "D2", "E2"}, 5));
  EXPECT_EQ(unconditionally_alive(h, Colour::black, kRules), Points{});
}

TEST(Benson, StraightThreeAlongTheEdgeIsVital) {
  // A6 B6 C6 along the top edge: each of them touches the string (B6 through B5).
  Holographic h = holo_from_rows({
      ". . . X . X",
      "X X X X X X",
      ". . . . . .",
      ". . . . . .",
      ". . . . . .",
      ". . . . . .",
  });
  EXPECT_EQ(unconditionally_alive(h, Colour::black, kRules),
            pts({"D6", "F6", "A5", "B5", "C5", "D5", "E5", "F5"}, 6));
}

TEST(Benson, CornerSquareIsNotVital) {
  // A6 does not touch the string (its neighbours B6 and A5 are empty): the 2×2 corner region is
  // not vital, and D6 alone is one eye.
  Holographic h = holo_from_rows({
      ". . X . X X",
      ". . X X X X",
      "X X X . . .",
      ". . . . . .",
      ". . . . . .",
      ". . . . . .",
  });
  EXPECT_EQ(unconditionally_alive(h, Colour::black, kRules), Points{});
}

TEST(Benson, RegionHoldingAnOpponentStoneIsVitalWhenItsEmptyPointsTouchTheString) {
  // Region {B6 white, C6 empty}: its one empty point C6 touches the string.
  Holographic h = holo_from_rows({
      "X O . X . X",
      "X X X X X X",
      ". . . . . .",
      ". . . . . .",
      ". . . . . .",
      ". . . . . .",
  });
  EXPECT_EQ(unconditionally_alive(h, Colour::black, kRules),
            pts({"A6", "D6", "F6", "A5", "B5", "C5", "D5", "E5", "F5"}, 6));
}

TEST(Benson, RegionWithoutEmptyPointIsNotVital) {
  // B5 holds a white stone without liberty (A11 `never` can leave one): the region {B5} gives
  // black no liberty, so with the one eye D5 the string is not unconditionally alive.
  Holographic h = holo_from_rows({
      "X O X . X",
      "X X X X X",
      ". . . . .",
      ". . . . .",
      ". . . . .",
  });
  EXPECT_EQ(unconditionally_alive(h, Colour::black, kRules), Points{});
}

TEST(Benson, NeutralFlowerIsAWall) {
  // With the neutral flower at A5, B5 is a one-point region walled by the flower, the edge and
  // the string; D5 is the second eye.
  Holographic with_flower = holo_from_rows({
      "F . X . X",
      ". X X X X",
      ". X . . .",
      ". . . . .",
      ". . . . .",
  });
  EXPECT_EQ(unconditionally_alive(with_flower, Colour::black, kRules),
            pts({"C5", "E5", "B4", "C4", "D4", "E4", "B3"}, 5));
  // Without it, B5 leaks through A5 and A4 into the open board.
  Holographic without = holo_from_rows({
      ". . X . X",
      ". X X X X",
      ". X . . .",
      ". . . . .",
      ". . . . .",
  });
  EXPECT_EQ(unconditionally_alive(without, Colour::black, kRules), Points{});
}

TEST(Benson, StringsFallInCascade) {
  // C5 (walled by the neutral flower C4) is vital to both strings; the right string has no other
  // eye, falls, takes C5 with it, and the left string is left with A5 alone.
  Holographic cascade = holo_from_rows({
      ". X . X X",
      "X X F X X",
      ". . . . .",
      ". . . . .",
      ". . . . .",
  });
  EXPECT_EQ(unconditionally_alive(cascade, Colour::black, kRules), Points{});
  // Give the right string its own eye E5: both live, sharing C5.
  Holographic shared = holo_from_rows({
      ". X . X .",
      "X X F X X",
      ". . . . .",
      ". . . . .",
      ". . . . .",
  });
  EXPECT_EQ(unconditionally_alive(shared, Colour::black, kRules),
            pts({"B5", "D5", "A4", "B4", "D4", "E4"}, 5));
}

TEST(Benson, BlackLikeFlowerJoinsTheStringUnderMerge) {
  const std::vector<std::string> rows = {
      ". X . X .",
      "X X b X X",
      ". . . . .",
      ". . . . .",
      ". . . . .",
  };
  Holographic h = holo_from_rows(rows);
  // A32 merge: one string (the flower C4 included) with the eyes A5, C5, E5.
  EXPECT_EQ(unconditionally_alive(h, Colour::black, kRules),
            pts({"B5", "D5", "A4", "B4", "C4", "D4", "E4"}, 5));
  // A32 separate: the flower string {C4} has one vital region (C5) and falls; C5 borders it and
  // goes; each stone string is left with one eye.
  Rules separate;
  separate.set(Switch::holo_merge, static_cast<int>(HoloMerge::separate));
  EXPECT_EQ(unconditionally_alive(h, Colour::black, separate), Points{});
}

TEST(Benson, OnTheComputedHolographicBoard) {
  // The flower A5 touches no stone: neutral (T22.4.1), so it walls the eye B5.
  Board b = board_from_rows({
      "F . X . X",
      ". X X X X",
      ". X . . .",
      ". . . . .",
      ". . . . .",
  });
  Holographic h = holographic(b, kRules);
  ASSERT_EQ(h.at(Point{0, 4}), HoloCell::neutral);
  EXPECT_EQ(unconditionally_alive(h, Colour::black, kRules),
            pts({"C5", "E5", "B4", "C4", "D4", "E4", "B3"}, 5));
}

}  // namespace
}  // namespace f3go::reference
