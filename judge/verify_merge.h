// Merging the outputs of `f3go verify --shard I/K` runs (verify_merge.cpp), so that one long
// verification (e.g. `--random 100000 --size 19`) can be spread over machines and sessions and its
// total still checked: the same run, every shard exactly once, the counts added.
#pragma once
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace f3go::judge {

// A shard I/K of a long run: the samples whose index is I modulo K (0 ≤ I < K).
struct Shard {
  std::uint64_t index = 0, count = 1;
};

// "I/K" with 0 ≤ I < K < 2^64, digits only; InputError naming `where` otherwise.
Shard parse_shard(const std::string& text, const std::string& where);

// The counts of a verify run: samples (or positions) that agree, that disagree, and that an
// engine left unknown (verify.h).
struct VerifyCounts {
  std::uint64_t agree = 0, disagree = 0, unknown = 0;
};

// The last line of a run: "N agree, M disagree", then ", U unknown" when `with_unknown`.
std::string counts_line(const VerifyCounts& counts, bool with_unknown);

// The first line every verify run prints, e.g.
//   run: random=100000 size=19 seed=1 rules=2022 shard=11/1000
// `what` is everything before " shard=".
std::string run_line(const std::string& what, Shard shard);

// The part of the run line that names the engines: "" for the default pair (the reference first,
// the optimized engine second: the runs saved before other pairs existed), else
// " engines=FIRST,SECOND[,…]".
std::string engines_suffix(const std::vector<std::string>& names);

// Shard numbers as ascending, disjoint, non-adjacent ranges [first, last]: any set of shards of a
// run of up to 2^64 - 1 shards in memory proportional to the number of files merged.
struct ShardRanges {
  std::vector<std::pair<std::uint64_t, std::uint64_t>> ranges;
  std::uint64_t size() const;  // how many shards (every K fits: the ranges lie in 0..K-1)
  bool empty() const { return ranges.empty(); }
  friend bool operator==(const ShardRanges&, const ShardRanges&) = default;
};

// The merged counts of shard outputs.
struct MergedRun {
  std::string what;                      // the run, shard left out
  std::uint64_t shards = 0;              // K
  ShardRanges missing;                   // the shards I (0 ≤ I < K) no file covered
  std::uint64_t agree = 0, disagree = 0, unknown = 0;
  bool counts_unknown = false;           // some output counted its unknown samples
};

// One shard output: its run, its shard and its counts.
struct ShardOutput {
  std::string what;
  std::uint64_t shard = 0, shards = 0;
  std::uint64_t agree = 0, disagree = 0, unknown = 0;
  bool counts_unknown = false;  // the last line had ", U unknown"
  friend bool operator==(const ShardOutput&, const ShardOutput&) = default;
};

// The text of one output: exactly one `run: WHAT shard=I/K` line, and a last non-empty line
// "N agree, M disagree" or "N agree, M disagree, U unknown" (counts up to 2^64 - 1). Read in one pass without regular expressions; a
// leading byte-order mark is skipped and lines are within the limits of oracle/input.h. InputError
// "file:line: what" otherwise.
ShardOutput parse_shard_output(std::string_view text, const std::string& file);

// Reads the outputs (read_input_file of oracle/input.h, then parse_shard_output) and adds them up
// (merge_shard_outputs). InputError naming "file:line" on an unreadable or malformed file.
MergedRun merge_verify_outputs(const std::vector<std::string>& files);

// Parsed outputs added up; names[i] is the file of outputs[i] (for messages). InputError on
// outputs of different runs or shard counts, on a shard given twice, and on sums past 2^64 - 1
// (never wrapped).
MergedRun merge_shard_outputs(const std::vector<ShardOutput>& outputs, const std::vector<std::string>& names);

// The shards 0..shards-1 that are not in `seen` (ascending, each < shards), as ranges: one per gap.
ShardRanges missing_shards(const std::vector<std::uint64_t>& seen, std::uint64_t shards);

// "12, 14-999": the ranges as text.
std::string ranges_text(const ShardRanges& ns);

}  // namespace f3go::judge
