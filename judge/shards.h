// The results of a run as values: every output of `f3go verify` and `f3go ambiguities` (a shard
// I/K of a long run, or the whole run as shard 0/1) ends with one JSON line, its record:
//   {"f3go":"verify","run":"random=100000 size=19 seed=1 rules=2022","shard":[11,1000],"results":{…}}
// `f3go` names the command, `run` the run's parameters (the shard left out: what the shards of one
// run share; compared, never taken apart), `shard` the shard I/K, `results` the command's results
// (verify_merge.h, ambiguities_record.h). The lines before it are for people; no reader looks at
// them except to hold them to the line limit.
//
// One reader for every command: the record of each file, then the records of one run put together
// (merge_records): one command and one run, one K, each shard once, the missing shards named.
#pragma once
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

namespace f3go::judge {

// A shard I/K of a long run: the samples whose index is I modulo K (0 ≤ I < K).
struct Shard {
  std::uint64_t index = 0, count = 1;
  friend bool operator==(const Shard&, const Shard&) = default;
};

// "I/K" with 0 ≤ I < K < 2^64, digits only; InputError naming `where` otherwise.
Shard parse_shard(const std::string& text, const std::string& where);

// A line of a shard output: the human lines and the record, line end excluded (a record of 136
// pairs of the finder is about 60 KB). Longer lines are refused, naming the file and line.
inline constexpr std::size_t kShardLineBytes = 512 * 1024;

// One record: where it was read (for messages), its command, run and shard, and its results.
struct ShardRecord {
  std::string where;    // "FILE:LINE"
  std::string command;  // "verify", "ambiguities"
  std::string run;
  Shard shard;
  nlohmann::json results;
};

// The record line of a run: one line of JSON, no line end.
std::string record_line(const std::string& command, const std::string& run, Shard shard,
                        const nlohmann::ordered_json& results);

// The record of one output: its last non-empty line, every line within kShardLineBytes and ending
// in LF or CR LF, a leading byte-order mark skipped. InputError "FILE:LINE: what" otherwise (no
// record: "not the output of f3go COMMAND", or an unfinished run).
ShardRecord read_record(std::string_view text, const std::string& file);

// Shard numbers as ascending, disjoint, non-adjacent ranges [first, last]: any set of shards of a
// run of up to 2^64 - 1 shards in memory proportional to the number of files merged.
struct ShardRanges {
  std::vector<std::pair<std::uint64_t, std::uint64_t>> ranges;
  std::uint64_t size() const;  // how many shards (every K fits: the ranges lie in 0..K-1)
  bool empty() const { return ranges.empty(); }
  friend bool operator==(const ShardRanges&, const ShardRanges&) = default;
};

// The records of one run's shards, in shard order.
struct MergedRecords {
  std::string command, run;
  std::uint64_t shards = 0;  // K
  std::vector<ShardRecord> records;
  ShardRanges missing;  // the shards I (0 ≤ I < K) no record covered
};

// Reads the record of each file (read_input_file, then read_record) and merges them.
// Precondition: `files` is not empty.
MergedRecords merge_files(const std::vector<std::string>& files, const std::string& command);

// Records of one run put together. InputError naming the record's file on a record of another
// command ("not the output of f3go COMMAND"), of another run or another K (with the first file),
// and on a shard given twice (with the file that gave it first). Precondition: `records` is not
// empty.
MergedRecords merge_records(std::vector<ShardRecord> records, const std::string& command);

// The shards 0..shards-1 that are not in `seen` (ascending, each < shards), as ranges: one per gap.
ShardRanges missing_shards(const std::vector<std::uint64_t>& seen, std::uint64_t shards);

// The ranges of ascending numbers (3, 5, 6, 7 → 3, 5-7). Precondition: `ns` is strictly increasing.
ShardRanges ranges_of(const std::vector<std::uint64_t>& ns);

// "12, 14-999": the ranges as text.
std::string ranges_text(const ShardRanges& ns);

// A value of a record being read, with its place ("FILE:LINE: results.pairs[3].stones") for the
// errors: InputError naming that place and what was expected.
class RecordValue {
 public:
  RecordValue(const nlohmann::json& j, std::string where, std::string path) : j_(j), where_(std::move(where)), path_(std::move(path)) {}
  [[noreturn]] void fail(const std::string& what) const;
  RecordValue key(const std::string& k) const;
  bool has(const std::string& k) const;  // an object with key k that is not null
  std::size_t length() const;            // of an array
  RecordValue at(std::size_t i) const;
  std::string text() const;
  bool boolean() const;
  std::uint64_t count(std::uint64_t max = UINT64_MAX) const;  // a whole number 0..max
  int integer(int lo, int hi) const;
  double number() const;  // a finite number ≥ 0
  const nlohmann::json& json() const { return j_; }

 private:
  const nlohmann::json& j_;
  std::string where_, path_;
};

}  // namespace f3go::judge
