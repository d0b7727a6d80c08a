// A position of a game (T22.1): the bottom board, the side to move, the flybombs left, the move
// number (T22.1.b numbering), and what ko, game end and modes A/B need of the past.
#pragma once
#include <array>
#include <vector>

#include "oracle/board.h"
#include "oracle/move.h"
#include "oracle/rules.h"

namespace f3go {

// The bottom board after a complete turn, with the side to move next (situational superko, A14).
struct HistoryEntry {
  Board board;
  Colour to_move = Colour::black;
  friend bool operator==(const HistoryEntry&, const HistoryEntry&) = default;
};

struct Position {
  Board board;  // the bottom board (底层棋局)
  Colour to_move = Colour::black;
  std::array<int, 2> flybombs_left{3, 3};  // by index(Colour)
  int move_number = 1;                     // the number of the next move (T22.1.b)
  int consecutive_passes = 0;              // two end the game (A29)
  std::array<int, 2> turns_played{0, 0};   // own turns so far, passes included (A28)
  // Modes A/B (T22.8, A28): the own-turn numbers (1-based) on which a random flybomb must be
  // thrown, drawn at game start; and how many flybombs each side may still throw by choice.
  std::array<std::vector<int>, 2> random_turns;
  std::array<int, 2> chosen_left{3, 3};
  // Every earlier position's bottom board (the initial one first) — ko and superko (A14).
  std::vector<HistoryEntry> history;
  // Stones captured by the last complete turn (simple ko needs "a single stone").
  int last_captures = 0;

  friend bool operator==(const Position&, const Position&) = default;
};

// The initial position of a game on `board` under `rules` (N flybombs each, the mode's schedule
// drawn from rules.seed: A28).
Position initial_position(const Board& board, const Rules& rules, Colour to_move = Colour::black);

// A29 game.end (fixed decision; T22.1.a 「下法基本同围棋」): two consecutive passes end the game.
bool game_over(const Position& pos);

// T22.1.b 「1个飞弹（虚弹）扔在棋盘边界外；1个飞弹（实弹）扔在棋盘边界内」: a turn's own stone is
// move k; a flybomb turn also uses k+1 (the virtual flybomb) and k+2 (the real one, placed or
// passed), so black stays odd.
// The number of the move after a turn of `kind` numbered k.
int next_move_number(int k, Move::Kind kind);

}  // namespace f3go
