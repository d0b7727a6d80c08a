// The JSON conformance suite (corpus/json/, oracle/case_json.h), read back from the JSON alone (no
// case text is parsed): it holds every case of the corpus, each equal to the case read from its
// text, and it passes on both built-in engines. Bad JSON is refused naming the key path.
#include "oracle/case_json.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <map>

#include "judge/engines/engines.h"
#include "oracle/error.h"

namespace f3go {
namespace {

namespace fs = std::filesystem;

const fs::path kCorpus = F3GO_CORPUS_DIR;
const char* kRegenerate = "regenerate it with `./build/release/f3go export-json --out corpus/json`";

// Every case of corpus/json/*.json but the schema, in file order.
std::vector<Case> json_suite() {
  std::vector<fs::path> files;
  for (const auto& e : fs::directory_iterator(kCorpus / "json"))
    if (e.path().extension() == ".json" && e.path().filename() != "schema.json") files.push_back(e.path());
  std::sort(files.begin(), files.end());
  std::vector<Case> cases;
  for (const fs::path& f : files)
    for (Case& c : read_cases_json_file(f.string())) cases.push_back(std::move(c));
  return cases;
}

TEST(JsonSuite, HoldsEveryCaseOfTheCorpusAsItsTextSays) {
  const std::vector<Case> suite = json_suite();
  const std::vector<Case> corpus = load_corpus(kCorpus);
  ASSERT_EQ(suite.size(), corpus.size()) << "corpus/json/ is not the corpus: " << kRegenerate;
  std::map<std::string, const Case*> by_name;
  for (const Case& c : corpus) by_name[c.name] = &c;
  for (const Case& c : suite) {
    ASSERT_TRUE(by_name.contains(c.name)) << c.name << " is in corpus/json/ only: " << kRegenerate;
    const Case& text = *by_name[c.name];
    const std::string relative = fs::path(text.file).lexically_relative(kCorpus).generic_string();
    EXPECT_EQ(to_json(c, c.file), to_json(text, relative)) << c.name << ": " << kRegenerate;
  }
}

// Every expectation of every case of the suite, run on the engine: all pass, and as many ran as
// the corpus's case files hold.
void expect_suite_passes(const std::string& engine_name) {
  const auto engine = judge::make_engine(engine_name, "test");
  const std::vector<Case> suite = json_suite();
  std::size_t expectations = 0;
  for (const Case& c : load_corpus(kCorpus)) expectations += c.expectations.size();
  std::size_t run = 0;
  for (const Case& c : suite)
    for (const CaseResult& r : run_case(*engine, c)) {
      ++run;
      EXPECT_TRUE(r.passed) << engine_name << ": " << c.file << " (" << c.name << ") " << r.question << " ["
                            << r.settings << "]: expected " << r.expected << ", got " << r.actual;
    }
  EXPECT_EQ(run, expectations) << kRegenerate;
  EXPECT_EQ(suite.size(), load_corpus(kCorpus).size()) << kRegenerate;
}

TEST(JsonSuite, PassesOnTheReference) { expect_suite_passes("reference"); }
TEST(JsonSuite, PassesOnTheOptimizedEngine) { expect_suite_passes("optimized"); }

// --- bad input ---

nlohmann::json one_case() {
  nlohmann::json j = nlohmann::json::parse(to_json(load_corpus(kCorpus).front(), "cases/x.case").dump());
  return nlohmann::json{{"format", kCasesFormat}, {"folder", "x"}, {"cases", {j}}};
}

void expect_refused(const nlohmann::json& j, const std::string& where, const std::string& what) {
  try {
    cases_from_json(j);
    ADD_FAILURE() << "accepted; expected an error at " << where;
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find(where), std::string::npos) << e.what();
    EXPECT_NE(std::string(e.what()).find(what), std::string::npos) << e.what();
  }
}

TEST(JsonSuite, ReadsBackWhatItWrites) {
  const nlohmann::json j = one_case();
  const std::vector<Case> cases = cases_from_json(j);
  ASSERT_EQ(cases.size(), 1u);
  EXPECT_EQ(nlohmann::json::parse(to_json(cases.front(), "cases/x.case").dump()), j["cases"][0]);
}

TEST(JsonSuite, RefusesBadInputNamingTheKeyPath) {
  nlohmann::json j = one_case();
  j["format"] = "f3go-cases/0";
  expect_refused(j, "$.format", "f3go-cases/1");
  j = one_case();
  j["cases"][0]["expectations"][0]["rules"] = "2018";
  expect_refused(j, "$.cases[0].expectations[0].rules", "with these settings");
  j = one_case();
  j["cases"][0]["moves"] = {"B Z9"};
  expect_refused(j, "$.cases[0].moves[0]", "Z9");
  j = one_case();
  j["cases"][0]["question"]["kind"] = "score";
  expect_refused(j, "$.cases[0].question.kind", "the question's text says");
  j = one_case();
  j["cases"][0]["rules"]["compact"] = "2018";
  expect_refused(j, "$.cases[0].rules.compact", "give");
  j = one_case();
  j["cases"][0]["surprise"] = 1;
  expect_refused(j, "$.cases[0].surprise", "unknown key");
  j = one_case();
  j["cases"][0]["expectations"] = nlohmann::json::array();
  expect_refused(j, "$.cases[0].expectations", "at least one");
  j = one_case();
  j["cases"][0]["clauses"] = {"T99"};
  expect_refused(j, "$.cases[0].clauses[0]", "T99");
}

}  // namespace
}  // namespace f3go
