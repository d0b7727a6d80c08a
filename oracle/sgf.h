// Game records in SGF FF[4] (GM[1], CA[UTF-8]): reading and writing the record of one F3Go game.
//
// A record is one game tree with no variations: a root node, then one node per turn.
//   (;FF[4]GM[1]CA[UTF-8]SZ[9]KM[3.75]RU[2022;eye.examined=region]PL[B]NB[3]NW[3]FM[A]
//    RB[4]RW[11]AB[cc]AW[dd]AF[ee]RE[B+8.75]
//   ;B[ef]MN[1]
//   ;W[gc]FD[]FP[ge]MN[2]
//   ;B[]MN[5]
//   )
// Standard properties: SZ (2–19), KM (komi), RU (the rules, compact form of oracle/rules.h),
// PL (who moves first), AB/AW (setup stones), RE (result), B/W (a turn's own stone; B[] is a pass,
// and B[tt] too, for FF[3] compatibility), MN (the T22.1.b number of the turn's own stone).
// Coordinates are SGF's: the first letter is the column ('a' = column A), the second the row with
// 'a' = the TOP row.
// Private properties (no FF[1]–FF[4] identifier is reused):
//   AF  setup flower stones (list of points, root)
//   NB, NW  the flybombs black / white hold at the start (T22.0.d N per side; root)
//   FM  the mode, A, B or C (T22.8; root)
//   RB, RW  the random-flybomb schedule of modes A/B: the own-turn numbers, ascending, on which
//       black / white must throw a flybomb (A28; root; absent = none)
//   FD  a flybomb declared for this turn (T22.1.a; value empty)
//   FP  the flower point of this flybomb turn; FP[] = the flower is passed (A19)
// Move numbers (T22.1.b): black's moves are odd, white's even; a turn's own stone is k, a flybomb
// turn also uses k+1 (virtual flybomb) and k+2 (real flybomb), so the next turn is k+3. The first
// turn is 1 when black moves first, 2 when white does.
//
// Reading refuses, with an InputError located "FILE:LINE:COL", anything it cannot represent
// exactly: bytes that are not UTF-8, unbalanced brackets or parentheses, a second game tree or
// variations, an unknown property (game-irrelevant FF[4] properties such as C, PB, DT are
// accepted and dropped), an ill-formed or duplicated property, a point off the board, setup or
// game-info properties outside the root, a node without a move, a move of the wrong colour, an MN
// that is not the turn's number, values that contradict each other (KM vs komi in RU, FM vs mode
// in RU, a schedule that does not fit the mode).
// Limits (oracle/input.h, README.md "Limits"): '(' nested at most 1000 deep, at most 10,000 nodes,
// 100 properties in a node and 100,000 property values in all; reading is one pass with no
// recursion, linear in the text. A leading UTF-8 byte-order mark is skipped.
// Writing is canonical: write_sgf(parse_sgf(write_sgf(r))) == write_sgf(r) and
// parse_sgf(write_sgf(r)) == r for every valid record.
#pragma once
#include <array>
#include <string>
#include <string_view>
#include <vector>

#include "oracle/board.h"
#include "oracle/colour.h"
#include "oracle/move.h"
#include "oracle/position.h"
#include "oracle/rules.h"

namespace f3go {

struct GameRecord {
  int size = 19;
  Rules rules;      // komi and mode included
  Board setup{19};  // the position before the first turn
  Colour first_to_move = Colour::black;
  std::array<int, 2> flybombs_at_start{3, 3};  // by index(Colour)
  // Modes A/B (A28): the own-turn numbers (1-based, ascending) with a random flybomb, by colour.
  std::array<std::vector<int>, 2> random_turns;
  std::vector<Move> moves;  // one per turn, colours alternating
  std::string result;       // RE, "" when absent
  friend bool operator==(const GameRecord&, const GameRecord&) = default;
};

// A record with no moves on an empty size×size board: N flybombs each and the schedule of
// initial_position (oracle/position.h) drawn from rules.seed.
GameRecord new_record(int size, const Rules& rules = Rules(), Colour first_to_move = Colour::black);
// A record with no moves from `start` under `rules`: its board as setup, its side to move, its
// flybombs and random schedule (so start_position gives `start` back).
GameRecord record_from(const Position& start, const Rules& rules);

// The T22.1.b number of each turn's own stone, in order (1 or 2 first; +3 after a flybomb turn).
std::vector<int> move_numbers(const GameRecord& record);
// The number of the first turn: 1 when black moves first, 2 when white does (T22.1.b).
int first_move_number(Colour first_to_move);

// The position before the record's first turn under `rules`: the record's setup, side to move and
// its T22.1.b number, with the record's flybombs and random schedule (A28: the schedule is written
// into the record so that a game replays exactly) — unless `rules` changed a parameter they come
// from (N, mode, seed, T); then they are drawn as initial_position draws them.
Position start_position(const GameRecord& record, const Rules& rules);

// Throws InputError("FILE:LINE:COL", what) on any malformed or inconsistent record.
GameRecord parse_sgf(std::string_view text, const std::string& file);
// The canonical text: one node per line, properties in the order shown above.
// Throws std::invalid_argument when the record is not one that parse_sgf accepts.
std::string write_sgf(const GameRecord& record);
// Reads a file (read_input_file of oracle/input.h: InputError "FILE: cannot read the file: why")
// and parses it.
GameRecord read_sgf_file(const std::string& path);

}  // namespace f3go
