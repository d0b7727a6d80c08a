// The GTP server over the incremental optimized::Game (judge/engines/incremental_game.h) holds the same
// conversation as the server over the reference asked position by position: every response to a
// seeded random conversation — moves of either colour, flybomb turns, refused moves, undo, rules
// changed during a game, and every question of the server — is the reference's.
#include "judge/engines/incremental_game.h"

#include <gtest/gtest.h>

#include <random>
#include <string>
#include <vector>

#include "gtp/server.h"
#include "judge/engines/engines.h"
#include "oracle/rules.h"

namespace f3go::judge {
namespace {

// A random vertex of an n×n board (sometimes off it, sometimes pass).
std::string vertex(std::mt19937_64& rng, int n) {
  const std::uint64_t r = rng() % 40;
  if (r == 0) return "pass";
  if (r == 1) return "Z9";
  const char column = static_cast<char>('A' + rng() % static_cast<std::uint64_t>(n));
  return std::string(1, column == 'I' ? 'J' : column) + std::to_string(1 + rng() % static_cast<std::uint64_t>(n));
}

std::string colour(std::mt19937_64& rng) { return rng() % 2 ? "b" : "w"; }

// A reading of a random switch of the register (oracle/rules.h).
std::string setting(std::mt19937_64& rng) {
  const SwitchInfo& s = switch_table()[rng() % switch_table().size()];
  return std::string(s.name) + "=" + std::string(s.readings[rng() % s.readings.size()]);
}

// One command of a random conversation on an n×n board.
std::string command(std::mt19937_64& rng, int n) {
  const std::string v = vertex(rng, n), c = colour(rng);
  switch (rng() % 24) {
    case 0:
    case 1:
    case 2:
    case 3:
    case 4:
    case 5: return "play " + c + " " + v;
    case 6:
    case 7: return "f3go_flybomb " + c + " " + v + " " + vertex(rng, n);
    case 8:
    case 9: return "undo";
    case 10: return "is_legal " + c + " " + v;
    case 11: return "all_legal " + c;
    case 12: return "countlib " + v;
    case 13: return "findlib " + v;
    case 14: return "captures " + c;
    case 15: return "list_stones " + c;
    case 16: return "f3go_ask holographic";
    case 17: return "f3go_forbidden " + c;
    case 18: return "f3go_private_eye " + v;
    case 19: return "f3go_attribute " + v;
    case 20: return "f3go_ask legal " + c + " " + v;
    case 21: return rng() % 2 ? "final_score" : "f3go_ask score";
    case 22: return rng() % 4 ? "genmove " + c : "f3go_set " + setting(rng);
    default: return rng() % 2 ? "f3go_ask captures " + c + " " + v : "f3go_ask move_number";
  }
}

// Both servers answer `line` alike: the same response, or both a refusal (a search past its bound
// is named in each engine's words).
void expect_same(gtp::Server& game, gtp::Server& reference, const std::string& line, const std::string& where) {
  const std::string got = game.handle(line), expected = reference.handle(line);
  if (got.rfind("?", 0) == 0 && expected.rfind("?", 0) == 0) return;
  ASSERT_EQ(got, expected) << where << ": " << line;
}

TEST(IncrementalGame, ARandomConversationIsTheReferences) {
  for (std::uint64_t seed = 1; seed <= 6; ++seed) {
    const int n = 4 + static_cast<int>(seed % 3);
    gtp::Server game(make_game("optimized", "test"), Rules::for_profile(Profile::y2022), seed);
    gtp::Server reference(make_game("reference", "test"), Rules::for_profile(Profile::y2022), seed);
    std::mt19937_64 rng(seed);
    const std::string start = "boardsize " + std::to_string(n);
    expect_same(game, reference, start, "seed " + std::to_string(seed));
    for (int i = 0; i < 400; ++i) {
      const std::string line = command(rng, n);
      expect_same(game, reference, line, "seed " + std::to_string(seed) + ", command " + std::to_string(i));
      if (HasFatalFailure()) return;
      if (i % 150 == 149) expect_same(game, reference, "clear_board", "seed " + std::to_string(seed));
    }
  }
}

TEST(IncrementalGame, UndoGoesBackAcrossARulesChangeAndAMoveOutOfTurn) {
  IncrementalGame game;
  const Rules rules = Rules::for_profile(Profile::y2022);
  game.start(initial_position(Board(5), rules), rules);
  EXPECT_FALSE(game.can_undo());
  ASSERT_TRUE(game.play(Move::make_stone(Colour::black, Point{2, 2})).legal);
  const Position after_one = game.position();
  ASSERT_TRUE(game.play(Move::make_stone(Colour::black, Point{3, 3})).legal);  // white was to move
  EXPECT_EQ(game.position().to_move, Colour::white);
  Rules other = rules;
  apply_setting(other, "move.ko=simple_ko", "test");
  game.set_rules(other);
  EXPECT_EQ(game.rules(), other);
  game.undo();
  EXPECT_EQ(game.position(), after_one);
  EXPECT_EQ(game.rules(), other);
  EXPECT_FALSE(game.try_move(Move::make_stone(Colour::black, Point{0, 0})).legal);  // not black's turn (T22.1)
  EXPECT_TRUE(game.try_play(Move::make_stone(Colour::black, Point{0, 0})).legal);   // as play would
  EXPECT_EQ(game.position(), after_one);                                            // tries change nothing
  game.undo();
  EXPECT_FALSE(game.can_undo());
}

}  // namespace
}  // namespace f3go::judge
