// optimized::Game (optimized/game.h) against its twin, a reference Position advanced with
// reference::try_move: the N28 double listing (docs/ambiguities.md) on a hand-read position,
// seeded random games on sizes 2..9 under random switch readings (every outcome, the whole position,
// the holographic board and the flower reports after every turn; debug builds also run
// is_consistent() inside every play()), and the time per play() on 9×9 and 19×19 games.
#include <gtest/gtest.h>

#include <cstdio>
#include <random>
#include <string>

#include "optimized/game.h"
#include "optimized/play.h"
#include "reference/holographic.h"
#include "reference/play.h"

namespace f3go::optimized {
namespace {

Rules n28_rules() {
  Rules r;  // 2022
  r.set(Switch::capture_after_update, static_cast<int>(AfterUpdate::all_fixpoint));
  r.set(Switch::holo_merge, static_cast<int>(HoloMerge::separate));
  return r;
}

// N28, reading 1 (the reference). White A3 has no liberty (kept on the board, T22.2.8(1)); black
// B2 joins every black stone into one string next to A3, which A12 `adjacent` captures (A3 #1).
// The flower goes to A3 (no T22.5 reason: black keeps A1, C1, A3; no white shape there). The black
// string then has two enclosed regions {A1} and {C1} holding nothing (T18E.S3.1): a private eye,
// so HEIy = 1, BAIy = 0 and the flower is black-like (T22.4.2.1). Under A32 `separate` it is a
// holographic string of its own with no empty neighbour, removed by the A11 `all_fixpoint`
// (A33 `remove`): A3 #2. The reference lists A3 twice and counts 2 removals.
const Board kN28Board = board_from_rows({"O X X", "X . X", ". X ."});
const Move kN28Move = Move::make_flybomb(Colour::black, Point{1, 1}, Point{0, 2});
const std::vector<Point> kA3Twice{Point{0, 2}, Point{0, 2}};

TEST(GameN28, PointCapturedTwiceIsListedTwice) {
  const Rules rules = n28_rules();
  const Position pos = initial_position(kN28Board, rules);
  Position ref_after, opt_after;
  const MoveOutcome ref = reference::try_move(pos, kN28Move, rules, &ref_after);
  ASSERT_TRUE(ref.legal) << ref.reason;
  EXPECT_EQ(ref.captured, kA3Twice);
  EXPECT_EQ(ref_after.last_captures, 2);
  const MoveOutcome opt = try_move(pos, kN28Move, rules, &opt_after);
  EXPECT_EQ(opt, ref);
  EXPECT_EQ(opt_after, ref_after);
  EXPECT_EQ(opt_after.board, board_from_rows({". X X", "X X X", ". X ."}));

  Game game(pos, rules);
  const MoveOutcome g = game.play(kN28Move);
  EXPECT_EQ(g, ref);
  EXPECT_EQ(game.position(), ref_after);
  EXPECT_TRUE(game.is_consistent()) << game.inconsistency();
}

// ---------------------------------------------------------------------------------------------
// Random games.

Rules random_rules(std::mt19937& rng) {
  Rules r = Rules::for_profile(rng() % 2 ? Profile::y2018 : Profile::y2022);
  for (int i = 0; i < kSwitchCount; ++i) {
    const auto s = static_cast<Switch>(i);
    const auto readings = static_cast<unsigned>(info(s).readings.size());
    if (readings > 1 && rng() % 2) r.set(s, static_cast<int>(rng() % readings));
  }
  r.flybombs = static_cast<int>(rng() % 4);
  r.mode = static_cast<Mode>(rng() % 3);
  r.random_turns = 1 + static_cast<int>(rng() % 8);
  r.seed = rng();
  return r;
}

Board random_board(std::mt19937& rng, int n, int fill_percent) {
  Board b(n);
  for (Point p : b.points()) {
    const int v = static_cast<int>(rng() % 100);
    if (v >= fill_percent) continue;
    const int c = static_cast<int>(rng() % 10);
    b.set(p, c < 4 ? Cell::black : c < 8 ? Cell::white : Cell::flower);
  }
  return b;
}

Point random_point(std::mt19937& rng, int n) {
  // Now and then off the board: both engines must refuse it the same way.
  const int lo = rng() % 40 == 0 ? -1 : 0;
  const int hi = rng() % 40 == 0 ? n + 1 : n;
  const auto span = static_cast<unsigned>(hi - lo);
  return Point{lo + static_cast<int>(rng() % span), lo + static_cast<int>(rng() % span)};
}

// A move for the side to move, mostly on empty points (the wrong side now and then).
Move random_move(std::mt19937& rng, const Position& pos) {
  const int n = pos.board.size();
  Colour c = rng() % 30 == 0 ? opponent(pos.to_move) : pos.to_move;
  Point p = random_point(rng, n);
  for (int tries = 0; tries < 4 && pos.board.on_board(p) && pos.board.at(p) != Cell::empty; ++tries)
    p = random_point(rng, n);
  const auto kind = static_cast<unsigned>(rng() % 20);
  if (kind == 0) return Move::make_pass(c);
  if (kind <= 3) {
    if (rng() % 5 == 0) return Move::make_flybomb(c, p, std::nullopt);
    return Move::make_flybomb(c, p, random_point(rng, n));
  }
  return Move::make_stone(c, p);
}

// Plays `turns` random moves on the reference and on the Game; every outcome and the whole state
// after it must be equal. Returns the number of legal moves.
int compare_game(std::mt19937& rng, const Position& start, const Rules& rules, int turns) {
  Position model = start;
  Game game(start, rules);
  int legal = 0;
  for (int t = 0; t < turns && !reference::game_over(model); ++t) {
    const Move m = random_move(rng, model);
    Position after;
    const MoveOutcome ref = reference::try_move(model, m, rules, &after);
    const MoveOutcome got = game.play(m);
    const std::string where = "move " + std::to_string(t) + " " + to_text(m) + " rules " + compact(rules) +
                              "\n" + diagram(model.board);
    EXPECT_EQ(got, ref) << where << "reference: " << ref.reason << " / game: " << got.reason;
    if (ref.legal) {
      model = after;
      ++legal;
    }
    const Position now = game.position();
    EXPECT_EQ(now.board, model.board) << where;
    EXPECT_EQ(now, model) << where;
    const reference::Holographic h = reference::holographic(model.board, rules);
    EXPECT_EQ(game.holographic_cells(), h.cells) << where;
    EXPECT_EQ(game.flowers(), h.flowers) << where;
    if (::testing::Test::HasFailure()) return legal;
  }
  EXPECT_TRUE(game.is_consistent()) << game.inconsistency();
  return legal;
}

TEST(GameDifferential, RandomGamesEqualTheReference) {
  std::mt19937 rng(20240603);
#ifdef NDEBUG
  const int games = 400;
#else
  const int games = 40;
#endif
  long legal = 0;
  for (int g = 0; g < games && !HasFailure(); ++g) {
    const int n = 2 + static_cast<int>(rng() % 8);
    const Rules rules = random_rules(rng);
    const Board board = random_board(rng, n, static_cast<int>(rng() % 3) * 25);
    legal += compare_game(rng, initial_position(board, rules), rules, 40);
  }
  EXPECT_GT(legal, games);  // the games do move
}

// ---------------------------------------------------------------------------------------------
// Incremental attributes: a move far from a flower string reuses its report.

TEST(GameIncremental, FarMoveReusesTheFlowerReport) {
  // The flower A9 touches black's string B9, A8, B8, which encloses no region (one piece around it:
  // T18E.P1), so the flower's inputs are A9, the string and their neighbours (game.h, A02 `any`,
  // A09 `region`, N03 `bordered`): a stone at J1 touches none of them.
  const Board b = board_from_rows({"F X . . . . . . .", "X X . . . . . . .", ". . . . . . . . .",
                                   ". . . . . . . . .", ". . . . . . . . .", ". . . . . . . . .",
                                   ". . . . . . . . .", ". . . . . . . . .", ". . . . . . . . ."});
  const Rules rules;  // 2022 defaults: region.connect=any, eye.simulated_area=region, region.pieces=bordered
  Game game(initial_position(b, rules), rules);
  const long before = game.stats().recomputed;
  ASSERT_TRUE(game.play(Move::make_stone(Colour::black, Point{8, 0})).legal);  // J1
  EXPECT_EQ(game.stats().recomputed, before);
  EXPECT_GT(game.stats().reused, 0);
  // A white stone touching the black string changes its inputs: recomputed.
  ASSERT_TRUE(game.play(Move::make_stone(Colour::white, Point{2, 7})).legal);  // C8
  EXPECT_GT(game.stats().recomputed, before);
  EXPECT_TRUE(game.is_consistent()) << game.inconsistency();
}

// Plain play on a calm board takes the fast path; a flower ends it.
TEST(GameIncremental, PlainStonesTakeTheFastPath) {
  const Rules rules;
  Game game(initial_position(Board(9), rules), rules);
  ASSERT_TRUE(game.play(Move::make_stone(Colour::black, Point{2, 2})).legal);
  ASSERT_TRUE(game.play(Move::make_stone(Colour::white, Point{6, 6})).legal);
  EXPECT_EQ(game.stats().fast_turns, 2);
  ASSERT_TRUE(game.play(Move::make_flybomb(Colour::black, Point{4, 4}, Point{4, 5})).legal);
  EXPECT_EQ(game.stats().general_turns, 1);
  ASSERT_TRUE(game.play(Move::make_stone(Colour::white, Point{0, 0})).legal);
  EXPECT_EQ(game.stats().general_turns, 2);  // a flower is on the board
}

}  // namespace
}  // namespace f3go::optimized
