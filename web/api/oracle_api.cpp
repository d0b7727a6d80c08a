// The browser's API (oracle_api.h).
#include "web/api/oracle_api.h"

#include <algorithm>
#include <optional>

#include "judge/report/explain_text.h"
#include "oracle/corpus.h"
#include "oracle/error.h"
#include "oracle/format.h"
#include "oracle/json.h"
#include "oracle/sgf.h"
#include "reference/engine.h"
#include "reference/play.h"
#include "web/api/game_session.h"

namespace f3go::web {
namespace {

Json points_json(const std::vector<Point>& ps) {
  Json out = Json::array();
  for (Point p : ps) out.push_back(to_gtp(p));
  return out;
}

std::string reading_of(const SwitchInfo& s, int default_reading) {
  return std::string(s.readings[static_cast<std::size_t>(default_reading)]);
}

// One switch of switches_json.
Json switch_json(const SwitchInfo& s, const judge::QuestionText* text) {
  Json readings = Json::array(), labels = Json::object();
  for (std::string_view r : s.readings) {
    readings.push_back(r);
    const auto words = text ? text->readings.find(std::string(r)) : std::map<std::string, std::string>::const_iterator{};
    labels[std::string(r)] = {{"en", r}, {"zh", text && words != text->readings.end() ? words->second : ""}};
  }
  Json defaults = Json::object();
  defaults["2022"] = reading_of(s, s.default_2022);
  defaults["2018"] = reading_of(s, s.default_2018);
  return {{"name", s.name},
          {"id", s.id},
          {"readings", readings},
          {"defaults", defaults},
          {"en", s.name},
          {"zh", text ? text->question : ""},
          {"readingLabels", labels}};
}

}  // namespace

PositionFile position_of(const std::string& position_text, const std::string& rules_text) {
  PositionFile pf = parse_position_text(position_text, "position");
  if (!rules_text.empty()) pf.rules = parse_compact(rules_text, "rules");
  pf.position = position_under(pf, pf.rules);
  return pf;
}

std::string switches_json(const std::map<std::string, judge::QuestionText>& texts) {
  Json out = Json::array();
  for (const SwitchInfo& s : switch_table()) {
    const auto it = texts.find(std::string(s.id));
    out.push_back(switch_json(s, it == texts.end() ? nullptr : &it->second));
  }
  return out.dump();
}

std::string rules_text(const std::string& profile, const std::string& settings_json) {
  const nlohmann::json settings = parse_json_text(settings_json.empty() ? "{}" : settings_json, "settings");
  if (!settings.is_object()) throw InputError("settings", "expected an object {name: reading, …}");
  std::vector<std::string> assignments;
  for (const auto& [name, value] : settings.items()) {
    if (!value.is_string() && !value.is_number())
      throw InputError("settings", "the value of " + quote(name) + " is neither a reading nor a number");
    assignments.push_back(name + "=" + (value.is_string() ? value.get<std::string>() : value.dump()));
  }
  return compact(make_rules(profile, assignments, "rules"));
}

std::string analyze_json(const std::string& position_text, const std::string& rules_text) {
  const PositionFile pf = position_of(position_text, rules_text);
  reference::ReferenceEngine engine;
  return analysis_json_text(engine.analyze(pf.position, pf.rules), pf.position, pf.rules);
}

std::string legal_json(const std::string& position_text, const std::string& rules_text) {
  const PositionFile pf = position_of(position_text, rules_text);
  const Analysis a = reference::ReferenceEngine().analyze(pf.position, pf.rules);
  const Colour c = pf.position.to_move;
  const Board& b = pf.position.board;
  std::vector<Point> ok;
  Json forbidden = Json::array();
  const std::vector<ForbiddenPoint>& fs = a.flybomb_forbidden[index(c)];
  for (Point p : b.points()) {
    if (b.at(p) != Cell::empty) continue;
    const auto f = std::find_if(fs.begin(), fs.end(), [p](const ForbiddenPoint& x) { return x.point == p; });
    if (f == fs.end()) {
      ok.push_back(p);
      continue;
    }
    Json reasons = Json::array(), clauses = Json::array();
    std::string reason, clause;
    for (ForbiddenReason r : f->reasons) {
      reasons.push_back(name(r));
      clauses.push_back(clause_id(clause_of(r)));
      reason += (reason.empty() ? "" : ", ") + std::string(name(r));
      clause += (clause.empty() ? "" : ", ") + std::string(clause_id(clause_of(r)));
    }
    forbidden.push_back(
        {{"point", to_gtp(p)}, {"reason", reason}, {"reasons", reasons}, {"clause", clause}, {"clauses", clauses}});
  }
  const Json out = {{"toMove", name(c)},
                    {"flybombsLeft", pf.position.flybombs_left[index(c)]},
                    {"stones", points_json(a.legal_stones[index(c)])},
                    {"flowers", {{"ok", points_json(ok)}, {"forbidden", forbidden}}}};
  return out.dump();
}

std::string explain(const std::string& position_text, const std::string& rules_text, const std::string& point,
                    const std::string& lang) {
  if (lang != "en" && lang != "zh") throw InputError("lang", quote(lang) + " is neither en nor zh");
  const PositionFile pf = position_of(position_text, rules_text);
  const Board& b = pf.position.board;
  const std::optional<Point> p = parse_point(point, b.size());
  if (!p)
    throw InputError("point", quote(point) + " is not a point of a " + std::to_string(b.size()) + "x" +
                                  std::to_string(b.size()) + " board (GTP 'C3' or the author's '三三')");
  return judge::explain_text(b, pf.rules, *p, lang == "zh" ? Lang::zh : Lang::en);
}

std::string check_case_json(const std::string& case_text, const std::string& file) {
  reference::ReferenceEngine engine;
  Json out = Json::array();
  for (const CaseResult& r : run_case(engine, parse_case_text(case_text, file)))
    out.push_back({{"name", r.name},
                   {"question", r.question},
                   {"settings", r.settings},
                   {"expected", r.expected},
                   {"actual", r.actual},
                   {"passed", r.passed}});
  return out.dump();
}

std::string position_from_sgf(const std::string& sgf_text) {
  const GameRecord r = parse_sgf(sgf_text, "sgf");
  Position pos = start_position(r, r.rules);
  reference::ReferenceEngine engine;
  for (std::size_t i = 0; i < r.moves.size(); ++i) {
    Position after;
    const MoveOutcome o = engine.play(pos, r.moves[i], r.rules, &after);
    if (!o.legal) throw InputError("sgf", "turn " + std::to_string(i + 1) + " (" + to_text(r.moves[i]) + ") is illegal: " + o.reason);
    pos = std::move(after);
  }
  return write_position_text(pos, r.rules);
}

std::string sgf_from_position(const std::string& position_text) {
  return GameSession(position_text, "").sgf();
}

}  // namespace f3go::web
