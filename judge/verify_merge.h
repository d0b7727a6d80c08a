// Merging the outputs of `f3go verify --shard I/K` runs (verify_merge.cpp), so that one long
// verification (e.g. `--random 100000 --size 19`) can be spread over machines and sessions and its
// total still checked: the same run, every shard exactly once, the counts added.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

namespace f3go::judge {

// A shard I/K of a long run: the samples whose index is I modulo K (0 ≤ I < K).
struct Shard {
  std::uint64_t index = 0, count = 1;
};

// "I/K" with 0 ≤ I < K; InputError naming `where` otherwise.
Shard parse_shard(const std::string& text, const std::string& where);

// The first line every verify run prints, e.g.
//   run: random=100000 size=19 seed=1 rules=2022 shard=11/1000
// `what` is everything before " shard=".
std::string run_line(const std::string& what, Shard shard);

// The part of the run line that names the engines: "" for the default pair (the reference first,
// the optimized engine second: the runs saved before other pairs existed), else
// " engines=FIRST,SECOND".
std::string engines_suffix(const std::string& first, const std::string& second);

// The merged counts of shard outputs.
struct MergedRun {
  std::string what;                      // the run, shard left out
  std::uint64_t shards = 0;              // K
  std::vector<std::uint64_t> missing;    // the shards I (0 ≤ I < K) no file covered, ascending
  std::uint64_t agree = 0, disagree = 0;
};

// Reads the outputs (each: a `run:` line and a last "N agree, M disagree" line) and adds them up.
// InputError naming "file:line" on an unreadable or malformed file, on files of different runs or
// shard counts, and on a shard given twice.
MergedRun merge_verify_outputs(const std::vector<std::string>& files);

// "12, 14-999": ascending numbers as ranges.
std::string ranges_text(const std::vector<std::uint64_t>& ns);

}  // namespace f3go::judge
