// GNU Go's .tst regression files (judge/regress.h): the `#?` line with `!`, `*` and `&`, errors
// with file and line, a run against the built-in GTP server, and the corpus exported as .tst files
// passing against the optimized engine.
#include "judge/regress.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "gtp/local.h"
#include "gtp/server.h"
#include "judge/engines/engines.h"
#include "oracle/error.h"

namespace f3go::judge {
namespace {

namespace fs = std::filesystem;

const char* kFile = R"(# a comment
boardsize 5
clear_board
1 play b c3
#? []
2 is_legal w c3
#? [!1]
3 list_stones black
#? [D4]*
4 list_stones black
#? [C3]*
5 final_score
#? [W\+.*]&
6 is_legal w c3
#? [1]
7 frobnicate
#? [.*]
)";

TEST(Regress, ParsesTheExpectationMarks) {
  const RegressFile f = parse_tst(kFile, "t.tst");
  ASSERT_EQ(f.entries.size(), 9u);
  const RegressTest& t = *f.entries[3].test;
  EXPECT_EQ(t.id, 2);
  EXPECT_EQ(t.command, "is_legal w c3");
  EXPECT_TRUE(t.negated);
  EXPECT_EQ(t.pattern, "1");
  EXPECT_TRUE(f.entries[4].test->expected_failure);
  EXPECT_TRUE(f.entries[6].test->either);
  EXPECT_EQ(f.entries[6].test->line, 12);
}

TEST(Regress, RunsAgainstAnEngine) {
  auto engine = make_engine("optimized", "test");
  gtp::Server server(*engine, Rules::for_profile(Profile::y2022), 1);
  gtp::ServerChannel channel(server);
  std::ostringstream out;
  const RegressCounts c = run_tst(channel, parse_tst(kFile, "t.tst"), out);
  EXPECT_EQ(c.passed, 2);             // tests 1 and 2
  EXPECT_EQ(c.expected_failures, 1);  // test 3
  EXPECT_EQ(c.unexpected_passes, 1);  // test 4
  EXPECT_EQ(c.either, 1);             // test 5
  EXPECT_EQ(c.failed, 2);             // test 6 (c3 is occupied) and 7 (refused)
  EXPECT_NE(out.str().find("t.tst:14 6 is_legal w c3: FAILED, expected [1], got '0'"), std::string::npos) << out.str();
  EXPECT_NE(out.str().find("t.tst:16 7 frobnicate: FAILED"), std::string::npos) << out.str();
  EXPECT_NE(out.str().find("t.tst:10 4 list_stones black: unexpected pass"), std::string::npos) << out.str();
}

TEST(Regress, MalformedFilesNameTheLine) {
  const auto error_of = [](const std::string& text) {
    try {
      parse_tst(text, "bad.tst");
    } catch (const InputError& e) {
      return std::string(e.what());
    }
    return std::string("accepted");
  };
  EXPECT_EQ(error_of("#? [x]\n"), "bad.tst:1: '#?' must follow a numbered command");
  EXPECT_EQ(error_of("play b c3\n#? [x]\n"), "bad.tst:2: '#?' must follow a numbered command");
  EXPECT_NE(error_of("1 name\n#? x\n").find("bad.tst:2: expected '#? [PATTERN]'"), std::string::npos);
  EXPECT_NE(error_of("1 name\n#? [x]?\n").find("bad.tst:2: only '*' or '&' may follow"), std::string::npos);
  EXPECT_NE(error_of("1 name\n#? [(]\n").find("bad.tst:2: not a regular expression"), std::string::npos);
}

// A file with no `#?` line is not a .tst file: an SGF record, a position, an empty or a random
// file is refused by name instead of reporting "0 passed, 0 failed".
TEST(Regress, AFileWithoutATestIsRefused) {
  const std::string expected =
      "x.tst: no test: a .tst file holds numbered GTP commands, each test followed by its '#?' line";
  for (const std::string& text : std::vector<std::string>{"", "\n\n", "(;GM[1]SZ[9];B[cc])\n", "size 5\nblack: C3\n", "1 name\n# a comment\n",
                                                          std::string("\x7f\x45\x4c\x46\x02\x01\x01\0\0", 9)}) {
    try {
      parse_tst(text, "x.tst");
      ADD_FAILURE() << "accepted: " << text;
    } catch (const InputError& e) {
      EXPECT_EQ(std::string(e.what()), expected);
    }
  }
}

// A `#?` pattern past 4 KiB — written out or through its repetitions {m,n} — is refused before
// regcomp sees it (a 40 KB pattern took gigabytes and seconds), and a line past a GTP command line.
TEST(Regress, PatternsAndLinesPastTheirLimitsAreRefusedQuickly) {
  const auto error_of = [](const std::string& text) {
    try {
      parse_tst(text, "big.tst");
    } catch (const InputError& e) {
      return std::string(e.what());
    }
    return std::string("accepted");
  };
  std::string stars;
  for (int i = 0; i < 20000; ++i) stars += "a*";
  const auto start = std::chrono::steady_clock::now();
  EXPECT_EQ(error_of("1 name\n#? [" + stars + "]\n"),
            "big.tst:2: pattern of 40000 bytes, longer than the limit of 4096 bytes");
  std::string nested;
  for (int i = 0; i < 100; ++i) nested += "(a*){255}";
  EXPECT_EQ(error_of("1 name\n#? [!" + nested + "]\n"),
            "big.tst:2: pattern longer than the limit of 4096 bytes with its repetitions {m,n} written out");
  EXPECT_NE(error_of("1 name\n#? [(a{255}){255}]\n"), "accepted");
  // X+ is built as X X*: stacked or nested, each + doubles what regcomp builds (66 of them took
  // gigabytes, found by the tst fuzzer).
  EXPECT_EQ(error_of("1 name\n#? [a" + std::string(66, '+') + "]\n"),
            "big.tst:2: pattern longer than the limit of 4096 bytes with its repetitions {m,n} written out");
  std::string doubled = "a";
  for (int i = 0; i < 30; ++i) doubled = "(" + doubled + ")+";
  EXPECT_NE(error_of("1 name\n#? [" + doubled + "]\n"), "accepted");
  EXPECT_EQ(error_of("1 name\n#? [a+b+c+(xy)+]\n"), "accepted");
  // Repetitions of parts that may match nothing: regcomp's time grows about 2.5-fold with each
  // (`0` and 70 stars, found by the tst fuzzer, and `(a|)*` 32 times never ended); past 12 the
  // pattern is refused.
  EXPECT_EQ(error_of("1 name\n#? [0" + std::string(70, '*') + "]\n"),
            "big.tst:2: pattern with 70 repetitions (*, +, ?, {m,n}), more than 12");
  std::string nullable;
  for (int i = 0; i < 32; ++i) nullable += "(a|)*";
  EXPECT_EQ(error_of("1 name\n#? [" + nullable + "]\n"),
            "big.tst:2: pattern with 32 repetitions (*, +, ?, {m,n}), more than 12");
  EXPECT_EQ(error_of("1 name\n#? [(a|)+(b|)?c*d{1,2}e+f?g*h{3}(i|)*j+k?l*]\n"), "accepted");
  // A repetition of a repeated part, repeated: regcomp's time grows with the cube of the copies
  // (`\t**{1615}`, found by the tst fuzzer, took minutes under AddressSanitizer); past 12 written out
  // the pattern is refused, whatever the other limits say.
  EXPECT_EQ(error_of("1 name\n#? [F3G*\t**{1615}}}}+++)*$]\n"),
            "big.tst:2: pattern with 1619 repetitions of a repeated part (such as a** or (a?)*), written out, more "
            "than 12");
  EXPECT_EQ(error_of("1 name\n#? [(a?)*{13}]\n"),
            "big.tst:2: pattern with 14 repetitions of a repeated part (such as a** or (a?)*), written out, more "
            "than 12");
  EXPECT_NE(error_of("1 name\n#? [(a*)+{400}]\n"), "accepted");
  EXPECT_EQ(error_of("1 name\n#? [(a?)*{5}b]\n"), "accepted");
  EXPECT_NE(error_of("1 name\n#? [([[:alpha:]]{1,}){4000,}]\n"), "accepted");
  EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::seconds(1));
  EXPECT_EQ(error_of("1 name\n#? [" + std::string(4096, 'a') + "]\n"), "accepted");
  EXPECT_EQ(error_of("1 name\n#? [(a*|[]{}a]){100}x{2,3}]\n"), "accepted");
  // A ')' that closes no '(' would close the "^(" the pattern is compiled in: the rest would be
  // anchored at the end alone, and `F3\t*{1615}…){1615}` (found by the tst fuzzer) repeated the
  // whole pattern 1615 times inside regcomp (gigabytes). Refused; a ')' in a bracket or escaped is
  // a character.
  EXPECT_EQ(error_of("1 name\n#? [F3\t*{1615}}}}\x02+++){1615}}}}\x02$]&\n"),
            "big.tst:2: pattern with a ')' that closes no '(': 'F3\\t*{1615}}}}\\x02+++){1615}}}}\\x02$'");
  EXPECT_EQ(error_of("1 name\n#? [a)|(b]\n"), "big.tst:2: pattern with a ')' that closes no '(': 'a)|(b'");
  EXPECT_EQ(error_of("1 name\n#? [a[)]\\)(b)]\n"), "accepted");
  EXPECT_EQ(error_of("1 name\n1 name " + std::string(gtp::kMaxLineBytes, 'x') + "\n"),
            "big.tst:2: line of 65543 bytes, longer than the limit of 65536 bytes");
}

// Each pattern is compiled once, when the file is parsed, and kept with its test.
TEST(Regress, PatternsAreCompiledWhenParsed) {
  const RegressFile f = parse_tst("1 name\n#? [f3g[a-z]]\n", "t.tst");
  const RegressTest& t = *f.entries[0].test;
  ASSERT_TRUE(t.compiled);
  EXPECT_TRUE(t.matches("f3go"));
  EXPECT_FALSE(t.matches("f3go "));
  EXPECT_FALSE(t.matches("xf3go"));
}

// A corpus whose paths hold no "cases/" folder is exported, each case named by its path in that
// corpus; a target that cannot be written is an InputError naming it, never an internal error.
TEST(Regress, ExportTakesAnyCorpusAndNamesAnUnwritableTarget) {
  const fs::path root = fs::temp_directory_path() / ("f3go_export_any_" + std::to_string(::getpid()));
  fs::remove_all(root);
  fs::create_directories(root / "mine");
  fs::copy_file(fs::path(F3GO_CORPUS_DIR) / "cases" / "ko" / "flybomb_recapture.case", root / "mine" / "one.case");
  const std::vector<Case> cases = load_corpus(root / "mine");
  ASSERT_EQ(cases.size(), 1u);
  EXPECT_GE(export_tst(cases, root / "mine", root / "out"), 1);
  std::ostringstream text;
  for (const auto& entry : fs::directory_iterator(root / "out"))
    if (entry.path().extension() == ".tst") text << std::ifstream(entry.path()).rdbuf();
  EXPECT_NE(text.str().find("(one.case)"), std::string::npos) << text.str();
  std::ofstream(root / "a_file") << "x";
  try {
    export_tst(cases, root / "mine", root / "a_file");
    ADD_FAILURE() << "a file as the target folder was accepted";
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find("export-tst --out"), std::string::npos) << e.what();
  }
  fs::remove_all(root);
}

TEST(Regress, TheExportedCorpusPassesAgainstTheOptimizedEngine) {
  const fs::path dir = fs::temp_directory_path() / ("f3go_export_" + std::to_string(::getpid()));
  fs::remove_all(dir);
  const std::vector<Case> cases = load_corpus(fs::path(F3GO_CORPUS_DIR));
  const int tests = export_tst(cases, F3GO_CORPUS_DIR, dir);
  int expectations = 0;
  for (const Case& c : cases) expectations += static_cast<int>(c.expectations.size());
  EXPECT_EQ(tests, expectations);
  auto engine = make_engine("optimized", "test");
  RegressCounts total;
  std::ostringstream out;
  for (const auto& entry : fs::directory_iterator(dir)) {
    if (entry.path().extension() != ".tst") continue;
    gtp::Server server(*engine, Rules::for_profile(Profile::y2022), 1);
    gtp::ServerChannel channel(server);
    std::ostringstream text;
    text << std::ifstream(entry.path()).rdbuf();
    const RegressCounts c = run_tst(channel, parse_tst(text.str(), entry.path().string()), out);
    total.passed += c.passed;
    total.failed += c.failed;
  }
  EXPECT_EQ(total.passed, tests) << out.str();
  EXPECT_EQ(total.failed, 0) << out.str();
  fs::remove_all(dir);
}

}  // namespace
}  // namespace f3go::judge
