// The f3go application: its subcommands, the shared rule options, and the one place where every
// error becomes a one-line message and an exit status.
#include "cli/cli.h"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <iostream>
#include <limits>
#include <optional>

#include "cli/commands.h"
#include "oracle/error.h"
#include "oracle/format.h"

namespace f3go::cli {
namespace {

// The longest message line: every message quotes at most kQuoteLimit bytes of outside text
// (oracle/format.h); this is the backstop for messages of CLI11, which repeats whole values.
constexpr std::size_t kMessageLimit = 2000;

// A message on one line (CLI11 and nested errors may span several), at most kMessageLimit bytes.
std::string one_line(std::string s) {
  for (char& c : s)
    if (c == '\n' || c == '\r') c = ' ';
  while (!s.empty() && s.back() == ' ') s.pop_back();
  if (s.size() > kMessageLimit) s = excerpt(s, kMessageLimit - 100) + " (message of " + std::to_string(s.size()) + " bytes)";
  return s;
}

int fail(const std::string& message, int status) {
  std::cerr << "f3go: " << one_line(message) << '\n';
  return status;
}

std::string subcommand_names(CLI::App& app) {
  std::string s;
  for (const CLI::App* sub : app.get_subcommands({})) s += (s.empty() ? "" : ", ") + sub->get_name();
  return s;
}

bool is_subcommand(CLI::App& app, const std::string& word) {
  return !app.get_subcommands([&](CLI::App* s) { return s->check_name(word); }).empty();
}

// "perft " when the error is in the options of `f3go perft`, so that CLI11's "--depth: …" names it.
std::string subcommand_prefix(CLI::App& app) {
  for (const CLI::App* sub : app.get_subcommands()) return sub->get_name() + " ";
  return "";
}

bool stdout_open() { return ::fcntl(STDOUT_FILENO, F_GETFL) != -1 || errno != EBADF; }

// Everything written to stdout has reached it: flushed, and no write failed (a full disk, a
// closed pipe or descriptor). Otherwise the reason, e.g. "No space left on device".
std::optional<std::string> output_lost() {
  errno = 0;
  std::cout.flush();
  int error = errno;
  bool lost = !std::cout;
  if (std::fflush(stdout) != 0) {
    lost = true;
    if (error == 0) error = errno;
  }
  lost = lost || std::ferror(stdout);
  if (!lost) return std::nullopt;
  return error != 0 ? std::string(std::strerror(error)) : std::string("a write failed");
}

}  // namespace

void add_rule_options(CLI::App& sub, RuleOptions& options) {
  sub.add_option("--rules", options.profile,
                 "rule profile: 2022 (default) or 2018, or a rules file (the rule author's answers); replaces the file's")
      ->check(not_empty());
  sub.add_option("--set", options.settings,
                 "a switch of the ambiguity register or a parameter, name=value (repeatable), "
                 "e.g. --set eye.examined=region --set komi=3.75")
      ->allow_extra_args(false);
}

Rules command_line_rules(const Rules& file_rules, const RuleOptions& options) {
  Rules rules = file_rules;
  if (!options.profile.empty()) {
    const Rules file_defaults = Rules::for_profile(file_rules.profile);
    const RulesChoice choice = rules_choice(options.profile, "--rules");
    rules.reset(choice.profile);
    for (int i = 0; i < kSwitchCount; ++i) {
      auto s = static_cast<Switch>(i);
      if (file_rules.get(s) != file_defaults.get(s)) rules.set(s, file_rules.get(s));
    }
    for (const auto& s : choice.settings) apply_setting(rules, s, options.profile);
  }
  for (const auto& s : options.settings) apply_setting(rules, s, "--set " + excerpt(s));
  return rules;
}

PositionFile read_position(const std::string& path, const RuleOptions& options) {
  PositionFile pf = read_position_file(path);
  pf.rules = command_line_rules(pf.rules, options);
  pf.position = position_under(pf, pf.rules);  // e.g. --set flybombs=7: each side holds 7
  return pf;
}

CLI::Validator decimal() {
  return CLI::Validator(
      [](std::string& text) -> std::string {
        if (text.empty() || text.find_first_not_of("0123456789") != std::string::npos)
          return "the value must be a whole number of decimal digits (no sign, no 0x), not " + quote(text);
        try {
          text = std::to_string(parse_count(text, std::numeric_limits<std::uint64_t>::max(), "", "the value"));
        } catch (const InputError& e) {  // past 2^64 - 1
          return e.what();
        }
        return {};  // "010" is now "10": CLI11 never sees a leading zero to read as octal
      },
      "UINT");
}

CLI::Validator not_empty() {
  return CLI::Validator([](std::string& text) { return text.empty() ? std::string("the name is empty ('')") : std::string(); },
                        "NAME");
}

CLI::Validator not_blank() {
  return CLI::Validator(
      [](std::string& text) {
        return text.find_first_not_of(" \t") == std::string::npos ? "the command is empty or blank (" + quote(text) + ")"
                                                                  : std::string();
      },
      "COMMAND");
}

Point parse_point_argument(const std::string& text, int size, const std::string& where) {
  auto p = parse_point(text, size);
  if (!p)
    throw InputError(where, quote(text) + " is not a point of a " + std::to_string(size) + "x" +
                                std::to_string(size) + " board (GTP 'C3' or the author's '三三')");
  return *p;
}

int run(int argc, char** argv) {
  CLI::App app{"f3go: the reference implementation of Flybomb three-colour Go (飞弹三色围棋)", "f3go"};
  app.require_subcommand(1);
  add_analyze_command(app);
  add_explain_command(app);
  add_certify_command(app);
  add_replay_command(app);
  add_count_legal_command(app);
  add_verify_command(app);
  add_perft_command(app);
  add_gtp_command(app);
  add_regress_commands(app);
  add_export_json_command(app);
  add_ambiguities_command(app);
  add_report_command(app);
  add_smt_search_command(app);
  add_rules_command(app);
  // CLI11 would only say "A subcommand is required": name the word instead.
  if (argc >= 2 && argv[1][0] != '-' && !is_subcommand(app, argv[1]))
    return fail("command line: unknown subcommand " + quote(argv[1]) + " (subcommands: " +
                    subcommand_names(app) + ")",
                2);
  // A closed standard output is refused before any work; a write that fails (a full disk, a pipe
  // closed early) is found after the subcommand, below.
  if (!stdout_open()) return fail("cannot write the output: standard output is closed", 2);
  int status = 0;
  try {
    app.parse(argc, argv);
  } catch (const CLI::RuntimeError& e) {  // a subcommand's own status (certify: 1)
    status = e.get_exit_code();
  } catch (const CLI::ParseError& e) {
    if (e.get_exit_code() == 0) status = app.exit(e);  // --help
    else return fail("command line: " + subcommand_prefix(app) + e.what(), 2);
  } catch (const InputError& e) {
    return fail(e.what(), 2);
  } catch (const std::exception& e) {
    return fail(std::string("internal error: ") + e.what(), 3);
  }
  // Output that did not reach stdout is not a success (nor a certification's or replay's status 1).
  if (auto reason = output_lost()) return fail("cannot write the output to standard output: " + *reason, 2);
  return status;
}

judge::Progress progress_on_stderr() {
  return [](const std::string& line) { std::cerr << line << std::endl; };
}

void check_z3_timeout(double seconds, const std::string& where) {
  if (!(seconds >= 0.001 && seconds <= 86400))
    throw InputError(where, "SECONDS must be 0.001 ≤ s ≤ 86400 (Z3 counts whole milliseconds; 0 would be no limit)");
}

}  // namespace f3go::cli
