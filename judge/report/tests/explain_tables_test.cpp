// The rule tables of `f3go explain` (judge/report/explain_tables.h): every step of the private-eye method
// has its row in the method's order, every clause a row cites is in the clause registry and every
// switch it names reads one of the row's clauses, the six rows of T22.4 are there under their
// conditions, and each count of the 2022 table finds the rows of T18.3 that say the same.
#include "judge/report/explain_tables.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <string>

#include "reference/rule_tables.h"

namespace f3go::judge {
namespace {

// The steps a region goes through, in the order of oracle/eye_step.h.
std::vector<EyeStep> method_steps() {
  std::vector<EyeStep> out;
  for (auto s = static_cast<int>(EyeStep::precondition); s <= static_cast<int>(EyeStep::simulation); ++s)
    out.push_back(static_cast<EyeStep>(s));
  return out;
}

// True when `c` is in the clause registry (oracle/clauses.h), under its own ID.
bool registered(Clause c) {
  const ClauseInfo* found = find_clause(clause_id(c));
  return found != nullptr && found->clause == c;
}

bool contains(const std::vector<Clause>& clauses, Clause c) {
  return std::find(clauses.begin(), clauses.end(), c) != clauses.end();
}

// True when switch `s` reads one of `clauses` (oracle/rules.h SwitchInfo::clauses).
bool reads_one_of(Switch s, const std::vector<Clause>& clauses) {
  return std::any_of(info(s).clauses.begin(), info(s).clauses.end(), [&](Clause c) { return contains(clauses, c); });
}

bool of_2022_text(Clause c) { return info(c).seed == "000"; }

bool starts_with(Clause c, Clause prefix) {
  return clause_id(c).starts_with(std::string(clause_id(prefix)) + ".");
}

TEST(EyeStepRows, EveryStepOfTheMethodHasOneRowInOrder) {
  const std::vector<EyeStep> steps = method_steps();
  ASSERT_EQ(eye_step_rows().size(), steps.size());
  for (std::size_t i = 0; i < steps.size(); ++i) {
    EXPECT_EQ(eye_step_rows()[i].step, steps[i]) << i;
    EXPECT_EQ(eye_step_index(steps[i]), i) << name(steps[i]);
  }
}

TEST(EyeStepRows, StepsOutsideTheMethodHaveNoRow) {
  EXPECT_EQ(eye_step_index(EyeStep::zero_liberties), std::nullopt);
  EXPECT_EQ(eye_step_index(EyeStep::no_region), std::nullopt);
}

TEST(EyeStepRows, EveryCitedClauseIsRegisteredAndQuotedInBothProfiles) {
  for (const EyeStepRow& r : eye_step_rows()) {
    SCOPED_TRACE(std::string(name(r.step)));
    EXPECT_FALSE(r.clauses.empty());
    EXPECT_FALSE(r.en.empty());
    for (Clause c : r.clauses) {
      EXPECT_TRUE(registered(c)) << clause_id(c);
      EXPECT_TRUE(contains(r.quoted, c)) << clause_id(c) << " is read but not quoted";
    }
    for (Clause c : r.quoted) EXPECT_TRUE(registered(c)) << clause_id(c);
    // --lang zh quotes the explained profile's own text: each profile has a phrase for every step.
    EXPECT_TRUE(std::any_of(r.quoted.begin(), r.quoted.end(), of_2022_text));
    EXPECT_FALSE(std::all_of(r.quoted.begin(), r.quoted.end(), of_2022_text));
  }
}

TEST(EyeStepRows, EverySwitchReadsOneOfTheStepsClauses) {
  for (const EyeStepRow& r : eye_step_rows())
    for (Switch s : r.switches) EXPECT_TRUE(reads_one_of(s, r.clauses)) << name(r.step) << " " << info(s).id;
}

// Under A37 empty_string the steps from own_colour on, each stated by a clause of T22.2.8.
TEST(EmptyStringStepRows, TheStepsFromOwnColourOnInOrder) {
  const std::vector<EyeStep> steps = method_steps();
  const auto from = std::find(steps.begin(), steps.end(), EyeStep::own_colour);
  ASSERT_EQ(empty_string_step_rows().size(), static_cast<std::size_t>(steps.end() - from));
  for (std::size_t i = 0; i < empty_string_step_rows().size(); ++i) {
    const EmptyStringStepRow& r = empty_string_step_rows()[i];
    SCOPED_TRACE(std::string(name(r.step)));
    EXPECT_EQ(r.step, from[static_cast<std::ptrdiff_t>(i)]);
    EXPECT_EQ(empty_string_step_row(r.step), &r);
    EXPECT_TRUE(registered(r.clause));
    EXPECT_TRUE(r.clause == Clause::T22_2_8 ||
                clause_id(r.clause).starts_with(std::string(clause_id(Clause::T22_2_8)) + "("))
        << clause_id(r.clause);
    EXPECT_FALSE(r.en.empty());
    for (Switch s : r.switches) EXPECT_TRUE(reads_one_of(s, {r.clause})) << info(s).id;
    // A03 and A04 read regions, not an empty string.
    for (Switch s : r.switches) EXPECT_TRUE(s != Switch::eye_own_colour && s != Switch::eye_examined) << info(s).id;
  }
  EXPECT_EQ(empty_string_step_row(EyeStep::precondition), nullptr);
  EXPECT_EQ(empty_string_step_row(EyeStep::only_empty), nullptr);
}

// The rows of T22.4 and the condition T22.4.2.3 are every clause under T22.4 in the registry.
TEST(AttributeRows, EveryClauseUnderT22_4IsARowOrItsCondition) {
  std::set<Clause> cited;
  for (const AttributeRow& r : attribute_rows()) {
    EXPECT_TRUE(registered(r.rule)) << clause_id(r.rule);
    EXPECT_EQ(attribute_row(r.rule), &r);
    EXPECT_FALSE(r.en.empty());
    cited.insert(r.rule);
    if (r.under) {
      EXPECT_TRUE(starts_with(r.rule, *r.under)) << clause_id(r.rule) << " under " << clause_id(*r.under);
      cited.insert(*r.under);
    }
  }
  std::set<Clause> under_t22_4;
  for (const ClauseInfo& c : clause_table())
    if (starts_with(c.clause, Clause::T22_4)) under_t22_4.insert(c.clause);
  EXPECT_EQ(cited, under_t22_4);
  // A row sits under T22.4.2.3 exactly when it is one of its sub-clauses.
  for (const AttributeRow& r : attribute_rows())
    EXPECT_EQ(r.under.has_value(), starts_with(r.rule, Clause::T22_4_2_3)) << clause_id(r.rule);
  EXPECT_EQ(attribute_row(Clause::T22_4), nullptr);
  EXPECT_EQ(attribute_row(Clause::T22_4_2_3), nullptr);
}

// A report of row `rule` with these counts (rows_2018 reads the row and the counts alone).
FlowerReport counts(Clause rule, int hei_y, int bai_y, int hei_o, int bai_o) {
  return tables::attribute_row(rule, Attribute::neutral, hei_y, bai_y, hei_o, bai_o);
}

struct Case2018 {
  FlowerReport rep;
  std::vector<Clause> rows;
};

// T18.3: 1 no private eye on either side; 2a only black ones; 2b only white ones; 2c both, then
// 2c.1 more black, 2c.2 more white, 2c.3 as many, and its sub-rows by the strings without one.
TEST(Rows2018, EachCountFindsTheT18_3RowsThatSayTheSame) {
  const std::vector<Case2018> cases{
      {counts(Clause::T22_4_1, 0, 0, 2, 1), {Clause::T18_3_1}},
      {counts(Clause::T22_4_2_1, 2, 0, 0, 3), {Clause::T18_3_2a}},
      {counts(Clause::T22_4_2_1, 2, 1, 0, 0), {Clause::T18_3_2c, Clause::T18_3_2c_1}},
      {counts(Clause::T22_4_2_2, 0, 1, 1, 0), {Clause::T18_3_2b}},
      {counts(Clause::T22_4_2_2, 1, 3, 0, 0), {Clause::T18_3_2c, Clause::T18_3_2c_2}},
      {counts(Clause::T22_4_2_3_1, 1, 1, 2, 1), {Clause::T18_3_2c_3, Clause::T18_3_2c_3_1}},
      {counts(Clause::T22_4_2_3_2, 1, 1, 0, 1), {Clause::T18_3_2c_3, Clause::T18_3_2c_3_2}},
      {counts(Clause::T22_4_2_3_3, 2, 2, 1, 1), {Clause::T18_3_2c_3, Clause::T18_3_2c_3_3}},
  };
  for (const Case2018& c : cases) {
    const std::vector<Clause> rows = rows_2018(c.rep);
    EXPECT_EQ(rows, c.rows) << clause_id(c.rep.rule) << " HEIy=" << c.rep.hei_y << " BAIy=" << c.rep.bai_y << ": "
                            << clause_ids(rows);
    for (Clause r : rows) EXPECT_TRUE(registered(r) && starts_with(r, Clause::T18_3)) << clause_id(r);
  }
}

// Every row of T18.3 that decides (no sub-row under it) is reached by some row of T22.4.
TEST(Rows2018, EveryDecidingRowOfT18_3IsReached) {
  std::set<Clause> reached;
  for (const AttributeRow& r : attribute_rows())
    for (int hei_y = 0; hei_y <= 2; ++hei_y)
      for (int bai_y = 0; bai_y <= 2; ++bai_y)
        for (Clause c : rows_2018(counts(r.rule, hei_y, bai_y, 0, 0))) reached.insert(c);
  for (const ClauseInfo& c : clause_table()) {
    if (!starts_with(c.clause, Clause::T18_3)) continue;
    const bool has_sub_row = std::any_of(clause_table().begin(), clause_table().end(),
                                         [&](const ClauseInfo& d) { return starts_with(d.clause, c.clause); });
    EXPECT_TRUE(has_sub_row || reached.count(c.clause)) << c.id;
  }
}

TEST(Rows2018, NoRowOfT22_4FindsNothing) {
  EXPECT_TRUE(rows_2018(counts(Clause::T22_4, 0, 0, 0, 0)).empty());
  EXPECT_TRUE(rows_2018(counts(Clause::T22_2_8, 1, 0, 0, 0)).empty());
}

}  // namespace
}  // namespace f3go::judge
