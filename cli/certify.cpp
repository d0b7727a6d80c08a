// `f3go certify [--engine NAME|"COMMAND"] [--corpus DIR] [--rules 2022|2018|FILE] [--games N --seed S]
// [--subset f3go|f3go-play|go] [--timeout MS] [--deadline SECONDS] [--junit FILE] [--engine-stderr FILE]`: certifies an engine against the oracle and
// prints a certificate by clause group. A built-in engine (judge/engines.h) alone is run over the
// corpus in process; a command is started and spoken to over GTP (judge/gtp_certify.h), and so is
// a built-in engine asked for random games (through its own GTP server, in process).
// Exit 0 when everything passes, 1 when anything fails or the engine misbehaves, 2 on bad input.
#include <chrono>
#include <fstream>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <limits>
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
#include "oracle/format.h"

namespace f3go::cli {
namespace {

namespace fs = std::filesystem;

using Clock = std::chrono::steady_clock;

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
  long deadline_s = 0;   // 0: judge::default_deadline_seconds
  bool first_failure = false;
  int rules_sample = 0;  // K rule configurations besides the rules (judge::rules_sample)
  std::string junit;
  std::string engine_stderr;
};

// "certify: …" on stderr about once a second (the first time a second after the start; `now`: at once).
class Progress {
 public:
  void say(const std::string& text, bool now = false) {
    const auto t = Clock::now();
    if (!now && t - last_ < std::chrono::seconds(1)) return;
    last_ = t;
    std::cerr << "certify: " << text << std::endl;
  }

 private:
  Clock::time_point last_ = Clock::now();
};

std::vector<Case> corpus_cases(const CertifyOptions& o, const std::optional<Profile>& only, fs::path& corpus) {
  corpus = o.corpus.empty() ? default_corpus() : fs::path(o.corpus);
  const auto start = Clock::now();
  std::vector<Case> cases = load_corpus(corpus);
  if (only) std::erase_if(cases, [&](const Case& c) { return c.position.rules.profile != *only; });
  if (cases.empty())
    throw InputError(corpus.string(), "no *.case files" + (only ? " of profile " + std::string(name(*only)) : std::string()) +
                                          " (an empty corpus certifies nothing)");
  const std::chrono::duration<double> took = Clock::now() - start;
  if (took > std::chrono::seconds(1))  // a long read is named; a quick one leaves stderr to the messages
    Progress().say(fmt::format("{} cases read from {} in {:.1f} s", cases.size(), corpus.string(), took.count()), true);
  return cases;
}

// The files certify writes are checked before any work: a report that cannot be written is named
// at once, not after a long run (the file is created when missing, and truncated later, when written).
void check_writable(const std::string& path, const std::string& where) {
  if (path.empty()) return;
  std::ofstream probe(path, std::ios::app);
  if (!probe) throw InputError(where, "cannot write " + quote(path) + ": " + std::strerror(errno));
}

// A built-in engine in process, over the corpus alone (the Engine interface, no GTP).
void certify_built_in(const CertifyOptions& o, const std::optional<Profile>& only, Clock::time_point start) {
  std::unique_ptr<Engine> engine = judge::make_engine(o.engine, "certify --engine");
  fs::path corpus;
  const std::vector<Case> cases = corpus_cases(o, only, corpus);
  Progress progress;
  const judge::CorpusOutcome outcome = judge::certify_corpus(*engine, cases, [&](std::size_t done, std::size_t total) {
    progress.say("corpus case " + std::to_string(done + 1) + "/" + std::to_string(total));
  });
  std::chrono::duration<double> took = Clock::now() - start;
  judge::print_certificate(std::cout, outcome, {engine->name(), corpus.string(), only ? std::string(name(*only)) : std::string()}, took.count());
  if (outcome.passed != outcome.cases) throw CLI::RuntimeError(1);
}

judge::GtpCertifyOptions gtp_options(const CertifyOptions& o, const std::optional<Profile>& only) {
  judge::GtpCertifyOptions g;
  g.progress = progress_on_stderr();
  if (o.subset == "go") g.subset = judge::Subset::go;
  if (o.subset == "f3go-play") g.subset = judge::Subset::f3go_play;
  g.games = o.games;
  g.seed = o.seed;
  g.size = o.size;
  g.rules_sample = o.rules_sample;
  g.first_failure = o.first_failure;
  g.rules = Rules::for_profile(only.value_or(Profile::y2022));
  // A rules file's readings (the rule author's answers), then --set on top.
  if (!o.profile.empty())
    for (const auto& s : rules_choice(o.profile, "certify --rules").settings) apply_setting(g.rules, s, o.profile);
  for (const auto& s : o.settings) apply_setting(g.rules, s, "certify --set " + s);
  return g;
}

// The channel to the engine under test: an external command, or a built-in engine through its
// own GTP server in process (`server` keeps what it speaks to; `built_in` says which it is).
std::unique_ptr<gtp::Channel> open_channel(const CertifyOptions& o, const judge::GtpCertifyOptions& g,
                                           bool& built_in, std::unique_ptr<gtp::Server>& server) {
  if (judge::is_engine_name(o.engine)) {
    built_in = true;
    server = std::make_unique<gtp::Server>(judge::make_game(o.engine, "certify --engine"), g.rules, o.seed);
    return std::make_unique<gtp::ServerChannel>(*server);
  }
  try {
    return std::make_unique<gtp::EngineProcess>(o.engine, std::chrono::milliseconds(o.timeout_ms), o.engine_stderr);
  } catch (const gtp::EngineFailure& e) {
    throw InputError(o.engine_stderr.empty() ? "certify --engine" : "certify --engine-stderr", e.what());
  }
}

// Any engine over GTP: an external command, or a built-in engine through its own GTP server in
// process (when random games are asked of it).
void certify_over_gtp(const CertifyOptions& o, const std::optional<Profile>& only, Clock::time_point start) {
  judge::GtpCertifyOptions g = gtp_options(o, only);
  std::unique_ptr<Engine> oracle = judge::make_engine(o.oracle, "certify --oracle");
  fs::path corpus;
  std::vector<Case> cases;
  if (!o.no_corpus) {
    cases = corpus_cases(o, only, corpus);
    g.cases = &cases;
  }
  g.deadline_seconds = o.deadline_s > 0 ? static_cast<double>(o.deadline_s)
                                        : judge::default_deadline_seconds(g, std::chrono::milliseconds(o.timeout_ms));
  g.deadline = start + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(g.deadline_seconds));
  bool built_in = false;
  std::unique_ptr<gtp::Server> server;
  std::unique_ptr<gtp::Channel> channel = open_channel(o, g, built_in, server);
  const std::string engine_text =
      built_in ? o.engine + " (built in, through its GTP server in process)" : o.engine;
  const judge::GtpOutcome outcome = judge::certify_over_gtp(*channel, *oracle, g);
  auto* process = dynamic_cast<gtp::EngineProcess*>(channel.get());
  if (process) process->close();  // asked to quit, then its whole process group killed and reaped
  const std::string stderr_lost = process ? process->stderr_file_error() : "";
  channel.reset();
  if (outcome.engine_cannot_run) throw InputError("certify --engine", outcome.engine_failure);
  std::chrono::duration<double> took = Clock::now() - start;
  judge::print_gtp_certificate(std::cout, outcome, engine_text, g, took.count());
  if (!stderr_lost.empty())
    throw InputError(o.engine_stderr, "cannot write the engine's standard error: " + stderr_lost);
  if (!o.junit.empty()) {
    std::ofstream junit(o.junit);
    judge::write_junit(junit, outcome, engine_text);
    junit.close();
    if (!junit) throw InputError(o.junit, "cannot write the JUnit report");
  }
  if (!outcome.passed()) throw CLI::RuntimeError(1);
}

// The options that go together, checked before anything is read or started.
void check_options(const CertifyOptions& o) {
  if (o.no_corpus && o.games == 0)
    throw InputError("certify --no-corpus", "with no --games N nothing would be checked");
  if (o.rules_sample > 0 && (o.games == 0 || o.subset != "f3go"))
    throw InputError("certify --rules-sample", "the rule configurations are those of the random games of the f3go "
                                               "subset: give --games N (and no --subset go)");
  if (judge::is_engine_name(o.engine) && !o.engine_stderr.empty())
    throw InputError("certify --engine-stderr", "the built-in engine " + quote(o.engine) +
                                                    " runs in process, with no standard error of its own");
  check_writable(o.junit, "certify --junit");
  check_writable(o.engine_stderr, "certify --engine-stderr");
}

void run_certify(const CertifyOptions& o) {
  const auto start = Clock::now();  // the certificate's time: the whole run, reading the corpus included
  check_options(o);
  std::optional<Profile> only;
  bool file_readings = false;  // --rules FILE sets switches: the run goes over GTP, which carries them
  if (!o.profile.empty()) {
    const RulesChoice choice = rules_choice(o.profile, "--rules");
    only = choice.profile;
    file_readings = !choice.settings.empty();
  }
  const bool built_in = judge::is_engine_name(o.engine);
  if (built_in && o.games == 0 && o.subset == "f3go" && o.settings.empty() && !file_readings && o.junit.empty() &&
      !o.no_corpus && !o.first_failure)
    return certify_built_in(o, only, start);
  certify_over_gtp(o, only, start);
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
                                         "the random games under it); or a rules file (the rule author's answers): "
                                         "the cases of its profile, and the random games under its rules")
      ->check(not_empty());
  sub->add_option("--set", o->settings, "a switch or parameter of the random games' rules, name=value (repeatable)");
  sub->add_option("--engine", o->engine, "the engine to certify: a built-in name (" + judge::engine_names_text() +
                                             "; default reference) or a command that speaks GTP, e.g. "
                                             "\"f3go gtp --engine optimized\" or \"/usr/games/gnugo --mode gtp\"")
      ->check(not_blank());
  sub->add_option("--oracle", o->oracle, "the built-in engine whose answers are expected (default reference)")
      ->check(CLI::IsMember(judge::engine_names()));
  sub->add_option("--subset", o->subset, "f3go (default: every F3Go question, with the f3go_ extensions), "
                                         "f3go-play (an F3Go engine that only plays: standard GTP and f3go_flybomb) "
                                         "or go (plain-Go engines: stones, legal points, captures)")
      ->check(CLI::IsMember({"f3go", "f3go-play", "go"}));
  sub->add_flag("--no-corpus", o->no_corpus, "skip the corpus (random games only)");
  sub->add_flag("--first-failure", o->first_failure, "stop at the first failure (the verdict is then known: "
                                                     "FAIL; the mutant runs of scripts/certify_mutants.py)");
  add_number(*sub, "--games", o->games, "N random games in which the certifier chooses the moves (default 0)", 0,
             std::numeric_limits<int>::max());
  add_seed_option(*sub, o->seed, "seed of the random games (default 1)");
  add_number(*sub, "--rules-sample", o->rules_sample,
             "K rule configurations, drawn from the readings the engine accepts with f3go_set (each one off "
             "the default in some configuration), over which the random games are spread with the rules "
             "(default 0: the rules alone), 0..1000",
             0, 1000);
  add_number(*sub, "--size", o->size, "board size of the random games, 2..19 (default 9)", kMinSize, kMaxSize);
  add_timeout_option(*sub, o->timeout_ms);
  add_number(*sub, "--deadline", o->deadline_s,
             "seconds the whole run may take, 1..2592000 (default: the timeout times the commands it will send, "
             "at most 24 hours); past it the certification fails",
             1, 30 * 24 * 3600);
  sub->add_option("--junit", o->junit, "also write a JUnit XML report to FILE")->check(not_empty());
  sub->add_option("--engine-stderr", o->engine_stderr,
                  "append the engine command's standard error to FILE (default: discarded but for its last "
                  "line, quoted when the engine fails)")
      ->check(not_empty());
  sub->callback([o] { run_certify(*o); });
}

}  // namespace f3go::cli
