// `f3go verify --merge` (oracle/cli/verify_merge.cpp), run as the executable: the shards of a run
// add up to the unsharded run, missing shards are named and fail the merge, and every malformed or
// mismatched output is bad input (status 2) naming the file (and line).
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
  static std::string last_line(const std::string& out) {
    const std::string t = out.substr(0, out.find_last_not_of('\n') + 1);
    return t.substr(t.find_last_of('\n') + 1);
  }
};

TEST_F(VerifyMerge, EveryRunStartsWithItsRunLine) {
  const Result r = f3go("verify --random 2 --size 2 --seed 9 --shard 1/2 --rules 2018");
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.out.substr(0, r.out.find('\n')), "run: random=2 size=2 seed=9 rules=2018 shard=1/2");
  const Result e = f3go("verify --exhaustive 2");
  EXPECT_EQ(e.out.substr(0, e.out.find('\n')), "run: exhaustive=2 rules=2022 shard=0/1");
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
  EXPECT_EQ(r.out, "merged 3 of 7 shards of: random=6 size=3 seed=4 rules=2022\nmissing shards: 1-3, 5\n"
                   "2 agree, 0 disagree\n");
}

// The Z3 engine's runs count their unknown samples: a three-way shard prints ", 0 unknown", the
// merge keeps the part when an output has it (older two-count outputs read as 0 unknown), and
// unknown samples alone make the merge's status 3.
TEST_F(VerifyMerge, UnknownCountsAreReadAndAddedUp) {
  const Result three = f3go("verify --engines reference,smt --random 2 --size 3 --seed 4 --shard 0/2");
  ASSERT_EQ(three.status, 0) << three.err;
  EXPECT_EQ(last_line(three.out), "1 agree, 0 disagree, 0 unknown");
  const std::string run = "run: random=2 size=3 seed=4 rules=2022 engines=reference,smt";
  write("a.txt", three.out);
  write("b.txt", run + " shard=1/2\n0 agree, 0 disagree, 1 unknown\n");
  Result r = f3go("verify --merge a.txt b.txt");
  EXPECT_EQ(r.status, 3) << r.err;
  EXPECT_EQ(r.out, "merged 2 of 2 shards of: random=2 size=3 seed=4 rules=2022 engines=reference,smt\n"
                   "1 agree, 0 disagree, 1 unknown\n");
  write("old.txt", run + " shard=1/2\n1 agree, 0 disagree\n");
  r = f3go("verify --merge a.txt old.txt");
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(last_line(r.out), "2 agree, 0 disagree, 0 unknown");
  write("d.txt", run + " shard=1/2\n0 agree, 1 disagree, 1 unknown\n");
  r = f3go("verify --merge a.txt d.txt");
  EXPECT_EQ(r.status, 1) << r.err;  // a disagreement outweighs an unknown
  EXPECT_EQ(last_line(r.out), "1 agree, 1 disagree, 1 unknown");
  for (const char* bad : {"1 agree, 0 disagree, x unknown", "1 agree, 0 disagree, 1 unknowns",
                          "1 agree, 0 disagree, unknown", "1 agree, 0 disagree,  1 unknown",
                          "1 agree, 0 disagree, -1 unknown"}) {
    write("bad.txt", run + " shard=1/2\n" + bad + "\n");
    expect_bad_input("verify --merge bad.txt", "bad.txt:2: the last line is not 'N agree, M disagree[, U unknown]'");
  }
  write("huge.txt", run + " shard=1/2\n1 agree, 0 disagree, 99999999999999999999999 unknown\n");
  expect_bad_input("verify --merge huge.txt", "huge.txt:2: '99999999999999999999999' is not a count");
}

TEST_F(VerifyMerge, AShardTwiceIsBadInput) {
  shard(0, 2, "a.txt");
  shard(0, 2, "again.txt");
  expect_bad_input("verify --merge a.txt again.txt", "again.txt: shard 0 is already in a.txt");
}

TEST_F(VerifyMerge, OutputsOfDifferentRunsAreBadInput) {
  shard(0, 2, "a.txt");
  shard(1, 2, "b.txt", "--random 6 --size 3 --seed 5");
  expect_bad_input("verify --merge a.txt b.txt", "b.txt: a different run: 'random=6 size=3 seed=5 rules=2022'");
  shard(1, 3, "k.txt");
  expect_bad_input("verify --merge a.txt k.txt", "k.txt: shards of 3, not 2");
}

TEST_F(VerifyMerge, MalformedOutputsAreBadInputNamingTheLine) {
  write("none.txt", "6 agree, 0 disagree\n");
  expect_bad_input("verify --merge none.txt", "none.txt: no 'run:' line");
  write("unfinished.txt", "run: random=6 size=3 seed=4 rules=2022 shard=0/1\n");
  expect_bad_input("verify --merge unfinished.txt", "unfinished.txt:1: the last line is not 'N agree, M disagree[, U unknown]'");
  write("twice.txt", "run: x shard=0/1\nrun: x shard=0/1\n1 agree, 0 disagree\n");
  expect_bad_input("verify --merge twice.txt", "twice.txt:2: a second 'run:' line");
  write("badshard.txt", "run: x shard=3/3\n1 agree, 0 disagree\n");
  expect_bad_input("verify --merge badshard.txt", "badshard.txt:1: shard 3/3 is not I/K");
  write("noshard.txt", "run: x\n1 agree, 0 disagree\n");
  expect_bad_input("verify --merge noshard.txt", "noshard.txt:1: expected 'run: … shard=I/K'");
  write("huge.txt", "run: x shard=0/1\n99999999999999999999999 agree, 0 disagree\n");
  expect_bad_input("verify --merge huge.txt", "huge.txt:2: '99999999999999999999999' is not a count");
  expect_bad_input("verify --merge absent.txt", "absent.txt: cannot read the file: No such file or directory");
  expect_bad_input("verify --merge none.txt --random 3 --size 3", "exactly one of");
}

}  // namespace
}  // namespace f3go::testing
