// The conformance cases as JSON (case_json.h).
#include "oracle/case_json.h"

#include <algorithm>

#include "oracle/error.h"
#include "oracle/format.h"
#include "oracle/input.h"
#include "oracle/json.h"
#include "oracle/json_reader.h"

namespace f3go {

namespace {

using OrderedJson = nlohmann::ordered_json;

// The question's first word: its kind ("private_eye", "forbidden_points", …).
std::string kind_word(const Question& q) { return q.text.substr(0, q.text.find(' ')); }

bool asks_point(Question::Kind k) {
  using K = Question::Kind;
  return k == K::private_eye || k == K::regions || k == K::attribute || k == K::parameters || k == K::forbidden;
}
bool asks_colour(Question::Kind k) { return k == Question::Kind::forbidden || k == Question::Kind::forbidden_points; }
bool asks_move(Question::Kind k) { return k == Question::Kind::legal || k == Question::Kind::captures; }

OrderedJson question_json(const Question& q) {
  OrderedJson j{{"text", q.text}, {"kind", kind_word(q)}};
  if (asks_point(q.kind)) j["point"] = to_gtp(q.point);
  if (asks_colour(q.kind)) j["colour"] = name(q.colour);
  if (asks_move(q.kind)) j["move"] = to_text(q.move);
  return j;
}

OrderedJson rules_with_compact(const Rules& rules) {
  OrderedJson j{{"compact", compact(rules)}};
  const OrderedJson parts = rules_json(rules);
  for (const auto& [k, v] : parts.items()) j[k] = v;
  return j;
}

}  // namespace

std::string case_folder(const std::string& relative_file) {
  const std::string prefix = "cases/";
  const std::string rest = relative_file.starts_with(prefix) ? relative_file.substr(prefix.size()) : relative_file;
  const auto slash = rest.find('/');
  return slash == std::string::npos ? "cases" : rest.substr(0, slash);
}

OrderedJson to_json(const Case& c, const std::string& relative_file) {
  OrderedJson clauses = OrderedJson::array();
  for (Clause k : c.clauses) clauses.push_back(clause_id(k));
  OrderedJson moves = OrderedJson::array();
  for (const Move& m : c.moves) moves.push_back(to_text(m));
  std::vector<Point> dead = c.dead;
  std::sort(dead.begin(), dead.end());
  OrderedJson dead_json = OrderedJson::array();
  for (Point p : dead) dead_json.push_back(to_gtp(p));
  OrderedJson expectations = OrderedJson::array();
  for (const Expectation& e : c.expectations)
    expectations.push_back(
        OrderedJson{{"settings", e.settings}, {"rules", compact(rules_for(c, e))}, {"answer", std::string(trim(e.answer))}});
  return OrderedJson{{"name", c.name},
                     {"file", relative_file},
                     {"title", c.title},
                     {"source", c.source},
                     {"clauses", clauses},
                     {"group", c.clauses.empty() ? std::string() : clause_group(c.clauses.front())},
                     {"size", c.position.position.board.size()},
                     {"rules", rules_with_compact(c.position.rules)},
                     {"position", to_json(c.position.position)},
                     {"moves", moves},
                     {"dead", dead_json},
                     {"question", question_json(c.ask)},
                     {"expectations", expectations}};
}

OrderedJson cases_json(const std::string& folder, const std::vector<Case>& cases) {
  OrderedJson list = OrderedJson::array();
  for (const Case& c : cases) list.push_back(to_json(c, c.file));
  return OrderedJson{{"format", kCasesFormat}, {"folder", folder}, {"cases", list}};
}

// --- reading -------------------------------------------------------------------------------------

namespace {

std::vector<Clause> read_clauses(const JsonReader& r) {
  if (r.length() > static_cast<std::size_t>(limits::kCaseClauses))
    r.fail("more than " + std::to_string(limits::kCaseClauses) + " clause IDs (the limit of a case)");
  std::vector<Clause> out;
  for (std::size_t i = 0; i < r.length(); ++i) {
    const std::string id = r.at(i).text();
    const auto c = parse_clause(id);
    if (!c) r.at(i).fail("not a clause ID of the registry: " + quote(id));
    out.push_back(*c);
  }
  if (out.empty()) r.fail("a case names at least one clause");
  return out;
}

// The question from its text (the form `f3go_ask` takes), checked against its structured fields.
Question read_question(const JsonReader& r, int size) {
  r.only({"text", "kind", "point", "colour", "move"});
  const Question q = parse_question(r.key("text").text(), size, r.key("text").path());
  const auto same = [&](const char* key, const std::string& expected) {
    if (r.key(key).text() != expected) r.key(key).fail("the question's text says " + quote(expected));
  };
  same("kind", kind_word(q));
  if (asks_point(q.kind)) same("point", to_gtp(q.point));
  if (asks_colour(q.kind)) same("colour", std::string(name(q.colour)));
  if (asks_move(q.kind)) same("move", to_text(q.move));
  for (const char* key : {"point", "colour", "move"})
    if (r.has(key) && !(key == std::string("point")    ? asks_point(q.kind)
                        : key == std::string("colour") ? asks_colour(q.kind)
                                                       : asks_move(q.kind)))
      r.key(key).fail("a " + kind_word(q) + " question has no " + key);
  return q;
}

Rules read_case_rules(const JsonReader& r) {
  r.object();
  nlohmann::json rest = r.value();
  rest.erase("compact");
  const Rules rules = rules_from_json(JsonReader(rest, r.path()));
  if (r.key("compact").text() != compact(rules))
    r.key("compact").fail("the switches and parameters give " + quote(compact(rules)));
  return rules;
}

Expectation read_expectation(const JsonReader& r, const Rules& case_rules) {
  r.only({"settings", "rules", "answer"});
  Expectation e;
  Rules rules = case_rules;
  const JsonReader settings = r.key("settings");
  if (settings.length() > static_cast<std::size_t>(limits::kCaseSettings))
    settings.fail("more than " + std::to_string(limits::kCaseSettings) + " settings (the limit of an expectation)");
  for (std::size_t i = 0; i < settings.length(); ++i) {
    e.settings.push_back(settings.at(i).text());
    apply_setting(rules, e.settings.back(), settings.at(i).path());
  }
  if (r.key("rules").text() != compact(rules))
    r.key("rules").fail("the case's rules with these settings are " + quote(compact(rules)));
  e.answer = r.key("answer").text();
  return e;
}

Case read_case(const JsonReader& r) {
  r.only({"name", "file", "title", "source", "clauses", "group", "size", "rules", "position", "moves", "dead",
          "question", "expectations"});
  Case c;
  c.name = r.key("name").text();
  c.file = r.key("file").text();
  c.title = r.key("title").text();
  c.source = r.key("source").text();
  c.clauses = read_clauses(r.key("clauses"));
  if (r.key("group").text() != clause_group(c.clauses.front()))
    r.key("group").fail("the group of clause " + std::string(clause_id(c.clauses.front())) + " is " +
                        quote(clause_group(c.clauses.front())));
  const int size = r.key("size").integer(kMinSize, kMaxSize);
  c.position.rules = read_case_rules(r.key("rules"));
  c.position.position = position_from_json(r.key("position"), c.position.rules, size);
  c.position.flybombs_given = true;  // the position carries each side's flybombs
  const JsonReader moves = r.key("moves");
  for (std::size_t i = 0; i < moves.length(); ++i)
    c.moves.push_back(parse_move(moves.at(i).text(), size, moves.at(i).path()));
  c.dead = JsonReader(r.key("dead").value(), r.key("dead").path(), size).points();
  c.ask = read_question(r.key("question"), size);
  const JsonReader expectations = r.key("expectations");
  if (expectations.length() == 0) expectations.fail("a case has at least one expectation");
  if (expectations.length() > static_cast<std::size_t>(limits::kCaseExpectations))
    expectations.fail("more than " + std::to_string(limits::kCaseExpectations) + " expectations (the limit of a case)");
  for (std::size_t i = 0; i < expectations.length(); ++i)
    c.expectations.push_back(read_expectation(expectations.at(i), c.position.rules));
  return c;
}

}  // namespace

std::vector<Case> cases_from_json(const nlohmann::json& j) {
  const JsonReader r(j, "$");
  r.only({"format", "folder", "cases"});
  if (r.key("format").text() != kCasesFormat)
    r.key("format").fail("expected \"" + std::string(kCasesFormat) + "\", got " + quote(r.key("format").text()));
  r.key("folder").text();
  const JsonReader cases = r.key("cases");
  if (cases.length() > limits::kCorpusCaseFiles)
    cases.fail("more than " + std::to_string(limits::kCorpusCaseFiles) + " cases, the limit of a corpus");
  return cases.list(read_case);
}

std::vector<Case> read_cases_json_file(const std::string& path) {
  const nlohmann::json j = parse_json_text(read_input_file(path), path);
  try {
    return cases_from_json(j);
  } catch (const InputError& e) {
    throw InputError(path, e.what());
  }
}

// --- the schema ----------------------------------------------------------------------------------

namespace {

// The schema's text: every key the writer writes, each required, no others.
constexpr const char* kSchema = R"json({
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "$id": "https://f3go.invalid/schema/f3go-cases-1.json",
  "title": "F3Go conformance cases (format f3go-cases/1)",
  "description": "The cases of one folder of corpus/cases/: for each, a position, rules, moves, dead stones, a question and its expected answer under the case's rules and under each listed setting. corpus/README.md gives the questions and their canonical answers.",
  "type": "object",
  "required": ["format", "folder", "cases"],
  "additionalProperties": false,
  "properties": {
    "format": {"const": "f3go-cases/1"},
    "folder": {"type": "string"},
    "cases": {"type": "array", "items": {"$ref": "#/$defs/case"}}
  },
  "$defs": {
    "point": {"type": "string", "pattern": "^[A-HJ-T](1[0-9]|[1-9])$", "description": "a GTP vertex: column A-T without I, row 1-19"},
    "colour": {"enum": ["black", "white"]},
    "move": {"type": "string", "pattern": "^[BW] (pass|[A-HJ-T](1[0-9]|[1-9])( F ([A-HJ-T](1[0-9]|[1-9])|pass))?)$",
             "description": "B C3, W pass, B C3 F D4 (a flybomb turn: own stone, then flower), B C3 F pass"},
    "compact": {"type": "string", "pattern": "^(2022|2018)(;[a-z_.]+=[A-Za-z0-9_.+-]+)*$",
                "description": "the profile, then each switch off its default and each parameter off its default as ;name=value"},
    "row": {"type": "string", "pattern": "^[.XOF]{2,19}$", "description": "one board row, left to right: . empty, X black, O white, F flower"},
    "board": {"type": "array", "items": {"$ref": "#/$defs/row"}, "minItems": 2, "maxItems": 19, "description": "rows top first"},
    "pair": {"type": "object", "required": ["black", "white"], "additionalProperties": false,
             "properties": {"black": {"type": "integer", "minimum": 0}, "white": {"type": "integer", "minimum": 0}}},
    "turns": {"type": "array", "items": {"type": "integer", "minimum": 1}},
    "rules": {
      "type": "object",
      "required": ["compact", "rules", "switches", "parameters"],
      "additionalProperties": false,
      "properties": {
        "compact": {"$ref": "#/$defs/compact"},
        "rules": {"enum": ["2022", "2018"], "description": "the profile"},
        "switches": {"type": "object", "additionalProperties": {"type": "string"}, "description": "every switch of docs/ambiguities.md by name, with its reading"},
        "parameters": {
          "type": "object",
          "required": ["komi", "flybombs", "mode", "seed", "random_turns"],
          "additionalProperties": false,
          "properties": {
            "komi": {"type": "number"},
            "flybombs": {"type": "integer", "minimum": 0, "maximum": 99},
            "mode": {"enum": ["A", "B", "C"]},
            "seed": {"type": "integer", "minimum": 0},
            "random_turns": {"type": "integer", "minimum": 0}
          }
        }
      }
    },
    "position": {
      "type": "object",
      "required": ["board", "to_move", "move_number", "flybombs_left", "chosen_left", "turns_played",
                   "consecutive_passes", "random_turns", "last_captures", "history"],
      "additionalProperties": false,
      "properties": {
        "board": {"$ref": "#/$defs/board"},
        "to_move": {"$ref": "#/$defs/colour"},
        "move_number": {"type": "integer", "minimum": 1},
        "flybombs_left": {"$ref": "#/$defs/pair"},
        "chosen_left": {"$ref": "#/$defs/pair"},
        "turns_played": {"$ref": "#/$defs/pair"},
        "consecutive_passes": {"type": "integer", "minimum": 0, "maximum": 2},
        "random_turns": {"type": "object", "required": ["black", "white"], "additionalProperties": false,
                         "properties": {"black": {"$ref": "#/$defs/turns"}, "white": {"$ref": "#/$defs/turns"}},
                         "description": "modes A/B: the own-turn numbers on which a random flybomb falls (A28)"},
        "last_captures": {"type": "integer", "minimum": 0},
        "history": {"type": "array", "minItems": 1,
                    "items": {"type": "object", "required": ["board", "to_move"], "additionalProperties": false,
                              "properties": {"board": {"$ref": "#/$defs/board"}, "to_move": {"$ref": "#/$defs/colour"}}},
                    "description": "every earlier bottom board, the initial one first (ko and superko)"}
      }
    },
    "question": {
      "type": "object",
      "required": ["text", "kind"],
      "additionalProperties": false,
      "properties": {
        "text": {"type": "string", "description": "the question as f3go_ask takes it"},
        "kind": {"enum": ["private_eye", "regions", "attribute", "parameters", "forbidden", "forbidden_points", "legal",
                          "captures", "holographic", "bottom", "score", "game_over", "flybombs_left", "move_number"]},
        "point": {"$ref": "#/$defs/point"},
        "colour": {"$ref": "#/$defs/colour"},
        "move": {"$ref": "#/$defs/move"}
      },
      "allOf": [
        {"if": {"properties": {"kind": {"enum": ["private_eye", "regions", "attribute", "parameters"]}}},
         "then": {"required": ["point"], "not": {"anyOf": [{"required": ["colour"]}, {"required": ["move"]}]}}},
        {"if": {"properties": {"kind": {"const": "forbidden"}}},
         "then": {"required": ["point", "colour"], "not": {"required": ["move"]}}},
        {"if": {"properties": {"kind": {"const": "forbidden_points"}}},
         "then": {"required": ["colour"], "not": {"anyOf": [{"required": ["point"]}, {"required": ["move"]}]}}},
        {"if": {"properties": {"kind": {"enum": ["legal", "captures"]}}},
         "then": {"required": ["move"], "not": {"anyOf": [{"required": ["point"]}, {"required": ["colour"]}]}}},
        {"if": {"properties": {"kind": {"enum": ["holographic", "bottom", "score", "game_over", "flybombs_left", "move_number"]}}},
         "then": {"not": {"anyOf": [{"required": ["point"]}, {"required": ["colour"]}, {"required": ["move"]}]}}}
      ]
    },
    "expectation": {
      "type": "object",
      "required": ["settings", "rules", "answer"],
      "additionalProperties": false,
      "properties": {
        "settings": {"type": "array", "items": {"type": "string", "pattern": "^[a-z_.]+=.+$"},
                     "description": "name=value, applied in order on top of the case's rules"},
        "rules": {"$ref": "#/$defs/compact", "description": "the case's rules with the settings applied"},
        "answer": {"type": "string", "description": "the canonical answer (corpus/README.md), compared as an exact string"}
      }
    },
    "case": {
      "type": "object",
      "required": ["name", "file", "title", "source", "clauses", "group", "size", "rules", "position", "moves", "dead",
                   "question", "expectations"],
      "additionalProperties": false,
      "properties": {
        "name": {"type": "string", "minLength": 1},
        "file": {"type": "string", "description": "the case file it was exported from, relative to corpus/"},
        "title": {"type": "string"},
        "source": {"type": "string"},
        "clauses": {"type": "array", "items": {"type": "string"}, "minItems": 1, "description": "clause IDs of docs/rules.md"},
        "group": {"type": "string", "description": "the clause group of the first clause, as f3go certify counts it"},
        "size": {"type": "integer", "minimum": 2, "maximum": 19},
        "rules": {"$ref": "#/$defs/rules"},
        "position": {"$ref": "#/$defs/position"},
        "moves": {"type": "array", "items": {"$ref": "#/$defs/move"}, "description": "played first, in order; each must be legal"},
        "dead": {"type": "array", "items": {"$ref": "#/$defs/point"}, "description": "the agreed dead stones for score (A21)"},
        "question": {"$ref": "#/$defs/question"},
        "expectations": {"type": "array", "items": {"$ref": "#/$defs/expectation"}, "minItems": 1}
      }
    }
  }
}
)json";

}  // namespace

nlohmann::ordered_json cases_json_schema() { return nlohmann::ordered_json::parse(kSchema); }

}  // namespace f3go
