// The rule configuration: every switch of the ambiguity register (AMBIGUITIES.md A01–A34, N03, A35–A41) with
// its readings and the defaults of profiles 2022 and 2018 as the register states them, the game
// parameters (T22.0.d N = 3, T22.7 komi 3¾, T22.8 mode C), and the parsers with their errors.
#include "oracle/rules.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <string>
#include <vector>

#include "oracle/error.h"

namespace f3go {
namespace {

// Transcribed from AMBIGUITIES.md (not from the register of oracle/rules.h): id, name, readings, defaults.
struct Expected {
  const char* id;
  const char* name;
  std::vector<std::string_view> readings;
  std::string_view default_2022;
  std::string_view default_2018;
};

const std::vector<Expected>& register_entries() {
  static const std::vector<Expected> kEntries{
      {"A01", "region.needs_split", {"split", "always", "inner_only"}, "split", "split"},
      {"A02", "region.connect", {"any", "empty"}, "any", "any"},
      {"A03", "eye.own_colour", {"region", "adjacent_all", "adjacent_any"}, "adjacent_all", "region"},
      {"A04", "eye.examined", {"region", "adjacent"}, "adjacent", "region"},
      {"A05", "eye.precondition", {"required", "none"}, "required", "required"},
      {"A06", "eye.opponent_eye", {"empty_string", "only_examined", "with_stones", "own_private_eye"}, "empty_string", "empty_string"},
      {"A07", "eye.simulated_owner", {"connected", "touching", "any"}, "connected", "any"},
      {"A08", "eye.simulated_legality", {"no_capture_no_suicide", "no_capture", "capture_allowed", "no_lift"}, "no_capture_no_suicide", "no_capture_no_suicide"},
      {"A09", "eye.simulated_area", {"region", "board"}, "region", "region"},
      {"A10", "eye.zero_liberty_strings", {"count", "ignore"}, "count", "count"},
      {"A11", "capture.after_update", {"never", "opponent_fixpoint", "all_fixpoint"}, "never", "never"},
      {"A12", "capture.which", {"adjacent", "lost_last_liberty"}, "adjacent", "adjacent"},
      {"A13", "move.suicide", {"forbidden", "allowed"}, "forbidden", "forbidden"},
      {"A14", "move.ko", {"positional_superko", "situational_superko", "simple_ko"}, "positional_superko", "positional_superko"},
      {"A15", "flybomb.whose_shapes", {"opponent", "both"}, "opponent", "both"},
      {"A16", "flybomb.tiger_mouth", {"walls", "edge_only", "interior_only", "atari", "open_any"}, "walls", "walls"},
      {"A17", "flybomb.one_liberty_eye", {"walls", "edge_only"}, "walls", "walls"},
      {"A18", "flybomb.judge_board", {"after_own_stone", "start_of_turn"}, "after_own_stone", "after_own_stone"},
      {"A19", "flybomb.no_legal_point", {"forfeit", "refund", "illegal_declaration"}, "forfeit", "forfeit"},
      {"A20", "flybomb.capture_turn", {"allowed", "forbidden"}, "allowed", "allowed"},
      {"A21", "score.dead_stones", {"input", "benson"}, "input", "input"},
      {"A22", "score.komi", {"half_area", "deduct"}, "half_area", "half_area"},
      {"A23", "score.area", {"n_squared", "361"}, "n_squared", "n_squared"},
      {"A24", "score.seki_split", {"split", "nobody"}, "split", "split"},
      {"A25", "score.neutral_pocket", {"dead_list", "benson"}, "dead_list", "dead_list"},
      {"A26", "score.recompute_attributes", {"recompute", "keep"}, "recompute", "recompute"},
      {"A27", "string.liberties", {"set", "sum"}, "set", "set"},
      {"A28", "mode.random_timing", {"uniform"}, "uniform", "uniform"},
      {"A29", "game.end", {"two_passes"}, "two_passes", "two_passes"},
      {"A30", "flybomb.neutral_on_place", {"update_after"}, "update_after", "update_after"},
      {"A31", "eye.bottom_strings", {"flowers_are_walls"}, "flowers_are_walls", "flowers_are_walls"},
      {"A32", "holo.merge", {"merge", "separate"}, "merge", "merge"},
      {"A33", "holo.capture_flowers", {"remove", "stay_neutral"}, "remove", "remove"},
      {"A34", "flybomb.own_capture_point", {"both", "opponent_only"}, "both", "both"},
      // docs/ambiguities.md N03, found while implementing and made a switch.
      {"N03", "region.pieces", {"bordered", "split_all", "all"}, "bordered", "bordered"},
      {"A35", "score.dead_flowers", {"stay", "with_group"}, "with_group", "with_group"},
      {"A36", "flybomb.eye_kind", {"any", "one_string", "true_eye"}, "any", "any"},
      // docs/ambiguities.md N30, made a switch.
      {"A37", "eye.method", {"region", "empty_string"}, "region", "region"},
      // docs/ambiguities.md N31, made two switches.
      {"A38", "region.wall", {"string", "same_colour"}, "string", "string"},
      {"A39", "region.empty_wall", {"any_stone", "own_colour"}, "any_stone", "any_stone"},
      {"A40", "move.suicide_timing", {"before_update", "after_update", "never"}, "before_update", "before_update"},
      {"A41", "eye.simulated_additions", {"anywhere", "extend"}, "anywhere", "anywhere"},
      {"A42", "eye.simulated_existing", {"counts", "needs_addition"}, "counts", "counts"},
  };
  return kEntries;
}

Switch sw(int i) { return static_cast<Switch>(i); }

// The message of the InputError that `f` throws (empty, with a failure, if it throws none).
template <class F>
std::string error_of(F f, const std::string& where) {
  try {
    f();
  } catch (const InputError& e) {
    EXPECT_EQ(e.where, where) << e.what();
    return e.what();
  }
  ADD_FAILURE() << "no InputError";
  return "";
}

bool contains(const std::string& s, std::string_view part) { return s.find(part) != std::string::npos; }

// ------------------------------------------------------------------------------------------------
// The register and the profiles.

TEST(Register, EverySwitchInRegisterOrderWithItsReadings) {
  ASSERT_EQ(kSwitchCount, static_cast<int>(register_entries().size()));
  for (int i = 0; i < kSwitchCount; ++i) {
    const auto& e = register_entries()[static_cast<std::size_t>(i)];
    EXPECT_EQ(info(sw(i)).id, e.id);
    EXPECT_EQ(info(sw(i)).name, e.name);
    EXPECT_EQ(info(sw(i)).readings, e.readings) << e.name;
    EXPECT_FALSE(info(sw(i)).clauses.empty()) << e.name;
  }
}

// The register's part of a switch agrees with the clauses it reads: a switch with a choice is a
// private-eye switch exactly when it reads a clause of the private eye (T22.2.6, T22.2.8 and its
// items, T18E), and a switch about the dead stones reads the scoring clause T22.7.
TEST(Register, EachPartAgreesWithTheClausesItReads) {
  const std::set<Clause> eye{Clause::T22_2_6, Clause::T22_2_8, Clause::T22_2_8_1, Clause::T22_2_8_2,
                             Clause::T22_2_8_3, Clause::T18E_P2, Clause::T18E_S1, Clause::T18E_S2,
                             Clause::T18E_S3, Clause::T18E_S3_1, Clause::T18E_S3_2, Clause::T18E_S3_3,
                             Clause::T18E_S3_3_1, Clause::T18E_S3_3_2};
  for (const auto& i : switch_table()) {
    const bool reads_eye = std::any_of(i.clauses.begin(), i.clauses.end(), [&](Clause c) { return eye.count(c) > 0; });
    if (i.readings.size() > 1) {
      EXPECT_EQ(i.part == Part::private_eye, reads_eye) << i.id;
    }
    if (i.part == Part::dead_stones) {
      EXPECT_NE(std::find(i.clauses.begin(), i.clauses.end(), Clause::T22_7), i.clauses.end()) << i.id;
    }
  }
  EXPECT_EQ(private_eye_switches().size(),
            static_cast<std::size_t>(std::count_if(switch_table().begin(), switch_table().end(),
                                                   [](const SwitchInfo& i) { return i.part == Part::private_eye; })));
}

TEST(Register, SwitchNamesAreUnique) {
  std::set<std::string_view> names;
  for (const auto& i : switch_table()) EXPECT_TRUE(names.insert(i.name).second) << i.name;
}

TEST(Profiles, EveryDefaultOf2022) {
  const Rules r = Rules::for_profile(Profile::y2022);
  EXPECT_EQ(r, Rules());  // 2022 is the default profile
  ASSERT_EQ(kSwitchCount, static_cast<int>(register_entries().size()));
  for (int i = 0; i < kSwitchCount; ++i) {
    EXPECT_EQ(r.reading_name(sw(i)), register_entries()[static_cast<std::size_t>(i)].default_2022)
        << info(sw(i)).name;
    EXPECT_TRUE(r.is_default(sw(i)));
  }
}

TEST(Profiles, EveryDefaultOf2018) {
  const Rules r = Rules::for_profile(Profile::y2018);
  EXPECT_EQ(r.profile, Profile::y2018);
  ASSERT_EQ(kSwitchCount, static_cast<int>(register_entries().size()));
  for (int i = 0; i < kSwitchCount; ++i) {
    EXPECT_EQ(r.reading_name(sw(i)), register_entries()[static_cast<std::size_t>(i)].default_2018)
        << info(sw(i)).name;
    EXPECT_TRUE(r.is_default(sw(i)));
  }
}

TEST(Profiles, TheTypedAccessorsReadTheProfiles) {
  const Rules y22 = Rules::for_profile(Profile::y2022), y18 = Rules::for_profile(Profile::y2018);
  EXPECT_EQ(y22.examined(), Examined::adjacent);  // T22.2.8(3)
  EXPECT_EQ(y18.examined(), Examined::region);    // T18.1-2, T18E.S3.3
  EXPECT_EQ(y22.own_colour(), OwnColour::adjacent_all);
  EXPECT_EQ(y18.own_colour(), OwnColour::region);
  EXPECT_EQ(y22.whose_shapes(), WhoseShapes::opponent);  // 「彼方」
  EXPECT_EQ(y18.whose_shapes(), WhoseShapes::both);
  EXPECT_EQ(y22.ko(), Ko::positional_superko);
  EXPECT_EQ(y22.area_rule(), Area::n_squared);
  EXPECT_EQ(y22.capture_flowers(), CaptureFlowers::remove);
  EXPECT_EQ(y22.region_wall(), RegionWall::string);  // the wall is A alone, in both profiles
  EXPECT_EQ(y18.region_wall(), RegionWall::string);
  EXPECT_EQ(y22.empty_wall(), EmptyWall::any_stone);
}

TEST(Profiles, ParametersDefault) {
  const Rules r;
  EXPECT_EQ(r.komi, 3.75);        // T22.7: 3¾
  EXPECT_EQ(r.flybombs, 3);       // T22.0.d: N = 3
  EXPECT_EQ(r.mode, Mode::C);     // T22.8: the mode the rules describe
  EXPECT_EQ(r.random_turns, 20);  // A28: T = 20
}

TEST(Profiles, ResetKeepsTheParameters) {
  Rules r;
  r.komi = 7;
  r.flybombs = 1;
  r.set(Switch::move_ko, static_cast<int>(Ko::simple_ko));
  r.reset(Profile::y2018);
  EXPECT_EQ(r.komi, 7);
  EXPECT_EQ(r.flybombs, 1);
  EXPECT_EQ(r.ko(), Ko::positional_superko);
  EXPECT_EQ(r.examined(), Examined::region);
}

TEST(Profiles, IsDefaultIsRelativeToTheProfile) {
  Rules r;
  r.set(Switch::eye_examined, static_cast<int>(Examined::region));
  EXPECT_FALSE(r.is_default(Switch::eye_examined));
  Rules s = Rules::for_profile(Profile::y2018);
  EXPECT_TRUE(s.is_default(Switch::eye_examined));
  s.set(Switch::eye_examined, static_cast<int>(Examined::adjacent));
  EXPECT_FALSE(s.is_default(Switch::eye_examined));
}

TEST(Profiles, SwitchSettingsNameEverySwitch) {
  const auto m = switch_settings(Rules::for_profile(Profile::y2018));
  EXPECT_EQ(m.size(), static_cast<std::size_t>(kSwitchCount));
  EXPECT_EQ(m.at("eye.examined"), "region");
  EXPECT_EQ(m.at("flybomb.whose_shapes"), "both");
}

TEST(Profiles, SwitchSettingsWrittenOverAMapAreTheFreshOnes) {
  const Rules y2018 = Rules::for_profile(Profile::y2018);
  auto m = switch_settings(Rules());
  switch_settings(y2018, m);  // over the settings of other readings: the readings assigned
  EXPECT_EQ(m, switch_settings(y2018));
  m.erase("eye.examined");
  m["not.a.switch"] = "x";  // over a map that does not name every switch: made again
  switch_settings(y2018, m);
  EXPECT_EQ(m, switch_settings(y2018));
}

// ------------------------------------------------------------------------------------------------
// Parsing.

TEST(ParseProfile, Names) {
  EXPECT_EQ(parse_profile("2022", "w"), Profile::y2022);
  EXPECT_EQ(parse_profile(" 2018 ", "w"), Profile::y2018);
  EXPECT_EQ(name(Profile::y2022), "2022");
  EXPECT_EQ(name(Profile::y2018), "2018");
  const auto m = error_of([] { parse_profile("2019", "--rules"); }, "--rules");
  EXPECT_TRUE(contains(m, "'2019'")) << m;
  EXPECT_TRUE(contains(m, "valid: 2022, 2018")) << m;
}

TEST(ApplySetting, EveryReadingOfEverySwitch) {
  for (int i = 0; i < kSwitchCount; ++i)
    for (std::size_t k = 0; k < info(sw(i)).readings.size(); ++k) {
      Rules r;
      apply_setting(r, std::string(info(sw(i)).name) + "=" + std::string(info(sw(i)).readings[k]), "w");
      EXPECT_EQ(r.get(sw(i)), static_cast<int>(k));
      EXPECT_EQ(r.reading_name(sw(i)), info(sw(i)).readings[k]);
    }
}

TEST(ApplySetting, Parameters) {
  Rules r;
  apply_setting(r, "komi=-2.5", "w");
  apply_setting(r, "flybombs=0", "w");
  apply_setting(r, "mode=A", "w");
  apply_setting(r, "seed=77", "w");
  apply_setting(r, "random_turns=5", "w");
  EXPECT_EQ(r.komi, -2.5);
  EXPECT_EQ(r.flybombs, 0);
  EXPECT_EQ(r.mode, Mode::A);
  EXPECT_EQ(r.seed, 77u);
  EXPECT_EQ(r.random_turns, 5);
  apply_setting(r, " flybombs = 99 ", "w");
  EXPECT_EQ(r.flybombs, 99);
  apply_setting(r, "mode=B", "w");
  EXPECT_EQ(r.mode, Mode::B);
}

TEST(ApplySetting, UnknownSwitchListsEveryName) {
  Rules r;
  const auto m = error_of([&] { apply_setting(r, "eye.examine=region", "x.pos:4:6"); }, "x.pos:4:6");
  EXPECT_TRUE(contains(m, "'eye.examine'")) << m;
  for (const auto& i : switch_table()) EXPECT_TRUE(contains(m, i.name)) << i.name;
  for (const char* p : {"komi", "flybombs", "mode", "seed", "random_turns"}) EXPECT_TRUE(contains(m, p)) << p;
}

TEST(ApplySetting, UnknownReadingListsTheReadings) {
  Rules r;
  auto m = error_of([&] { apply_setting(r, "eye.examined=both", "--set"); }, "--set");
  EXPECT_TRUE(contains(m, "'both'")) << m;
  EXPECT_TRUE(contains(m, "A04")) << m;
  EXPECT_TRUE(contains(m, "valid: region, adjacent")) << m;
  m = error_of([&] { apply_setting(r, "flybomb.tiger_mouth=mouth", "--set"); }, "--set");
  EXPECT_TRUE(contains(m, "walls, edge_only, interior_only, atari, open_any")) << m;
  m = error_of([&] { apply_setting(r, "mode=D", "--set"); }, "--set");
  EXPECT_TRUE(contains(m, "valid: A, B, C")) << m;
  EXPECT_EQ(r, Rules());  // nothing changed
}

TEST(ApplySetting, BadValuesOfParameters) {
  Rules r;
  EXPECT_TRUE(contains(error_of([&] { apply_setting(r, "komi=lots", "w"); }, "w"), "komi must be a number"));
  EXPECT_TRUE(contains(error_of([&] { apply_setting(r, "komi=", "w"); }, "w"), "komi"));
  EXPECT_TRUE(contains(error_of([&] { apply_setting(r, "komi=5000", "w"); }, "w"), "-1000..1000"));
  EXPECT_TRUE(contains(error_of([&] { apply_setting(r, "flybombs=100", "w"); }, "w"), "from 0 to 99"));
  EXPECT_TRUE(contains(error_of([&] { apply_setting(r, "flybombs=-1", "w"); }, "w"), "from 0 to 99"));
  EXPECT_TRUE(contains(error_of([&] { apply_setting(r, "flybombs=2.5", "w"); }, "w"), "flybombs"));
  EXPECT_TRUE(contains(error_of([&] { apply_setting(r, "random_turns=0", "w"); }, "w"), "random_turns"));
  EXPECT_TRUE(contains(error_of([&] { apply_setting(r, "seed=x", "w"); }, "w"), "seed"));
}

TEST(ApplySetting, MissingEquals) {
  Rules r;
  EXPECT_TRUE(contains(error_of([&] { apply_setting(r, "eye.examined", "w"); }, "w"), "expected name=value"));
}

TEST(MakeRules, ProfileThenSettingsInOrder) {
  const Rules r = make_rules("2018", {"eye.examined=adjacent", "komi=7", "eye.examined=region"}, "cli");
  EXPECT_EQ(r.profile, Profile::y2018);
  EXPECT_EQ(r.examined(), Examined::region);
  EXPECT_EQ(r.komi, 7);
  error_of([] { make_rules("2017", {}, "--rules"); }, "--rules");
  error_of([] { make_rules("2022", {"a=b"}, "--set"); }, "--set");
}

// ------------------------------------------------------------------------------------------------
// The compact form.

TEST(Compact, DefaultsAreTheProfileAlone) {
  EXPECT_EQ(compact(Rules()), "2022");
  EXPECT_EQ(compact(Rules::for_profile(Profile::y2018)), "2018");
}

TEST(Compact, ListsWhatIsOffTheDefaultsInRegisterOrderThenParameters) {
  Rules r;
  r.komi = 7;
  r.set(Switch::move_ko, static_cast<int>(Ko::simple_ko));
  r.set(Switch::eye_examined, static_cast<int>(Examined::region));
  r.mode = Mode::A;
  EXPECT_EQ(compact(r), "2022;eye.examined=region;move.ko=simple_ko;komi=7;mode=A");
  Rules s = Rules::for_profile(Profile::y2018);
  s.set(Switch::flybomb_whose_shapes, static_cast<int>(WhoseShapes::opponent));
  EXPECT_EQ(compact(s), "2018;flybomb.whose_shapes=opponent");
}

TEST(Compact, RoundTripsEveryReadingInBothProfiles) {
  for (Profile p : {Profile::y2022, Profile::y2018})
    for (int i = 0; i < kSwitchCount; ++i)
      for (std::size_t k = 0; k < info(sw(i)).readings.size(); ++k) {
        Rules r = Rules::for_profile(p);
        r.set(sw(i), static_cast<int>(k));
        EXPECT_EQ(parse_compact(compact(r), "w"), r) << compact(r);
      }
}

TEST(Compact, RoundTripsParametersAndManySwitches) {
  Rules r = Rules::for_profile(Profile::y2018);
  for (int i = 0; i < kSwitchCount; ++i) r.set(sw(i), static_cast<int>(info(sw(i)).readings.size()) - 1);
  r.komi = -0.5;
  r.flybombs = 0;
  r.mode = Mode::B;
  r.seed = 4611686018427387904ULL;  // 2^62, the largest seed
  r.random_turns = 10000;
  EXPECT_EQ(parse_compact(compact(r), "w"), r) << compact(r);
}

TEST(Compact, ParseErrorsNameWhere) {
  error_of([] { parse_compact("2021", "SGF RU[]"); }, "SGF RU[]");
  const auto m = error_of([] { parse_compact("2022;eye.examined=maybe", "SGF RU[]"); }, "SGF RU[]");
  EXPECT_TRUE(contains(m, "valid: region, adjacent")) << m;
}

// ------------------------------------------------------------------------------------------------
// Configuration files.

TEST(RulesFile, ProfileAndSetsWithCommentsAndBlankLines) {
  const Rules r = parse_rules_file("# my rules\n\nset: komi=7\n  rules: 2018\nset: move.ko=simple_ko\n", "r.txt");
  EXPECT_EQ(r.profile, Profile::y2018);
  EXPECT_EQ(r.komi, 7);  // a set: line before rules: still applies
  EXPECT_EQ(r.ko(), Ko::simple_ko);
  EXPECT_EQ(r.examined(), Examined::region);
}

TEST(RulesFile, EmptyFileIsTheDefaults) { EXPECT_EQ(parse_rules_file("", "r.txt"), Rules()); }

TEST(RulesFile, ErrorsCarryFileLineAndColumn) {
  auto m = error_of([] { parse_rules_file("rules: 2018\n\nsize: 9\n", "r.txt"); }, "r.txt:3:1");
  EXPECT_TRUE(contains(m, "unknown key 'size' (valid: rules, set, none, answer, comment)")) << m;
  m = error_of([] { parse_rules_file("# c\nset: eye.examined=both\n", "r.txt"); }, "r.txt:2:1");
  EXPECT_TRUE(contains(m, "valid: region, adjacent")) << m;
  m = error_of([] { parse_rules_file("rules: 2018\nrules: 2022\n", "r.txt"); }, "r.txt:2:1");
  EXPECT_TRUE(contains(m, "duplicate key 'rules'")) << m;
  m = error_of([] { parse_rules_file("rules 2018\n", "r.txt"); }, "r.txt:1:1");
  EXPECT_TRUE(contains(m, "key: value")) << m;
  m = error_of([] { parse_rules_file("\nrules: 1999", "r.txt"); }, "r.txt:2:1");
  EXPECT_TRUE(contains(m, "valid: 2022, 2018")) << m;
}

}  // namespace
}  // namespace f3go
