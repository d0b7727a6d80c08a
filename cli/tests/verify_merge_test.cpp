// `f3go verify --merge` (oracle/cli/verify_merge.cpp), run as the executable: the shards of a run
// add up to the unsharded run, missing shards are named and fail the merge, and every malformed or
// mismatched output is bad input (status 2) naming the file (and line).
#include <algorithm>
#include <string>

#include "cli/tests/cli_fixture.h"

namespace f3go::testing {
namespace {

class VerifyMerge : public CliFixture {
 protected:
  // Runs one shard of `--random 6 --size 3 --seed 4` (or `run`) and saves its stdout as `name`.
  std::string shard(int i, int k, const std::string& name, const std::string& run = "--random 6 --size 3 --seed 4") {
    const Result r = f3go("verify " + run + " --shard " + std::to_string(i) + "/" + std::to_string(k));
    EXPECT_EQ(r.status, 0) << r.err;
    write(name, r.out);
    return name;
  }
  // The counts line: the line before the record (the last line).
  static std::string last_line(const std::string& out) {
    std::string t = out.substr(0, out.find_last_not_of('\n') + 1);
    t = t.substr(0, t.find_last_of('\n'));
    return t.substr(t.find_last_of('\n') + 1);
  }
  // The record of a verify output of shard I/K of `run` with these counts.
  static std::string record(const std::string& run, int i, int k, const std::string& counts) {
    return "{\"f3go\":\"verify\",\"run\":\"" + run + "\",\"shard\":[" + std::to_string(i) + "," + std::to_string(k) +
           "],\"results\":{" + counts + ",\"disagreements\":[]}}\n";
  }
};

TEST_F(VerifyMerge, EveryRunStartsWithItsRunLineAndEndsWithItsRecord) {
  const Result r = f3go("verify --random 2 --size 2 --seed 9 --shard 1/2 --rules 2018");
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.out.substr(0, r.out.find('\n')), "run: random=2 size=2 seed=9 rules=2018 shard=1/2");
  EXPECT_EQ(r.out.substr(r.out.rfind('\n', r.out.size() - 2) + 1),
            record("random=2 size=2 seed=9 rules=2018", 1, 2, "\"agree\":1,\"disagree\":0,\"unknown\":0,\"counts_unknown\":false"));
  const Result e = f3go("verify --exhaustive 2");
  EXPECT_EQ(e.out.substr(0, e.out.find('\n')), "run: exhaustive=2 rules=2022 shard=0/1");
  const Result m = f3go("verify --exhaustive 2 --moves --shard 5/100");
  EXPECT_EQ(m.status, 0) << m.err;
  write("m.txt", m.out);
  const Result merged = f3go("verify --merge m.txt");
  EXPECT_EQ(merged.status, 1) << merged.err;
  EXPECT_EQ(merged.out.substr(0, merged.out.find('\n')), "merged 1 of 100 shards of: exhaustive=2 moves rules=2022");
}

TEST_F(VerifyMerge, ShardsAddUpToTheWholeRun) {
  const Result whole = f3go("verify --random 6 --size 3 --seed 4");
  ASSERT_EQ(whole.status, 0) << whole.err;
  const std::string files = shard(2, 3, "c.txt") + " " + shard(0, 3, "a.txt") + " " + shard(1, 3, "b.txt");
  const Result r = f3go("verify --merge " + files);
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.out, "merged 3 of 3 shards of: random=6 size=3 seed=4 rules=2022\n" + last_line(whole.out) + "\n");
  EXPECT_EQ(last_line(whole.out), "6 agree, 0 disagree");
}

TEST_F(VerifyMerge, MissingShardsAreNamedAndFail) {
  const std::string files = shard(0, 7, "a.txt") + " " + shard(4, 7, "e.txt") + " " + shard(6, 7, "g.txt");
  const Result r = f3go("verify --merge " + files);
  EXPECT_EQ(r.status, 1);
  // Shards 0, 4 and 6 of 7 over samples 0..5: samples 0 and 4 (shard 6 has none).
  EXPECT_EQ(r.out,
            "merged 3 of 7 shards of: random=6 size=3 seed=4 rules=2022\nmissing shards: 1-3, 5\n"
            "2 agree, 0 disagree\n");
}

// The Z3 engine's runs count their unknown samples: a three-way shard prints ", 0 unknown", the
// merge keeps the part when an output has it, and unknown samples alone make the merge's status 3;
// the disagreements the records list are printed with their shards.
TEST_F(VerifyMerge, UnknownCountsAndDisagreementsAreReadAndAddedUp) {
  const Result three = f3go("verify --engines reference,smt --random 2 --size 3 --seed 4 --shard 0/2");
  ASSERT_EQ(three.status, 0) << three.err;
  EXPECT_EQ(last_line(three.out), "1 agree, 0 disagree, 0 unknown");
  const std::string run = "random=2 size=3 seed=4 rules=2022 engines=reference,smt";
  write("a.txt", three.out);
  write("b.txt", record(run, 1, 2, "\"agree\":0,\"disagree\":0,\"unknown\":1,\"counts_unknown\":true"));
  Result r = f3go("verify --merge a.txt b.txt");
  EXPECT_EQ(r.status, 3) << r.err;
  EXPECT_EQ(r.out, "merged 2 of 2 shards of: " + run + "\n1 agree, 0 disagree, 1 unknown\n");
  write("d.txt", "{\"f3go\":\"verify\",\"run\":\"" + run +
                     "\",\"shard\":[1,2],\"results\":{\"agree\":0,\"disagree\":1,"
                     "\"unknown\":1,\"counts_unknown\":true,\"disagreements\":[{\"sample\":1,\"engine\":\"smt\",\"observable\":\"private eye\"}]}}\n");
  r = f3go("verify --merge a.txt d.txt");
  EXPECT_EQ(r.status, 1) << r.err;  // a disagreement outweighs an unknown
  EXPECT_EQ(r.out, "merged 2 of 2 shards of: " + run +
                       "\ndisagreement: shard 1, sample 1, smt: private eye\n"
                       "1 agree, 1 disagree, 1 unknown\n");
  write("huge.txt", record(run, 1, 2, "\"agree\":0,\"disagree\":0,\"unknown\":99999999999999999999999,\"counts_unknown\":true"));
  expect_bad_input("verify --merge huge.txt", "huge.txt:1: ");
}

TEST_F(VerifyMerge, AShardTwiceIsBadInput) {
  shard(0, 2, "a.txt");
  shard(0, 2, "again.txt");
  expect_bad_input("verify --merge a.txt again.txt", "again.txt:3: shard 0 is already in a.txt:3");
}

TEST_F(VerifyMerge, OutputsOfDifferentRunsAreBadInput) {
  shard(0, 2, "a.txt");
  shard(1, 2, "b.txt", "--random 6 --size 3 --seed 5");
  expect_bad_input("verify --merge a.txt b.txt", "b.txt:3: a different run: 'random=6 size=3 seed=5 rules=2022'");
  shard(1, 3, "k.txt");
  expect_bad_input("verify --merge a.txt k.txt", "k.txt:3: shards of 3, not 2");
}

TEST_F(VerifyMerge, MalformedOutputsAreBadInputNamingTheLine) {
  write("old.txt", "run: random=6 size=3 seed=4 rules=2022 shard=0/1\n6 agree, 0 disagree\n");
  expect_bad_input("verify --merge old.txt", "old.txt:2: the last line is not the JSON record of a finished run");
  write("unfinished.txt", "run: random=6 size=3 seed=4 rules=2022 shard=0/1\n");
  expect_bad_input("verify --merge unfinished.txt", "unfinished.txt:1: the last line is not the JSON record");
  write("badshard.txt", record("x", 3, 3, "\"agree\":1,\"disagree\":0,\"unknown\":0,\"counts_unknown\":false"));
  expect_bad_input("verify --merge badshard.txt", "badshard.txt:1: shard: shard 3/3 is not I/K");
  write("broken.txt", "{\"f3go\":\"verify\"\n");
  expect_bad_input("verify --merge broken.txt", "broken.txt:1: not JSON");
  write("long.txt", std::string(1 << 20, 'x') + "\n");
  expect_bad_input("verify --merge long.txt", "long.txt:1: line of 1048576 bytes, longer than the limit of 524288 bytes");
  expect_bad_input("verify --merge absent.txt", "absent.txt: cannot read the file: No such file or directory");
  expect_bad_input("verify --merge old.txt --random 3 --size 3", "exactly one of");
}

// `ambiguities --merge`: the shards' records, each shard once, every pair there; a missing shard
// or pair is named and fails, pair counts that disagree and outputs of verify are bad input.
TEST_F(VerifyMerge, AmbiguityShardsAreMergedFromTheirRecords) {
  const std::string run = "ambiguities --switch A01 --max-size 2 --shard ";
  for (int i = 0; i < 2; ++i) {
    const Result r = f3go(run + std::to_string(i) + "/2");
    ASSERT_EQ(r.status, 0) << r.err;
    write("a" + std::to_string(i) + ".txt", r.out);
  }
  const Result whole = f3go("ambiguities --switch A01 --max-size 2");
  Result m = f3go("ambiguities --merge a1.txt a0.txt");
  EXPECT_EQ(m.status, 0) << m.err;
  EXPECT_EQ(m.out.substr(0, m.out.find('\n')),
            "ambiguities run: rules=both max-size=2 max-stones=25 depth=1 budget=60 switch=A01 (merged 2 of 2 shards)");
  EXPECT_EQ(std::count(m.out.begin(), m.out.end(), '\n'), std::count(whole.out.begin(), whole.out.end(), '\n'));
  m = f3go("ambiguities --merge a1.txt");
  EXPECT_EQ(m.status, 1) << m.err;
  EXPECT_NE(m.out.find("(merged 1 of 2 shards)\n"), std::string::npos) << m.out;
  EXPECT_NE(m.out.find("missing shards: 0\nmissing 3 of 6 pairs: 1, 3, 5\n"), std::string::npos) << m.out;
  expect_bad_input("ambiguities --merge a0.txt a0.txt", "a0.txt:5: shard 0 is already in a0.txt:5");
  const Result other = f3go("ambiguities --switch A01 --max-size 2 --rules 2022 --shard 1/2");
  write("b1.txt", other.out);
  expect_bad_input("ambiguities --merge a0.txt b1.txt", "b1.txt:3: a different run");
  shard(0, 1, "v.txt");
  expect_bad_input("ambiguities --merge a0.txt v.txt", "v.txt:3: not the output of f3go ambiguities");
  write("long.txt", "ambiguities run: x\n" + std::string(1 << 20, 'p') + "\n");
  expect_bad_input("ambiguities --merge long.txt", "long.txt:2: line of 1048576 bytes");
}

}  // namespace
}  // namespace f3go::testing
