// The reference (reference/) against the optimized engine (optimized/), question by question, on
// fixed position sets (a measurement, not a test: bench/README.md, docs/performance.md).
//
// Position sets:
//  - corpus/<name>: every corpus/positions/*.pos (F3GO_CORPUS_DIR), under the file's rules;
//  - random<N>_f<k>: a seeded random game on the N×N board (N = 9, 13, 19) of about 0.45·N²
//    turns, played with the optimized engine (Engine::play) under the 2022 defaults, with k of
//    its turns flybomb turns (k = 0, 2, 6; black and white alternate, N = 3 each), ending with
//    exactly k flower strings (the seed is advanced until the count is exact).
// Questions (name "<question>/<engine>/<set>", the same arguments for both engines):
//  strings        every black and white string (T22.2.3)
//  private_eyes   the private eye of every black and white string (T22.2.8, T18E)
//  attributes     the attribute of every flower string (T22.4; sets with a flower string only)
//  holographic    the holographic board (T22.3)
//  forbidden      the flybomb-forbidden points of both throwers, from the holographic board (T22.5)
//  legal_stones   the legal stone points of the side to move (T22.6)
//  play           one turn (Engine::play), cycling over up to 12 legal turns of the position
//                 (stones and, while flybombs are left, flybomb turns)
//  score          the score with no dead stones (Engine::score, T22.7)
//  analysis       the whole analysis (Engine::analyze: every observable)
//  analysis_kept  the same written over one Analysis kept across the iterations
//                 (Engine::analyze_into: the optimized engine reuses its lists' storage)
//  game           a whole seeded random game from the empty N×N board (Engine::play for every
//                 try; random sets of sizes 9 and 13 only)
// The optimized engine is not incremental: its timings include converting the board to bitboards,
// except `forbidden`, where both engines start from their holographic board.
// Counters: size, flowers (flower strings), for `game` the turns played, and for `analysis` and
// `analysis_kept` allocs_per_analysis (every operator new of the program during the analyses:
// optimized/tests/support/allocation_counter.h).
// BM_PlainPlayout/19 (bench/plain_move.h): the plain Go move on 19×19, the yardstick of this run
// (bench/ratios.py: the whole analysis of random19_f6 ≤ 200 plain moves).
// Default min time per benchmark 0.05 s (a slow reference case runs once); --benchmark_min_time
// overrides it.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <filesystem>
#include <functional>
#include <iostream>
#include <random>
#include <stdexcept>
#include <string>
#include <vector>

#include "bench/plain_move.h"
#include "optimized/tests/support/allocation_counter.h"
#include "oracle/position_text.h"
#include "optimized/attribute.h"
#include "optimized/engine.h"
#include "optimized/holographic.h"
#include "optimized/play.h"
#include "optimized/position_bits.h"
#include "optimized/private_eye.h"
#include "reference/attribute.h"
#include "reference/engine.h"
#include "reference/forbidden.h"
#include "reference/holographic.h"
#include "reference/play.h"
#include "reference/private_eye.h"
#include "reference/strings.h"

namespace {

using namespace f3go;
namespace ref = f3go::reference;
namespace opt = f3go::optimized;

// --- random games ----------------------------------------------------------------------------
// Not testkit/generators.h: these legal games are the named workloads (random<N>_f<k>, game) whose
// timings docs/performance.md records, so their draws must not change.

std::vector<Point> empty_points(const Board& b) {
  std::vector<Point> out;
  for (Point p : b.points())
    if (b.at(p) == Cell::empty) out.push_back(p);
  return out;
}

// Up to `tries` legal turns tried at random points: a stone, or (flybomb) a stone then a flower;
// a pass when none is found.
Move random_turn(Engine& engine, const Position& pos, const Rules& rules, bool flybomb, std::mt19937_64& rng,
                 Position& after) {
  constexpr int kTries = 20;
  std::vector<Point> free = empty_points(pos.board);
  std::shuffle(free.begin(), free.end(), rng);
  const Colour side = pos.to_move;
  for (int i = 0; i < kTries && i < static_cast<int>(free.size()); ++i) {
    const Point p = free[static_cast<std::size_t>(i)];
    if (!flybomb) {
      if (engine.play(pos, Move::make_stone(side, p), rules, &after).legal) return Move::make_stone(side, p);
      continue;
    }
    for (int j = 0; j < kTries && j < static_cast<int>(free.size()); ++j) {
      const Point f = free[(static_cast<std::size_t>(i + 1 + j)) % free.size()];
      const Move m = Move::make_flybomb(side, p, f);
      if (f != p && engine.play(pos, m, rules, &after).legal) return m;
    }
  }
  const Move pass = Move::make_pass(side);
  engine.play(pos, pass, rules, &after);
  return pass;
}

struct GamePlan {
  int size = 9;
  int turns = 0;                // at most this many turns (the game may end before: A29)
  std::vector<int> flybomb_at;  // the turn indices (0-based) that are flybomb turns
  std::uint64_t seed = 1;
};

// Plays the plan with `engine`; returns the final position and counts the turns played.
Position play_game(Engine& engine, const GamePlan& plan, const Rules& rules, int* turns_played = nullptr) {
  std::mt19937_64 rng(plan.seed);
  Position pos = initial_position(Board(plan.size), rules);
  Position after;
  int t = 0;
  for (; t < plan.turns && pos.consecutive_passes < 2; ++t) {
    const bool flybomb = std::find(plan.flybomb_at.begin(), plan.flybomb_at.end(), t) != plan.flybomb_at.end() &&
                         pos.flybombs_left[index(pos.to_move)] > 0;
    random_turn(engine, pos, rules, flybomb, rng, after);
    pos = after;
  }
  if (turns_played) *turns_played = t;
  return pos;
}

int flower_strings(const Board& b) { return static_cast<int>(ref::strings_of(b, Cell::flower).size()); }

// A half-filled position with exactly `flowers` flower strings (flowers ≤ 6: 3 flybombs each).
Position random_position(int n, int flowers, const Rules& rules) {
  opt::OptimizedEngine engine;
  GamePlan plan;
  plan.size = n;
  plan.turns = n * n * 45 / 100;
  // Spread over the game, black's turns (even indices) and white's (odd) in turn.
  for (int k = 0; k < flowers; ++k) {
    const int t = (k + 1) * plan.turns / (flowers + 2);
    plan.flybomb_at.push_back(t % 2 == k % 2 ? t : t + 1);
  }
  for (plan.seed = 1; plan.seed <= 1000; ++plan.seed) {
    Position pos = play_game(engine, plan, rules);
    if (flower_strings(pos.board) == flowers && pos.consecutive_passes < 2) return pos;
  }
  throw std::runtime_error("no seed in 1..1000 gives " + std::to_string(flowers) + " flower strings");
}

// A whole game: up to 2·N² turns, a flybomb tried every 10th turn of each side while left.
GamePlan whole_game_plan(int n) {
  GamePlan plan;
  plan.size = n;
  plan.turns = 2 * n * n;
  for (int t = 5; t < plan.turns; t += 10) plan.flybomb_at.push_back(t);
  plan.seed = 7;
  return plan;
}

// --- position sets ---------------------------------------------------------------------------

struct PositionSet {
  std::string name;
  Position position;
  Rules rules;
  int flowers = 0;
};

std::vector<PositionSet> corpus_sets() {
  std::vector<std::filesystem::path> files;
  for (const auto& e : std::filesystem::directory_iterator(F3GO_CORPUS_DIR "/positions"))
    if (e.path().extension() == ".pos") files.push_back(e.path());
  std::sort(files.begin(), files.end());
  std::vector<PositionSet> out;
  for (const auto& f : files) {
    const PositionFile pf = read_position_file(f.string());
    out.push_back({"corpus/" + f.stem().string(), pf.position, pf.rules, flower_strings(pf.position.board)});
  }
  return out;
}

std::vector<PositionSet> random_sets() {
  const Rules rules;
  std::vector<PositionSet> out;
  for (int n : {9, 13, 19})
    for (int k : {0, 2, 6})
      out.push_back({"random" + std::to_string(n) + "_f" + std::to_string(k), random_position(n, k, rules), rules, k});
  return out;
}

// --- the questions ---------------------------------------------------------------------------

void set_counters(benchmark::State& state, const PositionSet& s) {
  state.counters["size"] = s.position.board.size();
  state.counters["flowers"] = s.flowers;
}

std::vector<ref::Points> ref_stone_strings(const Board& b) {
  std::vector<ref::Points> out = ref::strings_of(b, Cell::black);
  for (auto& s : ref::strings_of(b, Cell::white)) out.push_back(std::move(s));
  return out;
}

opt::Bitboards opt_stone_strings(const opt::BoardBits& b) {
  opt::Bitboards out = opt::strings_of(b, Cell::black);
  for (auto& s : opt::strings_of(b, Cell::white)) out.push_back(s);
  return out;
}

void strings_ref(benchmark::State& state, const PositionSet& s) {
  for (auto _ : state) benchmark::DoNotOptimize(ref_stone_strings(s.position.board));
}
void strings_opt(benchmark::State& state, const PositionSet& s) {
  for (auto _ : state) benchmark::DoNotOptimize(opt_stone_strings(opt::bits_of(s.position.board)));
}

void private_eyes_ref(benchmark::State& state, const PositionSet& s) {
  const Board& b = s.position.board;
  const auto strings = ref_stone_strings(b);
  for (auto _ : state)
    for (const auto& a : strings) benchmark::DoNotOptimize(ref::private_eye(b, a, s.rules));
}
void private_eyes_opt(benchmark::State& state, const PositionSet& s) {
  const auto strings = opt_stone_strings(opt::bits_of(s.position.board));
  for (auto _ : state) {
    const opt::BoardBits bits = opt::bits_of(s.position.board);
    for (const auto& a : strings) benchmark::DoNotOptimize(opt::private_eye(bits, a, s.rules));
  }
}

void attributes_ref(benchmark::State& state, const PositionSet& s) {
  const Board& b = s.position.board;
  const auto flowers = ref::strings_of(b, Cell::flower);
  for (auto _ : state)
    for (const auto& f : flowers) benchmark::DoNotOptimize(ref::attribute_of(b, f, s.rules).report);
}
void attributes_opt(benchmark::State& state, const PositionSet& s) {
  for (auto _ : state) benchmark::DoNotOptimize(opt::attributes(opt::bits_of(s.position.board), s.rules));
}

void holographic_ref(benchmark::State& state, const PositionSet& s) {
  for (auto _ : state) benchmark::DoNotOptimize(ref::holographic(s.position.board, s.rules));
}
void holographic_opt(benchmark::State& state, const PositionSet& s) {
  for (auto _ : state) benchmark::DoNotOptimize(opt::holographic(opt::bits_of(s.position.board), s.rules));
}

void forbidden_ref(benchmark::State& state, const PositionSet& s) {
  const ref::Holographic h = ref::holographic(s.position.board, s.rules);
  for (auto _ : state)
    for (Colour c : kColours) benchmark::DoNotOptimize(ref::flybomb_forbidden(h, c, s.rules));
}
void forbidden_opt(benchmark::State& state, const PositionSet& s) {
  const opt::HoloBits h = opt::holographic(opt::bits_of(s.position.board), s.rules);
  for (auto _ : state)
    for (Colour c : kColours) benchmark::DoNotOptimize(opt::flybomb_forbidden(h, c, s.rules));
}

void legal_stones_ref(benchmark::State& state, const PositionSet& s) {
  for (auto _ : state) benchmark::DoNotOptimize(ref::legal_stones(s.position, s.position.to_move, s.rules));
}
void legal_stones_opt(benchmark::State& state, const PositionSet& s) {
  for (auto _ : state) benchmark::DoNotOptimize(opt::legal_stones(s.position, s.position.to_move, s.rules));
}

// Up to 8 legal stones and, while the side has flybombs, up to 4 legal flybomb turns, chosen with
// a fixed seed (the optimized engine decides; the engines agree on legality).
std::vector<Move> some_legal_turns(const PositionSet& s) {
  opt::OptimizedEngine engine;
  std::mt19937_64 rng(11);
  std::vector<Point> free = empty_points(s.position.board);
  std::shuffle(free.begin(), free.end(), rng);
  const Colour side = s.position.to_move;
  std::vector<Move> out;
  int stones = 0, flybombs = 0;
  for (Point p : free) {
    if (stones < 8 && engine.play(s.position, Move::make_stone(side, p), s.rules, nullptr).legal) {
      out.push_back(Move::make_stone(side, p));
      ++stones;
    }
    if (flybombs >= 4 || s.position.flybombs_left[index(side)] <= 0) continue;
    for (Point f : free) {
      const Move m = Move::make_flybomb(side, p, f);
      if (f == p || !engine.play(s.position, m, s.rules, nullptr).legal) continue;
      out.push_back(m);
      ++flybombs;
      break;
    }
  }
  return out;
}

void play(benchmark::State& state, const PositionSet& s, Engine& engine) {
  const std::vector<Move> turns = some_legal_turns(s);
  if (turns.empty()) {
    state.SkipWithError("no legal turn");
    return;
  }
  std::size_t i = 0;
  Position after;
  for (auto _ : state) {
    benchmark::DoNotOptimize(engine.play(s.position, turns[i], s.rules, &after));
    i = (i + 1) % turns.size();
  }
}

void score(benchmark::State& state, const PositionSet& s, Engine& engine) {
  for (auto _ : state) benchmark::DoNotOptimize(engine.score(s.position.board, s.rules, {}));
}

// The allocations per iteration of the loop `run` makes over `state`, as the counter allocs_per_analysis.
template <class Run>
void count_allocations(benchmark::State& state, Run&& run) {
  const std::int64_t before = f3go::testing::allocations();
  run();
  const auto iterations = static_cast<double>(state.iterations());
  state.counters["allocs_per_analysis"] =
      static_cast<double>(f3go::testing::allocations() - before) / std::max(1.0, iterations);
}

void analysis(benchmark::State& state, const PositionSet& s, Engine& engine) {
  count_allocations(state, [&] {
    for (auto _ : state) benchmark::DoNotOptimize(engine.analyze(s.position, s.rules));
  });
}

void analysis_kept(benchmark::State& state, const PositionSet& s, Engine& engine) {
  Analysis kept;
  count_allocations(state, [&] {
    for (auto _ : state) {
      engine.analyze_into(s.position, s.rules, kept);
      benchmark::DoNotOptimize(kept);
    }
  });
}

void game(benchmark::State& state, const PositionSet& s, Engine& engine) {
  const GamePlan plan = whole_game_plan(s.position.board.size());
  int turns = 0;
  Position end;
  for (auto _ : state) {
    end = play_game(engine, plan, s.rules, &turns);
    benchmark::DoNotOptimize(end);
  }
  state.counters["turns"] = turns;
  state.counters["flowers"] = flower_strings(end.board);  // at the end of the game
}

// --- registration ----------------------------------------------------------------------------

using Question = std::function<void(benchmark::State&, const PositionSet&)>;

ref::ReferenceEngine reference_engine;
opt::OptimizedEngine optimized_engine;

Question with_engine(void (*f)(benchmark::State&, const PositionSet&, Engine&), Engine& e) {
  return [f, &e](benchmark::State& state, const PositionSet& s) { f(state, s, e); };
}

struct Pair {
  std::string name;
  Question reference, optimized;
  bool random_small_only = false;  // `game`: random sets of sizes 9 and 13
  bool needs_flowers = false;      // `attributes`: nothing to ask without a flower string
};

std::vector<Pair> questions() {
  return {
      {"strings", strings_ref, strings_opt},
      {"private_eyes", private_eyes_ref, private_eyes_opt},
      {"attributes", attributes_ref, attributes_opt, false, true},
      {"holographic", holographic_ref, holographic_opt},
      {"forbidden", forbidden_ref, forbidden_opt},
      {"legal_stones", legal_stones_ref, legal_stones_opt},
      {"play", with_engine(play, reference_engine), with_engine(play, optimized_engine)},
      {"score", with_engine(score, reference_engine), with_engine(score, optimized_engine)},
      {"analysis", with_engine(analysis, reference_engine), with_engine(analysis, optimized_engine)},
      {"analysis_kept", with_engine(analysis_kept, reference_engine), with_engine(analysis_kept, optimized_engine)},
      {"game", with_engine(game, reference_engine), with_engine(game, optimized_engine), true},
  };
}

void register_one(const std::string& name, const Question& q, const PositionSet& s, bool min_time_given) {
  auto* b = benchmark::RegisterBenchmark(name.c_str(), [q, &s](benchmark::State& state) {
    set_counters(state, s);
    q(state, s);
  });
  b->Unit(benchmark::kMicrosecond);
  if (!min_time_given) b->MinTime(0.05);
}

BENCHMARK(f3go::bench::BM_PlainPlayout)->Name("BM_PlainPlayout")->Arg(19);

bool game_set(const PositionSet& s) {
  return s.name.rfind("random", 0) == 0 && s.flowers == 0 && s.position.board.size() <= 13;
}

}  // namespace

int main(int argc, char** argv) {
  bool min_time_given = false;
  for (int i = 1; i < argc; ++i) min_time_given |= std::strncmp(argv[i], "--benchmark_min_time", 20) == 0;
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  static std::vector<PositionSet> sets = corpus_sets();
  for (auto& s : random_sets()) sets.push_back(std::move(s));
  for (const Pair& q : questions())
    for (const PositionSet& s : sets) {
      if ((q.random_small_only && !game_set(s)) || (q.needs_flowers && s.flowers == 0)) continue;
      const std::string set = q.random_small_only ? "random" + std::to_string(s.position.board.size()) : s.name;
      register_one(q.name + "/reference/" + set, q.reference, s, min_time_given);
      register_one(q.name + "/optimized/" + set, q.optimized, s, min_time_given);
    }
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
