// What the rule author's answers change (judge/answers.h): on the finder's witnesses, a reading he
// chooses changes exactly the witnesses whose `expect` line for that reading differs from their
// `expect:` line; a file without readings changes nothing; cases of the other profile are left out.
#include "judge/answers.h"

#include <gtest/gtest.h>

#include <set>

#include "judge/engines/engines.h"
#include "judge/tests/witness_files.h"

namespace f3go::judge {
namespace {

const std::vector<Case>& witnesses() {
  static const std::vector<Case> cases = load_corpus(test::kWitnesses);
  return cases;
}

// The witnesses of profile 2022 that have an `expect` line for `setting` differing from `expect:`:
// the cases the choice must change, read from the cases alone.
std::set<std::string> separated_by(const std::string& setting) {
  std::set<std::string> names;
  for (const Case& c : witnesses()) {
    if (c.position.rules.profile != Profile::y2022) continue;
    for (const Expectation& e : c.expectations)
      if (e.settings == std::vector<std::string>{setting} && e.answer != c.expectations.front().answer) names.insert(c.name);
  }
  return names;
}

TEST(AnswersEffect, AChosenReadingChangesTheWitnessesItSeparates) {
  const std::string setting = "flybomb.tiger_mouth=atari";
  const RulesAnswers a = parse_rules_answers("rules: 2022\nset: " + setting + "\nnone: A08\n", "a.rules");
  auto oracle = make_engine("reference", "test");
  const AnswersEffect effect = answers_effect(*oracle, witnesses(), a);
  std::set<std::string> changed;
  for (const AnswerChange& ch : effect.changes) {
    changed.insert(ch.c->name);
    EXPECT_NE(ch.before, ch.after) << ch.c->name;
    EXPECT_EQ(ch.before, ch.c->expectations.front().answer);
  }
  const std::set<std::string> expected = separated_by(setting);
  ASSERT_FALSE(expected.empty());  // the witnesses of A16 separate atari from the default
  for (const std::string& name : expected) EXPECT_TRUE(changed.count(name)) << name;
  EXPECT_GT(effect.other_profile, 0);
  EXPECT_GE(effect.compared, static_cast<int>(changed.size()));
}

TEST(AnswersEffect, NoReadingsChangeNothing) {
  const RulesAnswers a = parse_rules_answers("rules: 2022\nnone: A16\ncomment: A16 另有读法\n", "a.rules");
  auto oracle = make_engine("reference", "test");
  const AnswersEffect effect = answers_effect(*oracle, witnesses(), a);
  EXPECT_EQ(effect.compared, 0);
  EXPECT_TRUE(effect.changes.empty());
}

}  // namespace
}  // namespace f3go::judge
