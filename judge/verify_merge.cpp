// The outputs of `f3go verify` as values (verify_merge.h).
#include "judge/verify_merge.h"

#include <cassert>
#include <limits>

#include "oracle/error.h"

namespace f3go::judge {
namespace {

constexpr std::uint64_t kMax = std::numeric_limits<std::uint64_t>::max();

// a + b, or InputError when it passes 2^64 - 1.
std::uint64_t add(std::uint64_t a, std::uint64_t b, const std::string& where, const std::string& what) {
  if (b > kMax - a)
    throw InputError(where, "the " + what + " counts add up past " + std::to_string(kMax) + " (2^64 - 1)");
  return a + b;
}

}  // namespace

std::string counts_line(const VerifyCounts& counts, bool with_unknown) {
  std::string line = std::to_string(counts.agree);
  line += " agree, ";
  line += std::to_string(counts.disagree);
  line += " disagree";
  if (with_unknown) {
    line += ", ";
    line += std::to_string(counts.unknown);
    line += " unknown";
  }
  return line;
}

std::string run_line(const std::string& what, Shard shard) {
  return "run: " + what + " shard=" + std::to_string(shard.index) + "/" + std::to_string(shard.count);
}

std::string verify_record(const std::string& what, Shard shard, const VerifyResult& result) {
  nlohmann::ordered_json r;
  r["agree"] = result.counts.agree;
  r["disagree"] = result.counts.disagree;
  r["unknown"] = result.counts.unknown;
  r["counts_unknown"] = result.counts_unknown;
  r["disagreements"] = nlohmann::ordered_json::array();
  for (const VerifyDisagreement& d : result.disagreements)
    r["disagreements"].push_back({{"sample", d.sample}, {"engine", d.engine}, {"observable", d.observable}});
  return record_line("verify", what, shard, r);
}

VerifyResult verify_result(const ShardRecord& record) {
  const RecordValue v(record.results, record.where, "results");
  VerifyResult r;
  r.counts = {v.key("agree").count(), v.key("disagree").count(), v.key("unknown").count()};
  r.counts_unknown = v.key("counts_unknown").boolean();
  const RecordValue list = v.key("disagreements");
  if (list.length() > kListedDisagreements)
    list.fail("more than " + std::to_string(kListedDisagreements) + " disagreements listed");
  for (std::size_t i = 0; i < list.length(); ++i) {
    const RecordValue d = list.at(i);
    r.disagreements.push_back({d.key("sample").count(), d.key("engine").text(), d.key("observable").text()});
  }
  return r;
}

std::string engines_suffix(const std::vector<std::string>& names) {
  if (names == std::vector<std::string>{"reference", "optimized"}) return "";
  std::string s;
  for (const std::string& n : names) s += (s.empty() ? " engines=" : ",") + n;
  return s;
}

MergedRun merge_verify_outputs(const std::vector<std::string>& files) {
  assert(!files.empty());
  return add_verify_records(merge_files(files, "verify"));
}

MergedRun add_verify_records(const MergedRecords& records) {
  MergedRun merged;
  merged.what = records.run;
  merged.shards = records.shards;
  merged.merged = records.records.size();
  merged.missing = records.missing;
  for (const ShardRecord& record : records.records) {
    const VerifyResult r = verify_result(record);
    merged.agree = add(merged.agree, r.counts.agree, record.where, "agree");
    merged.disagree = add(merged.disagree, r.counts.disagree, record.where, "disagree");
    merged.unknown = add(merged.unknown, r.counts.unknown, record.where, "unknown");
    merged.counts_unknown = merged.counts_unknown || r.counts_unknown;
    for (const VerifyDisagreement& d : r.disagreements) merged.disagreements.push_back({record.shard.index, d});
  }
  return merged;
}

}  // namespace f3go::judge
