// Benson (A21/A25), the score (T22.7; A21–A26) and the full analysis (SPEC.md "Observables"):
// a few cases worked out from the rule text, then the bitboard engine against the reference on
// seeded random positions (sizes 2..9 mostly, some 13 and 19; histories of a few random moves so
// that ko reaches legal_stones) under both profiles and random readings of every switch.
// Compared: unconditionally alive stones of both colours, ScoreReport with random agreed dead
// lists, and the whole Analysis (operator==), also through OptimizedEngine. On a difference the
// diagram, the differing part and compact(rules) are printed. A speed line closes the run.
#include <gtest/gtest.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <random>
#include <string>

#include "optimized/analyze.h"
#include "optimized/benson.h"
#include "optimized/engine.h"
#include "optimized/play.h"
#include "optimized/score.h"
#include "reference/analyze.h"
#include "reference/benson.h"
#include "reference/engine.h"
#include "reference/holographic.h"
#include "reference/play.h"
#include "reference/score.h"

namespace f3go::optimized {
namespace {

namespace ref = f3go::reference;

Rules with(Switch s, int reading) {
  Rules r;
  r.set(s, reading);
  return r;
}

// ---------------------------------------------------------------------------------------------
// Cases (answers from the text).

// Benson: a black string with two one-point eyes (A4, C4) is unconditionally alive (长活); the
// big region below is not vital, but two vital regions suffice. White has no string.
TEST(ScoreCases, TwoEyesLiveUnconditionally) {
  const Board b = board_from_rows({".X.X", "XXXX", "....", "...."});
  const Rules r;
  const HoloBits h = holographic(bits_of(b), r);
  const Bitboard black = bits_of(b).black;
  EXPECT_EQ(unconditionally_alive(h, Colour::black, r), black);
  EXPECT_TRUE(unconditionally_alive(h, Colour::white, r).none());
  // A21 benson: nothing is dead; black owns all 16 points. A22 deduct: 16 − 3.75 − 0.
  Rules deduct = with(Switch::score_dead_stones, static_cast<int>(DeadStones::benson));
  deduct.set(Switch::score_komi, static_cast<int>(Komi::deduct));
  const ScoreReport s = score(b, deduct);
  EXPECT_TRUE(s.dead.empty());
  EXPECT_EQ(s.black, 16);
  EXPECT_EQ(s.white, 0);
  EXPECT_EQ(s.result, "B+12.25");
  // A22 half_area, A23 n²: Y = (16 − 0)/2 = 8; 16 − (8 + 3.75) = 4.25.
  Rules half = with(Switch::score_komi, static_cast<int>(Komi::half_area));
  half.set(Switch::score_area, static_cast<int>(Area::n_squared));
  EXPECT_EQ(score(b, half).result, "B+4.25");
}

// A single eye is not unconditional life: under A21 benson the stones are removed as dead.
TEST(ScoreCases, OneEyeIsDeadUnderBenson) {
  const Board b = board_from_rows({".X..", "XX..", "....", "...."});
  const Rules r = with(Switch::score_dead_stones, static_cast<int>(DeadStones::benson));
  const ScoreReport s = score(b, r);
  EXPECT_EQ(s.dead, (std::vector<Point>{*parse_gtp("A3", 4), *parse_gtp("B3", 4), *parse_gtp("B4", 4)}));
  EXPECT_EQ(s.black, 0);
  EXPECT_EQ(s.neutral, 16);  // 「中性…」: an empty board touching no stone counts as neutral
}

// T22.7 「双活状态下的黑棋串和白棋串之间的空点串，双方各得一半」 (A24 split / nobody).
TEST(ScoreCases, SekiPointsSplitOrNobodys) {
  const Board b = board_from_rows({"X.O", "X.O", "X.O"});
  Rules r = with(Switch::score_seki_split, static_cast<int>(SekiSplit::split));
  r.set(Switch::score_dead_stones, static_cast<int>(DeadStones::input));
  const ScoreReport split = score(b, r);
  EXPECT_EQ(split.black, 4.5);
  EXPECT_EQ(split.white, 4.5);
  r.set(Switch::score_seki_split, static_cast<int>(SekiSplit::nobody));
  const ScoreReport nobody = score(b, r);
  EXPECT_EQ(nobody.black, 3);
  EXPECT_EQ(nobody.white, 3);
  // A21 input: the agreed dead white stones leave; the column then borders black only.
  const ScoreReport dead = score(b, r, {*parse_gtp("C1", 3), *parse_gtp("C2", 3), *parse_gtp("C3", 3)});
  EXPECT_EQ(dead.black, 9);
  EXPECT_EQ(dead.white, 0);
}

// ---------------------------------------------------------------------------------------------
// Random positions.

int env_int(const char* name, int fallback) {
  const char* v = std::getenv(name);
  return v ? std::atoi(v) : fallback;
}

int scale() {
#ifdef NDEBUG
  const int base = 4;
#else
  const int base = 1;
#endif
  return base * env_int("F3GO_DIFF_SCALE", 1);
}

Rules random_rules(std::mt19937& rng) {
  Rules r = Rules::for_profile(rng() % 2 ? Profile::y2022 : Profile::y2018);
  for (int s = 0; s < kSwitchCount; ++s) {
    if (rng() % 2) continue;
    const auto readings = static_cast<unsigned>(info(static_cast<Switch>(s)).readings.size());
    r.set(static_cast<Switch>(s), static_cast<int>(rng() % readings));
  }
  r.komi = static_cast<double>(rng() % 16) / 4.0;
  return r;
}

Board random_board(std::mt19937& rng, int n) {
  Board b(n);
  const int fill = 20 + static_cast<int>(rng() % 70);
  const int flowers = static_cast<int>(rng() % 25);
  for (Point p : b.points()) {
    if (static_cast<int>(rng() % 100) >= fill) continue;
    const int k = static_cast<int>(rng() % 100);
    b.set(p, k < flowers ? Cell::flower : k % 2 ? Cell::black : Cell::white);
  }
  return b;
}

// A position with a short random history (stones by the reference, legal ones kept).
Position random_position(std::mt19937& rng, int n, const Rules& r) {
  Position pos = initial_position(random_board(rng, n), r, rng() % 2 ? Colour::black : Colour::white);
  const int moves = static_cast<int>(rng() % 4);
  for (int i = 0; i < moves; ++i) {
    const Point p{static_cast<int>(rng() % static_cast<unsigned>(n)), static_cast<int>(rng() % static_cast<unsigned>(n))};
    Position next;
    if (ref::try_move(pos, Move::make_stone(pos.to_move, p), r, &next).legal) pos = next;
  }
  return pos;
}

std::vector<Point> random_dead(std::mt19937& rng, const Board& b) {
  std::vector<Point> out;
  for (Point p : b.points())
    if (rng() % 6 == 0) out.push_back(p);
  if (rng() % 4 == 0) out.push_back(Point{b.size(), 0});  // off the board: ignored
  return out;
}

std::string context(const Position& pos, const Rules& r) {
  return "\n" + diagram(pos.board) + "rules: " + compact(r) + "\n";
}

struct Counts {
  long positions = 0, strings = 0, alive = 0, scores = 0, legal = 0;
};

void compare_benson(const Board& b, const Rules& r, Counts& n) {
  const ref::Holographic rh = ref::holographic(b, r);
  const HoloBits oh = holographic(bits_of(b), r);
  for (Colour c : kColours) {
    const ref::Points ra = ref::unconditionally_alive(rh, c, r);
    ASSERT_EQ(ra, to_points(unconditionally_alive(oh, c, r))) << "alive " << name(c) << "\n" << diagram(b) << compact(r);
    n.alive += static_cast<long>(ra.size());
  }
}

void compare_score(std::mt19937& rng, const Board& b, const Rules& r, Counts& n) {
  const std::vector<Point> dead = random_dead(rng, b);
  const ScoreReport rs = ref::score(b, r, dead), os = score(b, r, dead);
  ASSERT_EQ(rs, os) << "score: reference " << rs.black << "/" << rs.white << "/" << rs.neutral << " " << rs.result
                    << ", optimized " << os.black << "/" << os.white << "/" << os.neutral << " " << os.result << "\n"
                    << diagram(b) << "dead: " << format_points(dead) << "\nrules: " << compact(r);
  ++n.scores;
}

// The whole Analysis; on a difference, the first part that differs.
void compare_analysis(const Position& pos, const Rules& r, Counts& n) {
  const Analysis ra = ref::analyze(pos, r);
  const Analysis oa = analyze(pos, r);
  n.strings += static_cast<long>(ra.strings.size());
  n.legal += static_cast<long>(ra.legal_stones[0].size() + ra.legal_stones[1].size());
  if (ra == oa) return;
  EXPECT_EQ(ra.strings, oa.strings) << "strings" << context(pos, r);
  EXPECT_EQ(ra.flowers, oa.flowers) << "flowers" << context(pos, r);
  EXPECT_EQ(ra.holographic, oa.holographic) << "holographic" << context(pos, r);
  EXPECT_EQ(ra.flybomb_forbidden, oa.flybomb_forbidden) << "forbidden" << context(pos, r);
  EXPECT_EQ(ra.legal_stones[0], oa.legal_stones[0]) << "legal black" << context(pos, r);
  EXPECT_EQ(ra.legal_stones[1], oa.legal_stones[1]) << "legal white" << context(pos, r);
  EXPECT_EQ(ra.score, oa.score) << "score " << ra.score.result << " / " << oa.score.result << context(pos, r);
  FAIL() << "analysis differs" << context(pos, r);
}

void run(std::mt19937& rng, int n, bool analysis, Counts& c) {
  const Rules r = random_rules(rng);
  const Position pos = random_position(rng, n, r);
  ++c.positions;
  compare_benson(pos.board, r, c);
  if (::testing::Test::HasFatalFailure()) return;
  compare_score(rng, pos.board, r, c);
  if (::testing::Test::HasFatalFailure()) return;
  if (analysis) compare_analysis(pos, r, c);
}

void report(const char* what, const Counts& c) {
  std::printf("%s: %ld positions; %ld alive stones, %ld scores, %ld strings, %ld legal stones compared\n", what,
              c.positions, c.alive, c.scores, c.strings, c.legal);
}

TEST(AnalyzeDifferential, SmallBoards) {
  std::mt19937 rng(static_cast<unsigned>(4242 + env_int("F3GO_DIFF_SEED", 0)));
  Counts c;
  for (int i = 0; i < 150 * scale() && !HasFailure(); ++i) run(rng, 2 + i % 8, true, c);  // 2..9
  report("sizes 2..9", c);
}

TEST(AnalyzeDifferential, ScoreAndBensonOnLargeBoards) {
  std::mt19937 rng(static_cast<unsigned>(99 + env_int("F3GO_DIFF_SEED", 0)));
  Counts c;
  for (int i = 0; i < 10 * scale() && !HasFailure(); ++i) run(rng, i % 2 ? 19 : 13, false, c);
  report("13 and 19, score and Benson", c);
}

TEST(AnalyzeDifferential, FullAnalysisOnLargeBoardsThroughTheEngines) {
  std::mt19937 rng(static_cast<unsigned>(31 + env_int("F3GO_DIFF_SEED", 0)));
  ref::ReferenceEngine reference;
  OptimizedEngine optimized;
  EXPECT_EQ(optimized.name(), "optimized");
  double ref_ms = 0, opt_ms = 0;
  const int count = scale() / 2 + 1;
  for (int i = 0; i < count && !HasFailure(); ++i) {
    const int n = i % 2 ? 13 : 19;
    const Rules r = random_rules(rng);
    const Position pos = random_position(rng, n, r);
    const auto t0 = std::chrono::steady_clock::now();
    const Analysis ra = reference.analyze(pos, r);
    const auto t1 = std::chrono::steady_clock::now();
    const Analysis oa = optimized.analyze(pos, r);
    const auto t2 = std::chrono::steady_clock::now();
    ref_ms += std::chrono::duration<double, std::milli>(t1 - t0).count();
    opt_ms += std::chrono::duration<double, std::milli>(t2 - t1).count();
    EXPECT_TRUE(ra == oa) << "analysis differs on " << n << "x" << n << context(pos, r);
    const Move m = Move::make_stone(pos.to_move, Point{n / 2, n / 2});
    Position pa, pb;
    EXPECT_EQ(reference.play(pos, m, r, &pa), optimized.play(pos, m, r, &pb)) << context(pos, r);
    EXPECT_EQ(pa, pb) << context(pos, r);
    EXPECT_EQ(reference.score(pos.board, r, {}), optimized.score(pos.board, r, {})) << context(pos, r);
  }
  std::printf("full analyze of %d random 13x13/19x19 positions: reference %.1f ms, optimized %.1f ms (x%.1f)\n",
              count, ref_ms, opt_ms, opt_ms > 0 ? ref_ms / opt_ms : 0.0);
}

}  // namespace
}  // namespace f3go::optimized
