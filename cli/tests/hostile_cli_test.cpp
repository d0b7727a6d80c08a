// The f3go executable against a hostile user: output that cannot be written is never a success,
// numbers never wrap, every file that cannot be read says why, messages stay one short line, the
// command line's N reaches the position, and `analyze --json` reads back (`--from-json`). Each test
// failed before the fix it guards (exit 0 with nothing written, a seed of -1 taken as 2^64 - 1,
// "the file is empty" for a directory, a 5 MB message, flybombs left 3 under --set flybombs=7, a
// JSON report that could not be read back).
#include <gtest/gtest.h>
#include <signal.h>
#include <unistd.h>

#include <chrono>
#include <fstream>

#include <algorithm>
#include <filesystem>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "cli/tests/cli_fixture.h"

namespace f3go::testing {
namespace {

namespace fs = std::filesystem;

using Hostile = CliFixture;

const std::string& kPosition = f3go::testing::kSmallPosition;

const char* kCase =
    "case: hostile-bottom\nclauses: T22.6\nsize: 3\n. . .\n. . .\n. . .\nmoves: B B2\nask: bottom\n"
    "expect: .../.X./...\n";

int lines(const std::string& s) { return static_cast<int>(std::count(s.begin(), s.end(), '\n')); }

// --- output that cannot be written -----------------------------------------------------------

// Every subcommand, to a full disk and to a closed stdout: status 2 and one line naming the cause
// (they all exited 0 having written nothing).
TEST_F(Hostile, OutputThatCannotBeWrittenIsNotASuccess) {
  write("p.pos", kPosition);
  write("r.sgf", "(;SZ[5];B[cc];W[dd])");
  write("illegal.sgf", "(;SZ[5];B[cc];W[cc])");  // status 1 when written
  write("corpus/a.case", kCase);
  write("shard.out", "run: x shard=0/1\n3 agree, 0 disagree\n{\"f3go\":\"verify\",\"run\":\"x\",\"shard\":[0,1],\"results\":{\"agree\":3,\"disagree\":0,\"unknown\":0,\"counts_unknown\":false,\"disagreements\":[]}}\n");
  for (const std::string args :
       {"analyze p.pos", "analyze --json p.pos", "explain p.pos B5", "replay r.sgf", "replay illegal.sgf",
        "perft --size 2 --depth 2", "perft --size 2 --depth 1 --divide", "count-legal 2",
        "verify --random 2 --size 2", "verify --merge shard.out", "certify --corpus corpus", "--help"}) {
    const Result full = f3go_redirected(args, ">/dev/full");
    EXPECT_EQ(full.status, 2) << args << "\nstderr: " << full.err;
    EXPECT_NE(full.err.find("f3go: cannot write the output to standard output: "), std::string::npos) << args << ": " << full.err;
    EXPECT_EQ(lines(full.err), 1) << args << ": " << full.err;
    const Result closed = f3go_redirected(args, ">&-");
    EXPECT_EQ(closed.status, 2) << args << "\nstderr: " << closed.err;
    EXPECT_EQ(closed.err, "f3go: cannot write the output: standard output is closed\n") << args;
  }
  EXPECT_NE(f3go_redirected("analyze p.pos", ">/dev/full").err.find("No space left on device"), std::string::npos);
}

// --- integer options: decimal, ranged, added one way -----------------------------------------

// CLI11 read a leading zero as octal (`--size 010` ran on 8x8, `--seed 010` was seed 8) and took
// `0x3` as three; every integer option now reads decimal digits only and refuses the rest.
TEST_F(Hostile, IntegerOptionsAreDecimalOnly) {
  const Result size = f3go("perft --size 010 --depth 1");
  EXPECT_EQ(size.status, 0) << size.err;
  EXPECT_NE(size.out.find("perft 10x10"), std::string::npos) << size.out;
  const Result seed = f3go("verify --random 2 --size 2 --seed 010");
  EXPECT_EQ(seed.status, 0) << seed.err;
  EXPECT_NE(seed.out.find("seed=10 "), std::string::npos) << seed.out;
  for (const std::string args :
       {"count-legal 0x3", "perft --size 0x3 --depth 1", "perft --size 3 --depth 0x1", "verify --random 0x2 --size 2",
        "verify --random 2 --size 0x2", "verify --random 2 --size 2 --seed 0x2", "verify --exhaustive 0x2",
        "certify --games 0x1", "certify --seed 0x1", "certify --size 0x5", "certify --timeout 0x10",
        "certify --deadline 0x10", "gtp --seed 0x1", "regress x.tst --engine reference --timeout 0x10",
        "ambiguities --max-size 0x2", "ambiguities --max-stones 0x2", "ambiguities --depth 0x1",
        "ambiguities --random 0x1", "ambiguities --random-size 0x5", "ambiguities --seed 0x1",
        "ambiguities --smt-size 0x2", "ambiguities --smt-stones 0x2", "smt-search --switch A07 --readings a,b --size 0x3",
        "smt-search --switch A07 --readings a,b --max-stones 0x3"})
    expect_bad_input(args, "not '0x");
}

// The same range checks everywhere: seeds are never negative (`ambiguities --seed -1` ran as
// 2^64 - 1), sizes are 2..19 with one message, and `verify --random N` names the missing --size
// (it complained about "--size 0").
TEST_F(Hostile, RangesAreCheckedAlikeInEverySubcommand) {
  expect_bad_input("ambiguities --seed -1", "ambiguities --seed: the value must be a whole number of decimal digits (no sign, no 0x), not '-1'");
  expect_bad_input("gtp --seed -1", "--seed: the value must be a whole number");
  for (const std::string args : {"perft --size 1 --depth 1", "verify --random 2 --size 1", "certify --size 1"})
    expect_bad_input(args, "--size: Value 1 not in range 2 to 19");
  expect_bad_input("verify --random 2", "--random requires --size");
  expect_bad_input("certify --games -1", "--games: the value must be a whole number");
  expect_bad_input("certify --timeout 0", "--timeout: Value 0 not in range 1 to 3600000");
}

// Messages that named the wrong thing: a .tst file without a test ran as "0 passed, 0 failed",
// exit 0; a game parameter given to `ambiguities --given` was blamed on --switch; a --dump-smt
// folder that cannot be written was found only after the search.
TEST_F(Hostile, MessagesNameWhatIsWrong) {
  write("empty.tst", "");
  write("p.pos", "size 5\nblack: C3\n");
  write("r.sgf", "(;SZ[5];B[cc];W[dd])");
  for (const std::string file : {"empty.tst", "p.pos", "r.sgf"})
    expect_bad_input("regress " + file + " --engine reference", file + ": no test: a .tst file holds numbered GTP commands");
  expect_bad_input("ambiguities --given komi=5", "ambiguities --given: 'komi=5' sets a game parameter");
  // The --dump-smt folder is checked before the search, not after it.
  expect_bad_input("smt-search --switch A07 --readings connected,any --size 3 --dump-smt p.pos/x",
                   "smt-search --dump-smt: cannot write into the folder 'p.pos/x'");
}

// A Z3 timeout under a millisecond was cast to 0 ms, which Z3 reads as "no limit".
TEST_F(Hostile, AZ3TimeoutUnderAMillisecondIsRefused) {
  expect_bad_input("smt-search --switch A07 --readings connected,any --size 2 --timeout 0.0005",
                   "smt-search --timeout: SECONDS must be 0.001");
  expect_bad_input("ambiguities --switch A07 --max-size 2 --smt-size 2 --smt-timeout 0.0005",
                   "ambiguities --smt-timeout: SECONDS must be 0.001");
}

// SGF NB/NW took counts up to 2147483647 where every other format stops at 99.
TEST_F(Hostile, FlybombCountsHaveOneCapInEveryFormat) {
  write("nb.sgf", "(;FF[4]SZ[5]NB[2147483647];B[cc])");
  expect_bad_input("replay nb.sgf", "NB[2147483647]: a count of flybombs is at most 99");
  write("nw.sgf", "(;FF[4]SZ[5]NW[100];B[cc])");
  expect_bad_input("replay nw.sgf", "at most 99");
}

// --- certify ---------------------------------------------------------------------------------

// Refused before any work, with the reason: nothing to check (`--no-corpus` alone printed PASS), an
// unknown oracle on every path, an empty or missing engine command (it said "exited with status
// 127"), report files that cannot be written (found only at the end, or never).
TEST_F(Hostile, CertifyRefusesWhatCannotWork) {
  write("corpus/a.case", kCase);
  expect_bad_input("certify --no-corpus", "nothing would be checked");
  expect_bad_input("certify --corpus corpus --oracle bogus", "--oracle: bogus not in");
  expect_bad_input("certify --corpus corpus --engine ''", "--engine: the command is empty");
  expect_bad_input("certify --corpus corpus --engine f3go_no_such_engine_command", "not found");
  expect_bad_input("certify --corpus corpus --engine reference --junit no/such/dir/j.xml", "certify --junit: cannot write");
  expect_bad_input("certify --corpus corpus --engine 'cat' --engine-stderr no/such/dir/e.txt",
                   "certify --engine-stderr: cannot write");
}

// An --engine-stderr file that opens but cannot be written (a full disk) was silently left behind:
// the certificate is printed, then the lost output is named with the system's reason, exit 2.
TEST_F(Hostile, EngineStandardErrorThatCannotBeWrittenIsNamed) {
  const Result r = f3go(
      "certify --engine \"sh -c 'echo noise >&2; sleep 5'\" --engine-stderr /dev/full "
      "--no-corpus --games 1 --size 5 --timeout 300");
  EXPECT_EQ(r.status, 2) << r.err;
  EXPECT_NE(r.out.find("engine failure:"), std::string::npos) << r.out;
  EXPECT_EQ(r.err, "f3go: /dev/full: cannot write the engine's standard error: No space left on device\n");
}

// The engine is spoken to over GTP with a one-millisecond timeout: it may be too slow, but it is
// not blamed for closing its output (the command's write was given up before it was tried).
TEST_F(Hostile, AShortTimeoutDoesNotBlameTheEngineForClosing) {
  const Result r = f3go("certify --engine \"'" + std::string(F3GO_BINARY) + "' gtp\" --no-corpus --games 1 --size 5 --timeout 1");
  EXPECT_EQ(r.status, 1) << r.err;
  EXPECT_EQ(r.out.find("closed its output"), std::string::npos) << r.out;
}

// A run has a deadline (an engine answering each command in 5 s kept certify busy and silent for
// hours), says where it is on stderr in every phase, and its time covers the whole run.
TEST_F(Hostile, CertifyHasADeadlineAndSaysWhereItIs) {
  const std::string engine = "\"sleep 1.2; exec '" + std::string(F3GO_BINARY) + "' gtp --engine optimized\"";
  write("corpus/a.case", kCase);
  const Result corpus = f3go("certify --corpus corpus --engine " + engine);
  EXPECT_EQ(corpus.status, 0) << corpus.err;
  EXPECT_NE(corpus.err.find("certify: corpus case 1/1"), std::string::npos) << corpus.err;
  EXPECT_NE(corpus.out.find("time:    1."), std::string::npos) << corpus.out;
  const auto start = std::chrono::steady_clock::now();
  const Result games = f3go("certify --no-corpus --games 100000 --engine " + engine + " --deadline 3");
  EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::seconds(8));
  EXPECT_EQ(games.status, 1) << games.err;
  EXPECT_NE(games.out.find("the certification's deadline of 3 s passed"), std::string::npos) << games.out;
  EXPECT_NE(games.err.find("certify: game 1/100000"), std::string::npos) << games.err;
}

// SIGTERM or Ctrl-C ends certify and its engine's whole process group (the engine ran on in a
// group of its own, and so did what it started).
TEST_F(Hostile, ASignalEndsTheEngineToo) {
  write("engine.sh", "echo $$ > engine.pid; sleep 1000 & echo $! > child.pid; while read id rest; do sleep 1000; done\n");
  for (const char* sig : {"TERM", "INT"}) {
    std::filesystem::remove(dir_ / "engine.pid");
    std::filesystem::remove(dir_ / "child.pid");
    write("run.sh", "'" + std::string(F3GO_BINARY) +
                        "' certify --engine 'sh engine.sh' --no-corpus --games 1 "
                        ">/dev/null 2>&1 &\npid=$!\nfor i in $(seq 100); do [ -s child.pid ] && break; sleep 0.05; done\n"
                        "kill -" +
                        sig + " $pid\nwait $pid\nexit 0\n");
    ASSERT_EQ(std::system(("cd '" + dir_.string() + "' && bash run.sh").c_str()), 0);
    for (const char* file : {"engine.pid", "child.pid"}) {
      std::ifstream in(dir_ / file);
      long pid = 0;
      in >> pid;
      ASSERT_GT(pid, 0) << file;
      bool alive = true;
      for (int i = 0; i < 100 && alive; ++i) {
        std::ifstream stat("/proc/" + std::to_string(pid) + "/stat");
        std::string line;
        alive = std::getline(stat, line) && line.substr(line.rfind(')') + 2, 1) != "Z";
        if (alive) ::usleep(10000);
      }
      EXPECT_FALSE(alive) << sig << ": " << file << " " << pid;
      if (alive) ::kill(static_cast<pid_t>(pid), SIGKILL);
    }
  }
}

// --- numbers ---------------------------------------------------------------------------------

TEST_F(Hostile, SeedsAndCountsAreRangeCheckedNotWrapped) {
  expect_bad_input("verify --random 2 --size 2 --seed -1",
                   "verify --seed: the value must be a whole number of decimal digits (no sign, no 0x), not '-1'");
  expect_bad_input("verify --random 2 --size 2 --seed 18446744073709551616",
                   "--seed: the value must be a whole number from 0 to 18446744073709551615, not '18446744073709551616'");
  // It said "give exactly one of --random COUNT, …" as if --random were missing.
  expect_bad_input("verify --random -1 --size 2", "verify --random: the value must be a whole number of decimal digits");
  const Result ok = f3go("verify --random 2 --size 2 --seed 18446744073709551615");
  EXPECT_EQ(ok.status, 0) << ok.err;
  EXPECT_NE(ok.out.find("seed=18446744073709551615"), std::string::npos) << ok.out;
  expect_bad_input("verify --shard 1/-3 --random 2 --size 2", "'1/-3' is not I/K");
  write("p.pos", kPosition);
  expect_bad_input("analyze --set seed=-1 p.pos", "seed must be a whole number");
}

TEST_F(Hostile, ShardSumsThatWouldWrapAreBadInput) {
  write("a.out", "{\"f3go\":\"verify\",\"run\":\"x\",\"shard\":[0,2],\"results\":{\"agree\":18446744073709551615,\"disagree\":0,\"unknown\":0,\"counts_unknown\":false,\"disagreements\":[]}}\n");
  write("b.out", "{\"f3go\":\"verify\",\"run\":\"x\",\"shard\":[1,2],\"results\":{\"agree\":1,\"disagree\":0,\"unknown\":0,\"counts_unknown\":false,\"disagreements\":[]}}\n");
  expect_bad_input("verify --merge a.out b.out", "b.out:1: the agree counts add up past 18446744073709551615");
  // A huge K: the missing shards as ranges (this allocated until bad_alloc).
  write("k.out", "{\"f3go\":\"verify\",\"run\":\"x\",\"shard\":[0,1000000000000],\"results\":{\"agree\":1,\"disagree\":0,\"unknown\":0,\"counts_unknown\":false,\"disagreements\":[]}}\n");
  const Result r = f3go("verify --merge k.out");
  EXPECT_EQ(r.status, 1) << r.err;
  EXPECT_EQ(r.out, "merged 1 of 1000000000000 shards of: x\nmissing shards: 1-999999999999\n1 agree, 0 disagree\n");
}

// --- the command line's N --------------------------------------------------------------------

TEST_F(Hostile, SetFlybombsReachesThePosition) {
  write("p.pos", kPosition);
  const Result text = f3go("analyze --set flybombs=7 p.pos");
  ASSERT_EQ(text.status, 0) << text.err;
  EXPECT_NE(text.out.find("rules 2022;flybombs=7\nto move: black; flybombs left: black 7, white 7;"), std::string::npos)
      << text.out;
  const Result json = f3go("analyze --json --set flybombs=7 p.pos");
  ASSERT_EQ(json.status, 0) << json.err;
  const auto j = nlohmann::json::parse(json.out);
  EXPECT_EQ(j["position"]["flybombs_left"], (nlohmann::json{{"black", 7}, {"white", 7}}));
  EXPECT_EQ(j["parameters"]["flybombs"], 7);
  // A file with its own counts keeps them.
  write("own.pos", std::string("flybombs: black=1 white=2\n") + kPosition);
  const Result own = f3go("analyze --set flybombs=7 own.pos");
  EXPECT_NE(own.out.find("flybombs left: black 1, white 2;"), std::string::npos) << own.out;
}

// --- files that cannot be read ---------------------------------------------------------------

TEST_F(Hostile, EveryUnreadableFileSaysWhy) {
  fs::create_directories(dir_ / "folder");
  expect_bad_input("replay folder", "folder: cannot read the file: it is a directory");  // was "the file is empty"
  expect_bad_input("analyze folder", "folder: cannot read the file: it is a directory");
  expect_bad_input("replay missing.sgf", "missing.sgf: cannot read the file: No such file or directory");
  expect_bad_input("analyze ''", "'': cannot read the file: the file name is empty");  // named no file
  fs::create_symlink(dir_ / "loop.pos", dir_ / "loop.pos");
  expect_bad_input("analyze loop.pos", "loop.pos: cannot read the file: Too many levels of symbolic links");
  expect_bad_input("analyze /dev/zero", "/dev/zero: cannot read the file: it holds more than 16 MiB");
  expect_bad_input("replay /dev/zero", "/dev/zero: cannot read the file: it holds more than 16 MiB");
  expect_bad_input("verify --merge /dev/zero", "/dev/zero: cannot read the file: it holds more than 16 MiB");
  expect_bad_input("perft --depth 1 --position folder", "folder: cannot read the file: it is a directory");
  expect_bad_input("certify --corpus ''", "--corpus: the name is empty");  // certified the bundled corpus
  expect_bad_input("certify --corpus /dev/zero", "/dev/zero: not a folder: it is a device or a pipe");
  expect_bad_input("certify --corpus /no/such", "/no/such: not a folder: No such file or directory");
  expect_bad_input("gtp --files /no/such", "gtp --files: /no/such: not a folder: No such file or directory");
}

// As another user when the test runs as root (root reads everything).
std::string as_nobody() {
  if (::geteuid() != 0) return "";
  return std::system("command -v setpriv >/dev/null 2>&1") == 0 ? "setpriv --reuid=65534 --regid=65534 --clear-groups" : "-";
}

TEST_F(Hostile, PermissionDeniedIsNamedWithThePath) {
  const std::string user = as_nobody();
  if (user == "-") GTEST_SKIP() << "running as root without setpriv";
  fs::permissions(dir_, fs::perms::owner_all | fs::perms::group_read | fs::perms::group_exec |
                            fs::perms::others_read | fs::perms::others_exec);
  write("secret.sgf", "(;SZ[5];B[cc])");
  fs::permissions(dir_ / "secret.sgf", fs::perms::owner_read | fs::perms::owner_write);
  Result r = f3go("replay secret.sgf", user);
  EXPECT_EQ(r.status, 2);
  EXPECT_EQ(r.err, "f3go: secret.sgf: cannot read the file: Permission denied\n");
  // A folder of the corpus that cannot be read: it was "internal error … filesystem error".
  write("corpus/a.case", kCase);
  fs::create_directories(dir_ / "corpus" / "locked");
  fs::permissions(dir_ / "corpus", fs::perms::owner_all | fs::perms::others_read | fs::perms::others_exec);
  fs::permissions(dir_ / "corpus" / "locked", fs::perms::owner_all);
  r = f3go("certify --corpus corpus", user);
  EXPECT_EQ(r.status, 2) << r.err;
  EXPECT_EQ(r.err, "f3go: corpus/locked: cannot read the folder: Permission denied\n");
  EXPECT_EQ(r.out, "");
}

// --- messages --------------------------------------------------------------------------------

TEST_F(Hostile, MessagesQuoteAnExcerptNotTheWholeValue) {
  write("p.pos", kPosition);
  const std::string big(9000, 'x');
  write("big.pos", "size: " + big + "\n");
  for (const std::string& args : std::vector<std::string>{"analyze big.pos", "analyze --set komi=" + big + " p.pos",
                                                          "analyze --set " + big + "=1 p.pos", "analyze --coords " + big + " p.pos",
                                                          "explain p.pos " + big, big, "verify --random 2 --size 2 --seed " + big}) {
    const Result r = f3go(args);
    EXPECT_EQ(r.status, 2) << args.substr(0, 60);
    EXPECT_EQ(lines(r.err), 1) << r.err;
    EXPECT_LT(r.err.size(), 2200u) << args.substr(0, 60) << ": " << r.err.substr(0, 300);
  }
  write("huge.pos", "size: " + std::string(5000000, '9') + "\n");
  expect_bad_input("analyze huge.pos", "huge.pos:1: line of 5000006 bytes, longer than the limit of 10000 bytes");
  write("bom.pos", std::string("\xEF\xBB\xBF") + kPosition);
  EXPECT_EQ(f3go("analyze bom.pos").status, 0);  // was "the board starts before 'size:'"
}

// --- analyze --json reads back ---------------------------------------------------------------

TEST_F(Hostile, AnalyzeJsonReadsBackAndIsAnalysedAgain) {
  write("p.pos", std::string("rules: 2018\nset: komi=-2.5\nset: mode=A\nset: seed=77\nto_move: white\n") + kPosition);
  const Result json = f3go("analyze --json --set flybombs=2 p.pos");
  ASSERT_EQ(json.status, 0) << json.err;
  write("r.json", json.out);
  const Result back = f3go("analyze --from-json r.json --json");
  EXPECT_EQ(back.status, 0) << back.err;
  EXPECT_EQ(back.out, json.out);
  const Result text = f3go("analyze --from-json r.json");
  EXPECT_EQ(text.status, 0) << text.err;
  EXPECT_EQ(text.out, f3go("analyze --set flybombs=2 p.pos").out);
  // A recorded verdict that the position does not have: reported, status 1, after the output.
  auto j = nlohmann::ordered_json::parse(json.out);
  j["score"]["result"] = "B+1000";
  write("tampered.json", j.dump(2));
  const Result mismatch = f3go("analyze --from-json tampered.json");
  EXPECT_EQ(mismatch.status, 1);
  EXPECT_EQ(mismatch.out, text.out);
  EXPECT_NE(mismatch.err.find("f3go: tampered.json: the recorded analysis differs from the recomputed one at "
                              "$.score.result: recorded \"B+1000\", recomputed \""),
            std::string::npos)
      << mismatch.err;
  EXPECT_EQ(lines(mismatch.err), 1);
  // Rules changed in the record: the recomputed analysis follows them, the recorded one does not.
  j = nlohmann::ordered_json::parse(json.out);
  j["parameters"]["komi"] = 100;
  write("komi.json", j.dump());
  EXPECT_EQ(f3go("analyze --from-json komi.json").status, 1);
  // Bad records are bad input.
  expect_bad_input("analyze --from-json r.json --set komi=1", "the record carries its rules");
  expect_bad_input("analyze --from-json r.json p.pos", "--from-json");
  write("bad.json", "{\"format\": \"f3go-analysis/2\",");
  expect_bad_input("analyze --from-json bad.json", "bad.json: not JSON: ");
  write("old.json", "{\"format\": \"f3go-analysis/1\"}");
  expect_bad_input("analyze --from-json old.json", "old.json: $.format: expected \"f3go-analysis/2\"");
  write("deep.json", std::string(100000, '['));
  expect_bad_input("analyze --from-json deep.json", "deep.json: arrays and objects nested deeper than 64");
  expect_bad_input("analyze", "give a position FILE");
}

}  // namespace
}  // namespace f3go::testing
