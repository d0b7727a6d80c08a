// Answers shared within one computation (one analysis, one list of legal stones, one turn, one
// holographic board): the developers' rule for the reference — “only by sharing the answer of an
// identical question within one computation, never by a trick that could change an answer”.
// A question asked a second time with exactly the same inputs gets the answer computed the first
// time; nothing is approximated, nothing is carried from one computation to the next. The key of
// each question is everything its answer depends on: the whole bottom board (its cells, whose
// count fixes the size), the string asked about, and the rules: one Rules per object, and every
// function that takes a SharedAnswers takes its rules from it, so no answer is shared across rules.
// docs/performance.md "The reference's worst case" says what this saves and the bound it gives.
#pragma once
#include <functional>
#include <map>
#include <utility>
#include <vector>

#include "oracle/rules.h"
#include "reference/holographic.h"
#include "reference/private_eye.h"

namespace f3go::reference {

// One answer per key, computed by `compute` the first time the key is asked.
template <class Key, class Answer>
class Answers {
 public:
  template <class Compute>
  const Answer& ask(Key key, const Compute& compute) {
    auto it = answers_.find(key);
    if (it == answers_.end()) it = answers_.emplace(std::move(key), compute()).first;
    return it->second;  // std::map: the reference stays valid while other answers are added
  }

 private:
  std::map<Key, Answer> answers_;
};

// Who decides a private eye (T22.2.8): empty = the reference's own T18E (reference/private_eye.h);
// otherwise another decider of the same question — the Z3 engine (judge/smt_engine.h) — whose
// verdicts everything downstream (parameters, attributes, holographic board, forbidden points,
// legal stones, score) then uses, computed by the reference's own code.
using PrivateEyeSource = std::function<PrivateEyeVerdict(const Board&, const Points&, const Rules&)>;

class SharedAnswers {
 public:
  explicit SharedAnswers(const Rules& rules, PrivateEyeSource source = {})
      : rules_(rules), source_(std::move(source)) {}
  // A new, empty set of answers with the same rules and decider (for the boards of one turn).
  SharedAnswers fresh() const { return SharedAnswers(rules_, source_); }
  SharedAnswers(const SharedAnswers&) = delete;
  SharedAnswers& operator=(const SharedAnswers&) = delete;

  const Rules& rules() const { return rules_; }

  // T22.3.2(2) holographic(bottom, rules()): once per bottom board.
  const Holographic& holographic(const Board& bottom);
  // T22.2.8 private_eye(b, a, rules()): once per (bottom board, string).
  const PrivateEyeVerdict& private_eye(const Board& b, const Points& a);

 private:
  Rules rules_;
  PrivateEyeSource source_;
  Answers<std::vector<Cell>, Holographic> holographic_;
  Answers<std::pair<std::vector<Cell>, Points>, PrivateEyeVerdict> private_eyes_;
};

}  // namespace f3go::reference
