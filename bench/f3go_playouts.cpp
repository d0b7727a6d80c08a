// F3Go random playouts : optimized::Game (optimized/game.h), the incremental game
// state that properties/stateful_properties.cpp checks command by command against the reference
// game, timed on 9×9 and 19×19 under the 2022 defaults with N = 3 flybombs each side.
//
//   BM_F3GoPlayout/N   one random game per iteration from the empty board: the side to move tries
//                      up to 30 random points (a flybomb turn with a random flower point one try
//                      in 12 while it has flybombs left, else a stone; drawn with PlayoutRng, the
//                      generator of the plain-Go playouts) and keeps the first legal one, or passes; the game ends at two passes or after 3 × area turns. Every
//                      legal turn includes the bottom-then-holographic update (attributes of the
//                      flower strings whose inputs can have changed). Counters: time_per_turn (CPU
//                      time per kept turn, the refused tries included), turns_per_game,
//                      tries_per_turn, flybomb_turns_per_game; per try: general_per_try (plays by
//                      the general path), near_per_try (plays by the fast path near a flower:
//                      Stats::near_turns), eyes_judged_per_try and eyes_known_per_try (private eyes
//                      judged, and taken from the verdicts kept across boards), eyes_carried_per_try
//                      (of those judged, carried over from a string the stone joined); allocs_per_turn
//                      (every operator new of the program during the turns, Game::play with
//                      Detail::legality as a playout asks) and allocs_per_game_setup (those of the
//                      Game's construction, once a game).
//   BM_F3GoReplay/N    the update alone: Game::play on pre-recorded games of the same kind (no
//                      refused tries, no move choice), with the full MoveOutcome (its list of
//                      captured points is allocated on each capturing turn); allocs_per_turn
//                      counts the construction of each Game too.
//   BM_F3GoGames/N/G   the first G games of BM_F3GoPlayout/N/3 (its generator, seeded alike), played
//                      once: the same games for every build, whose instructions per kept turn
//                      callgrind counts (docs/performance.md, command (H)); counter turns.
//   BM_F3GoGrowth/N/K  how the cost grows (docs/performance.md): the playout of BM_F3GoPlayout on
//                      N×N (5, 7, 9, 13, 19) with K flybombs each side (0, 1, 3, 6: up to 0, 2, 6
//                      and 12 flower strings).
//   BM_PlainPlayout/N  the plain Go move on N×N (bench/plain_move.h), the yardstick of this run
//                      (registered with the program's main, f3go_playouts_main.cpp).
//
// Targets, as ratios to the plain Go move of the same run (bench/ratios.py prints them): a turn of
// BM_F3GoPlayout/N/3 ≤ 12 plain moves of N×N on 9×9 and 19×19, and no allocation in a turn.
// Build in Release and run `build/release/bench/f3go_playouts --benchmark_format=json`.
// The program plays each size on the compilation of the engine that `f3go` plays it on
// (optimized/capacity.h): this file is compiled once per capacity of the build, and each
// compilation registers the sizes it plays (played_here); in a build for smaller boards
// (F3GO_OPTIMIZED_MAX_SIZE, preset release-9x9) only the sizes it takes are registered.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstdlib>
#include <initializer_list>
#include <new>
#include <utility>
#include <vector>

#include "oracle/position.h"
#include "optimized/game.h"
#include "optimized/plain_go.h"
#include "optimized/tests/support/allocation_counter.h"

// Every allocation of this program is counted (the counters allocs_per_turn):
// optimized/tests/support/allocation_counter.h.

namespace {

using f3go::Board;
using f3go::Colour;
using f3go::Move;
using f3go::Point;
using f3go::Position;
using f3go::Rules;
using f3go::optimized::Detail;
using f3go::optimized::Game;
using f3go::optimized::PlayoutRng;

Rules playout_rules(int flybombs = 3) {
  Rules rules;  // 2022 defaults: N = 3 flybombs each side, mode C (every flybomb by choice)
  rules.flybombs = flybombs;
  return rules;
}

struct GameCount {
  std::int64_t turns = 0, tries = 0, flybombs = 0;
  std::int64_t eyes_judged = 0, eyes_known = 0, eyes_carried = 0, general_turns = 0, near_turns = 0;
  void add(const GameCount& g, const Game::Stats& s) {
    turns += g.turns;
    tries += g.tries;
    flybombs += g.flybombs;
    eyes_judged += s.eyes_judged;
    eyes_known += s.eyes_known;
    eyes_carried += s.eyes_carried;
    general_turns += s.general_turns;
    near_turns += s.near_turns;
  }
};

// The measured workload's own policy, not testkit/generators.h: a playout must not pay for a generator.
Point random_point(PlayoutRng& rng, int n) { return Point{rng.below(n), rng.below(n)}; }

// One try of the side to move: a flybomb turn one try in 12 while it has flybombs left.
Move random_try(PlayoutRng& rng, const Game& game, int flybombs_left) {
  const int n = game.size();
  const Colour c = game.to_move();
  const Point p = random_point(rng, n);
  if (flybombs_left > 0 && rng.below(12) == 0) return Move::make_flybomb(c, p, random_point(rng, n));
  return Move::make_stone(c, p);
}

// One random game on `game`, which starts at `start` (see the file comment); appends the kept turns
// to `record` if given.
GameCount random_game(PlayoutRng& rng, const Position& start, Game& game, std::vector<Move>* record) {
  GameCount count;
  const int limit = 3 * game.size() * game.size();
  std::array<int, 2> flybombs = start.flybombs_left;
  while (!game.game_over() && count.turns < limit) {
    const Colour c = game.to_move();
    const auto side = static_cast<std::size_t>(c == Colour::black ? 0 : 1);
    Move kept = Move::make_pass(c);
    for (int t = 0; t < 30; ++t) {
      const Move m = random_try(rng, game, flybombs[side]);
      ++count.tries;
      if (game.play(m, Detail::legality).legal) {  // a playout asks legality only
        kept = m;
        break;
      }
    }
    if (kept.kind == Move::Kind::pass) game.play(kept);
    if (kept.kind == Move::Kind::flybomb) {
      --flybombs[side];
      ++count.flybombs;
    }
    if (record) record->push_back(kept);
    ++count.turns;
  }
  return count;
}

void BM_F3GoPlayout(benchmark::State& state) {
  const int n = static_cast<int>(state.range(0));
  const Rules rules = playout_rules(static_cast<int>(state.range(1)));
  const Position start = f3go::initial_position(Board(n), rules);
  PlayoutRng rng(static_cast<std::uint64_t>(n));
  GameCount total;
  std::int64_t turn_allocations = 0, setup_allocations = 0, games = 0;
  for (auto _ : state) {
    const std::int64_t before_setup = f3go::testing::allocations();
    Game game(start, rules);
    const std::int64_t before_turns = f3go::testing::allocations();
    const GameCount g = random_game(rng, start, game, nullptr);
    turn_allocations += f3go::testing::allocations() - before_turns;
    setup_allocations += before_turns - before_setup;
    ++games;
    total.add(g, game.stats());
    benchmark::DoNotOptimize(game.key());
  }
  const auto turns = static_cast<double>(total.turns);
  state.counters["time_per_turn"] =
      benchmark::Counter(turns, benchmark::Counter::kIsRate | benchmark::Counter::kInvert);
  state.counters["turns_per_game"] = benchmark::Counter(turns, benchmark::Counter::kAvgIterations);
  state.counters["tries_per_turn"] = static_cast<double>(total.tries) / std::max(1.0, turns);
  state.counters["flybomb_turns_per_game"] =
      benchmark::Counter(static_cast<double>(total.flybombs), benchmark::Counter::kAvgIterations);
  // Per try (a refused try runs the turn up to its refusal): general-path plays, private eyes
  // judged, private eyes taken from the kept verdicts.
  const double tries = std::max(1.0, static_cast<double>(total.tries));
  state.counters["general_per_try"] = static_cast<double>(total.general_turns) / tries;
  state.counters["near_per_try"] = static_cast<double>(total.near_turns) / tries;
  state.counters["eyes_judged_per_try"] = static_cast<double>(total.eyes_judged) / tries;
  state.counters["eyes_known_per_try"] = static_cast<double>(total.eyes_known) / tries;
  state.counters["eyes_carried_per_try"] = static_cast<double>(total.eyes_carried) / tries;
  state.counters["allocs_per_turn"] = static_cast<double>(turn_allocations) / std::max(1.0, turns);
  state.counters["allocs_per_game_setup"] = static_cast<double>(setup_allocations) / std::max<double>(1.0, static_cast<double>(games));
}

void BM_F3GoGames(benchmark::State& state) {
  const int n = static_cast<int>(state.range(0));
  const auto games = state.range(1);
  const Rules rules = playout_rules();
  const Position start = f3go::initial_position(Board(n), rules);
  std::int64_t turns = 0;
  for (auto _ : state) {
    PlayoutRng rng(static_cast<std::uint64_t>(n));
    for (std::int64_t g = 0; g < games; ++g) {
      Game game(start, rules);
      turns += random_game(rng, start, game, nullptr).turns;
    }
  }
  state.counters["turns"] = static_cast<double>(turns);
}

void BM_F3GoReplay(benchmark::State& state) {
  const int n = static_cast<int>(state.range(0));
  const Rules rules = playout_rules();
  const Position start = f3go::initial_position(Board(n), rules);
  PlayoutRng rng(static_cast<std::uint64_t>(n) + 100);
  std::vector<std::vector<Move>> games(8);
  for (auto& moves : games) {
    Game game(start, rules);
    random_game(rng, start, game, &moves);
  }
  std::int64_t turns = 0;
  std::size_t k = 0;
  const std::int64_t allocations = f3go::testing::allocations();
  for (auto _ : state) {
    const std::vector<Move>& moves = games[k++ % games.size()];
    Game game(start, rules);
    for (const Move& m : moves) benchmark::DoNotOptimize(game.play(m).legal);
    turns += static_cast<std::int64_t>(moves.size());
  }
  state.counters["time_per_turn"] =
      benchmark::Counter(static_cast<double>(turns), benchmark::Counter::kIsRate | benchmark::Counter::kInvert);
  state.counters["allocs_per_turn"] =
      static_cast<double>(f3go::testing::allocations() - allocations) / std::max<double>(1.0, static_cast<double>(turns));
}

// The sizes of `sizes` that this compilation of the engine plays: those the program chooses it for
// (capacity_for, optimized/capacity.h) and that it takes.
std::vector<std::int64_t> played_here(std::initializer_list<std::int64_t> sizes) {
  std::vector<std::int64_t> out;
  for (const std::int64_t n : sizes) {
    const int size = static_cast<int>(n);
    if (size <= f3go::optimized::kCapacity && f3go::optimized::capacity_for(size) == f3go::optimized::kCapacity)
      out.push_back(n);
  }
  return out;
}

BENCHMARK(BM_F3GoPlayout)->ArgsProduct({played_here({9, 19}), {3}})->Unit(benchmark::kMillisecond);
BENCHMARK(BM_F3GoGames)
    ->Apply([](benchmark::internal::Benchmark* b) {
      for (const auto& [n, games] : {std::pair<std::int64_t, std::int64_t>{9, 200}, {19, 20}})
        if (!played_here({n}).empty()) b->Args({n, games});
    })
    ->Iterations(1)
    ->Unit(benchmark::kMillisecond);
BENCHMARK(BM_F3GoPlayout)
    ->Name("BM_F3GoGrowth")
    ->ArgsProduct({played_here({5, 7, 9, 13, 19}), {0, 1, 3, 6}})
    ->Unit(benchmark::kMillisecond);
BENCHMARK(BM_F3GoReplay)->ArgsProduct({played_here({9, 19})})->Unit(benchmark::kMillisecond);

}  // namespace
