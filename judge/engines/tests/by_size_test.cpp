// The optimized engine and its incremental game play each board on the compilation made for its
// size (judge/engines/by_size.h, optimized/capacity.h): boards up to 9×9 on the one whose sets take
// 2 words, larger boards on the one of the build's largest board; the two compilations answer
// alike where both take the board.
#include "judge/engines/by_size.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <random>
#include <string>

#include "optimized/capacity.h"
#include "optimized/engine.h"
#include "oracle/rules.h"
#include "testkit/generators.h"

namespace f3go::judge {
namespace {

using optimized::kLargestCapacity;
using optimized::kSmallCapacity;

// The capacity a board of size n is played on: 9 up to 9×9, the build's largest past it.
int expected_capacity(int n) { return n <= 9 ? 9 : kLargestCapacity; }

TEST(EngineBySize, EachBoardGoesToTheCompilationForItsSize) {
  EngineBySize engine;
  EXPECT_EQ(engine.max_size(), kLargestCapacity);
  for (int n = kMinSize; n <= kLargestCapacity; ++n)
    EXPECT_EQ(engine.for_size(n).max_size(), expected_capacity(n)) << n << "×" << n;
}

// Seeded random positions up to 9×9, analysed and played by both compilations: the same answers.
TEST(EngineBySize, BothCompilationsAnswerAlike) {
  auto small = optimized::make_engine<kSmallCapacity>();
  auto largest = optimized::make_engine<kLargestCapacity>();
  ASSERT_EQ(small->max_size(), 9);
  for (std::uint64_t seed = 1; seed <= 300; ++seed) {
    std::mt19937_64 rng(seed);
    const int n = 2 + static_cast<int>(seed % 8);
    const Rules rules = testkit::random_rules(rng);
    const Position pos = testkit::random_position(rng, n, rules, *largest);
    ASSERT_EQ(small->analyze(pos, rules), largest->analyze(pos, rules)) << "seed " << seed;
    const Move move = testkit::random_game_move(rng, pos);
    Position after_small, after_largest;
    ASSERT_EQ(small->play(pos, move, rules, &after_small), largest->play(pos, move, rules, &after_largest))
        << "seed " << seed;
    ASSERT_EQ(after_small, after_largest) << "seed " << seed;
  }
}

TEST(GameBySize, EachGameStartsOnTheCompilationForItsBoard) {
  GameBySize game("optimized");
  EXPECT_EQ(game.name(), "optimized");
  EXPECT_EQ(game.max_size(), kLargestCapacity);
  const Rules rules = Rules::for_profile(Profile::y2022);
  for (const int n : {9, 13, 5, 19, 10, 9}) {
    if (n > kLargestCapacity) continue;
    game.start(initial_position(Board(n), rules), rules);
    EXPECT_EQ(game.playing().max_size(), expected_capacity(n)) << n << "×" << n;
    EXPECT_EQ(game.position().board.size(), n);
    EXPECT_FALSE(game.can_undo());
    ASSERT_TRUE(game.play(Move::make_stone(Colour::black, Point{1, 1})).legal);
    EXPECT_TRUE(game.can_undo());
    EXPECT_EQ(game.position().board.at(Point{1, 1}), Cell::black);
  }
}

}  // namespace
}  // namespace f3go::judge
