// The analysis record (oracle/json.h, format f3go-analysis/2) is complete: for seeded random
// positions (random games played a few turns, so that history, flybombs spent, captures and the
// random-flybomb schedule vary) under random rules (every switch at a random reading, random komi,
// N, mode, seed and T), the record written as text reads back to the same position and rules, and
// analysing them again gives the recorded analysis. Format 1 could not be read back at all (no
// komi, N, mode, seed, schedule or history). A plain loop of GoogleTest, no RapidCheck: the seed of a
// failing sample is printed.
#include <gtest/gtest.h>

#include <cassert>
#include <cstdint>
#include <random>
#include <string>

#include "testkit/generators.h"
#include "oracle/error.h"
#include "oracle/json.h"
#include "reference/analyze.h"
#include "reference/play.h"

namespace f3go {
namespace {

constexpr int kSamples = 300;

// Every switch at a random reading, komi, N, mode, seed and T over the ranges a record must carry
// (testkit::random_rules, `wide`). Precondition: none.
Rules record_rules(std::mt19937_64& rng) {
  return testkit::random_rules(rng, {.komi = true, .game = true, .wide = true});
}

// A random game start on a 2×2..5×5 board (testkit::random_game_start), then up to 12 random move
// attempts (testkit::random_game_move) played by the reference, the illegal ones skipped.
// Precondition: `rules` is a valid configuration (its N ≥ 0 and T ≥ 1 asserted).
Position played_position(std::mt19937_64& rng, const Rules& rules) {
  assert(rules.flybombs >= 0 && rules.random_turns >= 1);
  const int n = 2 + static_cast<int>(rng() % 4);
  Position pos = testkit::random_game_start(rng, n, rules);
  const int attempts = static_cast<int>(rng() % 13);
  for (int i = 0; i < attempts; ++i) {
    Position next;
    if (reference::try_move(pos, testkit::random_game_move(rng, pos), rules, &next).legal) pos = std::move(next);
  }
  return pos;
}

TEST(AnalysisRecord, RandomPositionsAndRulesRoundTrip) {
  int checked = 0;
  for (std::uint64_t k = 0; k < kSamples; ++k) {
    std::mt19937_64 rng = testkit::sample_rng(20240611, k);
    const Rules rules = record_rules(rng);
    const Position pos = played_position(rng, rules);
    SCOPED_TRACE("sample " + std::to_string(k) + ", rules " + compact(rules));
    Analysis analysis;
    try {
      analysis = reference::analyze(pos, rules);
    } catch (const InputError&) {
      continue;  // the reference's search budget (reference/simulated_eye.h): not this test's subject
    }
    const Json written = to_json(analysis, pos, rules);
    const std::string text = written.dump(2);
    AnalysisRecord back;
    ASSERT_NO_THROW(back = record_from_json_text(text, "record.json")) << text;
    EXPECT_EQ(back.position, pos);
    EXPECT_EQ(back.rules, rules);
    EXPECT_EQ(back.analysis, analysis_from_json(to_json(analysis)));  // the same, lists in point order
    EXPECT_EQ(to_json(back), written);                                // and writing it again: the same text
    const Analysis again = reference::analyze(back.position, back.rules);
    const auto difference = first_difference(to_json(back.analysis), to_json(again));
    EXPECT_FALSE(difference) << difference->path << ": recorded " << difference->expected << ", recomputed "
                             << difference->actual;
    if (::testing::Test::HasFailure()) return;  // one sample's report is enough
    ++checked;
  }
  EXPECT_GE(checked, kSamples * 9 / 10);
}

}  // namespace
}  // namespace f3go
