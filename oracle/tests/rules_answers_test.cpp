// The rule author's answers as a rules file (oracle/rules.h parse_rules_answers): the lines the
// report's form saves (`set:`, `none:`, `answer:`, `comment:`), and the error for every bad line,
// naming the file, the line and what; the open questions (oracle/rules.h kOpenQuestions) against the
// register docs/ambiguities.md.
#include <gtest/gtest.h>

#include <fstream>
#include <regex>
#include <set>
#include <sstream>
#include <string>

#include "oracle/error.h"
#include "oracle/rules.h"

namespace f3go {
namespace {

bool contains(const std::string& s, const std::string& part) { return s.find(part) != std::string::npos; }

// The message of the InputError `text` raises, which must be at `where`.
std::string error_of(const std::string& text, const std::string& where) {
  try {
    parse_rules_answers(text, "a.rules");
  } catch (const InputError& e) {
    EXPECT_EQ(e.where, where) << e.what();
    return e.what();
  }
  ADD_FAILURE() << "no InputError for " << text;
  return "";
}

TEST(RulesAnswers, EveryKindOfAnswer) {
  const RulesAnswers a = parse_rules_answers(
      "# answers\nrules: 2022\nset: eye.simulated_legality=no_capture\nnone: A16\ncomment: A16 第一行\n"
      "answer: N04=3\ncomment: A16   第二行\ncomment: N04\nnone: N12\n",
      "a.rules");
  Rules expected = Rules::for_profile(Profile::y2022);
  expected.set(Switch::eye_simulated_legality, static_cast<int>(SimulatedLegality::no_capture));
  EXPECT_EQ(a.rules, expected);
  EXPECT_EQ(a.settings, std::vector<std::string>{"eye.simulated_legality=no_capture"});
  EXPECT_EQ(a.none, (std::vector<std::string>{"A16", "N12"}));
  EXPECT_EQ(a.open, (std::vector<std::pair<std::string, int>>{{"N04", 3}}));
  ASSERT_EQ(a.comments.size(), 2u);
  EXPECT_EQ(a.comments[0], (std::pair<std::string, std::string>{"A16", "第一行\n第二行"}));
  EXPECT_EQ(a.comments[1], (std::pair<std::string, std::string>{"N04", ""}));
}

TEST(RulesAnswers, ARulesFileWithoutAnswersReadsAsBefore) {
  const RulesAnswers a = parse_rules_answers("set: move.ko=simple_ko\nrules: 2018\n", "a.rules");
  EXPECT_EQ(a.rules, parse_rules_file("set: move.ko=simple_ko\nrules: 2018\n", "a.rules"));
  EXPECT_EQ(a.rules.profile, Profile::y2018);
  EXPECT_EQ(a.rules.ko(), Ko::simple_ko);
  EXPECT_TRUE(a.none.empty() && a.open.empty() && a.comments.empty());
}

TEST(RulesAnswers, AQuestionAnsweredTwiceIsNamedWithBothLines) {
  auto m = error_of("set: eye.simulated_legality=no_capture\n\nset: eye.simulated_legality=capture_allowed\n", "a.rules:3:1");
  EXPECT_TRUE(contains(m, "A08 is answered twice (first on line 1)")) << m;
  m = error_of("none: A08\nset: eye.simulated_legality=no_capture\n", "a.rules:2:1");
  EXPECT_TRUE(contains(m, "A08 is answered twice")) << m;
  m = error_of("answer: N04=2\nnone: N04\n", "a.rules:2:1");
  EXPECT_TRUE(contains(m, "N04 is answered twice")) << m;
  m = error_of("set: komi=7\nset: komi=7.5\n", "a.rules:2:1");
  EXPECT_TRUE(contains(m, "komi is answered twice")) << m;
}

TEST(RulesAnswers, UnknownQuestionsAndReadingsAreNamed) {
  auto m = error_of("none: A99\n", "a.rules:1:1");
  EXPECT_TRUE(contains(m, "'A99' names no question") && contains(m, "N04")) << m;
  m = error_of("none: eye.examined\n", "a.rules:1:1");  // an ID, not a name
  EXPECT_TRUE(contains(m, "'eye.examined' names no question")) << m;
  EXPECT_EQ(parse_rules_answers("none: N03\n", "a.rules").none, std::vector<std::string>{"N03"});  // a switch's ID
  m = error_of("set: eye.simulated_legality=maybe\n", "a.rules:1:1");
  EXPECT_TRUE(contains(m, "unknown reading 'maybe'") && contains(m, "no_lift")) << m;
  m = error_of("set: eye.nothing=region\n", "a.rules:1:1");
  EXPECT_TRUE(contains(m, "unknown switch or parameter 'eye.nothing'")) << m;
  m = error_of("answer: N04=5\n", "a.rules:1:1");
  EXPECT_TRUE(contains(m, "the reading of N04 must be a whole number from 1 to 4, not '5'")) << m;
  m = error_of("answer: N04=0\n", "a.rules:1:1");
  m = error_of("answer: N04\n", "a.rules:1:1");
  EXPECT_TRUE(contains(m, "expected ID=READING")) << m;
  m = error_of("answer: A08=2\n", "a.rules:1:1");
  EXPECT_TRUE(contains(m, "A08 is a switch: answer it with 'set: eye.simulated_legality=READING'")) << m;
  m = error_of("answer: N30=1\n", "a.rules:1:1");  // N30 became the switch A37
  EXPECT_TRUE(contains(m, "'N30' names no open question")) << m;
  m = error_of("verdict: A08\n", "a.rules:1:1");
  EXPECT_TRUE(contains(m, "unknown key 'verdict' (valid: rules, set, none, answer, comment)")) << m;
}

TEST(RulesAnswers, CommentsNameTheirQuestionAndHoldTextOnly) {
  auto m = error_of("comment: 我觉得\n", "a.rules:1:1");
  EXPECT_TRUE(contains(m, "a comment starts with the ID of its question")) << m;
  m = error_of("comment:\n", "a.rules:1:1");
  EXPECT_TRUE(contains(m, "a comment starts with the ID of its question, not ''")) << m;
  // A control byte and bytes that are not UTF-8 are named at their column.
  m = error_of(
      "comment: A16 ab\x01"
      "c\n",
      "a.rules:1:16");
  EXPECT_TRUE(contains(m, "control byte or bytes that are not UTF-8 in the comment on A16")) << m;
  error_of("comment: A16 \xff\xfe\n", "a.rules:1:14");
  error_of("comment: A16 ok\xe4\xb8\n", "a.rules:1:16");  // a cut character
  error_of(std::string("comment: A16 a\0b\n", 17), "a.rules:1:15");
  error_of("comment: A16 a\tb\n", "a.rules:1:15");  // a tab too: the form writes none
}

TEST(RulesAnswers, TheLimitsOfEveryRulesFileHold) {
  // A line past limits::kLineBytes, and a CR alone, are refused before the answers are read.
  error_of("comment: A16 " + std::string(10000, 'x') + "\n", "a.rules:1");
  error_of("none: A16\rnone: A08\n", "a.rules:1:10");
}

// Every entry of docs/ambiguities.md's "New ambiguities" marked "Not yet a switch" is an open
// question, with as many readings as the entry lists, and no other.
TEST(OpenQuestions, AreTheRegisterEntriesNotYetASwitch) {
  std::ifstream in(std::string(F3GO_SOURCE_DIR) + "/docs/ambiguities.md");
  std::stringstream all;
  all << in.rdbuf();
  const std::string text = all.str();
  std::set<std::string> listed;
  const std::regex heading("\n### (N[0-9]+) ");
  for (auto it = std::sregex_iterator(text.begin(), text.end(), heading); it != std::sregex_iterator(); ++it) {
    const std::string id = (*it)[1];
    const auto from = static_cast<std::size_t>(it->position(0)) + 1;
    const std::string entry = text.substr(from, text.find("\n### ", from) - from);
    if (!contains(entry, "Not yet a switch")) continue;
    listed.insert(id);
    const OpenQuestion* q = find_open_question(id);
    ASSERT_NE(q, nullptr) << id << " is not yet a switch but is no open question";
    int readings = 0;
    while (contains(entry, std::to_string(readings + 1) + ". ")) ++readings;
    EXPECT_EQ(q->readings, readings) << id;
    EXPECT_GE(q->implemented, 1);
    EXPECT_LE(q->implemented, q->readings);
  }
  for (const OpenQuestion& q : open_questions()) EXPECT_TRUE(listed.count(std::string(q.id))) << q.id;
  EXPECT_EQ(listed.size(), open_questions().size());
}

}  // namespace
}  // namespace f3go
