// `f3go replay [--rules PROFILE] [--set name=value]... [--engine NAME] FILE.sgf`: replays a game
// record (SGF, oracle/sgf.h) with an engine of the registry (judge/engines/engines.h; by default the
// reference), one line per turn (T22.6), then the score (T22.7).
//   exit 0  every turn legal; the last line is the score
//   exit 1  a turn is illegal: "move 12 (W D4) is illegal: REASON" is the last line
//   exit 2  the file or an option is malformed (an unknown --engine names the built-in ones):
//           InputError "FILE:LINE:COL: what", reported on stderr by the frame (cli.cpp)
// --rules/--set act on the record's RU as on a position file's rules (command_line_rules).
#include "cli/commands.h"

#include <iostream>
#include <memory>
#include <string>
#include <vector>

#include "judge/engines/engines.h"
#include "oracle/engine.h"
#include "oracle/format.h"
#include "oracle/sgf.h"

namespace f3go::cli {
namespace {

struct ReplayOptions {
  RuleOptions rules;  // --rules / --set over the record's RU (command_line_rules)
  std::string engine = "reference";
  std::string file;
};

std::string score_line(const ScoreReport& s, const std::string& recorded) {
  std::string line = "score: black=" + format_number(s.black) + " white=" + format_number(s.white) +
                     " neutral=" + format_number(s.neutral) + " result=" + s.result;
  if (!recorded.empty() && recorded != s.result) line += " (the record says " + recorded + ")";
  return line;
}

// Plays every turn of the record with the engine named by --engine; returns the exit status.
int replay(const ReplayOptions& options, std::ostream& out) {
  const std::unique_ptr<Engine> engine = judge::make_engine(options.engine, "replay --engine");
  const GameRecord record = read_sgf_file(options.file);
  const Rules rules = command_line_rules(record.rules, options.rules);
  Position pos = start_position(record, rules);
  const std::vector<int> numbers = move_numbers(record);
  for (std::size_t i = 0; i < record.moves.size(); ++i) {
    const Move& move = record.moves[i];
    Position next;
    const MoveOutcome outcome = engine->play(pos, move, rules, &next);
    if (!outcome.legal) {
      out << "move " << numbers[i] << " (" << to_text(move) << ") is illegal: " << outcome.reason << "\n";
      return 1;
    }
    out << numbers[i] << " " << to_text(move) << ": legal";
    if (!outcome.captured.empty()) out << ", captures " << format_points(outcome.captured);
    out << "\n";
    pos = std::move(next);
  }
  out << score_line(engine->score(pos.board, rules, {}), record.result) << "\n";
  return 0;
}

}  // namespace

void add_replay_command(CLI::App& app) {
  auto options = std::make_shared<ReplayOptions>();
  CLI::App* sub = app.add_subcommand("replay", "Replay an SGF game record with an engine (default the reference)");
  add_rule_options(*sub, options->rules);
  sub->add_option("--engine", options->engine,
                  "the engine that plays the turns and scores (default reference; "
                  "built in: " +
                      judge::engine_names_text() + ")");
  sub->add_option("file", options->file, "The game record (SGF FF[4])")->required();
  // A malformed record or option throws InputError, which the frame (cli.cpp) reports with
  // status 2; an illegal turn is status 1.
  sub->callback([options] {
    std::cout.flush();
    const int code = replay(*options, std::cout);
    std::cout.flush();
    if (code != 0) throw CLI::RuntimeError(code);
  });
}

}  // namespace f3go::cli
