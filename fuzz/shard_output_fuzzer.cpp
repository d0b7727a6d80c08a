// libFuzzer target for the shard outputs of `f3go verify` and `f3go ambiguities` read by their
// --merge and by `f3go report` (judge/shards.h: read_record, merge_records, missing_shards,
// parse_shard; judge/verify_merge.h: verify_result, add_verify_records; judge/ambiguities_record.h:
// ambiguity_results, merge_ambiguities).
//
// Input layout: one or more shard outputs separated by NUL bytes, each read as "fuzz-N.out" (a
// file's text cannot hold a NUL that matters: the reader never sees one as a separator). Inputs
// over kMaxInput bytes are skipped.
//
// Checks:
//   1. Every reader either returns or throws InputError; any other exception traps (this is how
//      the std::regex stack overflow of a long line and the bad_alloc of a huge shard count showed).
//   2. A record read back is written again as the commands write it (verify_record,
//      ambiguities_record) and reads to the same values (verify) or the same result lines
//      (ambiguities); its shard "I/K" reads back through parse_shard.
//   3. A merge of verify records adds up exactly (checked in 128 bits: a sum past 2^64 - 1 must be
//      an InputError, never wrapped); the missing shards of any merge are ascending, disjoint,
//      non-adjacent ranges within 0..K-1 that, with the shards given, cover every shard exactly
//      once; a merge of ambiguity records holds each pair 1..N once or names it missing.
#include <cstddef>
#include <cstdint>
#include <set>
#include <string>
#include <vector>

#include "fuzz/harness.h"
#include "judge/ambiguities_record.h"
#include "judge/shards.h"
#include "judge/verify_merge.h"
#include "oracle/error.h"

namespace {

using f3go::fuzz::check;
using f3go::judge::ShardRecord;

// The result lines of ambiguity results, for comparing two readings.
std::string lines_of(const f3go::judge::AmbiguityResults& r) {
  std::string s = std::to_string(r.pairs) + "\n";
  for (const auto& n : r.results) s += std::to_string(n.number) + ": " + f3go::judge::result_line(n.result) + "\n";
  return s;
}

// The record written again reads to the same values.
void check_round_trip(const ShardRecord& r, std::string_view input) {
  std::string text;
  std::string before, after;
  try {
    if (r.command == "verify") {
      const auto v = f3go::judge::verify_result(r);
      text = f3go::judge::verify_record(r.run, r.shard, v);
      check(f3go::judge::verify_result(f3go::judge::read_record(text, "written.out")) == v, "verify record round trip",
            input, text);
    } else if (r.command == "ambiguities") {
      const auto a = f3go::judge::ambiguity_results(r);
      text = f3go::judge::ambiguities_record(r.run, r.shard, a);
      check(lines_of(f3go::judge::ambiguity_results(f3go::judge::read_record(text, "written.out"))) == lines_of(a),
            "ambiguities record round trip", input, text);
    }
  } catch (const f3go::InputError&) {
    if (!text.empty()) f3go::fuzz::fail("a written record does not read back", input, text);
    throw;  // the record's results are not the command's: refused, as the merge refuses them
  }
  const std::string shard = std::to_string(r.shard.index) + "/" + std::to_string(r.shard.count);
  f3go::judge::Shard parsed{};
  try {
    parsed = f3go::judge::parse_shard(shard, "--shard");
  } catch (const std::exception& e) {
    f3go::fuzz::fail((std::string("parse_shard refused a read shard: ") + e.what()).c_str(), shard, {});
  }
  check(parsed == r.shard, "parse_shard(I/K) differs", shard, {});
}

void check_missing(const f3go::judge::MergedRecords& m, std::string_view input) {
  std::set<std::uint64_t> given;
  for (const auto& r : m.records) given.insert(r.shard.index);
  check(given.size() == m.records.size(), "a shard merged twice", input, {});
  std::uint64_t covered = 0, next = 0;
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

void check_verify_merge(const f3go::judge::MergedRecords& m, std::string_view input) {
  const f3go::judge::MergedRun run = f3go::judge::add_verify_records(m);
  __extension__ typedef unsigned __int128 Sum;  // wide enough that adding the shards' counts cannot wrap
  Sum agree = 0, disagree = 0, unknown = 0;
  for (const auto& r : m.records) {
    const auto v = f3go::judge::verify_result(r);
    agree += v.counts.agree, disagree += v.counts.disagree, unknown += v.counts.unknown;
  }
  check(agree == run.agree && disagree == run.disagree && unknown == run.unknown, "merged counts are not the sums", input, {});
  check(run.merged == m.records.size(), "merged shards miscounted", input, {});
}

void check_ambiguities_merge(const f3go::judge::MergedRecords& m, std::string_view input) {
  const f3go::judge::MergedAmbiguities a = f3go::judge::merge_ambiguities(m);
  check(a.results.results.size() + a.missing_pairs.size() == a.results.pairs, "pairs held and missing do not make up N",
        input, {});
  std::size_t previous = 0;
  for (const auto& n : a.results.results) {
    check(n.number > previous && n.number <= a.results.pairs, "pairs not in order, or twice", input, {});
    previous = n.number;
  }
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
  std::vector<ShardRecord> records;
  for (std::size_t i = 0; i < texts.size(); ++i)
    f3go::fuzz::guard<f3go::InputError>("read_record", input, [&] {
      ShardRecord r = f3go::judge::read_record(texts[i], "fuzz-" + std::to_string(i) + ".out");
      check_round_trip(r, input);
      records.push_back(std::move(r));
    });
  if (!records.empty()) {
    f3go::fuzz::guard<f3go::InputError>("merge verify", input, [&] {
      const auto m = f3go::judge::merge_records(records, "verify");
      check_missing(m, input);
      check_verify_merge(m, input);
    });
    f3go::fuzz::guard<f3go::InputError>("merge ambiguities", input, [&] {
      const auto m = f3go::judge::merge_records(records, "ambiguities");
      check_missing(m, input);
      check_ambiguities_merge(m, input);
    });
  }
  // The text as one shard argument (--shard I/K): InputError or a shard.
  f3go::fuzz::guard<f3go::InputError>("parse_shard", input, [&] {
    const auto s = f3go::judge::parse_shard(std::string(texts.front()), "--shard");
    check(s.index < s.count, "parse_shard gave I >= K", input, {});
  });
  return 0;
}
