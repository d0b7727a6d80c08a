// `f3go certify [--engine NAME|"COMMAND"] [--corpus DIR] [--rules 2022|2018|FILE] [--games N --seed S]
// [--subset f3go|f3go-play|go] [--timeout MS] [--deadline SECONDS] [--junit FILE] [--json FILE] [--engine-stderr FILE]`: certifies an engine against the oracle and
// prints a certificate by clause group (judge/certificate.h; `--json FILE` writes it as JSON).
// `f3go certify --check CERT [--corpus DIR]` re-runs what a JSON certificate claims. A built-in engine (judge/engines/engines.h) alone is run over the
// corpus in process; a command is started and spoken to over GTP (judge/gtp_certify.h), and so is
// a built-in engine asked for random games (through its own GTP server, in process).
// Exit 0 when everything passes, 1 when anything fails or the engine misbehaves, 2 on bad input.
#include <chrono>
#include <fstream>
#include <cerrno>
#include <cmath>
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
#include "judge/certificate.h"
#include "judge/certify.h"
#include "judge/engines/engines.h"
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
  long deadline_s = 0;  // 0: judge::default_deadline_seconds
  bool first_failure = false;
  int rules_sample = 0;  // K rule configurations besides the rules (judge::rules_sample)
  std::string junit;
  std::string engine_stderr;
  std::string json;                      // --json FILE: the certificate as JSON
  std::string check;                     // --check CERT: re-run what the certificate claims
  std::optional<Rules> certified_rules;  // --check: the certificate's rules of the random games
};

// A progress line "certify: …" on stderr.
void say(const std::string& text) { std::cerr << "certify: " << text << std::endl; }

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
    say(fmt::format("{} cases read from {} in {:.1f} s", cases.size(), corpus.string(), took.count()));
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
  judge::ProgressThrottle progress(say);  // about once a second, the first time a second after the start
  const judge::CorpusOutcome outcome = judge::certify_corpus(*engine, cases, [&](std::size_t done, std::size_t total) {
    progress.maybe([&] { return "corpus case " + std::to_string(done + 1) + "/" + std::to_string(total); });
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
  if (o.certified_rules) g.rules = *o.certified_rules;
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

// A run over GTP: its outcome and certificate, and why the --engine-stderr file stopped being
// written ("" it never did).
struct GtpRun {
  judge::GtpOutcome outcome;
  judge::Certificate certificate;
  std::string stderr_lost;
};

// The corpus part of the certificate: the folder as read, the profile, the digest of its case files.
void certify_corpus_digest(judge::Certificate& c, const fs::path& corpus, const std::optional<Profile>& only) {
  if (!c.corpus) return;
  c.corpus->folder = corpus.string();
  c.corpus->profile = only ? std::string(name(*only)) : std::string();
  c.corpus->digest = judge::corpus_digest(corpus);
}

// Any engine over GTP: an external command, or a built-in engine through its own GTP server in
// process (when random games are asked of it). The engine's `name` and `version` are asked after
// the certification, before it is sent `quit`.
GtpRun run_over_gtp(const CertifyOptions& o, const std::optional<Profile>& only, Clock::time_point start) {
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
  GtpRun run;
  run.outcome = judge::certify_over_gtp(*channel, *oracle, g);
  run.certificate = judge::make_certificate(run.outcome, g);
  run.certificate.identity = run.outcome.engine_failure.empty()
                                 ? judge::ask_identity(*channel)
                                 : judge::EngineIdentity{"not asked (the engine failed)", "not asked (the engine failed)"};
  auto* process = dynamic_cast<gtp::EngineProcess*>(channel.get());
  if (process) process->close();  // asked to quit, then its whole process group killed and reaped
  run.stderr_lost = process ? process->stderr_file_error() : "";
  channel.reset();
  if (run.outcome.engine_cannot_run) throw InputError("certify --engine", run.outcome.engine_failure);
  judge::Certificate& c = run.certificate;
  c.oracle_engine = o.oracle;
  c.engine_command = o.engine;
  c.timeout_ms = o.timeout_ms;
  certify_corpus_digest(c, corpus, only);
  c.seconds = std::chrono::duration<double>(Clock::now() - start).count();
  return run;
}

// The certificate as JSON to `path`; InputError naming the file when it cannot be written.
void write_certificate_json(const judge::Certificate& c, const std::string& path) {
  std::ofstream out(path);
  out << judge::to_json(c).dump(2) << "\n";
  out.close();
  if (!out) throw InputError(path, std::string("cannot write the certificate: ") + std::strerror(errno));
}

// The printed certificate and the files asked for; status 1 when the certification failed.
void certify_over_gtp(const CertifyOptions& o, const std::optional<Profile>& only, Clock::time_point start) {
  const GtpRun run = run_over_gtp(o, only, start);
  judge::print_gtp_certificate(std::cout, run.outcome, run.certificate);
  if (!run.stderr_lost.empty())
    throw InputError(o.engine_stderr, "cannot write the engine's standard error: " + run.stderr_lost);
  if (!o.junit.empty()) {
    std::ofstream junit(o.junit);
    judge::write_junit(junit, run.outcome, judge::engine_description(o.engine));
    junit.close();
    if (!junit) throw InputError(o.junit, "cannot write the JUnit report");
  }
  if (!o.json.empty()) write_certificate_json(run.certificate, o.json);
  if (!run.outcome.passed()) throw CLI::RuntimeError(1);
}

void check_options(const CertifyOptions& o);

// `--check CERT`: the run the certificate names (its engine command, subset, rules, corpus profile,
// games, seed, size, timeout and oracle), on the current corpus when its case files are those the
// certificate hashed. The claim holds when the result and every tally are those certified: exit 0;
// 1 when it does not; 2 when the certificate cannot be read.
void check_certificate(CertifyOptions o) {
  const auto start = Clock::now();
  const judge::Certificate claimed = judge::read_certificate_file(o.check);
  o.engine = claimed.engine_command;
  if (!judge::is_engine_name(claimed.oracle_engine))
    throw InputError(o.check + ": $.oracle.engine", "unknown oracle engine " + quote(claimed.oracle_engine) +
                                                        " (built-in engines: " + judge::engine_names_text() + ")");
  o.oracle = claimed.oracle_engine;
  o.subset = claimed.subset;
  o.rules_sample = claimed.rules_sample_k;
  o.first_failure = claimed.first_failure;
  o.games = claimed.games;
  o.seed = claimed.seed;
  o.size = claimed.size;
  o.timeout_ms = claimed.timeout_ms;
  o.deadline_s = static_cast<long>(std::ceil(claimed.deadline_seconds));
  o.no_corpus = !claimed.corpus;
  o.certified_rules = parse_compact(claimed.rules, o.check + ": $.rules");
  check_options(o);
  std::optional<Profile> only;
  if (claimed.corpus && !claimed.corpus->profile.empty())
    only = parse_profile(claimed.corpus->profile, o.check + ": $.corpus.profile");
  if (claimed.corpus) {
    const fs::path corpus = o.corpus.empty() ? default_corpus() : fs::path(o.corpus);
    const std::vector<std::string> changes = judge::corpus_changes(claimed.corpus->digest, judge::corpus_digest(corpus));
    if (!changes.empty()) {
      std::cout << "check:   " << o.check << "\n"
                << "corpus:  " << corpus.string() << " is not the corpus certified (sha256 " << claimed.corpus->digest.sha256
                << "):\n";
      for (const std::string& c : changes) std::cout << "  " << c << "\n";
      std::cout << "result:  the claim does not hold (the corpus differs)\n";
      throw CLI::RuntimeError(1);
    }
  }
  const GtpRun run = run_over_gtp(o, only, start);
  judge::print_gtp_certificate(std::cout, run.outcome, run.certificate);
  if (!o.json.empty()) write_certificate_json(run.certificate, o.json);
  const std::vector<std::string> differences = judge::claim_differences(claimed, run.certificate);
  std::cout << "\ncheck:   " << o.check << " (" << claimed.date << ", " << (claimed.passed ? "PASS" : "FAIL") << ")\n";
  for (const std::string& d : differences) std::cout << "  " << d << "\n";
  std::cout << "result:  the claim " << (differences.empty() ? "holds" : "does not hold") << "\n";
  if (!differences.empty()) throw CLI::RuntimeError(1);
}

// The options that go together, checked before anything is read or started.
void check_options(const CertifyOptions& o) {
  if (o.no_corpus && o.games == 0)
    throw InputError("certify --no-corpus", "with no --games N nothing would be checked");
  if (o.rules_sample > 0 && (o.games == 0 || o.subset != "f3go"))
    throw InputError("certify --rules-sample",
                     "the rule configurations are those of the random games of the f3go "
                     "subset: give --games N (and no --subset go)");
  if (judge::is_engine_name(o.engine) && !o.engine_stderr.empty())
    throw InputError("certify --engine-stderr", "the built-in engine " + quote(o.engine) +
                                                    " runs in process, with no standard error of its own");
  check_writable(o.junit, "certify --junit");
  check_writable(o.json, "certify --json");
  check_writable(o.engine_stderr, "certify --engine-stderr");
}

void run_certify(const CertifyOptions& o) {
  if (!o.check.empty()) return check_certificate(o);
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
      o.json.empty() && !o.no_corpus && !o.first_failure)
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
  throw InputError("--corpus",
                   "no corpus found (no corpus/cases folder above the executable); "
                   "give --corpus DIR or set F3GO_CORPUS");
}

void add_certify_command(CLI::App& app) {
  auto o = std::make_shared<CertifyOptions>();
  CLI::App* sub = app.add_subcommand("certify",
                                     "run an engine over every case of the conformance corpus "
                                     "and print a certificate by clause group (exit 0: all pass, "
                                     "1: some fail, 2: bad input)");
  sub->add_option("--corpus", o->corpus,
                  "the corpus folder (default: $F3GO_CORPUS, else the corpus/ "
                  "folder of the source tree above the executable)")
      ->check(not_empty());
  sub->add_option("--rules", o->profile,
                  "certify only the cases whose rules profile is 2022 or 2018 (and play "
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
  sub->add_option("--subset", o->subset,
                  "f3go (default: every F3Go question, with the f3go_ extensions), "
                  "f3go-play (an F3Go engine that only plays: standard GTP and f3go_flybomb) "
                  "or go (plain-Go engines: stones, legal points, captures)")
      ->check(CLI::IsMember({"f3go", "f3go-play", "go"}));
  sub->add_flag("--no-corpus", o->no_corpus, "skip the corpus (random games only)");
  sub->add_flag("--first-failure", o->first_failure,
                "stop at the first failure (the verdict is then known: "
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
  sub->add_option("--json", o->json, "also write the certificate as JSON to FILE (format f3go-certificate/1)")
      ->check(not_empty());
  CLI::Option* check =
      sub->add_option("--check", o->check,
                      "re-run what the JSON certificate CERT claims and say whether it still "
                      "holds (exit 0: holds, 1: does not, 2: bad input)")
          ->check(not_empty());
  for (const char* taken : {"--rules", "--set", "--engine", "--oracle", "--subset", "--no-corpus", "--games", "--seed",
                            "--size", "--timeout", "--deadline", "--rules-sample", "--first-failure"})
    check->excludes(sub->get_option(taken));
  sub->add_option("--engine-stderr", o->engine_stderr,
                  "append the engine command's standard error to FILE (default: discarded but for its last "
                  "line, quoted when the engine fails)")
      ->check(not_empty());
  sub->callback([o] { run_certify(*o); });
}

}  // namespace f3go::cli
