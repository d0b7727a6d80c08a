// `f3go verify --merge FILE...` (verify_merge.h): the shard outputs of one verify run added up.
#include "judge/verify_merge.h"

#include <sstream>

#include <fstream>
#include <map>
#include <optional>
#include <regex>

#include "oracle/error.h"

namespace f3go::judge {
namespace {

// One shard output: its run, its shard and its counts.
struct ShardOutput {
  std::string what;
  std::uint64_t shard = 0, shards = 0;
  std::uint64_t agree = 0, disagree = 0;
};

std::uint64_t number(const std::string& digits, const std::string& where) {
  try {
    std::size_t used = 0;
    const unsigned long long v = std::stoull(digits, &used);
    if (used == digits.size()) return v;
  } catch (const std::exception&) {
  }
  throw InputError(where, "'" + digits + "' is not a count");
}

ShardOutput read_shard_output(const std::string& path) {
  std::ifstream in(path);
  if (!in) throw InputError(path, "cannot read this file");
  static const std::regex run_re(R"(run: (.+) shard=(\d+)/(\d+))");
  static const std::regex count_re(R"((\d+) agree, (\d+) disagree)");
  std::optional<ShardOutput> out;
  std::string line, last;
  int line_no = 0, last_no = 0;
  for (std::smatch m; std::getline(in, line);) {
    ++line_no;
    if (line.rfind("run: ", 0) == 0) {
      const std::string where = location(path, line_no);
      if (out) throw InputError(where, "a second 'run:' line");
      if (!std::regex_match(line, m, run_re)) throw InputError(where, "expected 'run: … shard=I/K', got '" + line + "'");
      out = ShardOutput{m[1], number(m[2], where), number(m[3], where), 0, 0};
      if (out->shards == 0 || out->shard >= out->shards) throw InputError(where, "shard " + m[2].str() + "/" + m[3].str() + " is not I/K with 0 <= I < K");
    }
    if (!line.empty()) last = line, last_no = line_no;
  }
  if (!out) throw InputError(path, "no 'run:' line (not the output of f3go verify)");
  std::smatch m;
  const std::string where = location(path, last_no);
  if (!std::regex_match(last, m, count_re))
    throw InputError(where, "the last line is not 'N agree, M disagree' (an unfinished run?): '" + last + "'");
  out->agree = number(m[1], where);
  out->disagree = number(m[2], where);
  return *out;
}

}  // namespace

Shard parse_shard(const std::string& text, const std::string& where) {
  std::istringstream in(text);
  long long i = -1, k = 0;
  char slash = 0;
  if (!(in >> i >> slash >> k) || slash != '/' || !in.eof() || k < 1 || i < 0 || i >= k)
    throw InputError(where, "'" + text + "' is not I/K with 0 <= I < K");
  return {static_cast<std::uint64_t>(i), static_cast<std::uint64_t>(k)};
}

std::string run_line(const std::string& what, Shard shard) {
  return "run: " + what + " shard=" + std::to_string(shard.index) + "/" + std::to_string(shard.count);
}

std::string engines_suffix(const std::string& first, const std::string& second) {
  if (first == "reference" && second == "optimized") return "";
  return " engines=" + first + "," + second;
}

MergedRun merge_verify_outputs(const std::vector<std::string>& files) {
  if (files.empty()) throw InputError("verify --merge", "give at least one output file");
  MergedRun merged;
  std::map<std::uint64_t, std::string> seen;  // shard → the file that covered it
  for (const std::string& path : files) {
    const ShardOutput s = read_shard_output(path);
    if (seen.empty()) merged.what = s.what, merged.shards = s.shards;
    if (s.what != merged.what)
      throw InputError(path, "a different run: '" + s.what + "', not '" + merged.what + "' of " + files.front());
    if (s.shards != merged.shards)
      throw InputError(path, "shards of " + std::to_string(s.shards) + ", not " + std::to_string(merged.shards) + " as in " + files.front());
    if (auto [it, fresh] = seen.emplace(s.shard, path); !fresh)
      throw InputError(path, "shard " + std::to_string(s.shard) + " is already in " + it->second);
    merged.agree += s.agree;
    merged.disagree += s.disagree;
  }
  for (std::uint64_t i = 0; i < merged.shards; ++i)
    if (!seen.contains(i)) merged.missing.push_back(i);
  return merged;
}

std::string ranges_text(const std::vector<std::uint64_t>& ns) {
  std::string out;
  for (std::size_t i = 0; i < ns.size();) {
    std::size_t j = i;
    while (j + 1 < ns.size() && ns[j + 1] == ns[j] + 1) ++j;
    out += (out.empty() ? "" : ", ") + std::to_string(ns[i]) + (j > i ? "-" + std::to_string(ns[j]) : "");
    i = j + 1;
  }
  return out;
}

}  // namespace f3go::judge
