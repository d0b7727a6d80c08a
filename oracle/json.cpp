// Analysis ⇄ JSON, format "f3go-analysis/2" (see json.h).
#include "oracle/json.h"

#include <algorithm>
#include <array>
#include <set>

#include "oracle/error.h"
#include "oracle/format.h"
#include "oracle/input.h"
#include "oracle/json_reader.h"

namespace f3go {
namespace {

// ---------------------------------------------------------------------------------------------
// Writing

Json points_json(std::vector<Point> ps) {
  std::sort(ps.begin(), ps.end());
  Json out = Json::array();
  for (Point p : ps) out.push_back(to_gtp(p));
  return out;
}

Json region_json(const RegionReport& r) {
  return Json{{"points", points_json(r.points)}, {"private_eye", r.private_eye}, {"reason", clause_id(r.reason)}};
}

Json string_json(const StringReport& s) {
  Json regions = Json::array();
  for (const auto& r : s.regions) regions.push_back(region_json(r));
  return Json{{"color", name(s.colour)}, {"stones", points_json(s.stones)}, {"liberties", points_json(s.liberties)}, {"private_eye", s.private_eye}, {"reason", clause_id(s.reason)}, {"regions", regions}};
}

Json flower_json(const FlowerReport& f) {
  return Json{{"stones", points_json(f.stones)}, {"HEIy", f.hei_y}, {"BAIy", f.bai_y}, {"HEIo", f.hei_o}, {"BAIo", f.bai_o}, {"attribute", name(f.attribute)}, {"rule", clause_id(f.rule)}};
}

Json holographic_json(const std::vector<HoloCell>& cells, int size) {
  Json rows = Json::array();
  if (cells.size() != static_cast<std::size_t>(size * size)) return rows;
  for (int y = size - 1; y >= 0; --y) {
    std::string row;
    for (int x = 0; x < size; ++x) row += symbol(cells[static_cast<std::size_t>(y * size + x)]);
    rows.push_back(row);
  }
  return rows;
}

Json forbidden_json(std::vector<ForbiddenPoint> fs) {
  std::sort(fs.begin(), fs.end(), [](const auto& a, const auto& b) { return a.point < b.point; });
  Json out = Json::object();
  for (const auto& f : fs) {
    auto reasons = f.reasons;
    std::sort(reasons.begin(), reasons.end());
    Json rs = Json::array();
    for (auto r : reasons) rs.push_back(name(r));
    out[to_gtp(f.point)] = rs;
  }
  return out;
}

Json score_json(const ScoreReport& s) {
  return Json{{"black", s.black}, {"white", s.white}, {"neutral", s.neutral}, {"result", s.result}, {"dead", points_json(s.dead)}};
}

template <class F>
Json by_colour(F f) {
  return Json{{"black", f(Colour::black)}, {"white", f(Colour::white)}};
}

// Rows top first, one symbol per point: . X O F.
Json board_json(const Board& b) {
  Json rows = Json::array();
  for (int y = b.size() - 1; y >= 0; --y) {
    std::string row;
    for (int x = 0; x < b.size(); ++x) row += symbol(b.at({x, y}));
    rows.push_back(row);
  }
  return rows;
}

Json parameters_json(const Rules& r) {
  return Json{{"komi", r.komi}, {"flybombs", r.flybombs}, {"mode", name(r.mode)}, {"seed", r.seed}, {"random_turns", r.random_turns}};
}

Json position_json(const Position& p) {
  Json history = Json::array();
  for (const HistoryEntry& h : p.history) history.push_back(Json{{"board", board_json(h.board)}, {"to_move", name(h.to_move)}});
  const auto pair = [](const std::array<int, 2>& v) { return by_colour([&](Colour c) { return v[index(c)]; }); };
  return Json{{"board", board_json(p.board)},
              {"to_move", name(p.to_move)},
              {"move_number", p.move_number},
              {"flybombs_left", pair(p.flybombs_left)},
              {"chosen_left", pair(p.chosen_left)},
              {"turns_played", pair(p.turns_played)},
              {"consecutive_passes", p.consecutive_passes},
              {"random_turns", by_colour([&](Colour c) { return p.random_turns[index(c)]; })},
              {"last_captures", p.last_captures},
              {"history", history}};
}

}  // namespace

Json to_json(const Analysis& a) {
  Json strings = Json::array();
  for (const auto& s : a.strings) strings.push_back(string_json(s));
  Json flowers = Json::array();
  for (const auto& f : a.flowers) flowers.push_back(flower_json(f));
  Json switches = Json::object();
  for (const auto& [k, v] : a.switches) switches[k] = v;
  return Json{
      {"format", kAnalysisFormat},
      {"size", a.size},
      {"rules", a.rules},
      {"switches", switches},
      {"strings", strings},
      {"flowers", flowers},
      {"holographic", holographic_json(a.holographic, a.size)},
      {"flybomb_forbidden", by_colour([&](Colour c) { return forbidden_json(a.flybomb_forbidden[index(c)]); })},
      {"legal_stones", by_colour([&](Colour c) { return points_json(a.legal_stones[index(c)]); })},
      {"score", score_json(a.score)},
  };
}

Json to_json(const Analysis& a, const Position& pos, const Rules& rules) {
  // The rules are the record's: "rules" and "switches" say the whole configuration (what an
  // engine's analysis under these rules says too), "parameters" the rest of it.
  Analysis under = a;
  under.rules = std::string(name(rules.profile));
  under.switches = switch_settings(rules);
  const Json analysis = to_json(under);
  Json j;
  for (const auto& [k, v] : analysis.items()) {
    j[k] = v;
    if (k == "switches") {
      j["parameters"] = parameters_json(rules);
      j["position"] = position_json(pos);
    }
  }
  return j;
}

std::string analysis_json_text(const Analysis& a, const Position& pos, const Rules& rules) {
  return to_json(a, pos, rules).dump(2, ' ', false, Json::error_handler_t::replace) + '\n';
}

Json to_json(const AnalysisRecord& r) { return to_json(r.analysis, r.position, r.rules); }

// ---------------------------------------------------------------------------------------------
// Reading: a cursor on one JSON value with its key path, for errors. Documents are read as
// nlohmann::json (objects in std::map: finding a key is logarithmic however many keys a hostile
// object holds; the ordered form is only for writing).

namespace {

using Value = nlohmann::json;

using Reader = JsonReader;

// A quoted string value for a message.
std::string shown(const std::string& s) { return "\"" + excerpt(s) + "\""; }

Colour read_colour(const Reader& r) {
  std::string s = r.text();
  if (s == "black") return Colour::black;
  if (s == "white") return Colour::white;
  r.fail("expected \"black\" or \"white\", got " + shown(s));
}

Attribute read_attribute(const Reader& r) {
  std::string s = r.text();
  for (Attribute a : {Attribute::neutral, Attribute::black, Attribute::white})
    if (s == name(a)) return a;
  r.fail("expected \"neutral\", \"black\" or \"white\", got " + shown(s));
}

// A clause ID of the registry (oracle/clauses.h).
Clause read_clause(const Reader& r) {
  const std::string s = r.text();
  if (auto c = parse_clause(s)) return *c;
  r.fail("expected a clause ID of the registry (e.g. \"" + std::string(clause_id(Clause::T18E_S3_1)) + "\"), got " +
         shown(s));
}

RegionReport read_region(const Reader& r) {
  r.only({"points", "private_eye", "reason"});
  return RegionReport{r.key("points").points(), r.key("private_eye").boolean(), read_clause(r.key("reason"))};
}

StringReport read_string(const Reader& r) {
  r.only({"color", "stones", "liberties", "private_eye", "reason", "regions"});
  StringReport s;
  s.colour = read_colour(r.key("color"));
  s.stones = r.key("stones").points();
  s.liberties = r.key("liberties").points();
  s.private_eye = r.key("private_eye").boolean();
  s.reason = read_clause(r.key("reason"));
  s.regions = r.key("regions").list(read_region);
  return s;
}

FlowerReport read_flower(const Reader& r) {
  r.only({"stones", "HEIy", "BAIy", "HEIo", "BAIo", "attribute", "rule"});
  FlowerReport f;
  f.stones = r.key("stones").points();
  f.hei_y = r.key("HEIy").integer();
  f.bai_y = r.key("BAIy").integer();
  f.hei_o = r.key("HEIo").integer();
  f.bai_o = r.key("BAIo").integer();
  f.attribute = read_attribute(r.key("attribute"));
  f.rule = read_clause(r.key("rule"));
  return f;
}

std::vector<HoloCell> read_holographic(const Reader& r) {
  int n = r.size();
  if (r.length() != static_cast<std::size_t>(n)) r.fail("expected " + std::to_string(n) + " rows");
  std::vector<HoloCell> cells(static_cast<std::size_t>(n * n));
  for (int row = 0; row < n; ++row) {
    Reader rr = r.at(static_cast<std::size_t>(row));
    std::string s = rr.text();
    if (s.size() != static_cast<std::size_t>(n)) rr.fail("expected " + std::to_string(n) + " cells");
    for (int x = 0; x < n; ++x) {
      const std::string_view symbols = ".XOF";
      auto k = symbols.find(s[static_cast<std::size_t>(x)]);
      if (k == std::string_view::npos)
        rr.fail("unknown cell " + quote(s.substr(static_cast<std::size_t>(x), 1)) + " (cells: . X O F)");
      int y = n - 1 - row;
      cells[static_cast<std::size_t>(y * n + x)] = static_cast<HoloCell>(k);
    }
  }
  return cells;
}

ForbiddenReason read_reason(const Reader& r) {
  std::string s = r.text();
  for (auto fr : {ForbiddenReason::capture_point, ForbiddenReason::one_liberty_eye, ForbiddenReason::tiger_mouth})
    if (s == name(fr)) return fr;
  r.fail("unknown reason " + shown(s) + " (capture_point, one_liberty_eye, tiger_mouth)");
}

std::vector<ForbiddenPoint> read_forbidden(const Reader& r) {
  r.object();
  std::vector<ForbiddenPoint> out;
  for (const auto& [k, v] : r.value().items()) {
    Reader at(v, r.path() + "." + k, r.size());
    auto p = parse_gtp(k, r.size());
    if (!p) at.fail("key " + shown(k) + " is not a GTP point");
    std::vector<ForbiddenReason> reasons = at.list(read_reason);
    std::sort(reasons.begin(), reasons.end());  // in enum order, as written
    out.push_back({*p, reasons});
  }
  std::sort(out.begin(), out.end(), [](const auto& a, const auto& b) { return a.point < b.point; });
  return out;
}

ScoreReport read_score(const Reader& r) {
  r.only({"black", "white", "neutral", "result", "dead"});
  ScoreReport s;
  s.black = r.key("black").number();
  s.white = r.key("white").number();
  s.neutral = r.key("neutral").number();
  s.result = r.key("result").text();
  if (r.value().contains("dead")) s.dead = r.key("dead").points();
  return s;
}

template <class F>
auto read_by_colour(const Reader& r, F f) {
  r.only({"black", "white"});
  using T = decltype(f(r));
  return std::array<T, 2>{f(r.key("black")), f(r.key("white"))};
}

std::map<std::string, std::string> read_switches(const Reader& r) {
  r.object();
  std::map<std::string, std::string> out;
  for (const auto& [k, v] : r.value().items()) out[k] = Reader(v, r.path() + "." + k).text();
  return out;
}

// The analysis part of a document of format 1 or 2 (`record`: only format 2, with its parts).
Analysis read_analysis(const Value& j, bool record) {
  Reader top(j, "$");
  top.only({"format", "size", "rules", "switches", "parameters", "position", "strings", "flowers",
            "holographic", "flybomb_forbidden", "legal_stones", "score", "to_move", "flybombs_left"});
  Reader format = top.key("format");
  const std::string f = format.text();
  if (f != kAnalysisFormat && (record || f != "f3go-analysis/1"))
    format.fail("expected " + shown(kAnalysisFormat) + (record ? "" : " or \"f3go-analysis/1\"") + ", got " + shown(f));
  Reader size = top.key("size");
  Analysis a;
  a.size = size.integer();
  if (a.size < kMinSize || a.size > kMaxSize) size.fail("size must lie in 2..19");
  Reader r(j, "$", a.size);
  a.rules = r.key("rules").text();
  a.switches = read_switches(r.key("switches"));
  a.strings = r.key("strings").list(read_string);
  a.flowers = r.key("flowers").list(read_flower);
  a.holographic = read_holographic(r.key("holographic"));
  a.flybomb_forbidden = read_by_colour(r.key("flybomb_forbidden"), read_forbidden);
  a.legal_stones = read_by_colour(r.key("legal_stones"), [](const Reader& x) { return x.points(); });
  a.score = read_score(r.key("score"));
  return a;
}

// --- the record's rules and position ---

Rules read_rules(const Reader& r) {
  Rules rules;
  const Reader profile = r.key("rules");
  rules.reset(parse_profile(profile.text(), profile.path()));
  const Reader switches = r.key("switches");
  switches.object();
  for (const auto& [k, v] : switches.value().items()) {
    const Reader at(v, switches.path() + "." + k);
    const auto& table = switch_table();
    const std::string& key = k;  // a structured binding cannot be captured before C++23 (clang)
    if (std::none_of(table.begin(), table.end(), [&](const SwitchInfo& i) { return i.name == key; }))
      at.fail("unknown switch");
    apply_setting(rules, k + "=" + at.text(), at.path());  // a reading the switch does not have is refused
  }
  for (int i = 0; i < kSwitchCount; ++i)
    if (!switches.has(std::string(info(static_cast<Switch>(i)).name)))
      switches.fail("missing switch \"" + std::string(info(static_cast<Switch>(i)).name) + "\"");
  const Reader p = r.key("parameters");
  p.only({"komi", "flybombs", "mode", "seed", "random_turns"});
  const auto set = [&](const char* key, const std::string& value) {
    apply_setting(rules, std::string(key) + "=" + value, p.path() + "." + key);
  };
  const double komi = p.key("komi").number();
  if (!(komi >= -1000 && komi <= 1000)) p.key("komi").fail("komi must lie in -1000..1000");
  rules.komi = komi;
  set("flybombs", std::to_string(p.key("flybombs").integer()));
  set("mode", p.key("mode").text());
  set("seed", std::to_string(p.key("seed").unsigned_integer()));
  set("random_turns", std::to_string(p.key("random_turns").integer()));
  return rules;
}

Board read_board(const Reader& r, int n) {
  if (r.length() != static_cast<std::size_t>(n)) r.fail("expected " + std::to_string(n) + " rows");
  Board b(n);
  for (int row = 0; row < n; ++row) {
    const Reader rr = r.at(static_cast<std::size_t>(row));
    const std::string s = rr.text();
    if (s.size() != static_cast<std::size_t>(n)) rr.fail("expected " + std::to_string(n) + " cells");
    for (int x = 0; x < n; ++x) {
      constexpr std::string_view kSymbols = ".XOF";
      const auto k = kSymbols.find(s[static_cast<std::size_t>(x)]);
      if (k == std::string_view::npos)
        rr.fail("unknown cell " + quote(s.substr(static_cast<std::size_t>(x), 1)) + " (cells: . X O F)");
      b.set({x, n - 1 - row}, static_cast<Cell>(k));
    }
  }
  return b;
}

std::array<int, 2> read_pair(const Reader& r, long long lo, long long hi) {
  return read_by_colour(r, [&](const Reader& x) { return x.integer(lo, hi); });
}

// Own-turn numbers 1..T, ascending.
std::vector<int> read_turns(const Reader& r, int turns) {
  std::vector<int> out;
  for (std::size_t i = 0; i < r.length(); ++i) {
    const int t = r.at(i).integer(1, turns);
    if (!out.empty() && t <= out.back()) r.at(i).fail("random turns must be ascending and distinct");
    out.push_back(t);
  }
  return out;
}

// How many earlier boards a record may carry (README.md "Limits").
constexpr std::size_t kMaxHistory = 10000;

Position read_position(const Reader& r, const Rules& rules, int n) {
  r.only({"board", "to_move", "move_number", "flybombs_left", "chosen_left", "turns_played",
          "consecutive_passes", "random_turns", "last_captures", "history"});
  Position p;
  p.board = read_board(r.key("board"), n);
  p.to_move = read_colour(r.key("to_move"));
  p.move_number = r.key("move_number").integer(1, 1000000);
  p.flybombs_left = read_pair(r.key("flybombs_left"), 0, limits::kFlybombs);
  p.chosen_left = read_pair(r.key("chosen_left"), 0, limits::kFlybombs);
  p.turns_played = read_pair(r.key("turns_played"), 0, 1000000);
  p.consecutive_passes = r.key("consecutive_passes").integer(0, 2);
  p.random_turns = read_by_colour(r.key("random_turns"), [&](const Reader& x) { return read_turns(x, rules.random_turns); });
  p.last_captures = r.key("last_captures").integer(0, n * n);
  const Reader history = r.key("history");
  if (history.length() > kMaxHistory)
    history.fail("more than " + std::to_string(kMaxHistory) + " earlier boards (the limit of a record)");
  for (std::size_t i = 0; i < history.length(); ++i) {
    const Reader h = history.at(i);
    h.only({"board", "to_move"});
    p.history.push_back({read_board(h.key("board"), n), read_colour(h.key("to_move"))});
  }
  return p;
}

AnalysisRecord read_record(const Value& j) {
  AnalysisRecord record;
  record.analysis = read_analysis(j, true);
  const Reader r(j, "$", record.analysis.size);
  record.rules = read_rules(r);
  record.position = read_position(r.key("position"), record.rules, record.analysis.size);
  // The analysis's rules as the record's (" 2022" and "2022" name one profile).
  record.analysis.rules = std::string(name(record.rules.profile));
  record.analysis.switches = switch_settings(record.rules);
  return record;
}

// The deepest nesting of arrays and objects in JSON text, counted outside strings, up to `limit`+1.
int nesting(std::string_view text, int limit) {
  int depth = 0, deepest = 0;
  bool in_string = false, escaped = false;
  for (char c : text) {
    if (in_string) {
      if (escaped) escaped = false;
      else if (c == '\\') escaped = true;
      else if (c == '"') in_string = false;
      continue;
    }
    if (c == '"') in_string = true;
    else if (c == '[' || c == '{') deepest = std::max(deepest, ++depth);
    else if (c == ']' || c == '}') --depth;
    if (deepest > limit) break;
  }
  return deepest;
}

void collect_difference(const Json& e, const Json& a, const std::string& path, std::optional<JsonDifference>& out) {
  if (out) return;
  const auto shown_json = [](const Json& v) { return excerpt(v.dump(-1, ' ', false, Json::error_handler_t::replace)); };
  if (e.type() != a.type() || (!e.is_object() && !e.is_array())) {
    if (e != a) out = JsonDifference{path, shown_json(e), shown_json(a)};
    return;
  }
  if (e.is_object()) {
    for (const auto& [k, v] : e.items()) {
      if (!a.contains(k)) return void(out = JsonDifference{path + "." + k, shown_json(v), "(missing)"});
      collect_difference(v, a.at(k), path + "." + k, out);
      if (out) return;
    }
    for (const auto& [k, v] : a.items())
      if (!e.contains(k)) return void(out = JsonDifference{path + "." + k, "(missing)", shown_json(v)});
    return;
  }
  for (std::size_t i = 0; i < std::max(e.size(), a.size()); ++i) {
    const std::string at = path + "[" + std::to_string(i) + "]";
    if (i >= a.size()) return void(out = JsonDifference{at, shown_json(e[i]), "(missing)"});
    if (i >= e.size()) return void(out = JsonDifference{at, "(missing)", shown_json(a[i])});
    collect_difference(e[i], a[i], at, out);
    if (out) return;
  }
}

}  // namespace

Analysis analysis_from_json(const Json& j) { return read_analysis(Value(j), false); }

AnalysisRecord record_from_json(const Json& j) { return read_record(Value(j)); }

nlohmann::json parse_json_text(std::string_view text, const std::string& file) {
  text = skip_bom(text);
  if (nesting(text, limits::kJsonDepth) > limits::kJsonDepth)
    throw InputError(file, "arrays and objects nested deeper than " + std::to_string(limits::kJsonDepth) +
                               " (the limit of a JSON input)");
  try {
    return nlohmann::json::parse(text);
  } catch (const nlohmann::json::exception& e) {  // a syntax error, a number out of range, …
    throw InputError(file, "not JSON: " + excerpt(e.what(), 200));
  }
}

AnalysisRecord record_from_json_text(std::string_view text, const std::string& file) {
  const nlohmann::json j = parse_json_text(text, file);
  try {
    return read_record(j);
  } catch (const InputError& e) {
    throw InputError(file, e.what());
  }
}

Json rules_json(const Rules& rules) {
  Json switches = Json::object();
  for (const auto& [k, v] : switch_settings(rules)) switches[k] = v;
  return Json{{"rules", name(rules.profile)}, {"switches", switches}, {"parameters", parameters_json(rules)}};
}

Json to_json(const Position& position) { return position_json(position); }

Rules rules_from_json(const JsonReader& r) {
  r.only({"rules", "switches", "parameters"});
  return read_rules(r);
}

Position position_from_json(const JsonReader& r, const Rules& rules, int size) {
  return read_position(r, rules, size);
}

std::optional<JsonDifference> first_difference(const Json& expected, const Json& actual) {
  std::optional<JsonDifference> out;
  collect_difference(expected, actual, "$", out);
  return out;
}

}  // namespace f3go
