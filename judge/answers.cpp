#include "judge/answers.h"

#include <algorithm>
#include <cassert>

namespace f3go::judge {
namespace {

// Asked by an assert alone, so unused in a release build.
[[maybe_unused]] bool has_plain_expectation(const Case& c) { return !c.expectations.empty() && c.expectations.front().settings.empty(); }

// The answer of `c` under `rules`: its `expect …:` line for exactly these rules, else the oracle's.
std::string answer_under(Engine& oracle, const Case& c, const Rules& rules) {
  for (const Expectation& e : c.expectations)
    if (rules_for(c, e) == rules) return e.answer;
  try {
    return answer(oracle, c, rules);
  } catch (const CaseError& e) {
    return std::string("error: ") + e.what();
  }
}

}  // namespace

AnswersEffect answers_effect(Engine& oracle, const std::vector<Case>& cases, const RulesAnswers& answers) {
  assert(std::all_of(cases.begin(), cases.end(), has_plain_expectation));
  AnswersEffect effect;
  for (const Case& c : cases) {
    if (c.position.rules.profile != answers.rules.profile) {
      ++effect.other_profile;
      continue;
    }
    Rules his = c.position.rules;
    for (const std::string& s : answers.settings) apply_setting(his, s, c.file);
    if (his == c.position.rules) continue;
    ++effect.compared;
    const std::string before = c.expectations.front().answer, after = answer_under(oracle, c, his);
    if (after != before) effect.changes.push_back({&c, before, after});
  }
  return effect;
}

}  // namespace f3go::judge
