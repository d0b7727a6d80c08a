// The clause registry (oracle/clauses.h): every quoted phrase occurs verbatim in the seed it cites,
// and so does every quote in corner brackets in a comment of the sources and in the corpus (…
// marking what is left out);
// every clause ID that the switch table and the corpus cite is in the registry, the table is in
// the order of the Clause enum, and the registry is the only source file whose string literals
// write a clause ID or a phrase of the seeds (comments may cite both; tests may spell the text they
// expect to read).
#include "oracle/clauses.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <optional>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <vector>

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

TEST(ClauseRegistry, TheTableIsInEnumOrderAndParses) {
  const std::vector<ClauseInfo>& table = clause_table();
  ASSERT_EQ(table.size(), static_cast<std::size_t>(Clause::T18E_S3_3_2) + 1);
  for (std::size_t i = 0; i < table.size(); ++i) {
    const Clause c = static_cast<Clause>(i);
    EXPECT_EQ(table[i].clause, c) << table[i].id;
    EXPECT_EQ(&info(c), &table[i]);
    EXPECT_EQ(parse_clause(table[i].id), c);
  }
  EXPECT_EQ(clause_id(Clause::T22_2_8_3), "T22.2.8(3)");
  EXPECT_EQ(clause_id(Clause::T18E_S3_3_2), "T18E.S3.3.2");
  EXPECT_FALSE(parse_clause("T22.2.8(9)").has_value());
  EXPECT_FALSE(parse_clause("").has_value());
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
    EXPECT_FALSE(s.clauses.empty()) << s.id;
    for (Clause c : s.clauses) EXPECT_EQ(find_clause(clause_id(c)), &info(c)) << s.id << " cites " << c;
  }
}

TEST(ClauseRegistry, EveryClauseTheCorpusCitesIsRegistered) {
  const std::vector<Case> cases = load_corpus(F3GO_CORPUS_DIR);
  ASSERT_GT(cases.size(), 200u);
  for (const Case& c : cases)
    for (Clause id : c.clauses) EXPECT_EQ(find_clause(clause_id(id)), &info(id)) << c.file << " cites " << id;
}

// ---------------------------------------------------------------------------------------------
// The registry is the only place a clause ID or a quoted phrase is written.

// The string literals of C++ source text, comments and character literals skipped (raw strings
// R"(…)" included; a literal's escapes are kept as written).
std::vector<std::string> string_literals(const std::string& src) {
  std::vector<std::string> out;
  std::size_t i = 0;
  const std::size_t n = src.size();
  while (i < n) {
    if (src.compare(i, 2, "//") == 0) {
      i = src.find('\n', i);
      if (i == std::string::npos) break;
    } else if (src.compare(i, 2, "/*") == 0) {
      i = src.find("*/", i + 2);
      if (i == std::string::npos) break;
      i += 2;
    } else if (src.compare(i, 3, "R\"(") == 0) {
      const std::size_t end = src.find(")\"", i + 3);
      if (end == std::string::npos) break;
      out.push_back(src.substr(i + 3, end - i - 3));
      i = end + 2;
    } else if (src[i] == '\'') {  // a character literal, or a digit separator (1'000): skip one unit
      const std::size_t close = src.find('\'', i + 1);
      i = close != std::string::npos && close - i <= 4 ? close + 1 : i + 1;
    } else if (src[i] == '"') {
      std::string lit;
      for (++i; i < n && src[i] != '"'; ++i) {
        if (src[i] == '\\' && i + 1 < n) lit += src[i++];
        lit += src[i];
      }
      out.push_back(lit);
      ++i;
    } else {
      ++i;
    }
  }
  return out;
}

// Every C++ source of the project outside the registry and the tests.
std::vector<fs::path> project_sources() {
  std::vector<fs::path> out;
  for (const char* folder : {"oracle", "reference", "optimized", "smt", "judge", "gtp", "cli", "properties", "fuzz", "bench"})
    for (const auto& e : fs::recursive_directory_iterator(fs::path(F3GO_SOURCE_DIR) / folder)) {
      const fs::path& p = e.path();
      if (!e.is_regular_file() || (p.extension() != ".cpp" && p.extension() != ".h")) continue;
      if (p.filename() == "clauses.cpp" && p.parent_path().filename() == "oracle") continue;
      if (p.string().find("/tests/") != std::string::npos) continue;
      out.push_back(p);
    }
  return out;
}

// Runs of `len` consecutive characters (UTF-8) of `text`, each as bytes.
std::vector<std::string> character_runs(const std::string& text, std::size_t len) {
  std::vector<std::size_t> starts;
  for (std::size_t i = 0; i < text.size(); ++i)
    if ((static_cast<unsigned char>(text[i]) & 0xC0) != 0x80) starts.push_back(i);
  starts.push_back(text.size());
  std::vector<std::string> out;
  for (std::size_t k = 0; k + len < starts.size(); ++k) out.push_back(text.substr(starts[k], starts[k + len] - starts[k]));
  return out;
}

// Whether a literal holds twelve characters in a row of the seeds' text (mostly CJK: 2+ bytes a
// character): a quoted phrase, not a translation or a word.
bool quotes_rule_text(const std::string& lit, const std::string& seeds) {
  for (const std::string& run : character_runs(lit, 12))
    if (run.size() >= 24 && seeds.find(run) != std::string::npos) return true;
  return false;
}

std::string all_seeds() {
  std::string seeds;
  for (const char* seed : {"000", "001", "004"}) seeds += seed_text(seed);
  return seeds;
}

TEST(ClauseRegistry, TheQuoteCheckSeesQuotesOnly) {
  const std::string seeds = all_seeds();
  EXPECT_TRUE(quotes_rule_text("「" + std::string(info(Clause::T18E_S3_1).phrase) + "」", seeds));
  EXPECT_FALSE(quotes_rule_text("区域内只有空点", seeds));  // explain's translation of a detail
  EXPECT_FALSE(quotes_rule_text("the region holds only empty points", seeds));
}

TEST(ClauseRegistry, TheLiteralSplitterSeesLiteralsOnly) {
  const auto lits = string_literals("a = \"T22.6\"; // \"T22.5\"\n/* \"T18.1\" */ c = '\"'; d = R\"(x\"y)\"; e = \"a\\\"b\";");
  EXPECT_EQ(lits, (std::vector<std::string>{"T22.6", "x\"y", "a\\\"b"}));
}

TEST(ClauseRegistry, IsTheOnlySourceThatWritesAClauseIdOrAQuotedPhrase) {
  const std::regex clause_id_in_text(R"((^|[^A-Za-z0-9_])T(18E?|22)\.[0-9A-Z])");
  const std::string seeds = all_seeds();
  ASSERT_FALSE(seeds.empty());
  const std::vector<fs::path> sources = project_sources();
  ASSERT_GT(sources.size(), 100u);
  int literals = 0;
  for (const fs::path& p : sources) {
    for (const std::string& lit : string_literals(read_input_file(p.string()))) {
      ++literals;
      EXPECT_FALSE(std::regex_search(lit, clause_id_in_text)) << p << " writes a clause ID: \"" << lit << "\"";
      EXPECT_FALSE(quotes_rule_text(lit, seeds)) << p << " quotes the rule text: \"" << lit << "\"";
    }
  }
  EXPECT_GT(literals, 1000);
}

// ---------------------------------------------------------------------------------------------
// Every quote in corner brackets in a comment (and in a corpus file) is the seeds' text.

constexpr std::string_view kOpen = "「", kClose = "」", kElision = "…";

// Whether `quote` is in one seed: the pieces between its … elisions, in order.
bool verbatim(std::string_view quote, const std::vector<std::string>& seeds) {
  std::vector<std::string_view> pieces;
  for (std::size_t at = 0; at <= quote.size();) {
    const std::size_t cut = std::min(quote.find(kElision, at), quote.size());
    if (cut > at) pieces.push_back(quote.substr(at, cut - at));
    at = cut + kElision.size();
  }
  if (pieces.empty()) return false;
  for (const std::string& seed : seeds) {
    std::size_t from = 0;
    bool found = true;
    for (std::string_view piece : pieces) {
      const std::size_t at = seed.find(piece, from);
      if (at == std::string::npos) {
        found = false;
        break;
      }
      from = at + piece.size();
    }
    if (found) return true;
  }
  return false;
}

// The comment text of each line, trimmed (nullopt: no comment): after `//` in C++ sources; the
// whole line, a leading `#` dropped, in corpus files (every line of a case is the project's text).
std::vector<std::optional<std::string>> comment_lines(const std::string& text, bool corpus) {
  std::vector<std::optional<std::string>> out;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) {
    std::size_t at = 0;
    if (!corpus) {
      at = line.find("//");
      if (at == std::string::npos) {
        out.push_back(std::nullopt);
        continue;
      }
      at += 2;
    }
    std::string c = line.substr(at);
    c.erase(0, c.find_first_not_of(" \t#"));
    c.erase(c.find_last_not_of(" \t\r") + 1);
    out.push_back(c);
  }
  return out;
}

struct Quote {
  int line = 0;
  std::string text;  // without the brackets; a quote that goes on over comment lines is joined
  bool closed = true;
};

std::vector<Quote> comment_quotes(const std::string& text, bool corpus) {
  const auto lines = comment_lines(text, corpus);
  std::vector<Quote> out;
  for (std::size_t i = 0; i < lines.size(); ++i) {
    if (!lines[i]) continue;
    const std::string& l = *lines[i];
    for (std::size_t at = l.find(kOpen); at != std::string::npos; at = l.find(kOpen, at + 1)) {
      Quote q{static_cast<int>(i) + 1, "", true};
      std::size_t end = l.find(kClose, at);
      q.text = l.substr(at + kOpen.size(), end == std::string::npos ? std::string::npos : end - at - kOpen.size());
      for (std::size_t j = i + 1; end == std::string::npos; ++j) {
        if (j >= lines.size() || !lines[j]) {
          q.closed = false;
          break;
        }
        end = lines[j]->find(kClose);
        q.text += lines[j]->substr(0, end);
      }
      out.push_back(q);
      if (end == std::string::npos || l.find(kClose, at) == std::string::npos) break;
    }
  }
  return out;
}

std::vector<std::string> every_seed() {
  std::vector<std::string> seeds;
  for (const char* seed : {"000", "001", "002", "004"}) seeds.push_back(seed_text(seed));
  return seeds;
}

TEST(ClauseRegistry, TheCommentQuoteCheckSeesQuotesAndElisions) {
  const std::vector<std::string> seeds = every_seed();
  const std::string phrase(info(Clause::T18E_S3_1).phrase);
  EXPECT_TRUE(verbatim(phrase, seeds));
  EXPECT_TRUE(verbatim("此花棋串的归属和生死则按照黑棋串（黑棋串子串）…判断处理", seeds));
  EXPECT_FALSE(verbatim("此花棋串的归属和生死则按照黑棋串…判断处理的", seeds));
  EXPECT_FALSE(verbatim("判断处理…此花棋串的归属和生死", seeds));  // the pieces in the seed's order
  EXPECT_FALSE(verbatim("虚弹扔在棋盘边界外；实弹扔在棋盘边界内", seeds));
  const auto quotes = comment_quotes("int a;  // T22.2.1 「与它直线紧邻的空点T…则是这个\n// 棋子的“气”」 and 「x\n", false);
  ASSERT_EQ(quotes.size(), 2u);
  EXPECT_EQ(quotes[0].line, 1);
  EXPECT_EQ(quotes[0].text, "与它直线紧邻的空点T…则是这个棋子的“气”");
  EXPECT_TRUE(verbatim(quotes[0].text, seeds));
  EXPECT_FALSE(quotes[1].closed);
  EXPECT_TRUE(comment_quotes("s = \"「x」\";\n", false).empty());  // a literal is not a comment
}

TEST(ClauseRegistry, EveryQuoteInACommentOrTheCorpusIsVerbatim) {
  const std::vector<std::string> seeds = every_seed();
  int quotes = 0;
  const fs::path root(F3GO_SOURCE_DIR);
  for (const char* folder : {"oracle", "reference", "optimized", "smt", "testkit", "gtp", "judge", "cli", "properties",
                             "fuzz", "bench", "corpus"})
    for (const auto& e : fs::recursive_directory_iterator(root / folder)) {
      const fs::path& p = e.path();
      const bool corpus = p.extension() == ".case" || p.extension() == ".pos";
      if (!e.is_regular_file() || !(corpus || p.extension() == ".cpp" || p.extension() == ".h")) continue;
      if (p.filename() == "clauses_test.cpp") continue;  // this file: its literals are the check's own test data
      for (const Quote& q : comment_quotes(read_input_file(p.string()), corpus)) {
        ++quotes;
        const std::string where = fs::relative(p, root).string() + ":" + std::to_string(q.line);
        EXPECT_TRUE(q.closed) << where << ": 「 without 」";
        EXPECT_TRUE(verbatim(q.text, seeds)) << where << ": 「" << q.text << "」 is not the text of a seed";
      }
    }
  EXPECT_GT(quotes, 300);
}

}  // namespace
}  // namespace f3go
