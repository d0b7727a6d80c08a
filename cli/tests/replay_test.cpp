// `f3go replay` on the sample records of corpus/records/ (cli/replay.cpp): one line per turn,
// the score, an illegal turn as status 1, a bad option or engine name as status 2, and --engine
// optimized replaying as the reference does.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <string>
#include <vector>

#include "cli/tests/cli_fixture.h"

namespace f3go {
namespace {

using testing::Result;

using CliRun = Result;

// Runs the f3go executable (built by the f3go target) with `args`.
CliRun run_f3go(const std::string& args) {
  const std::string base = ::testing::TempDir() + "replay_test_" +
                           ::testing::UnitTest::GetInstance()->current_test_info()->name();
  const std::string cmd = std::string(F3GO_BINARY) + " " + args + " >" + base + ".out 2>" + base + ".err";
  const int raw = std::system(cmd.c_str());
  return {WIFEXITED(raw) ? WEXITSTATUS(raw) : -1, testing::slurp(base + ".out"), testing::slurp(base + ".err")};
}

std::string record(const char* name) { return std::string(F3GO_CORPUS_DIR) + "/records/" + name + ".sgf"; }

// 5×5: B A2, W A1 (one liberty, B1), B B1 takes it (T22.6(2)); then two passes (A29). Black holds
// every point: 25, Y = 25/2, and under score.komi=half_area black wins by 25 − (12.5 + 3.75).
TEST(Replay, ACaptureAndTheScore) {
  const CliRun r = run_f3go("replay " + record("capture"));
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.out,
            "1 B A2: legal\n"
            "2 W A1: legal\n"
            "3 B B1: legal, captures A1\n"
            "4 W pass: legal\n"
            "5 B pass: legal\n"
            "score: black=25 white=0 neutral=0 result=B+8.75\n");
}

TEST(Replay, AStoneOnAnOccupiedPointStopsTheReplay) {
  const CliRun r = run_f3go("replay " + record("occupied"));
  EXPECT_EQ(r.status, 1) << r.err;
  EXPECT_EQ(r.out.rfind("1 B C3: legal\nmove 2 (W C3) is illegal: ", 0), 0u) << r.out;
  EXPECT_EQ(r.out.find("score:"), std::string::npos) << r.out;
}

// B A1 between white B1 and A2 has no liberty and captures nothing: A13 move.suicide. Allowed,
// the stone is removed and the board is the initial one again, which A14 positional_superko
// forbids; under situational_superko the side to move differs, so the turn stands.
TEST(Replay, SetOverridesTheRecordsRules) {
  const CliRun forbidden = run_f3go("replay " + record("suicide"));
  EXPECT_EQ(forbidden.status, 1) << forbidden.err;
  EXPECT_EQ(forbidden.out.rfind("move 1 (B A1) is illegal: ", 0), 0u) << forbidden.out;

  const CliRun superko = run_f3go("replay --set move.suicide=allowed " + record("suicide"));
  EXPECT_EQ(superko.status, 1) << superko.err;
  EXPECT_EQ(superko.out.rfind("move 1 (B A1) is illegal: ", 0), 0u) << superko.out;

  const CliRun allowed =
      run_f3go("replay --set move.suicide=allowed --set move.ko=situational_superko " + record("suicide"));
  EXPECT_EQ(allowed.status, 0) << allowed.err;
  EXPECT_EQ(allowed.out.rfind("1 B A1: legal", 0), 0u) << allowed.out;
  // The black stone is gone: white holds all 25 points; 0 − (12.5 + 3.75).
  EXPECT_NE(allowed.out.find("\nscore: black=0 white=25 neutral=0 result=W+16.25\n"), std::string::npos)
      << allowed.out;
}

// --rules replaces the profile: on a board without flowers 2018 scores the capture game alike.
TEST(Replay, RulesReplacesTheProfile) {
  const CliRun r = run_f3go("replay --rules 2018 " + record("capture"));
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.out.find("\nscore: black=25 white=0 neutral=0 result=B+8.75\n"), std::string::npos) << r.out;
}

// Flybomb turns with a flower point and a flower pass (A19 forfeit), numbered 1, 4, 7 (T22.1.b).
// Every flower touches no stone, so all three (C3, E5, A5) are neutral (T22.4.1); the 19 empty
// points form one empty string touching both colours: 9.5 each (T22.7 seki halves, A24 split).
// Black 2 + 9.5, white 1 + 9.5, neutral 3; Y = 11; 11.5 − (11 + 3.75) = −3.25.
TEST(Replay, FlybombTurns) {
  const CliRun r = run_f3go("replay " + record("flybomb"));
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.out,
            "1 B A1 F E5: legal\n"
            "4 W E1 F A5: legal\n"
            "7 B B2 F pass: legal\n"
            "10 W pass: legal\n"
            "11 B pass: legal\n"
            "score: black=11.5 white=10.5 neutral=3 result=W+3.25\n");
}

// Mode A with N = 1: the schedule of the record (black's own turn 1, white's own turn 2) is used,
// not one drawn from the seed. Black 1 + 10, white 2 + 10, neutral 2; Y = 11.5; 11 − 15.25.
TEST(Replay, ModeAFollowsTheRecordedSchedule) {
  const CliRun r = run_f3go("replay " + record("mode-a"));
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.out,
            "1 B C3 F A1: legal\n"
            "4 W D4: legal\n"
            "5 B pass: legal\n"
            "6 W B2 F E5: legal\n"
            "9 B pass: legal\n"
            "10 W pass: legal\n"
            "score: black=11 white=12 neutral=2 result=W+4.25\n");
}

// T22.8: on white's second own turn a random flybomb is due; a plain stone there is illegal.
TEST(Replay, ModeAMissedRandomFlybomb) {
  const std::string path = ::testing::TempDir() + "sgf_test_missed.sgf";
  std::ofstream(path) << "(;SZ[5]RU[2022;flybombs=1;mode=A]NB[1]NW[1]FM[A]RB[1]RW[2]\n"
                         ";B[cc]FD[]FP[ae];W[db];B[];W[bd])\n";
  const CliRun r = run_f3go("replay " + path);
  EXPECT_EQ(r.status, 1) << r.err;
  EXPECT_NE(r.out.find("\nmove 6 (W B2) is illegal: "), std::string::npos) << r.out;
}

// 4×4, white first (PL[W]): its first move is 2 (T22.1.b). 8 points each, 8 − (8 + 3.75).
TEST(Replay, WhiteMovesFirstUnder2018) {
  const CliRun r = run_f3go("replay " + record("white-first-2018"));
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.out,
            "2 W C3: legal\n"
            "3 B pass: legal\n"
            "4 W pass: legal\n"
            "score: black=8 white=8 neutral=0 result=W+3.75\n");
}

TEST(Replay, AMalformedRecordIsStatusTwoWithItsPlace) {
  const std::string path = ::testing::TempDir() + "sgf_test_malformed.sgf";
  std::ofstream(path) << "(;SZ[9]\n;B[aa]\n;W[zz])\n";
  const CliRun r = run_f3go("replay " + path);
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.err.find(path + ":3:3: "), std::string::npos) << r.err;
  EXPECT_TRUE(r.out.empty()) << r.out;
}

TEST(Replay, ABadSettingIsStatusTwo) {
  const CliRun r = run_f3go("replay --set move.suicide=sometimes " + record("suicide"));
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.err.find("move.suicide"), std::string::npos) << r.err;
}

// Every record of corpus/records/, by name.
std::vector<std::string> all_records() {
  std::vector<std::string> out;
  for (const auto& e : std::filesystem::directory_iterator(std::string(F3GO_CORPUS_DIR) + "/records"))
    if (e.path().extension() == ".sgf") out.push_back(e.path().stem().string());
  std::sort(out.begin(), out.end());
  return out;
}

// The optimized engine replays every record as the reference does, turn by turn and in the score;
// without --engine the reference replays.
TEST(Replay, TheOptimizedEngineReplaysAsTheReference) {
  const std::vector<std::string> names = all_records();
  ASSERT_FALSE(names.empty());
  for (const std::string& name : names) {
    const std::string file = record(name.c_str());
    const CliRun reference = run_f3go("replay --engine reference " + file);
    const CliRun optimized = run_f3go("replay --engine optimized " + file);
    const CliRun by_default = run_f3go("replay " + file);
    EXPECT_TRUE(reference.status == 0 || reference.status == 1) << name << ": " << reference.err;
    EXPECT_FALSE(reference.out.empty()) << name;
    EXPECT_EQ(optimized.status, reference.status) << name << ": " << optimized.err;
    EXPECT_EQ(optimized.out, reference.out) << name;
    EXPECT_EQ(by_default.status, reference.status) << name;
    EXPECT_EQ(by_default.out, reference.out) << name;
  }
}

TEST(Replay, AnUnknownEngineIsStatusTwoNamingTheKnownOnes) {
  const CliRun r = run_f3go("replay --engine nosuch " + record("capture"));
  EXPECT_EQ(r.status, 2);
  EXPECT_TRUE(r.out.empty()) << r.out;
  EXPECT_NE(r.err.find("replay --engine"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("nosuch"), std::string::npos) << r.err;
  for (const char* known : {"reference", "optimized"}) EXPECT_NE(r.err.find(known), std::string::npos) << r.err;
}

}  // namespace
}  // namespace f3go
