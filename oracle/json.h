// The JSON form of an Analysis (SPEC.md "Observables"): what `f3go analyze --json` prints and what
// engines are compared on. Format "f3go-analysis/1":
//
//   {"format":"f3go-analysis/1","size":7,"rules":"2022",
//    "switches":{"eye.examined":"adjacent",…},
//    "strings":[{"color":"black","stones":["E1",…],"liberties":[…],"private_eye":false,
//                "reason":"…","regions":[{"points":[…],"private_eye":false,"reason":"T18E.S3.3.2"}]}],
//    "flowers":[{"stones":["F1",…],"HEIy":0,"BAIy":0,"HEIo":1,"BAIo":0,"attribute":"neutral",
//                "rule":"T22.4.1"}],
//    "holographic":["rows top first, one character per point: . X O F", …],
//    "flybomb_forbidden":{"black":{"C3":["capture_point"]},"white":{}},
//    "legal_stones":{"black":[…],"white":[…]},
//    "score":{"black":35.0,"white":0.0,"neutral":14.0,"result":"B+…","dead":[]},
//    "to_move":"black","flybombs_left":{"black":3,"white":3}}     ← only with a Position
//
// Points are GTP strings; every list of points, and the keys of flybomb_forbidden, in the order
// A1, B1, …, A2, … . Objects keep this key order (nlohmann::ordered_json).
#pragma once
#include <string>

#include <nlohmann/json.hpp>

#include "oracle/observables.h"
#include "oracle/position.h"

namespace f3go {

using Json = nlohmann::ordered_json;

inline constexpr const char* kAnalysisFormat = "f3go-analysis/1";

// Every field of the Analysis, "format" first.
Json to_json(const Analysis& a);
// The same plus the position's "to_move" and "flybombs_left" (what `f3go analyze --json` prints).
Json to_json(const Analysis& a, const Position& pos);

// Back from JSON (another engine's report). Keys the Analysis does not hold ("to_move",
// "flybombs_left") are accepted and ignored; unknown keys are errors. Every error is an InputError
// whose `where` is the key path, e.g. "$.strings[2].stones[0]".
Analysis analysis_from_json(const Json& j);

}  // namespace f3go
