// `verify` (judge/verify.h) when an engine cannot answer: a question the Z3 engine leaves unknown
// makes the sample unknown (counted, reported, never agreeing), and a Z3 witness that fails its
// replay through the reference is a disagreement reported on its position — neither stops the run.
#include "judge/verify.h"

#include <gtest/gtest.h>

#include <memory>
#include <sstream>
#include <string>

#include "judge/engines/smt_engine.h"
#include "reference/engine.h"

namespace f3go::judge {
namespace {

// The counts line of a run's output: the line before its record (the last line, whose counts it
// must state).
std::string last_line(const std::string& text) {
  std::string line, counts, last;
  std::istringstream in(text);
  while (std::getline(in, line))
    if (!line.empty()) counts = last, last = line;
  const VerifyResult r = verify_result(read_record(text, "out"));
  EXPECT_EQ(counts_line(r.counts, r.counts_unknown), counts) << last;
  return counts;
}

Rules capture_rules() {
  Rules rules = Rules::for_profile(Profile::y2022);
  apply_setting(rules, "eye.simulated_legality=capture_allowed", "test");
  return rules;
}

// Z3 with no capture step encoded: under A08 capture_allowed every simulation that may capture is
// "outside the encoded fragment", an unknown.
std::unique_ptr<Engine> capped_smt() {
  smt::Options capped;
  capped.capture_steps = 0;
  return make_smt_engine(capped);
}

TEST(VerifyUnknown, AnUnknownAnswerIsCountedNotAgreedAndTheRunGoesOn) {
  reference::ReferenceEngine ref;
  auto smt = capped_smt();
  const EngineSet engines{ref, {smt.get()}, true};
  std::ostringstream out;
  constexpr std::uint64_t kCount = 100;
  const VerifyCounts c = verify_random(engines, kCount, 5, 1, capture_rules(), {}, out);
  EXPECT_GE(c.unknown, 1u) << out.str();
  EXPECT_GE(c.agree, 1u) << out.str();
  EXPECT_EQ(c.disagree, 0u) << out.str();
  EXPECT_EQ(c.agree + c.unknown, kCount);
  EXPECT_NE(out.str().find("first unknown (sample "), std::string::npos) << out.str();
  EXPECT_NE(out.str().find("outside the encoded fragment"), std::string::npos) << out.str();
  EXPECT_NE(out.str().find("bottom board:"), std::string::npos) << out.str();
  EXPECT_EQ(last_line(out.str()), counts_line(c, true));
  EXPECT_EQ(last_line(out.str()), std::to_string(c.agree) + " agree, 0 disagree, " + std::to_string(c.unknown) + " unknown");
}

// The same 100 samples with the whole encoding: every one answered, so the unknowns above are the
// cap's.
TEST(VerifyUnknown, TheUncappedEngineAnswersTheSameSamples) {
  reference::ReferenceEngine ref;
  auto smt = make_smt_engine();
  const EngineSet engines{ref, {smt.get()}, true};
  std::ostringstream out;
  const VerifyCounts c = verify_random(engines, 100, 5, 1, capture_rules(), {}, out);
  EXPECT_EQ(c.agree, 100u) << out.str();
  EXPECT_EQ(last_line(out.str()), "100 agree, 0 disagree, 0 unknown");
}

// The reference, except that every analysis throws what the Z3 engine throws when its witness
// fails the replay.
class FailingReplay final : public Engine {
 public:
  std::string name() const override { return "smt"; }
  Analysis analyze(const Position&, const Rules&) override {
    throw SmtReplayFailed("the private eye of the black string at A1: the witness fails its replay (planted)");
  }
  MoveOutcome play(const Position& pos, const Move& move, const Rules& rules, Position* after) override {
    return ref_.play(pos, move, rules, after);
  }
  ScoreReport score(const Board& bottom, const Rules& rules, const std::vector<Point>& dead) override {
    return ref_.score(bottom, rules, dead);
  }

 private:
  reference::ReferenceEngine ref_;
};

TEST(VerifyUnknown, AWitnessThatFailsItsReplayIsADisagreementOnItsPosition) {
  reference::ReferenceEngine ref;
  FailingReplay failing;
  const EngineSet engines{ref, {&failing}, true};
  std::ostringstream out;
  const VerifyCounts c = verify_random(engines, 4, 5, 1, Rules::for_profile(Profile::y2022), {}, out);
  EXPECT_EQ(c.disagree, 4u) << out.str();
  EXPECT_EQ(c.agree + c.unknown, 0u) << out.str();
  EXPECT_NE(out.str().find("first disagreement (sample 0 of this run):"), std::string::npos) << out.str();
  EXPECT_NE(out.str().find("bottom board:"), std::string::npos) << out.str();
  EXPECT_NE(out.str().find("Z3's witness replayed through the reference"), std::string::npos) << out.str();
  EXPECT_NE(out.str().find("(planted)"), std::string::npos) << out.str();
  EXPECT_EQ(last_line(out.str()), "0 agree, 4 disagree, 0 unknown");
  // The record lists each disagreement with its sample and observable.
  const VerifyResult r = verify_result(read_record(out.str(), "out"));
  ASSERT_EQ(r.disagreements.size(), 4u);
  EXPECT_EQ(r.disagreements[1].sample, 1u);
  EXPECT_EQ(r.disagreements[0].observable, "private eye: Z3's witness replayed through the reference");
}

TEST(VerifyUnknown, EnginesThatAlwaysAnswerKeepTheTwoCountLine) {
  reference::ReferenceEngine ref, other;
  const EngineSet engines{ref, {&other}};
  std::ostringstream out;
  verify_random(engines, 2, 3, 1, Rules::for_profile(Profile::y2022), {}, out);
  EXPECT_EQ(last_line(out.str()), "2 agree, 0 disagree");
}

}  // namespace
}  // namespace f3go::judge
