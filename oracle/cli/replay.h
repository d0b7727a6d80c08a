// `f3go replay [--rules PROFILE] [--set name=value]... FILE.sgf`: replays a game record (SGF,
// oracle/sgf.h) with the reference engine (reference/play.h, T22.6), one line per turn, then the
// score (reference/score.h, T22.7).
//   exit 0  every turn legal; the last line is the score
//   exit 1  a turn is illegal: "move 12 (W D4) is illegal: REASON" is the last line
//   exit 2  the file or an option is malformed: InputError "FILE:LINE:COL: what", reported on
//           stderr by the frame (cli.cpp)
// --rules/--set act on the record's RU as on a position file's rules (command_line_rules).
#pragma once
#include <CLI/CLI.hpp>

namespace f3go::cli {

// Registers the `replay` subcommand; its callback sets a non-zero exit status by throwing
// CLI::RuntimeError(code).
void add_replay_command(CLI::App& app);

}  // namespace f3go::cli
