// The rule author's report: one HTML page in Chinese, in his notation (“三三”), that puts each open
// question of the register before him on the smallest diagram the ambiguity finder found, with
// the answer under each reading side by side and, for a private eye, why (judge/report/report_diagram.h).
// It is generated from its sources, so that it cannot drift from them: the switch table
// (oracle/rules.h), the witnesses of the finder (the corpus cases of corpus/cases/witnesses, whose
// answers the corpus tests check) with the finder's results (the bounds of "no difference"), a
// short Chinese text per question (docs/report/questions.zh.txt), and the rest of the register in
// Chinese (docs/report/register.zh.txt, judge/report/report_register.h) with its example cases.
//
// Each question is a <section> with id "q-ID" (q-A08, q-N01) and the attribute data-switch (the
// switch's register name; empty for a question that is not yet a switch). Names of the code appear
// only in <small class='dev'> elements, for developers.
//
// The page checks itself when a browser opens it: a script counts the board diagrams against the
// number the generator wrote (meta f3go-diagrams), checks each has a size, and writes
// "ok N diagrams" or "FAIL …" into the element #check (scripts/report_check.sh reads it through
// headless Chromium).
#pragma once
#include <map>
#include <string>
#include <vector>

#include "judge/ambiguities.h"
#include "judge/report/question_texts.h"
#include "judge/report/report_diagram.h"
#include "judge/report/report_register.h"
#include "oracle/corpus.h"

namespace f3go::judge {

// The sources of the page (the finder's results: judge/ambiguities_record.h search_results).
struct ReportSources {
  std::map<std::string, QuestionText> texts;
  RegisterTexts register_texts;
  std::vector<PairResult> search;  // the finder's results (each bound written in Chinese: bound_text)
  std::vector<Case> witnesses;     // the finder's cases (name witness_<ID>_<first>_<second>_<profile>)
  std::vector<Case> examples;      // the cases the register names (例)
};

// The page; the count of board diagrams is returned in `diagrams`. InputError when a witness the
// finder found or an example the register names is not among the cases.
std::string report_html(const ReportSources& sources, int& diagrams);

}  // namespace f3go::judge
