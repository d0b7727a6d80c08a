// oracle/json.h: the shape of format f3go-analysis/2 (keys, their order, point order, rows top
// first) on hand-made Analysis values, the record with its rules and position, the way back, and
// errors that name the key path.
#include "oracle/json.h"

#include <gtest/gtest.h>

#include <functional>

#include "oracle/error.h"

namespace f3go {
namespace {

Point P(const char* gtp, int size = 3) { return *parse_gtp(gtp, size); }

// A 3×3 analysis written by hand; every list deliberately out of point order where it has two
// or more points, so that the writer's ordering shows.
Analysis sample() {
  Analysis a;
  a.size = 3;
  a.rules = "2022";
  a.switches = {{"eye.examined", "adjacent"}, {"holo.merge", "merge"}};
  StringReport s;
  s.colour = Colour::white;
  s.stones = {P("A2"), P("B1"), P("A1")};
  s.liberties = {P("C1"), P("B2"), P("A3")};
  s.private_eye = true;
  s.reason = Clause::T18E_S3_1;
  s.regions = {RegionReport{{P("C1")}, true, Clause::T18E_S3_1}};
  a.strings = {s};
  FlowerReport f;
  f.stones = {P("C3"), P("C2")};
  f.bai_o = 1;
  f.rule = Clause::T22_4_1;
  a.flowers = {f};
  // Bottom-up index order: row 1 = "OO.", row 2 = "O.F", row 3 = "..F".
  a.holographic = {HoloCell::white, HoloCell::white, HoloCell::empty,
                   HoloCell::white, HoloCell::empty, HoloCell::neutral,
                   HoloCell::empty, HoloCell::empty, HoloCell::neutral};
  a.flybomb_forbidden[index(Colour::black)] = {
      ForbiddenPoint{P("B3"), {ForbiddenReason::tiger_mouth}},
      ForbiddenPoint{P("C1"), {ForbiddenReason::tiger_mouth, ForbiddenReason::capture_point}}};
  a.legal_stones[index(Colour::black)] = {P("B2"), P("C1")};
  a.legal_stones[index(Colour::white)] = {P("A3"), P("C1"), P("B2")};
  a.score = ScoreReport{0, 4, 2, "W+2.25", {}};
  return a;
}

// The same analysis with every list in point order (what a reader gives back).
Analysis sample_sorted() {
  Analysis a = sample();
  a.strings[0].stones = {P("A1"), P("B1"), P("A2")};
  a.strings[0].liberties = {P("C1"), P("B2"), P("A3")};
  a.flowers[0].stones = {P("C2"), P("C3")};
  a.flybomb_forbidden[0] = {ForbiddenPoint{P("C1"), {ForbiddenReason::capture_point, ForbiddenReason::tiger_mouth}},
                            ForbiddenPoint{P("B3"), {ForbiddenReason::tiger_mouth}}};
  a.legal_stones[0] = {P("C1"), P("B2")};
  a.legal_stones[1] = {P("C1"), P("B2"), P("A3")};
  return a;
}

std::vector<std::string> keys(const Json& j) {
  std::vector<std::string> out;
  for (const auto& [k, v] : j.items()) out.push_back(k);
  return out;
}

TEST(Json, TopLevelKeysInDocumentedOrder) {
  Json j = to_json(sample());
  EXPECT_EQ(keys(j), (std::vector<std::string>{"format", "size", "rules", "switches", "strings", "flowers",
                                               "holographic", "flybomb_forbidden", "legal_stones", "score"}));
  EXPECT_EQ(j["format"], "f3go-analysis/2");
  EXPECT_EQ(j["size"], 3);
  EXPECT_EQ(j["rules"], "2022");
  EXPECT_EQ(j["switches"]["eye.examined"], "adjacent");
}

// The position of sample(): 3×3, white to move, one earlier board.
Position sample_position() {
  Position pos = initial_position(board_from_rows({"..F", "O.F", "OO."}), Rules(), Colour::white);
  pos.flybombs_left = {2, 3};
  pos.move_number = 7;
  pos.history.insert(pos.history.begin(), HistoryEntry{Board(3), Colour::black});
  return pos;
}

Rules sample_rules() {
  Rules r = Rules::for_profile(Profile::y2018);
  r.set(Switch::eye_examined, 1);
  r.komi = -2.5;
  r.flybombs = 5;
  r.mode = Mode::B;
  r.seed = 123456789012345ULL;
  r.random_turns = 9;
  return r;
}

TEST(Json, TheRecordAddsEveryParameterAndThePositionsState) {
  const Json j = to_json(sample(), sample_position(), sample_rules());
  EXPECT_EQ(keys(j), (std::vector<std::string>{"format", "size", "rules", "switches", "parameters", "position",
                                               "strings", "flowers", "holographic", "flybomb_forbidden",
                                               "legal_stones", "score"}));
  EXPECT_EQ(j["parameters"], (Json{{"komi", -2.5}, {"flybombs", 5}, {"mode", "B"}, {"seed", 123456789012345ULL}, {"random_turns", 9}}));
  const Json& p = j["position"];
  EXPECT_EQ(keys(p), (std::vector<std::string>{"board", "to_move", "move_number", "flybombs_left", "chosen_left",
                                               "turns_played", "consecutive_passes", "random_turns",
                                               "last_captures", "history"}));
  EXPECT_EQ(p["board"], (Json{"..F", "O.F", "OO."}));
  EXPECT_EQ(p["to_move"], "white");
  EXPECT_EQ(p["move_number"], 7);
  EXPECT_EQ(p["flybombs_left"], (Json{{"black", 2}, {"white", 3}}));
  EXPECT_EQ(p["history"].size(), 2u);
  EXPECT_EQ(p["history"][0], (Json{{"board", {"...", "...", "..."}}, {"to_move", "black"}}));
}

TEST(Json, TheRecordReadsBackWhole) {
  const AnalysisRecord record{sample_position(), sample_rules(), sample_sorted()};
  // The analysis says which rules it was made under: the record's.
  AnalysisRecord expected = record;
  expected.analysis.rules = "2018";
  expected.analysis.switches = switch_settings(sample_rules());
  EXPECT_EQ(record_from_json(Json::parse(to_json(record).dump())), expected);
  const std::string text = to_json(record).dump(2);
  EXPECT_EQ(record_from_json_text(text, "r.json"), expected);
  EXPECT_EQ(record_from_json_text("\xEF\xBB\xBF" + text, "r.json"), expected);  // a byte-order mark
}

// The error of record_from_json for a record changed by `edit`.
std::string record_error(const std::function<void(Json&)>& edit) {
  Json j = to_json(AnalysisRecord{sample_position(), sample_rules(), sample_sorted()});
  edit(j);
  try {
    record_from_json(j);
  } catch (const InputError& e) {
    return e.what();
  }
  return "no error";
}

TEST(Json, TheRecordIsCheckedAsTheTextFormatsCheckIt) {
  EXPECT_EQ(record_error([](Json& j) { j["switches"]["eye.examined"] = "everywhere"; }).substr(0, 41),
            "$.switches.eye.examined: unknown reading ");
  EXPECT_EQ(record_error([](Json& j) { j["switches"]["komi"] = "7"; }), "$.switches.komi: unknown switch");
  EXPECT_EQ(record_error([](Json& j) { j["switches"].erase("holo.merge"); }),
            "$.switches: missing switch \"holo.merge\"");
  EXPECT_EQ(record_error([](Json& j) { j["parameters"]["komi"] = 1e9; }), "$.parameters.komi: komi must lie in -1000..1000");
  EXPECT_EQ(record_error([](Json& j) { j["parameters"]["seed"] = -1; }).substr(0, 22), "$.parameters.seed: exp");
  EXPECT_EQ(record_error([](Json& j) { j["parameters"]["flybombs"] = 100; }).substr(0, 43),
            "$.parameters.flybombs: flybombs must be a w");
  EXPECT_EQ(record_error([](Json& j) { j["position"]["board"][1] = "O.Q"; }).substr(0, 22), "$.position.board[1]: u");
  EXPECT_EQ(record_error([](Json& j) { j["position"]["flybombs_left"]["black"] = 100; }).substr(0, 35),
            "$.position.flybombs_left.black: int");
  EXPECT_EQ(record_error([](Json& j) { j["position"]["random_turns"]["white"] = {3, 2}; }),
            "$.position.random_turns.white[1]: random turns must be ascending and distinct");
  EXPECT_EQ(record_error([](Json& j) { j["position"]["history"][0]["board"].erase(0); }),
            "$.position.history[0].board: expected 3 rows");
  EXPECT_EQ(record_error([](Json& j) { j.erase("parameters"); }), "$: missing key \"parameters\"");
  EXPECT_EQ(record_error([](Json& j) { j["format"] = "f3go-analysis/1"; }).substr(0, 10), "$.format: ");
}

TEST(Json, FormatOneIsStillReadAsAnAnalysis) {
  Json j = to_json(sample_sorted());
  j["format"] = "f3go-analysis/1";
  j["to_move"] = "black";
  j["flybombs_left"] = Json{{"black", 3}, {"white", 3}};
  EXPECT_EQ(analysis_from_json(j), sample_sorted());
}

TEST(Json, ParsingRefusesDeepNestingAndSaysWhereTheSyntaxFails) {
  const std::string deep(1000000, '[');
  try {
    parse_json_text(deep, "deep.json");
    FAIL() << "no error";
  } catch (const InputError& e) {
    EXPECT_STREQ(e.what(), "deep.json: arrays and objects nested deeper than 64 (the limit of a JSON input)");
  }
  EXPECT_NO_THROW(parse_json_text(std::string(64, '[') + std::string(64, ']'), "ok.json"));
  EXPECT_NO_THROW(parse_json_text("[\"[[[[\\\"[[[[\"]", "brackets-in-a-string.json"));
  try {
    parse_json_text("{\"a\": " + std::string(5000000, '7') + "x}", "long.json");
    FAIL() << "no error";
  } catch (const InputError& e) {
    EXPECT_LT(std::string(e.what()).size(), 300u) << e.what();
    EXPECT_EQ(std::string(e.what()).substr(0, 20), "long.json: not JSON:");
  }
}

TEST(Json, FirstDifferenceNamesThePathAndBothValues) {
  Json a = to_json(sample_sorted());
  EXPECT_FALSE(first_difference(a, a));
  Json b = a;
  b["strings"][0]["regions"][0]["private_eye"] = false;
  b["score"]["result"] = "B+1";
  auto d = first_difference(a, b);
  ASSERT_TRUE(d);
  EXPECT_EQ(d->path, "$.strings[0].regions[0].private_eye");
  EXPECT_EQ(d->expected, "true");
  EXPECT_EQ(d->actual, "false");
  b = a;
  b["legal_stones"]["white"].push_back("C3");
  d = first_difference(a, b);
  ASSERT_TRUE(d);
  EXPECT_EQ(d->path, "$.legal_stones.white[3]");
  EXPECT_EQ(d->expected, "(missing)");
}

TEST(Json, StringsUseGtpPointsInBoardOrder) {
  Json s = to_json(sample())["strings"][0];
  EXPECT_EQ(keys(s), (std::vector<std::string>{"color", "stones", "liberties", "private_eye", "reason", "regions"}));
  EXPECT_EQ(s["color"], "white");
  EXPECT_EQ(s["stones"], (Json{"A1", "B1", "A2"}));  // A1, B1, …, A2, …
  EXPECT_EQ(s["liberties"], (Json{"C1", "B2", "A3"}));
  EXPECT_EQ(s["private_eye"], true);
  EXPECT_EQ(s["regions"][0], (Json{{"points", {"C1"}}, {"private_eye", true}, {"reason", "T18E.S3.1"}}));
}

TEST(Json, FlowersCarryTheFourParametersAndTheRow) {
  Json f = to_json(sample())["flowers"][0];
  EXPECT_EQ(f, (Json{{"stones", {"C2", "C3"}}, {"HEIy", 0}, {"BAIy", 0}, {"HEIo", 0}, {"BAIo", 1}, {"attribute", "neutral"}, {"rule", "T22.4.1"}}));
}

TEST(Json, HolographicRowsTopFirst) {
  EXPECT_EQ(to_json(sample())["holographic"], (Json{"..F", "O.F", "OO."}));
}

TEST(Json, ForbiddenKeyedByPointInBoardOrderWithReasonsInEnumOrder) {
  Json f = to_json(sample())["flybomb_forbidden"];
  EXPECT_EQ(keys(f), (std::vector<std::string>{"black", "white"}));
  EXPECT_EQ(keys(f["black"]), (std::vector<std::string>{"C1", "B3"}));
  EXPECT_EQ(f["black"]["C1"], (Json{"capture_point", "tiger_mouth"}));
  EXPECT_EQ(f["white"], Json::object());
}

TEST(Json, LegalStonesAndScore) {
  Json j = to_json(sample());
  EXPECT_EQ(j["legal_stones"]["white"], (Json{"C1", "B2", "A3"}));
  EXPECT_EQ(j["score"], (Json{{"black", 0.0}, {"white", 4.0}, {"neutral", 2.0}, {"result", "W+2.25"}, {"dead", Json::array()}}));
}

TEST(Json, ReadsBackWhatItWrites) {
  Analysis a = sample_sorted();
  EXPECT_EQ(analysis_from_json(to_json(a)), a);
  Analysis under = a;  // a record says the rules it gives
  under.rules = "2018";
  under.switches = switch_settings(sample_rules());
  EXPECT_EQ(analysis_from_json(Json::parse(to_json(a, sample_position(), sample_rules()).dump())), under);
}

// The error's `where` for a document changed by `edit`.
std::string error_path(const std::function<void(Json&)>& edit) {
  Json j = to_json(sample_sorted());
  edit(j);
  try {
    analysis_from_json(j);
  } catch (const InputError& e) {
    return e.where;
  }
  return "no error";
}

TEST(Json, ErrorsNameTheKeyPath) {
  EXPECT_EQ(error_path([](Json& j) { j["strings"][0]["stones"][1] = "Z9"; }), "$.strings[0].stones[1]");
  EXPECT_EQ(error_path([](Json& j) { j["strings"][0]["regions"][0]["private_eye"] = 1; }),
            "$.strings[0].regions[0].private_eye");
  EXPECT_EQ(error_path([](Json& j) { j["flowers"][0].erase("HEIy"); }), "$.flowers[0]");
  EXPECT_EQ(error_path([](Json& j) { j["flowers"][0]["attribute"] = "grey"; }), "$.flowers[0].attribute");
  EXPECT_EQ(error_path([](Json& j) { j["holographic"][1] = "O.Q"; }), "$.holographic[1]");
  EXPECT_EQ(error_path([](Json& j) { j["holographic"].erase(0); }), "$.holographic");
  EXPECT_EQ(error_path([](Json& j) { j["flybomb_forbidden"]["white"]["D4"] = Json::array(); }),
            "$.flybomb_forbidden.white.D4");
  EXPECT_EQ(error_path([](Json& j) { j["flybomb_forbidden"]["black"]["C1"][0] = "ko"; }),
            "$.flybomb_forbidden.black.C1[0]");
  EXPECT_EQ(error_path([](Json& j) { j["score"]["black"] = "35"; }), "$.score.black");
  EXPECT_EQ(error_path([](Json& j) { j["format"] = "f3go-analysis/3"; }), "$.format");
  EXPECT_EQ(error_path([](Json& j) { j["size"] = 20; }), "$.size");
  EXPECT_EQ(error_path([](Json& j) { j["colour"] = "black"; }), "$.colour");
  EXPECT_EQ(error_path([](Json& j) { j = Json::array(); }), "$");
}

TEST(Json, ErrorMessageSaysWhat) {
  Json j = to_json(sample_sorted());
  j["legal_stones"]["black"][0] = "B9";
  try {
    analysis_from_json(j);
    FAIL() << "no error";
  } catch (const InputError& e) {
    EXPECT_STREQ(e.what(), "$.legal_stones.black[0]: \"B9\" is not a GTP point of a 3x3 board");
  }
}

}  // namespace
}  // namespace f3go
