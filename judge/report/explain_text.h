// The text of `f3go explain`: why the string at a point has (or has not) a private eye — every
// enclosed region, the steps of T18E.S3 / T22.2.8 in order up to the one that decided, and the
// simulation's witness — or why a flower string has its attribute: the adjacent strings, their
// private eyes, the four counts and the row of the T22.4 table; in English or in Chinese, quoting
// the rule text. The verdicts are the reference's (reference/private_eye.h, reference/attribute.h),
// the steps and table rows with their clauses are judge/report/explain_tables.h's; this file lays them out.
// It needs the reference alone (no Z3): the command (cli/explain.cpp) and the browser's API
// (web/api) print the same text.
#pragma once
#include <string>
#include <string_view>

#include "oracle/board.h"
#include "oracle/eye_detail.h"
#include "oracle/rules.h"
#include "reference/private_eye.h"

namespace f3go::judge {

// The words and drawings of an explanation, for lines laid out as it lays out its own.
class ExplainWords {
 public:
  ExplainWords(const Board& board, Lang lang) : b_(board), lang_(lang) {}
  Lang lang() const { return lang_; }
  // `en` or `zh`, in the explanation's language.
  std::string t(std::string_view en, std::string_view zh) const { return std::string(lang_ == Lang::zh ? zh : en); }
  // Points in GTP form, or in Chinese in the author's notation.
  std::string points(const reference::Points& ps) const;
  // The board after a simulation's witness: added stones 'w', the eye points '@'.
  std::string witness_diagram(const reference::Points& added, const reference::Points& eyes) const;

 private:
  const Board& b_;
  Lang lang_;
};

// Lines added after each region of a string's explanation (`f3go explain --smt`: Z3's answer).
class RegionNotes {
 public:
  virtual ~RegionNotes() = default;
  // The lines for region `r` of string `a`, each ending in a line feed (or nothing).
  virtual std::string region(const ExplainWords& words, const reference::Points& a,
                             const reference::RegionVerdict& r) = 0;
};

// The explanation of the string or flower string at `p` on `board` under `rules`; `notes`, when
// given, adds its lines after each region. InputError "POINT: …" when `p` is empty.
// Precondition: p is a point of the board.
std::string explain_text(const Board& board, const Rules& rules, Point p, Lang lang, RegionNotes* notes = nullptr);

}  // namespace f3go::judge
