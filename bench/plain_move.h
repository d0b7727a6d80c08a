// The plain Go move: the yardstick every F3Go figure is divided by (bench/ratios.py).
// One whole plain-Go playout per iteration on optimized/plain_go.h, timed per move; registered by
// bench/playouts, bench/f3go_playouts and bench/engines, so that a ratio is of one program's run
// (host-independent: the load and the machine act on both sides alike).
//
//   BM_PlainPlayout/N  one whole playout per iteration from the empty board (board reset
//                      included), per-benchmark seeded RNG: uniformly random legal moves that
//                      do not fill the mover's own one-point eye (EyeRule::libego: all
//                      orthogonal neighbours own stones and fewer than two bad diagonals, the
//                      edge counting as one; plain_go.h says why), suicide illegal, simple ko;
//                      ends at two passes or 3 × area turns. Counters: ns_per_move (CPU time
//                      per turn, passes included, in seconds in the JSON), moves_per_playout,
//                      playouts_per_second.
#pragma once
#include <benchmark/benchmark.h>

#include <cstdint>

#include "optimized/plain_go.h"

namespace f3go::bench {

// The counters of a plain-Go benchmark that played `turns` turns in all.
inline void set_plain_counters(benchmark::State& state, std::int64_t turns) {
  const auto t = static_cast<double>(turns);
  state.counters["ns_per_move"] =
      benchmark::Counter(t, benchmark::Counter::kIsRate | benchmark::Counter::kInvert);
  state.counters["moves_per_playout"] = benchmark::Counter(t, benchmark::Counter::kAvgIterations);
  state.counters["playouts_per_second"] =
      benchmark::Counter(static_cast<double>(state.iterations()), benchmark::Counter::kIsRate);
}

// The moves: the playout board's own policy (plain_playout), not testkit/generators.h: the workload.
inline void BM_PlainPlayout(benchmark::State& state) {
  const int n = static_cast<int>(state.range(0));
  optimized::PlainGoBoard board(n);
  optimized::PlayoutRng rng(static_cast<std::uint64_t>(n) * 1000 + 1);
  const int limit = optimized::playout_turn_limit(board);
  std::int64_t turns = 0;
  for (auto _ : state) {
    board.clear();
    turns += optimized::plain_playout(board, rng, limit);
    benchmark::DoNotOptimize(board);
  }
  set_plain_counters(state, turns);
}

}  // namespace f3go::bench
