// The playout board of plain Go (optimized/plain_go.h): hand cases worked out from the rules
// (capture, multi-stone capture, suicide refused, simple ko refused then allowed, the own-eye
// filter, uniform choice among playable points), then a differential test: seeded random
// flowerless games on sizes 2..9, driven by PlainGoBoard::random_move (the code that
// bench/playouts.cpp times) and by random legal moves including eye fills and passes, where
// before every move the set of legal points equals optimized::legal_stones on the equivalent
// Position under `move.suicide=forbidden`, `move.ko=simple_ko` (A13, A14), and after every move
// the board, the captures, the side to move and game_over equal optimized::try_move's; every
// 150 moves reference::try_move and reference::legal_stones are compared too. is_consistent()
// runs after every move.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <map>
#include <random>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "oracle/error.h"
#include "oracle/position.h"
#include "optimized/play.h"
#include "optimized/plain_go.h"
#include "reference/play.h"

namespace f3go::optimized {
namespace {

namespace ref = f3go::reference;
using V = PlainGoBoard::Vertex;

Point at(const char* gtp, int n) { return *parse_gtp(gtp, n); }

V vx(const PlainGoBoard& b, const char* gtp) { return b.vertex(at(gtp, b.size())); }

PlainGoBoard board(const std::vector<std::string>& rows, Colour to_move,
                   EyeRule eye = EyeRule::libego) {
  return PlainGoBoard::from_board(board_from_rows(rows), to_move, eye);
}

// Plain Go as the engines read it: suicide forbidden (A13), simple ko (A14).
Rules plain_go_rules() {
  Rules r;
  r.set(Switch::move_suicide, static_cast<int>(Suicide::forbidden));
  r.set(Switch::move_ko, static_cast<int>(Ko::simple_ko));
  return r;
}

// ---------------------------------------------------------------------------------------------
// Hand cases (expected answers from the rules, not from the code).

TEST(PlainGoCases, EmptyBoard) {
  const PlainGoBoard b(9);
  EXPECT_EQ(b.to_board(), Board(9));
  EXPECT_EQ(b.empty_count(), 81);
  EXPECT_EQ(b.to_move(), Colour::black);
  EXPECT_TRUE(b.is_consistent());
  for (Point p : Board(9).points()) {
    EXPECT_EQ(b.point(b.vertex(p)), p);
    EXPECT_TRUE(b.is_legal(b.vertex(p)));
  }
}

TEST(PlainGoCases, BadInputIsAnInputError) {
  EXPECT_THROW(PlainGoBoard(1), InputError);
  EXPECT_THROW(PlainGoBoard(20), InputError);
  EXPECT_THROW(board({"F.", ".."}, Colour::black), InputError);
  EXPECT_THROW(board({"XO", "O."}, Colour::black), InputError);  // A2 has no liberty
}

// T22.6 1(2): the stone takes the last liberty of a single stone.
TEST(PlainGoCases, CaptureOneStone) {
  PlainGoBoard b = board({".O.", "OX.", ".O."}, Colour::white);
  ASSERT_TRUE(b.is_legal(vx(b, "C2")));
  EXPECT_EQ(b.play(vx(b, "C2")), 1);
  EXPECT_EQ(b.to_board(), board_from_rows({".O.", "O.O", ".O."}));
  EXPECT_EQ(b.prisoners(Colour::white), 1);
  EXPECT_EQ(b.last_captures(), 1);
  EXPECT_EQ(b.to_move(), Colour::black);
  EXPECT_EQ(b.ko_vertex(), PlainGoBoard::kPass);  // the capturing stone has three liberties
  EXPECT_TRUE(b.is_consistent());
  // B2 is now white's eye and suicide for black.
  EXPECT_FALSE(b.is_legal(vx(b, "B2")));
}

// is_empty: an empty point, a stone, a point emptied by a capture, and vertices off the board.
TEST(PlainGoCases, IsEmptyAtEveryVertex) {
  PlainGoBoard b = board({".O.", "OX.", ".O."}, Colour::white);
  EXPECT_TRUE(b.is_empty(vx(b, "A1")));
  EXPECT_FALSE(b.is_empty(vx(b, "B2")));  // black
  EXPECT_FALSE(b.is_empty(vx(b, "B1")));  // white
  b.play(vx(b, "C2"));                    // takes B2
  EXPECT_TRUE(b.is_empty(vx(b, "B2")));
  EXPECT_FALSE(b.is_empty(vx(b, "C2")));
  EXPECT_FALSE(b.is_empty(PlainGoBoard::kPass));
  std::set<V> points;
  for (Point p : Board(3).points()) points.insert(b.vertex(p));
  for (V v = 0; v < PlainGoBoard::kMaxVertices; ++v) {
    if (points.count(v) == 0) {
      EXPECT_FALSE(b.is_empty(v)) << "off-board vertex " << v;
    }
  }
}

// Several stones: a single stone, then a string of two; the capturer gains the freed liberties.
TEST(PlainGoCases, CaptureSeveralStones) {
  PlainGoBoard b = board({".X..", "OX..", "XOX.", ".OX."}, Colour::black);
  EXPECT_EQ(b.play(vx(b, "A4")), 1);  // white A3's last liberty
  b.pass();
  ASSERT_TRUE(b.is_legal(vx(b, "A1")));
  EXPECT_EQ(b.play(vx(b, "A1")), 2);  // white {B2, B1}'s last liberty
  EXPECT_EQ(b.to_board(), board_from_rows({"XX..", ".X..", "X.X.", "X.X."}));
  EXPECT_EQ(b.prisoners(Colour::black), 3);
  EXPECT_EQ(b.prisoners(Colour::white), 0);
  EXPECT_TRUE(b.is_consistent());
}

TEST(PlainGoCases, MultiStoneCaptures) {
  // White {A2, B2}: liberty A1 only; white {D2, E2}: E1 only.
  PlainGoBoard b = board({".....", ".....", "XX.XX", "OOXOO", ".X.X."}, Colour::black);
  EXPECT_EQ(b.play(vx(b, "A1")), 2);
  b.pass();
  EXPECT_EQ(b.play(vx(b, "E1")), 2);
  EXPECT_EQ(b.to_board(), board_from_rows({".....", ".....", "XX.XX", "..X..", "XX.XX"}));
  EXPECT_TRUE(b.is_consistent());
  // One stone taking two strings at once: {B2, B1} and {D2, D1} both have C1 as only liberty.
  PlainGoBoard d = board({".....", ".....", ".X.X.", "XOXOX", "XO.OX"}, Colour::black);
  ASSERT_TRUE(d.is_legal(vx(d, "C1")));
  EXPECT_EQ(d.play(vx(d, "C1")), 4);
  EXPECT_EQ(d.to_board(), board_from_rows({".....", ".....", ".X.X.", "X.X.X", "X.X.X"}));
  EXPECT_EQ(d.ko_vertex(), PlainGoBoard::kPass);
  EXPECT_EQ(d.last_captures(), 4);
  EXPECT_TRUE(d.is_consistent());
}

// A13 forbidden: no liberty after the captures.
TEST(PlainGoCases, SuicideRefused) {
  const PlainGoBoard b = board({".O.", "O.O", ".O."}, Colour::black);
  EXPECT_FALSE(b.is_legal(vx(b, "B2")));
  EXPECT_FALSE(b.is_playable(vx(b, "B2")));
  EXPECT_FALSE(b.is_legal(vx(b, "A1")));  // the corners too: two white neighbours each
  // Filling the last liberty of an own string: {A3, A2} would have none.
  const PlainGoBoard c = board({"XO.", ".O.", "O.."}, Colour::black);
  EXPECT_FALSE(c.is_legal(vx(c, "A2")));
  // The same point captures when A1's string has no other liberty: legal.
  const PlainGoBoard d = board({"XO.", ".O.", "OX."}, Colour::black);
  EXPECT_TRUE(d.is_legal(vx(d, "A2")));
  // Joining an own string that keeps another liberty: legal with no empty neighbour.
  const PlainGoBoard e = board({"X..", ".X.", "X.."}, Colour::black);
  EXPECT_TRUE(e.is_legal(vx(e, "A2")));
  // Occupied points and off-board vertices are never legal.
  EXPECT_FALSE(e.is_legal(vx(e, "A3")));
  EXPECT_FALSE(e.is_legal(PlainGoBoard::kPass));
}

// A13 forbidden with pseudo-liberties: a string next to the point three times, the point its only
// liberty, counts it three times; filling it is suicide for that string's side and a capture for
// the other.
TEST(PlainGoCases, StringNextToThePointSeveralTimes) {
  const std::vector<std::string> rows{".OOO.", "OXXXO", "OX.XO", ".OOO.", "....."};
  const PlainGoBoard b = board(rows, Colour::black);
  EXPECT_FALSE(b.is_legal(vx(b, "C3")));
  EXPECT_FALSE(b.is_playable(vx(b, "C3")));
  PlainGoBoard w = board(rows, Colour::white);
  ASSERT_TRUE(w.is_legal(vx(w, "C3")));
  EXPECT_TRUE(w.is_playable(vx(w, "C3")));
  EXPECT_EQ(w.play(vx(w, "C3")), 5);
  EXPECT_TRUE(w.is_consistent());
}

// A point whose neighbouring strings all have liberties elsewhere: nothing is captured, so it is
// legal exactly for the side that joins its own string (the rest of its liberties stay).
TEST(PlainGoCases, SurroundedPointNextToStringsWithManyLiberties) {
  const std::vector<std::string> rows{".....", ".OOO.", ".O.O.", ".OOO.", "....."};
  const PlainGoBoard b = board(rows, Colour::black);
  EXPECT_FALSE(b.is_legal(vx(b, "C3")));
  const PlainGoBoard w = board(rows, Colour::white);
  EXPECT_TRUE(w.is_legal(vx(w, "C3")));
  EXPECT_FALSE(w.is_playable(vx(w, "C3")));  // white's own eye
  // Mixed neighbours: black's string of two keeps its other liberties, so black may fill.
  const PlainGoBoard m = board({".....", ".XOO.", ".X.O.", ".OOO.", "....."}, Colour::black);
  EXPECT_TRUE(m.is_legal(vx(m, "C3")));
  EXPECT_TRUE(m.is_playable(vx(m, "C3")));
  EXPECT_TRUE(m.is_consistent());
}

// A14 simple ko: refused at once, allowed after a move elsewhere by each side, and after a pass.
TEST(PlainGoCases, SimpleKo) {
  const std::vector<std::string> rows{".XO.", "XO.O", ".XO.", "...."};
  PlainGoBoard b = board(rows, Colour::black);
  EXPECT_EQ(b.play(vx(b, "C3")), 1);  // takes B3
  EXPECT_EQ(b.ko_vertex(), vx(b, "B3"));
  EXPECT_FALSE(b.is_legal(vx(b, "B3")));  // white may not retake
  EXPECT_FALSE(b.is_playable(vx(b, "B3")));
  b.play(vx(b, "D1"));  // white elsewhere
  EXPECT_EQ(b.ko_vertex(), PlainGoBoard::kPass);
  b.play(vx(b, "A1"));  // black elsewhere
  ASSERT_TRUE(b.is_legal(vx(b, "B3")));
  EXPECT_EQ(b.play(vx(b, "B3")), 1);  // now the retake is allowed; black may not retake
  EXPECT_FALSE(b.is_legal(vx(b, "C3")));
  b.pass();  // a pass clears the ko
  b.pass();
  EXPECT_TRUE(b.is_legal(vx(b, "C3")));
  EXPECT_TRUE(b.game_over());
  EXPECT_TRUE(b.is_consistent());
}

// Taking one stone with a stone that keeps other liberties is no ko.
TEST(PlainGoCases, SingleCaptureWithoutKo) {
  // Black B1's only liberty is C1; white's stone there keeps C2 and D1.
  PlainGoBoard b = board({"....", "....", ".O..", "OX.."}, Colour::white);
  EXPECT_EQ(b.play(vx(b, "C1")), 1);
  EXPECT_EQ(b.ko_vertex(), PlainGoBoard::kPass);
  // B1 is now plain suicide for black (every neighbour a white string with another liberty).
  EXPECT_FALSE(b.is_legal(vx(b, "B1")));
  EXPECT_TRUE(b.is_consistent());
}

// The own one-point eye: every on-board orthogonal neighbour a stone of the mover; under the
// default EyeRule::libego also fewer than two "bad" diagonals (opponent stones, plus one for the
// edge), under EyeRule::orthogonal no diagonal test.
TEST(PlainGoCases, OwnEyeFilter) {
  const PlainGoBoard b = board({".X.O.", "X.X..", ".X...", "O..OO", ".O.O."}, Colour::black);
  EXPECT_EQ(b.eye_rule(), EyeRule::libego);
  EXPECT_TRUE(b.is_own_eye(Colour::black, vx(b, "A5")));  // corner: two black neighbours
  EXPECT_TRUE(b.is_own_eye(Colour::black, vx(b, "B4")));  // centre: four
  EXPECT_FALSE(b.is_own_eye(Colour::white, vx(b, "B4")));
  EXPECT_FALSE(b.is_own_eye(Colour::black, vx(b, "C5")));  // D5 is white
  EXPECT_TRUE(b.is_own_eye(Colour::white, vx(b, "E1")));   // corner, own diagonal D2
  EXPECT_TRUE(b.is_own_eye(Colour::white, vx(b, "A1")));
  EXPECT_FALSE(b.is_own_eye(Colour::black, vx(b, "A1")));
  EXPECT_FALSE(b.is_own_eye(Colour::white, vx(b, "C1")));  // C2 is empty
  EXPECT_FALSE(b.is_own_eye(Colour::black, vx(b, "C4")));  // occupied
  // Legal but not playable for the side whose eye it is.
  EXPECT_TRUE(b.is_legal(vx(b, "B4")));
  EXPECT_FALSE(b.is_playable(vx(b, "B4")));
  EXPECT_TRUE(b.is_playable(vx(b, "D4")));
}

TEST(PlainGoCases, EyeDiagonals) {
  // Centre B2 with white on two diagonals (A3, C1): a false eye.
  const std::vector<std::string> two{"....", "OX..", "X.X.", ".XO."};
  const PlainGoBoard lib = board(two, Colour::black);
  const PlainGoBoard ort = board(two, Colour::black, EyeRule::orthogonal);
  EXPECT_FALSE(lib.is_own_eye(Colour::black, vx(lib, "B2")));
  EXPECT_TRUE(lib.is_playable(vx(lib, "B2")));
  EXPECT_TRUE(ort.is_own_eye(Colour::black, vx(ort, "B2")));
  EXPECT_FALSE(ort.is_playable(vx(ort, "B2")));
  // Centre with one white diagonal: an eye under both rules.
  const PlainGoBoard one = board({"....", "OX..", "X.X.", ".X.."}, Colour::black);
  EXPECT_TRUE(one.is_own_eye(Colour::black, vx(one, "B2")));
  // Edge B1 with one white diagonal (A2): the edge counts as one more, so a false eye.
  const std::vector<std::string> edge{"....", "....", "OX..", "X.X."};
  const PlainGoBoard edge_lib = board(edge, Colour::black);
  const PlainGoBoard edge_ort = board(edge, Colour::black, EyeRule::orthogonal);
  EXPECT_FALSE(edge_lib.is_own_eye(Colour::black, vx(edge_lib, "B1")));
  EXPECT_TRUE(edge_ort.is_own_eye(Colour::black, vx(edge_ort, "B1")));
  // Corner A1 with the opponent on its one diagonal B2: false.
  const PlainGoBoard corner = board({"....", "....", "XO..", ".X.."}, Colour::black);
  EXPECT_FALSE(corner.is_own_eye(Colour::black, vx(corner, "A1")));
}

// No playable point: the side passes; two passes end the playout.
TEST(PlainGoCases, RandomMovePassesWithoutCandidates) {
  PlainGoBoard b = board({".X", "X."}, Colour::black);
  PlayoutRng rng(3);
  EXPECT_EQ(b.random_move(rng), PlainGoBoard::kPass);  // both points are black's own eyes
  EXPECT_EQ(b.to_move(), Colour::white);
  EXPECT_EQ(b.random_move(rng), PlainGoBoard::kPass);  // both are suicide for white
  EXPECT_TRUE(b.game_over());
  PlainGoBoard c = board({".X", "X."}, Colour::black);
  EXPECT_EQ(plain_playout(c, rng, 100), 2);
}

// random_move draws every playable point with the same probability, and nothing else.
TEST(PlainGoCases, RandomMoveIsUniformOverPlayablePoints) {
  // Black to move; playable: every empty point but the own eye A5 and the suicide point E1.
  const PlainGoBoard start = board({".X...", "XX...", ".....", "...OO", "...O."}, Colour::black);
  std::set<V> playable;
  for (Point p : Board(5).points())
    if (start.is_playable(start.vertex(p))) playable.insert(start.vertex(p));
  ASSERT_EQ(playable.size(), 25U - 6U - 2U);
  PlayoutRng rng(7);
  std::map<V, int> count;
  constexpr int kDraws = 32000;
  for (int i = 0; i < kDraws; ++i) {
    PlainGoBoard b = start;
    ++count[b.random_move(rng)];
  }
  EXPECT_EQ(count.size(), playable.size());
  const double expected = kDraws / static_cast<double>(playable.size());
  for (const auto& [v, n] : count) {
    EXPECT_TRUE(playable.count(v)) << to_gtp(start.point(v));
    EXPECT_NEAR(n, expected, 0.12 * expected) << to_gtp(start.point(v));
  }
}

TEST(PlainGoCases, PlayoutEndsAtTwoPassesOrTheLimit) {
  PlayoutRng rng(11);
  for (int n : {2, 5, 9, 19}) {
    for (int game = 0; game < 20; ++game) {
      PlainGoBoard b(n, game % 2 == 0 ? EyeRule::libego : EyeRule::orthogonal);
      const int turns = plain_playout(b, rng, playout_turn_limit(b));
      EXPECT_LE(turns, 3 * n * n);
      if (turns < 3 * n * n) {
        EXPECT_TRUE(b.game_over());
      }
      EXPECT_TRUE(b.is_consistent());
      // At a two-pass end the side that passed last had no playable point on this board (and no
      // ko then, since the pass before cleared it): give it the move again and look.
      if (b.game_over()) {
        b.pass();
        for (Point p : Board(n).points()) EXPECT_FALSE(b.is_playable(b.vertex(p)));
      }
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Differential: the playout board against the engines on random flowerless games.

std::string show(const PlainGoBoard& b, const Position& pos) {
  return "plain:\n" + diagram(b.to_board()) + "engine:\n" + diagram(pos.board) +
         "to move: " + std::string(name(b.to_move()));
}

std::vector<Point> plain_legal(const PlainGoBoard& b) {
  std::vector<Point> out;
  for (Point p : Board(b.size()).points())
    if (b.is_legal(b.vertex(p))) out.push_back(p);
  return out;
}

// Picks and plays the next move on `b`; returns it as a Move of the side that moved.
Move next_move(PlainGoBoard& b, std::mt19937& mix, PlayoutRng& rng) {
  const Colour mover = b.to_move();
  const int roll = static_cast<int>(mix() % 100);
  if (roll < 3) {
    b.pass();
    return Move::make_pass(mover);
  }
  if (roll < 25) {  // any legal point, own eyes included (the policy never fills them)
    const std::vector<Point> legal = plain_legal(b);
    if (legal.empty()) {
      b.pass();
      return Move::make_pass(mover);
    }
    const Point p = legal[mix() % legal.size()];
    b.play(b.vertex(p));
    return Move::make_stone(mover, p);
  }
  const V v = b.random_move(rng);  // the playout policy itself
  return v == PlainGoBoard::kPass ? Move::make_pass(mover) : Move::make_stone(mover, b.point(v));
}

struct Tally {
  int moves = 0, captures = 0, kos = 0, ko_refusals = 0, passes = 0, reference_checks = 0;
};

void play_games(int n, std::uint64_t seed, int moves, Tally& t) {
  const Rules rules = plain_go_rules();
  std::mt19937 mix(static_cast<std::uint32_t>(seed));
  PlayoutRng rng(seed);
  PlainGoBoard b(n, n % 2 == 0 ? EyeRule::libego : EyeRule::orthogonal);  // both policies
  Position pos = initial_position(Board(n), rules);
  int turns = 0;
  for (int step = 0; step < moves; ++step) {
    if (b.game_over() || turns >= playout_turn_limit(b)) {
      b.clear();
      pos = initial_position(Board(n), rules);
      turns = 0;
    }
    // Before the move: the same legal points.
    ASSERT_EQ(plain_legal(b), legal_stones(pos, pos.to_move, rules)) << show(b, pos);
    if (b.ko_vertex() != PlainGoBoard::kPass) ++t.ko_refusals;
    const bool reference_turn = step % 150 == 0;
    if (reference_turn) {
      ASSERT_EQ(plain_legal(b), ref::legal_stones(pos, pos.to_move, rules)) << show(b, pos);
    }
    const Position before = pos;
    const Move m = next_move(b, mix, rng);
    ++turns;
    Position after;
    const MoveOutcome out = try_move(before, m, rules, &after);
    ASSERT_TRUE(out.legal) << to_text(m) << " " << out.reason << "\n"
                           << show(b, before);
    ASSERT_EQ(static_cast<int>(out.captured.size()), b.last_captures()) << to_text(m);
    ASSERT_EQ(after.board, b.to_board()) << to_text(m) << "\n"
                                         << show(b, after);
    ASSERT_EQ(after.to_move, b.to_move());
    ASSERT_EQ(game_over(after), b.game_over());
    ASSERT_TRUE(b.is_consistent()) << to_text(m) << "\n"
                                   << diagram(b.to_board());
    if (reference_turn) {
      Position ref_after;
      ASSERT_EQ(ref::try_move(before, m, rules, &ref_after), out) << to_text(m);
      ASSERT_EQ(ref_after, after) << to_text(m);
      ++t.reference_checks;
    }
    pos = std::move(after);
    ++t.moves;
    t.captures += b.last_captures() > 0;
    t.kos += b.ko_vertex() != PlainGoBoard::kPass;
    t.passes += m.kind == Move::Kind::pass;
  }
}

TEST(PlainGoDifferential, RandomGamesAgreeWithTheEngines) {
  Tally t;
  for (int n = 2; n <= 9; ++n) {
    play_games(n, 1000 + static_cast<std::uint64_t>(n), n <= 4 ? 300 : 600, t);
    if (HasFatalFailure()) return;
  }
  // The games cover what matters: captures, ko points (and their refusals), passes.
  EXPECT_GT(t.captures, 50) << "captures";
  EXPECT_GT(t.kos, 5) << "ko points";
  EXPECT_GT(t.passes, 20) << "passes";
  EXPECT_GT(t.reference_checks, 20);
  std::printf("moves %d, with captures %d, ko points %d, passes %d, reference checks %d\n",
              t.moves, t.captures, t.kos, t.passes, t.reference_checks);
}

}  // namespace
}  // namespace f3go::optimized
