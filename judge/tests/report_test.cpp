// The rule author's report (judge/report.h): its question texts and the page built from the
// committed witnesses; scripts/report_test.sh renders the page in headless Chromium.
#include "judge/report.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <filesystem>

#include "judge/tests/witness_files.h"
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

TEST(Report, HasOneDiagramPerWitnessAndAnswersInTheAuthorsWords) {
  const auto texts = parse_question_texts(read_input_file(kTexts.string()), kTexts.string());
  std::vector<SearchLine> lines;
  for (const fs::path& file : {kSearch, kFollowUps})
    for (SearchLine& l : parse_search_lines(read_input_file(file.string()), file.string())) lines.push_back(std::move(l));
  const std::vector<Case> cases = load_corpus(kWitnesses);
  int diagrams = 0;
  const std::string html = report_html(texts, lines, cases, diagrams);
  EXPECT_GE(diagrams, static_cast<int>(cases.size()));
  EXPECT_NE(html.find("<meta name='f3go-diagrams' content='" + std::to_string(diagrams) + "'>"), std::string::npos);
  EXPECT_NE(html.find("有私眼"), std::string::npos);
  EXPECT_NE(html.find("无私眼"), std::string::npos);
  EXPECT_NE(html.find("找不到区别"), std::string::npos);
  // A witness line without its case is an error, never a silently missing diagram.
  std::vector<Case> fewer(cases.begin() + 1, cases.end());
  EXPECT_THROW(report_html(texts, lines, fewer, diagrams), InputError);
}

// Every bound the finder writes, the phrases of Z3 included, reaches the author in Chinese: no
// English word is left in a "找不到区别" paragraph (only the name Z3).
TEST(Report, EveryBoundIsWrittenInChinese) {
  const auto texts = parse_question_texts(read_input_file(kTexts.string()), kTexts.string());
  const std::string head = "pair 1/1: A09 eye.simulated_area region|board (2022): no difference up to 2x2 every position; ";
  const std::string tail = " [10 positions, 1.0 s]\n";
  const std::string search =
      head + "4x4 up to 6 stones; by Z3 none on 4x4 up to 7 stones either way" + tail +
      head + "3x3 every position; Z3 on 5x5 up to 9 stones: unknown (Z3 gave no answer within 900000 ms at 9 stones)" + tail +
      head + "3x3 every position; Z3 on 5x5 up to 9 stones: unknown (Z3 gave no answer within 60000 ms at 4 stones; a "
             "witness with 6 stones was found, none with fewer than 4 is proven)" + tail;
  std::vector<SearchLine> lines = parse_search_lines(search, "search");
  for (const fs::path& file : {kSearch, kFollowUps})
    for (SearchLine& l : parse_search_lines(read_input_file(file.string()), file.string())) lines.push_back(std::move(l));
  int diagrams = 0;
  const std::string html = report_html(texts, lines, load_corpus(kWitnesses), diagrams);
  EXPECT_NE(html.find("Z3证明4×4棋盘上至多7子的局面中两个方向都没有"), std::string::npos);
  EXPECT_NE(html.find("Z3在900000毫秒内未能回答至多9子的问题"), std::string::npos);
  EXPECT_NE(html.find("已找到6子的例子，并已证明少于4子的局面中没有"), std::string::npos);
  int paragraphs = 0;
  for (std::size_t at = html.find("找不到区别："); at != std::string::npos; at = html.find("找不到区别：", at + 1)) {
    std::string text = html.substr(at, html.find("</p>", at) - at);
    for (std::size_t z = text.find("Z3"); z != std::string::npos; z = text.find("Z3")) text.erase(z, 2);
    EXPECT_EQ(std::find_if(text.begin(), text.end(), [](unsigned char c) { return std::isalpha(c) != 0; }), text.end())
        << text;
    ++paragraphs;
  }
  EXPECT_GE(paragraphs, 20);
  // The bound of a witness Z3 found, proven the least or not.
  EXPECT_EQ(zh_bound("2x2 every position; found by Z3 on 5x5, proven to have the least stones there"),
            "2×2 全部局面；此例由Z3在5×5棋盘上求得，并证明该棋盘上没有子数更少的例子");
  EXPECT_EQ(zh_bound("2x2 every position; found by Z3 on 5x5, not proven to have the least stones there (Z3 gave no "
                     "answer within 60000 ms at 4 stones; a witness with 6 stones was found, none with fewer than 4 "
                     "is proven)"),
            "2×2 全部局面；此例由Z3在5×5棋盘上求得，但未能证明该棋盘上没有子数更少的例子（Z3在60000毫秒内未能回答"
            "至多4子的问题，已找到6子的例子，并已证明少于4子的局面中没有）");
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
