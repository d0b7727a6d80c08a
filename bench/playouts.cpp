// Plain-Go random playouts : optimized/plain_go.h timed on 9×9 and 19×19.
// A measurement, not a test: the moves come from PlainGoBoard::random_move through plain_playout,
// the code that optimized/tests/plain_go_test.cpp checks against both engines move by move.
//
//   BM_PlainPlayout/N      the plain Go move (bench/plain_move.h, shared with the programs that
//                          divide by it).
//   BM_PlainBoardUpdate/N  play()/pass() alone, replaying pre-recorded playouts (the "board
//                          update alone" anchor): no move choice, no RNG.
//
// Build in Release (`cmake -DCMAKE_BUILD_TYPE=Release`), run `bench/playouts`; flags as Google
// Benchmark 1.7.1 takes them (`--benchmark_min_time=1`, `--benchmark_repetitions=5`).
// The last line sums up the four figures; bench/anchors measures them beside libego and KataGo.
#include <benchmark/benchmark.h>

#include <cstdint>
#include <cstdio>
#include <map>
#include <string>
#include <vector>

#include "bench/plain_move.h"
#include "optimized/plain_go.h"

namespace {

using f3go::bench::BM_PlainPlayout;
using f3go::optimized::PlainGoBoard;

void BM_PlainBoardUpdate(benchmark::State& state) {
  const int n = static_cast<int>(state.range(0));
  const std::vector<int> moves =
      f3go::optimized::record_playouts(n, 256, static_cast<std::uint64_t>(n) * 1000 + 2);
  PlainGoBoard board(n);
  std::size_t i = 0;
  std::int64_t turns = 0;
  for (auto _ : state) {
    board.clear();
    for (; moves[i] >= 0; ++i) {
      if (moves[i] == PlainGoBoard::kPass) board.pass();
      else board.play(moves[i]);
      ++turns;
    }
    i = i + 1 == moves.size() ? 0 : i + 1;
    benchmark::DoNotOptimize(board);
  }
  f3go::bench::set_plain_counters(state, turns);
}

BENCHMARK(BM_PlainPlayout)->Arg(5)->Arg(7)->Arg(9)->Arg(13)->Arg(19);
BENCHMARK(BM_PlainBoardUpdate)->Arg(9)->Arg(19);

// Keeps each run's ns_per_move (the median when repetitions are asked for) for the last line.
class MedianReporter : public benchmark::ConsoleReporter {
 public:
  void ReportRuns(const std::vector<Run>& runs) override {
    ConsoleReporter::ReportRuns(runs);
    for (const Run& run : runs) {
      const auto it = run.counters.find("ns_per_move");
      if (it == run.counters.end()) continue;
      const bool median = run.run_type == Run::RT_Aggregate && run.aggregate_name == "median";
      if (run.run_type == Run::RT_Aggregate && !median) continue;
      const std::string name = run.run_name.str();
      if (median || !medians_.count(name)) ns_[name] = it->second.value * 1e9;
      if (median) medians_[name] = true;
    }
  }
  double ns(const std::string& name) const {
    const auto it = ns_.find(name);
    return it == ns_.end() ? -1 : it->second;
  }

 private:
  std::map<std::string, double> ns_;
  std::map<std::string, bool> medians_;
};

// The last line: the four figures in one place. Their yardstick is the other boards measured on the
// same games in the same run: bench/anchors (opt-in, needs the anchors' sources; its README).
void print_summary(const MedianReporter& r) {
  std::printf(
      "ns/move: playout 9x9 %.1f, 19x19 %.1f; board update alone 9x9 %.1f, 19x19 %.1f "
      "(-1: not run). Beside libego and KataGo on the same games: bench/anchors.\n",
      r.ns("BM_PlainPlayout/9"), r.ns("BM_PlainPlayout/19"), r.ns("BM_PlainBoardUpdate/9"),
      r.ns("BM_PlainBoardUpdate/19"));
}

}  // namespace

int main(int argc, char** argv) {
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  benchmark::AddCustomContext("plain_go.eye",
                              "libego: orthogonal neighbours own, < 2 bad diagonals (edge = 1)");
  benchmark::AddCustomContext("plain_go.rules", "suicide illegal, simple ko, end: 2 passes or 3*area");
  MedianReporter reporter;
  benchmark::RunSpecifiedBenchmarks(&reporter);
  print_summary(reporter);
  benchmark::Shutdown();
  return 0;
}
