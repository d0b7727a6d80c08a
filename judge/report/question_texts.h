// The report's words of each switch (docs/report/questions.zh.txt): the question in Chinese, the
// words of the rules it turns on, why this program takes its defaults, and one line per reading.
// Read by the rule author's report (judge/report/report.h) and by the browser's API (web/api), which
// labels the switches and readings with them.
#pragma once
#include <map>
#include <optional>
#include <string>
#include <string_view>

#include "oracle/rules.h"

namespace f3go::judge {

// One question of docs/report/questions.zh.txt.
struct QuestionText {
  std::string question;                         // 问
  std::string text;                             // 文: the words of the rules it turns on
  std::string reason;                           // 理由 (optional): why this program takes its defaults
  std::string example;                          // 例 (optional): a case of corpus/cases/switches that
                                                // favours another reading than the minimal witnesses do
  std::map<std::string, std::string> readings;  // reading name → its description
};

// Parses the question texts (keys 问, 文, 理由, 例 and one per reading); InputError "FILE:LINE: what"
// on a line that is not `[ID]`, `KEY: value`, a comment or blank, on an unknown switch or reading, or on a switch with two or
// more readings that lacks an entry, its 问, or a reading.
std::map<std::string, QuestionText> parse_question_texts(std::string_view text, const std::string& file);

// The switch whose register ID (not name) is `id`.
std::optional<Switch> switch_with_id(std::string_view id);

}  // namespace f3go::judge
