// oracle/json.h: the shape of format f3go-analysis/1 (keys, their order, point order, rows top
// first) on hand-made Analysis values, the way back, and errors that name the key path.
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
  s.reason = "T18E.S3.1";
  s.regions = {RegionReport{{P("C1")}, true, "T18E.S3.1"}};
  a.strings = {s};
  FlowerReport f;
  f.stones = {P("C3"), P("C2")};
  f.bai_o = 1;
  f.rule = "T22.4.1";
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
  EXPECT_EQ(j["format"], "f3go-analysis/1");
  EXPECT_EQ(j["size"], 3);
  EXPECT_EQ(j["rules"], "2022");
  EXPECT_EQ(j["switches"]["eye.examined"], "adjacent");
}

TEST(Json, PositionAddsToMoveAndFlybombsLeft) {
  Position pos;
  pos.to_move = Colour::white;
  pos.flybombs_left = {2, 3};
  Json j = to_json(sample(), pos);
  EXPECT_EQ(j["to_move"], "white");
  EXPECT_EQ(j["flybombs_left"], (Json{{"black", 2}, {"white", 3}}));
  EXPECT_EQ(keys(j).back(), "flybombs_left");
}

TEST(Json, StringsUseGtpPointsInBoardOrder) {
  Json s = to_json(sample())["strings"][0];
  EXPECT_EQ(keys(s), (std::vector<std::string>{"color", "stones", "liberties", "private_eye", "reason", "regions"}));
  EXPECT_EQ(s["color"], "white");
  EXPECT_EQ(s["stones"], (Json{"A1", "B1", "A2"}));       // A1, B1, …, A2, …
  EXPECT_EQ(s["liberties"], (Json{"C1", "B2", "A3"}));
  EXPECT_EQ(s["private_eye"], true);
  EXPECT_EQ(s["regions"][0], (Json{{"points", {"C1"}}, {"private_eye", true}, {"reason", "T18E.S3.1"}}));
}

TEST(Json, FlowersCarryTheFourParametersAndTheRow) {
  Json f = to_json(sample())["flowers"][0];
  EXPECT_EQ(f, (Json{{"stones", {"C2", "C3"}}, {"HEIy", 0}, {"BAIy", 0}, {"HEIo", 0}, {"BAIo", 1},
                     {"attribute", "neutral"}, {"rule", "T22.4.1"}}));
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
  EXPECT_EQ(j["score"], (Json{{"black", 0.0}, {"white", 4.0}, {"neutral", 2.0}, {"result", "W+2.25"},
                              {"dead", Json::array()}}));
}

TEST(Json, ReadsBackWhatItWrites) {
  Analysis a = sample_sorted();
  EXPECT_EQ(analysis_from_json(to_json(a)), a);
  Position pos;
  EXPECT_EQ(analysis_from_json(Json::parse(to_json(a, pos).dump())), a);
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
  EXPECT_EQ(error_path([](Json& j) { j["format"] = "f3go-analysis/2"; }), "$.format");
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
