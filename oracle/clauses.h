// The clause registry: every clause of the rule texts that code, corpus cases, the register and the
// author's report cite (the clause IDs of docs/rules.md: T22.* the 2022 text, T18.* the 2018 text, T18E.* the 2018
// private-eye explainer), each with the seed it comes from, a phrase quoted verbatim from that seed
// (docs/seeds/; a test checks every quote against the seed) and a short English gloss.
//
// Code names a clause by its `Clause` value; the ID and the phrase are written only here (a test
// scans the sources for clause IDs written anywhere else).
#pragma once
#include <cstdint>
#include <iosfwd>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace f3go {

// Every clause of the registry, in text order; the name is the ID with '.' and "(n)" as '_' and
// "_n": Clause::T22_2_8_3 is "T22.2.8(3)", Clause::T18E_S3_3_2 is "T18E.S3.3.2".
enum class Clause : std::uint8_t {
  T22_0,
  T22_0_a,
  T22_0_b,
  T22_0_c,
  T22_0_d,
  T22_1,
  T22_1_a,
  T22_1_b,
  T22_2,
  T22_2_1,
  T22_2_2,
  T22_2_3,
  T22_2_4,
  T22_2_5,
  T22_2_6,
  T22_2_7,
  T22_2_8,
  T22_2_8_1,
  T22_2_8_2,
  T22_2_8_3,
  T22_3,
  T22_3_1,
  T22_3_2,
  T22_3_2_1,
  T22_3_2_2,
  T22_3_2_3,
  T22_3_2_4,
  T22_4,
  T22_4_1,
  T22_4_2_1,
  T22_4_2_2,
  T22_4_2_3,
  T22_4_2_3_1,
  T22_4_2_3_2,
  T22_4_2_3_3,
  T22_5,
  T22_5_1,
  T22_5_2,
  T22_5_3,
  T22_6,
  T22_6_1,
  T22_6_2,
  T22_6_3,
  T22_7,
  T22_8,
  T18_0,
  T18_1,
  T18_2,
  T18_3,
  T18_3_1,
  T18_3_2a,
  T18_3_2b,
  T18_3_2c,
  T18_3_2c_1,
  T18_3_2c_2,
  T18_3_2c_3,
  T18_3_2c_3_1,
  T18_3_2c_3_2,
  T18_3_2c_3_3,
  T18_4,
  T18_5,
  T18E_P1,
  T18E_P2,
  T18E_S1,
  T18E_S2,
  T18E_S3,
  T18E_S3_1,
  T18E_S3_2,
  T18E_S3_3,
  T18E_S3_3_1,
  T18E_S3_3_2,
};

struct ClauseInfo {
  Clause clause;
  std::string_view id;      // "T22.2.8(3)"
  std::string_view seed;    // the seed file's number: "000" (2022), "001" (2018), "004" (explainer)
  std::string_view phrase;  // verbatim from the seed
  std::string_view gloss;   // English, one line
};

// Every clause, in text order (T22, then T18, then T18E).
const std::vector<ClauseInfo>& clause_table();

const ClauseInfo& info(Clause c);
// The clause ID of docs/rules.md: "T22.2.8(3)".
std::string_view clause_id(Clause c);
std::ostream& operator<<(std::ostream& out, Clause c);  // writes the ID
// The IDs separated by spaces, as a case file's `clauses:` line: "T22.2.6 T18.1 T18E.S2".
std::string clause_ids(const std::vector<Clause>& clauses);
// corpus/README.md "Clause groups": the group a clause is counted in by certification, its ID up
// to the second dot without "(n)":
// T22.2.8(3) → "T22.2", T18E.S3.3.2 → "T18E.S3", T22.7 → "T22.7".
std::string clause_group(Clause c);

// The clause with that ID, or nullptr / nullopt.
const ClauseInfo* find_clause(std::string_view id);
std::optional<Clause> parse_clause(std::string_view id);

}  // namespace f3go
