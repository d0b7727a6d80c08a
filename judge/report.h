// The rule author's report: one HTML page in Chinese, in his notation (「三三」), that puts each open
// question of the register before him on the smallest diagram the ambiguity finder found, with
// the answer under each reading side by side. It is generated from three sources, so that it
// cannot drift from them: the switch table (oracle/rules.h), the witnesses of the finder (the
// corpus cases of corpus/cases/witnesses, whose answers the corpus tests check) with the finder's
// result lines (the bounds of "no difference"), and a short Chinese text per question
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

// One line of `f3go ambiguities` output ("pair i/n: A07 … (2022): …").
struct SearchLine {
  std::string id;                 // "A07"
  std::string first, second;      // reading names
  std::string profile;            // "2022" / "2018"
  std::string given;              // "" or the settings of a follow-up ("region.connect=empty")
  bool witness = false;
  std::string bound;              // "2x2 every position; 3x3 up to 6 stones[, with every …]"
};

// Every pair line of the finder's outputs; InputError naming the file and line otherwise.
std::vector<SearchLine> parse_search_lines(std::string_view text, const std::string& file);

// The pair of readings a line is about. Precondition: the line came from parse_search_lines.
ReadingPair pair_of(const SearchLine& l);

// A bound of the finder ("2x2 every position; 3x3 up to 6 stones; by Z3 none on 4x4 up to 7 stones
// either way") in Chinese, phrase by phrase.
std::string zh_bound(const std::string& bound);

// The page. `witnesses` are the finder's cases (name witness_<ID>_<first>_<second>_<profile>);
// `search` its result lines. The count of board diagrams is returned in `diagrams`.
std::string report_html(const std::map<std::string, QuestionText>& texts, const std::vector<SearchLine>& search,
                        const std::vector<Case>& witnesses, int& diagrams);

// The bottom board as an SVG diagram in the author's notation (columns and rows in Chinese
// numerals, row 一 at the bottom), with the point `mark` outlined when given.
std::string board_svg(const Board& b, const std::vector<Point>& marks);

}  // namespace f3go::judge
