// The rule author's answers file on the command line: `f3go rules --check FILE` shows the rules it
// yields, his answers and comments; every bad file is one line on stderr naming the file, the line
// and what, with status 2; `--rules FILE` sets its readings wherever `--rules 2022|2018` is taken
// (the position file's own readings kept where he gave none); `f3go report --answers FILE`.
#include <gtest/gtest.h>

#include <string>

#include "cli/tests/cli_fixture.h"

namespace {

using f3go::testing::Result;
using RulesCli = f3go::testing::CliFixture;

const std::string kAnswers =
    "# answers\nrules: 2022\nset: flybomb.tiger_mouth=atari\nnone: A08\ncomment: A08 应当可以提子\n"
    "comment: A08 第二行\nanswer: N04=3\n";

bool has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

TEST_F(RulesCli, CheckShowsTheRulesTheAnswersAndTheComments) {
  write("a.rules", kAnswers);
  const Result r = f3go("rules --check a.rules");
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_TRUE(has(r.out, "a.rules: rules 2022;flybomb.tiger_mouth=atari\n")) << r.out;
  EXPECT_TRUE(has(r.out, "A16 flybomb.tiger_mouth=atari (the program's default: walls)")) << r.out;
  EXPECT_TRUE(has(r.out, "A08: none of these readings")) << r.out;
  EXPECT_TRUE(has(r.out, "N04: reading 3 (not yet a switch: the program implements reading 1)")) << r.out;
  EXPECT_TRUE(has(r.out, "A08: 应当可以提子\n      第二行\n")) << r.out;
}

TEST_F(RulesCli, EveryBadFileIsNamedWithItsLine) {
  write("p.pos", f3go::testing::kSmallPosition);
  write("twice.rules", "none: A08\n\nnone: A08\n");
  expect_bad_input("rules --check twice.rules", "twice.rules:3:1: A08 is answered twice (first on line 1)");
  write("switch.rules", "set: eye.bogus=x\n");
  expect_bad_input("rules --check switch.rules", "switch.rules:1:1: unknown switch or parameter 'eye.bogus'");
  write("reading.rules", "set: flybomb.tiger_mouth=sometimes\n");
  expect_bad_input("rules --check reading.rules", "reading.rules:1:1: unknown reading 'sometimes'");
  write("question.rules", "none: A77\n");
  expect_bad_input("rules --check question.rules", "question.rules:1:1: 'A77' names no question");
  write("binary.rules", std::string("comment: A08 \x01\x02\xff\n"));
  expect_bad_input("rules --check binary.rules", "binary.rules:1:14: a control byte");
  write("huge.rules", "comment: A08 " + std::string(20000, 'x') + "\n");
  expect_bad_input("rules --check huge.rules", "huge.rules:1: line of");
  expect_bad_input("rules --check missing.rules", "missing.rules: cannot read the file");
  expect_bad_input("rules --check /dev/zero", "/dev/zero: cannot read the file");
  expect_bad_input("analyze --rules twice.rules p.pos", "twice.rules:3:1");
  expect_bad_input("analyze --rules 2019 p.pos", "--rules: unknown rules profile '2019'");
}

TEST_F(RulesCli, RulesFileSetsItsReadingsOverThePositionFile) {
  write("a.rules", kAnswers);
  write("p.pos", "rules: 2022\nset: eye.examined=region\n" + f3go::testing::kSmallPosition);
  const Result r = f3go("analyze --json --rules a.rules p.pos");
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_TRUE(has(r.out, "\"flybomb.tiger_mouth\": \"atari\"")) << r.out.substr(0, 2000);
  EXPECT_TRUE(has(r.out, "\"eye.examined\": \"region\"")) << r.out.substr(0, 2000);
}

TEST_F(RulesCli, ReportAnswersNamesTheChangedWitnesses) {
  write("a.rules", kAnswers);
  const Result r = f3go("report --answers a.rules");
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_TRUE(has(r.out, "witness witness_A16_walls_atari_2022")) << r.out;
  EXPECT_TRUE(has(r.out, "no reading of the program: A08 (none of these)")) << r.out;
  expect_bad_input("report --lang zh", "give --out DIR (the page) or --answers FILE");
}

}  // namespace
