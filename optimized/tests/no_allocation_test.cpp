// A playout's turn allocates nothing: Game::play(move, Detail::legality) on random 9×9 and 19×19
// games under the 2022 defaults (N = 3 flybombs each side, as bench/f3go_playouts plays them)
// makes no call of operator new, legal or refused, stone or flybomb; nor on a 19×19 board where a
// string next to a flower borders 99 pieces (its enclosed regions judged after each turn). Every
// allocation of this program is counted (optimized/tests/support/allocation_counter.h); only the
// calls of Game::play are inside the counted window (the moves are drawn outside it).
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <random>

#include "testkit/generators.h"
#include "oracle/position.h"
#include "optimized/game.h"
#include "optimized/position_bits.h"
#include "optimized/regions.h"
#include "optimized/tests/support/allocation_counter.h"

namespace f3go::optimized {
namespace {

// The black and white stones of b.
long stones(const Board& b) {
  return std::count_if(b.cells().begin(), b.cells().end(), [](Cell x) { return x == Cell::black || x == Cell::white; });
}

// Whether Game::play checks the game after each legal move (Game::check_after_mutation: the whole
// Game::inconsistency(), which allocates, in builds without NDEBUG).
#ifdef NDEBUG
constexpr bool kChecked = false;
#else
constexpr bool kChecked = true;
#endif

struct Counted {
  std::int64_t plays = 0, legal = 0, flybombs = 0, captures = 0, allocations = 0;
};

// The allocations of game.play(m, Detail::legality), less the debug build's check after a legal
// move (asked again here); `legal` is set to the play's legality.
std::int64_t allocations_of_play(Game& game, const Move& m, bool& legal) {
  const std::int64_t before = testing::allocations();
  legal = game.play(m, Detail::legality).legal;
  std::int64_t spent = testing::allocations() - before;
  if (kChecked && legal) {
    const std::int64_t before_check = testing::allocations();
    EXPECT_EQ(game.inconsistency(), "");
    spent -= testing::allocations() - before_check;
  }
  return spent;
}

// Random games on n×n: each move drawn by testkit::random_game_move (flybombs and illegal tries
// included; a pass drawn again, so that the games go on), played on the Game with
// Detail::legality; the Game's own setup is not counted.
Counted play_games(int n, int games, std::uint64_t seed) {
  Counted c;
  const Rules rules;  // 2022 defaults
  std::mt19937_64 rng(seed);
  for (int g = 0; g < games; ++g) {
    const Position start = initial_position(Board(n), rules);
    Game game(start, rules);
    for (int t = 0; t < 3 * n * n && !game.game_over(); ++t) {
      const Position pos = game.position();
      Move m = testkit::random_game_move(rng, pos);
      while (m.kind == Move::Kind::pass) m = testkit::random_game_move(rng, pos);  // the game goes on
      const long stones_before = stones(pos.board);
      bool legal = false;
      c.allocations += allocations_of_play(game, m, legal);
      ++c.plays;
      c.legal += legal;
      c.flybombs += legal && m.kind == Move::Kind::flybomb;
      c.captures += stones(game.position().board) < stones_before;
    }
  }
  return c;
}

TEST(NoAllocation, APlayoutsTurnAllocatesNothing) {
  for (const auto& [n, games] : {std::pair{9, 20}, std::pair{19, 3}}) {
    const Counted c = play_games(n, games, 20261202 + static_cast<std::uint64_t>(n));
    EXPECT_EQ(c.allocations, 0) << n << "×" << n << ": " << c.plays << " plays";
    // The games reach what could allocate: refusals, flybombs and captures.
    EXPECT_GT(c.plays - c.legal, 100) << n;
    EXPECT_GT(c.flybombs, games) << n;
    EXPECT_GT(c.captures, games) << n;
  }
}

// A 19×19 lattice: black on every point with an odd column or row (one string), the other points
// empty, single-point pieces bordered by it, but A1, a flower next to the string.
Board lattice() {
  Board b(19);
  for (int y = 0; y < 19; ++y)
    for (int x = 0; x < 19; ++x)
      if (x % 2 == 1 || y % 2 == 1) b.set(Point{x, y}, Cell::black);
  b.set(Point{0, 0}, Cell::flower);
  return b;
}

TEST(NoAllocation, AStringBorderingManyPiecesAllocatesNothing) {
  const Rules rules;  // 2022 defaults
  const Board board = lattice();
  const Bitboard a = bits_of(board).black;
  ASSERT_GT(enclosed_regions(bits_of(board), a, rules).size(), 32U) << "the string borders few pieces";
  Game game(initial_position(board, rules), rules);
  std::int64_t allocations = 0, legal_fills = 0;
  bool legal = false;
  for (int y = 0; y < 19; y += 2)
    for (int x = 0; x < 19; x += 2) {
      if (x + y == 0) continue;  // the flower
      const Point p{x, y};
      // Black filling the hole (the string's regions judged again), a white try, white passing if refused.
      allocations += allocations_of_play(game, Move::make_stone(Colour::black, p), legal);
      legal_fills += legal;
      if (game.game_over() || !legal) continue;
      allocations += allocations_of_play(game, Move::make_stone(Colour::white, Point{(x + 2) % 19, y}), legal);
      if (game.to_move() == Colour::white) allocations += allocations_of_play(game, Move::make_pass(Colour::white), legal);
    }
  EXPECT_EQ(allocations, 0);
  EXPECT_GT(legal_fills, 50) << "the holes are filled";
}

}  // namespace
}  // namespace f3go::optimized
