// Shared fixtures of the reference tests (T22.6 moves, T22.3 holographic boards): positions and
// holographic boards from diagram rows, moves from text.
#pragma once
#include <gtest/gtest.h>

#include <initializer_list>
#include <string>
#include <vector>

#include "oracle/board.h"
#include "oracle/move.h"
#include "reference/holographic.h"
#include "reference/play.h"

namespace f3go::reference::fixtures {

inline Rules rules_with(std::initializer_list<const char*> settings) {
  Rules r;
  for (const char* s : settings) apply_setting(r, s, "test");
  return r;
}

inline Position start(const std::vector<std::string>& rows, Colour to_move, const Rules& r = Rules()) {
  return initial_position(board_from_rows(rows), r, to_move);
}

inline MoveOutcome attempt(const Position& pos, const std::string& move, const Rules& r,
                           Position* after = nullptr) {
  return try_move(pos, parse_move(move, pos.board.size(), "test"), r, after);
}

// Plays a move that must be legal, and moves `pos` on.
inline MoveOutcome play(Position& pos, const std::string& move, const Rules& r) {
  Position next;
  MoveOutcome out = attempt(pos, move, r, &next);
  EXPECT_TRUE(out.legal) << move << ": " << out.reason << "\n"
                         << diagram(pos.board);
  if (out.legal) pos = next;
  return out;
}

inline void expect_board(const Position& pos, const std::vector<std::string>& rows) {
  EXPECT_EQ(diagram(pos.board), diagram(board_from_rows(rows)));
}

// A holographic board from rows, top row first: '.' empty, 'X' black, 'O' white, 'F' neutral
// flower, 'b' black-like flower, 'w' white-like flower (on the bottom board all three are 'F').
inline Holographic holo(const std::vector<std::string>& rows) {
  std::vector<std::string> bottom_rows = rows;
  for (std::string& row : bottom_rows)
    for (char& ch : row)
      if (ch == 'b' || ch == 'w') ch = 'F';
  Holographic h;
  h.bottom = board_from_rows(bottom_rows);
  h.cells.assign(static_cast<std::size_t>(h.bottom.area()), HoloCell::empty);
  const int n = h.bottom.size();
  for (int r = 0; r < n; ++r) {
    int x = 0;
    for (char ch : rows[static_cast<std::size_t>(r)]) {
      if (ch == ' ') continue;
      HoloCell c = HoloCell::empty;
      if (ch == 'X' || ch == 'b') c = HoloCell::black;
      if (ch == 'O' || ch == 'w') c = HoloCell::white;
      if (ch == 'F') c = HoloCell::neutral;
      h.cells[static_cast<std::size_t>(h.bottom.index({x++, n - 1 - r}))] = c;
    }
  }
  return h;
}

}  // namespace f3go::reference::fixtures
