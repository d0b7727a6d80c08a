// `f3go certify [--corpus DIR] [--rules 2022|2018] [--engine reference]`: runs an engine over every
// case of the conformance corpus (corpus/README.md) and prints a certificate by clause group.
// Exit 0 when every case passes, 1 when any fails, 2 on bad input (a malformed case file).
// The engine is reached only through oracle/engine.h and the engine registry (judge/engines.h).
#include <chrono>
#include <cstdlib>
#include <ctime>
#include <iomanip>
#include <iostream>
#include <map>
#include <memory>
#include <optional>
#include <sstream>

#include <fmt/format.h>

#include "cli/commands.h"
#include "judge/certify.h"
#include "judge/engines.h"
#include "oracle/corpus.h"
#include "oracle/error.h"

namespace f3go::cli {
namespace {

namespace fs = std::filesystem;

struct CertifyOptions {
  std::string corpus;
  std::string profile;
  std::string engine = "reference";
};

// The bundled corpus: $F3GO_CORPUS, else the first folder upward from the executable that holds
// corpus/cases (the executable lives in build/<name>/ of the source tree).
fs::path default_corpus() {
  if (const char* env = std::getenv("F3GO_CORPUS"); env && *env) return env;
  std::error_code ec;
  fs::path exe = fs::read_symlink("/proc/self/exe", ec);
  for (fs::path dir = ec ? fs::current_path() : exe.parent_path(); !dir.empty(); dir = dir.parent_path()) {
    if (fs::is_directory(dir / "corpus" / "cases", ec)) return dir / "corpus";
    if (dir == dir.parent_path()) break;
  }
  throw InputError("--corpus", "no corpus found (no corpus/cases folder above the executable); "
                               "give --corpus DIR or set F3GO_CORPUS");
}

void run_certify(const CertifyOptions& o) {
  std::optional<Profile> only;
  if (!o.profile.empty()) only = parse_profile(o.profile, "--rules");
  std::unique_ptr<Engine> engine = judge::make_engine(o.engine, "certify --engine");
  fs::path corpus = o.corpus.empty() ? default_corpus() : fs::path(o.corpus);
  std::vector<Case> cases = load_corpus(corpus);
  if (only) std::erase_if(cases, [&](const Case& c) { return c.position.rules.profile != *only; });
  if (cases.empty())
    throw InputError(corpus.string(), "no *.case files" + (only ? " of profile " + o.profile : std::string()) +
                                          " (an empty corpus certifies nothing)");
  auto start = std::chrono::steady_clock::now();
  const judge::CorpusOutcome outcome = judge::certify_corpus(*engine, cases);
  std::chrono::duration<double> took = std::chrono::steady_clock::now() - start;
  judge::print_certificate(std::cout, outcome, {engine->name(), corpus.string(), o.profile}, took.count());
  if (outcome.passed != outcome.cases) throw CLI::RuntimeError(1);
}

}  // namespace

void add_certify_command(CLI::App& app) {
  auto o = std::make_shared<CertifyOptions>();
  CLI::App* sub = app.add_subcommand("certify", "run an engine over every case of the conformance corpus "
                                                "and print a certificate by clause group (exit 0: all pass, "
                                                "1: some fail, 2: bad input)");
  sub->add_option("--corpus", o->corpus, "the corpus folder (default: $F3GO_CORPUS, else the corpus/ "
                                         "folder of the source tree above the executable)");
  sub->add_option("--rules", o->profile, "certify only the cases whose rules profile is 2022 or 2018");
  sub->add_option("--engine", o->engine, "the engine to certify (default: reference; built in: " + judge::engine_names_text() + ")");
  sub->callback([o] { run_certify(*o); });
}

}  // namespace f3go::cli
