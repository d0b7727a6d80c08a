// The open questions of the register (docs/ambiguities.md "New ambiguities found while
// implementing"): the N-entries that are not yet a switch. Each has numbered readings (1, 2, …), of
// which the program implements one; the rule author answers them in the same file as the switches
// (oracle/rules.h parse_rules_answers, `answer: N04=3`). When an entry becomes a switch it leaves
// this table and joins the switch table of oracle/rules.h (as N03, N30 and N31 did).
#pragma once
#include <string_view>
#include <vector>

namespace f3go {

struct OpenQuestion {
  std::string_view id;  // "N04"
  int readings;         // its readings are 1 … readings
  int implemented;      // the reading the program implements
};

// Every open question, in register order.
const std::vector<OpenQuestion>& open_questions();
// The open question with this ID ("N04"), or nullptr.
const OpenQuestion* find_open_question(std::string_view id);

}  // namespace f3go
