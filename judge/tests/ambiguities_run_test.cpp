// A run of the ambiguity finder (judge/ambiguities_run.h): the pairs it asks about, the reference's
// check of each witness, and the command that finds a witness again — the one each committed
// witness case names.
#include "judge/ambiguities_run.h"

#include <gtest/gtest.h>

#include <memory>
#include <string>

#include "judge/engines/engines.h"
#include "judge/tests/witness_files.h"
#include "oracle/error.h"
#include "oracle/input.h"

namespace f3go::judge {
namespace {

using namespace test;

TEST(ChosenPairs, EverySwitchInRegisterOrderWhenNoneIsNamed) {
  const std::vector<ReadingPair> all = chosen_pairs({}, {}, {Profile::y2022}, "given");
  std::size_t expected = 0;
  for (int i = 0; i < kSwitchCount; ++i) expected += reading_pairs(static_cast<Switch>(i), Profile::y2022).size();
  EXPECT_EQ(all.size(), expected);
  for (std::size_t i = 1; i < all.size(); ++i) EXPECT_LE(info(all[i - 1].sw).id, info(all[i].sw).id);
}

TEST(ChosenPairs, EachSwitchOnceUnderEachProfileAndNotTheGivenOnes) {
  const Switch a07 = *find_switch("A07"), a08 = *find_switch("A08");
  const std::size_t per_profile = reading_pairs(a07, Profile::y2022).size();
  ASSERT_GT(per_profile, 0u);
  const std::vector<ReadingPair> pairs =
      chosen_pairs({a07, a07}, {}, {Profile::y2022, Profile::y2018}, "given");
  EXPECT_EQ(pairs.size(), per_profile + reading_pairs(a07, Profile::y2018).size());
  EXPECT_EQ(pairs.front().profile, Profile::y2022);
  EXPECT_EQ(pairs.back().profile, Profile::y2018);
  const std::string given = std::string(info(a08).name) + "=" + std::string(info(a08).readings[1]);
  const std::vector<ReadingPair> follow_ups = chosen_pairs({a07, a08}, {given}, {Profile::y2022}, "given");
  ASSERT_EQ(follow_ups.size(), per_profile);
  for (const ReadingPair& p : follow_ups) {
    EXPECT_EQ(p.sw, a07);
    EXPECT_EQ(p.given, std::vector<std::string>{given});
  }
}

TEST(ChosenPairs, AGivenParameterOrUnknownReadingIsRefusedNamingWhere) {
  EXPECT_THROW(chosen_pairs({}, {"komi=3.75"}, {Profile::y2022}, "ambiguities --given"), InputError);
  try {
    chosen_pairs({}, {"komi=3.75"}, {Profile::y2022}, "ambiguities --given");
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find("ambiguities --given"), std::string::npos) << e.what();
    EXPECT_NE(std::string(e.what()).find("game parameter"), std::string::npos) << e.what();
  }
  EXPECT_THROW(chosen_pairs({}, {"eye.examined=nosuch"}, {Profile::y2022}, "ambiguities --given"), InputError);
}

// The committed witnesses hold under the reference; the same witness with its two readings'
// answers swapped does not, and the failure names what was expected and what the reference says.
TEST(WitnessFailures, NoneForTheCommittedWitnessesAndEachSwappedAnswerNamed) {
  const std::unique_ptr<Engine> reference = make_engine("reference", "test");
  int checked = 0;
  for (const PairResult& r : committed_results()) {
    if (!r.witness || checked == 12) continue;
    EXPECT_EQ(witness_failures(*reference, r), "") << witness_case_name(r.pair);
    PairResult swapped = r;
    std::swap(swapped.witness->first_answer, swapped.witness->second_answer);
    const std::string failures = witness_failures(*reference, swapped);
    EXPECT_NE(failures.find("expected '" + r.witness->second_answer + "', reference '" + r.witness->first_answer + "'"),
              std::string::npos)
        << failures;
    ++checked;
  }
  EXPECT_EQ(checked, 12);
}

// Each committed witness case begins "# Found by `COMMAND`." with the command that finds it again.
TEST(WitnessCommand, IsTheOneEachCommittedCaseNames) {
  int checked = 0;
  for (const PairResult& r : committed_results()) {
    if (!r.witness) continue;
    const std::string text = read_input_file((kWitnesses / (witness_case_name(r.pair) + ".case")).string());
    EXPECT_EQ(text.substr(0, text.find('\n')), "# Found by `" + witness_command(r, SearchBounds{}) + "`.");
    ++checked;
  }
  EXPECT_GT(checked, 100);
}

TEST(WitnessCommand, NamesTheBoundsThatReachARandomOrZ3Witness) {
  PairResult r;
  r.pair = {*find_switch("A07"), 0, 1, Profile::y2018, {"eye.examined=region"}};
  r.witness = Witness{};
  SearchBounds b;
  b.max_size = 3, b.max_stones = 5, b.random_samples = 200, b.random_max_size = 9, b.seed = 7, b.smt_size = 4,
  b.smt_stones = 6;
  EXPECT_EQ(witness_command(r, b), "f3go ambiguities --switch A07 --rules 2018 --given eye.examined=region");
  r.random = RandomSearched{};
  r.random->sample = 3;
  EXPECT_EQ(witness_command(r, b),
            "f3go ambiguities --switch A07 --rules 2018 --given eye.examined=region"
            " --max-size 3 --max-stones 5 --random 200 --random-size 9 --seed 7");
  r.random.reset();
  r.smt = SmtSearched{};
  r.smt->witness = true;
  EXPECT_EQ(witness_command(r, b),
            "f3go ambiguities --switch A07 --rules 2018 --given eye.examined=region"
            " --max-size 3 --max-stones 5 --smt-size 4 --smt-stones 6");
}

}  // namespace
}  // namespace f3go::judge
