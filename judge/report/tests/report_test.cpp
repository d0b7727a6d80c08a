// The rule author's report (judge/report/report.h): its question texts and the page built from the
// committed witnesses; scripts/report_test.sh renders the page in headless Chromium.
#include "judge/report/report.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <filesystem>

#include "judge/report/tests/report_sources.h"
#include "oracle/corpus.h"
#include "oracle/error.h"
#include "oracle/input.h"

namespace f3go::judge {
namespace {

namespace fs = std::filesystem;
using namespace test;

TEST(ReportTexts, EveryQuestionAndReadingIsWritten) {
  const auto texts = parse_question_texts(read_input_file(kTexts.string()), kTexts.string());
  for (const SwitchInfo& s : switch_table()) {
    if (s.readings.size() < 2) continue;
    ASSERT_TRUE(texts.count(std::string(s.id))) << s.id;
    EXPECT_EQ(texts.at(std::string(s.id)).readings.size(), s.readings.size()) << s.id;
  }
}

TEST(ReportTexts, AMissingReadingIsNamed) {
  std::string text = read_input_file(kTexts.string());
  const auto at = text.find("\ntouching:");
  ASSERT_NE(at, std::string::npos);
  text.erase(at, text.find('\n', at + 1) - at);
  try {
    parse_question_texts(text, "texts");
    FAIL() << "accepted";
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find("A07"), std::string::npos) << e.what();
    EXPECT_NE(std::string(e.what()).find("touching"), std::string::npos) << e.what();
  }
}

TEST(Report, HasADiagramPerWitnessAndAnswersInTheAuthorsWords) {
  ReportSources sources = committed_sources();
  int diagrams = 0;
  const std::string html = report_html(sources, diagrams);
  EXPECT_GE(diagrams, static_cast<int>(sources.witnesses.size()) / 2);
  EXPECT_NE(html.find("<meta name='f3go-diagrams' content='" + std::to_string(diagrams) + "'>"), std::string::npos);
  EXPECT_NE(html.find("有私眼"), std::string::npos);
  EXPECT_NE(html.find("无私眼"), std::string::npos);
  EXPECT_NE(html.find("找不到区别"), std::string::npos);
  EXPECT_NE(html.find("两版规则相同"), std::string::npos);
  // A witness line without its case is an error, never a silently missing diagram.
  sources.witnesses.erase(sources.witnesses.begin());
  EXPECT_THROW(report_html(sources, diagrams), InputError);
}

// A result of the finder with no witness, searched on 2x2 completely and 3x3 up to 4 stones.
PairResult unseparated() {
  PairResult r;
  r.pair = {Switch::eye_simulated_area, 0, 1, Profile::y2022, {}};
  r.searched = {{2, 4, true}, {3, 4, false}};
  return r;
}

// The bound is written from the values in both languages, phrase by phrase side by side.
TEST(Bound, IsWrittenFromTheValuesInEnglishAndChinese) {
  PairResult r = unseparated();
  EXPECT_EQ(bound_text(r, Lang::en), "2x2 every position; 3x3 up to 4 stones");
  EXPECT_EQ(bound_text(r, Lang::zh), "2×2 全部局面；3×3 至多4子的全部局面");
  r.depth = 4;
  r.random = RandomSearched{.samples = 400, .examined = 400, .min_size = 4, .max_size = 9, .seed = 1};
  r.smt = SmtSearched{.size = 4, .stones = 7, .witness = false, .unknown = {}};
  r.budget_exhausted = true;
  r.every_other_reading = true;
  EXPECT_EQ(bound_text(r, Lang::en),
            "2x2 every position; 3x3 up to 4 stones, with every sequence of up to 4 moves; nor 400 random positions from "
            "4x4 to 9x9 (seed 1); by Z3 none on 4x4 up to 7 stones either way (budget spent), under the defaults and "
            "under each single other reading");
  EXPECT_EQ(bound_text(r, Lang::zh),
            "2×2 全部局面；3×3 至多4子的全部局面；并试过其中每个局面起至多4手的全部着法；在4×4至9×9棋盘上的400个随机局面（随机数种子1）中也没有"
            "；约束求解器证明4×4棋盘上至多7子的局面中两个方向都没有（时间用尽）；在默认读法下，以及把任何一个其它问题改取任何一个非默认读法后，都一样");
  r.searched.clear();
  r.depth = 1;
  r.random = RandomSearched{.samples = 30, .examined = 7, .min_size = 2, .max_size = 5, .seed = 3, .sample = 6, .size = 5, .stones = 9};
  r.smt.reset();
  r.budget_exhausted = r.every_other_reading = false;
  EXPECT_EQ(bound_text(r, Lang::en),
            "nothing smaller exists (the empty 2x2 board), with every sequence of up to 1 move; found at random (sample 7 "
            "from 2x2 to 5x5, seed 3: 5x5 with 9 stones) and shrunk until no smaller window and no stone fewer separates");
  EXPECT_EQ(bound_text(r, Lang::zh),
            "空的2×2棋盘（不可能更小）；并试过其中每个局面起至多1手的全部着法；此例得自随机局面（随机数种子3的第7个，5×5棋盘，9子），"
            "并已缩减到截取任何更小的棋盘、或再去掉任何一子，都不再区别两种读法");
}

// The phrases of Z3: none either way, a witness proven the least or not, and the directions it did
// not answer, each from its values.
TEST(Bound, ThePhrasesOfZ3) {
  PairResult r = unseparated();
  r.searched = {{2, 4, true}};
  r.smt = SmtSearched{.size = 5, .stones = 9, .witness = true, .unknown = {}};
  EXPECT_EQ(bound_text(r, Lang::en), "2x2 every position; found by Z3 on 5x5, proven to have the least stones there");
  EXPECT_EQ(bound_text(r, Lang::zh), "2×2 全部局面；此例由约束求解器在5×5棋盘上求得，并证明该棋盘上没有子数更少的例子");
  r.smt->unknown = {{60000, 4, 6}};
  EXPECT_EQ(bound_text(r, Lang::en),
            "2x2 every position; found by Z3 on 5x5, not proven to have the least stones there (Z3 gave no answer within "
            "60000 ms at 4 stones; a witness with 6 stones was found, none with fewer than 4 is proven)");
  EXPECT_EQ(bound_text(r, Lang::zh),
            "2×2 全部局面；此例由约束求解器在5×5棋盘上求得，但未能证明该棋盘上没有子数更少的例子（约束求解器在60000毫秒内未能回答"
            "至多4子的问题，已找到6子的例子，并已证明少于4子的局面中没有）");
  r.smt->witness = false;
  r.smt->unknown = {{900000, 9, 0}, {900000, 9, 0}};
  EXPECT_EQ(bound_text(r, Lang::en),
            "2x2 every position; Z3 on 5x5 up to 9 stones: unknown (Z3 gave no answer within 900000 ms at 9 stones; Z3 "
            "gave no answer within 900000 ms at 9 stones)");
  EXPECT_EQ(bound_text(r, Lang::zh),
            "2×2 全部局面；约束求解器在5×5棋盘上至多9子：未能在限时内回答（约束求解器在900000毫秒内未能回答至多9子的问题；约束求解器在900000毫秒内"
            "未能回答至多9子的问题）");
}

// Every bound of the committed results reaches the author in Chinese: no Latin letter is left in a
// "找不到区别" paragraph.
TEST(Report, EveryBoundIsWrittenInChinese) {
  ReportSources sources = committed_sources();
  PairResult z3 = unseparated();
  z3.smt = SmtSearched{.size = 5, .stones = 9, .witness = false, .unknown = {{60000, 4, 6}}};
  sources.search.push_back(z3);
  int diagrams = 0;
  const std::string html = report_html(sources, diagrams);
  EXPECT_NE(html.find("已找到6子的例子，并已证明少于4子的局面中没有"), std::string::npos);
  int paragraphs = 0;
  for (std::size_t at = html.find("找不到区别："); at != std::string::npos; at = html.find("找不到区别：", at + 1)) {
    const std::string text = html.substr(at, html.find("</p>", at) - at);
    EXPECT_EQ(std::find_if(text.begin(), text.end(), [](unsigned char c) { return std::isalpha(c) != 0; }), text.end())
        << text;
    ++paragraphs;
  }
  EXPECT_GE(paragraphs, 15);  // a pair unseparated in both versions of the rules alike is one paragraph
}

TEST(Report, BoardDiagramsUseTheAuthorsNumerals) {
  Board b = board_from_rows({"X.F", "...", ".O."});
  const std::string svg = board_svg(b, {Point{0, 2}});
  EXPECT_NE(svg.find("class='board'"), std::string::npos);
  EXPECT_NE(svg.find(">三<"), std::string::npos);
  EXPECT_NE(svg.find(">花<"), std::string::npos);
  EXPECT_NE(svg.find("stroke='#d00'"), std::string::npos);
}

}  // namespace
}  // namespace f3go::judge
