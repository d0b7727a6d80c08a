// The records of shard outputs (shards.h): written, read and put together.
#include "judge/shards.h"

#include <algorithm>
#include <cassert>
#include <cmath>
#include <limits>
#include <map>

#include "oracle/error.h"
#include "oracle/format.h"
#include "oracle/input.h"
#include "oracle/json.h"

namespace f3go::judge {
namespace {

constexpr std::uint64_t kMax = std::numeric_limits<std::uint64_t>::max();

bool all_digits(std::string_view s) {
  if (s.empty()) return false;
  for (char c : s)
    if (c < '0' || c > '9') return false;
  return true;
}

// The lines of `text` within kShardLineBytes, ending in LF or CR LF; the last non-empty one and
// its number (0 when there is none).
std::pair<std::string_view, int> last_line(std::string_view text, const std::string& file) {
  std::string_view last;
  int line_no = 0, last_no = 0;
  for (std::size_t pos = 0; pos < text.size();) {
    std::size_t end = text.find('\n', pos);
    if (end == std::string_view::npos) end = text.size();
    std::string_view line = text.substr(pos, end - pos);
    pos = end + 1;
    ++line_no;
    if (line.ends_with('\r')) line.remove_suffix(1);
    if (line.size() > kShardLineBytes)
      throw InputError(location(file, line_no), "line of " + std::to_string(line.size()) + " bytes, longer than the limit of " +
                                                    std::to_string(kShardLineBytes) + " bytes");
    if (const std::size_t cr = line.find('\r'); cr != std::string_view::npos)
      throw InputError(location(file, line_no, static_cast<int>(cr) + 1), "a carriage return (CR) not followed by a line feed");
    if (!line.empty()) last = line, last_no = line_no;
  }
  return {last, last_no};
}

}  // namespace

Shard parse_shard(const std::string& text, const std::string& where) {
  const auto bad = [&] { return InputError(where, quote(text) + " is not I/K with 0 <= I < K"); };
  const std::size_t slash = text.find('/');
  if (slash == std::string::npos) throw bad();
  const std::string_view i(text.data(), slash), k(text.data() + slash + 1, text.size() - slash - 1);
  if (!all_digits(i) || !all_digits(k)) throw bad();
  Shard s;
  try {
    s.index = parse_count(i, kMax, where, "I");
    s.count = parse_count(k, kMax, where, "K");
  } catch (const InputError&) {
    throw bad();
  }
  if (s.count < 1 || s.index >= s.count) throw bad();
  return s;
}

std::string record_line(const std::string& command, const std::string& run, Shard shard,
                        const nlohmann::ordered_json& results) {
  nlohmann::ordered_json j;
  j["f3go"] = command;
  j["run"] = run;
  j["shard"] = {shard.index, shard.count};
  j["results"] = results;
  return j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

ShardRecord read_record(std::string_view text, const std::string& file) {
  const auto [line, line_no] = last_line(skip_bom(text), file);
  if (line_no == 0) throw InputError(file, "empty: not the output of f3go verify or f3go ambiguities");
  const std::string where = location(file, line_no);
  if (!line.starts_with('{'))
    throw InputError(where,
                     "the last line is not the JSON record of a finished run (an unfinished run, or not the "
                     "output of f3go verify or f3go ambiguities): " +
                         quote(line));
  const nlohmann::json j = parse_json_text(line, where);
  const RecordValue v(j, where, "");
  ShardRecord r;
  r.where = where;
  r.command = v.key("f3go").text();
  r.run = v.key("run").text();
  const RecordValue shard = v.key("shard");
  if (shard.length() != 2) shard.fail("expected [I, K]");
  r.shard = {shard.at(0).count(), shard.at(1).count()};
  if (r.shard.count == 0 || r.shard.index >= r.shard.count)
    shard.fail("shard " + std::to_string(r.shard.index) + "/" + std::to_string(r.shard.count) + " is not I/K with 0 <= I < K");
  r.results = v.key("results").json();
  return r;
}

std::uint64_t ShardRanges::size() const {
  std::uint64_t n = 0;
  for (const auto& [first, last] : ranges) n += last - first + 1;
  return n;
}

MergedRecords merge_files(const std::vector<std::string>& files, const std::string& command) {
  assert(!files.empty());
  std::vector<ShardRecord> records;
  for (const std::string& path : files) records.push_back(read_record(read_input_file(path), path));
  return merge_records(std::move(records), command);
}

MergedRecords merge_records(std::vector<ShardRecord> records, const std::string& command) {
  assert(!records.empty());
  MergedRecords merged;
  const std::string first = records.front().where;  // named in the messages
  merged.command = command;
  merged.run = records.front().run;
  merged.shards = records.front().shard.count;
  std::map<std::uint64_t, ShardRecord> seen;  // shard → its record
  for (ShardRecord& r : records) {
    if (r.command != command)
      throw InputError(r.where, "not the output of f3go " + command + " (a record of f3go " + quote(r.command) + ")");
    if (r.run != merged.run)
      throw InputError(r.where, "a different run: " + quote(r.run) + ", not " + quote(merged.run) + " of " + first);
    if (r.shard.count != merged.shards)
      throw InputError(r.where, "shards of " + std::to_string(r.shard.count) + ", not " + std::to_string(merged.shards) +
                                    " as in " + first);
    if (auto it = seen.find(r.shard.index); it != seen.end())
      throw InputError(r.where, "shard " + std::to_string(r.shard.index) + " is already in " + it->second.where);
    const std::uint64_t index = r.shard.index;
    seen.emplace(index, std::move(r));
  }
  std::vector<std::uint64_t> shards;
  for (auto& [shard, record] : seen) {
    shards.push_back(shard);
    merged.records.push_back(std::move(record));
  }
  merged.missing = missing_shards(shards, merged.shards);
  return merged;
}

ShardRanges missing_shards(const std::vector<std::uint64_t>& seen, std::uint64_t shards) {
  ShardRanges missing;
  std::uint64_t next = 0;  // the first shard not yet accounted for
  for (std::uint64_t shard : seen) {
    if (shard > next) missing.ranges.emplace_back(next, shard - 1);
    next = shard + 1;  // shard < K ≤ 2^64 - 1: no overflow
  }
  if (next < shards) missing.ranges.emplace_back(next, shards - 1);
  return missing;
}

ShardRanges ranges_of(const std::vector<std::uint64_t>& ns) {
  assert(std::is_sorted(ns.begin(), ns.end()) && std::adjacent_find(ns.begin(), ns.end()) == ns.end());
  ShardRanges ranges;
  for (std::uint64_t n : ns)
    if (!ranges.empty() && ranges.ranges.back().second + 1 == n) ranges.ranges.back().second = n;
    else ranges.ranges.emplace_back(n, n);
  return ranges;
}

std::string ranges_text(const ShardRanges& ns) {
  std::string out;
  for (const auto& [first, last] : ns.ranges)
    out += (out.empty() ? "" : ", ") + std::to_string(first) + (last > first ? "-" + std::to_string(last) : "");
  return out;
}

// ---- RecordValue ------------------------------------------------------------------------------

void RecordValue::fail(const std::string& what) const {
  throw InputError(where_, (path_.empty() ? std::string("the record") : path_) + ": " + what);
}

RecordValue RecordValue::key(const std::string& k) const {
  if (!j_.is_object()) fail("expected an object, got " + std::string(j_.type_name()));
  const auto it = j_.find(k);
  if (it == j_.end()) fail("missing key \"" + k + "\"");
  return RecordValue(*it, where_, path_.empty() ? k : path_ + "." + k);
}

bool RecordValue::has(const std::string& k) const {
  if (!j_.is_object()) fail("expected an object, got " + std::string(j_.type_name()));
  const auto it = j_.find(k);
  return it != j_.end() && !it->is_null();
}

std::size_t RecordValue::length() const {
  if (!j_.is_array()) fail("expected an array, got " + std::string(j_.type_name()));
  return j_.size();
}

RecordValue RecordValue::at(std::size_t i) const {
  assert(i < length());
  return RecordValue(j_[i], where_, path_ + "[" + std::to_string(i) + "]");
}

std::string RecordValue::text() const {
  if (!j_.is_string()) fail("expected a string, got " + std::string(j_.type_name()));
  return j_.get<std::string>();
}

bool RecordValue::boolean() const {
  if (!j_.is_boolean()) fail("expected true or false, got " + std::string(j_.type_name()));
  return j_.get<bool>();
}

std::uint64_t RecordValue::count(std::uint64_t max) const {
  if (!j_.is_number_unsigned()) fail("expected a whole number 0.." + std::to_string(max) + ", got " + excerpt(j_.dump(), 40));
  const std::uint64_t n = j_.get<std::uint64_t>();
  if (n > max) fail(std::to_string(n) + " is past " + std::to_string(max));
  return n;
}

int RecordValue::integer(int lo, int hi) const {
  const auto bad = [&] { fail("expected a whole number " + std::to_string(lo) + ".." + std::to_string(hi) + ", got " + excerpt(j_.dump(), 40)); };
  if (!j_.is_number_integer() || (j_.is_number_unsigned() && j_.get<std::uint64_t>() > static_cast<std::uint64_t>(hi))) bad();
  const std::int64_t v = j_.get<std::int64_t>();
  if (v < lo || v > hi) bad();
  return static_cast<int>(v);
}

double RecordValue::number() const {
  if (!j_.is_number() || !std::isfinite(j_.get<double>()) || j_.get<double>() < 0)
    fail("expected a number 0 or more, got " + excerpt(j_.dump(), 40));
  return j_.get<double>();
}

}  // namespace f3go::judge
