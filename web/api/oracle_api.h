// The oracle as the browser's API sees it (web/README.md): texts in, texts out — position text,
// the compact rules text of oracle/rules.h, JSON. web/api/bindings.cpp hands these functions to
// JavaScript; they build natively too, for the comparisons of web/tests/.
//
// A rules text is the compact form (oracle/rules.h `compact`: "2018;eye.examined=adjacent;komi=5");
// empty, the position text's own rules (its `rules:` and `set:` lines). Every bad input throws
// InputError naming where ("position:LINE:COL", "rules", "point", "move", "sgf:LINE:COL") and what.
#pragma once
#include <map>
#include <string>

#include "judge/report/question_texts.h"
#include "oracle/position_text.h"

namespace f3go::web {

// The position of `position_text` under `rules_text` (position_under, oracle/position_text.h):
// what every function below starts from.
PositionFile position_of(const std::string& position_text, const std::string& rules_text);

// The switches of the register as JSON: [{name, id, readings, defaults: {"2022", "2018"}, en, zh,
// readingLabels: {reading: {en, zh}}}], in register order. The Chinese words are the report's
// (`texts`, docs/report/questions.zh.txt; empty for a switch of one reading); the English words are
// the register's names.
std::string switches_json(const std::map<std::string, judge::QuestionText>& texts);

// The compact rules text of a profile with settings {name: reading} (switches or parameters),
// given as a JSON object.
std::string rules_text(const std::string& profile, const std::string& settings_json);

// The analysis as `f3go analyze --json` prints it (oracle/json.h analysis_json_text), by the reference.
std::string analyze_json(const std::string& position_text, const std::string& rules_text);

// For the side to move: {stones: [legal stone points], flowers: {ok: [points a flybomb may be
// thrown on now], forbidden: [{point, reason, reasons, clause, clauses}]}}; reason and clause are
// the reasons' names and clauses joined by ", " (T22.5.1 capture point, T22.5.2 one-liberty eye,
// T22.5.3 tiger's mouth).
std::string legal_json(const std::string& position_text, const std::string& rules_text);

// The text of `f3go explain` for the string or flower string at `point` (GTP or the author's
// notation), `lang` "en" or "zh".
std::string explain(const std::string& position_text, const std::string& rules_text, const std::string& point,
                    const std::string& lang);

// A conformance case (corpus/README.md) run by the reference, as `f3go certify --corpus` runs it
// (oracle/corpus.h run_case): [{name, question, settings, expected, actual, passed}], one per
// expectation. `file` names the case in errors.
std::string check_case_json(const std::string& case_text, const std::string& file);

// The position after the record's last turn, as position text (under the record's rules).
std::string position_from_sgf(const std::string& sgf_text);
// A record of no turns that starts from the position (its setup, side to move, flybombs, schedule).
std::string sgf_from_position(const std::string& position_text);

}  // namespace f3go::web
