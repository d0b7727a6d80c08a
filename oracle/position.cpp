#include "oracle/position.h"

#include <algorithm>

namespace f3go {
namespace {

// splitmix64: a fixed, documented generator, so that every implementation can draw the same
// schedule from the same seed (A28).
std::uint64_t next(std::uint64_t& state) {
  std::uint64_t z = (state += 0x9e3779b97f4a7c15ULL);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

// `count` distinct own-turn numbers drawn uniformly from 1..turns, ascending.
std::vector<int> draw_turns(std::uint64_t& state, int count, int turns) {
  std::vector<int> pool;
  for (int t = 1; t <= turns; ++t) pool.push_back(t);
  std::vector<int> out;
  for (int k = 0; k < count && !pool.empty(); ++k) {
    auto i = static_cast<std::size_t>(next(state) % pool.size());
    out.push_back(pool[i]);
    pool.erase(pool.begin() + static_cast<std::ptrdiff_t>(i));
  }
  std::sort(out.begin(), out.end());
  return out;
}

}  // namespace

Position initial_position(const Board& board, const Rules& rules, Colour to_move) {
  Position pos;
  pos.board = board;
  pos.to_move = to_move;
  // T22.1.b 「奇数手下黑子、偶数手下白子」: black's moves are odd, white's even, so a game that
  // white starts opens with move 2.
  pos.move_number = to_move == Colour::white ? 2 : 1;
  pos.flybombs_left = {rules.flybombs, rules.flybombs};
  int random = rules.mode == Mode::A   ? std::min(1, rules.flybombs)
               : rules.mode == Mode::B ? rules.flybombs
                                       : 0;
  std::uint64_t state = rules.seed;
  for (Colour c : kColours) {
    pos.random_turns[index(c)] = draw_turns(state, random, rules.random_turns);
    pos.chosen_left[index(c)] = rules.flybombs - static_cast<int>(pos.random_turns[index(c)].size());
  }
  pos.history.push_back({board, to_move});
  return pos;
}

bool game_over(const Position& pos) { return pos.consecutive_passes >= 2; }

int next_move_number(int k, Move::Kind kind) { return k + (kind == Move::Kind::flybomb ? 3 : 1); }

}  // namespace f3go
