// The conformance corpus (corpus/cases/**/*.case, corpus/README.md) against the reference: one test
// per case file, failing on any expectation the reference does not meet (clause IDs such as T22.2.8(3) or T18E.S3.3.2,
// as each case's `clauses:` line names). The corpus must hold at least one case.
#include <gtest/gtest.h>

#include <cctype>
#include <filesystem>

#include "oracle/corpus.h"
#include "oracle/error.h"
#include "reference/engine.h"

namespace f3go {
namespace {

const std::filesystem::path kCases = std::filesystem::path(F3GO_CORPUS_DIR) / "cases";

std::vector<std::filesystem::path> case_files() {
  try {
    return find_case_files(kCases);
  } catch (const InputError&) {
    return {};  // reported by Corpus.HasCases
  }
}

TEST(Corpus, HasCases) {
  EXPECT_GE(case_files().size(), 1u) << "no *.case file under " << kCases;
}

TEST(Corpus, CaseNamesAreUnique) {
  EXPECT_NO_THROW(load_corpus(kCases));
}

class CorpusCase : public ::testing::TestWithParam<std::filesystem::path> {};

TEST_P(CorpusCase, ReferenceGivesTheExpectedAnswers) {
  Case c;
  try {
    c = read_case_file(GetParam().string());
  } catch (const InputError& e) {
    FAIL() << "malformed case file: " << e.what();
  }
  reference::ReferenceEngine engine;
  for (const CaseResult& r : run_case(engine, c))
    EXPECT_TRUE(r.passed) << r.file << " (case " << r.name << ")\n"
                          << "  ask:      " << r.question << "\n"
                          << (r.settings.empty() ? "" : "  settings: " + r.settings + "\n")
                          << "  expected: " << r.expected << "\n"
                          << "  actual:   " << r.actual;
}

// A test name from the case file's path under corpus/cases ("eyes/f1.case" → "eyes_f1").
std::string test_name(const ::testing::TestParamInfo<std::filesystem::path>& info) {
  std::string rel = std::filesystem::relative(info.param, kCases).replace_extension().string();
  std::string name;
  for (char ch : rel) name += std::isalnum(static_cast<unsigned char>(ch)) ? ch : '_';
  return name + "_" + std::to_string(info.index);
}

INSTANTIATE_TEST_SUITE_P(Cases, CorpusCase, ::testing::ValuesIn(case_files()), test_name);
GTEST_ALLOW_UNINSTANTIATED_PARAMETERIZED_TEST(CorpusCase);

}  // namespace
}  // namespace f3go
