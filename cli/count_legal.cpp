// `f3go count-legal N`: the number of legal N×N positions of plain Go (cells empty/black/white, every
// string with a liberty: T22.2.1 气, T22.2.3 棋串), counted on the optimized bitboards
// (optimized/count_legal.h). Tromp's numbers (OEIS A094777): 1, 57, 12675, 24318165 for N = 1..4.
// The run time grows as 3^(N²): N = 4 takes seconds, N ≥ 5 is infeasible with this enumeration.
// Progress on stderr about once a second.
#include <chrono>
#include <iostream>
#include <memory>

#include "cli/commands.h"
#include "oracle/error.h"
#include "optimized/count_legal.h"

namespace f3go::cli {
namespace {

// Precondition: 1 ≤ n ≤ kMaxSize (checked by the option's range).
void run_count_legal(int n) {
  assert(n >= 1 && n <= kMaxSize);
  if (n >= 5)
    std::cerr << "count-legal: the enumeration takes time growing as 3^(N*N); N = " << n
              << " is infeasible (N = 4 takes seconds)\n";
  using Clock = std::chrono::steady_clock;
  const auto start = Clock::now();
  auto last = start;
  const auto progress = [&](std::uint64_t done, std::uint64_t total) {
    const auto now = Clock::now();
    if (now - last < std::chrono::seconds(1)) return;
    last = now;
    std::cerr << "count-legal: " << done << "/" << total << " first-row patterns done\n";
  };
  std::cout << optimized::count_legal(n, progress) << '\n';
}

}  // namespace

void add_count_legal_command(CLI::App& app) {
  auto n = std::make_shared<int>(0);
  CLI::App* sub = app.add_subcommand(
      "count-legal",
      "count the legal NxN positions of plain Go (Tromp's numbers, OEIS A094777); "
      "run time grows as 3^(N*N): N <= 4 in seconds, N >= 5 infeasible");
  add_number(*sub, "N", *n, "board size, 1..19", 1, kMaxSize)->required();
  sub->callback([n] { run_count_legal(*n); });
}

}  // namespace f3go::cli
