// The committed outputs of the ambiguity finder that the finder's and the report's tests read:
// the witness cases, the search of every pair under the defaults, and the follow-up search (the
// report's other sources: judge/report/tests/report_sources.h).
#pragma once
#include <filesystem>
#include <vector>

#include "judge/ambiguities_record.h"
#include "oracle/corpus.h"
#include "oracle/input.h"

namespace f3go::judge::test {

inline const std::filesystem::path kWitnesses = std::filesystem::path(F3GO_CORPUS_DIR) / "cases" / "witnesses";
inline const std::filesystem::path kSearch =
    std::filesystem::path(F3GO_SOURCE_DIR) / "docs" / "ambiguities" / "search.txt";
inline const std::filesystem::path kFollowUps =
    std::filesystem::path(F3GO_SOURCE_DIR) / "docs" / "ambiguities" / "followups.txt";

// The committed results of the finder (docs/ambiguities/search.txt and followups.txt).
inline std::vector<PairResult> committed_results() {
  std::vector<PairResult> out;
  for (const std::filesystem::path& file : {kSearch, kFollowUps})
    for (PairResult& r : search_results(read_input_file(file.string()), file.string())) out.push_back(std::move(r));
  return out;
}

}  // namespace f3go::judge::test
