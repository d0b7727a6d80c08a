// The clause registry: every clause of the rule texts that code, corpus cases, the register and the
// author's report cite (SPEC.md IDs: T22.* the 2022 text, T18.* the 2018 text, T18E.* the 2018
// private-eye explainer), each with the seed it comes from, a phrase quoted verbatim from that seed
// (docs/seeds/; a test checks every quote against the seed) and a short English gloss.
#pragma once
#include <string_view>
#include <vector>

namespace f3go {

struct ClauseInfo {
  std::string_view id;      // "T22.2.8(3)"
  std::string_view seed;    // the seed file's number: "000" (2022), "001" (2018), "004" (explainer)
  std::string_view phrase;  // verbatim from the seed
  std::string_view gloss;   // English, one line
};

// Every clause, in text order (T22, then T18, then T18E).
const std::vector<ClauseInfo>& clause_table();

// The clause with that ID, or nullptr.
const ClauseInfo* find_clause(std::string_view id);

}  // namespace f3go
