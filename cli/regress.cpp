// `f3go regress FILE.tst... --engine CMD` runs regression files in GNU Go's format against an
// engine over GTP; `f3go export-tst [--corpus DIR] --out DIR` writes the conformance corpus as
// such files (judge/regress.h). regress exits 0 when no test failed unexpectedly, 1 otherwise or
// when the engine misbehaves, 2 on bad input.
#include <chrono>
#include <iostream>
#include <memory>

#include "cli/commands.h"
#include "gtp/client.h"
#include "gtp/local.h"
#include "gtp/server.h"
#include "judge/engines/engines.h"
#include "judge/regress.h"
#include "oracle/error.h"
#include "oracle/input.h"

namespace f3go::cli {
namespace {

struct RegressOptions {
  std::vector<std::string> files;
  std::string engine;
  long timeout_ms = 10000;
};

struct ExportOptions {
  std::string corpus;
  std::string out;
};

void run_regress(const RegressOptions& o) {
  std::vector<judge::RegressFile> files;
  for (const auto& path : o.files) files.push_back(judge::parse_tst(read_input_file(path), path));
  std::unique_ptr<gtp::Server> server;
  std::unique_ptr<gtp::Channel> channel;
  if (judge::is_engine_name(o.engine)) {
    server = std::make_unique<gtp::Server>(judge::make_game(o.engine, "regress --engine"),
                                           Rules::for_profile(Profile::y2022), 1);
    channel = std::make_unique<gtp::ServerChannel>(*server);
  } else {
    try {
      channel = std::make_unique<gtp::EngineProcess>(o.engine, std::chrono::milliseconds(o.timeout_ms));
    } catch (const gtp::EngineFailure& e) {
      throw InputError("regress --engine", e.what());
    }
  }
  judge::RegressCounts total;
  try {
    for (const auto& f : files) {
      const judge::RegressCounts c = judge::run_tst(*channel, f, std::cout);
      total.passed += c.passed, total.failed += c.failed, total.expected_failures += c.expected_failures;
      total.unexpected_passes += c.unexpected_passes, total.either += c.either;
    }
  } catch (const gtp::EngineFailure& e) {
    std::cout << "engine failure: " << e.what() << "\n";
    total.failed += 1;
  }
  std::cout << total.expected_failures << " expected failures, " << total.unexpected_passes
            << " unexpected passes, " << total.either << " either way\n"
            << total.passed << " passed, " << total.failed << " failed" << std::endl;
  if (total.failed > 0) throw CLI::RuntimeError(1);
}

void run_export(const ExportOptions& o) {
  if (o.out.empty()) throw InputError("export-tst --out", "give the folder to write");
  const std::filesystem::path corpus = o.corpus.empty() ? default_corpus() : std::filesystem::path(o.corpus);
  const std::vector<Case> cases = load_corpus(corpus);
  const int tests = judge::export_tst(cases, corpus, o.out);
  std::cout << "wrote " << tests << " tests of " << cases.size() << " cases to " << o.out << std::endl;
}

}  // namespace

void add_regress_commands(CLI::App& app) {
  auto r = std::make_shared<RegressOptions>();
  CLI::App* sub = app.add_subcommand("regress",
                                     "run regression files in GNU Go's .tst format against an engine "
                                     "over GTP; last line 'N passed, M failed'");
  sub->add_option("files", r->files, "FILE.tst...")->required();
  sub->add_option("--engine", r->engine, "a GTP command, or a built-in engine (" + judge::engine_names_text() + ")")
      ->required();
  add_timeout_option(*sub, r->timeout_ms);
  sub->callback([r] { run_regress(*r); });
  auto e = std::make_shared<ExportOptions>();
  CLI::App* ex = app.add_subcommand("export-tst",
                                    "write the conformance corpus as .tst regression files (with "
                                    "the SGF records of the positions) for f3go regress, "
                                    "gogui-regress or GNU Go's runner");
  ex->add_option("--corpus", e->corpus, "the corpus folder (default: the bundled corpus)");
  ex->add_option("--out", e->out, "the folder to write")->required();
  ex->callback([e] { run_export(*e); });
}

}  // namespace f3go::cli
