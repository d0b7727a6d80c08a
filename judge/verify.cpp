// `verify`: one engine against another (verify.h).
#include "judge/verify.h"

#include <algorithm>
#include <cassert>
#include <chrono>
#include <iostream>

#include "testkit/compare.h"
#include "testkit/generators.h"
#include "judge/engines/smt_engine.h"

namespace f3go::judge {

using namespace testkit;  // the generators and the comparison (testkit/)
namespace {

// The two engines of one comparison: `first` the authority.
struct EnginePair {
  Engine& first;
  Engine& second;
};

// One engine pair on one sample: the comparison, or, when the second engine left a question
// unknown, `unknown`: the report of where (the comparison then has no difference).
struct Outcome {
  Comparison comparison;
  std::string unknown;
};

// One sample's outcome over every engine, with the engine that disagreed with the first or left a
// question unknown (when one did).
struct Checked {
  Comparison comparison;
  std::string unknown;
  const Engine* other = nullptr;
};

// Counts the samples, prints the first disagreement, the first unknown and the progress, and at
// the end the counts and the run's record (verify_merge.h).
class Tally {
 public:
  Tally(const EngineSet& engines, std::string what, Shard shard, std::uint64_t total, std::ostream& out,
        const Progress& progress)
      : engines_(engines), what_(std::move(what)), shard_(shard), out_(out), total_(total), progress_(progress) {}
  // `sample`: the sample's index in the run.
  void add(const Checked& c, std::uint64_t sample) {
    const std::uint64_t k = counts_.agree + counts_.disagree + counts_.unknown;
    if (c.comparison.difference) {
      if (++counts_.disagree == 1) first_disagreement(c, k);
      if (listed_.size() < kListedDisagreements)
        listed_.push_back({sample, c.other->name(), c.comparison.difference->observable});
    } else if (!c.unknown.empty()) {
      if (++counts_.unknown == 1) out_ << "first unknown (sample " << k << " of this run), " << c.other->name() << ":\n"
                                       << c.unknown;
    } else {
      ++counts_.agree;
    }
    progress();
  }
  VerifyCounts finish() const {
    const bool with_unknown = engines_.counts_unknown || counts_.unknown > 0;
    out_ << counts_line(counts_, with_unknown) << "\n"
         << verify_record(what_, shard_, {counts_, with_unknown, listed_}) << std::endl;
    return counts_;
  }

 private:
  void first_disagreement(const Checked& c, std::uint64_t k) const {
    out_ << "first disagreement (sample " << k << " of this run):\n"
         << c.comparison.report << difference_text(*c.comparison.difference, engines_.first.name(), c.other->name());
  }
  void progress() {
    progress_.maybe([&] {
      std::string line = "verify: " + std::to_string(counts_.agree + counts_.disagree + counts_.unknown) + "/" +
                         std::to_string(total_) + " samples, " + std::to_string(counts_.disagree) + " disagree";
      if (engines_.counts_unknown || counts_.unknown > 0) line += ", " + std::to_string(counts_.unknown) + " unknown";
      return line;
    });
  }
  const EngineSet& engines_;
  std::string what_;
  Shard shard_;
  std::ostream& out_;
  std::uint64_t total_;
  VerifyCounts counts_;
  std::vector<VerifyDisagreement> listed_;
  ProgressThrottle progress_;
};

// `compare` (a comparison on `pos`), where the second engine's failures are outcomes: a Z3 witness
// that failed its replay is a difference found on `pos`, a question left unknown is `unknown`.
// `before` says how the sample reached `pos` ("" for a position sample).
template <class Compare>
Outcome guarded(const Position& pos, const Rules& rules, const std::string& before, const Compare& compare) {
  try {
    return {compare(), ""};
  } catch (const SmtReplayFailed& e) {
    Difference d{"private eye: Z3's witness replayed through the reference", "the witness fails its replay",
                 e.what()};
    return {{std::move(d), before + position_report(pos.board, rules)}, ""};
  } catch (const SmtUnknown& e) {
    return {{}, before + position_report(pos.board, rules) + "unknown: " + e.what() + "\n"};
  }
}

// The number of indices below `total` that are ≡ shard.index mod shard.count.
std::uint64_t shard_size(std::uint64_t total, Shard shard) {
  return total / shard.count + (shard.index < total % shard.count ? 1 : 0);
}

// A game sample (verify.h).
Outcome compare_game(EnginePair e, std::mt19937_64& rng, int n, const Rules& rules) {
  Position pos = initial_position(random_board(rng, n, game_start_mix(rng)), rules);
  const std::string start = diagram(pos.board);
  std::string moves;
  const auto game_so_far = [&] { return "game from:\n" + start + "rules: " + compact(rules) + "\nattempts: " + moves + "\n"; };
  const std::uint64_t attempts = 1 + rng() % static_cast<std::uint64_t>(n * n);
  for (std::uint64_t i = 0; i < attempts; ++i) {
    const Move m = random_move(rng, pos);
    moves += (moves.empty() ? "" : ", ") + to_text(m);
    Position after;
    Outcome o = guarded(pos, rules, game_so_far(), [&]() -> Comparison {
      if (auto d = compare_move(e.first, e.second, pos, m, rules, after)) return {d, game_so_far()};
      return {};
    });
    if (o.comparison.difference || !o.unknown.empty()) return o;
    if (!(after == pos)) pos = after;
  }
  return guarded(pos, rules, game_so_far(), [&] {
    Comparison end = compare_engines(e.first, e.second, pos, rules);
    if (end.difference) end.report = "game from:\n" + start + "attempts: " + moves + "\n" + end.report;
    return end;
  });
}

// Sample k of a random run: a position (k even) or a game (k odd).
Outcome compare_sample(EnginePair e, std::uint64_t seed, std::uint64_t k, int n, const Rules& rules) {
  std::mt19937_64 rng = sample_rng(seed, k);
  if (k % 2 == 1) return compare_game(e, rng, n, rules);
  const Position pos = initial_position(random_board(rng, n, random_mix(rng)), rules);
  return guarded(pos, rules, "", [&] { return compare_engines(e.first, e.second, pos, rules); });
}

// Every other engine against the first on the same sample (`compare` given the pair): the first
// disagreement; else the first unknown; else agreement.
template <class Compare>
Checked check_all(const EngineSet& engines, const Compare& compare) {
  assert(!engines.others.empty());
  Checked unknown;
  for (Engine* other : engines.others) {
    Outcome o = compare(EnginePair{engines.first, *other});
    if (o.comparison.difference) return {std::move(o.comparison), "", other};
    if (!o.unknown.empty() && unknown.unknown.empty()) unknown = {{}, std::move(o.unknown), other};
  }
  return unknown;
}

// `others` holds at least one engine and no null pointer.
[[maybe_unused]] bool well_formed(const EngineSet& engines) {
  return !engines.others.empty() &&
         std::find(engines.others.begin(), engines.others.end(), nullptr) == engines.others.end();
}

// The names of the engines compared, the first first.
std::vector<std::string> names(const EngineSet& engines) {
  std::vector<std::string> out{engines.first.name()};
  for (const Engine* e : engines.others) out.push_back(e->name());
  return out;
}

}  // namespace

VerifyCounts verify_random(const EngineSet& engines, std::uint64_t count, int size, std::uint64_t seed,
                           const Rules& rules, Shard shard, std::ostream& out, const Progress& progress) {
  assert(size >= kMinSize && size <= kMaxSize && well_formed(engines));
  const std::string what = "random=" + std::to_string(count) + " size=" + std::to_string(size) + " seed=" +
                           std::to_string(seed) + " rules=" + compact(rules) + engines_suffix(names(engines));
  out << run_line(what, shard) << std::endl;
  Tally tally(engines, what, shard, shard_size(count, shard), out, progress);
  for (std::uint64_t k = shard.index; k < count; k += shard.count)
    tally.add(check_all(engines, [&](EnginePair pair) { return compare_sample(pair, seed, k, size, rules); }), k);
  return tally.finish();
}

VerifyCounts verify_exhaustive(const EngineSet& engines, int n, const Rules& rules, Shard shard, std::ostream& out,
                               const Progress& progress) {
  assert(n >= kMinSize && n <= 5 && well_formed(engines));
  const std::uint64_t total = std::uint64_t{1} << (2 * n * n);
  const std::string what = "exhaustive=" + std::to_string(n) + " rules=" + compact(rules) + engines_suffix(names(engines));
  out << run_line(what, shard) << std::endl;
  Tally tally(engines, what, shard, shard_size(total, shard), out, progress);
  for (std::uint64_t index = shard.index; index < total; index += shard.count) {
    const Position pos = initial_position(board_of_index(n, index), rules);
    tally.add(check_all(engines, [&](EnginePair pair) {
                return guarded(pos, rules, "", [&] { return compare_engines(pair.first, pair.second, pos, rules); });
              }),
              index);
  }
  return tally.finish();
}

}  // namespace f3go::judge
