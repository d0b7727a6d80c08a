// T22.2.8(3) / T18E.S3.3.2: the reference's one algorithmic exception, the tiered method of the
// simulated eye-making (reference/simulated_eye_tiered.cpp), against the definition it stands for,
// the literal search (reference/simulated_eye.cpp). The reference and the reference with the
// literal search everywhere (the engine `reference-literal`, judge/engines.h) must give the same
// answers on the whole conformance corpus and on seeded random positions of sizes 2 to 5 under
// random readings; on the same boards every simulation question is counted by the tier of the
// method that answered it, so that each tier is shown to be reached and to agree with the search.
#include <gtest/gtest.h>

#include <array>
#include <cstdint>
#include <filesystem>
#include <iostream>
#include <memory>
#include <optional>
#include <string>

#include "testkit/compare.h"
#include "reference/engine.h"
#include "testkit/generators.h"
#include "oracle/corpus.h"
#include "oracle/error.h"
#include "reference/regions.h"
#include "reference/simulated_eye_tiered.h"

namespace f3go::reference {
namespace {

const std::filesystem::path kCases = std::filesystem::path(F3GO_CORPUS_DIR) / "cases";

std::unique_ptr<Engine> engine(const std::string& name) {
  if (name == "reference-literal") return literal_engine();
  return std::make_unique<ReferenceEngine>();
}

// Every expectation of every corpus case: the same answer from both, and the expected one.
TEST(LiteralSearch, TheCorpusGetsTheSameAnswers) {
  const auto tiered = engine("reference"), literal = engine("reference-literal");
  std::size_t expectations = 0, compared = 0;
  for (const Case& c : load_corpus(kCases)) {
    expectations += c.expectations.size();
    const std::vector<CaseResult> first = run_case(*tiered, c), second = run_case(*literal, c);
    ASSERT_EQ(first.size(), second.size()) << c.name;
    for (std::size_t i = 0; i < first.size(); ++i) {
      EXPECT_EQ(first[i].actual, second[i].actual) << first[i].file << " (case " << first[i].name << ")\n"
                                                   << "  ask:      " << first[i].question << "\n"
                                                   << "  settings: " << first[i].settings;
      EXPECT_TRUE(second[i].passed) << second[i].file << " (case " << second[i].name << "): " << second[i].actual;
      ++compared;
    }
  }
  EXPECT_EQ(compared, expectations);
  EXPECT_GT(compared, 700u);  // the corpus holds 797 expectations
}

// The answer of f, or nullopt when it throws InputError: the question too large for the literal
// search (its budget of states; never a guess).
template <class F>
auto answer(F&& f) -> std::optional<decltype(f())> {
  try {
    return f();
  } catch (const InputError&) {
    return std::nullopt;
  }
}

// What the comparisons below saw.
struct Counts {
  std::array<int, 4> by_tier{};  // simulation questions answered by each SimulationTier
  int samples = 0;               // random samples compared
  int beyond_samples = 0;        // samples the literal search could not answer within its budget
  int beyond_questions = 0;      // likewise, simulation questions
};

// Every simulation question of board b under `rules` — each black and white string A, each of its
// enclosed regions holding a string of the other colour, those strings examined — answered by the
// tiered method and by the literal search: the same answer, counted by the tier that gave it.
void compare_questions(const Board& b, const Rules& rules, Counts& counts) {
  for (const Points& a : stone_strings(b))
    for (const Points& region : enclosed_regions(b, a, rules)) {
      const Colour maker = opponent(colour_of(b.at(a.front())));
      const SimulationQuery q{&b, maker, a, region, strings_in(b, region, stone(maker))};
      if (q.examined.empty()) continue;
      const auto tiered = answer([&] { return simulate_eye_making_tiered(q, rules); });
      const auto literal = answer([&] { return simulate_eye_making_exhaustive(q, rules).has_value(); });
      if (!literal) {
        ++counts.beyond_questions;
        continue;
      }
      // Tier 3 is the literal search with the same budget: the tiered method answers here too.
      ASSERT_TRUE(tiered) << testkit::position_report(b, rules) << "A at " << to_gtp(a.front());
      EXPECT_EQ(tiered->witness.has_value(), *literal)
          << testkit::position_report(b, rules) << "A at " << to_gtp(a.front()) << ", region at "
          << to_gtp(region.front()) << ", tier " << static_cast<int>(tiered->tier);
      ++counts.by_tier[static_cast<std::size_t>(tiered->tier)];
    }
}

// The whole analysis of `pos` and one move from it, from both engines: the same answers. A sample
// the literal search cannot answer within its budget is counted; the reference must answer it.
void compare_sample(Engine& tiered, Engine& literal, const Position& pos, const Move& m, const Rules& rules,
                    Counts& counts) {
  const auto compared = answer([&] {
    const testkit::Comparison c = testkit::compare_engines(tiered, literal, pos, rules);
    EXPECT_FALSE(c.difference) << c.difference->observable << "\n  reference:         " << c.difference->first
                               << "\n  reference-literal: " << c.difference->second << "\n"
                               << c.report;
    Position first_after, second_after;
    const MoveOutcome first = tiered.play(pos, m, rules, &first_after);
    const MoveOutcome second = literal.play(pos, m, rules, &second_after);
    const auto d = testkit::move_difference(m, first, first_after, second, second_after);
    EXPECT_FALSE(d) << "move " << to_text(m) << ": " << d->observable << "\n  reference:         " << d->first
                    << "\n  reference-literal: " << d->second << "\n"
                    << testkit::position_report(pos.board, rules);
    return true;
  });
  if (compared) {
    ++counts.samples;
    return;
  }
  ++counts.beyond_samples;
  EXPECT_NO_THROW(tiered.analyze(pos, rules)) << testkit::position_report(pos.board, rules);
}

// Seeded random positions (testkit/generators.h), 2×2 to 5×5, each under random readings — every
// other one with A08 capture_allowed, so that its three tiers are reached: the whole analysis and
// one random move from both engines, and the simulation questions of the bottom board.
TEST(LiteralSearch, RandomSmallPositionsGetTheSameAnswers) {
  constexpr std::uint64_t kSeed = 20261205, kSamples = 1200;
  const auto tiered = engine("reference"), literal = engine("reference-literal");
  Counts counts;
  for (std::uint64_t k = 0; k < kSamples; ++k) {
    std::mt19937_64 rng = testkit::sample_rng(kSeed, k);
    testkit::RulesDraw draw;
    if (k % 2) draw.fixed = {"eye.simulated_legality=capture_allowed"};
    const Rules rules = testkit::random_rules(rng, draw);
    const Position pos = testkit::random_position(rng, 2 + static_cast<int>(k % 4), rules, *tiered);
    const Move m = testkit::random_move(rng, pos);
    SCOPED_TRACE("sample " + std::to_string(k));
    compare_sample(*tiered, *literal, pos, m, rules, counts);
    compare_questions(pos.board, rules, counts);
  }
  const auto& t = counts.by_tier;
  std::cout << counts.samples << " samples compared, " << counts.beyond_samples
            << " beyond the literal search's budget; simulation questions by tier: goal-directed " << t[0]
            << ", fill " << t[1] << ", relaxation " << t[2] << ", literal " << t[3] << " ("
            << counts.beyond_questions << " beyond the budget)\n";
  // Refusals of the literal search must stay rare, or the comparison says little.
  EXPECT_LE(counts.beyond_samples, static_cast<int>(kSamples / 100));
  EXPECT_LE(counts.beyond_questions, (t[0] + t[1] + t[2] + t[3]) / 100);
  // Every tier must answer questions here, or the comparison says little about it.
  EXPECT_GE(t[static_cast<std::size_t>(SimulationTier::goal_directed)], 500);
  EXPECT_GE(t[static_cast<std::size_t>(SimulationTier::fill)], 500);
  EXPECT_GE(t[static_cast<std::size_t>(SimulationTier::relaxation)], 300);
  EXPECT_GE(t[static_cast<std::size_t>(SimulationTier::literal)], 3);
}

}  // namespace
}  // namespace f3go::reference
