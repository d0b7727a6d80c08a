// `f3go verify --merge FILE...` (verify_merge.h): the shard outputs of one verify run added up.
#include "judge/verify_merge.h"

#include <limits>
#include <map>
#include <optional>

#include "oracle/error.h"
#include "oracle/format.h"
#include "oracle/input.h"

namespace f3go::judge {
namespace {

constexpr std::uint64_t kMax = std::numeric_limits<std::uint64_t>::max();

bool all_digits(std::string_view s) {
  if (s.empty()) return false;
  for (char c : s)
    if (c < '0' || c > '9') return false;
  return true;
}

// A count of digits (checked by the caller) up to 2^64 - 1.
std::uint64_t number(std::string_view digits, const std::string& where) {
  try {
    return parse_count(digits, kMax, where, "a count");
  } catch (const InputError&) {
    throw InputError(where, quote(digits) + " is not a count (at most " + std::to_string(kMax) + ")");
  }
}

// "run: WHAT shard=I/K" (WHAT not empty; the last " shard=" ends it).
ShardOutput run_line_of(std::string_view line, const std::string& where) {
  const auto malformed = [&] { return InputError(where, "expected 'run: … shard=I/K', got " + quote(line)); };
  const std::string_view rest = line.substr(5);  // after "run: "
  const std::size_t at = rest.rfind(" shard=");
  if (at == std::string_view::npos || at == 0) throw malformed();
  const std::string_view shard = rest.substr(at + 7);
  const std::size_t slash = shard.find('/');
  if (slash == std::string_view::npos || !all_digits(shard.substr(0, slash)) || !all_digits(shard.substr(slash + 1)))
    throw malformed();
  ShardOutput out;
  out.what = std::string(rest.substr(0, at));
  out.shard = number(shard.substr(0, slash), where);
  out.shards = number(shard.substr(slash + 1), where);
  if (out.shards == 0 || out.shard >= out.shards)
    throw InputError(where, "shard " + excerpt(shard) + " is not I/K with 0 <= I < K");
  return out;
}

// The counts of a last line: agree, disagree, unknown, and whether the unknown part was there.
struct Counts {
  std::uint64_t agree = 0, disagree = 0, unknown = 0;
  bool counts_unknown = false;
};

// "N agree, M disagree" or "N agree, M disagree, U unknown".
Counts counts_of(std::string_view line, const std::string& where) {
  const auto unfinished = [&] {
    return InputError(where, "the last line is not 'N agree, M disagree[, U unknown]' (an unfinished run?): " +
                                 quote(line));
  };
  Counts out;
  constexpr std::string_view kUnknown = " unknown";
  if (line.ends_with(kUnknown)) {
    const std::size_t comma = line.rfind(", ");
    if (comma == std::string_view::npos) throw unfinished();
    const std::string_view unknown = line.substr(comma + 2, line.size() - kUnknown.size() - (comma + 2));
    if (comma + 2 > line.size() - kUnknown.size() || !all_digits(unknown)) throw unfinished();
    out.unknown = number(unknown, where);
    out.counts_unknown = true;
    line = line.substr(0, comma);
  }
  const std::size_t comma = line.find(" agree, ");
  constexpr std::string_view kTail = " disagree";
  if (comma == std::string_view::npos || !line.ends_with(kTail) || comma + 8 > line.size() - kTail.size())
    throw unfinished();
  const std::string_view agree = line.substr(0, comma);
  const std::string_view disagree = line.substr(comma + 8, line.size() - kTail.size() - (comma + 8));
  if (!all_digits(agree) || !all_digits(disagree)) throw unfinished();
  out.agree = number(agree, where);
  out.disagree = number(disagree, where);
  return out;
}

// a + b, or InputError when it passes 2^64 - 1.
std::uint64_t add(std::uint64_t a, std::uint64_t b, const std::string& where, const std::string& what) {
  if (b > kMax - a)
    throw InputError(where, "the " + what + " counts add up past " + std::to_string(kMax) + " (2^64 - 1)");
  return a + b;
}

}  // namespace

ShardOutput parse_shard_output(std::string_view text, const std::string& file) {
  text = skip_bom(text);
  check_lines(text, file);
  std::optional<ShardOutput> out;
  std::string_view last;
  int line_no = 0, last_no = 0;
  for (std::size_t pos = 0; pos < text.size();) {
    std::size_t end = text.find('\n', pos);
    if (end == std::string_view::npos) end = text.size();
    std::string_view line = text.substr(pos, end - pos);
    if (line.ends_with('\r')) line.remove_suffix(1);
    pos = end + 1;
    ++line_no;
    if (line.starts_with("run: ")) {
      const std::string where = location(file, line_no);
      if (out) throw InputError(where, "a second 'run:' line");
      out = run_line_of(line, where);
    }
    if (!line.empty()) last = line, last_no = line_no;
  }
  if (!out) throw InputError(file, "no 'run:' line (not the output of f3go verify)");
  const Counts c = counts_of(last, location(file, last_no));
  out->agree = c.agree;
  out->disagree = c.disagree;
  out->unknown = c.unknown;
  out->counts_unknown = c.counts_unknown;
  return *out;
}

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

std::string engines_suffix(const std::vector<std::string>& names) {
  if (names == std::vector<std::string>{"reference", "optimized"}) return "";
  std::string s;
  for (const std::string& n : names) s += (s.empty() ? " engines=" : ",") + n;
  return s;
}

std::uint64_t ShardRanges::size() const {
  std::uint64_t n = 0;
  for (const auto& [first, last] : ranges) n += last - first + 1;
  return n;
}

MergedRun merge_verify_outputs(const std::vector<std::string>& files) {
  if (files.empty()) throw InputError("verify --merge", "give at least one output file");
  std::vector<ShardOutput> outputs;
  for (const std::string& path : files) outputs.push_back(parse_shard_output(read_input_file(path), path));
  return merge_shard_outputs(outputs, files);
}

MergedRun merge_shard_outputs(const std::vector<ShardOutput>& outputs, const std::vector<std::string>& names) {
  MergedRun merged;
  std::map<std::uint64_t, std::string> seen;  // shard → the file that covered it
  for (std::size_t i = 0; i < outputs.size(); ++i) {
    const ShardOutput& s = outputs[i];
    const std::string& path = names.at(i);
    if (seen.empty()) merged.what = s.what, merged.shards = s.shards;
    if (s.what != merged.what)
      throw InputError(path, "a different run: " + quote(s.what) + ", not " + quote(merged.what) + " of " + names.front());
    if (s.shards != merged.shards)
      throw InputError(path, "shards of " + std::to_string(s.shards) + ", not " + std::to_string(merged.shards) + " as in " + names.front());
    if (auto [it, fresh] = seen.emplace(s.shard, path); !fresh)
      throw InputError(path, "shard " + std::to_string(s.shard) + " is already in " + it->second);
    merged.agree = add(merged.agree, s.agree, path, "agree");
    merged.disagree = add(merged.disagree, s.disagree, path, "disagree");
    merged.unknown = add(merged.unknown, s.unknown, path, "unknown");
    merged.counts_unknown = merged.counts_unknown || s.counts_unknown;
  }
  std::vector<std::uint64_t> shards;
  for (const auto& [shard, file] : seen) shards.push_back(shard);
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

std::string ranges_text(const ShardRanges& ns) {
  std::string out;
  for (const auto& [first, last] : ns.ranges)
    out += (out.empty() ? "" : ", ") + std::to_string(first) + (last > first ? "-" + std::to_string(last) : "");
  return out;
}

}  // namespace f3go::judge
