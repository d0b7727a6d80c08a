// What the subcommands of f3go share: the rule options (--rules, --set), reading a position file
// under them, and the functions that add each subcommand to the application.
#pragma once
#include <cstdint>
#include <limits>
#include <filesystem>
#include <string>
#include <vector>

#include <CLI/CLI.hpp>

#include "oracle/position_text.h"

namespace f3go::cli {

// --rules 2022|2018 and --set name=value (repeatable).
struct RuleOptions {
  std::string profile;                 // "" = the file's profile
  std::vector<std::string> settings;   // in command-line order
};
void add_rule_options(CLI::App& sub, RuleOptions& options);

// The file's rules first, then the command line on top: --rules replaces the profile (every
// switch to the new profile's default, except the switches the file set off its own profile's
// default, which keep their reading; parameters are kept), then each --set in order.
Rules command_line_rules(const Rules& file_rules, const RuleOptions& options);

// Reads a position file and applies the rule options to its rules; the position is then drawn
// again under the final rules (position_under, oracle/position_text.h: `--set flybombs=7` gives
// each side 7 unless the file has its own `flybombs:` line). Every subcommand that reads a
// position file starts from this.
PositionFile read_position(const std::string& path, const RuleOptions& options);

// CLI11 checks of option values, run on the text before CLI11 converts it.
// whole_number: digits only, at most `max` (parse_count, oracle/format.h), so that a count or seed
// of -1 or 2^64 is refused with a message instead of wrapping to 2^64 - 1 (`--seed S`, `--random N`).
CLI::Validator whole_number(std::uint64_t max = std::numeric_limits<std::uint64_t>::max());
// not_empty: a file or folder name that is not '' (an empty --corpus would mean the default).
CLI::Validator not_empty();

// A point given on the command line (GTP "C3" or the author's "三三"); InputError naming `where`.
Point parse_point_argument(const std::string& text, int size, const std::string& where);

// The subcommands, one file each. A subcommand reports a
// non-zero exit status other than 2 by throwing CLI::RuntimeError(status); bad input throws
// InputError (→ status 2).
void add_analyze_command(CLI::App& app);
void add_explain_command(CLI::App& app);
void add_certify_command(CLI::App& app);
// `f3go perft` (perft.cpp): move-sequence counts through the Engine interface (docs/perft.md).
void add_perft_command(CLI::App& app);
// `f3go replay` (replay.cpp): a game record replayed, with the score.
void add_replay_command(CLI::App& app);
// `f3go count-legal N` (count_legal.cpp): Tromp's legal-position counts, on the optimized bitboards.
void add_count_legal_command(CLI::App& app);
// `f3go verify` (verify.cpp): two engines compared on random or every small position.
void add_verify_command(CLI::App& app);
// `f3go gtp` (gtp.cpp): a GTP 2 server over a built-in engine.
void add_gtp_command(CLI::App& app);
// `f3go regress` and `f3go export-tst` (regress.cpp): GNU Go's .tst regression files.
void add_regress_commands(CLI::App& app);

// `f3go ambiguities` (ambiguities.cpp): the smallest position separating each pair of readings.
void add_ambiguities_command(CLI::App& app);
// `f3go report` (report.cpp): the rule author's report, HTML in Chinese.
void add_report_command(CLI::App& app);
// `f3go smt-search` (smt_search.cpp): the fewest-stone position that separates two readings of a
// private-eye switch, by Z3 over a symbolic board.
void add_smt_search_command(CLI::App& app);

// The bundled corpus: $F3GO_CORPUS, else the corpus/ folder above the executable (certify.cpp).
std::filesystem::path default_corpus();

}  // namespace f3go::cli
