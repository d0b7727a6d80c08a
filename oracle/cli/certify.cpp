// `f3go certify [--corpus DIR] [--rules 2022|2018] [--engine reference]`: runs an engine over every
// case of the conformance corpus (corpus/README.md) and prints a certificate by clause group.
// Exit 0 when every case passes, 1 when any fails, 2 on bad input (a malformed case file).
// The engine is reached only through oracle/engine.h, so that an external engine (over GTP) can
// later be certified the same way: add it to make_engine().
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

#include "oracle/cli/commands.h"
#include "oracle/corpus.h"
#include "oracle/error.h"
#include "reference/engine.h"

namespace f3go::cli {
namespace {

namespace fs = std::filesystem;

struct CertifyOptions {
  std::string corpus;
  std::string profile;
  std::string engine = "reference";
};

std::unique_ptr<Engine> make_engine(const std::string& name) {
  if (name == "reference") return std::make_unique<reference::ReferenceEngine>();
  throw InputError("--engine", "unknown engine '" + name + "' (valid: reference)");
}

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

std::string utc_now() {
  std::time_t t = std::time(nullptr);
  std::tm tm{};
  gmtime_r(&t, &tm);
  std::ostringstream s;
  s << std::put_time(&tm, "%Y-%m-%d %H:%M:%S UTC");
  return s.str();
}

struct Tally {
  int cases = 0, passed = 0;
};

struct Outcome {
  std::map<std::string, Tally> groups;
  std::vector<CaseResult> failures;
  int cases = 0, passed = 0, expectations = 0;
};

Outcome certify(Engine& engine, const std::vector<Case>& cases) {
  Outcome out;
  for (const Case& c : cases) {
    auto results = run_case(engine, c);
    bool ok = true;
    for (auto& r : results) {
      ++out.expectations;
      if (!r.passed) {
        ok = false;
        out.failures.push_back(std::move(r));
      }
    }
    Tally& t = out.groups[clause_group(c.clauses.front())];
    ++t.cases;
    ++out.cases;
    if (ok) ++t.passed, ++out.passed;
  }
  return out;
}

void print_certificate(const Outcome& o, const std::string& engine, const fs::path& corpus,
                       const std::string& profile, double seconds) {
  std::cout << "F3Go conformance certificate\n"
            << "engine:  " << engine << "\n"
            << "date:    " << utc_now() << "\n"
            << "corpus:  " << corpus.string() << " (" << o.cases << " cases, " << o.expectations
            << " expectations" << (profile.empty() ? "" : ", profile " + profile + " only") << ")\n\n"
            << fmt::format("{:<12} {:>6} {:>7} {:>7}\n", "group", "cases", "passed", "failed");
  for (const auto& [group, t] : o.groups)
    std::cout << fmt::format("{:<12} {:>6} {:>7} {:>7}\n", group, t.cases, t.passed, t.cases - t.passed);
  std::cout << fmt::format("{:<12} {:>6} {:>7} {:>7}\n", "total", o.cases, o.passed, o.cases - o.passed)
            << fmt::format("\ntime:    {:.2f} s\n", seconds)
            << "result:  " << (o.passed == o.cases ? "PASS" : "FAIL") << "\n";
  if (o.failures.empty()) return;
  std::cout << "\nFailures:\n";
  for (const auto& f : o.failures) {
    std::cout << "  " << f.file << " (case " << f.name << ")\n"
              << "    ask:      " << f.question << "\n";
    if (!f.settings.empty()) std::cout << "    settings: " << f.settings << "\n";
    std::cout << "    expected: " << f.expected << "\n"
              << "    actual:   " << f.actual << "\n";
  }
}

void run_certify(const CertifyOptions& o) {
  std::optional<Profile> only;
  if (!o.profile.empty()) only = parse_profile(o.profile, "--rules");
  std::unique_ptr<Engine> engine = make_engine(o.engine);
  fs::path corpus = o.corpus.empty() ? default_corpus() : fs::path(o.corpus);
  std::vector<Case> cases = load_corpus(corpus);
  if (only) std::erase_if(cases, [&](const Case& c) { return c.position.rules.profile != *only; });
  if (cases.empty())
    throw InputError(corpus.string(), "no *.case files" + (only ? " of profile " + o.profile : std::string()) +
                                          " (an empty corpus certifies nothing)");
  auto start = std::chrono::steady_clock::now();
  Outcome outcome = certify(*engine, cases);
  std::chrono::duration<double> took = std::chrono::steady_clock::now() - start;
  print_certificate(outcome, engine->name(), corpus, o.profile, took.count());
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
  sub->add_option("--engine", o->engine, "the engine to certify (default: reference)");
  sub->callback([o] { run_certify(*o); });
}

}  // namespace f3go::cli
