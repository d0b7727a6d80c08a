// The JSON form of an Analysis (oracle/observables.h) and of the complete record `f3go analyze
// --json` prints, format "f3go-analysis/2":
//
//   {"format":"f3go-analysis/2","size":7,"rules":"2022",
//    "switches":{"eye.examined":"adjacent",…},                                 ← every switch
//    "parameters":{"komi":3.75,"flybombs":3,"mode":"C","seed":1,"random_turns":20},   ← record
//    "position":{"board":["rows top first: . X O F",…],"to_move":"black","move_number":1,
//                "flybombs_left":{"black":3,"white":3},"chosen_left":{"black":3,"white":3},
//                "turns_played":{"black":0,"white":0},"consecutive_passes":0,
//                "random_turns":{"black":[],"white":[]},"last_captures":0,
//                "history":[{"board":[…],"to_move":"black"}]},                      ← record
//    "strings":[{"color":"black","stones":["E1",…],"liberties":[…],"private_eye":false,
//                "reason":"…","regions":[{"points":[…],"private_eye":false,"reason":"T18E.S3.3.2"}]}],
//    "flowers":[{"stones":["F1",…],"HEIy":0,"BAIy":0,"HEIo":1,"BAIo":0,"attribute":"neutral",
//                "rule":"T22.4.1"}],
//    "holographic":["rows top first, one character per point: . X O F", …],
//    "flybomb_forbidden":{"black":{"C3":["capture_point"]},"white":{}},
//    "legal_stones":{"black":[…],"white":[…]},
//    "score":{"black":35.0,"white":0.0,"neutral":14.0,"result":"B+…","dead":[]}}
//
// The analysis alone (to_json(Analysis), what engines are compared on) has no "parameters" and no
// "position"; the record has both, so that the position and the rules can be rebuilt from it
// (record_from_json) and analysed again (`f3go analyze --from-json FILE`). Format 1 (up to this
// version) had only the analysis, with "to_move" and "flybombs_left" at the top.
//
// Points are GTP strings; every list of points, and the keys of flybomb_forbidden, in the order
// A1, B1, …, A2, … . Objects keep this key order (nlohmann::ordered_json).
#pragma once
#include <optional>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "oracle/observables.h"
#include "oracle/position.h"
#include "oracle/rules.h"

namespace f3go {

using Json = nlohmann::ordered_json;

inline constexpr const char* kAnalysisFormat = "f3go-analysis/2";

// Every field of the Analysis, "format" first.
Json to_json(const Analysis& a);

// The complete record: the analysis of `position` under `rules`, with every rule parameter and the
// position's whole state. Its "rules" and "switches" are written from `rules` (an engine's analysis
// under these rules carries the same).
struct AnalysisRecord {
  Position position;
  Rules rules;
  Analysis analysis;
  friend bool operator==(const AnalysisRecord&, const AnalysisRecord&) = default;
};
Json to_json(const AnalysisRecord& record);
// The same from its parts (what `f3go analyze --json` prints).
Json to_json(const Analysis& a, const Position& pos, const Rules& rules);
// Its text as `f3go analyze --json` prints it (and the browser's API returns it): indented by two
// spaces, bytes that are not UTF-8 replaced, a line feed at the end.
std::string analysis_json_text(const Analysis& a, const Position& pos, const Rules& rules);

// Back from JSON (another engine's report, format 1 or 2): the analysis part, every list of points
// and of reasons in the writer's order whatever the order given; "parameters",
// "position" (and format 1's "to_move", "flybombs_left") are accepted and ignored; unknown keys are
// errors. Every error is an InputError whose `where` is the key path, e.g. "$.strings[2].stones[0]".
Analysis analysis_from_json(const Json& j);
// The whole record (format 2 only): the position and rules checked as their text forms check them
// (a board of 2..19, flybombs 0..99, every switch with a valid reading, parameters in range).
AnalysisRecord record_from_json(const Json& j);

// JSON text (a file's bytes) parsed with the limits of oracle/input.h: arrays and objects nested at
// most limits::kJsonDepth deep. InputError "FILE: what" on bad JSON.
nlohmann::json parse_json_text(std::string_view text, const std::string& file);
// The same, read back as a record; errors name "FILE: $.key.path".
AnalysisRecord record_from_json_text(std::string_view text, const std::string& file);

// The parts of a record on their own (the conformance cases of oracle/case_json.h carry them):
// the rule configuration as {"rules", "switches" (every switch), "parameters"}, and the position
// as the record's "position". Read back through a JsonReader (oracle/json_reader.h), with the
// checks of record_from_json; errors name the key path.
class JsonReader;
Json rules_json(const Rules& rules);
Json to_json(const Position& position);
Rules rules_from_json(const JsonReader& r);
Position position_from_json(const JsonReader& r, const Rules& rules, int size);

// The first place where two JSON values differ, in document order: its key path and both values
// (compact JSON, excerpted to a message's length; "(missing)" for an absent key or element).
struct JsonDifference {
  std::string path, expected, actual;
};
std::optional<JsonDifference> first_difference(const Json& expected, const Json& actual);

}  // namespace f3go
