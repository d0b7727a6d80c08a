// The committed outputs of the ambiguity finder that the finder's and the report's tests read:
// the witness cases, the search of every pair under the defaults, and the follow-up search.
#pragma once
#include <filesystem>

namespace f3go::judge::test {

inline const std::filesystem::path kWitnesses = std::filesystem::path(F3GO_CORPUS_DIR) / "cases" / "witnesses";
inline const std::filesystem::path kSearch =
    std::filesystem::path(F3GO_SOURCE_DIR) / "docs" / "ambiguities" / "search.txt";
inline const std::filesystem::path kFollowUps =
    std::filesystem::path(F3GO_SOURCE_DIR) / "docs" / "ambiguities" / "followups.txt";
inline const std::filesystem::path kTexts =
    std::filesystem::path(F3GO_SOURCE_DIR) / "docs" / "report" / "questions.zh.txt";

}  // namespace f3go::judge::test
