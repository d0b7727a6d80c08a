// The one reader of shard outputs (judge/shards.h) and what `verify --merge` and `ambiguities
// --merge` make of it, on hostile and incomplete outputs: records are read, never the English
// lines (a std::regex over a 26,000-character line overflowed the stack); the missing shards are
// ranges (a claimed shard=0/1000000000000 once allocated until bad_alloc); sums are never wrapped;
// a missing shard or pair is named, never "complete".
#include <gtest/gtest.h>

#include <chrono>
#include <functional>
#include <string>

#include "judge/ambiguities_record.h"
#include "judge/ambiguities_run.h"
#include "judge/shards.h"
#include "judge/tests/witness_files.h"
#include "judge/verify_merge.h"
#include "oracle/error.h"
#include "oracle/input.h"
#include "oracle/rules.h"
#include "oracle/tests/fixtures.h"

namespace f3go::judge {
namespace {

std::string error_of(const std::function<void()>& f) {
  try {
    f();
  } catch (const InputError& e) {
    return e.what();
  }
  return "no error";
}

// A verify output: its run line, counts line and record.
std::string verify_output(const std::string& run, Shard shard, VerifyCounts c) {
  return run_line(run, shard) + "\n" + counts_line(c, false) + "\n" + verify_record(run, shard, {c, false, {}}) + "\n";
}

// An ambiguities output of `pairs` pairs, shard I/K, holding the shard's pairs except `left_out`.
std::string ambiguities_output(std::size_t pairs, Shard shard, std::size_t left_out = 0) {
  AmbiguityResults results{pairs, {}};
  for (std::size_t i = 1; i <= pairs; ++i) {
    if ((i - 1) % shard.count != shard.index || i == left_out) continue;
    PairResult r;
    r.pair = {Switch::eye_simulated_area, 0, 1, Profile::y2022, {}};
    r.searched = {{2, 4, true}};
    results.results.push_back({i, r});
  }
  return "ambiguities run: x shard\n" + ambiguities_record("x", shard, results) + "\n";
}

TEST(ParseShard, DigitsOnlyAndNoWrap) {
  EXPECT_EQ(parse_shard("3/1000", "--shard").index, 3u);
  EXPECT_EQ(parse_shard("0/18446744073709551615", "--shard").count, ~std::uint64_t{0});
  for (const char* bad : {"-1/3", "1/-3", "3/3", "0/0", "1/18446744073709551616", "+1/3", "1/3 ", "1/", "/3", "13"})
    EXPECT_EQ(error_of([&] { parse_shard(bad, "--shard"); }), "--shard: '" + std::string(bad) + "' is not I/K with 0 <= I < K");
}

TEST(Record, IsTheLastLineAndRoundTrips) {
  const VerifyResult v{{7, 1, 2}, true, {{3, "smt", "private eye of A1"}}};
  const std::string text = "\xEF\xBB\xBFrun: a shard=0/1\r\n7 agree, 1 disagree, 2 unknown\r\n" +
                           verify_record("a", {2, 5}, v) + "\r\n\r\n";
  const ShardRecord r = read_record(text, "a.out");
  EXPECT_EQ(r.where, "a.out:3");
  EXPECT_EQ(r.command, "verify");
  EXPECT_EQ(r.run, "a");
  EXPECT_EQ(r.shard, (Shard{2, 5}));
  EXPECT_EQ(verify_result(r), v);
}

TEST(Record, LongLinesAndBadRecordsAreRefusedNotACrash) {
  const std::string record = verify_record("x", {0, 1}, {});
  EXPECT_EQ(error_of([&] { read_record("run: " + std::string(1 << 20, 'x') + "\n" + record + "\n", "long.out"); }),
            "long.out:1: line of 1048581 bytes, longer than the limit of 524288 bytes");
  EXPECT_EQ(error_of([&] { read_record("run: x shard=0/1\n1 agree, 0 disagree\n", "old.out"); }).substr(0, 58),
            "old.out:2: the last line is not the JSON record of a finis");
  EXPECT_EQ(error_of([&] { read_record("", "empty.out"); }), "empty.out: empty: not the output of f3go verify or f3go ambiguities");
  EXPECT_EQ(error_of([&] { read_record("{\"f3go\":\"verify\",\"run\":\"x\",\"shard\":[1,1],\"results\":{}}\n", "i.out"); }),
            "i.out:1: shard: shard 1/1 is not I/K with 0 <= I < K");
  EXPECT_EQ(error_of([&] { read_record("{\"f3go\":\"verify\",\"run\":\"x\",\"shard\":[0,-1],\"results\":{}}\n", "k.out"); }),
            "k.out:1: shard[1]: expected a whole number 0..18446744073709551615, got -1");
  EXPECT_EQ(error_of([&] { read_record("{\"f3go\":\"verify\",\"run\":\"x\"}\n", "m.out"); }), "m.out:1: the record: missing key \"shard\"");
  EXPECT_EQ(error_of([&] { read_record("x\r" + record + "\n", "cr.out"); }).substr(0, 34), "cr.out:1:2: a carriage return (CR)");
  EXPECT_EQ(error_of([&] { read_record("{\"f3go\":" + std::string(100, '[') + "\n", "deep.out"); }).substr(0, 48),
            "deep.out:1: arrays and objects nested deeper tha");
  EXPECT_EQ(error_of([&] { verify_result(read_record("{\"f3go\":\"verify\",\"run\":\"x\",\"shard\":[0,1],\"results\":{\"agree\":1}}", "c.out")); }),
            "c.out:1: results: missing key \"disagree\"");
}

// Ascending numbers as ranges, for the pairs a merge of the finder's shards misses.
TEST(RangesOf, JoinsRunsOfConsecutiveNumbers) {
  EXPECT_EQ(ranges_text(ranges_of({3, 5, 6, 7, 9, 10})), "3, 5-7, 9-10");
  EXPECT_EQ(ranges_of({}), ShardRanges{});
  EXPECT_EQ(ranges_of({0}).size(), 1u);
  EXPECT_EQ(ranges_of({1, 2, 3, 100}).size(), 4u);
}

// The finder's output is read by its record only: a long line is a clear error naming the file and
// line, never a crash (a regular expression over a 26 KB line overflowed the stack), and an output
// without its record (English lines only, an unfinished run) is refused.
TEST(SearchResults, AreReadByTheirRecordOnly) {
  const std::string run = read_input_file(test::kSearch.string());
  // every pair of readings of every switch, in each profile: the finder's whole run
  const std::size_t pairs = chosen_pairs({}, {}, {Profile::y2022, Profile::y2018}, "pairs").size();
  EXPECT_EQ(search_results(run, "s").size(), pairs);
  const std::string long_line(1 << 20, 'x');
  try {
    search_results("ambiguities run: x shard 0/1\n" + long_line + "\n", "big.txt");
    ADD_FAILURE() << "a 1 MB line was read";
  } catch (const InputError& e) {
    EXPECT_EQ(std::string(e.what()), "big.txt:2: line of 1048576 bytes, longer than the limit of 524288 bytes");
  }
  try {
    search_results("{" + std::string(1 << 20, ' ') + "}\n", "big.json");
    ADD_FAILURE() << "a 1 MB record was read";
  } catch (const InputError& e) {
    EXPECT_EQ(std::string(e.what()).substr(0, 40), "big.json:1: line of 1048578 bytes, longe");
  }
  const std::string english = run.substr(0, run.rfind('\n', run.size() - 2) + 1);  // without the record
  try {
    search_results(english, "old.txt");
    ADD_FAILURE() << "an output without its record was read";
  } catch (const InputError& e) {
    const std::string last_line = "old.txt:" + std::to_string(pairs + 1) + ": ";  // after the run's line and every pair's
    EXPECT_NE(std::string(e.what()).find(last_line + "the last line is not the JSON record"), std::string::npos) << e.what();
  }
}

using Merge = f3go::testing::ScratchDir;

TEST_F(Merge, MissingShardsOfAHugeRunAreRangesNotAList) {
  const std::string a = write("a.out", verify_output("x", {0, 1000000000000}, {1, 0, 0}));
  const std::string b = write("b.out", verify_output("x", {500, 1000000000000}, {2, 0, 0}));
  const auto start = std::chrono::steady_clock::now();
  const MergedRun m = merge_verify_outputs({b, a});
  EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::seconds(1));
  EXPECT_EQ(m.shards, 1000000000000u);
  EXPECT_EQ(m.merged, 2u);
  EXPECT_EQ(m.missing.size(), 999999999998u);
  EXPECT_EQ(ranges_text(m.missing), "1-499, 501-999999999999");
  EXPECT_EQ(m.agree, 3u);
  const MergedRun all = merge_verify_outputs({write("c.out", verify_output("x", {0, 1}, {4, 1, 0}))});
  EXPECT_TRUE(all.missing.empty());
  EXPECT_EQ(all.merged, 1u);
}

TEST_F(Merge, SumsPastTwoToTheSixtyFourAreRefusedNotWrapped) {
  const std::string a = write("a.out", verify_output("x", {0, 2}, {18446744073709551615u, 0, 0}));
  const std::string b = write("b.out", verify_output("x", {1, 2}, {1, 0, 0}));
  EXPECT_EQ(error_of([&] { merge_verify_outputs({a, b}); }),
            b + ":3: the agree counts add up past 18446744073709551615 (2^64 - 1)");
}

TEST_F(Merge, ADuplicateShardAnotherRunOrKOrCommandIsRefusedNamingTheFiles) {
  const std::string a = write("a.out", verify_output("x", {0, 2}, {1, 0, 0}));
  const std::string a2 = write("a2.out", verify_output("x", {0, 2}, {1, 0, 0}));
  EXPECT_EQ(error_of([&] { merge_verify_outputs({a, a2}); }), a2 + ":3: shard 0 is already in " + a + ":3");
  const std::string y = write("y.out", verify_output("y", {1, 2}, {1, 0, 0}));
  EXPECT_EQ(error_of([&] { merge_verify_outputs({a, y}); }), y + ":3: a different run: 'y', not 'x' of " + a + ":3");
  const std::string k = write("k.out", verify_output("x", {1, 3}, {1, 0, 0}));
  EXPECT_EQ(error_of([&] { merge_verify_outputs({a, k}); }), k + ":3: shards of 3, not 2 as in " + a + ":3");
  const std::string amb = write("amb.out", ambiguities_output(4, {1, 2}));
  EXPECT_EQ(error_of([&] { merge_verify_outputs({a, amb}); }),
            amb + ":2: not the output of f3go verify (a record of f3go 'ambiguities')");
}

TEST_F(Merge, AnUnreadableOutputSaysWhy) {
  EXPECT_EQ(error_of([&] { merge_verify_outputs({dir_.string()}); }), dir_.string() + ": cannot read the file: it is a directory");
  EXPECT_EQ(error_of([&] { merge_verify_outputs({"/dev/zero"}); }),
            "/dev/zero: cannot read the file: it holds more than 16 MiB (the limit of an input file)");
}

TEST_F(Merge, AmbiguityShardsArePutTogetherInPairOrder) {
  const std::string a = write("a.out", ambiguities_output(5, {0, 2})), b = write("b.out", ambiguities_output(5, {1, 2}));
  const MergedAmbiguities m = merge_ambiguities(merge_files({b, a}, "ambiguities"));
  EXPECT_EQ(m.records.records.size(), 2u);
  EXPECT_TRUE(m.records.missing.empty());
  EXPECT_TRUE(m.missing_pairs.empty());
  ASSERT_EQ(m.results.results.size(), 5u);
  for (std::size_t i = 0; i < 5; ++i) EXPECT_EQ(m.results.results[i].number, i + 1);
  EXPECT_EQ(result_line(m.results.results[0].result), result_line(m.results.results[4].result));
}

TEST_F(Merge, AMissingAmbiguityShardOrPairIsNamed) {
  const std::string a = write("a.out", ambiguities_output(5, {0, 2}));
  const MergedAmbiguities half = merge_ambiguities(merge_files({a}, "ambiguities"));
  EXPECT_EQ(ranges_text(half.records.missing), "1");
  EXPECT_EQ(half.missing_pairs, (std::vector<std::size_t>{2, 4}));
  const std::string b = write("b.out", ambiguities_output(5, {1, 2}, 4));
  const MergedAmbiguities short_one = merge_ambiguities(merge_files({a, b}, "ambiguities"));
  EXPECT_TRUE(short_one.records.missing.empty());
  EXPECT_EQ(short_one.missing_pairs, (std::vector<std::size_t>{4}));
}

TEST_F(Merge, AmbiguityShardsThatDisagreeOnThePairsOrHoldAnotherShardsPairAreRefused) {
  const std::string a = write("a.out", ambiguities_output(5, {0, 2})), b = write("b.out", ambiguities_output(6, {1, 2}));
  EXPECT_EQ(error_of([&] { merge_ambiguities(merge_files({a, b}, "ambiguities")); }),
            b + ":2: a run of 6 pairs, not 5 as in " + a + ":2");
  // Shard 1/2 claiming pair 3 (of shard 0).
  std::string text = ambiguities_output(5, {0, 2});
  text.replace(text.find("\"shard\":[0,2]"), 13, "\"shard\":[1,2]");
  const std::string c = write("c.out", text);
  EXPECT_EQ(error_of([&] { merge_ambiguities(merge_files({c}, "ambiguities")); }),
            c + ":2: results.results[0].pair: pair 1 is not of shard 1/2");
  const std::string v = write("v.out", verify_output("x", {0, 1}, {1, 0, 0}));
  EXPECT_EQ(error_of([&] { merge_files({a, v}, "ambiguities"); }),
            v + ":3: not the output of f3go ambiguities (a record of f3go 'verify')");
}

}  // namespace
}  // namespace f3go::judge
