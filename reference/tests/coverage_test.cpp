// The coverage of the rules as tests: every clause ID of docs/rules.md is cited in reference/ and tested by
// a corpus case; every reading of every switch is exercised by some corpus expectation; and
// `analyze --json` keeps its contract on every corpus position under both profiles and under
// mixed readings.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <random>
#include <set>
#include <sstream>

#include "oracle/corpus.h"
#include "oracle/json.h"
#include "reference/analyze.h"

namespace f3go {
namespace {

namespace fs = std::filesystem;

// Every clause ID of docs/rules.md (the IDs the reference cites: T22.2.8(3) is
// Clause::T22_2_8_3).
const std::vector<Clause> kClauses{
    Clause::T22_0_a, Clause::T22_0_b, Clause::T22_0_c, Clause::T22_0_d, Clause::T22_1_a,
    Clause::T22_1_b, Clause::T22_2_1, Clause::T22_2_2, Clause::T22_2_3, Clause::T22_2_4,
    Clause::T22_2_5, Clause::T22_2_6, Clause::T22_2_7, Clause::T22_2_8_1, Clause::T22_2_8_2,
    Clause::T22_2_8_3, Clause::T22_3_1, Clause::T22_3_2_1, Clause::T22_3_2_2, Clause::T22_3_2_3,
    Clause::T22_3_2_4, Clause::T22_4_1, Clause::T22_4_2_1, Clause::T22_4_2_2, Clause::T22_4_2_3_1,
    Clause::T22_4_2_3_2, Clause::T22_4_2_3_3, Clause::T22_5_1, Clause::T22_5_2, Clause::T22_5_3,
    Clause::T22_6, Clause::T22_7, Clause::T22_8, Clause::T18_0, Clause::T18_1, Clause::T18_2,
    Clause::T18_3, Clause::T18_4, Clause::T18_5, Clause::T18E_P1, Clause::T18E_P2, Clause::T18E_S1,
    Clause::T18E_S2, Clause::T18E_S3_1, Clause::T18E_S3_2, Clause::T18E_S3_3_1, Clause::T18E_S3_3_2};

std::string reference_sources() {
  std::string all;
  for (const auto& e : fs::directory_iterator(fs::path(F3GO_SOURCE_DIR) / "reference")) {
    if (!e.is_regular_file()) continue;
    std::ifstream in(e.path());
    std::stringstream s;
    s << in.rdbuf();
    all += s.str();
  }
  return all;
}

const std::vector<Case>& corpus() {
  static const std::vector<Case> cases = load_corpus(F3GO_CORPUS_DIR);
  return cases;
}

TEST(Coverage, EveryClauseIsCitedByTheReferenceAndTestedByACase) {
  const std::string sources = reference_sources();
  std::set<Clause> tested;
  for (const Case& c : corpus()) tested.insert(c.clauses.begin(), c.clauses.end());
  for (Clause clause : kClauses) {
    EXPECT_NE(sources.find(clause_id(clause)), std::string::npos) << clause << " is cited nowhere in reference/";
    EXPECT_TRUE(tested.count(clause)) << clause << " is tested by no corpus case";
  }
}

TEST(Coverage, EveryReadingOfEverySwitchIsExercisedByACase) {
  std::set<std::pair<int, int>> exercised;
  for (const Case& c : corpus())
    for (const Expectation& e : c.expectations) {
      const Rules r = rules_for(c, e);
      for (int s = 0; s < kSwitchCount; ++s) exercised.insert({s, r.get(static_cast<Switch>(s))});
    }
  for (int s = 0; s < kSwitchCount; ++s) {
    const SwitchInfo& sw = info(static_cast<Switch>(s));
    for (std::size_t r = 0; r < sw.readings.size(); ++r)
      EXPECT_TRUE(exercised.count({s, static_cast<int>(r)}))
          << sw.id << " " << sw.name << "=" << sw.readings[r] << " is exercised by no case";
  }
}

// Every multi-reading switch has a case whose answer differs between two of its readings.
TEST(Coverage, EverySwitchHasACaseSeparatingItsReadings) {
  std::set<std::string> separated;
  for (const Case& c : corpus()) {
    std::map<std::string, std::set<std::string>> answers;  // switch name → answers under its readings
    for (const Expectation& e : c.expectations)
      for (const std::string& s : e.settings) answers[s.substr(0, s.find('='))].insert(e.answer);
    for (const auto& [name, as] : answers) {
      std::set<std::string> with_plain = as;
      with_plain.insert(c.expectations.front().answer);
      if (with_plain.size() > 1) separated.insert(name);
    }
  }
  for (int s = 0; s < kSwitchCount; ++s) {
    const SwitchInfo& sw = info(static_cast<Switch>(s));
    if (sw.readings.size() < 2) continue;
    EXPECT_TRUE(separated.count(std::string(sw.name))) << sw.id << " " << sw.name;
  }
}

void expect_contract(const Json& j, const Analysis& a) {
  for (const char* key : {"format", "size", "rules", "switches", "strings", "flowers", "holographic",
                          "flybomb_forbidden", "legal_stones", "score"})
    ASSERT_TRUE(j.contains(key)) << key;
  EXPECT_EQ(j["format"], kAnalysisFormat);
  EXPECT_EQ(j["switches"].size(), static_cast<std::size_t>(kSwitchCount));
  for (const auto& s : j["strings"]) {
    for (const char* key : {"color", "stones", "liberties", "private_eye", "regions"})
      EXPECT_TRUE(s.contains(key)) << key;
    for (const auto& r : s["regions"])
      for (const char* key : {"points", "private_eye", "reason"}) EXPECT_TRUE(r.contains(key)) << key;
  }
  for (const auto& f : j["flowers"])
    for (const char* key : {"stones", "HEIy", "BAIy", "HEIo", "BAIo", "attribute", "rule"})
      EXPECT_TRUE(f.contains(key)) << key;
  for (const char* side : {"black", "white"}) {
    EXPECT_TRUE(j["flybomb_forbidden"].contains(side));
    EXPECT_TRUE(j["legal_stones"].contains(side));
  }
  for (const char* key : {"black", "white", "neutral", "result"}) EXPECT_TRUE(j["score"].contains(key));
  EXPECT_EQ(analysis_from_json(j), a);
}

TEST(Contract, AnalyzeJsonOnEveryCorpusPosition) {
  std::mt19937 rng(7);
  int checked = 0;
  for (const Case& c : corpus()) {
    const Position& pos = c.position.position;
    std::vector<Rules> configs{Rules::for_profile(Profile::y2022), Rules::for_profile(Profile::y2018)};
    Rules mixed = configs[rng() % 2];  // any --set: a random reading of every switch
    for (int s = 0; s < kSwitchCount; ++s)
      mixed.set(static_cast<Switch>(s), static_cast<int>(rng() % info(static_cast<Switch>(s)).readings.size()));
    configs.push_back(mixed);
    for (const Rules& rules : configs) {
      SCOPED_TRACE(c.file + " under " + compact(rules));
      const Analysis a = reference::analyze(pos, rules);
      expect_contract(to_json(a, pos, rules), a);
      ++checked;
    }
  }
  EXPECT_GE(checked, 300);
}

}  // namespace
}  // namespace f3go
