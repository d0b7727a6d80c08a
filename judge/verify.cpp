// `verify`: one engine against another (verify.h).
#include "judge/verify.h"

#include <cassert>
#include <chrono>
#include <iostream>

#include "judge/compare.h"
#include "judge/generators.h"

namespace f3go::judge {
namespace {

// Counts the samples, prints the first disagreement and the progress.
class Tally {
 public:
  Tally(EnginePair engines, std::uint64_t total, std::ostream& out)
      : engines_(engines), out_(out), total_(total), last_(std::chrono::steady_clock::now()) {}
  void add(const Comparison& c) {
    if (!c.difference) ++counts_.agree;
    else if (++counts_.disagree == 1) first(c);
    progress();
  }
  VerifyCounts finish() const {
    out_ << counts_.agree << " agree, " << counts_.disagree << " disagree" << std::endl;
    return counts_;
  }

 private:
  void first(const Comparison& c) const {
    out_ << "first disagreement (sample " << counts_.agree + counts_.disagree << " of this run):\n"
         << c.report << difference_text(*c.difference, engines_.first.name(), engines_.second.name());
  }
  void progress() {
    const auto now = std::chrono::steady_clock::now();
    if (now - last_ < std::chrono::seconds(1)) return;
    last_ = now;
    std::cerr << "verify: " << counts_.agree + counts_.disagree << "/" << total_ << " samples, "
              << counts_.disagree << " disagree\n";
  }
  EnginePair engines_;
  std::ostream& out_;
  std::uint64_t total_;
  VerifyCounts counts_;
  std::chrono::steady_clock::time_point last_;
};

// The number of indices below `total` that are ≡ shard.index mod shard.count.
std::uint64_t shard_size(std::uint64_t total, Shard shard) {
  return total / shard.count + (shard.index < total % shard.count ? 1 : 0);
}

// A game sample (verify.h).
Comparison compare_game(EnginePair e, std::mt19937_64& rng, int n, const Rules& rules) {
  Position pos = initial_position(random_board(rng, n, game_start_mix(rng)), rules);
  const std::string start = diagram(pos.board);
  std::string moves;
  const std::uint64_t attempts = 1 + rng() % static_cast<std::uint64_t>(n * n);
  for (std::uint64_t i = 0; i < attempts; ++i) {
    const Move m = random_move(rng, pos);
    moves += (moves.empty() ? "" : ", ") + to_text(m);
    Position after;
    if (auto d = compare_move(e.first, e.second, pos, m, rules, after))
      return {d, "game from:\n" + start + "rules: " + compact(rules) + "\nattempts: " + moves + "\n"};
    if (!(after == pos)) pos = after;
  }
  Comparison end = compare_engines(e.first, e.second, pos, rules);
  if (end.difference) end.report = "game from:\n" + start + "attempts: " + moves + "\n" + end.report;
  return end;
}

// Sample k of a random run: a position (k even) or a game (k odd).
Comparison compare_sample(EnginePair e, std::uint64_t seed, std::uint64_t k, int n, const Rules& rules) {
  std::mt19937_64 rng = sample_rng(seed, k);
  if (k % 2 == 1) return compare_game(e, rng, n, rules);
  const Position pos = initial_position(random_board(rng, n, random_mix(rng)), rules);
  return compare_engines(e.first, e.second, pos, rules);
}

}  // namespace

VerifyCounts verify_random(EnginePair engines, std::uint64_t count, int size, std::uint64_t seed,
                           const Rules& rules, Shard shard, std::ostream& out) {
  assert(size >= kMinSize && size <= kMaxSize);
  out << run_line("random=" + std::to_string(count) + " size=" + std::to_string(size) + " seed=" +
                      std::to_string(seed) + " rules=" + compact(rules) + engines_suffix(engines.first.name(), engines.second.name()),
                  shard)
      << std::endl;
  Tally tally(engines, shard_size(count, shard), out);
  for (std::uint64_t k = shard.index; k < count; k += shard.count)
    tally.add(compare_sample(engines, seed, k, size, rules));
  return tally.finish();
}

VerifyCounts verify_exhaustive(EnginePair engines, int n, const Rules& rules, Shard shard, std::ostream& out) {
  assert(n >= kMinSize && n <= 5);
  const std::uint64_t total = std::uint64_t{1} << (2 * n * n);
  out << run_line("exhaustive=" + std::to_string(n) + " rules=" + compact(rules) +
                      engines_suffix(engines.first.name(), engines.second.name()),
                  shard)
      << std::endl;
  Tally tally(engines, shard_size(total, shard), out);
  for (std::uint64_t index = shard.index; index < total; index += shard.count)
    tally.add(compare_engines(engines.first, engines.second, initial_position(board_of_index(n, index), rules), rules));
  return tally.finish();
}

}  // namespace f3go::judge
