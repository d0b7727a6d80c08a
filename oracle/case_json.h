// The conformance cases as JSON, format "f3go-cases/1": what `f3go export-json` writes (one file
// per folder of corpus/cases/, committed in corpus/json/ with its JSON Schema) so that an
// implementation in any language can run the corpus in its own unit tests, without GTP and without
// the case text format (corpus/README.md "The JSON suite"):
//
//   {"format":"f3go-cases/1","folder":"ko","cases":[
//     {"name":"ko-simple","file":"cases/ko/simple.case","title":"…","source":"…",
//      "clauses":["T22.6"],"group":"T22.6",
//      "size":5,
//      "rules":{"compact":"2022","rules":"2022","switches":{…every switch…},"parameters":{…}},
//      "position":{…the position of an analysis record (oracle/json.h): board rows top first,
//                  to_move, move_number, flybombs, the random schedule, history…},
//      "moves":["B C3","W pass","B C3 F D4"],
//      "dead":["C3"],
//      "question":{"text":"captures B C3","kind":"captures","move":"B C3"},
//      "expectations":[{"settings":[],"rules":"2022","answer":"D4"},
//                      {"settings":["move.ko=simple_ko"],"rules":"2022;move.ko=simple_ko","answer":"illegal"}]}]}
//
// "question" carries "point" (GTP) for private_eye, regions, attribute, parameters and forbidden;
// "colour" for forbidden and forbidden_points; "move" for legal and captures. Each expectation's
// "rules" is the case's rules with its "settings" applied, in compact form (oracle/rules.h).
#pragma once
#include <filesystem>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "oracle/corpus.h"

namespace f3go {

inline constexpr const char* kCasesFormat = "f3go-cases/1";

// The folder of corpus/cases/ a case file lies in ("ko" for cases/ko/simple.case; "cases" for a
// file directly in cases/), by its path relative to the corpus folder.
std::string case_folder(const std::string& relative_file);

// One case; `relative_file` is its path relative to the corpus folder ("cases/ko/simple.case").
nlohmann::ordered_json to_json(const Case& c, const std::string& relative_file);
// The cases of one folder, in the order given, each with its `file` as it is (the exporter makes
// it relative to the corpus folder).
nlohmann::ordered_json cases_json(const std::string& folder, const std::vector<Case>& cases);

// Back from a folder's JSON: every case with its position, rules, moves, dead stones, question and
// expectations, read from the JSON alone (no case text is parsed); each expectation's "rules" must
// be the case's rules with its settings. Every error is an InputError naming the key path
// ("$.cases[3].moves[0]") and what.
std::vector<Case> cases_from_json(const nlohmann::json& j);
// Reads such a file (oracle/input.h limits); errors name the file and the key path. Each case's
// `file` is its "file" in the JSON.
std::vector<Case> read_cases_json_file(const std::string& path);

// The JSON Schema (draft 2020-12) of a folder's file.
nlohmann::ordered_json cases_json_schema();

}  // namespace f3go
