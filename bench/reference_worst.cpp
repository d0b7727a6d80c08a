// The reference's worst-case suite (docs/performance.md "The reference's worst case"): the whole
// analysis (reference::analyze, what `f3go analyze` prints) of each position of bench/worst/,
// under the file's rules and under each reading of A08 eye.simulated_legality set on top of them.
// One iteration each, in seconds: the slowest positions we could build for the reference, whose
// times the bound of docs/performance.md is checked against (a measurement, not a test).
//
// Names: reference_worst/<file>/<reading>, <reading> = `default` (the file's own rules) or one
// reading of A08. Counters: empty (empty points: stones tried per colour), strings (black and
// white), flowers (flower strings).
// Run: build/release/bench/reference_worst [--benchmark_filter=comb]
#include <benchmark/benchmark.h>

#include <algorithm>
#include <filesystem>
#include <string>
#include <vector>

#include "oracle/position_text.h"
#include "reference/analyze.h"
#include "reference/strings.h"

namespace {

using namespace f3go;

struct Case {
  std::string name;
  Position position;
  Rules rules;
  int empty = 0, strings = 0, flowers = 0;
};

// Every bench/worst/*.pos, by file name, under its rules and each reading of A08.
std::vector<Case> cases() {
  std::vector<std::filesystem::path> files;
  for (const auto& e : std::filesystem::directory_iterator(F3GO_WORST_DIR))
    if (e.path().extension() == ".pos") files.push_back(e.path());
  std::sort(files.begin(), files.end());
  const std::vector<std::string> readings = {"default", "no_capture_no_suicide", "no_capture",
                                             "capture_allowed"};
  std::vector<Case> out;
  for (const auto& f : files) {
    const PositionFile pf = read_position_file(f.string());
    for (const std::string& reading : readings) {
      Case c;
      c.name = "reference_worst/" + f.stem().string() + "/" + reading;
      c.rules = pf.rules;
      if (reading != "default") apply_setting(c.rules, "eye.simulated_legality=" + reading, f.string());
      c.position = position_under(pf, c.rules);
      const Board& b = c.position.board;
      c.empty = static_cast<int>(std::count(b.cells().begin(), b.cells().end(), Cell::empty));
      c.strings = static_cast<int>(reference::strings_of(b, Cell::black).size() +
                                   reference::strings_of(b, Cell::white).size());
      c.flowers = static_cast<int>(reference::strings_of(b, Cell::flower).size());
      out.push_back(std::move(c));
    }
  }
  return out;
}

}  // namespace

int main(int argc, char** argv) {
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  static const std::vector<Case> all = cases();
  for (const Case& c : all) {
    auto* b = benchmark::RegisterBenchmark(c.name.c_str(), [&c](benchmark::State& state) {
      for (auto _ : state) benchmark::DoNotOptimize(reference::analyze(c.position, c.rules));
      state.counters["empty"] = c.empty;
      state.counters["strings"] = c.strings;
      state.counters["flowers"] = c.flowers;
    });
    b->Iterations(1)->Unit(benchmark::kSecond);
  }
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
