// The clause registry (oracle/clauses.h): every quoted phrase occurs verbatim in the seed it cites,
// and every clause ID that the switch table and the corpus cite is in the registry.
#include "oracle/clauses.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <set>
#include <sstream>
#include <string>

#include "oracle/corpus.h"
#include "oracle/input.h"
#include "oracle/rules.h"

namespace f3go {
namespace {

namespace fs = std::filesystem;

// The verbatim part of seed `number` (below its "==== verbatim text ====" line).
std::string seed_text(std::string_view number) {
  for (const auto& entry : fs::directory_iterator(fs::path(F3GO_SOURCE_DIR) / "docs" / "seeds")) {
    const std::string name = entry.path().filename().string();
    if (name.rfind(std::string(number) + "_", 0) != 0) continue;
    const std::string text = read_input_file(entry.path().string());
    const auto at = text.find("==== verbatim text ====");
    if (at == std::string::npos) return "";
    return text.substr(at);
  }
  return "";
}

TEST(ClauseRegistry, EveryPhraseIsQuotedVerbatimFromItsSeed) {
  for (const ClauseInfo& c : clause_table()) {
    const std::string seed = seed_text(c.seed);
    ASSERT_FALSE(seed.empty()) << c.id << ": no seed " << c.seed;
    ASSERT_FALSE(c.phrase.empty()) << c.id;
    EXPECT_NE(seed.find(c.phrase), std::string::npos) << c.id << ": 「" << c.phrase << "」 is not in seed " << c.seed;
    EXPECT_FALSE(c.gloss.empty()) << c.id;
  }
}

TEST(ClauseRegistry, IdsAreUniqueAndFound) {
  std::set<std::string_view> ids;
  for (const ClauseInfo& c : clause_table()) {
    EXPECT_TRUE(ids.insert(c.id).second) << c.id << " twice";
    EXPECT_EQ(find_clause(c.id), &c);
  }
  EXPECT_EQ(find_clause("T99.1"), nullptr);
}

TEST(ClauseRegistry, EveryClauseTheSwitchesCiteIsRegistered) {
  for (const SwitchInfo& s : switch_table()) {
    std::istringstream in{std::string(s.clauses)};
    for (std::string id; in >> id;) EXPECT_NE(find_clause(id), nullptr) << s.id << " cites " << id;
  }
}

TEST(ClauseRegistry, EveryClauseTheCorpusCitesIsRegistered) {
  const std::vector<Case> cases = load_corpus(F3GO_CORPUS_DIR);
  ASSERT_GT(cases.size(), 200u);
  for (const Case& c : cases)
    for (const std::string& id : c.clauses) EXPECT_NE(find_clause(id), nullptr) << c.file << " cites " << id;
}

}  // namespace
}  // namespace f3go
