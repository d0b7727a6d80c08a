// The rule author's report as he reads it (judge/report/report.h): Chinese only, in his notation, every
// private-eye witness about a black string A, every question of the register there, and every quote
// his own words.
#include <gtest/gtest.h>

#include <filesystem>
#include <regex>
#include <set>
#include <string>

#include "judge/report/report.h"
#include "judge/report/report_words.h"
#include "judge/report/tests/report_sources.h"
#include "oracle/corpus.h"
#include "oracle/input.h"

namespace f3go::judge {
namespace {

namespace fs = std::filesystem;
using namespace test;

const std::string& committed_page() {
  static const std::string page = [] {
    int diagrams = 0;
    return report_html(committed_sources(), diagrams);
  }();
  return page;
}

// The text a reader sees who does not read the small print for developers: no style, script,
// element or <small class='dev'>, no quote of the rules (a quote in corner brackets), no clause ID.
std::string reader_text(const std::string& html) {
  std::string t = std::regex_replace(html, std::regex("<style>[^]*?</style>|<script>[^]*?</script>"), " ");
  t = std::regex_replace(t, std::regex("<small class='dev'>[^<]*</small>"), " ");
  t = std::regex_replace(t, std::regex("<[^>]*>"), " ");
  t = std::regex_replace(t, std::regex("「.*?」"), " ");
  return std::regex_replace(t, std::regex(R"(T(18E?|22)(\.[0-9A-Z]+)+(\([0-9]+\))?)"), " ");
}

// The Latin-letter identifiers of a reader's text: words of two or more letters, digits, '_' or '.'
// that begin with a letter, except the IDs of the questions (A08, N01).
std::set<std::string> identifiers(const std::string& text) {
  std::set<std::string> out;
  const std::regex word("[A-Za-z][A-Za-z0-9_.]+"), question_id("[AN][0-9][0-9]");
  for (auto it = std::sregex_iterator(text.begin(), text.end(), word); it != std::sregex_iterator(); ++it)
    if (!std::regex_match(it->str(), question_id)) out.insert(it->str());
  return out;
}

TEST(ReportZh, TheIdentifierCheckSeesLeakedNames) {
  EXPECT_EQ(identifiers(reader_text("<p>读法甲 <b>connected</b>：A07 「下虚着（Pass）」 Z3 T22.2.8(3)</p>")),
            (std::set<std::string>{"Z3", "connected"}));
  EXPECT_TRUE(identifiers(reader_text("<p>棋串A 读法乙<small class='dev'>eye.examined</small> T18E.S3.3.2</p>")).empty());
}

// (a) No Latin-letter identifier outside clause IDs, coordinates, the rules' own words and the
// small print; nor the words of the work (开关, 种子004, file names, a status line).
TEST(ReportZh, SpeaksChineseOnly) {
  const std::string text = reader_text(committed_page());
  EXPECT_EQ(identifiers(text), std::set<std::string>{});
  for (const char* internal : {"开关", "种子004", "Z3", "Benson", "corpus/", ".case", "not checked"})
    EXPECT_EQ(text.find(internal), std::string::npos) << internal;
}

// (b) Every private-eye witness is drawn with its string A black, or says that its colours are
// exchanged.
TEST(ReportZh, PrivateEyeWitnessesAskAboutABlackString) {
  const std::string& page = committed_page();
  const std::string open = "<div class='case' data-kind='private_eye'>";
  int cases = 0;
  for (std::size_t at = page.find(open); at != std::string::npos; at = page.find(open, at + 1)) {
    const std::string block = page.substr(at, page.find("</table>", at) - at);
    const bool black = block.find("data-string='black'") < block.find("data-string='white'");
    EXPECT_TRUE(black || block.find("class='exchanged'") != std::string::npos) << block.substr(0, 400);
    ++cases;
  }
  EXPECT_GE(cases, 20);
  for (const Case& c : load_corpus(kWitnesses)) {
    if (c.ask.kind != Question::Kind::private_eye || c.position.position.board.at(c.ask.point) != Cell::white) continue;
    const DrawnCase d = drawn_case(c);
    EXPECT_TRUE(d.exchanged != d.kept_white) << c.name;
    if (d.exchanged) {
      EXPECT_EQ(d.drawn.position.position.board.at(c.ask.point), Cell::black) << c.name;
    }
  }
}

// A white string A is drawn black when the reference answers the exchanged case as written, and
// kept white (with the note) when it does not.
TEST(ReportZh, ExchangesColoursOnlyWhereTheAnswersStay) {
  const auto white_case = [](const std::string& expected) {
    return parse_case_text(
        "case: t\ntitle: t\nclauses: T22.2.8\nsource: test\nsize: 2\n2 O .\n1 . .\n  A B\n"
        "ask: private_eye A2\nexpect: " +
            expected + "\n",
        "t.case");
  };
  const DrawnCase answered = drawn_case(white_case("false"));
  EXPECT_TRUE(answered.exchanged);
  EXPECT_EQ(answered.drawn.position.position.board.at(Point{0, 1}), Cell::black);
  const DrawnCase unanswered = drawn_case(white_case("true"));  // not the reference's answer
  EXPECT_TRUE(unanswered.kept_white);
  EXPECT_EQ(unanswered.drawn.position.position.board.at(Point{0, 1}), Cell::white);
}

// The seeds' verbatim text.
std::string seeds() {
  std::string all;
  for (const auto& entry : fs::directory_iterator(fs::path(F3GO_SOURCE_DIR) / "docs" / "seeds")) {
    const std::string text = read_input_file(entry.path().string());
    const auto at = text.find("==== verbatim text ====");
    if (at != std::string::npos) all += text.substr(at);
  }
  return all;
}

// Every quote in corner brackets of a 文, a 理由 or a note is the author's words: each part between two … is in
// the seeds.
TEST(ReportZh, EveryQuoteIsVerbatim) {
  const std::string all = seeds();
  ASSERT_FALSE(all.empty());
  int quotes = 0;
  const auto check = [&](const std::string& text) {
    for (const auto& [label, q] : quotes_of(text)) {
      std::size_t at = 0;
      while (at <= q.size()) {
        const std::size_t end = std::min(q.find("…", at), q.size());
        const std::string part = q.substr(at, end - at);
        if (!part.empty()) {
          EXPECT_NE(all.find(part), std::string::npos) << "「" << part << "」 in " << text;
        }
        at = end + std::string("…").size();
      }
      ++quotes;
    }
  };
  const ReportSources s = committed_sources();
  for (const auto& [id, t] : s.texts) {
    check(t.text);
    check(t.reason);
  }
  for (const RegisterEntry& e : s.register_texts.entries) {
    check(e.text);
    check(e.reason);
  }
  for (const auto& [key, note] : s.register_texts.notes) check(note);
  EXPECT_GE(quotes, 60);
}

// The simulation sentence of T22.2.8(3) is quoted whole under the questions about the simulation,
// and the stones without liberty are explained.
TEST(ReportZh, QuotesTheWordsEachQuestionTurnsOn) {
  const std::string& page = committed_page();
  const std::string simulation = "在这些白棋串的基础上，再单方连续下白子（连续下白子的过程中不能提子）也无法为其做出一个1气眼";
  for (const char* id : {"A07", "A08", "A09"}) {
    const auto at = page.find("id='q-" + std::string(id) + "'");
    ASSERT_NE(at, std::string::npos) << id;
    EXPECT_NE(page.substr(at, page.find("</section>", at) - at).find(simulation), std::string::npos) << id;
  }
  EXPECT_NE(page.find("可以保留一些无气黑白棋串"), std::string::npos);
}

// Where the minimal witness favours one reading (A01 split, N03 bordered), the question also shows a
// case that favours the other: a textbook eye that the minimal reading calls "no private eye".
TEST(ReportZh, ShowsACaseFavouringTheOtherReading) {
  const std::string& page = committed_page();
  for (const auto& [id, example] : {std::pair{"A01", "A01_ring_around_centre"}, std::pair{"N03", "N03_textbook_corner_eye"}}) {
    const auto at = page.find("id='q-" + std::string(id) + "'");
    ASSERT_NE(at, std::string::npos) << id;
    const std::string section = page.substr(at, page.find("</section>", at) - at);
    EXPECT_NE(section.find("下面的例子对另一种读法有利"), std::string::npos) << id;
    EXPECT_NE(section.find(example), std::string::npos) << id;
  }
}

// Every question of the register has its section, with a stable id and the switch's name; the open
// N questions and the fixed decisions too.
TEST(ReportZh, HoldsTheWholeRegister) {
  const std::string& page = committed_page();
  for (const SwitchInfo& s : switch_table()) {
    if (s.readings.size() < 2) continue;
    EXPECT_NE(page.find("id='q-" + std::string(s.id) + "' data-switch='" + std::string(s.name) + "'"), std::string::npos)
        << s.id;
  }
  for (int n = 1; n <= 31; ++n) {
    if (n == 3) continue;  // a switch: above
    const std::string id = std::string("N") + (n < 10 ? "0" : "") + std::to_string(n);
    EXPECT_NE(page.find("id='q-" + id + "' data-switch=''"), std::string::npos) << id;
  }
  for (const char* id : {"A28", "A29", "A30", "A31"}) EXPECT_NE(page.find("id='q-" + std::string(id) + "'"), std::string::npos) << id;
  EXPECT_NE(page.find("id='follow-ups'"), std::string::npos);
}

// Moves are numbered as T22.1.b numbers them: a flybomb turn's virtual flybomb takes a number, and
// a passed flower is 虚着.
TEST(ReportZh, NumbersMovesTheAuthorsWay) {
  const std::vector<Move> moves{Move::make_stone(Colour::black, {0, 0}), Move::make_flybomb(Colour::white, {1, 0}, Point{1, 1}),
                                Move::make_flybomb(Colour::black, {2, 0}, std::nullopt), Move::make_pass(Colour::white)};
  EXPECT_EQ(zh_moves(moves, 1),
            "第1手 黑一一；第2手 白二一，第3手 虚弹（扔在棋盘边界外），第4手 飞弹二二；第5手 黑三一，第6手 虚弹（扔在棋盘边界外），"
            "第7手 飞弹虚着；第8手 白虚着");
}

}  // namespace
}  // namespace f3go::judge
