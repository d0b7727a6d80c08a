// Moves (T22.6, T22.1, T22.8; A11–A14, A18–A20, A28–A30, A33): a few cases worked out from the
// rule text, then the bitboard engine against the reference on seeded random games
// (testkit/generators.h random_game_start, random_game_move) — random legal and illegal moves of
// every kind (stones, passes, flybomb turns with flower points and flower passes, wrong colours,
// occupied and off-board points) under both profiles, every mode and random readings of every
// switch. Compared at every step: MoveOutcome (legal, reason, captured), the Position after,
// legal_stones for both colours (sometimes) and game_over. On a difference the game (sample and
// attempts), the position before the move and the first differing observable are printed
// (testkit/compare.h).
#include <gtest/gtest.h>

#include <cstdlib>
#include <map>
#include <random>
#include <string>

#include "testkit/compare.h"
#include "testkit/generators.h"
#include "optimized/history.h"
#include "optimized/play.h"
#include "optimized/zobrist.h"
#include "reference/play.h"

namespace f3go::optimized {
namespace {

namespace ref = f3go::reference;

Point at(const char* gtp, int n) { return *parse_gtp(gtp, n); }

// ---------------------------------------------------------------------------------------------
// Cases (expected answers from the text, not from either engine).

// T22.6 1(2) 「是提吃点…完成提吃操作」: white's stone takes the black stone's last liberty.
TEST(PlayCases, StoneCapturesLastLiberty) {
  const Board b = board_from_rows({".O.", "OXO", "..."});
  Rules r;
  Position pos = initial_position(b, r, Colour::white);
  Position after;
  const MoveOutcome out = try_move(pos, Move::make_stone(Colour::white, at("B1", 3)), r, &after);
  EXPECT_TRUE(out.legal) << out.reason;
  EXPECT_EQ(out.captured, std::vector<Point>{at("B2", 3)});
  EXPECT_EQ(after.board.at(at("B2", 3)), Cell::empty);
  EXPECT_EQ(after.to_move, Colour::black);
  EXPECT_EQ(after.move_number, 3);  // T22.1.b: white's moves are even; black's next is 3
}

// A13 move.suicide: a stone with no liberty that captures nothing. Allowed, the stone leaves and
// the board is the one before: under positional superko (A14) that repeats the start, so the
// situational reading (white to move now, black then) is taken for the `allowed` check.
TEST(PlayCases, SuicideForbiddenOrAllowed) {
  const Board b = board_from_rows({".O.", "O.O", ".O."});
  Rules r;
  r.set(Switch::move_ko, static_cast<int>(Ko::situational_superko));
  r.set(Switch::move_suicide, static_cast<int>(Suicide::forbidden));
  const Position pos = initial_position(b, r);
  const Move m = Move::make_stone(Colour::black, at("B2", 3));
  EXPECT_EQ(try_move(pos, m, r), (MoveOutcome{false, "T22.6 suicide", {}}));
  r.set(Switch::move_suicide, static_cast<int>(Suicide::allowed));
  const MoveOutcome out = try_move(pos, m, r);
  EXPECT_TRUE(out.legal) << out.reason;
  EXPECT_EQ(out.captured, std::vector<Point>{at("B2", 3)});
  r.set(Switch::move_ko, static_cast<int>(Ko::positional_superko));
  EXPECT_EQ(try_move(pos, m, r).reason, "A14 positional superko");
}

// A14 move.ko: the immediate retake of a ko repeats the board of two turns ago.
TEST(PlayCases, KoRetakeRepeatsTheBoard) {
  const Board b = board_from_rows({".XO.", "XO.O", ".XO.", "...."});
  for (Ko k : {Ko::positional_superko, Ko::situational_superko, Ko::simple_ko}) {
    Rules r;
    r.set(Switch::move_ko, static_cast<int>(k));
    const Position pos = initial_position(b, r);
    Position mid;
    const MoveOutcome take = try_move(pos, Move::make_stone(Colour::black, at("C3", 4)), r, &mid);
    ASSERT_TRUE(take.legal) << take.reason;
    EXPECT_EQ(take.captured, std::vector<Point>{at("B3", 4)});
    const MoveOutcome retake = try_move(mid, Move::make_stone(Colour::white, at("B3", 4)), r);
    EXPECT_FALSE(retake.legal);
    const std::string expected = k == Ko::positional_superko    ? "A14 positional superko"
                                 : k == Ko::situational_superko ? "A14 situational superko"
                                                                : "A14 simple ko";
    EXPECT_EQ(retake.reason, expected);
    // Elsewhere the retake is not yet a repetition.
    EXPECT_TRUE(try_move(mid, Move::make_stone(Colour::white, at("A1", 4)), r).legal);
  }
}

// A29: two consecutive passes end the game; a further move is refused.
TEST(PlayCases, TwoPassesEndTheGame) {
  const Rules r;
  Position p0 = initial_position(Board(3), r), p1, p2;
  ASSERT_TRUE(try_move(p0, Move::make_pass(Colour::black), r, &p1).legal);
  EXPECT_FALSE(game_over(p1));
  ASSERT_TRUE(try_move(p1, Move::make_pass(Colour::white), r, &p2).legal);
  EXPECT_TRUE(game_over(p2));
  EXPECT_EQ(try_move(p2, Move::make_pass(Colour::black), r).reason, "T22.1.a game over");
}

// T22.1.b: a flybomb turn (own stone, flower) takes three move numbers and spends a flybomb.
TEST(PlayCases, FlybombTurnPlacesStoneAndFlower) {
  const Rules r;
  const Position pos = initial_position(Board(5), r);
  Position after;
  const MoveOutcome out =
      try_move(pos, Move::make_flybomb(Colour::black, at("C3", 5), at("E5", 5)), r, &after);
  ASSERT_TRUE(out.legal) << out.reason;
  EXPECT_EQ(after.board.at(at("C3", 5)), Cell::black);
  EXPECT_EQ(after.board.at(at("E5", 5)), Cell::flower);
  EXPECT_EQ(after.move_number, 4);
  EXPECT_EQ(after.flybombs_left[index(Colour::black)], r.flybombs - 1);
}

TEST(PlayCases, ZobristIsAFunctionOfTheBoard) {
  const Board a = board_from_rows({"XO.", ".F.", "..X"});
  Board b = a;
  EXPECT_EQ(zobrist(a), zobrist(b));
  b.set(at("B2", 3), Cell::black);
  EXPECT_NE(zobrist(a), zobrist(b));
  b.set(at("B2", 3), Cell::flower);
  EXPECT_EQ(zobrist(a), zobrist(b));
}

// The Zobrist key straight from the cells (zobrist(Board), one pass) is the key of the sets.
TEST(PlayCases, ZobristOfCellsIsZobristOfSets) {
  for (const Board& b : {board_from_rows({"XO.", ".F.", "..X"}), board_from_rows({"..", ".."}),
                         board_from_rows({"XOF.X", "OOF..", ".....", "FFXXO", "X...O"})}) {
    EXPECT_EQ(zobrist(b), zobrist(bits_of(b))) << diagram(b);
  }
  Board big(19);
  big.set(Point{18, 18}, Cell::white);
  big.set(Point{0, 18}, Cell::flower);
  big.set(Point{3, 7}, Cell::black);
  EXPECT_EQ(zobrist(big), zobrist(bits_of(big)));
}

// A14's history (history.h): a board repeats an earlier one only when every point agrees, whatever
// points it is told to compare first, and with a side to move only an entry with that side counts.
// D1 alone agrees with both earlier boards (one black stone at A1 or B1) for a black stone at C1.
TEST(PlayCases, HistoryComparesEveryPointWhateverComesFirst) {
  const auto one_stone = [](const char* point) {
    Board b(4);
    b.set(at(point, 4), Cell::black);
    return b;
  };
  const std::vector<HistoryEntry> entries{{one_stone("A1"), Colour::white}, {one_stone("B1"), Colour::black}};
  const History hist(entries);
  const auto points = [](std::initializer_list<const char*> names) {
    Bitboard s;
    for (const char* n : names) s.set(at(n, 4));
    return s;
  };
  const BoardBits a1 = bits_of(one_stone("A1")), c1 = bits_of(one_stone("C1"));
  for (const Bitboard& first : {Bitboard{}, points({"A1"}), points({"D1"}), points({"B1", "D4"})}) {
    EXPECT_TRUE(hist.repeats(a1, first));
    EXPECT_FALSE(hist.repeats(c1, first));
    EXPECT_TRUE(hist.repeats(a1, first, Colour::white));
    EXPECT_FALSE(hist.repeats(a1, first, Colour::black));
  }
  EXPECT_TRUE(hist.same(0, a1));
  EXPECT_FALSE(hist.same(1, a1));
  EXPECT_TRUE(hist.any_with_empties(4, 15));
  EXPECT_FALSE(hist.any_with_empties(4, 16));
  EXPECT_FALSE(hist.any_with_empties(5, 15));
}

// A14 on the legal stones: after black takes the ko (C3 captures B3), white's retake at B3 would
// bring back the start board — not legal under any reading of A14. A4 is suicide (A13 default
// `forbidden`); every other empty point is legal. The retake leaves nine empty points, as the
// start board and the board after black's capture (two history boards with one count, one of them
// equal: only the boards of that count are compared, history.h).
TEST(PlayCases, LegalStonesLeaveOutTheKoRetake) {
  const Board b = board_from_rows({".XO.", "XO.O", ".XO.", "...."});
  for (Ko k : {Ko::positional_superko, Ko::situational_superko, Ko::simple_ko}) {
    Rules r;
    r.set(Switch::move_ko, static_cast<int>(k));
    const Position pos = initial_position(b, r);
    Position mid;
    ASSERT_TRUE(try_move(pos, Move::make_stone(Colour::black, at("C3", 4)), r, &mid).legal);
    const std::vector<Point> expected{at("A1", 4), at("B1", 4), at("C1", 4), at("D1", 4),
                                      at("A2", 4), at("D2", 4), at("D4", 4)};
    EXPECT_EQ(legal_stones(mid, Colour::white, r), expected) << r.reading_name(Switch::move_ko);
    EXPECT_EQ(ref::legal_stones(mid, Colour::white, r), expected) << r.reading_name(Switch::move_ko);
  }
}

// T22.3.2(4), A32 holo.merge, T22.6: the flowers A2 B2 are white-like (white B1 is the only string
// next to them). White A1 (neighbours B1 and A2) has no empty neighbour and its bottom string A1 B1
// no liberty: under `merge` it is one holographic string with the flowers, whose liberties A3 B3
// C2 it keeps (legal); under `separate` the flowers are a string apart and A1 is suicide. The
// legal-stone pass must not take the flowers' liberties for the stone's.
TEST(PlayCases, LegalStonesBesideOwnFlowersUnderEitherMerge) {
  const Board b = board_from_rows({"...", "FF.", ".OX"});
  for (HoloMerge m : {HoloMerge::merge, HoloMerge::separate}) {
    Rules r;
    r.set(Switch::holo_merge, static_cast<int>(m));
    const Position pos = initial_position(b, r, Colour::white);
    std::vector<Point> expected{at("C2", 3), at("A3", 3), at("B3", 3), at("C3", 3)};
    if (m == HoloMerge::merge) expected.insert(expected.begin(), at("A1", 3));
    EXPECT_EQ(legal_stones(pos, Colour::white, r), expected) << r.reading_name(Switch::holo_merge);
    EXPECT_EQ(ref::legal_stones(pos, Colour::white, r), expected) << r.reading_name(Switch::holo_merge);
  }
}

// T22.6 1(1) 「如果是禁着点」 (A13 move.suicide, A40 move.suicide_timing) on the legal stones. Left: every empty
// point is surrounded by white strings of two liberties or more, so a black stone there has no
// liberty and takes nothing: none is legal while suicide is judged (before or after the update),
// all five when it is never judged. Right: B2 is the only liberty of white A2, so black B2 takes it
// and is legal under every timing; C1 and C3 are suicide as before.
TEST(PlayCases, LegalStonesLeaveOutSuicideButNotACapture) {
  const Board ring = board_from_rows({".O.", "O.O", ".O."}), taking = board_from_rows({"XO.", "O.O", "XO."});
  for (SuicideTiming t : {SuicideTiming::before_update, SuicideTiming::after_update, SuicideTiming::never}) {
    Rules r;
    r.set(Switch::move_suicide_timing, static_cast<int>(t));
    const bool judged = t != SuicideTiming::never;
    const std::vector<Point> all{at("A1", 3), at("C1", 3), at("B2", 3), at("A3", 3), at("C3", 3)};
    const std::vector<Point> expected_ring = judged ? std::vector<Point>{} : all;
    const Position in_ring = initial_position(ring, r);
    EXPECT_EQ(legal_stones(in_ring, Colour::black, r), expected_ring) << r.reading_name(Switch::move_suicide_timing);
    EXPECT_EQ(ref::legal_stones(in_ring, Colour::black, r), expected_ring) << r.reading_name(Switch::move_suicide_timing);
    const std::vector<Point> expected_taking =
        judged ? std::vector<Point>{at("B2", 3)} : std::vector<Point>{at("C1", 3), at("B2", 3), at("C3", 3)};
    const Position in_taking = initial_position(taking, r);
    EXPECT_EQ(legal_stones(in_taking, Colour::black, r), expected_taking) << r.reading_name(Switch::move_suicide_timing);
    EXPECT_EQ(ref::legal_stones(in_taking, Colour::black, r), expected_taking)
        << r.reading_name(Switch::move_suicide_timing);
  }
}

// A12 capture.which, T22.2.8(1) (a string may stay on the board with no liberty): the black stone
// at A3 has none. White's B2 joins A2 and B3 into one string next to A3: `adjacent` removes A3,
// `lost_last_liberty` does not (B2 was never its liberty). White's C1 touches neither.
TEST(PlayCases, AdjacentCaptureTakesAStringKeptWithoutLiberty) {
  const Board b = board_from_rows({"XO.", "O..", "..."});
  for (CaptureWhich w : {CaptureWhich::adjacent, CaptureWhich::lost_last_liberty}) {
    Rules r;
    r.set(Switch::capture_which, static_cast<int>(w));
    const Position pos = initial_position(b, r, Colour::white);
    const MoveOutcome joined = try_move(pos, Move::make_stone(Colour::white, at("B2", 3)), r);
    ASSERT_TRUE(joined.legal) << joined.reason;
    const std::vector<Point> taken = w == CaptureWhich::adjacent ? std::vector<Point>{at("A3", 3)} : std::vector<Point>{};
    EXPECT_EQ(joined.captured, taken) << r.reading_name(Switch::capture_which);
    EXPECT_EQ(ref::try_move(pos, Move::make_stone(Colour::white, at("B2", 3)), r).captured, taken)
        << r.reading_name(Switch::capture_which);
    EXPECT_EQ(try_move(pos, Move::make_stone(Colour::white, at("C1", 3)), r).captured, std::vector<Point>{});
  }
}

// ---------------------------------------------------------------------------------------------
// Random games (testkit/generators.h), differences reported by testkit/compare.h.

int env_int(const char* name, int fallback) {
  const char* v = std::getenv(name);
  return v ? std::atoi(v) : fallback;
}

struct Counts {
  long games = 0, moves = 0, legal = 0, captures = 0, flybombs = 0, legal_lists = 0;
  std::map<std::string, long> reasons;
};

// A game being compared: the sample (how to draw it again), its rules and the attempts so far.
struct Game {
  std::string sample;
  Rules rules;
  std::string attempts;
};

// Fails with the one first-difference report: the game, the position before the move, the first
// differing observable.
void differs(const Game& g, const Position& pos, const testkit::Difference& d) {
  FAIL() << g.sample << "\nattempts: " << g.attempts << "\n"
         << testkit::position_report(pos.board, g.rules)
         << testkit::position_line(pos) << "\n"
         << testkit::difference_text(d, "reference", "optimized");
}

// One attempt on both engines: the outcome, the position after it and game_over compared.
void compare_move(const Game& g, const Position& pos, const Move& m, Position& next, bool& advanced, Counts& n) {
  Position ra = pos, oa = pos;
  const MoveOutcome ro = ref::try_move(pos, m, g.rules, &ra);
  const MoveOutcome oo = try_move(pos, m, g.rules, &oa);
  ++n.moves;
  ++n.reasons[ro.legal ? "legal" : ro.reason];
  if (auto d = testkit::move_difference(m, ro, ra, oo, oa)) return differs(g, pos, *d);
  advanced = ro.legal;
  if (!ro.legal) return;
  ++n.legal;
  if (!ro.captured.empty()) ++n.captures;
  if (m.kind == Move::Kind::flybomb) ++n.flybombs;
  const bool rover = game_over(ra), oover = game_over(oa);
  if (rover != oover)
    return differs(g, pos, {"game over after " + to_text(m), rover ? "yes" : "no", oover ? "yes" : "no"});
  next = ra;
}

void compare_legal_stones(const Game& g, const Position& pos, Counts& n) {
  for (Colour c : kColours) {
    const std::vector<Point> r = ref::legal_stones(pos, c, g.rules), o = legal_stones(pos, c, g.rules);
    ++n.legal_lists;
    if (r != o)
      return differs(g, pos, {"legal stone points, " + std::string(name(c)), testkit::points_text(r), testkit::points_text(o)});
  }
}

// Game k of `seed` (the seed shifted by F3GO_DIFF_SEED) on the size×size board: rules with every
// switch and the game parameters drawn, a game start, then up to `moves` attempts; the legal
// stones of both colours compared after one attempt in eight when `check_lists`.
void play_game(std::uint64_t seed, std::uint64_t k, int size, int moves, bool check_lists, Counts& n) {
  seed += static_cast<std::uint64_t>(env_int("F3GO_DIFF_SEED", 0));
  std::mt19937_64 rng = testkit::sample_rng(seed, k);
  Game g{"game " + std::to_string(k) + " of seed " + std::to_string(seed) + " (testkit::sample_rng)",
         testkit::random_rules(rng, {.game = true}), ""};
  Position pos = testkit::random_game_start(rng, size, g.rules);
  ++n.games;
  for (int i = 0; i < moves; ++i) {
    const Move m = testkit::random_game_move(rng, pos);
    g.attempts += (g.attempts.empty() ? "" : ", ") + to_text(m);
    bool advanced = false;
    Position next;
    compare_move(g, pos, m, next, advanced, n);
    if (::testing::Test::HasFatalFailure()) return;
    if (advanced) pos = next;
    if (check_lists && rng() % 8 == 0) {
      compare_legal_stones(g, pos, n);
      if (::testing::Test::HasFatalFailure()) return;
    }
    if (game_over(pos)) return;
  }
}

// The refusals by A14 move.ko (simple ko, positional or situational superko).
long ko_refusals(const Counts& n) {
  long ko = 0;
  for (const auto& [reason, count] : n.reasons)
    if (reason.starts_with("A14 ")) ko += count;
  return ko;
}

// The flybomb points refused as forbidden (T22.5: capture point, one-liberty eye, tiger's mouth).
long forbidden_refusals(const Counts& n) {
  long forbidden = 0;
  for (const auto& [reason, count] : n.reasons)
    if (reason.starts_with("T22.5 forbidden")) forbidden += count;
  return forbidden;
}

// A floor on what the games reached: `count` at least `per_mille` thousandths of the moves tried
// (at least once). Each floor is set some way below what the default seeds reach, so that a
// generator that stops making captures, flybomb turns or ko fails the test instead of comparing less.
void expect_floor(const char* what, long count, const Counts& n, double per_mille) {
  EXPECT_TRUE(count >= 1 && static_cast<double>(count) * 1000 >= per_mille * static_cast<double>(n.moves))
      << what << ": " << count << " in " << n.moves << " moves, below the floor of " << per_mille
      << " per thousand moves";
}

void report(const char* what, const Counts& n) {
  std::printf("%s: %ld games, %ld moves compared (%ld legal, %ld capturing, %ld flybomb turns), %ld legal_stones lists\n",
              what, n.games, n.moves, n.legal, n.captures, n.flybombs, n.legal_lists);
  for (const auto& [reason, count] : n.reasons) std::printf("  %6ld  %s\n", count, reason.c_str());
}

int scale() {
#ifdef NDEBUG
  const int base = 4;
#else
  const int base = 1;
#endif
  return base * env_int("F3GO_DIFF_SCALE", 1);
}

TEST(PlayDifferential, SmallBoardGames) {
  Counts n;
  for (int g = 0; g < 60 * scale(); ++g) {
    play_game(20261, static_cast<std::uint64_t>(g), 2 + g % 6, 40, true, n);  // 2..7
    if (HasFatalFailure()) return;
  }
  report("small boards", n);
  // Measured per thousand moves (release, 240 games, 8078 moves; in brackets debug, the first 60
  // games, 2053 moves): captures 71 (67), flybomb turns 69 (71), ko refusals 17 (14), forbidden
  // flybomb points 26 (27), legal-stone lists compared 235 (237).
  expect_floor("capturing moves", n.captures, n, 40);
  expect_floor("flybomb turns", n.flybombs, n, 40);
  expect_floor("A14 ko refusals", ko_refusals(n), n, 8);
  expect_floor("T22.5 forbidden flybomb points", forbidden_refusals(n), n, 12);
  expect_floor("legal_stones lists compared", n.legal_lists, n, 120);
}

TEST(PlayDifferential, MediumBoardGames) {
  Counts n;
  for (int g = 0; g < 12 * scale(); ++g) {
    play_game(777, static_cast<std::uint64_t>(g), 8 + g % 2, 80, g % 4 == 0, n);
    if (HasFatalFailure()) return;
  }
  report("8x8 and 9x9", n);
  // Measured per thousand moves (release, 48 games, 2803 moves; in brackets debug, the first 12
  // games, 752 moves): captures 63 (60), flybomb turns 54 (31), ko refusals 5.4 (1.3), forbidden
  // flybomb points 10 (2.7), legal-stone lists compared 66 (45).
  expect_floor("capturing moves", n.captures, n, 30);
  expect_floor("flybomb turns", n.flybombs, n, 15);
  expect_floor("A14 ko refusals", ko_refusals(n), n, 0.6);
  expect_floor("T22.5 forbidden flybomb points", forbidden_refusals(n), n, 1.3);
  expect_floor("legal_stones lists compared", n.legal_lists, n, 22);
}

TEST(PlayDifferential, LargeBoardGames) {
  Counts n;
  for (int g = 0; g < 2 * scale(); ++g) {
    play_game(1313, static_cast<std::uint64_t>(g), g % 2 ? 19 : 13, 30, false, n);
    if (HasFatalFailure()) return;
  }
  report("13x13 and 19x19", n);
  // Measured per thousand moves (release, 8 games, 196 moves; in brackets debug, the first 2 games,
  // 60 moves): legal 791 (850), flybomb turns 92 (33). The 30 attempts of a game on these boards
  // capture about once in 200 moves: captures and ko are the small and medium boards' floors.
  expect_floor("legal moves", n.legal, n, 500);
  expect_floor("flybomb turns", n.flybombs, n, 25);
}

}  // namespace
}  // namespace f3go::optimized
