// The analysis record (oracle/json.h, format f3go-analysis/2) is complete: for seeded random
// positions (random games played a few turns, so that history, flybombs spent, captures and the
// random-flybomb schedule vary) under random rules (every switch at a random reading, random komi,
// N, mode, seed and T), the record written as text reads back to the same position and rules, and
// analysing them again gives the recorded analysis. Format 1 could not be read back at all (no
// komi, N, mode, seed, schedule or history). A plain loop of GoogleTest, no RapidCheck: the seed of a
// failing sample is printed.
#include <gtest/gtest.h>

#include <cstdint>
#include <random>
#include <string>

#include "judge/generators.h"
#include "oracle/error.h"
#include "oracle/json.h"
#include "reference/analyze.h"
#include "reference/play.h"

namespace f3go {
namespace {

constexpr int kSamples = 300;

Rules random_rules(std::mt19937_64& rng) {
  Rules r = Rules::for_profile(rng() % 2 == 0 ? Profile::y2022 : Profile::y2018);
  for (int s = 0; s < kSwitchCount; ++s) {
    const auto sw = static_cast<Switch>(s);
    if (rng() % 2 == 0) r.set(sw, static_cast<int>(rng() % info(sw).readings.size()));
  }
  // Komi: quarters, and now and then a number with no short decimal form.
  r.komi = rng() % 4 == 0 ? std::uniform_real_distribution<double>(-1000, 1000)(rng)
                          : static_cast<double>(static_cast<int>(rng() % 401) - 200) / 4;
  r.flybombs = static_cast<int>(rng() % 6);
  r.mode = static_cast<Mode>(rng() % 3);
  r.seed = rng() % (std::uint64_t{1} << 62);
  r.random_turns = 1 + static_cast<int>(rng() % 30);
  return r;
}

// A random board, then up to 12 random move attempts played (the illegal ones skipped).
Position random_position(std::mt19937_64& rng, const Rules& rules) {
  const int n = 2 + static_cast<int>(rng() % 4);
  const Board board = judge::random_board(rng, n, judge::random_mix(rng));
  Position pos = initial_position(board, rules, rng() % 2 == 0 ? Colour::black : Colour::white);
  const int attempts = static_cast<int>(rng() % 13);
  for (int i = 0; i < attempts; ++i) {
    Position next;
    if (reference::try_move(pos, judge::random_move(rng, pos), rules, &next).legal) pos = std::move(next);
  }
  return pos;
}

TEST(AnalysisRecord, RandomPositionsAndRulesRoundTrip) {
  int checked = 0;
  for (std::uint64_t k = 0; k < kSamples; ++k) {
    std::mt19937_64 rng = judge::sample_rng(20240611, k);
    const Rules rules = random_rules(rng);
    const Position pos = random_position(rng, rules);
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
    EXPECT_EQ(to_json(back), written);                                 // and writing it again: the same text
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
