// Hostile input to the readers of oracle/ (oracle/input.h): every file is read by one bounded
// function that says why a file cannot be read; every reader is linear in its input, recursion-free,
// and refuses input past its documented limits with an InputError naming the file, the line and the
// limit; messages quote at most a short excerpt of the offending text. Each test here failed before
// the readers were made so (a crash, minutes of work, a misleading or 5 MB message).
#include <gtest/gtest.h>
#include <sys/stat.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <functional>
#include <string>

#include "oracle/corpus.h"
#include "oracle/error.h"
#include "oracle/format.h"
#include "oracle/input.h"
#include "oracle/position_text.h"
#include "oracle/rules.h"
#include "oracle/sgf.h"
#include "oracle/tests/fixtures.h"

namespace f3go {
namespace {

namespace fs = std::filesystem;

// The message of the InputError `f` throws ("no error" if none; another exception fails the test).
std::string error_of(const std::function<void()>& f) {
  try {
    f();
  } catch (const InputError& e) {
    return e.what();
  }
  return "no error";
}

bool contains(const std::string& s, const std::string& part) { return s.find(part) != std::string::npos; }

const std::string& kPosition = f3go::testing::kSmallPosition;

using Files = f3go::testing::ScratchDir;

// --- the one file reader ---------------------------------------------------------------------

TEST_F(Files, ReadsAFileWhole) { EXPECT_EQ(read_input_file(write("a.txt", "abc\n")), "abc\n"); }

TEST_F(Files, SaysWhyAFileCannotBeRead) {
  const std::string missing = (dir_ / "missing.pos").string();
  EXPECT_EQ(error_of([&] { read_input_file(missing); }), missing + ": cannot read the file: No such file or directory");
  EXPECT_EQ(error_of([&] { read_input_file(dir_.string()); }), dir_.string() + ": cannot read the file: it is a directory");
  EXPECT_EQ(error_of([&] { read_input_file(""); }), "'': cannot read the file: the file name is empty");
  fs::create_symlink(dir_ / "loop", dir_ / "loop");
  EXPECT_EQ(error_of([&] { read_input_file((dir_ / "loop").string()); }),
            (dir_ / "loop").string() + ": cannot read the file: Too many levels of symbolic links");
  // Every reader says the same, e.g. a directory given as a game record (it said "the file is empty").
  EXPECT_EQ(error_of([&] { read_sgf_file(dir_.string()); }), dir_.string() + ": cannot read the file: it is a directory");
  EXPECT_EQ(error_of([&] { read_case_file(""); }), "'': cannot read the file: the file name is empty");
  EXPECT_EQ(error_of([&] { read_position_file(missing); }), missing + ": cannot read the file: No such file or directory");
}

TEST_F(Files, PermissionDeniedIsNamed) {
  if (::geteuid() == 0) GTEST_SKIP() << "root reads any file (the CLI test checks this as another user)";
  const std::string path = write("secret.pos", kPosition);
  fs::permissions(path, fs::perms::none);
  EXPECT_EQ(error_of([&] { read_input_file(path); }), path + ": cannot read the file: Permission denied");
}

TEST_F(Files, RefusesMoreThanTheLimitBySizeOrAsAStream) {
  const std::string big = (dir_ / "big.sgf").string();
  std::ofstream(big).close();
  fs::resize_file(big, limits::kFileBytes + 1);  // sparse: instant
  const auto start = std::chrono::steady_clock::now();
  EXPECT_EQ(error_of([&] { read_input_file(big); }),
            big + ": cannot read the file: it holds more than 16 MiB (the limit of an input file)");
  EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::seconds(1));  // refused by its size
  fs::resize_file(big, limits::kFileBytes);
  EXPECT_EQ(read_input_file(big).size(), limits::kFileBytes);
  // A stream without end (it was read until the process was killed).
  EXPECT_EQ(error_of([&] { read_input_file("/dev/zero"); }),
            "/dev/zero: cannot read the file: it holds more than 16 MiB (the limit of an input file)");
}

// --- messages quote a short excerpt ----------------------------------------------------------

TEST(Quote, ShortTextAsIsLongTextCutWithItsSize) {
  EXPECT_EQ(quote("abc"), "'abc'");
  EXPECT_EQ(quote(""), "''");
  const std::string five_mb(5000000, '9');
  EXPECT_EQ(quote(five_mb), "'" + std::string(kQuoteLimit, '9') + "…' (5000000 bytes)");
  EXPECT_EQ(excerpt("a\nb\tc\r\x01"), "a\\nb\\tc\\r\\x01");
  EXPECT_EQ(excerpt("\xFF"), "\\xFF");
  // Cut at a character boundary: 30 three-byte characters are 90 bytes, 26 fit in 80.
  std::string han;
  for (int i = 0; i < 30; ++i) han += "三";
  EXPECT_EQ(excerpt(han), han.substr(0, 78) + "…");
}

TEST(Quote, EveryReaderQuotesAtMostAnExcerpt) {
  const std::string huge(5000, 'x');  // within the line limit
  for (const std::string& message : {
           error_of([&] { parse_position_text("size: " + huge + "\n", "p.pos"); }),
           error_of([&] { parse_position_text("to_move: " + huge + "\n", "p.pos"); }),
           error_of([&] { parse_position_text(huge + ": 3\n", "p.pos"); }),
           error_of([&] { parse_position_text("set: komi=" + huge + "\n" + kPosition, "p.pos"); }),
           error_of([&] { parse_position_text("set: " + huge + "=1\n" + kPosition, "p.pos"); }),
           error_of([&] { parse_position_text("rules: " + huge + "\n" + kPosition, "p.pos"); }),
           error_of([&] { parse_sgf("(;SZ[" + huge + "])", "r.sgf"); }),
           error_of([&] { parse_sgf("(;KM[" + huge + "])", "r.sgf"); }),
           error_of([&] { parse_sgf("(;" + std::string(5000, 'Q') + "[])", "r.sgf"); }),
           error_of([&] { parse_sgf("(;SZ[5];B[" + huge + "])", "r.sgf"); }),
           error_of([&] { parse_case_text("case: c\nclauses: " + huge + "\n" + kPosition + "ask: score\nexpect: 0\n", "c.case"); }),
           error_of([&] { parse_case_text("case: c\nclauses: T22.7\n" + kPosition + "ask: " + huge + "\nexpect: 0\n", "c.case"); }),
           error_of([&] { parse_case_text("case: c\nclauses: T22.7\n" + kPosition + "moves: B " + huge + "\nask: score\nexpect: 0\n", "c.case"); }),
       }) {
    // An excerpt of the input, not the input: no run of its 5000 bytes longer than an excerpt, and
    // the whole message within the valid choices it lists (every switch name, about 950 bytes).
    EXPECT_EQ(message.find(std::string(100, 'x')), std::string::npos) << message.substr(0, 2000);
    EXPECT_EQ(message.find(std::string(100, 'Q')), std::string::npos) << message.substr(0, 2000);
    EXPECT_LT(message.size(), 2000u) << message.substr(0, 2000);
    EXPECT_NE(message, "no error");
  }
}

// --- whole numbers as text -------------------------------------------------------------------

TEST(ParseCount, NeverWraps) {
  constexpr std::uint64_t kMax = ~std::uint64_t{0};
  EXPECT_EQ(parse_count("0", kMax, "s", "seed"), 0u);
  EXPECT_EQ(parse_count("18446744073709551615", kMax, "s", "seed"), kMax);
  EXPECT_EQ(error_of([] { parse_count("18446744073709551616", ~std::uint64_t{0}, "--seed", "seed"); }),
            "--seed: seed must be a whole number from 0 to 18446744073709551615, not '18446744073709551616'");
  EXPECT_EQ(error_of([] { parse_count("-1", ~std::uint64_t{0}, "--seed", "seed"); }),
            "--seed: seed must be a whole number from 0 to 18446744073709551615, not '-1'");
  for (const char* bad : {"", "+1", " 1", "1 ", "0x10", "1e3", "99999999999999999999999"})
    EXPECT_NE(error_of([&] { parse_count(bad, 1000, "w", "n"); }), "no error") << bad;
  EXPECT_EQ(parse_count("1000", 1000, "w", "n"), 1000u);
  EXPECT_NE(error_of([] { parse_count("1001", 1000, "w", "n"); }), "no error");
  EXPECT_NE(error_of([] { parse_count("9", 5, "w", "n"); }), "no error");
}

// --- line-based formats: byte-order mark, line ends, line length -----------------------------

TEST(Lines, AByteOrderMarkIsSkipped) {
  const std::string bom = "\xEF\xBB\xBF";
  // It was read as the board starting before `size:`.
  EXPECT_EQ(parse_position_text(bom + kPosition, "p.pos").position.board,
            parse_position_text(kPosition, "p.pos").position.board);
  EXPECT_EQ(parse_rules_file(bom + "rules: 2018\n", "r.rules"), Rules::for_profile(Profile::y2018));
  EXPECT_EQ(parse_sgf(bom + "(;SZ[5];B[aa])", "r.sgf").moves.size(), 1u);
  EXPECT_EQ(parse_case_text(bom + "case: c\nclauses: T22.7\n" + kPosition + "ask: game_over\nexpect: false\n", "c.case").name, "c");
}

TEST(Lines, CarriageReturnsAloneAreNamed) {
  std::string cr = kPosition;
  for (char& c : cr)
    if (c == '\n') c = '\r';
  // It quoted the whole file as the value of size.
  EXPECT_EQ(error_of([&] { parse_position_text(cr, "p.pos"); }),
            "p.pos:1:8: a carriage return (CR) that does not end a CR LF pair: lines end with LF or CR LF, "
            "not CR alone (old Mac line endings?)");
  EXPECT_TRUE(contains(error_of([&] { parse_rules_file("rules: 2018\rset: komi=1\r", "r.rules"); }), "r.rules:1:12: a carriage return"));
  std::string crlf;
  for (char c : kPosition) crlf += c == '\n' ? std::string("\r\n") : std::string(1, c);
  EXPECT_EQ(parse_position_text(crlf, "p.pos").position.board, parse_position_text(kPosition, "p.pos").position.board);
}

TEST(Lines, ALineLongerThanTheLimitIsRefusedByItsLength) {
  const std::string line(limits::kLineBytes + 1, '#');
  EXPECT_EQ(error_of([&] { parse_position_text("size: 5\n" + line + "\n", "p.pos"); }),
            "p.pos:2: line of 10001 bytes, longer than the limit of 10000 bytes");
  EXPECT_EQ(error_of([&] { parse_case_text(line, "c.case"); }), "c.case:1: line of 10001 bytes, longer than the limit of 10000 bytes");
  EXPECT_EQ(parse_position_text(std::string(limits::kLineBytes, '#') + "\n" + kPosition, "p.pos").position.board.size(), 5);
}

TEST(Lines, ManyLinesAreReadInLinearTime) {
  std::string text;
  for (int i = 0; i < 1000000; ++i) text += "#\n";
  const auto start = std::chrono::steady_clock::now();
  EXPECT_EQ(parse_position_text(text + kPosition, "p.pos").position.board.size(), 5);
  EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::seconds(5));
}

// --- position files: N from the command line -------------------------------------------------

TEST(PositionUnder, FlybombsFollowTheFinalNUnlessTheFileGaveItsOwn) {
  const PositionFile plain = parse_position_text(kPosition, "p.pos");
  EXPECT_FALSE(plain.flybombs_given);
  Rules seven = plain.rules;
  seven.flybombs = 7;
  EXPECT_EQ(position_under(plain, seven).flybombs_left, (std::array<int, 2>{7, 7}));
  EXPECT_EQ(position_under(plain, seven).chosen_left, (std::array<int, 2>{7, 7}));
  const PositionFile own = parse_position_text("flybombs: black=3 white=1\n" + kPosition, "p.pos");
  EXPECT_TRUE(own.flybombs_given);
  EXPECT_EQ(position_under(own, seven).flybombs_left, (std::array<int, 2>{3, 1}));
  EXPECT_EQ(position_under(plain, plain.rules), plain.position);
}

// --- SGF records -----------------------------------------------------------------------------

// A valid record whose turns are nested one game tree inside the other, `depth` deep.
std::string nested_record(int depth) {
  std::string s = "(;SZ[19]";
  for (int i = 0; i < depth; ++i) {
    const int x = i % 19, y = (i / 19) % 19;
    s += std::string("(;") + (i % 2 == 0 ? "B" : "W") + "[" + char('a' + x) + char('a' + y) + "]";
  }
  return s + std::string(static_cast<std::size_t>(depth) + 1, ')');
}

TEST(SgfLimits, DeepNestingIsRefusedNotACrash) {
  // 28,000 nested "(;" (56 KB) overflowed the stack of the recursive reader.
  std::string open;
  for (int i = 0; i < 28000; ++i) open += "(;";
  EXPECT_EQ(error_of([&] { parse_sgf(open, "deep.sgf"); }),
            "deep.sgf:1:2001: game trees nested deeper than 1000 (the limit of a record; write the main line "
            "as one sequence of nodes)");
  EXPECT_TRUE(contains(error_of([&] { parse_sgf(nested_record(30000), "valid.sgf"); }), "nested deeper than 1000"));
  // Within the limit, a nested main line reads as the same record as a flat one.
  const GameRecord nested = parse_sgf(nested_record(999), "ok.sgf");
  EXPECT_EQ(nested.moves.size(), 999u);
  EXPECT_EQ(parse_sgf(write_sgf(nested), "flat.sgf"), nested);
}

TEST(SgfLimits, NodesPropertiesAndValues) {
  std::string many = "(;SZ[19]";
  for (int i = 0; i < 10000; ++i) many += i % 2 == 0 ? ";B[]" : ";W[]";
  EXPECT_EQ(error_of([&] { parse_sgf(many + ")", "n.sgf"); }),
            "n.sgf:1:40005: more than 10000 nodes (the limit of a record)");
  std::string values = "(;SZ[19]C";
  for (int i = 0; i < 100001; ++i) values += "[]";
  EXPECT_TRUE(contains(error_of([&] { parse_sgf(values + ")", "v.sgf"); }), "more than 100000 property values"));
}

// Property names AA, AB, …: `n` distinct ones in one node.
std::string distinct_properties(int n) {
  std::string s = "(;";
  for (int i = 0; i < n; ++i) {
    std::string id;
    for (int k = i + 1; k > 0; k = (k - 1) / 26) id.insert(id.begin(), static_cast<char>('A' + (k - 1) % 26));
    s += id + "[]";
  }
  return s + ")";
}

TEST(SgfLimits, ManyPropertiesInOneNodeAreRefusedQuickly) {
  // 200,000 distinct names (1.4 MB): the duplicate check compared each with every earlier one.
  const std::string text = distinct_properties(200000);
  const auto start = std::chrono::steady_clock::now();
  EXPECT_EQ(error_of([&] { parse_sgf(text, "p.sgf"); }), "p.sgf:1:377: more than 100 properties in one node (the limit of a record)");
  EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::seconds(1));
  EXPECT_TRUE(contains(error_of([&] { parse_sgf("(;SZ[5]C[]C[])", "d.sgf"); }), "d.sgf:1:11: property C appears twice"));
}

// --- case files ------------------------------------------------------------------------------

TEST(CaseLimits, ExpectationsSettingsAndClauses) {
  const std::string head = "case: c\nclauses: T22.7\n" + kPosition + "ask: game_over\nexpect: false\n";
  std::string many = head;
  for (int i = 0; i < 1000; ++i) many += "expect mode=A: false\n";
  EXPECT_EQ(error_of([&] { parse_case_text(many, "c.case"); }),
            "c.case:1011:1: more than 1000 'expect' lines (the limit of a case file)");
  std::string settings = head + "expect";
  for (int i = 0; i < 65; ++i) settings += " mode=A";
  EXPECT_TRUE(contains(error_of([&] { parse_case_text(settings + ": false\n", "c.case"); }),
                       "more than 64 settings on one 'expect' line"));
  std::string clauses = "case: c\nclauses:";
  for (int i = 0; i < 65; ++i) clauses += " T22.7";
  EXPECT_TRUE(contains(error_of([&] { parse_case_text(clauses + "\n" + kPosition + "ask: game_over\nexpect: false\n", "c.case"); }),
                       "more than 64 clause IDs"));
}

TEST_F(Files, AFolderOfCasesThatCannotBeReadIsNamed) {
  EXPECT_EQ(error_of([&] { find_case_files(""); }),
            "'': not a folder: No such file or directory (expected a corpus folder of *.case files)");
  EXPECT_EQ(error_of([&] { find_case_files("/no/such/folder"); }),
            "/no/such/folder: not a folder: No such file or directory (expected a corpus folder of *.case files)");
  EXPECT_EQ(error_of([&] { find_case_files("/etc/hostname"); }),
            "/etc/hostname: not a folder: it is a file (expected a corpus folder of *.case files)");
  if (::geteuid() == 0) GTEST_SKIP() << "root reads any folder (the CLI test checks this as another user)";
  fs::create_directories(dir_ / "corpus" / "locked");
  fs::permissions(dir_ / "corpus" / "locked", fs::perms::none);
  EXPECT_EQ(error_of([&] { find_case_files(dir_ / "corpus"); }),
            (dir_ / "corpus" / "locked").string() + ": cannot read the folder: Permission denied");
  fs::permissions(dir_ / "corpus" / "locked", fs::perms::owner_all);
}

}  // namespace
}  // namespace f3go
