// The rule tables of `f3go explain` (explain_tables.h).
#include "judge/report/explain_tables.h"

namespace f3go::judge {
namespace {

// The private-eye switches that read `clause` (the step of T18E.S3 or T18E.P2 it is), in register
// order: the registry's own list of clauses per switch, so that a new reading of a step is named at
// it without a change here.
std::vector<Switch> switches_reading(Clause clause) {
  std::vector<Switch> out;
  for (Switch s : private_eye_switches())
    for (Clause c : info(s).clauses)
      if (c == clause) out.push_back(s);
  return out;
}

}  // namespace

const std::vector<EyeStepRow>& eye_step_rows() {
  static const std::vector<EyeStepRow> rows{
      {EyeStep::precondition, {Clause::T18E_P2, Clause::T22_2_8_2}, switches_reading(Clause::T18E_P2), "A touches at least one empty string of the region", {Clause::T18E_P2, Clause::T22_2_8_2}},
      {EyeStep::only_empty, {Clause::T18E_S3_1, Clause::T22_2_8}, switches_reading(Clause::T18E_S3_1), "if the region holds only empty strings, it is a private eye of A", {Clause::T18E_S3_1, Clause::T22_2_8}},
      {EyeStep::own_colour, {Clause::T18E_S3_2, Clause::T22_2_8_2}, switches_reading(Clause::T18E_S3_2), "another string of A's colour makes the region no private eye of A", {Clause::T18E_S3_2, Clause::T22_2_8_2}},
      {EyeStep::none_examined, {Clause::T18E_S3_3, Clause::T22_2_8_3}, switches_reading(Clause::T18E_S3_3), "the strings of the other colour to examine; with none, the region is a private eye of A", {Clause::T18E_S3_3, Clause::T22_2_8_3}},
      {EyeStep::opponent_eye, {Clause::T18E_S3_3_1, Clause::T22_2_8_3}, switches_reading(Clause::T18E_S3_3_1),
       "if the examined strings have an eye of one liberty or more (true or false), the region is "
       "no private eye of A",
       {Clause::T18E_S3_3_1, Clause::T22_2_8_3}},
      {EyeStep::simulation, {Clause::T18E_S3_3_2, Clause::T22_2_8_3}, switches_reading(Clause::T18E_S3_3_2),
       "simulation: the other colour adds stones one after another, each legal as A08 "
       "eye.simulated_legality says (by default capturing nothing, no suicide), trying to make "
       "a one-liberty eye; if it can, the region is no private eye of A, otherwise it is",
       {Clause::T18E_S3_3_2, Clause::T22_2_8_3}},
  };
  return rows;
}

std::optional<std::size_t> eye_step_index(EyeStep step) {
  const std::vector<EyeStepRow>& rows = eye_step_rows();
  for (std::size_t i = 0; i < rows.size(); ++i)
    if (rows[i].step == step) return i;
  return std::nullopt;
}

const std::vector<EmptyStringStepRow>& empty_string_step_rows() {
  static const std::vector<EmptyStringStepRow> rows{
      {EyeStep::own_colour, Clause::T22_2_8_2, {}, "", "E touches another string of A's colour: not a private eye of A"},
      {EyeStep::none_examined, Clause::T22_2_8_3, {}, "", "the strings of the other colour next to E are examined; with none, E is a private eye of A"},
      {EyeStep::opponent_eye, Clause::T22_2_8_3, switches_reading(Clause::T18E_S3_3_1), "", "if the examined strings have an eye of one liberty or more, E is no private eye of A"},
      {EyeStep::simulation, Clause::T22_2_8_3, switches_reading(Clause::T18E_S3_3_2), "with E as the region",
       "simulation: the other colour adds stones one after another trying to make a one-liberty eye; if it "
       "can, E is no private eye of A, otherwise it is"},
  };
  return rows;
}

const EmptyStringStepRow* empty_string_step_row(EyeStep step) {
  for (const EmptyStringStepRow& r : empty_string_step_rows())
    if (r.step == step) return &r;
  return nullptr;
}

const std::vector<AttributeRow>& attribute_rows() {
  static const std::vector<AttributeRow> rows{
      {Clause::T22_4_1, std::nullopt, "HEIy + BAIy = 0 -> neutral"},
      {Clause::T22_4_2_1, std::nullopt, "HEIy > BAIy -> black-like"},
      {Clause::T22_4_2_2, std::nullopt, "HEIy < BAIy -> white-like"},
      {Clause::T22_4_2_3_1, Clause::T22_4_2_3, "HEIy = BAIy >= 1 and HEIo > BAIo -> black-like"},
      {Clause::T22_4_2_3_2, Clause::T22_4_2_3, "HEIy = BAIy >= 1 and HEIo < BAIo -> white-like"},
      {Clause::T22_4_2_3_3, Clause::T22_4_2_3, "HEIy = BAIy >= 1 and HEIo = BAIo -> neutral"},
  };
  return rows;
}

const AttributeRow* attribute_row(Clause rule) {
  for (const AttributeRow& r : attribute_rows())
    if (r.rule == rule) return &r;
  return nullptr;
}

std::vector<Clause> rows_2018(const FlowerReport& rep) {
  switch (rep.rule) {
    case Clause::T22_4_1: return {Clause::T18_3_1};
    case Clause::T22_4_2_1:
      return rep.bai_y == 0 ? std::vector{Clause::T18_3_2a} : std::vector{Clause::T18_3_2c, Clause::T18_3_2c_1};
    case Clause::T22_4_2_2:
      return rep.hei_y == 0 ? std::vector{Clause::T18_3_2b} : std::vector{Clause::T18_3_2c, Clause::T18_3_2c_2};
    case Clause::T22_4_2_3_1: return {Clause::T18_3_2c_3, Clause::T18_3_2c_3_1};
    case Clause::T22_4_2_3_2: return {Clause::T18_3_2c_3, Clause::T18_3_2c_3_2};
    case Clause::T22_4_2_3_3: return {Clause::T18_3_2c_3, Clause::T18_3_2c_3_3};
    default: return {};
  }
}

}  // namespace f3go::judge
