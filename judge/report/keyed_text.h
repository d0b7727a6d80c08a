// The line format of the report's Chinese texts (docs/report/questions.zh.txt, register.zh.txt):
// `[ID]` opens a section, `KEY: text` lines follow it, '#' starts a comment, blank lines are
// skipped. What the IDs and keys mean is the reader's (judge/report/report.h, judge/report/report_register.h).
#pragma once
#include <string>
#include <string_view>
#include <vector>

namespace f3go::judge {

struct KeyedLine {
  std::string key, value;
  std::string where;  // "FILE:LINE"
};

struct KeyedSection {
  std::string id;     // between the brackets
  std::string where;  // "FILE:LINE" of the heading
  std::vector<KeyedLine> lines;
};

// The sections in order. InputError "FILE:LINE: what" on a line that is neither a heading, a
// `KEY: text` line under a heading, a comment nor blank; on an ID or a key of one section given
// twice; on a key without text.
std::vector<KeyedSection> parse_keyed_sections(std::string_view text, const std::string& file);

}  // namespace f3go::judge
