// libFuzzer target for the shard outputs of `f3go verify` read by `f3go verify --merge`
// (judge/verify_merge.h: parse_shard_output, merge_shard_outputs, missing_shards, parse_shard).
//
// Input layout: one or more shard outputs separated by NUL bytes, each parsed as "fuzz-N.out"
// (a file's text cannot hold a NUL that matters: the reader never sees one as a separator). Inputs
// over kMaxInput bytes are skipped.
//
// Checks:
//   1. parse_shard_output, merge_shard_outputs and parse_shard either return or throw InputError;
//      any other exception traps (this is how the std::regex stack overflow of a long `run:` line
//      and the bad_alloc of a huge shard count showed).
//   2. A parsed output written back as f3go verify writes it (run_line, then counts_line: "A agree,
//      D disagree" and, when the output had it, ", U unknown")
//      parses to the same output; its shard "I/K" reads back through parse_shard.
//   3. A merge of the outputs adds up exactly (checked in 128 bits: a sum past 2^64 - 1 must be an
//      InputError, never wrapped) and its missing shards are ascending, disjoint, non-adjacent
//      ranges within 0..K-1 that, with the shards given, cover every shard exactly once.
#include <cstddef>
#include <cstdint>
#include <set>
#include <string>
#include <vector>

#include "fuzz/harness.h"
#include "judge/verify_merge.h"
#include "oracle/error.h"

namespace {

using f3go::fuzz::check;
using f3go::judge::ShardOutput;

std::string written(const ShardOutput& s) {
  return f3go::judge::run_line(s.what, {s.shard, s.shards}) + "\n" +
         f3go::judge::counts_line({s.agree, s.disagree, s.unknown}, s.counts_unknown) + "\n";
}

void check_round_trip(const ShardOutput& s, std::string_view input) {
  const std::string text = written(s);
  ShardOutput again;
  try {
    again = f3go::judge::parse_shard_output(text, "written.out");
  } catch (const std::exception& e) {
    f3go::fuzz::fail((std::string("a written output does not parse: ") + e.what()).c_str(), input, text);
  }
  check(again == s, "parse_shard_output(written(s)) != s", text, written(again));
  const std::string shard = std::to_string(s.shard) + "/" + std::to_string(s.shards);
  f3go::judge::Shard parsed{};
  try {
    parsed = f3go::judge::parse_shard(shard, "--shard");
  } catch (const std::exception& e) {
    f3go::fuzz::fail((std::string("parse_shard refused a parsed shard: ") + e.what()).c_str(), shard, {});
  }
  check(parsed.index == s.shard && parsed.count == s.shards, "parse_shard(I/K) differs", shard, {});
}

void check_merge(const std::vector<ShardOutput>& outputs, const f3go::judge::MergedRun& m, std::string_view input) {
  unsigned __int128 agree = 0, disagree = 0, unknown = 0;
  bool counts_unknown = false;
  std::set<std::uint64_t> given;
  for (const auto& s : outputs)
    agree += s.agree, disagree += s.disagree, unknown += s.unknown, counts_unknown |= s.counts_unknown,
        given.insert(s.shard);
  check(agree == m.agree && disagree == m.disagree && unknown == m.unknown, "merged counts are not the sums", input, {});
  check(counts_unknown == m.counts_unknown, "the merge's unknown part is not the outputs'", input, {});
  std::uint64_t covered = 0;
  std::uint64_t next = 0;
  bool first = true;
  for (const auto& [a, b] : m.missing.ranges) {
    check(a <= b && b < m.shards, "a missing range outside 0..K-1", input, {});
    check(first || a > next, "missing ranges not ascending, disjoint and apart", input, {});
    auto it = given.lower_bound(a);
    check(it == given.end() || *it > b, "a given shard is reported missing", input, {});
    covered += b - a + 1;
    next = b + 1;
    first = false;
  }
  check(covered == m.missing.size(), "ShardRanges::size() is not the number of shards", input, {});
  check(covered + given.size() == m.shards, "given and missing shards do not make up K", input, {});
  check(f3go::judge::ranges_text(m.missing).size() <= 43 * m.missing.ranges.size(), "ranges_text too long", input, {});
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size > f3go::fuzz::kMaxInput) return 0;
  const auto input = f3go::fuzz::as_text(data, size);
  std::vector<std::string_view> texts;
  for (std::size_t start = 0;;) {
    const std::size_t end = input.find('\0', start);
    texts.push_back(input.substr(start, end == std::string_view::npos ? end : end - start));
    if (end == std::string_view::npos) break;
    start = end + 1;
  }
  std::vector<ShardOutput> outputs;
  std::vector<std::string> names;
  for (std::size_t i = 0; i < texts.size(); ++i) {
    names.push_back("fuzz-" + std::to_string(i) + ".out");
    f3go::fuzz::guard<f3go::InputError>("parse_shard_output", input, [&] {
      outputs.push_back(f3go::judge::parse_shard_output(texts[i], names.back()));
      check_round_trip(outputs.back(), input);
    });
    if (outputs.size() != names.size()) names.pop_back();
  }
  if (!outputs.empty())
    f3go::fuzz::guard<f3go::InputError>("merge_shard_outputs", input, [&] {
      check_merge(outputs, f3go::judge::merge_shard_outputs(outputs, names), input);
    });
  // The text as one shard argument (--shard I/K): InputError or a shard.
  f3go::fuzz::guard<f3go::InputError>("parse_shard", input, [&] {
    const auto s = f3go::judge::parse_shard(std::string(texts.front()), "--shard");
    check(s.index < s.count, "parse_shard gave I >= K", input, {});
  });
  return 0;
}
