// `f3go verify`: one engine against another (judge/verify.h), by default the optimized engine
// against the reference, observable by observable, on many positions.
//   f3go verify --random COUNT --size N [--seed S] [--shard I/K] [--engines A,B[,C]] [--rules …] [--set …]
//   f3go verify --exhaustive N [--shard I/K] [--engines A,B[,C]] [--rules …] [--set …]
//   f3go verify --exhaustive N --moves [--shard I/K] [--rules …] [--set …]   (N = 2..4: every move
//       from every position on the reference game and optimized::Game, judge/move_sweep.h)
//   f3go verify --merge FILE...   (the saved outputs of the shards of one run, added up)
// What is compared and how the samples are drawn: judge/verify.h and testkit/generators.h.
// Exit 0 if every sample agrees, 1 if one disagrees, 3 if none disagrees but some are unknown (the
// Z3 engine left a question unknown: judge/verify.h), 2 on bad input.
// --merge reads the records (the last line, JSON: judge/verify_merge.h) of such outputs of one run
// (the same run, shards all of the same K, none twice), prints the run, the missing shards if any,
// the disagreements the records list, and the summed counts line (with the unknown count when some
// output has one); exit 0 only when all K shards are there and every
// sample agrees, 1 on a disagreement or a missing shard, else 3 on unknown samples, 2 on a
// malformed file.
#include <iostream>
#include <memory>
#include <string>
#include <vector>

#include "cli/commands.h"
#include "judge/engines/engines.h"
#include "judge/move_sweep.h"
#include "judge/verify.h"
#include "oracle/error.h"

namespace f3go::cli {
namespace {

struct VerifyOptions {
  RuleOptions rules;
  long random = -1;
  int size = 0;
  std::uint64_t seed = 1;
  int exhaustive = 0;
  bool moves = false;
  std::string shard = "0/1";
  std::string engines = "reference,optimized";
  std::vector<std::string> merge;
};

// "A,B[,C…]": two or more different engine names of the registry, the authority first.
std::vector<std::string> parse_engines(const std::string& text) {
  std::vector<std::string> names;
  for (std::size_t start = 0;;) {
    const auto comma = text.find(',', start);
    names.push_back(text.substr(start, comma == std::string::npos ? std::string::npos : comma - start));
    if (comma == std::string::npos) break;
    start = comma + 1;
  }
  for (std::size_t i = 0; i < names.size(); ++i)
    for (std::size_t j = 0; j < i; ++j)
      if (names[i] == names[j])
        throw InputError("verify --engines", "'" + names[i] + "' is named twice in '" + text + "'");
  if (names.size() < 2)
    throw InputError("verify --engines", "'" + text + "' is not two or more engine names A,B[,C] (engines: " +
                                             judge::engine_names_text() + ")");
  return names;
}

void finish(const judge::VerifyCounts& counts) {
  if (counts.disagree > 0) throw CLI::RuntimeError(1);
  if (counts.unknown > 0) throw CLI::RuntimeError(3);
}

void run_merge(const VerifyOptions& o) {
  const judge::MergedRun m = judge::merge_verify_outputs(o.merge);
  std::cout << "merged " << m.merged << " of " << m.shards << " shards of: " << m.what << "\n";
  if (!m.missing.empty()) std::cout << "missing shards: " << judge::ranges_text(m.missing) << "\n";
  for (const judge::ShardDisagreement& d : m.disagreements)
    std::cout << "disagreement: shard " << d.shard << ", sample " << d.disagreement.sample << ", "
              << d.disagreement.engine << ": " << d.disagreement.observable << "\n";
  std::cout << judge::counts_line({m.agree, m.disagree, m.unknown}, m.counts_unknown) << std::endl;
  if (m.disagree > 0 || !m.missing.empty()) throw CLI::RuntimeError(1);
  if (m.unknown > 0) throw CLI::RuntimeError(3);
}

void run_verify(const VerifyOptions& o) {
  const bool random = o.random >= 0, exhaustive = o.exhaustive > 0, merge = !o.merge.empty();
  if (random + exhaustive + merge != 1)
    throw InputError("verify", "give exactly one of --random COUNT, --exhaustive N and --merge FILE...");
  if (o.moves && !exhaustive)
    throw InputError("verify --moves", "goes with --exhaustive N (N = 2.." + std::to_string(judge::kMoveSweepMaxSize) + ")");
  if (merge) return run_merge(o);
  const Rules rules = command_line_rules(Rules::for_profile(Profile::y2022), o.rules);
  const judge::Shard shard = judge::parse_shard(o.shard, "verify --shard");
  if (o.moves) {
    if (o.exhaustive < kMinSize || o.exhaustive > judge::kMoveSweepMaxSize)
      throw InputError("verify --exhaustive", "N must be 2.." + std::to_string(judge::kMoveSweepMaxSize) +
                                                  " with --moves, not " + std::to_string(o.exhaustive));
    if (o.engines != VerifyOptions{}.engines)
      throw InputError("verify --engines", "--moves compares the reference game with optimized::Game; no --engines");
    return finish(judge::verify_exhaustive_moves(o.exhaustive, rules, shard, std::cout, progress_on_stderr()));
  }
  std::vector<std::unique_ptr<Engine>> engines;
  for (const std::string& name : parse_engines(o.engines)) engines.push_back(judge::make_engine(name, "verify --engines"));
  judge::EngineSet pair{*engines.front(), {}};
  for (std::size_t i = 1; i < engines.size(); ++i) pair.others.push_back(engines[i].get());
  for (const auto& e : engines) pair.counts_unknown = pair.counts_unknown || judge::may_answer_unknown(e->name());
  if (random)
    return finish(judge::verify_random(pair, static_cast<std::uint64_t>(o.random), o.size, o.seed, rules, shard,
                                       std::cout, progress_on_stderr()));
  finish(judge::verify_exhaustive(pair, o.exhaustive, rules, shard, std::cout, progress_on_stderr()));
}

}  // namespace

void add_verify_command(CLI::App& app) {
  auto o = std::make_shared<VerifyOptions>();
  CLI::App* sub = app.add_subcommand(
      "verify",
      "compare two engines (by default the optimized engine with the reference) on random or on "
      "every small position; last line 'N agree, M disagree' (with smt: ', U unknown'); exit 1 on "
      "any disagreement, 3 when none disagrees but Z3 left some sample unknown");
  add_rule_options(*sub, o->rules);
  CLI::Option* random = add_number(*sub, "--random", o->random, "COUNT seeded random samples: positions (even) and games (odd), densities varying per sample", 0, std::numeric_limits<long>::max());
  random->needs(add_number(*sub, "--size", o->size, "board size of --random, 2..19", kMinSize, kMaxSize));
  add_seed_option(*sub, o->seed, "seed of --random (default 1)");
  add_number(*sub, "--exhaustive", o->exhaustive, "every position of the NxN board, 4^(N*N), N = 2..5", kMinSize, 5);
  sub->add_flag("--moves", o->moves, "with --exhaustive N (2..4): every move from every position and a few game states of each (side to move, flybombs 0/1, after a capture), played on the reference game and on optimized::Game, outcome and whole state compared");
  sub->add_option("--shard", o->shard, "I/K: only the positions (--exhaustive) or samples (--random) whose index is I modulo K; the shards' agree and disagree counts add up");
  sub->add_option("--engines", o->engines, "A,B[,C]: the engines compared, the authority first, each other one against it (default reference,optimized; engines: " + judge::engine_names_text() + ")");
  sub->add_option("--merge", o->merge, "FILE...: add up the saved outputs of the shards of one run; exit 0 only when every shard is there and every sample agrees (1: a disagreement or a missing shard; 3: unknown samples)");
  sub->callback([o] { run_verify(*o); });
}

}  // namespace f3go::cli
