// oracle/corpus.h: reading case files (corpus/README.md "The case format"), errors as
// FILE:LINE:COL, the canonical answers of the question table (from a scripted engine, so that only
// the formatting is under test), the runner, and clause groups.
#include "oracle/corpus.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <functional>

#include "oracle/error.h"

namespace f3go {
namespace {

Point P(const char* p, int size = 5) { return *parse_point(p, size); }

const char* kCase =
    "# a comment\n"                                                      // 1
    "case: sample-1\n"                                                   // 2
    "title: a sample: with a colon\n"                                    // 3
    "clauses: T18E.S3.1 T22.2.8(2)\n"                                    // 4
    "size: 5\n"                                                          // 5
    "rules: 2018\n"                                                      // 6
    "5 . X . . .\n"                                                      // 7
    "4 X X . . .\n"                                                      // 8
    "3 . . . . .\n"                                                      // 9
    "2 . . O . .\n"                                                      // 10
    "1 . . . . F\n"                                                      // 11
    "  A B C D E\n"                                                      // 12
    "moves: B C3; W pass; B D3 F 五一\n"                                 // 13
    "dead: C2 A4\n"                                                      // 14
    "ask: private_eye 二五\n"                                            // 15
    "expect eye.examined=adjacent eye.own_colour=adjacent_all: false\n"  // 16
    "expect: true\n"                                                     // 17
    "source: hand-made\n";                                               // 18

TEST(CaseParse, ReadsEveryKey) {
  Case c = parse_case_text(kCase, "s.case");
  EXPECT_EQ(c.file, "s.case");
  EXPECT_EQ(c.name, "sample-1");
  EXPECT_EQ(c.title, "a sample: with a colon");
  EXPECT_EQ(c.clauses, (std::vector<Clause>{Clause::T18E_S3_1, Clause::T22_2_8_2}));
  EXPECT_EQ(c.source, "hand-made");
  EXPECT_EQ(c.position.position.board.size(), 5);
  EXPECT_EQ(c.position.position.board.at(P("B5")), Cell::black);
  EXPECT_EQ(c.position.position.board.at(P("E1")), Cell::flower);
  EXPECT_EQ(c.position.rules.profile, Profile::y2018);
  ASSERT_EQ(c.moves.size(), 3u);
  EXPECT_EQ(c.moves[0], Move::make_stone(Colour::black, P("C3")));
  EXPECT_EQ(c.moves[1], Move::make_pass(Colour::white));
  EXPECT_EQ(c.moves[2], Move::make_flybomb(Colour::black, P("D3"), P("E1")));
  EXPECT_EQ(c.dead, (std::vector<Point>{P("C2"), P("A4")}));  // point order
  EXPECT_EQ(c.ask.kind, Question::Kind::private_eye);
  EXPECT_EQ(c.ask.point, P("B5"));
  EXPECT_EQ(c.ask.text, "private_eye 二五");
  // `expect:` first, then the `expect …:` lines in file order.
  ASSERT_EQ(c.expectations.size(), 2u);
  EXPECT_EQ(c.expectations[0].answer, "true");
  EXPECT_TRUE(c.expectations[0].settings.empty());
  EXPECT_EQ(c.expectations[0].line, 17);
  EXPECT_EQ(c.expectations[1].answer, "false");
  EXPECT_EQ(c.expectations[1].settings,
            (std::vector<std::string>{"eye.examined=adjacent", "eye.own_colour=adjacent_all"}));
}

TEST(CaseParse, ExpectationSettingsApplyOnTopOfTheCaseRules) {
  Case c = parse_case_text(kCase, "s.case");
  Rules plain = rules_for(c, c.expectations[0]);
  EXPECT_EQ(plain.profile, Profile::y2018);
  EXPECT_EQ(plain.examined(), Examined::region);  // the 2018 default (A04)
  Rules set = rules_for(c, c.expectations[1]);
  EXPECT_EQ(set.profile, Profile::y2018);
  EXPECT_EQ(set.examined(), Examined::adjacent);
  EXPECT_EQ(set.own_colour(), OwnColour::adjacent_all);
}

// The message of the InputError that parsing `text` throws.
std::string error_of(const std::string& text) {
  try {
    parse_case_text(text, "e.case");
  } catch (const InputError& e) {
    return e.what();
  }
  return "no error";
}

// kCase with line `n` (1-based) replaced by `line`.
std::string with_line(int n, const std::string& line) {
  std::string out;
  std::string s = kCase;
  int k = 1;
  for (std::size_t pos = 0; pos < s.size(); ++k) {
    auto end = s.find('\n', pos);
    out += (k == n ? line : s.substr(pos, end - pos)) + "\n";
    pos = end + 1;
  }
  return out;
}

// The error begins with `where`.
void expect_error_at(const std::string& text, const std::string& where) {
  std::string e = error_of(text);
  EXPECT_EQ(e.substr(0, where.size()), where) << e;
}

TEST(CaseErrors, MissingRequiredKeysAreNamed) {
  EXPECT_NE(error_of(with_line(15, "# no ask")).find("missing required key 'ask:'"), std::string::npos);
  EXPECT_NE(error_of(with_line(2, "# no name")).find("missing required key 'case:'"), std::string::npos);
  EXPECT_NE(error_of(with_line(4, "#")).find("missing required key 'clauses:'"), std::string::npos);
  // An `expect SETTINGS:` line does not stand in for the plain `expect:`.
  EXPECT_NE(error_of(with_line(17, "#")).find("missing required key 'expect:'"), std::string::npos);
}

TEST(CaseErrors, DuplicateKeyPointsAtTheSecondLine) {
  expect_error_at(with_line(18, "case: again"), "e.case:18:1: duplicate key 'case' (first on line 2)");
  expect_error_at(with_line(18, "expect: true"), "e.case:18:1: duplicate key 'expect'");
}

TEST(CaseErrors, ColumnsPointAtTheBadWord) {
  expect_error_at(with_line(4, "clauses: T18E.S3.1 X22.2"), "e.case:4:20: 'X22.2' is not a clause ID");
  expect_error_at(with_line(4, "clauses:"), "e.case:4:9: no clause IDs");
  // "moves: B C3; W pass; B D3 F 九九": the third move starts at column 22.
  expect_error_at(with_line(13, "moves: B C3; W pass; B D3 F 九九"), "e.case:13:22: ");
  expect_error_at(with_line(13, "moves: B C3;; W pass"), "e.case:13:13: empty move");
  expect_error_at(with_line(14, "dead: C2 Z4"), "e.case:14:10: 'Z4' is not a point of a 5x5 board");
  expect_error_at(with_line(15, "ask: eyes B5"), "e.case:15:6: unknown question 'eyes'");
  expect_error_at(with_line(15, "ask: private_eye"), "e.case:15:6: 'private_eye' takes one point");
  expect_error_at(with_line(15, "ask: forbidden grey C3"), "e.case:15:6: 'grey' is not a colour");
  expect_error_at(with_line(15, "ask: legal B C3 F"), "e.case:15:6: ");
  expect_error_at(with_line(16, "expect eye.examined=nowhere: false"), "e.case:16:8: ");
  expect_error_at(with_line(16, "expect eye.nothing=region: false"), "e.case:16:8: ");
  // Column of the second setting: "expect eye.examined=region komi: x" → 'komi' at 28.
  expect_error_at(with_line(16, "expect eye.examined=region komi: x"), "e.case:16:28: expected SWITCH=READING");
  expect_error_at(with_line(17, "expect:"), "e.case:17:8: empty answer");
  expect_error_at(with_line(2, "case:"), "e.case:2:6: empty case name");
}

TEST(CaseErrors, PositionErrorsKeepTheFileLineNumbers) {
  expect_error_at(with_line(9, "3 . . Q . ."), "e.case:9:");
  expect_error_at(with_line(10, "2 . . O ."), "e.case:10:");
  expect_error_at(with_line(5, "size: 1"), "e.case:5:");
}

TEST(CaseErrors, BytesThatAreNotUtf8) {
  expect_error_at(with_line(3, "title: caf\xE9!"), "e.case:3:11: ");
  expect_error_at(with_line(8, "4 X X . . \xFF"), "e.case:8:");
}

TEST(Questions, EveryFormOfTheTable) {
  using K = Question::Kind;
  EXPECT_EQ(parse_question("regions C3", 5, "w").kind, K::regions);
  EXPECT_EQ(parse_question("attribute 五一", 5, "w").point, P("E1"));
  EXPECT_EQ(parse_question("parameters E1", 5, "w").kind, K::parameters);
  Question f = parse_question("forbidden white C3", 5, "w");
  EXPECT_EQ(f.kind, K::forbidden);
  EXPECT_EQ(f.colour, Colour::white);
  EXPECT_EQ(f.point, P("C3"));
  EXPECT_EQ(parse_question("forbidden_points black", 5, "w").colour, Colour::black);
  EXPECT_EQ(parse_question("legal B C3 F D4", 5, "w").move, Move::make_flybomb(Colour::black, P("C3"), P("D4")));
  EXPECT_EQ(parse_question("captures W pass", 5, "w").move, Move::make_pass(Colour::white));
  for (auto [text, kind] : std::vector<std::pair<const char*, K>>{
           {"holographic", K::holographic}, {"bottom", K::bottom}, {"score", K::score}, {"game_over", K::game_over}, {"flybombs_left", K::flybombs_left}, {"move_number", K::move_number}})
    EXPECT_EQ(parse_question(text, 5, "w").kind, kind) << text;
  EXPECT_THROW(parse_question("score now", 5, "w"), InputError);
  EXPECT_THROW(parse_question("private_eye F6", 5, "w"), InputError);
}

TEST(ClauseGroup, FirstTwoPartsWithoutTheParenthesis) {
  EXPECT_EQ(clause_group(Clause::T22_2_8_3), "T22.2");
  EXPECT_EQ(clause_group(Clause::T18E_S3_3_2), "T18E.S3");
  EXPECT_EQ(clause_group(Clause::T22_7), "T22.7");
  EXPECT_EQ(clause_group(Clause::T22_3_2_4), "T22.3");
  EXPECT_EQ(clause_group(Clause::T18_4), "T18.4");
}

// ---------------------------------------------------------------------------------------------
// Answers, from an engine that returns what the test scripts.

class ScriptedEngine final : public Engine {
 public:
  std::string name() const override { return "scripted"; }
  Analysis analyze(const Position&, const Rules&) override {
    ++analyses;
    return analysis;
  }
  MoveOutcome play(const Position& pos, const Move& m, const Rules&, Position* after) override {
    played.push_back(m);
    if (illegal && m == *illegal) return MoveOutcome{false, "T22.6 occupied", {}};
    if (after) {
      *after = pos;
      if (m.kind != Move::Kind::pass) after->board.set(m.stone, stone(m.colour));
      after->move_number += 1;
    }
    return outcome;
  }
  ScoreReport score(const Board&, const Rules&, const std::vector<Point>& d) override {
    dead = d;
    if (throws) throw std::runtime_error("not implemented");
    return score_report;
  }

  Analysis analysis;
  MoveOutcome outcome{true, "", {}};
  ScoreReport score_report;
  std::optional<Move> illegal;
  bool throws = false;
  std::vector<Move> played;
  std::vector<Point> dead;
  int analyses = 0;
};

Case small_case(const std::string& ask, const std::string& extra = "") {
  return parse_case_text("case: c\nclauses: T22.7\nsize: 3\n. . .\n. X .\n. . F\nask: " + ask + "\n" + extra +
                             "expect: x\n",
                         "c.case");
}

std::string answer_to(ScriptedEngine& e, const std::string& ask, const std::string& extra = "") {
  Case c = small_case(ask, extra);
  return answer(e, c, c.position.rules);
}

Point Q(const char* p) { return P(p, 3); }

ScriptedEngine with_analysis() {
  ScriptedEngine e;
  Analysis& a = e.analysis;
  a.size = 3;
  StringReport s;
  s.colour = Colour::black;
  s.stones = {Q("B2")};
  s.private_eye = true;
  // Regions deliberately out of order: the answer orders them by first point.
  s.regions = {RegionReport{{Q("C3"), Q("A3"), Q("B3")}, false, Clause::T18E_P2},
               RegionReport{{Q("B1"), Q("A1")}, true, Clause::T18E_S3_1}};
  a.strings = {s};
  FlowerReport f;
  f.stones = {Q("C1")};
  f.hei_y = 1;
  f.bai_o = 2;
  f.rule = Clause::T22_4_2_1;
  f.attribute = Attribute::black;
  a.flowers = {f};
  a.holographic = {HoloCell::empty, HoloCell::empty, HoloCell::black,
                   HoloCell::empty, HoloCell::black, HoloCell::empty,
                   HoloCell::neutral, HoloCell::white, HoloCell::empty};
  a.flybomb_forbidden[1] = {ForbiddenPoint{Q("A3"), {ForbiddenReason::one_liberty_eye}},
                            ForbiddenPoint{Q("B1"), {ForbiddenReason::tiger_mouth, ForbiddenReason::capture_point}}};
  return e;
}

TEST(Answers, PrivateEyeAndRegions) {
  ScriptedEngine e = with_analysis();
  EXPECT_EQ(answer_to(e, "private_eye B2"), "true");
  EXPECT_EQ(answer_to(e, "regions 二二"), "A1,B1:true:T18E.S3.1 | A3,B3,C3:false:T18E.P2");
}

TEST(Answers, AttributeAndParameters) {
  ScriptedEngine e = with_analysis();
  EXPECT_EQ(answer_to(e, "attribute C1"), "black");
  EXPECT_EQ(answer_to(e, "parameters C1"), "HEIy=1 BAIy=0 HEIo=0 BAIo=2 row=T22.4.2.1");
}

TEST(Answers, NoStringAtThePointIsACaseError) {
  ScriptedEngine e = with_analysis();
  EXPECT_THROW(answer_to(e, "private_eye A1"), CaseError);
  EXPECT_THROW(answer_to(e, "attribute B2"), CaseError);  // a black stone, not a flower
}

TEST(Answers, ForbiddenPointsWithReasonsInTableOrder) {
  ScriptedEngine e = with_analysis();
  EXPECT_EQ(answer_to(e, "forbidden white B1"), "capture_point,tiger_mouth");
  EXPECT_EQ(answer_to(e, "forbidden white C3"), "none");
  EXPECT_EQ(answer_to(e, "forbidden black B1"), "none");
  EXPECT_EQ(answer_to(e, "forbidden_points white"), "B1:capture_point,tiger_mouth A3:one_liberty_eye");
  EXPECT_EQ(answer_to(e, "forbidden_points black"), "none");
}

TEST(Answers, BoardsRowsTopFirst) {
  ScriptedEngine e = with_analysis();
  EXPECT_EQ(answer_to(e, "holographic"), "FO./.X./..X");  // index order A1, B1, … read back top first
  EXPECT_EQ(answer_to(e, "bottom"), ".../.X./..F");
  EXPECT_EQ(answer_to(e, "bottom", "moves: B A3; W C2\n"), "X../.XO/..F");
}

TEST(Answers, LegalAndCaptures) {
  ScriptedEngine e;
  e.outcome = MoveOutcome{true, "", {Q("C2"), Q("A1"), Q("B3")}};
  EXPECT_EQ(answer_to(e, "legal B A1"), "legal");
  EXPECT_EQ(answer_to(e, "captures B A1"), "A1,C2,B3");
  e.outcome.captured.clear();
  EXPECT_EQ(answer_to(e, "captures B A1"), "none");
  e.outcome.legal = false;
  EXPECT_EQ(answer_to(e, "legal B A1"), "illegal");
  EXPECT_EQ(answer_to(e, "captures B A1"), "illegal");
}

TEST(Answers, ScoreWithShortestNumbersAndTheDeadList) {
  ScriptedEngine e;
  e.score_report = ScoreReport{4.5, 3, 1.5, "B+0.75", {}};
  EXPECT_EQ(answer_to(e, "score", "dead: B2\n"), "black=4.5 white=3 neutral=1.5 result=B+0.75");
  EXPECT_EQ(e.dead, (std::vector<Point>{Q("B2")}));
}

TEST(Answers, PositionFields) {
  ScriptedEngine e;
  EXPECT_EQ(answer_to(e, "move_number"), "1");
  EXPECT_EQ(answer_to(e, "move_number", "moves: B A1; W A2\n"), "3");
  EXPECT_EQ(answer_to(e, "flybombs_left"), "black=3 white=3");
  EXPECT_EQ(answer_to(e, "game_over"), "false");
  Case c = small_case("game_over");
  Position pos = c.position.position;
  pos.consecutive_passes = 2;  // A29: two consecutive passes end the game
  EXPECT_EQ(answer_question(e, c.ask, pos, c.position.rules, {}), "true");
}

TEST(Answers, MovesArePlayedInOrderAndAnIllegalOneIsNamed) {
  ScriptedEngine e;
  e.illegal = Move::make_stone(Colour::white, Q("A2"));
  Case c = small_case("bottom", "moves: B A1; W A2; B C2\n");
  try {
    answer(e, c, c.position.rules);
    FAIL() << "no CaseError";
  } catch (const CaseError& err) {
    EXPECT_STREQ(err.what(), "move 2 of moves:, 'W A2', is illegal (T22.6 occupied)");
  }
  ASSERT_EQ(e.played.size(), 2u);
  EXPECT_EQ(e.played[0], Move::make_stone(Colour::black, Q("A1")));
}

TEST(Runner, OneResultPerExpectationTrimmedComparison) {
  ScriptedEngine e = with_analysis();
  Case c = parse_case_text(
      "case: r\nclauses: T22.2.8(3) T22.4\nsize: 3\n. . .\n. X .\n. . F\nask: attribute C1\n"
      "expect:  black  \nexpect eye.examined=region: white\n",
      "r.case");
  auto results = run_case(e, c);
  ASSERT_EQ(results.size(), 2u);
  EXPECT_TRUE(results[0].passed);
  EXPECT_EQ(results[0].group, "T22.2");
  EXPECT_EQ(results[0].question, "attribute C1");
  EXPECT_EQ(results[0].settings, "");
  EXPECT_FALSE(results[1].passed);
  EXPECT_EQ(results[1].settings, "eye.examined=region");
  EXPECT_EQ(results[1].expected, "white");
  EXPECT_EQ(results[1].actual, "black");
}

TEST(Runner, EngineFailuresBecomeFailedResults) {
  ScriptedEngine e;
  e.throws = true;
  Case c = small_case("score");
  auto results = run_case(e, c);
  ASSERT_EQ(results.size(), 1u);
  EXPECT_FALSE(results[0].passed);
  EXPECT_EQ(results[0].actual, "error: scripted engine: not implemented");
  ScriptedEngine e2;
  e2.illegal = Move::make_stone(Colour::black, Q("A1"));
  results = run_case(e2, small_case("bottom", "moves: B A1\n"));
  EXPECT_FALSE(results[0].passed);
  EXPECT_EQ(results[0].actual.substr(0, 16), "error: move 1 of");
}

// ---------------------------------------------------------------------------------------------
// Files

struct TempDir {
  TempDir() {
    path = std::filesystem::temp_directory_path() /
           ("f3go_corpus_format_test_" + std::to_string(::getpid()) +
            "_" + ::testing::UnitTest::GetInstance()->current_test_info()->name());
    std::filesystem::remove_all(path);
    std::filesystem::create_directories(path);
  }
  ~TempDir() { std::filesystem::remove_all(path); }
  void write(const std::string& rel, const std::string& text) const {
    std::filesystem::create_directories((path / rel).parent_path());
    std::ofstream(path / rel) << text;
  }
  std::filesystem::path path;
};

std::string named(const std::string& name) {
  return "case: " + name + "\nclauses: T22.7\nsize: 2\n. .\n. .\nask: score\nexpect: x\n";
}

TEST(Files, FindsCaseFilesRecursivelyInPathOrder) {
  TempDir d;
  d.write("b.case", named("b"));
  d.write("a/z.case", named("z"));
  d.write("a/readme.md", "not a case");
  auto files = find_case_files(d.path);
  ASSERT_EQ(files.size(), 2u);
  EXPECT_EQ(files[0], d.path / "a/z.case");
  EXPECT_EQ(files[1], d.path / "b.case");
  EXPECT_EQ(load_corpus(d.path).size(), 2u);
  EXPECT_THROW(find_case_files(d.path / "missing"), InputError);
}

TEST(Files, DuplicateCaseNamesAreAnError) {
  TempDir d;
  d.write("one.case", named("same"));
  d.write("two.case", named("same"));
  try {
    load_corpus(d.path);
    FAIL() << "no error";
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find("duplicate case name 'same'"), std::string::npos) << e.what();
  }
}

// A folder with more case files than the limit is refused, naming the folder and the limit; at the
// limit it is read.
TEST(Files, AFolderPastTheCaseFileLimitIsRefused) {
  TempDir d;
  d.write("a.case", named("a"));
  d.write("b/c.case", named("c"));
  d.write("b/d.case", named("d"));
  d.write("b/notes.txt", "not a case");
  EXPECT_EQ(find_case_files(d.path, 3).size(), 3u);
  EXPECT_EQ(load_corpus(d.path, 3).size(), 3u);
  const std::string expected = d.path.string() + ": more than 2 case files, the limit of a corpus folder";
  for (const auto& read : std::vector<std::function<void()>>{[&] { find_case_files(d.path, 2); },
                                                             [&] { load_corpus(d.path, 2); }}) {
    try {
      read();
      ADD_FAILURE() << "a folder past the limit was read";
    } catch (const InputError& e) {
      EXPECT_EQ(std::string(e.what()), expected);
    }
  }
}

TEST(Files, UnreadableFileIsAnInputError) {
  EXPECT_THROW(read_case_file("/nonexistent/x.case"), InputError);
}

}  // namespace
}  // namespace f3go
