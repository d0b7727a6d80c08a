// The rule tables that `f3go explain` lays out (cli/explain.cpp): the steps of the private-eye
// method T18E.S3 / T22.2.8 with the clauses and switches each reads and what it asks; the same steps
// as T22.2.8 states them of one empty string (A37 eye.method=empty_string); and the rows of the
// attribute table T22.4 with the rows of the 2018 table T18.3 that say the same. Values only: the
// verdicts are the reference's (reference/private_eye.h, reference/attribute.h), the layout is the
// command's; the phrases are quoted from the clause registry (oracle/clauses.h).
#pragma once
#include <cstddef>
#include <optional>
#include <string_view>
#include <vector>

#include "oracle/clauses.h"
#include "oracle/eye_step.h"
#include "oracle/observables.h"
#include "oracle/rules.h"

namespace f3go::judge {

// One step of T18E.S3 (with its 2022 counterpart T22.2.8): the step, the clauses it reads, the
// switches that read it, what it asks in English, and the clauses whose phrases say it in the rule
// text's own words — of both profiles' texts (2018: seeds 001, 004; 2022: seed 000).
struct EyeStepRow {
  EyeStep step;
  std::vector<Clause> clauses;
  std::vector<Switch> switches;
  std::string_view en;
  std::vector<Clause> quoted;
};

// The steps in the order the method takes them, from EyeStep::precondition to EyeStep::simulation.
const std::vector<EyeStepRow>& eye_step_rows();

// The position of `step` in eye_step_rows(); nullopt for a step outside the method's order
// (EyeStep::zero_liberties, EyeStep::no_region).
std::optional<std::size_t> eye_step_index(EyeStep step);

// A step as T22.2.8 states it of the empty string E judged under A37 eye.method=empty_string: the
// 2022 clause only (T18E speaks of regions), the switches that read it (A03 and A04 play no part)
// and, when they read it otherwise than of a region, how (`switch_note`), and what it asks.
struct EmptyStringStepRow {
  EyeStep step;
  Clause clause;
  std::vector<Switch> switches;
  std::string_view switch_note;  // "with E as the region", or empty
  std::string_view en;
};

// The steps that can decide for an empty string next to A (it touches A and holds no stone, so the
// precondition and "only empty points" never decide): own_colour … simulation, in order.
const std::vector<EmptyStringStepRow>& empty_string_step_rows();

// The row of `step` in empty_string_step_rows(), or nullptr.
const EmptyStringStepRow* empty_string_step_row(EyeStep step);

// A row of the attribute table T22.4: its clause, the condition it sits under (T22.4.2.3 for the
// three tie rows), and the row in English.
struct AttributeRow {
  Clause rule;
  std::optional<Clause> under;
  std::string_view en;
};

// The six rows of T22.4, in text order: T22.4.1, T22.4.2.1 … T22.4.2.3.3.
const std::vector<AttributeRow>& attribute_rows();

// The row of T22.4 that is `rule`, or nullptr.
const AttributeRow* attribute_row(Clause rule);

// The rows of the 2018 table T18.3 that say what row `rep.rule` of T22.4 says, for the counts of
// `rep`: T18.3 tells "only black strings with a private eye" (2a) from "more black ones" (2c, 2c.1),
// and puts the tie rows under 2c.3. Empty for a `rep.rule` that is no row of T22.4.
std::vector<Clause> rows_2018(const FlowerReport& rep);

}  // namespace f3go::judge
