// The report's answer form (judge/report/report_answers.h) writes only lines the rules-file parser reads:
// every radio button's value, read by parse_rules_answers, gives the reading it is labelled with
// (a switch's reading, "none of these", an open question's reading); every question has its
// controls once; the page's script loads nothing from outside.
#include "judge/report/report_answers.h"

#include <gtest/gtest.h>

#include <regex>
#include <string>
#include <vector>

#include "oracle/error.h"
#include "oracle/input.h"

namespace f3go::judge {
namespace {

// The values of the radio buttons in `html`, in order.
std::vector<std::string> radio_values(const std::string& html) {
  static const std::regex radio("<input type='radio' name='answer-([A-Z0-9]+)' value='([^']*)'");
  std::vector<std::string> values;
  for (auto it = std::sregex_iterator(html.begin(), html.end(), radio); it != std::sregex_iterator(); ++it)
    values.push_back((*it)[2]);
  return values;
}

std::map<std::string, std::string> descriptions_of(const SwitchInfo& s) {
  std::map<std::string, std::string> d;
  for (std::string_view r : s.readings) d[std::string(r)] = "读法 <" + std::string(r) + ">";
  return d;
}

TEST(ReportAnswers, EverySwitchChoiceIsALineThatSetsItsReading) {
  for (const SwitchInfo& s : switch_table()) {
    const std::string html = switch_answer_controls(s, descriptions_of(s));
    EXPECT_NE(html.find("data-question='" + std::string(s.id) + "'"), std::string::npos) << s.id;
    EXPECT_NE(html.find("&lt;"), std::string::npos) << "descriptions are escaped: " << s.id;
    const std::vector<std::string> values = radio_values(html);
    ASSERT_EQ(values.size(), s.readings.size() + 1) << s.id;
    for (std::size_t r = 0; r < s.readings.size(); ++r) {
      const RulesAnswers a = parse_rules_answers("rules: 2022\n" + values[r] + "\n", "form");
      const auto sw = find_switch(s.id);
      ASSERT_TRUE(sw);
      EXPECT_EQ(a.rules.get(*sw), static_cast<int>(r)) << values[r];
    }
    const RulesAnswers none = parse_rules_answers(values.back() + "\ncomment: " + std::string(s.id) + " 说明\n", "form");
    EXPECT_EQ(none.none, std::vector<std::string>{std::string(s.id)});
  }
}

TEST(ReportAnswers, EveryOpenQuestionChoiceIsALineThatAnswersIt) {
  for (const OpenQuestion& q : open_questions()) {
    const std::vector<std::string> values = radio_values(open_answer_controls(q, {}));
    ASSERT_EQ(values.size(), static_cast<std::size_t>(q.readings) + 1) << q.id;
    for (int k = 1; k <= q.readings; ++k) {
      const RulesAnswers a = parse_rules_answers(values[static_cast<std::size_t>(k - 1)] + "\n", "form");
      EXPECT_EQ(a.open, (std::vector<std::pair<std::string, int>>{{std::string(q.id), k}}));
    }
    EXPECT_EQ(parse_rules_answers(values.back() + "\n", "form").none, std::vector<std::string>{std::string(q.id)});
  }
}

TEST(ReportAnswers, ThePanelSavesInThePageWithNothingFromOutside) {
  const std::string html = answers_panel(Profile::y2022);
  EXPECT_NE(html.find("data-profile='2022'"), std::string::npos);
  EXPECT_NE(html.find("value='2022' checked"), std::string::npos);  // the profile he answers about, 2022 first
  EXPECT_NE(html.find("name='answers-profile' value='2018'"), std::string::npos);
  EXPECT_NE(html.find("data-comment-bytes='" + std::to_string(kCommentBytes) + "'"), std::string::npos);
  EXPECT_NE(html.find("link.download = 'f3go-answers.rules'"), std::string::npos);
  for (const char* outside : {"http:", "https:", "src=", "fetch(", "XMLHttpRequest", "import "})
    EXPECT_EQ(html.find(outside), std::string::npos) << outside;
  // A comment line of kCommentBytes bytes with its key and the longest ID is within a line's limit.
  EXPECT_LE(kCommentBytes + std::string("comment: N04 ").size(), limits::kLineBytes);
}

}  // namespace
}  // namespace f3go::judge
