// A playout's turn allocates nothing: Game::play(move, Detail::legality) on random 9×9 and 19×19
// games under the 2022 defaults (N = 3 flybombs each side, as bench/f3go_playouts plays them)
// makes no call of operator new, legal or refused, stone or flybomb. Every allocation of this
// program is counted (optimized/tests/support/allocation_counter.h); only the calls of Game::play
// are inside the counted window (the moves are drawn outside it).
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <random>

#include "testkit/generators.h"
#include "oracle/position.h"
#include "optimized/game.h"
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
      const std::int64_t before = testing::allocations();
      const bool legal = game.play(m, Detail::legality).legal;
      std::int64_t spent = testing::allocations() - before;
      if (kChecked && legal) {  // less the debug build's check after the move, asked again here
        const std::int64_t before_check = testing::allocations();
        EXPECT_EQ(game.inconsistency(), "");
        spent -= testing::allocations() - before_check;
      }
      c.allocations += spent;
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

}  // namespace
}  // namespace f3go::optimized
