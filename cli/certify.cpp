// `f3go certify [--engine NAME|"COMMAND"] [--corpus DIR] [--rules 2022|2018] [--games N --seed S]
// [--subset go|f3go] [--timeout MS] [--junit FILE]`: certifies an engine against the oracle and
// prints a certificate by clause group. A built-in engine (judge/engines.h) alone is run over the
// corpus in process; a command is started and spoken to over GTP (judge/gtp_certify.h), and so is
// a built-in engine asked for random games (through its own GTP server, in process).
// Exit 0 when everything passes, 1 when anything fails or the engine misbehaves, 2 on bad input.
#include <chrono>
#include <fstream>
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
#include "gtp/client.h"
#include "gtp/local.h"
#include "gtp/server.h"
#include "judge/certify.h"
#include "judge/engines.h"
#include "judge/gtp_certify.h"
#include "oracle/corpus.h"
#include "oracle/error.h"

namespace f3go::cli {
namespace {

namespace fs = std::filesystem;

struct CertifyOptions {
  std::string corpus;
  std::string profile;
  std::vector<std::string> settings;
  std::string engine = "reference";
  std::string oracle = "reference";
  std::string subset = "f3go";
  bool no_corpus = false;
  int games = 0;
  std::uint64_t seed = 1;
  int size = 9;
  long timeout_ms = 10000;
  std::string junit;
  std::string engine_stderr;
};

std::vector<Case> corpus_cases(const CertifyOptions& o, const std::optional<Profile>& only, fs::path& corpus) {
  corpus = o.corpus.empty() ? default_corpus() : fs::path(o.corpus);
  std::vector<Case> cases = load_corpus(corpus);
  if (only) std::erase_if(cases, [&](const Case& c) { return c.position.rules.profile != *only; });
  if (cases.empty())
    throw InputError(corpus.string(), "no *.case files" + (only ? " of profile " + o.profile : std::string()) +
                                          " (an empty corpus certifies nothing)");
  return cases;
}

// A built-in engine in process, over the corpus alone (the Engine interface, no GTP).
void certify_built_in(const CertifyOptions& o, const std::optional<Profile>& only) {
  std::unique_ptr<Engine> engine = judge::make_engine(o.engine, "certify --engine");
  fs::path corpus;
  const std::vector<Case> cases = corpus_cases(o, only, corpus);
  auto start = std::chrono::steady_clock::now();
  const judge::CorpusOutcome outcome = judge::certify_corpus(*engine, cases);
  std::chrono::duration<double> took = std::chrono::steady_clock::now() - start;
  judge::print_certificate(std::cout, outcome, {engine->name(), corpus.string(), o.profile}, took.count());
  if (outcome.passed != outcome.cases) throw CLI::RuntimeError(1);
}

judge::GtpCertifyOptions gtp_options(const CertifyOptions& o, const std::optional<Profile>& only) {
  judge::GtpCertifyOptions g;
  if (o.subset == "go") g.subset = judge::Subset::go;
  else if (o.subset != "f3go") throw InputError("certify --subset", "'" + o.subset + "' is not go or f3go");
  if (o.games < 0) throw InputError("certify --games", "N must be at least 0, not " + std::to_string(o.games));
  if (o.size < kMinSize || o.size > kMaxSize)
    throw InputError("certify --size", "N must be 2..19, not " + std::to_string(o.size));
  g.games = o.games;
  g.seed = o.seed;
  g.size = o.size;
  g.rules = Rules::for_profile(only.value_or(Profile::y2022));
  for (const auto& s : o.settings) apply_setting(g.rules, s, "certify --set " + s);
  return g;
}

// Any engine over GTP: an external command, or a built-in engine through its own GTP server in
// process (when random games are asked of it).
void certify_over_gtp(const CertifyOptions& o, const std::optional<Profile>& only) {
  if (o.timeout_ms < 1 || o.timeout_ms > 3600000)
    throw InputError("certify --timeout", "MS must be 1..3600000, not " + std::to_string(o.timeout_ms));
  judge::GtpCertifyOptions g = gtp_options(o, only);
  fs::path corpus;
  std::vector<Case> cases;
  if (!o.no_corpus) {
    cases = corpus_cases(o, only, corpus);
    g.cases = &cases;
  }
  std::unique_ptr<Engine> oracle = judge::make_engine(o.oracle, "certify --oracle");
  std::unique_ptr<gtp::Channel> channel;
  std::unique_ptr<Engine> built_in;
  std::unique_ptr<gtp::Server> server;
  std::string engine_text = o.engine;
  if (judge::is_engine_name(o.engine)) {
    built_in = judge::make_engine(o.engine, "certify --engine");
    server = std::make_unique<gtp::Server>(*built_in, g.rules, o.seed);
    channel = std::make_unique<gtp::ServerChannel>(*server);
    engine_text = o.engine + " (built in, through its GTP server in process)";
  } else {
    try {
      channel = std::make_unique<gtp::EngineProcess>(o.engine, std::chrono::milliseconds(o.timeout_ms), o.engine_stderr);
    } catch (const gtp::EngineFailure& e) {
      throw InputError("certify --engine", e.what());
    }
  }
  auto start = std::chrono::steady_clock::now();
  const judge::GtpOutcome outcome = judge::certify_over_gtp(*channel, *oracle, g);
  channel.reset();  // the process is asked to quit, then killed and reaped
  std::chrono::duration<double> took = std::chrono::steady_clock::now() - start;
  judge::print_gtp_certificate(std::cout, outcome, engine_text, g, took.count());
  if (!o.junit.empty()) {
    std::ofstream junit(o.junit);
    judge::write_junit(junit, outcome, engine_text);
    junit.close();
    if (!junit) throw InputError(o.junit, "cannot write the JUnit report");
  }
  if (!outcome.passed()) throw CLI::RuntimeError(1);
}

void run_certify(const CertifyOptions& o) {
  std::optional<Profile> only;
  if (!o.profile.empty()) only = parse_profile(o.profile, "--rules");
  const bool built_in = judge::is_engine_name(o.engine);
  if (built_in && o.games == 0 && o.subset == "f3go" && o.settings.empty() && o.junit.empty() && !o.no_corpus)
    return certify_built_in(o, only);
  certify_over_gtp(o, only);
}

}  // namespace

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

void add_certify_command(CLI::App& app) {
  auto o = std::make_shared<CertifyOptions>();
  CLI::App* sub = app.add_subcommand("certify", "run an engine over every case of the conformance corpus "
                                                "and print a certificate by clause group (exit 0: all pass, "
                                                "1: some fail, 2: bad input)");
  sub->add_option("--corpus", o->corpus, "the corpus folder (default: $F3GO_CORPUS, else the corpus/ "
                                         "folder of the source tree above the executable)")->check(not_empty());
  sub->add_option("--rules", o->profile, "certify only the cases whose rules profile is 2022 or 2018 (and play "
                                         "the random games under it)");
  sub->add_option("--set", o->settings, "a switch or parameter of the random games' rules, name=value (repeatable)");
  sub->add_option("--engine", o->engine, "the engine to certify: a built-in name (" + judge::engine_names_text() +
                                             "; default reference) or a command that speaks GTP, e.g. "
                                             "\"f3go gtp --engine optimized\" or \"/usr/games/gnugo --mode gtp\"");
  sub->add_option("--oracle", o->oracle, "the built-in engine whose answers are expected (default reference)");
  sub->add_option("--subset", o->subset, "f3go (default: every F3Go question, with the f3go_ extensions) or go "
                                         "(plain-Go engines: stones, legal points, captures)");
  sub->add_flag("--no-corpus", o->no_corpus, "skip the corpus (random games only)");
  sub->add_option("--games", o->games, "N random games in which the certifier chooses the moves (default 0)");
  sub->add_option("--seed", o->seed, "seed of the random games (default 1)")->check(whole_number());
  sub->add_option("--size", o->size, "board size of the random games (default 9)");
  sub->add_option("--timeout", o->timeout_ms, "milliseconds the engine has to answer each command (default 10000)");
  sub->add_option("--junit", o->junit, "also write a JUnit XML report to FILE");
  sub->add_option("--engine-stderr", o->engine_stderr, "append the engine's standard error to FILE (default: discarded)");
  sub->callback([o] { run_certify(*o); });
}

}  // namespace f3go::cli
