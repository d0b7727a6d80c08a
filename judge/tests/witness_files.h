// The committed outputs of the ambiguity finder that the finder's and the report's tests read:
// the witness cases, the search of every pair under the defaults, and the follow-up search; and the
// committed sources of the report built from them.
#pragma once
#include <filesystem>
#include <vector>

#include "judge/report.h"
#include "oracle/corpus.h"
#include "oracle/input.h"

namespace f3go::judge::test {

inline const std::filesystem::path kWitnesses = std::filesystem::path(F3GO_CORPUS_DIR) / "cases" / "witnesses";
inline const std::filesystem::path kSearch =
    std::filesystem::path(F3GO_SOURCE_DIR) / "docs" / "ambiguities" / "search.txt";
inline const std::filesystem::path kFollowUps =
    std::filesystem::path(F3GO_SOURCE_DIR) / "docs" / "ambiguities" / "followups.txt";
inline const std::filesystem::path kTexts =
    std::filesystem::path(F3GO_SOURCE_DIR) / "docs" / "report" / "questions.zh.txt";
inline const std::filesystem::path kRegister =
    std::filesystem::path(F3GO_SOURCE_DIR) / "docs" / "report" / "register.zh.txt";
inline const std::filesystem::path kExamples = std::filesystem::path(F3GO_CORPUS_DIR) / "cases" / "switches";

// The committed results of the finder (docs/ambiguities/search.txt and followups.txt).
inline std::vector<PairResult> committed_results() {
  std::vector<PairResult> out;
  for (const std::filesystem::path& file : {kSearch, kFollowUps})
    for (PairResult& r : search_results(read_input_file(file.string()), file.string())) out.push_back(std::move(r));
  return out;
}

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
