// `verify`: one engine against another (verify.h).
#include "judge/verify.h"

#include <cassert>
#include <chrono>
#include <iostream>

#include "judge/compare.h"
#include "judge/generators.h"

namespace f3go::judge {
namespace {

// The two engines of one comparison: `first` the authority.
struct EnginePair {
  Engine& first;
  Engine& second;
};

// One sample's comparison, with the engine that disagreed with the first (when one did).
struct Checked {
  Comparison comparison;
  const Engine* other = nullptr;
};

// Counts the samples, prints the first disagreement and the progress.
class Tally {
 public:
  Tally(const EngineSet& engines, std::uint64_t total, std::ostream& out)
      : engines_(engines), out_(out), total_(total), last_(std::chrono::steady_clock::now()) {}
  void add(const Checked& c) {
    if (!c.comparison.difference) ++counts_.agree;
    else if (++counts_.disagree == 1) first(c);
    progress();
  }
  VerifyCounts finish() const {
    out_ << counts_.agree << " agree, " << counts_.disagree << " disagree" << std::endl;
    return counts_;
  }

 private:
  void first(const Checked& c) const {
    out_ << "first disagreement (sample " << counts_.agree + counts_.disagree << " of this run):\n"
         << c.comparison.report << difference_text(*c.comparison.difference, engines_.first.name(), c.other->name());
  }
  void progress() {
    const auto now = std::chrono::steady_clock::now();
    if (now - last_ < std::chrono::seconds(1)) return;
    last_ = now;
    std::cerr << "verify: " << counts_.agree + counts_.disagree << "/" << total_ << " samples, "
              << counts_.disagree << " disagree\n";
  }
  const EngineSet& engines_;
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

// Every other engine against the first on the same sample (`compare` given the pair): the first
// disagreement, or agreement when all agree.
template <class Compare>
Checked check_all(const EngineSet& engines, const Compare& compare) {
  assert(!engines.others.empty());
  for (Engine* other : engines.others) {
    Comparison c = compare(EnginePair{engines.first, *other});
    if (c.difference) return {std::move(c), other};
  }
  return {};
}

// The names of the engines compared, the first first.
std::vector<std::string> names(const EngineSet& engines) {
  std::vector<std::string> out{engines.first.name()};
  for (const Engine* e : engines.others) out.push_back(e->name());
  return out;
}

}  // namespace

VerifyCounts verify_random(const EngineSet& engines, std::uint64_t count, int size, std::uint64_t seed,
                           const Rules& rules, Shard shard, std::ostream& out) {
  assert(size >= kMinSize && size <= kMaxSize);
  out << run_line("random=" + std::to_string(count) + " size=" + std::to_string(size) + " seed=" +
                      std::to_string(seed) + " rules=" + compact(rules) + engines_suffix(names(engines)),
                  shard)
      << std::endl;
  Tally tally(engines, shard_size(count, shard), out);
  for (std::uint64_t k = shard.index; k < count; k += shard.count)
    tally.add(check_all(engines, [&](EnginePair pair) { return compare_sample(pair, seed, k, size, rules); }));
  return tally.finish();
}

VerifyCounts verify_exhaustive(const EngineSet& engines, int n, const Rules& rules, Shard shard, std::ostream& out) {
  assert(n >= kMinSize && n <= 5);
  const std::uint64_t total = std::uint64_t{1} << (2 * n * n);
  out << run_line("exhaustive=" + std::to_string(n) + " rules=" + compact(rules) +
                      engines_suffix(names(engines)),
                  shard)
      << std::endl;
  Tally tally(engines, shard_size(total, shard), out);
  for (std::uint64_t index = shard.index; index < total; index += shard.count) {
    const Position pos = initial_position(board_of_index(n, index), rules);
    tally.add(check_all(engines, [&](EnginePair pair) { return compare_engines(pair.first, pair.second, pos, rules); }));
  }
  return tally.finish();
}

}  // namespace f3go::judge
