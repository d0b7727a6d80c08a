// The results of `f3go ambiguities` as values: the record (shards.h) its output ends with, read
// back by `f3go ambiguities --merge` and by the report (report.h), so that no reader parses the
// finder's English.
//   {"f3go":"ambiguities","run":RUN,"shard":[I,K],"results":{"pairs":N,"results":[{"pair":i,
//    "switch":"A07","first":…,"second":…,"profile":"2022","given":[…],"witness":{…}|null,
//    "searched":[…],"random":{…}|null,"smt":{…}|null,"depth":…,"positions":…,"refused":…,
//    "budget_exhausted":…,"seconds":…,"every_other_reading":…},…]}}
// The run's pairs are numbered 1..N (N at most kMaxPairs); shard I/K holds the pairs i with
// (i − 1) mod K = I, in increasing order.
#pragma once
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "judge/ambiguities.h"
#include "judge/shards.h"

namespace f3go::judge {

inline constexpr std::size_t kMaxPairs = 1000000;

// A result with its number in the run (1-based).
struct NumberedResult {
  std::size_t number = 0;
  PairResult result;
};

// The results of a run or of one shard of it: the run's number of pairs and the results held.
struct AmbiguityResults {
  std::size_t pairs = 0;
  std::vector<NumberedResult> results;
};

// The record line. Precondition: each number is 1..results.pairs.
std::string ambiguities_record(const std::string& run, Shard shard, const AmbiguityResults& results);

// The results of a record of f3go ambiguities: InputError naming the record's file, line and key on
// a value that is not one of the finder's (an unknown switch, reading or profile, a pair number
// outside 1..N or not of the record's shard, numbers out of order or twice).
AmbiguityResults ambiguity_results(const ShardRecord& record);

// The results of one run's shards in pair order, with the pairs no shard held. InputError naming
// the file when two records of the run disagree on the number of pairs.
struct MergedAmbiguities {
  MergedRecords records;
  AmbiguityResults results;
  std::vector<std::size_t> missing_pairs;  // in increasing order
};
MergedAmbiguities merge_ambiguities(MergedRecords records);

// The finder's results in the output of `f3go ambiguities` at `file` (its record, the last line), in
// the record's order; InputError naming the file, line and value otherwise.
std::vector<PairResult> search_results(std::string_view text, const std::string& file);

}  // namespace f3go::judge
