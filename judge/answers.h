// What the rule author's answers change (`f3go report --answers FILE`): every case of the corpus
// (the finder's witnesses among them) whose answer under his readings differs from its answer
// under the program's. His `set:` lines are applied on top of each case's own rules, for the cases
// of his file's profile; the answer before is the case's `expect:` line, the answer after is the
// case's `expect …:` line for exactly those rules when it has one, else the oracle's.
#pragma once
#include <string>
#include <vector>

#include "oracle/corpus.h"
#include "oracle/rules.h"

namespace f3go::judge {

struct AnswerChange {
  const Case* c = nullptr;
  std::string before;  // under the case's rules
  std::string after;   // under his readings ("error: …" when the case cannot be answered under them)
};

struct AnswersEffect {
  int compared = 0;                   // the cases of his profile whose rules his readings change
  int other_profile = 0;              // the cases left out: of the other profile
  std::vector<AnswerChange> changes;  // in the order of `cases`
};

// Precondition: every case has an `expect:` line without settings (as the corpus format requires).
AnswersEffect answers_effect(Engine& oracle, const std::vector<Case>& cases, const RulesAnswers& answers);

}  // namespace f3go::judge
