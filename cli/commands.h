// What the subcommands of f3go share: the rule options (--rules, --set), reading a position file
// under them, and the functions that add each subcommand to the application.
#pragma once
#include <cstdint>
#include <limits>
#include <filesystem>
#include <string>
#include <vector>

#include <CLI/CLI.hpp>

#include "judge/progress.h"
#include "oracle/position_text.h"

namespace f3go::cli {

// --rules 2022|2018|FILE and --set name=value (repeatable).
struct RuleOptions {
  std::string profile;                // "" = the file's profile; a profile or a rules file
  std::vector<std::string> settings;  // in command-line order
};
void add_rule_options(CLI::App& sub, RuleOptions& options);

// The value of --rules: a profile ("2022", "2018"), or a rules file with the rule author's answers
// (oracle/rules.h parse_rules_answers; the report's form saves one). A value of digits alone is a
// profile (`--rules 2019` is an unknown profile, not a missing file); anything else is a file.
struct RulesChoice {
  Profile profile;
  std::vector<std::string> settings;  // the file's `set:` lines, in order; none for a profile
};
RulesChoice rules_choice(const std::string& value, const std::string& where);
// The rules file at `path`, read (oracle/input.h limits) and parsed; InputError naming it otherwise.
RulesAnswers read_rules_answers(const std::string& path);

// The file's rules first, then the command line on top: --rules replaces the profile (every
// switch to the new profile's default, except the switches the file set off its own profile's
// default, which keep their reading; parameters are kept) and applies a rules file's `set:` lines
// (the author's answers override the file's readings), then each --set in order.
Rules command_line_rules(const Rules& file_rules, const RuleOptions& options);

// Reads a position file and applies the rule options to its rules; the position is then drawn
// again under the final rules (position_under, oracle/position_text.h: `--set flybombs=7` gives
// each side 7 unless the file has its own `flybombs:` line). Every subcommand that reads a
// position file starts from this.
PositionFile read_position(const std::string& path, const RuleOptions& options);

// Every integer option of every subcommand (and positional number) is added with add_number: the
// value is decimal digits only, so that a leading zero is not octal (`--size 010` is ten, as in
// position files and GTP; CLI11 alone reads it as eight) and `0x3`, a sign or a blank is refused;
// then it must lie in min..max (CLI::Range). A seed of -1 or a count past 2^64 is refused with a
// message instead of wrapping to 2^64 - 1.
CLI::Validator decimal();
template <typename T>
CLI::Option* add_number(CLI::App& sub, const std::string& name, T& value, const std::string& description,
                        std::uint64_t min, std::uint64_t max) {
  return sub.add_option(name, value, description)->transform(decimal())->check(CLI::Range(min, max));
}
// --seed S of every subcommand that draws at random: 0..2^64 - 1.
inline CLI::Option* add_seed_option(CLI::App& sub, std::uint64_t& seed, const std::string& description) {
  return add_number(sub, "--seed", seed, description, 0, std::numeric_limits<std::uint64_t>::max());
}
// --timeout MS of every subcommand that speaks to an engine over GTP: 1..3600000 ms per command.
inline CLI::Option* add_timeout_option(CLI::App& sub, long& ms) {
  return add_number(sub, "--timeout", ms, "milliseconds the engine has to answer each command (default 10000)", 1,
                    3'600'000);
}
// CLI11 checks of option values, run on the text before CLI11 converts it (add_number gives decimal
// to CLI11's transform, as a check would not keep the rewritten text).
// not_empty: a file or folder name that is not '' (an empty --corpus would mean the default).
// A Z3 timeout in seconds, checked: 0.001 (Z3 counts whole milliseconds, and reads 0 as "no limit")
// to 86,400. InputError naming `where` otherwise.
void check_z3_timeout(double seconds, const std::string& where);

// A long run's progress lines, each on stderr as it comes.
judge::Progress progress_on_stderr();

CLI::Validator not_empty();
// not_blank: a command that is not '' nor only blanks (an engine command: `--engine ''`).
CLI::Validator not_blank();

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
// `f3go export-json` (export_json.cpp): the conformance corpus as JSON with its JSON Schema.
void add_export_json_command(CLI::App& app);

// `f3go ambiguities` (ambiguities.cpp): the smallest position separating each pair of readings.
void add_ambiguities_command(CLI::App& app);
// `f3go report` (report.cpp): the rule author's report, HTML in Chinese.
void add_report_command(CLI::App& app);
// `f3go rules --check FILE` (rules.cpp): a rules file with the rule author's answers, checked and
// shown (the profile it yields, his answers, comments and "none of these").
void add_rules_command(CLI::App& app);
// `f3go smt-search` (smt_search.cpp): the fewest-stone position that separates two readings of a
// private-eye switch, by Z3 over a symbolic board.
void add_smt_search_command(CLI::App& app);

// The bundled corpus: $F3GO_CORPUS, else the corpus/ folder above the executable (certify.cpp).
std::filesystem::path default_corpus();

}  // namespace f3go::cli
