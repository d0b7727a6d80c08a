// The shard-output reader of `f3go verify --merge` (judge/verify_merge.h) on hostile outputs: it
// was a std::regex over each line (recursing once per character: a `run:` line of ~26,000
// characters or a count of 50,000 digits overflowed the stack), kept the missing shards as one
// number each (a claimed shard=0/1000000000000 allocated until bad_alloc), and added the counts
// with wrap-around at 2^64.
#include <gtest/gtest.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <functional>
#include <string>

#include "judge/verify_merge.h"
#include "oracle/error.h"
#include "oracle/tests/fixtures.h"

namespace f3go::judge {
namespace {

namespace fs = std::filesystem;

std::string error_of(const std::function<void()>& f) {
  try {
    f();
  } catch (const InputError& e) {
    return e.what();
  }
  return "no error";
}

TEST(ShardOutput, ReadsTheRunLineAndTheCounts) {
  const ShardOutput s = parse_shard_output("run: random=6 size=3 seed=4 rules=2022 shard=2/3\n2 agree, 0 disagree\n", "a.out");
  EXPECT_EQ(s, (ShardOutput{"random=6 size=3 seed=4 rules=2022", 2, 3, 2, 0}));
  // The last " shard=" ends the run; CR LF line ends and a byte-order mark are accepted.
  EXPECT_EQ(parse_shard_output("\xEF\xBB\xBFrun: a shard=b shard=0/1\r\n\r\n7 agree, 1 disagree\r\n", "b.out"),
            (ShardOutput{"a shard=b", 0, 1, 7, 1}));
}

TEST(ShardOutput, LongLinesAndCountsAreRefusedNotACrash) {
  // Within the line limit a long run line is read (no regular expression, no recursion).
  const std::string what(9000, 'x');
  EXPECT_EQ(parse_shard_output("run: " + what + " shard=0/1\n1 agree, 0 disagree\n", "ok.out").what, what);
  EXPECT_EQ(error_of([] { parse_shard_output("run: " + std::string(30000, 'x') + " shard=0/1\n1 agree, 0 disagree\n", "long.out"); }),
            "long.out:1: line of 30015 bytes, longer than the limit of 10000 bytes");
  EXPECT_EQ(error_of([] { parse_shard_output("run: x shard=0/1\n" + std::string(9000, '9') + " agree, 0 disagree\n", "d.out"); }),
            "d.out:2: '" + std::string(80, '9') + "…' (9000 bytes) is not a count (at most 18446744073709551615)");
  EXPECT_EQ(error_of([] { parse_shard_output("run: x shard=0/1\n18446744073709551616 agree, 0 disagree\n", "d.out"); }),
            "d.out:2: '18446744073709551616' is not a count (at most 18446744073709551615)");
  EXPECT_EQ(error_of([] { parse_shard_output("run: x shard=0/99999999999999999999\n1 agree, 0 disagree\n", "k.out"); }),
            "k.out:1: '99999999999999999999' is not a count (at most 18446744073709551615)");
  EXPECT_EQ(error_of([] { parse_shard_output("run: x shard=1/1\n1 agree, 0 disagree\n", "i.out"); }),
            "i.out:1: shard 1/1 is not I/K with 0 <= I < K");
  EXPECT_EQ(error_of([] { parse_shard_output("run: x shard=0/1\n1 agree, 0 disagree, 3 more\n", "t.out"); }),
            "t.out:2: the last line is not 'N agree, M disagree[, U unknown]' (an unfinished run?): '1 agree, 0 disagree, 3 more'");
  EXPECT_EQ(error_of([] { parse_shard_output("run: x shard=0/1\r1 agree, 0 disagree\n", "cr.out"); }).substr(0, 35),
            "cr.out:1:17: a carriage return (CR)");
}

TEST(ParseShard, DigitsOnlyAndNoWrap) {
  EXPECT_EQ(parse_shard("3/1000", "--shard").index, 3u);
  EXPECT_EQ(parse_shard("0/18446744073709551615", "--shard").count, ~std::uint64_t{0});
  for (const char* bad : {"-1/3", "1/-3", "3/3", "0/0", "1/18446744073709551616", "+1/3", "1/3 ", "1/", "/3", "13"})
    EXPECT_EQ(error_of([&] { parse_shard(bad, "--shard"); }), "--shard: '" + std::string(bad) + "' is not I/K with 0 <= I < K");
}

using Merge = f3go::testing::ScratchDir;

TEST_F(Merge, MissingShardsOfAHugeRunAreRangesNotAList) {
  const std::string a = write("a.out", "run: x shard=0/1000000000000\n1 agree, 0 disagree\n");
  const std::string b = write("b.out", "run: x shard=500/1000000000000\n2 agree, 0 disagree\n");
  const auto start = std::chrono::steady_clock::now();
  const MergedRun m = merge_verify_outputs({b, a});
  EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::seconds(1));
  EXPECT_EQ(m.shards, 1000000000000u);
  EXPECT_EQ(m.missing.size(), 999999999998u);
  EXPECT_EQ(ranges_text(m.missing), "1-499, 501-999999999999");
  EXPECT_EQ(m.agree, 3u);
  const MergedRun all = merge_verify_outputs({write("c.out", "run: x shard=0/1\n4 agree, 1 disagree\n")});
  EXPECT_TRUE(all.missing.empty());
  EXPECT_EQ(ranges_text(all.missing), "");
}

TEST_F(Merge, SumsPastTwoToTheSixtyFourAreRefusedNotWrapped) {
  const std::string a = write("a.out", "run: x shard=0/2\n18446744073709551615 agree, 0 disagree\n");
  const std::string b = write("b.out", "run: x shard=1/2\n1 agree, 0 disagree\n");
  EXPECT_EQ(error_of([&] { merge_verify_outputs({a, b}); }),
            b + ": the agree counts add up past 18446744073709551615 (2^64 - 1)");
  const std::string c = write("c.out", "run: x shard=0/2\n0 agree, 18446744073709551615 disagree\n");
  const std::string d = write("d.out", "run: x shard=1/2\n0 agree, 1 disagree\n");
  EXPECT_EQ(error_of([&] { merge_verify_outputs({c, d}); }),
            d + ": the disagree counts add up past 18446744073709551615 (2^64 - 1)");
}

TEST_F(Merge, AnUnreadableOutputSaysWhy) {
  EXPECT_EQ(error_of([&] { merge_verify_outputs({dir_.string()}); }), dir_.string() + ": cannot read the file: it is a directory");
  EXPECT_EQ(error_of([&] { merge_verify_outputs({"/dev/zero"}); }),
            "/dev/zero: cannot read the file: it holds more than 16 MiB (the limit of an input file)");
}

}  // namespace
}  // namespace f3go::judge
