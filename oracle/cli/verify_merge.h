// Merging the outputs of `f3go verify --shard I/K` runs (verify_merge.cpp), so that one long
// verification (e.g. `--random 100000 --size 19`) can be spread over machines and sessions and its
// total still checked: the same run, every shard exactly once, the counts added.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

namespace f3go::cli {

// The first line every verify run prints, e.g.
//   run: random=100000 size=19 seed=1 rules=2022 shard=11/1000
// `what` is everything before " shard=".
std::string run_line(const std::string& what, std::uint64_t shard, std::uint64_t shards);

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

}  // namespace f3go::cli
