// The rule author's report: one HTML page in Chinese, in his notation (“三三”), that puts each open
// question of the register before him on the smallest diagram the ambiguity finder found, with
// the answer under each reading side by side. It is generated from three sources, so that it
// cannot drift from them: the switch table (oracle/rules.h), the witnesses of the finder (the
// corpus cases of corpus/cases/witnesses, whose answers the corpus tests check) with the finder's
// results (the bounds of "no difference"), and a short Chinese text per question
// (docs/report/questions.zh.txt).
//
// The page checks itself when a browser opens it: a script counts the board diagrams against the
// number the generator wrote (meta f3go-diagrams), checks each has a size, and writes
// "ok N diagrams" or "FAIL …" into the element #check (scripts/report_check.sh reads it through
// headless Chromium).
#pragma once
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "judge/ambiguities.h"
#include "oracle/corpus.h"

namespace f3go::judge {

// One question of docs/report/questions.zh.txt.
struct QuestionText {
  std::string question;                        // 问
  std::string text;                            // 文: the words of the rules it turns on
  std::map<std::string, std::string> readings; // reading name → its description
};

// Parses the question texts; InputError "FILE:LINE: what" on a line that is not `[ID]`,
// `KEY: value`, a comment or blank, on an unknown switch or reading, or on a switch with two or
// more readings that lacks an entry, its 问, or a reading.
std::map<std::string, QuestionText> parse_question_texts(std::string_view text, const std::string& file);

// The finder's results in the output of `f3go ambiguities` at `file` (its record, the last line:
// judge/ambiguities_record.h); InputError naming the file, line and value otherwise.
std::vector<PairResult> search_results(std::string_view text, const std::string& file);

// The page. `witnesses` are the finder's cases (name witness_<ID>_<first>_<second>_<profile>);
// `search` its results (each bound written in Chinese from the values: ambiguities.h bound_text). The count of board diagrams is returned in `diagrams`.
std::string report_html(const std::map<std::string, QuestionText>& texts, const std::vector<PairResult>& search,
                        const std::vector<Case>& witnesses, int& diagrams);

// The bottom board as an SVG diagram in the author's notation (columns and rows in Chinese
// numerals, row 一 at the bottom), with the point `mark` outlined when given.
std::string board_svg(const Board& b, const std::vector<Point>& marks);

}  // namespace f3go::judge
