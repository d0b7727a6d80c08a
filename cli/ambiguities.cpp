// `f3go ambiguities`: for every switch of the register and every pair of its readings, the smallest
// position on which they answer a corpus question differently, or the bound up to which none does
// (judge/ambiguities.h says how the positions are searched and what "smallest" means).
//   f3go ambiguities [--switch ID|NAME]... [--rules 2022|2018|both] [--max-size N] [--max-stones K]
//                    [--depth D] [--budget SECONDS] [--random N [--random-size M] [--seed S]]
//                    [--smt-size N [--smt-stones K] [--smt-timeout SECONDS]]
//                    [--shard I/K] [--write DIR]
//   f3go ambiguities --merge FILE...
//
// Output: a first line naming the run, then one line per pair "pair i/n: A07 eye.simulated_owner
// connected|touching (2022): witness …" in a fixed order, last the run's record (one JSON line with
// every result as values: judge/ambiguities_record.h), which --merge and `f3go report` read. Each
// witness is checked with the reference through the corpus (every `expect` line of its case must
// hold: judge/ambiguities_run.h) before it is printed; a witness the reference answers otherwise is
// a disagreement of the engines: exit status 1.
// --write DIR saves each witness as DIR/<case name>.case. Progress on stderr. Bad options: exit 2.
#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <memory>
#include <string>
#include <vector>

#include "cli/commands.h"
#include "judge/ambiguities.h"
#include "judge/ambiguities_record.h"
#include "judge/ambiguities_run.h"
#include "judge/engines/engines.h"
#include "judge/shards.h"
#include "oracle/error.h"
#include "oracle/format.h"

namespace f3go::cli {
namespace {

struct AmbiguityOptions {
  std::vector<std::string> switches;  // "" = all
  std::vector<std::string> given;     // settings of other switches: follow-up questions
  bool follow_ups = false;            // for a pair that agrees, search under each other reading
  std::string rules = "both";
  judge::SearchBounds bounds;
  std::string shard = "0/1";
  std::string write;
  std::vector<std::string> merge;
};

Switch parse_switch(const std::string& text) {
  if (const std::optional<Switch> s = find_switch(text)) return *s;
  throw InputError("ambiguities --switch", quote(text) + " is not a switch ID (A01 …) or name (eye.examined …)");
}

std::vector<Profile> parse_profiles(const std::string& text) {
  if (text == "both") return {Profile::y2022, Profile::y2018};
  return {parse_profile(text, "ambiguities --rules")};
}

// Every pair of readings of the chosen switches under the chosen profiles (judge/ambiguities_run.h).
std::vector<judge::ReadingPair> chosen_pairs(const AmbiguityOptions& o) {
  std::vector<Switch> switches;
  for (const std::string& s : o.switches) switches.push_back(parse_switch(s));
  return judge::chosen_pairs(switches, o.given, parse_profiles(o.rules), "ambiguities --given");
}

// The run's options, without the shard: what the outputs of one run's shards share.
std::string run_description(const AmbiguityOptions& o) {
  std::string s = "rules=" + o.rules + " max-size=" + std::to_string(o.bounds.max_size) +
                  " max-stones=" + std::to_string(o.bounds.max_stones) + " depth=" + std::to_string(o.bounds.depth) +
                  " budget=" + format_number(o.bounds.budget_seconds);
  std::vector<std::string> sw = o.switches;
  std::sort(sw.begin(), sw.end());
  for (const std::string& x : sw) s += " switch=" + x;
  for (const std::string& g : o.given) s += " given=" + g;
  if (o.follow_ups) s += " follow-ups";
  if (o.bounds.random_samples > 0)
    s += " random=" + std::to_string(o.bounds.random_samples) + " random-size=" + std::to_string(o.bounds.random_max_size) +
         " seed=" + std::to_string(o.bounds.seed);
  if (o.bounds.smt_size > 0)
    s += " smt-size=" + std::to_string(o.bounds.smt_size) + " smt-stones=" + std::to_string(o.bounds.smt_stones);
  return s;
}

// The witness's case file in `dir`, which run_search makes before the search (so that a folder that
// cannot be made is named at once); a file that cannot be written is an InputError.
void write_case(const std::string& dir, const judge::PairResult& r, const std::string& command) {
  const std::filesystem::path file = std::filesystem::path(dir) / (judge::witness_case_name(r.pair) + ".case");
  std::ofstream out(file);
  out << judge::witness_case(r, command);
  out.close();
  if (!out) throw InputError("ambiguities --write", "cannot write " + file.string());
}

int run_search(const AmbiguityOptions& o) {
  if (o.follow_ups && !o.given.empty())
    throw InputError("ambiguities --follow-ups", "chooses the other readings itself: give no --given");
  if (!(o.bounds.budget_seconds > 0)) throw InputError("ambiguities --budget", "SECONDS must be positive");
  if (o.bounds.random_max_size < o.bounds.max_size)
    throw InputError("ambiguities --random-size", "M must be " + std::to_string(o.bounds.max_size) +
                                                      " (the --max-size) .. 19, not " + std::to_string(o.bounds.random_max_size));
  if (o.bounds.smt_size == 1)
    throw InputError("ambiguities --smt-size", "N must be 2..7 (or 0: off), not 1");
  check_z3_timeout(o.bounds.smt_timeout, "ambiguities --smt-timeout");
  const judge::Shard shard = judge::parse_shard(o.shard, "ambiguities --shard");
  if (!o.write.empty()) {  // a folder that cannot be made is named before the search, not after it
    std::error_code ec;
    std::filesystem::create_directories(o.write, ec);
    if (ec) throw InputError("ambiguities --write", "cannot create the folder " + o.write + ": " + ec.message());
  }
  const std::vector<judge::ReadingPair> pairs = chosen_pairs(o);
  std::unique_ptr<Engine> fast = judge::make_engine("optimized", "ambiguities");
  std::unique_ptr<Engine> reference = judge::make_engine("reference", "ambiguities");
  std::cout << "ambiguities run: " << run_description(o) << " shard " << shard.index << "/" << shard.count << std::endl;
  judge::AmbiguityResults results{pairs.size(), {}};
  int status = 0;
  for (std::size_t i = 0; i < pairs.size(); ++i) {
    if (i % shard.count != shard.index) continue;
    const auto progress = [&](const std::string& line) {
      std::cerr << "ambiguities: pair " << i + 1 << "/" << pairs.size() << " " << line << std::endl;
    };
    const judge::PairResult r = o.follow_ups ? judge::find_follow_up(*fast, pairs[i], o.bounds, progress)
                                             : judge::find_witness(*fast, pairs[i], o.bounds, progress);
    std::cout << "pair " << i + 1 << "/" << pairs.size() << ": " << judge::result_line(r) << std::endl;
    results.results.push_back({i + 1, r});
    if (!r.witness) continue;
    if (const std::string failures = judge::witness_failures(*reference, r); !failures.empty()) {
      std::cout << "  the reference answers this witness otherwise (an engine disagreement):\n"
                << failures;
      status = 1;
      continue;
    }
    if (!o.write.empty()) write_case(o.write, r, judge::witness_command(r, o.bounds));
  }
  std::cout << judge::ambiguities_record(run_description(o), shard, results) << std::endl;
  return status;
}

// The result lines of a run, numbered "pair i/n: …" (judge/ambiguities.h result_line).
void print_results(const judge::AmbiguityResults& results) {
  for (const judge::NumberedResult& n : results.results)
    std::cout << "pair " << n.number << "/" << results.pairs << ": " << judge::result_line(n.result) << "\n";
}

// --merge: the records of one run's shards (judge/ambiguities_record.h), each shard once; the
// result lines in pair order, then the missing shards and pairs (exit 1), or the whole run's record.
int run_merge(const std::vector<std::string>& files) {
  const judge::MergedAmbiguities m = judge::merge_ambiguities(judge::merge_files(files, "ambiguities"));
  const judge::MergedRecords& r = m.records;
  std::cout << "ambiguities run: " << r.run << " (merged " << r.records.size() << " of " << r.shards << " shards)\n";
  print_results(m.results);
  if (!r.missing.empty()) std::cout << "missing shards: " << judge::ranges_text(r.missing) << "\n";
  if (!m.missing_pairs.empty())
    std::cout << "missing " << m.missing_pairs.size() << " of " << m.results.pairs << " pairs: " << judge::ranges_text(judge::ranges_of(m.missing_pairs)) << "\n";
  if (!r.missing.empty() || !m.missing_pairs.empty()) return 1;
  std::cout << judge::ambiguities_record(r.run, {0, 1}, m.results) << std::endl;
  return 0;
}

}  // namespace

void add_ambiguities_command(CLI::App& app) {
  auto o = std::make_shared<AmbiguityOptions>();
  CLI::App* sub = app.add_subcommand(
      "ambiguities", "for each pair of readings of each switch, the smallest position they answer differently on");
  sub->add_option("--switch", o->switches, "a switch by ID (A07) or name (eye.simulated_owner); repeatable; default all");
  sub->add_option("--rules", o->rules, "the profile whose defaults the other switches take: 2022, 2018 or both")
      ->capture_default_str();
  sub->add_option("--given", o->given,
                  "SWITCH=READING: ask under this reading of another switch (a follow-up question); repeatable");
  sub->add_flag("--follow-ups", o->follow_ups,
                "for a pair that agrees under the defaults, search again under each single non-default reading of "
                "each other switch, and report the first that separates it (a follow-up question)");
  add_number(*sub, "--max-size", o->bounds.max_size, "the largest board searched, N×N (2..5)", kMinSize, 5)
      ->capture_default_str();
  add_number(*sub, "--max-stones", o->bounds.max_stones,
             "on the largest board, at most this many stones and flowers (smaller boards: every position)", 0,
             5 * 5)
      ->capture_default_str();
  add_number(*sub, "--depth", o->bounds.depth, "move sequences up to D moves for the switches about moves (1..6)", 1, 6)
      ->capture_default_str();
  sub->add_option("--budget", o->bounds.budget_seconds, "seconds per pair of readings")->capture_default_str();
  add_number(*sub, "--random", o->bounds.random_samples,
             "for a pair the enumeration does not separate, this many random positions on boards from the "
             "--max-size to the --random-size; a separating one is shrunk",
             0, 10'000'000)
      ->capture_default_str();
  add_number(*sub, "--random-size", o->bounds.random_max_size, "the largest board of the random search (up to 19)",
             kMinSize, kMaxSize)
      ->capture_default_str();
  add_seed_option(*sub, o->bounds.seed, "the seed of the random search")->capture_default_str();
  add_number(*sub, "--smt-size", o->bounds.smt_size,
             "for a private-eye pair nothing else separates, Z3 over a symbolic NxN board (2..7; 0 = off; "
             "docs/smt.md): the fewest-stone position there, proven, or none up to --smt-stones",
             0, 7)
      ->capture_default_str();
  add_number(*sub, "--smt-stones", o->bounds.smt_stones, "the stone bound of the Z3 search", 0, 7 * 7)
      ->capture_default_str();
  sub->add_option("--smt-timeout", o->bounds.smt_timeout, "seconds per Z3 call; past it the pair is unknown there")
      ->capture_default_str();
  sub->add_option("--shard", o->shard, "I/K: only the pairs whose number is I modulo K")->capture_default_str();
  sub->add_option("--write", o->write, "save each witness as a corpus case in DIR")->check(not_empty());
  sub->add_option("--merge", o->merge, "the saved outputs of the shards of one run, merged")->check(not_empty());
  sub->callback([o] {
    const int status = o->merge.empty() ? run_search(*o) : run_merge(o->merge);
    if (status != 0) throw CLI::RuntimeError(status);
  });
}

}  // namespace f3go::cli
