// `f3go gtp [--engine NAME] [--rules …] [--set …] [--seed S] [--files DIR]`: a GTP 2 server over
// a built-in engine on standard input and output (gtp/server.h; docs/gtp.md). Exit 0 after quit
// or the end of input, 2 on a bad option, and non-zero when standard output fails.
#include <filesystem>
#include <iostream>

#include "cli/commands.h"
#include "gtp/server.h"
#include "judge/engines/engines.h"
#include "oracle/error.h"
#include "oracle/input.h"

namespace f3go::cli {
namespace {

struct GtpOptions {
  RuleOptions rules;
  std::string engine = "optimized";
  std::uint64_t seed = 1;
  std::string files;  // "" = commands read any path
  bool play_only = false;
};

void run_gtp(const GtpOptions& o) {
  const Rules rules = command_line_rules(Rules::for_profile(Profile::y2022), o.rules);
  gtp::Server server(judge::make_game(o.engine, "gtp --engine"), rules, o.seed);
  if (o.play_only) server.play_only();
  if (!o.files.empty()) {
    try {
      require_folder(o.files, "the folder the server's files are confined to");
    } catch (const InputError& e) {
      throw InputError("gtp --files", e.what());
    }
    server.confine_files(o.files, o.files);
  }
  if (!gtp::serve(server, std::cin, std::cout))
    throw InputError("gtp", "standard output failed (closed or full)");
}

}  // namespace

void add_gtp_command(CLI::App& app) {
  auto o = std::make_shared<GtpOptions>();
  CLI::App* sub = app.add_subcommand("gtp",
                                     "a GTP 2 server over a built-in engine on standard input and "
                                     "output, with the F3Go extensions (docs/gtp.md)");
  add_rule_options(*sub, o->rules);
  sub->add_option("--engine", o->engine,
                  "the engine that answers (default optimized, which plays through its "
                  "incremental game; optimized-stateless asks the same engine position by "
                  "position; built in: " +
                      judge::engine_names_text() + ")");
  add_seed_option(*sub, o->seed, "the seed of genmove's random legal moves (default 1)");
  sub->add_option("--files", o->files,
                  "the folder every file a command reads (loadsgf, f3go_loadpos) must be in, "
                  "symbolic links followed; relative paths are taken from it (default: any path)");
  sub->add_flag("--play-only", o->play_only,
                "serve only the standard commands and f3go_flybomb, as an engine that "
                "plays F3Go but answers none of the oracle's questions (the f3go-play "
                "tier of certify)");
  sub->callback([o] { run_gtp(*o); });
}

}  // namespace f3go::cli
