// The outputs of `f3go verify` as values: the run line, the counts line and the record (shards.h)
// of a run, and the records of one run's shards added up (`f3go verify --merge`), so that one long
// verification (e.g. `--random 100000 --size 19`) can be spread over machines and sessions and its
// total still checked: the same run, every shard exactly once, the counts added.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "judge/shards.h"

namespace f3go::judge {

// The counts of a verify run: samples (or positions) that agree, that disagree, and that an
// engine left unknown (verify.h).
struct VerifyCounts {
  std::uint64_t agree = 0, disagree = 0, unknown = 0;
  friend bool operator==(const VerifyCounts&, const VerifyCounts&) = default;
};

// A sample on which an engine disagreed with the first: its index in the run, the engine, and the
// first observable that differed.
struct VerifyDisagreement {
  std::uint64_t sample = 0;
  std::string engine, observable;
  friend bool operator==(const VerifyDisagreement&, const VerifyDisagreement&) = default;
};

// A record lists the first disagreements of its shard, at most this many (the counts count all).
inline constexpr std::size_t kListedDisagreements = 20;

// What one verify run found: the counts, whether they count the unknown samples (the last line
// has ", U unknown"), and its first disagreements.
struct VerifyResult {
  VerifyCounts counts;
  bool counts_unknown = false;
  std::vector<VerifyDisagreement> disagreements;
  friend bool operator==(const VerifyResult&, const VerifyResult&) = default;
};

// The last human line of a run: "N agree, M disagree", then ", U unknown" when `with_unknown`.
std::string counts_line(const VerifyCounts& counts, bool with_unknown);

// The first line every verify run prints, e.g.
//   run: random=100000 size=19 seed=1 rules=2022 shard=11/1000
// `what` is everything before " shard=": the run of its record.
std::string run_line(const std::string& what, Shard shard);

// The record line (shards.h) of a verify run, the last line of its output:
//   {"f3go":"verify","run":WHAT,"shard":[I,K],"results":{"agree":N,"disagree":M,"unknown":U,
//    "counts_unknown":B,"disagreements":[{"sample":S,"engine":E,"observable":O},…]}}
std::string verify_record(const std::string& what, Shard shard, const VerifyResult& result);

// The results of a verify record. InputError naming the record's file, line and key otherwise.
VerifyResult verify_result(const ShardRecord& record);

// The part of the run line that names the engines: "" for the default pair (the reference first,
// the optimized engine second: the runs saved before other pairs existed), else
// " engines=FIRST,SECOND[,…]".
std::string engines_suffix(const std::vector<std::string>& names);

// A disagreement of a merged run, with its shard.
struct ShardDisagreement {
  std::uint64_t shard = 0;
  VerifyDisagreement disagreement;
};

// The merged counts of shard outputs.
struct MergedRun {
  std::string what;          // the run, shard left out
  std::uint64_t shards = 0;  // K
  std::uint64_t merged = 0;  // distinct shards read
  ShardRanges missing;       // the shards I (0 ≤ I < K) no file covered
  std::uint64_t agree = 0, disagree = 0, unknown = 0;
  bool counts_unknown = false;                   // some output counted its unknown samples
  std::vector<ShardDisagreement> disagreements;  // listed by the records, in shard order
};

// Reads the records of the outputs (shards.h merge_files) and adds them up. InputError naming the
// file and line on an unreadable or malformed file, on outputs of another command, of different
// runs or shard counts, on a shard given twice, and on sums past 2^64 - 1 (never wrapped).
// Precondition: `files` is not empty.
MergedRun merge_verify_outputs(const std::vector<std::string>& files);

// The records of one run (shards.h merge_records) added up, as above.
MergedRun add_verify_records(const MergedRecords& records);

}  // namespace f3go::judge
