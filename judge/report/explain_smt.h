// Z3's answer beside the reference's in the text of `f3go explain --smt`: for each region of the
// string explained, Z3's verdict and clause (smt/private_eye.h) compared with the reference's, and
// for "not a private eye" its minimal witness with the proof of minimality and the witness's replay
// through the reference's board code (judge/engines/smt_check.h), drawn when it holds. Lines laid
// out in the explanation's words (judge/report/explain_text.h), in English or in Chinese.
#pragma once
#include <optional>
#include <string>

#include "judge/report/explain_text.h"
#include "oracle/board.h"
#include "oracle/rules.h"
#include "smt/private_eye.h"

namespace f3go::judge {

// The notes of `f3go explain --smt` for the strings of `b` under `rules`; Z3 is asked once, at the
// first region of the string explained. Both must outlive the notes.
class SmtNotes final : public RegionNotes {
 public:
  SmtNotes(const Board& b, const Rules& rules) : b_(b), rules_(rules) {}

  std::string region(const ExplainWords& words, const reference::Points& a, const reference::RegionVerdict& r) override;

 private:
  const Board& b_;
  const Rules& rules_;
  std::optional<smt::PrivateEyeAnswer> z3_;
};

}  // namespace f3go::judge
