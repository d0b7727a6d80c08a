// The random and enumerated positions, rules, games and moves the comparisons draw from (`f3go
// verify`, the differential tests of optimized/tests/, the properties). Every draw is reproducible
// from a seed and a sample number, so a shard of a long run needs none of the others.
//
// Sample k (0-based) of a run with seed S draws from its own std::mt19937_64 seeded with
// std::seed_seq{S mod 2^32, S / 2^32, k mod 2^32, k / 2^32}.
// A position: four weights are drawn — empty 10..79, black 5..49, white 5..49, flower 0..29 (each
// `rng() % k` plus the base) — and each point, in point order A1, B1, …, A2, …, takes the cell
// whose cumulative weight first exceeds rng() % (sum of the weights). So densities vary per
// position.
// A game start: a position drawn as above with the flower weight 0 and the empty weight tripled.
// A move attempt: a stone (weight 6), a flybomb turn with a flower point (2), a flybomb turn with a
// flower pass (1) or a pass (1) — points drawn uniformly over the board, so occupied points and
// other refusals happen.
// The exhaustive enumeration: position `index` of the N×N board with the four cells (4^(N²)
// positions); point i takes digit i of the index in base 4: 0 empty, 1 black, 2 white, 3 flower.
// These are the draws of `f3go verify`: its saved runs under docs/verify/ depend on them. The
// draws for the tests (those after "The draws for the tests" below) change none of them.
//
// The board and rules builders are templates over the source of numbers, `draw(k)` returning a
// number in [0, k): with `rng() % k` they are random_board and random_rules; the properties pass
// RapidCheck's draws, so that each number shrinks on its own (a cell towards empty, a switch
// towards its profile default).
#pragma once
#include <array>
#include <cassert>
#include <concepts>
#include <cstdint>
#include <random>
#include <string>
#include <type_traits>
#include <vector>

#include "oracle/board.h"
#include "oracle/engine.h"
#include "oracle/move.h"
#include "oracle/position.h"
#include "oracle/rules.h"

namespace f3go::testkit {

// A source of numbers for the builders: draw(k) is a number in [0, k), k ≥ 1.
template <class D>
concept Draw = requires(std::remove_reference_t<D>& d, std::uint64_t k) {
  { d(k) } -> std::convertible_to<std::uint64_t>;
};

// The draws of a random engine (std::mt19937_64, or another such as std::mt19937): rng() % k.
template <class E = std::mt19937_64>
struct RngDraw {
  E& rng;
  std::uint64_t operator()(std::uint64_t k) const { return rng() % k; }
};
template <class E>
RngDraw(E&) -> RngDraw<E>;

// The generator of sample k of a run seeded with `seed`.
std::mt19937_64 sample_rng(std::uint64_t seed, std::uint64_t k);

// The weights (empty, black, white, flower) of one random position.
std::array<std::uint64_t, 4> random_mix(std::mt19937_64& rng);

// The cell whose cumulative weight in `mix` (empty, black, white, flower) first exceeds r.
// Precondition: r < the sum of the weights.
Cell cell_of(const std::array<std::uint64_t, 4>& mix, std::uint64_t r);

// An n×n board, each point in point order the cell_of one draw(sum of the weights): the smaller
// the number, the nearer the cell to empty. Precondition: the sum of the weights is positive.
template <class D>
requires Draw<D>
    Board draw_board(D&& draw, int n, const std::array<std::uint64_t, 4>& mix) {
  assert(mix[0] + mix[1] + mix[2] + mix[3] > 0);
  const std::uint64_t sum = mix[0] + mix[1] + mix[2] + mix[3];
  Board b(n);
  for (Point p : b.points()) b.set(p, cell_of(mix, draw(sum)));
  return b;
}

// A random n×n board with the weights `mix` (their sum must be positive): draw_board with rng() % k.
Board random_board(std::mt19937_64& rng, int n, std::array<std::uint64_t, 4> mix);

// The weights of a game start: random_mix with the empty weight tripled and no flowers.
std::array<std::uint64_t, 4> game_start_mix(std::mt19937_64& rng);

// One move attempt by the side to move of `pos`.
Move random_move(std::mt19937_64& rng, const Position& pos);

// Position `index` (0 ≤ index < 4^(n·n)) of the exhaustive enumeration of the n×n board.
Board board_of_index(int n, std::uint64_t index);

// ---- The draws for the tests. ----

// The weights of a board for the private-eye questions: empty 30..69, black 10..39, white 10..39,
// flower 0..11 (each draw(k) plus the base, in that order) — more empty points and fewer flowers
// than random_mix, so more enclosed regions.
template <class D>
requires Draw<D>
    std::array<std::uint64_t, 4> draw_eye_mix(D&& draw) {
  return {30 + draw(40), 10 + draw(30), 10 + draw(30), draw(12)};
}

// What random_rules draws besides the profile and the switches, and what it keeps fixed.
struct RulesDraw {
  bool komi = false;                 // score.komi's number: 0, 0.25, …, 3.75
  bool game = false;                 // mode A/B/C, N = 0..4 flybombs, T = 1..8, seed 1..1000 (A28)
  bool wide = false;                 // komi and game over the ranges a record must carry (below)
  std::vector<std::string> fixed{};  // settings applied last ("eye.examined=region", "komi=0")
};

// The komi of draw_rules: `wide`, one time in 4 a number in [-1000, 1000) on a 2^-53 grid (no
// short decimal form), else a quarter in -50..50; otherwise a quarter in 0..3.75.
template <class D>
requires Draw<D>
double draw_komi(D&& draw, bool wide) {
  if (!wide) return static_cast<double>(draw(16)) / 4;
  constexpr std::uint64_t kGrid = std::uint64_t{1} << 53;
  if (draw(4) == 0) return -1000 + 2000 * (static_cast<double>(draw(kGrid)) / static_cast<double>(kGrid));
  return static_cast<double>(static_cast<int>(draw(401)) - 200) / 4;
}

// The game parameters of draw_rules into `r`: mode A/B/C, then N, T and the seed — N 0..4, T 1..8,
// seed 1..1000, or `wide`: N 0..5, T 1..30, seed 0..2^62-1.
template <class D>
requires Draw<D>
void draw_game(D&& draw, bool wide, Rules& r) {
  r.mode = static_cast<Mode>(draw(3));
  r.flybombs = static_cast<int>(draw(wide ? 6 : 5));
  r.random_turns = 1 + static_cast<int>(draw(wide ? 30 : 8));
  r.seed = wide ? draw(std::uint64_t{1} << 62) : 1 + draw(1000);
}

// A rule configuration: the profile (draw(2): 0 is 2022), then every switch of switch_table() with
// more than one reading in table order: draw(2) = 1 moves it to the reading draw(readings) (0 keeps
// the profile default), then the parameters `what` asks for, then `what.fixed` (every switch is
// drawn whatever is fixed, so the draws do not depend on it). Throws InputError on a bad setting.
template <class D>
requires Draw<D>
    Rules draw_rules(D&& draw, const RulesDraw& what = {}) {
  Rules r = Rules::for_profile(draw(2) ? Profile::y2018 : Profile::y2022);
  for (int i = 0; i < kSwitchCount; ++i) {
    const auto s = static_cast<Switch>(i);
    const auto readings = static_cast<std::uint64_t>(info(s).readings.size());
    if (readings > 1 && draw(2)) r.set(s, static_cast<int>(draw(readings)));
  }
  if (what.komi) r.komi = draw_komi(draw, what.wide);
  if (what.game) draw_game(draw, what.wide, r);
  for (const std::string& s : what.fixed) apply_setting(r, s, "random rules");
  return r;
}

// draw_rules with rng() % k.
Rules random_rules(std::mt19937_64& rng, const RulesDraw& what = {});

// A point of the n×n board drawn uniformly (x, then y), except one time in 40 a point just off its
// right edge (x = n): a refusal the move comparisons must agree on.
Point random_point(std::mt19937_64& rng, int n);

// A position to analyse: a random n×n board (random_mix), the initial position under `rules`
// (their flybombs and schedule) with either side to move, then 0..max_moves stones of the side to
// move on random_points, played by `mover`, the legal ones kept (so that ko and superko reach the
// legal stones).
Position random_position(std::mt19937_64& rng, int n, const Rules& rules, Engine& mover,
                         int max_moves = 3);

// Agreed dead stones for a score (A21 input): each point of `b` one time in 6 (in point order), a
// flower one time in 36 (which the score refuses, T22.7), and one time in 4 a point off the board
// (which the score ignores).
std::vector<Point> random_dead(std::mt19937_64& rng, const Board& b);

// The start of a game of move comparisons: one time in three the empty board, else a random board
// whose empty weight is tripled (random_mix, flowers kept), the initial position under `rules`
// with either side to move.
Position random_game_start(std::mt19937_64& rng, int n, const Rules& rules);

// A move attempt in a game, by the side to move (one time in 25 the other side): a pass 8 times in
// 100, else a stone or a flybomb turn — a flybomb 80 times in 100 when a random flybomb of modes
// A/B is due, 30 when flybombs are left, 5 (to be refused) when none is left — its flower on a
// random_point, one time in 6 a flower pass. Points are random_points redrawn up to four times
// while occupied (the flower's also while on the stone's point), so occupied and off-board points
// and the flower on the own stone still come now and then.
Move random_game_move(std::mt19937_64& rng, const Position& pos);

}  // namespace f3go::testkit
