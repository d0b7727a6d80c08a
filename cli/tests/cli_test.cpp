// The f3go executable (F3GO_BINARY): every kind of bad input exits with status 2 and one line on
// stderr naming the place; `analyze --json` prints exactly one JSON object; `certify` exits 0, 1
// or 2 as documented.
#include <gtest/gtest.h>

#include "oracle/position_text.h"
#include "cli/tests/cli_fixture.h"
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

#include <nlohmann/json.hpp>

namespace {

namespace fs = std::filesystem;
using f3go::testing::CliFixture;
using f3go::testing::Result;

using Cli = CliFixture;

const std::string& kPosition = f3go::testing::kSmallPosition;

TEST_F(Cli, UnknownSubcommand) { expect_bad_input("frobnicate", "frobnicate"); }

TEST_F(Cli, NoSubcommand) { expect_bad_input("", "subcommand"); }

TEST_F(Cli, UnknownOption) {
  write("p.pos", kPosition);
  expect_bad_input("analyze --bogus p.pos", "--bogus");
}

TEST_F(Cli, MissingFile) {
  expect_bad_input("analyze missing.pos", "missing.pos");
  expect_bad_input("explain missing.pos B5", "missing.pos");
}

TEST_F(Cli, MissingArgument) { expect_bad_input("analyze", "FILE"); }

TEST_F(Cli, MalformedPositionFile) {
  write("bad.pos", "size: 5\n5 . X . . .\n4 X X Q . .\n");
  expect_bad_input("analyze bad.pos", "bad.pos:3:");
}

TEST_F(Cli, UnknownSwitch) {
  write("p.pos", kPosition);
  expect_bad_input("analyze --set eye.bogus=region p.pos", "eye.bogus");
}

TEST_F(Cli, BadReading) {
  write("p.pos", kPosition);
  expect_bad_input("analyze --set eye.examined=everywhere p.pos", "--set eye.examined=everywhere");
}

TEST_F(Cli, BadProfile) {
  write("p.pos", kPosition);
  expect_bad_input("analyze --rules 2019 p.pos", "--rules");
}

TEST_F(Cli, BadCoords) {
  write("p.pos", kPosition);
  expect_bad_input("analyze --coords utm p.pos", "--coords");
}

TEST_F(Cli, BadSwitchInsideTheFile) {
  write("s.pos", std::string("set: eye.examined=nowhere\n") + kPosition);
  expect_bad_input("analyze s.pos", "s.pos:1:");
}

TEST_F(Cli, ExplainBadPoint) {
  write("p.pos", kPosition);
  expect_bad_input("explain p.pos Z9", "Z9");
  expect_bad_input("explain p.pos F1", "F1");  // off a 5×5 board
}

TEST_F(Cli, ExplainEmptyPoint) {
  write("p.pos", kPosition);
  expect_bad_input("explain p.pos C3", "C3");
}

TEST_F(Cli, ExplainBadLanguage) {
  write("p.pos", kPosition);
  expect_bad_input("explain --lang fr p.pos B5", "--lang");
}

TEST_F(Cli, HelpExitsZero) {
  Result r = f3go("--help");
  EXPECT_EQ(r.status, 0);
  EXPECT_NE(r.out.find("analyze"), std::string::npos);
  EXPECT_NE(r.out.find("certify"), std::string::npos);
}

TEST_F(Cli, AnalyzeJsonIsExactlyOneObject) {
  write("p.pos", kPosition);
  Result r = f3go("analyze --json p.pos");
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.err, "");
  nlohmann::json j;
  ASSERT_NO_THROW(j = nlohmann::json::parse(r.out)) << r.out;  // fails on anything after the object
  ASSERT_TRUE(j.is_object());
  EXPECT_EQ(j["format"], "f3go-analysis/2");
  EXPECT_EQ(j["size"], 5);
  EXPECT_EQ(j["rules"], "2022");
  EXPECT_EQ(j["parameters"], (nlohmann::json{{"komi", 3.75}, {"flybombs", 3}, {"mode", "C"}, {"seed", 1}, {"random_turns", 20}}));
  EXPECT_EQ(j["position"]["to_move"], "black");
  EXPECT_EQ(j["position"]["flybombs_left"], (nlohmann::json{{"black", 3}, {"white", 3}}));
  EXPECT_EQ(j["position"]["board"][1], "XX...");
  // The board as given, rows top first (flower shown by its attribute on the holographic board).
  ASSERT_EQ(j["holographic"].size(), 5u);
  EXPECT_EQ(j["holographic"][0], ".X...");
  EXPECT_EQ(j["holographic"][1], "XX...");
  for (const char* key : {"switches", "strings", "flowers", "flybomb_forbidden", "legal_stones", "score"})
    EXPECT_TRUE(j.contains(key)) << key;
  EXPECT_EQ(j["switches"]["eye.examined"], "adjacent");  // the 2022 default (A04)
}

TEST_F(Cli, CommandLineRulesGoOnTopOfTheFile) {
  write("p.pos", std::string("rules: 2018\nset: flybomb.whose_shapes=opponent\n") + kPosition);
  Result r = f3go("analyze --json --set eye.examined=adjacent p.pos");
  ASSERT_EQ(r.status, 0) << r.err;
  auto j = nlohmann::json::parse(r.out);
  EXPECT_EQ(j["rules"], "2018");
  EXPECT_EQ(j["switches"]["eye.examined"], "adjacent");          // --set
  EXPECT_EQ(j["switches"]["eye.own_colour"], "region");          // the 2018 default (A03)
  EXPECT_EQ(j["switches"]["flybomb.whose_shapes"], "opponent");  // the file's set: line
  r = f3go("analyze --json --rules 2022 p.pos");
  ASSERT_EQ(r.status, 0) << r.err;
  j = nlohmann::json::parse(r.out);
  EXPECT_EQ(j["rules"], "2022");
  EXPECT_EQ(j["switches"]["eye.own_colour"], "adjacent_all");  // the 2022 default
}

TEST_F(Cli, AnalyzeTextReport) {
  write("p.pos", kPosition);
  Result r = f3go("analyze --coords zh p.pos");
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.out.find("二五"), std::string::npos);  // B5 in the author's notation
  EXPECT_NE(r.out.find("Holographic board"), std::string::npos);
}

TEST_F(Cli, ExplainAcceptsBothNotations) {
  write("p.pos", kPosition);
  Result gtp = f3go("explain p.pos B5");
  Result zh = f3go("explain p.pos 二五");
  ASSERT_EQ(gtp.status, 0) << gtp.err;
  EXPECT_EQ(gtp.out, zh.out);
  EXPECT_NE(gtp.out.find("T18E.S3.1"), std::string::npos);  // A5 holds only an empty point
  Result chinese = f3go("explain --lang zh p.pos E1");
  ASSERT_EQ(chinese.status, 0) << chinese.err;
  EXPECT_NE(chinese.out.find("花棋串"), std::string::npos);
}

// explain --smt shows Z3's answer under the reference's for each region: the region where white
// adds B5 and makes the eye A5 (corpus case pe_opponent_can_make_eye) gets Z3's minimal witness,
// proven minimal, replayed through the reference.
TEST_F(Cli, ExplainShowsZ3sWitnessBesideTheReferences) {
  write("p.pos", "size: 5\nrules: 2018\n5 . . X . .\n4 O X X . .\n3 X X . . .\n2 . . . . .\n1 . . . . .\n");
  Result r = f3go("explain --smt p.pos C5");
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.out.find("Z3: not a private eye of A (T18E.S3.3.2), as the reference"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("Z3's witness: adds B5, then the one-liberty eye is at A5; 1 stones, proven minimal"),
            std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("replayed through the reference: holds"), std::string::npos) << r.out;
  EXPECT_EQ(r.out.find("differs"), std::string::npos) << r.out;
  Result plain = f3go("explain p.pos C5");
  EXPECT_EQ(plain.out.find("Z3"), std::string::npos);
}

// explain --lang zh says every verdict's detail in Chinese: over every stone of three corpus
// positions, no detail is left in English (marked “英文：”), and the Chinese phrases do appear
// (so the check is not empty).
TEST_F(Cli, ExplainChineseLeavesNoEnglishDetail) {
  const char* files[] = {"readme_7x7.pos", "seed004_rst.pos", "flowers_9x9.pos"};
  std::string all;
  int explained = 0;
  for (const char* name : files) {
    const std::string path = std::string(F3GO_CORPUS_DIR) + "/positions/" + name;
    const f3go::PositionFile pf = f3go::read_position_file(path);
    const f3go::Board& b = pf.position.board;
    for (f3go::Point p : b.points()) {
      if (b.at(p) == f3go::Cell::empty) continue;
      Result r = f3go("explain --lang zh '" + path + "' " + f3go::to_gtp(p));
      ASSERT_EQ(r.status, 0) << name << " " << f3go::to_gtp(p) << ": " << r.err;
      EXPECT_EQ(r.out.find("英文"), std::string::npos) << name << " " << f3go::to_gtp(p) << ":\n"
                                                       << r.out;
      all += r.out;
      ++explained;
    }
  }
  EXPECT_GT(explained, 50);
  for (const char* phrase : {"区域内只有空点", "是私眼", "棋串A不紧邻区域内的任何空点", "对方棋串已有眼"})
    EXPECT_NE(all.find(phrase), std::string::npos) << phrase;
}

// explain --lang zh speaks as the author writes: the verdict first (「有私眼」), each profile quoting
// its own text, the quotes in the colour of the string explained, strings named by one point (the
// first of the top row, as seed 004 names them) and a count, regions by the strings they hold.
TEST_F(Cli, ExplainChineseSpeaksTheAuthorsWay) {
  // White A (A4 B4 B5) walls the corner A5 and, with the black wall, a 21-point region.
  write("w.pos", "size: 5\n5 . O X . .\n4 O O X . .\n3 X X X . .\n2 . . . . .\n1 . . . . .\n");
  Result y22 = f3go("explain --lang zh --rules 2022 w.pos B4");
  ASSERT_EQ(y22.status, 0) << y22.err;
  EXPECT_NE(y22.out.find("结论：棋串A有私眼（"), std::string::npos) << y22.out;
  EXPECT_EQ(y22.out.find("私眼有"), std::string::npos) << y22.out;
  // 2022 quotes T22.2.8, for a white string: “白棋串私眼内有…”; nothing of the 2018 explainer.
  EXPECT_NE(y22.out.find("「白棋串私眼内有“至少一个”空点串与这个白棋串紧邻"), std::string::npos) << y22.out;
  EXPECT_EQ(y22.out.find("黑棋串私眼内有"), std::string::npos) << y22.out;
  EXPECT_EQ(y22.out.find("封闭区域R"), std::string::npos) << y22.out;
  EXPECT_NE(y22.out.find("黑白互换"), std::string::npos) << y22.out;
  // The 21 points of the big region, and the corner: an empty string of one point.
  EXPECT_NE(y22.out.find("黑棋串三五*（5子） + 空点串四五*（16个空点）"), std::string::npos) << y22.out;
  EXPECT_NE(y22.out.find("空点串一五"), std::string::npos) << y22.out;
  // 2018 quotes the explainer (T18E), in white: “第一步：如果白棋串A…”; nothing of T22.2.8.
  Result y18 = f3go("explain --lang zh --rules 2018 w.pos B4");
  ASSERT_EQ(y18.status, 0) << y18.err;
  EXPECT_NE(y18.out.find("「第一步：如果白棋串A紧邻或关联花棋串"), std::string::npos) << y18.out;
  EXPECT_EQ(y18.out.find("私眼内有“至少一个”"), std::string::npos) << y18.out;
  // A black string explained: the quotes as written.
  Result black = f3go("explain --lang zh --rules 2018 w.pos C4");
  ASSERT_EQ(black.status, 0) << black.err;
  EXPECT_NE(black.out.find("「第一步：如果黑棋串A紧邻"), std::string::npos) << black.out;
  EXPECT_NE(black.out.find("棋串A：黑棋串三五*（5子）"), std::string::npos) << black.out;
  EXPECT_EQ(black.out.find("黑白互换"), std::string::npos) << black.out;
  // A flower: under 2018 the row of the 2018 table (T18.3), under 2022 the row of T22.4.
  write("f.pos", "size: 5\n5 . . . . .\n4 . . . . .\n3 . . F . .\n2 . . . . .\n1 . . . . .\n");
  Result f18 = f3go("explain --lang zh --rules 2018 f.pos C3");
  ASSERT_EQ(f18.status, 0) << f18.err;
  EXPECT_NE(f18.out.find("T18.3.1：「一个花棋串没有紧邻黑棋串和紧邻白棋串"), std::string::npos) << f18.out;
  Result f22 = f3go("explain --lang zh --rules 2022 f.pos C3");
  EXPECT_NE(f22.out.find("T22.4.1: 「1、当HEIy+BAIy=0"), std::string::npos) << f22.out;
}

// ---------------------------------------------------------------------------------------------
// certify

// Expected answers derived from the rules: a stone is placed where it is played (T22.6(3)); a
// flybomb turn spends one of the N = 3 flybombs (T22.1.a) and takes three move numbers (T22.1.b).
const char* kGoodCase =
    "case: cli-bottom\nclauses: T22.6\nsize: 3\n. . .\n. . .\n. . .\nmoves: B B2\nask: bottom\n"
    "expect: .../.X./...\n";
const char* kFlybombCase =
    "case: cli-flybomb\nclauses: T22.1.a\nsize: 3\n. . .\n. . .\n. . .\nmoves: B B2 F A1\n"
    "ask: flybombs_left\nexpect: black=2 white=3\n";
const char* kWrongCase =
    "case: cli-wrong\nclauses: T22.6\nsize: 3\n. . .\n. . .\n. . .\nmoves: B B2\nask: bottom\n"
    "expect: .../.O./...\n";

TEST_F(Cli, CertifyPasses) {
  write("corpus/cases/a.case", kGoodCase);
  write("corpus/cases/sub/b.case", kFlybombCase);
  Result r = f3go("certify --corpus corpus");
  EXPECT_EQ(r.status, 0) << r.out << r.err;
  EXPECT_NE(r.out.find("reference"), std::string::npos);
  EXPECT_NE(r.out.find("2 cases"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("T22.6"), std::string::npos);
  EXPECT_NE(r.out.find("T22.1"), std::string::npos);
}

TEST_F(Cli, CertifyFailsWithDetails) {
  write("corpus/cases/a.case", kGoodCase);
  write("corpus/cases/w.case", kWrongCase);
  Result r = f3go("certify --corpus corpus");
  EXPECT_EQ(r.status, 1) << r.out << r.err;
  EXPECT_NE(r.out.find("w.case"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find(".../.O./..."), std::string::npos);  // expected
  EXPECT_NE(r.out.find(".../.X./..."), std::string::npos);  // actual
}

TEST_F(Cli, CertifyFindsTheCorpusThroughTheEnvironment) {
  write("elsewhere/x.case", kGoodCase);
  Result r = f3go("certify", "F3GO_CORPUS='" + (dir_ / "elsewhere").string() + "'");
  EXPECT_EQ(r.status, 0) << r.out << r.err;
  EXPECT_NE(r.out.find("1 cases"), std::string::npos) << r.out;
}

TEST_F(Cli, CertifyMalformedCase) {
  write("corpus/cases/a.case", kGoodCase);
  write("corpus/cases/m.case", "case: m\nclauses: T22.6\nsize: 3\n. . .\n. . Q\n. . .\nask: bottom\nexpect: x\n");
  expect_bad_input("certify --corpus corpus", "m.case:5:");
}

TEST_F(Cli, CertifyMissingOrEmptyCorpus) {
  expect_bad_input("certify --corpus nowhere", "nowhere");
  fs::create_directories(dir_ / "empty");
  expect_bad_input("certify --corpus empty", "empty");
}

}  // namespace

namespace {

// Every kind of malformed position file, through the command line: exit status 2
// and one line naming FILE:LINE:COL.
struct Malformed {
  const char* kind;
  const char* text;
  const char* where;  // expected "file:line:col" (column included)
};

const Malformed kMalformed[] = {
    {"wrong row length", "size: 3\n3 . . .\n2 . .\n1 . . .\n", "bad.pos:3:"},
    {"unknown cell", "size: 3\n3 . . .\n2 . Q .\n1 . . .\n", "bad.pos:3:5"},
    {"size out of range", "size: 20\n", "bad.pos:1:"},
    {"size not a number", "size: seven\n", "bad.pos:1:"},
    {"duplicate key", "size: 3\nsize: 3\n3 . . .\n2 . . .\n1 . . .\n", "bad.pos:2:"},
    {"bad switch", "size: 3\nset: eye.bogus=x\n3 . . .\n2 . . .\n1 . . .\n", "bad.pos:2:"},
    {"bad reading", "size: 3\nset: eye.examined=somewhere\n3 . . .\n2 . . .\n1 . . .\n", "bad.pos:2:"},
    {"truncated file", "size: 3\n3 . . .\n2 . . .\n", "bad.pos:"},
    {"non-UTF-8 bytes", "size: 3\n3 . . .\n2 . \xff .\n1 . . .\n", "bad.pos:3:"},
    {"two spaces between cells", "size: 3\n3 . . .\n2 .  . .\n1 . . .\n", "bad.pos:3:"},
    {"wrong row number", "size: 3\n3 . . .\n5 . . .\n1 . . .\n", "bad.pos:3:"},
};

class CliMalformed : public Cli, public ::testing::WithParamInterface<Malformed> {};

TEST_P(CliMalformed, ExitsTwoNamingTheLine) {
  write("bad.pos", GetParam().text);
  SCOPED_TRACE(GetParam().kind);
  expect_bad_input("analyze bad.pos", GetParam().where);
  expect_bad_input("analyze --json bad.pos", GetParam().where);
}

INSTANTIATE_TEST_SUITE_P(EveryKind, CliMalformed, ::testing::ValuesIn(kMalformed));

}  // namespace

namespace {

// `f3go smt-search`: bad options name the option; an unstated reading is refused, not guessed.
TEST_F(Cli, SmtSearchRefusesWhatItCannotAsk) {
  expect_bad_input("smt-search --switch A11 --readings never,opponent_fixpoint", "A11");
  expect_bad_input("smt-search --switch A07 --readings connected", "--readings");
  expect_bad_input("smt-search --switch A07 --readings connected,connected", "--readings");
  expect_bad_input("smt-search --switch A07 --readings connected,bogus", "--readings");
  expect_bad_input("smt-search --switch A07 --readings connected,any --size 8", "--size");
  expect_bad_input("smt-search --switch A07 --readings connected,any --size 3 --max-stones 10", "--max-stones");
  expect_bad_input("smt-search --switch A07 --readings connected,any --max-stones -1", "--max-stones");
  expect_bad_input("smt-search --switch A07 --readings connected,any --at Z9", "--at");
  expect_bad_input("smt-search --switch A08 --readings no_capture,capture_allowed", "capture_allowed");
}

// Z3's timeout is an answer, never a guess: "unknown" on both directions, exit status 3.
TEST_F(Cli, SmtSearchPastItsTimeoutSaysUnknown) {
  const Result r = f3go("smt-search --switch A07 --readings connected,any --size 3 --timeout 0.001");
  EXPECT_EQ(r.status, 3) << r.err;
  EXPECT_NE(r.out.find("none under any: unknown: Z3 gave no answer within 1 ms"), std::string::npos) << r.out;
}

// The example of the command on the smallest board where the readings part: one direction has a
// witness with the proof that none has fewer stones, the other none up to the bound.
TEST_F(Cli, SmtSearchFindsTheLeastWitnessAndProvesIt) {
  const Result r = f3go("smt-search --switch A07 --readings connected,any --size 3 --max-stones 5");
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.out.find("private eye under connected, none under any: witness on 3×3 with 5 stones"), std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("private eye under any, none under connected: none on 3×3 up to 5 stones (Z3: unsat)"),
            std::string::npos)
      << r.out;
}

}  // namespace
