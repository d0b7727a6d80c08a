// optimized::Game (optimized/game.h) against its twin, a reference Position advanced with
// reference::try_move: the N28 double listing (docs/ambiguities.md) on a hand-read position,
// seeded random games on sizes 2..9 under random switch readings (testkit/generators.h; every
// outcome, the whole position, the holographic board and the flower reports after every turn;
// debug builds also run is_consistent() inside every play()), and the time per play() on 9×9 and
// 19×19 games.
// The history and the Zobrist key on hand-made sequences (GameHistory): a ko recapture refused
// after a flybomb turn and by a flybomb turn, superko with a flower on the board, and the recorded
// games of corpus/records replayed with the key and every history key equal to a recompute and every
// ko verdict equal to a Game built from scratch.
#include <gtest/gtest.h>

#include <cassert>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <random>
#include <string>

#include "testkit/compare.h"
#include "testkit/generators.h"
#include "optimized/game.h"
#include "optimized/play.h"
#include "optimized/zobrist.h"
#include "oracle/sgf.h"
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

// A40 move.suicide_timing on a calm board (no flower: the fast path) and beside a flower (the
// general turn): every reading played by the Game as the reference plays it. Black B1 beside
// black A1 under white A2, B2, C1 has no liberty before or after the update: refused unless
// `never`, where it stands without liberty (A11 `never`) and the board is no longer calm. Black
// A1 beside the flower A2-A3 turns it black-like (T22.4.2.3.1): refused only `before_update`.
TEST(GameA40, SuicideTimingAsTheReference) {
  const Board calm = board_from_rows({".....", ".....", ".....", "OO...", "X.O.."});
  const Board flower = board_from_rows({".......", ".......", "XXX....", ".X.X...", "FXXX...", "FOOO...", ".O.O..."});
  const std::vector<std::pair<Board, Point>> tries{{calm, Point{1, 0}}, {flower, Point{0, 0}}};
  for (SuicideTiming when : {SuicideTiming::before_update, SuicideTiming::after_update, SuicideTiming::never}) {
    for (const auto& [board, q] : tries) {
      Rules rules;
      rules.set(Switch::move_suicide_timing, static_cast<int>(when));
      const Position pos = initial_position(board, rules);
      const Move move = Move::make_stone(Colour::black, q);
      Position ref_after;
      const MoveOutcome ref = reference::try_move(pos, move, rules, &ref_after);
      const bool stands = when == SuicideTiming::never || (when == SuicideTiming::after_update && board == flower);
      EXPECT_EQ(ref.legal, stands) << compact(rules) << "\n"
                                   << diagram(board);
      Game game(pos, rules);
      EXPECT_EQ(game.play(move), ref) << compact(rules) << "\n"
                                      << diagram(board);
      EXPECT_TRUE(game.is_consistent()) << game.inconsistency();
      if (!ref.legal) continue;
      EXPECT_EQ(game.position(), ref_after) << compact(rules);
      // The next stone is played from the board the Game holds now (calm or not).
      const Move next = Move::make_stone(Colour::white, Point{4, 4});
      Position ref_next;
      EXPECT_EQ(game.play(next), reference::try_move(ref_after, next, rules, &ref_next)) << compact(rules);
      EXPECT_EQ(game.position(), ref_next) << compact(rules);
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Random games.

// The holographic board and the flower reports of the Game equal to the reference's on `model`,
// its twin. Precondition: `game` and `model` hold the same position.
void expect_same_holographic(const Game& game, const Position& model, const Rules& rules, const std::string& where) {
  assert(game.position() == model);
  const reference::Holographic h = reference::holographic(model.board, rules);
  EXPECT_EQ(game.holographic_cells(), h.cells) << where;
  EXPECT_EQ(game.flowers(), h.flowers) << where;
}

// Plays up to `turns` random move attempts (testkit::random_game_move) on the reference and on the
// Game; every outcome and the whole state after it must be equal (testkit::move_difference), and
// the holographic board and the flower reports. Returns the number of legal moves.
// Precondition: `start` is the initial position of its board under `rules` (random_game_start).
int compare_game(std::mt19937_64& rng, const Position& start, const Rules& rules, int turns,
                 Game::Stats* stats = nullptr) {
  assert(start == initial_position(start.board, rules, start.to_move));
  Position model = start;
  Game game(start, rules);
  int legal = 0;
  for (int t = 0; t < turns && !game_over(model); ++t) {
    const Move m = testkit::random_game_move(rng, model);
    Position after;
    const MoveOutcome ref = reference::try_move(model, m, rules, &after);
    const MoveOutcome got = game.play(m);
    const std::string where = "move " + std::to_string(t) + " " + to_text(m) + "\n" +
                              testkit::position_report(model.board, rules) + testkit::position_line(model) + "\n";
    const auto d = testkit::move_difference(m, ref, ref.legal ? after : model, got, game.position());
    if (d) {
      ADD_FAILURE() << where << testkit::difference_text(*d, "reference", "game");
      return legal;
    }
    if (ref.legal) {
      model = after;
      ++legal;
    }
    expect_same_holographic(game, model, rules, where);
    if (::testing::Test::HasFailure()) return legal;
  }
  EXPECT_TRUE(game.is_consistent()) << game.inconsistency();
  if (stats) *stats = game.stats();
  return legal;
}

// Game g of the run: testkit::sample_rng(20240603, g), a size 2..9, rules with every switch and the
// game parameters drawn (testkit::random_rules), a start from testkit::random_game_start.
TEST(GameDifferential, RandomGamesEqualTheReference) {
#ifdef NDEBUG
  const int games = 400;
#else
  const int games = 40;
#endif
  long legal = 0, near = 0, far = 0;
  for (int g = 0; g < games && !HasFailure(); ++g) {
    std::mt19937_64 rng = testkit::sample_rng(20240603, static_cast<std::uint64_t>(g));
    const int n = 2 + static_cast<int>(rng() % 8);
    const Rules rules = testkit::random_rules(rng, {.game = true});
    Game::Stats stats;
    legal += compare_game(rng, testkit::random_game_start(rng, n, rules), rules, 40, &stats);
    near += stats.near_turns;
    far += stats.far_turns;
  }
  EXPECT_GT(legal, games);  // the games do move
  // and both fast paths with flowers on the board are among the turns compared
  EXPECT_GE(near, games / 8);
  EXPECT_GE(far, games / 8);
}

// Detail::legality (a playout's question) changes nothing but what the outcome carries: the same
// legality, no reason and no captured points, and the same game after every move.
TEST(GameDifferential, LegalityOnlyChangesOnlyTheOutcomesDetail) {
  int refused = 0, captures = 0, taken = 0;
  for (int g = 0; g < 100; ++g) {
    std::mt19937_64 rng = testkit::sample_rng(20261202, static_cast<std::uint64_t>(g));
    const int n = 2 + static_cast<int>(rng() % 8);
    const Rules rules = testkit::random_rules(rng, {.game = true});
    const Position start = testkit::random_game_start(rng, n, rules);
    Game written(start, rules), omitted(start, rules);
    for (int t = 0; t < 40 && !written.game_over(); ++t) {
      const Move m = testkit::random_game_move(rng, written.position());
      const MoveOutcome w = written.play(m);
      const MoveOutcome o = omitted.play(m, Detail::legality);
      ASSERT_EQ(o.legal, w.legal) << to_text(m);
      EXPECT_TRUE(o.captured.empty()) << to_text(m);
      captures += !w.captured.empty();
      if (w.legal) {
        EXPECT_EQ(o.reason, "");
      } else {
        EXPECT_FALSE(w.reason.empty()) << to_text(m);
        EXPECT_EQ(o.reason, "") << to_text(m);
        ++refused;
        const Board& board = written.position().board;
        taken += m.kind != Move::Kind::pass && (!board.on_board(m.stone) || board.at(m.stone) != Cell::empty);
      }
      ASSERT_EQ(omitted.position(), written.position()) << to_text(m);
    }
  }
  EXPECT_GT(refused, 100);  // refusals of every kind are drawn, not only legal moves
  EXPECT_GT(taken, 200);    // among them stones on a taken point, which a playout's question ends early
  EXPECT_GT(captures, 20);  // and capturing moves, whose list is left out
}

// ---------------------------------------------------------------------------------------------
// Incremental attributes: a move far from a flower string reuses its report.

TEST(GameIncremental, FarMoveReusesTheFlowerReport) {
  // The flower A9 touches black's string B9, A8, B8, which encloses no region (one piece around it:
  // T18E.P1), so the flower's inputs are A9, the string and their neighbours (known_eyes.h, A02 `any`,
  // A09 `region`, N03 `bordered`): a stone at J1 touches none of them. Of the string's neighbours,
  // only a black stone can change the report.
  const Board b = board_from_rows({"F X . . . . . . .", "X X . . . . . . .", ". . . . . . . . .",
                                   ". . . . . . . . .", ". . . . . . . . .", ". . . . . . . . .",
                                   ". . . . . . . . .", ". . . . . . . . .", ". . . . . . . . ."});
  const Rules rules;  // 2022 defaults: region.connect=any, eye.simulated_area=region, region.pieces=bordered
  Game game(initial_position(b, rules), rules);
  const long before = game.stats().recomputed;
  ASSERT_TRUE(game.play(Move::make_stone(Colour::black, Point{8, 0})).legal);  // J1
  EXPECT_EQ(game.stats().recomputed, before);
  EXPECT_GT(game.stats().reused, 0);
  // A white stone next to the black string, which encloses no region, leaves the report as it was
  // (the string and its verdict stand: Game::entry_of's reads), a black one joins the string: recomputed.
  ASSERT_TRUE(game.play(Move::make_stone(Colour::white, Point{2, 7})).legal);  // C8
  EXPECT_EQ(game.stats().recomputed, before);
  EXPECT_EQ(game.stats().near_turns, 1);
  ASSERT_TRUE(game.play(Move::make_stone(Colour::black, Point{0, 6})).legal);  // A7
  EXPECT_GT(game.stats().recomputed, before);
  EXPECT_TRUE(game.is_consistent()) << game.inconsistency();
}

// A stone joining black's strings B9, B8 and C7 into one, which touches both flower strings A9 and
// C9: the grown string is judged once for both flowers' reports (the second takes it from the
// strings found on that board, not from the kept verdicts), and the reports are those of a
// recompute.
TEST(GameIncremental, AStringNextToTwoFlowersIsJudgedOnce) {
  const Board b = board_from_rows({"F X F . . . . . .", ". X . . . . . . .", ". . X . . . . . .",
                                   ". . . . . . . . .", ". . . . . . . . .", ". . . . . . . . .",
                                   ". . . . . . . . .", ". . . . . . . . .", ". . . . . . . . ."});
  const Rules rules;
  Game game(initial_position(b, rules), rules);
  const Game::Stats before = game.stats();
  ASSERT_TRUE(game.play(Move::make_stone(Colour::black, Point{1, 6})).legal);  // B7
  const Game::Stats after = game.stats();
  EXPECT_EQ(after.near_turns, before.near_turns + 1);
  EXPECT_EQ(after.recomputed, before.recomputed + 2);
  EXPECT_EQ(after.eyes_judged, before.eyes_judged + 1);
  EXPECT_EQ(after.eyes_known, before.eyes_known);
  EXPECT_EQ(game.chain_at(Point{1, 8}), game.chain_at(Point{2, 6}));  // B9 and C7
  EXPECT_TRUE(game.is_consistent()) << game.inconsistency();
}

// Plain play on a calm board takes the fast path; with a flower on the board, a stone away from
// its inputs takes it too (`far_turns`), a flybomb turn the general path.
TEST(GameIncremental, PlainStonesTakeTheFastPath) {
  const Rules rules;
  Game game(initial_position(Board(9), rules), rules);
  ASSERT_TRUE(game.play(Move::make_stone(Colour::black, Point{2, 2})).legal);
  ASSERT_TRUE(game.play(Move::make_stone(Colour::white, Point{6, 6})).legal);
  EXPECT_EQ(game.stats().fast_turns, 2);
  ASSERT_TRUE(game.play(Move::make_flybomb(Colour::black, Point{4, 4}, Point{4, 5})).legal);
  EXPECT_EQ(game.stats().general_turns, 1);
  // The flower E6's inputs: E6, its neighbours, black E5 and its neighbours; A1 is none of them.
  ASSERT_TRUE(game.play(Move::make_stone(Colour::white, Point{0, 0})).legal);
  EXPECT_EQ(game.stats().far_turns, 1);
  EXPECT_EQ(game.stats().general_turns, 1);
}

// ---------------------------------------------------------------------------------------------
// History and Zobrist key on hand-made sequences (A14).

// The key of the Game, and of every board of its history, equal to a recompute from the board
// (Game::inconsistency() recomputes each history key), and equal to the key of a Game built from
// scratch at the same position.
void expect_keys_recomputed(const Game& game, const std::string& where) {
  EXPECT_EQ(game.key(), zobrist(game.bottom())) << where;
  EXPECT_EQ(game.key(), zobrist(game.position().board)) << where;
  EXPECT_EQ(game.key(), Game(game.position(), game.rules()).key()) << where;
  EXPECT_TRUE(game.is_consistent()) << where << ": " << game.inconsistency();
}

std::string outcome(const MoveOutcome& o) {
  return o.legal ? "legal, captured " + format_points(o.captured) : "illegal: " + o.reason;
}

// A game played on both twins: the reference Position (reference::try_move) and the Game.
class Twins {
 public:
  Twins(const Position& start, const Rules& rules) : rules_(rules), model_(start), game_(start, rules) {}

  // Plays `m` on both: the outcomes equal, the positions (history included) equal, the keys equal to
  // a recompute. Returns the reference's outcome.
  MoveOutcome play(const Move& m) {
    Position after;
    const MoveOutcome ref = reference::try_move(model_, m, rules_, &after);
    const MoveOutcome got = game_.play(m);
    const std::string where = to_text(m) + " (rules " + compact(rules_) + ") from\n" + diagram(model_.board);
    EXPECT_TRUE(got == ref) << where << "reference: " << outcome(ref) << "\ngame: " << outcome(got);
    if (ref.legal) model_ = after;
    const Position now = game_.position();
    EXPECT_TRUE(now == model_) << where << "position after it, reference (history " << model_.history.size()
                               << "):\n"
                               << diagram(model_.board) << "game (history " << now.history.size() << "):\n"
                               << diagram(now.board);
    expect_keys_recomputed(game_, where);
    return ref;
  }
  // Plays `m` on copies of both and expects the reference to refuse it for A14 with `reason`;
  // neither game changes.
  void expect_ko_refusal(const Move& m, const std::string& reason) {
    Twins copy = *this;
    const MoveOutcome o = copy.play(m);
    EXPECT_FALSE(o.legal) << to_text(m);
    EXPECT_EQ(o.reason, reason) << to_text(m);
  }
  // Plays `m` on copies of both and expects both to take it.
  void expect_legal(const Move& m) {
    Twins copy = *this;
    EXPECT_TRUE(copy.play(m).legal) << to_text(m);
  }
  const Game& game() const { return game_; }

 private:
  Rules rules_;
  Position model_;
  Game game_;
};

Rules with_ko(Ko ko) {
  Rules r;  // 2022
  r.set(Switch::move_ko, static_cast<int>(ko));
  return r;
}

std::string refusal(Ko ko) {
  return ko == Ko::positional_superko    ? "A14 positional superko"
         : ko == Ko::situational_superko ? "A14 situational superko"
                                         : "A14 simple ko";
}

constexpr Ko kKos[] = {Ko::positional_superko, Ko::situational_superko, Ko::simple_ko};

// A ko on 5×5: black C3 takes the white stone B3 (its only liberty is C3); white's retake at B3
// takes C3 back (C3's only liberty is then B3) and restores the board before black's capture.
const std::vector<std::string> kKoRows{". . . . .", ". X O . .", "X O . O .", ". X O . .", ". . . . ."};
constexpr Point kB3{1, 2}, kC3{2, 2}, kA1{0, 0}, kE1{4, 0};

TEST(GameHistory, KoRecaptureRefusedAfterAFlybombTurn) {
  for (Ko ko : kKos) {
    SCOPED_TRACE(refusal(ko));
    const Rules rules = with_ko(ko);
    // Black takes the ko with a flybomb turn whose flower is passed (T22.1.a, A19 forfeit): the
    // board is that of a plain capture, one stone taken.
    Twins twins(initial_position(board_from_rows(kKoRows), rules), rules);
    const MoveOutcome take = twins.play(Move::make_flybomb(Colour::black, kC3, std::nullopt));
    ASSERT_TRUE(take.legal) << take.reason;
    ASSERT_EQ(take.captured, std::vector<Point>{kB3});
    // White's retake restores the board before black's turn: refused as a stone and as a flybomb
    // turn with its flower passed; a flybomb turn that throws its flower makes a new board.
    twins.expect_ko_refusal(Move::make_stone(Colour::white, kB3), refusal(ko));
    twins.expect_ko_refusal(Move::make_flybomb(Colour::white, kB3, std::nullopt), refusal(ko));
    twins.expect_legal(Move::make_flybomb(Colour::white, kB3, kA1));
    // Elsewhere first (a ko threat), then the retake is a new board.
    Twins later = twins;
    ASSERT_TRUE(later.play(Move::make_stone(Colour::white, kE1)).legal);
    ASSERT_TRUE(later.play(Move::make_stone(Colour::black, kA1)).legal);
    later.expect_legal(Move::make_stone(Colour::white, kB3));
  }
}

TEST(GameHistory, KoRecaptureByAFlybombTurnIsRefused) {
  for (Ko ko : kKos) {
    SCOPED_TRACE(refusal(ko));
    const Rules rules = with_ko(ko);
    // Black takes the ko with a plain stone (the fast path of a calm board); white's retake as a
    // flybomb turn with its flower passed (the general path) is a ko recapture all the same.
    Twins twins(initial_position(board_from_rows(kKoRows), rules), rules);
    ASSERT_TRUE(twins.play(Move::make_stone(Colour::black, kC3)).legal);
    twins.expect_ko_refusal(Move::make_flybomb(Colour::white, kB3, std::nullopt), refusal(ko));
    twins.expect_ko_refusal(Move::make_stone(Colour::white, kB3), refusal(ko));
  }
}

// The same ko with a neutral flower at E5 (no string next to it: T22.4, neutral): every turn goes
// by the general path and every key carries the flower's cell.
const std::vector<std::string> kKoFlowerRows{". . . . F", ". X O . .", "X O . O .", ". X O . .", ". . . . ."};

TEST(GameHistory, SuperkoWithAFlowerOnTheBoard) {
  for (Ko ko : {Ko::positional_superko, Ko::situational_superko}) {
    SCOPED_TRACE(refusal(ko));
    const Rules rules = with_ko(ko);
    Twins twins(initial_position(board_from_rows(kKoFlowerRows), rules), rules);
    ASSERT_TRUE(twins.play(Move::make_stone(Colour::black, kC3)).legal);
    twins.expect_ko_refusal(Move::make_stone(Colour::white, kB3), refusal(ko));
    // White retakes with a flybomb turn that throws a flower at A1: a new board with two flowers.
    ASSERT_TRUE(twins.play(Move::make_flybomb(Colour::white, kB3, kA1)).legal);
    // Black takes again, white's plain retake would restore the board white's flybomb turn made.
    ASSERT_TRUE(twins.play(Move::make_stone(Colour::black, kC3)).legal);
    twins.expect_ko_refusal(Move::make_stone(Colour::white, kB3), refusal(ko));
    EXPECT_TRUE(twins.game().bottom().flower.test(kA1));
  }
}

// A game whose history was not played by this Game: built from a Position with three earlier
// boards (the keys of the history computed by the constructor), the retake found by a key
// computed by XOR from the current one.
TEST(GameHistory, SuperkoAgainstAHistoryGivenAtConstruction) {
  const Rules rules = with_ko(Ko::positional_superko);
  Position start = initial_position(board_from_rows(kKoFlowerRows), rules);
  Position after_take;
  ASSERT_TRUE(reference::try_move(start, Move::make_stone(Colour::black, kC3), rules, &after_take).legal);
  Twins twins(after_take, rules);
  twins.expect_ko_refusal(Move::make_stone(Colour::white, kB3), refusal(Ko::positional_superko));
  twins.expect_ko_refusal(Move::make_flybomb(Colour::white, kB3, std::nullopt), refusal(Ko::positional_superko));
}

// ---------------------------------------------------------------------------------------------
// Recorded games (corpus/records/*.sgf, oracle/sgf.h) replayed on the Game.

// Every stone, flybomb turn with a flower pass, and the pass of the side to move: played on a copy
// of `game` and on a Game built from scratch at its position, the outcomes equal (the ko verdicts
// read the incremental history keys in one, recomputed keys in the other).
void expect_same_verdicts_as_from_scratch(const Game& game, const std::string& where) {
  const Position pos = game.position();
  const Game fresh(pos, game.rules());
  std::vector<Move> moves{Move::make_pass(pos.to_move)};
  for (Point p : pos.board.points()) {
    moves.push_back(Move::make_stone(pos.to_move, p));
    moves.push_back(Move::make_flybomb(pos.to_move, p, std::nullopt));
  }
  for (const Move& m : moves) {
    Game a = game, b = fresh;
    const MoveOutcome incremental = a.play(m), scratch = b.play(m);
    EXPECT_TRUE(incremental == scratch) << where << ", then " << to_text(m) << ": incremental " << outcome(incremental)
                                        << ", from scratch " << outcome(scratch);
  }
}

TEST(GameHistory, RecordedGamesKeepKeysEqualToARecompute) {
  int records = 0, turns = 0;
  for (const auto& entry : std::filesystem::directory_iterator(std::string(F3GO_CORPUS_DIR) + "/records")) {
    if (entry.path().extension() != ".sgf") continue;
    const std::string file = entry.path().filename().string();
    SCOPED_TRACE(file);
    const GameRecord record = read_sgf_file(entry.path().string());
    Twins twins(start_position(record, record.rules), record.rules);
    expect_keys_recomputed(twins.game(), file + " at the start");
    ++records;
    for (std::size_t i = 0; i < record.moves.size(); ++i) {
      const std::string where = file + " turn " + std::to_string(i + 1) + " " + to_text(record.moves[i]);
      if (!twins.play(record.moves[i]).legal) break;  // occupied.sgf and suicide.sgf end refused
      ++turns;
      expect_same_verdicts_as_from_scratch(twins.game(), where);
    }
  }
  EXPECT_GE(records, 6);
  EXPECT_GE(turns, 15);
}

// ---------------------------------------------------------------------------------------------
// The fast path with a flower on the board.

// The path each stone of a sequence takes beside the flower A9 (2022 defaults), every outcome and
// position equal to the reference's. Black B9 encloses no region, so the flower is neutral (T22.4.1)
// and its inputs (known_eyes.h) are A9, its neighbours A8 and B9, black B9 and its neighbours C9 and
// B8 — and, once white A8 stands, A8 and its neighbours A7 and B8:
//   9  F X O . . . . . .
//   8  . . X . . . . . .
//   …
//   1  . . . . . . . X O
//      A B C D E F G H J
// Black J2 captures J1: its point and its capture are no input, the fast path plays it with the
// flower on the board (a far turn). White A8 is a neighbour of the neutral flower and black D9
// captures the white C9, a neighbour of B9: each changes an input, touches no black or white flower
// and no chain of a holographic string with one, and leaves the flower neutral — near turns.
TEST(GameIncremental, StonesBesideANeutralFlowerTakeTheFastPath) {
  const Board b = board_from_rows({"F X O . . . . . .", ". . X . . . . . .", ". . . . . . . . .",
                                   ". . . . . . . . .", ". . . . . . . . .", ". . . . . . . . .",
                                   ". . . . . . . . .", ". . . . . . . . .", ". . . . . . . X O"});
  const Rules rules;  // 2022 defaults: region.connect=any, eye.simulated_area=region, region.pieces=bordered
  Twins twins(initial_position(b, rules), rules);
  struct Expected {
    Move move;
    std::vector<Point> captured;
    long far_turns, near_turns;
  };
  const std::vector<Expected> sequence{
      {Move::make_stone(Colour::black, Point{8, 1}), {Point{8, 0}}, 1, 0},  // J2 takes J1
      {Move::make_stone(Colour::white, Point{0, 7}), {}, 1, 1},             // A8
      {Move::make_stone(Colour::black, Point{3, 8}), {Point{2, 8}}, 1, 2},  // D9 takes C9
  };
  for (const Expected& e : sequence) {
    const MoveOutcome o = twins.play(e.move);
    ASSERT_TRUE(o.legal) << to_text(e.move) << ": " << o.reason;
    EXPECT_EQ(o.captured, e.captured) << to_text(e.move);
    EXPECT_EQ(twins.game().stats().far_turns, e.far_turns) << to_text(e.move);
    EXPECT_EQ(twins.game().stats().near_turns, e.near_turns) << to_text(e.move);
    EXPECT_EQ(twins.game().stats().general_turns, 0) << to_text(e.move);
    EXPECT_EQ(twins.game().stats().fast_turns, 0) << to_text(e.move);
    ASSERT_EQ(twins.game().flowers().size(), 1U);
    EXPECT_EQ(twins.game().flowers()[0].attribute, Attribute::neutral) << to_text(e.move);
  }
}

// A suicide beside the neutral flower A5 (black A4 and B5 have no private eye: T22.4.1): white B4
// touches the inputs of the flower (a neighbour of A4 and B5) and is left without liberty, capturing
// nothing. Judged before the update (A40 `before_update`, the default) the fast path refuses it, as
// the reference does; judged after it, the general turn plays it (the update might give the string a
// flower).
//   5  F X . O .
//   4  X . X . .
//   3  . X . . .
//   …
//      A B C D E
TEST(GameIncremental, SuicideBesideANeutralFlower) {
  const Board b = board_from_rows({"F X . O .", "X . X . .", ". X . . .", ". . . . .", ". . . . ."});
  for (SuicideTiming when : {SuicideTiming::before_update, SuicideTiming::after_update}) {
    Rules rules;  // 2022 defaults: move.suicide=forbidden
    rules.set(Switch::move_suicide_timing, static_cast<int>(when));
    Twins twins(initial_position(b, rules, Colour::white), rules);
    ASSERT_EQ(twins.game().flowers()[0].attribute, Attribute::neutral);
    const MoveOutcome o = twins.play(Move::make_stone(Colour::white, Point{1, 3}));  // B4
    EXPECT_FALSE(o.legal) << compact(rules);
    const bool near = when == SuicideTiming::before_update;
    EXPECT_EQ(twins.game().stats().near_turns, near ? 1 : 0) << compact(rules);
    EXPECT_EQ(twins.game().stats().general_turns, near ? 0 : 1) << compact(rules);
  }
}

// Beside a flower that is or becomes black-like, the paths of a sequence (2022 defaults), every
// outcome and position equal to the reference's:
//   9  . X X F . . . . .
//   8  . X . . . . . . .
//   …
//      A B C D E F G H J
// Black A8 closes the eye A9 of the string B9, C9, B8, A8 next to the flower D9 (neutral before it):
// the fast path's conditions hold, but the recomputed flower turns black-like (T22.4.2.1), so the
// general turn plays it. White E9 next to the black-like flower and white C8 next to black chains of
// its holographic string leave that string a liberty and the flower black-like: near turns, as is
// white F9, which grows E9. Black J1 and J2 are far turns.
TEST(GameIncremental, StonesBesideAColouredFlowerTakeTheFastPathUnlessItChanges) {
  const Board b = board_from_rows({". X X F . . . . .", ". X . . . . . . .", ". . . . . . . . .",
                                   ". . . . . . . . .", ". . . . . . . . .", ". . . . . . . . .",
                                   ". . . . . . . . .", ". . . . . . . . .", ". . . . . . . . ."});
  const Rules rules;  // 2022 defaults
  Twins twins(initial_position(b, rules), rules);
  ASSERT_EQ(twins.game().flowers().size(), 1U);
  ASSERT_EQ(twins.game().flowers()[0].attribute, Attribute::neutral);
  struct Expected {
    Move move;
    long far_turns, near_turns, general_turns;
  };
  const std::vector<Expected> sequence{
      {Move::make_stone(Colour::black, Point{0, 7}), 0, 0, 1},  // A8: the flower turns black-like
      {Move::make_stone(Colour::white, Point{4, 8}), 0, 1, 1},  // E9, next to the flower
      {Move::make_stone(Colour::black, Point{8, 0}), 1, 1, 1},  // J1
      {Move::make_stone(Colour::white, Point{2, 7}), 1, 2, 1},  // C8, next to C9 and B8
      {Move::make_stone(Colour::black, Point{8, 1}), 2, 2, 1},  // J2
      {Move::make_stone(Colour::white, Point{5, 8}), 2, 3, 1},  // F9 grows E9
  };
  for (const Expected& e : sequence) {
    const MoveOutcome o = twins.play(e.move);
    ASSERT_TRUE(o.legal) << to_text(e.move) << ": " << o.reason;
    EXPECT_EQ(twins.game().stats().far_turns, e.far_turns) << to_text(e.move);
    EXPECT_EQ(twins.game().stats().near_turns, e.near_turns) << to_text(e.move);
    EXPECT_EQ(twins.game().stats().general_turns, e.general_turns) << to_text(e.move);
    ASSERT_EQ(twins.game().flowers().size(), 1U);
    EXPECT_EQ(twins.game().flowers()[0].attribute, Attribute::black) << to_text(e.move);
  }
}

// Under A32 `separate` a flower is a holographic string apart from the stones of its colour. After
// the turns below (2022 with eye.precondition=none, capture.after_update=all_fixpoint,
// holo.merge=separate) the white-like flower C2 is a string of its own whose one liberty is C3:
//   5  X X . . .
//   4  X . . O O
//   3  . O . . .
//   2  O O F X .
//   1  . F X . .
//      A B C D E
// White C3 fills it: the mover's own flower string is left without liberty and the update removes
// it (A11 `all_fixpoint`), as the reference does; the fast path near the flower must leave the
// stone to the general turn. Black D2 before it is a near turn (found by the stateful property).
TEST(GameIncremental, StoneFillingTheLastLibertyOfItsOwnFlowerStringUnderSeparate) {
  const Rules rules = parse_compact(
      "2022;eye.precondition=none;capture.after_update=all_fixpoint;holo.merge=separate;mode=A;random_turns=4", "test");
  const Board b = board_from_rows({"X X . . .", "X . . . O", ". . . . .", ". . . . .", ". . . . ."});
  Twins twins(initial_position(b, rules, Colour::white), rules);
  for (const char* m : {"W A2", "B pass", "W B2", "B C1 F pass", "W B3 F B1", "B pass", "W D4 F C2"})
    ASSERT_TRUE(twins.play(parse_move(m, 5, "test")).legal) << m;
  ASSERT_EQ(twins.game().flowers().size(), 2U);
  EXPECT_EQ(twins.game().flowers()[1].attribute, Attribute::white);
  const long general = twins.game().stats().general_turns;
  ASSERT_TRUE(twins.play(parse_move("B D2", 5, "test")).legal);
  EXPECT_EQ(twins.game().stats().near_turns, 1);
  const MoveOutcome o = twins.play(parse_move("W C3", 5, "test"));
  EXPECT_EQ(o.captured, (std::vector<Point>{Point{2, 1}}));  // C2
  EXPECT_EQ(twins.game().stats().general_turns, general + 1);
  EXPECT_EQ(twins.game().stats().near_turns, 1);
}

// A suicide away from the flower E5 under every reading of A11, A13 and A40: black B1 beside black
// A1 under white A2, B2, C1 has no liberty before or after the update (E5's inputs are E5, D5 and
// E4). The fast path refuses it (A13 `forbidden`) or removes A1 and B1 (`allowed`) as the general
// turn would; under A40 `never` the stone stands without liberty, which only the general turn plays.
TEST(GameIncremental, SuicideAwayFromTheFlowerUnderEveryReading) {
  const Board b = board_from_rows({". . . . F", ". . . . .", ". . . . .", "O O . . .", "X . O . ."});
  const Move move = Move::make_stone(Colour::black, Point{1, 0});
  for (AfterUpdate update : {AfterUpdate::never, AfterUpdate::opponent_fixpoint, AfterUpdate::all_fixpoint})
    for (Suicide suicide : {Suicide::forbidden, Suicide::allowed})
      for (SuicideTiming when : {SuicideTiming::before_update, SuicideTiming::after_update, SuicideTiming::never}) {
        Rules rules;
        rules.set(Switch::capture_after_update, static_cast<int>(update));
        rules.set(Switch::move_suicide, static_cast<int>(suicide));
        rules.set(Switch::move_suicide_timing, static_cast<int>(when));
        Twins twins(initial_position(b, rules), rules);
        twins.play(move);
        const bool general = when == SuicideTiming::never;
        EXPECT_EQ(twins.game().stats().far_turns, general ? 0 : 1) << compact(rules);
        EXPECT_EQ(twins.game().stats().general_turns, general ? 1 : 0) << compact(rules);
      }
}

}  // namespace
}  // namespace f3go::optimized
