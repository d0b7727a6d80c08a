// The Z3 engine (judge/engines/smt_engine.h): its whole analysis — every private eye by Z3, everything
// downstream by the reference's code — equals the reference's on the corpus positions; an unknown
// is an error, never a verdict; every witness is replayed before it is used, and a witness that
// fails its replay is refused.
#include "judge/engines/smt_engine.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <string>

#include "judge/engines/engines.h"
#include "judge/engines/smt_check.h"
#include "oracle/json.h"
#include "oracle/position_text.h"
#include "reference/analyze.h"
#include "reference/strings.h"

namespace f3go::judge {
namespace {

// The small corpus positions (the 19×19 ones take about 10 s each with Z3: `f3go analyze --engine
// smt` runs them by hand).
TEST(SmtEngine, AnalysesEqualTheReferenceOnTheSmallCorpusPositions) {
  int compared = 0;
  for (const char* name : {"readme_7x7", "flowers_9x9", "seed004_rst"}) {
    const std::string path = std::string(F3GO_CORPUS_DIR) + "/positions/" + name + ".pos";
    const PositionFile pf = read_position_file(path);
    const Position pos = position_under(pf, pf.rules);
    auto smt = make_engine("smt", "test");
    EXPECT_EQ(smt->name(), "smt");
    EXPECT_EQ(to_json(smt->analyze(pos, pf.rules)), to_json(reference::analyze(pos, pf.rules))) << name;
    ++compared;
  }
  EXPECT_EQ(compared, 3);
}

// A08 capture_allowed: white captures C5 with D5 and makes the eye C5 (judge/tests/smt_private_eye_test.cpp).
Board capture_board() { return board_from_rows({". O X . F", "X F F F .", ". . . . .", ". . . . .", ". . . . ."}); }

Rules capture_rules() {
  Rules rules = Rules::for_profile(Profile::y2022);
  apply_setting(rules, "eye.simulated_legality=capture_allowed", "test");
  return rules;
}

TEST(SmtEngine, AWitnessIsReplayedAndEndsWithTheEye) {
  const Board b = capture_board();
  const reference::Points a = reference::string_at(b, *parse_gtp("A4", 5));
  const reference::PrivateEyeVerdict v = smt_private_eye(b, a, capture_rules());
  EXPECT_EQ(v.verdict.holds, reference::private_eye(b, a, capture_rules()).verdict.holds);
  bool seen = false;
  for (const auto& r : v.regions)
    if (reference::contains(r.points, *parse_gtp("A5", 5))) {
      seen = true;
      EXPECT_FALSE(r.verdict.holds);
      EXPECT_EQ(r.verdict.clause, Clause::T18E_S3_3_2);
      ASSERT_FALSE(r.witness.empty());
      EXPECT_EQ(to_gtp(r.witness.back()), "C5");
    }
  EXPECT_TRUE(seen);
}

TEST(SmtEngine, AnUnknownIsAnErrorNamingTheString) {
  const Board b = capture_board();
  const reference::Points a = reference::string_at(b, *parse_gtp("A4", 5));
  smt::Options capped;
  capped.capture_steps = 0;  // below what the question needs: "outside the encoded fragment"
  try {
    smt_private_eye(b, a, capture_rules(), capped);
    FAIL() << "an unknown answer was used as a verdict";
  } catch (const SmtFailure& e) {
    const std::string what = e.what();
    EXPECT_NE(what.find("black string at A4"), std::string::npos) << what;
    EXPECT_NE(what.find("outside the encoded fragment"), std::string::npos) << what;
  }
}

TEST(SmtEngine, AWitnessThatFailsItsReplayIsRefused) {
  const Board b = capture_board();
  const Rules rules = capture_rules();
  const reference::Points a = reference::string_at(b, *parse_gtp("A4", 5));
  const smt::PrivateEyeAnswer answer = smt::private_eye(b, a, rules);
  int replayed = 0;
  for (smt::RegionAnswer r : answer.regions) {
    if (!r.witness) continue;
    EXPECT_EQ(replay_witness(b, a, r, rules), "");
    r.witness->added.clear();  // the eye without the stones that make it
    EXPECT_NE(replay_witness(b, a, r, rules), "");
    ++replayed;
  }
  EXPECT_GE(replayed, 1);
}

}  // namespace
}  // namespace f3go::judge
