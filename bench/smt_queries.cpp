// smt_queries: the time of the Z3 engine's private-eye questions (smt/private_eye.h) on seeded random
// positions (testkit::random_board with testkit::random_mix, the boards of `f3go verify`), every black
// and white string of each, profile defaults. One iteration per board size; the figures are
// counters (CPU milliseconds of the calling thread, as smt::RegionAnswer reports them):
//   region_p50/p99/max     the facts query of one enclosed region (T18E.S2–S3.3.1)
//   existence_p50/p99/max  the simulation query of one region (T18E.S3.3.2: is there an eye?)
//   witness_p50/p99/max    minimising a witness and proving it minimal (k−1 stones unsat)
//   string_p50/p99/max     every query of one string, regions found included
//   unknown                strings or regions left unknown at the 10 s timeout (the target is 0)
// Targets (docs/smt.md): existence p99 < 100 ms and witness p99 < 250 ms on 9×9; no unknown at
// 10 s on 19×19. Run: build/release/bench/smt_queries
#include <benchmark/benchmark.h>

#include <algorithm>
#include <random>
#include <vector>

#include "testkit/generators.h"
#include "reference/strings.h"
#include "smt/private_eye.h"

namespace {

using namespace f3go;

struct Times {
  std::vector<double> region, existence, witness, string;
  int unknown = 0;
};

// The q-quantile (0 ≤ q ≤ 1) of `v` in milliseconds, nearest rank; 0 for an empty list.
double quantile_ms(std::vector<double> v, double q) {
  if (v.empty()) return 0;
  std::sort(v.begin(), v.end());
  const auto rank = static_cast<std::size_t>(q * static_cast<double>(v.size() - 1) + 0.5);
  return 1e3 * v[std::min(rank, v.size() - 1)];
}

void add_answer(Times& t, const smt::PrivateEyeAnswer& z) {
  t.string.push_back(z.seconds_total);
  if (z.verdict == smt::Answer::unknown) ++t.unknown;
  for (const smt::RegionAnswer& r : z.regions) {
    if (r.verdict == smt::Answer::unknown) ++t.unknown;
    t.region.push_back(r.seconds_region);
    if (r.step == EyeStep::simulation) t.existence.push_back(r.seconds_simulation);
    if (r.witness) t.witness.push_back(r.seconds_witness);
  }
}

void set_counters(benchmark::State& state, const char* name, const std::vector<double>& v) {
  const std::string n(name);
  state.counters[n + "_n"] = static_cast<double>(v.size());
  state.counters[n + "_p50"] = quantile_ms(v, 0.50);
  state.counters[n + "_p99"] = quantile_ms(v, 0.99);
  state.counters[n + "_max"] = quantile_ms(v, 1.0);
}

// Every string of `positions` random size×size boards. Arguments: size, positions.
void BM_smt_queries(benchmark::State& state) {
  const int size = static_cast<int>(state.range(0));
  const int positions = static_cast<int>(state.range(1));
  const Rules rules = Rules::for_profile(Profile::y2022);
  smt::Options options;
  options.timeout_ms = 10000;
  Times t;
  for (auto _ : state) {
    std::mt19937_64 rng(static_cast<std::uint64_t>(size) * 1000 + 1);
    for (int k = 0; k < positions; ++k) {
      const Board b = testkit::random_board(rng, size, testkit::random_mix(rng));
      for (Cell c : {Cell::black, Cell::white})
        for (const reference::Points& a : reference::strings_of(b, c)) add_answer(t, smt::private_eye(b, a, rules, options));
    }
  }
  set_counters(state, "region", t.region);
  set_counters(state, "existence", t.existence);
  set_counters(state, "witness", t.witness);
  set_counters(state, "string", t.string);
  state.counters["unknown"] = t.unknown;
}

BENCHMARK(BM_smt_queries)->Args({9, 100})->Args({13, 30})->Args({19, 20})->Iterations(1)->Unit(benchmark::kSecond);

}  // namespace

BENCHMARK_MAIN();
