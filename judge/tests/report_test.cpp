// The rule author's report (judge/report.h): its question texts and the page built from the
// committed witnesses; scripts/report_test.sh renders the page in headless Chromium.
#include "judge/report.h"

#include <gtest/gtest.h>

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
