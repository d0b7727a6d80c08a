// The committed sources of the rule author's report (judge/report/report.h) that its tests read:
// the question texts, the register in Chinese and its example cases, beside the finder's committed
// outputs (judge/tests/witness_files.h).
#pragma once
#include <filesystem>

#include "judge/report/report.h"
#include "judge/tests/witness_files.h"
#include "oracle/corpus.h"
#include "oracle/input.h"

namespace f3go::judge::test {

inline const std::filesystem::path kTexts =
    std::filesystem::path(F3GO_SOURCE_DIR) / "docs" / "report" / "questions.zh.txt";
inline const std::filesystem::path kRegister =
    std::filesystem::path(F3GO_SOURCE_DIR) / "docs" / "report" / "register.zh.txt";
inline const std::filesystem::path kExamples = std::filesystem::path(F3GO_CORPUS_DIR) / "cases" / "switches";

// The committed sources of the report's page.
inline ReportSources committed_sources() {
  ReportSources s;
  s.texts = parse_question_texts(read_input_file(kTexts.string()), kTexts.string());
  s.register_texts = parse_register_texts(read_input_file(kRegister.string()), kRegister.string());
  s.search = committed_results();
  s.witnesses = load_corpus(kWitnesses);
  s.examples = load_corpus(kExamples);
  return s;
}

}  // namespace f3go::judge::test
