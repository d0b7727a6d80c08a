// The certificate of a GTP certification as a value: text, JSON and the check of a claim
// (certificate.h).
#include "judge/certificate.h"

#include <openssl/evp.h>

#include <algorithm>
#include <array>
#include <ostream>

#include <fmt/format.h>

#include "judge/build_info.h"
#include "judge/engines/engines.h"
#include "oracle/corpus.h"
#include "oracle/error.h"
#include "oracle/format.h"
#include "oracle/input.h"
#include "oracle/json.h"
#include "oracle/json_reader.h"

namespace f3go::judge {

namespace fs = std::filesystem;
using OrderedJson = nlohmann::ordered_json;

std::string oracle_version() { return kOracleVersion; }
std::string oracle_commit() { return kOracleCommit; }

std::string sha256_hex(std::string_view bytes) {
  std::array<unsigned char, EVP_MAX_MD_SIZE> md{};
  unsigned int length = 0;
  if (EVP_Digest(bytes.data(), bytes.size(), md.data(), &length, EVP_sha256(), nullptr) != 1)
    throw std::runtime_error("OpenSSL could not compute a SHA-256");
  std::string hex;
  for (unsigned int i = 0; i < length; ++i) hex += fmt::format("{:02x}", md[i]);
  return hex;
}

// --- the corpus ----------------------------------------------------------------------------------

CorpusDigest corpus_digest(const fs::path& folder) {
  CorpusDigest d;
  for (const fs::path& file : find_case_files(folder))
    d.files.push_back({file.lexically_relative(folder).generic_string(), sha256_hex(read_input_file(file.string()))});
  std::sort(d.files.begin(), d.files.end(), [](const CorpusFile& a, const CorpusFile& b) { return a.path < b.path; });
  std::string lines;
  for (const CorpusFile& f : d.files) lines += f.sha256 + "  " + f.path + "\n";
  d.sha256 = sha256_hex(lines);
  return d;
}

std::vector<std::string> corpus_changes(const CorpusDigest& claimed, const CorpusDigest& now) {
  std::map<std::string, std::pair<std::string, std::string>> by_path;  // path → (claimed, now)
  for (const CorpusFile& f : claimed.files) by_path[f.path].first = f.sha256;
  for (const CorpusFile& f : now.files) by_path[f.path].second = f.sha256;
  std::vector<std::string> out;
  for (const auto& [path, hashes] : by_path) {
    if (hashes.first == hashes.second) continue;
    out.push_back((hashes.first.empty() ? "added " : hashes.second.empty() ? "removed "
                                                                           : "changed ") +
                  path);
  }
  if (out.empty() && claimed.sha256 != now.sha256) out.push_back("the corpus's sha256 is not that of its files");
  return out;
}

// --- the engine ----------------------------------------------------------------------------------

namespace {

std::string answer_of(gtp::Channel& engine, const std::string& command) {
  try {
    const gtp::Response r = engine.send(command);
    return r.ok ? excerpt(r.text) : "refused: " + excerpt(r.text);
  } catch (const gtp::EngineFailure& e) {
    return std::string("no answer: ") + excerpt(e.what());
  }
}

}  // namespace

std::string engine_description(const std::string& command) {
  return is_engine_name(command) ? command + " (built in, through its GTP server in process)" : command;
}

EngineIdentity ask_identity(gtp::Channel& engine) {
  EngineIdentity id;
  id.name = answer_of(engine, "name");
  id.version = answer_of(engine, "version");
  return id;
}

// --- the certificate -----------------------------------------------------------------------------

int Certificate::checks() const {
  int n = 0;
  for (const auto& [g, t] : groups) n += t.cases;
  return n;
}

int Certificate::passed_checks() const {
  int n = 0;
  for (const auto& [g, t] : groups) n += t.passed;
  return n;
}

Certificate make_certificate(const GtpOutcome& outcome, const GtpCertifyOptions& options) {
  Certificate c;
  c.oracle_version = oracle_version();
  c.oracle_commit = oracle_commit();
  c.subset = subset_name(options.subset);
  c.rules = compact(options.rules);
  c.rules_sample_k = options.rules_sample;
  for (std::size_t i = 1; i < outcome.configurations.size(); ++i) c.rules_sample.push_back(compact(outcome.configurations[i]));
  c.games_ended_early = outcome.games_ended_early;
  c.early_end = outcome.early_end;
  c.first_failure = options.first_failure;
  if (options.cases) {
    c.corpus = CertifiedCorpus{};
    c.corpus->cases_run = outcome.corpus_cases;
    c.corpus->cases_skipped = outcome.corpus_skipped;
  }
  c.games = outcome.games;
  c.seed = options.seed;
  c.size = options.size;
  c.moves = outcome.moves;
  c.commands = outcome.questions;
  c.deadline_seconds = options.deadline_seconds;
  c.date = utc_now();
  c.groups = outcome.groups;
  c.failures = static_cast<int>(outcome.failures.size());
  c.engine_failure = outcome.engine_failure;
  c.passed = outcome.passed();
  return c;
}

namespace {

// What the subset checks directly, through consequences, and not (subset_coverage).
void print_coverage(std::ostream& out, const std::string& subset) {
  for (Subset s : {Subset::go, Subset::f3go, Subset::f3go_play}) {
    if (subset_name(s) != subset) continue;
    const SubsetCoverage cover = subset_coverage(s);
    out << "checked directly:       " << cover.direct << "\n";
    if (!cover.consequences.empty()) out << "through consequences:   " << cover.consequences << "\n";
    if (!cover.unchecked.empty()) out << "not checked:            " << cover.unchecked << "\n";
  }
}

}  // namespace

void print_certificate_text(std::ostream& out, const Certificate& c) {
  out << "F3Go GTP certificate\n"
      << "oracle:  f3go " << c.oracle_version << ", commit " << c.oracle_commit << ", answers of the " << c.oracle_engine
      << " engine\n"
      << "engine:  " << engine_description(c.engine_command) << "\n"
      << "name:    " << c.identity.name << "\n"
      << "version: " << c.identity.version << "\n"
      << "subset:  " << c.subset << "\n"
      << "rules:   " << c.rules << "\n";
  if (!c.rules_sample.empty()) {
    out << "sample:  " << c.rules_sample.size() << " rule configurations besides these, game g played under "
        << "configuration g mod " << c.rules_sample.size() + 1 << " (0: the rules above):\n";
    for (std::size_t i = 0; i < c.rules_sample.size(); ++i) out << "  " << i + 1 << "  " << c.rules_sample[i] << "\n";
  }
  out << "date:    " << c.date << "\n";
  if (c.corpus) {
    const CertifiedCorpus& k = *c.corpus;
    out << "corpus:  " << k.cases_run << " cases run, " << k.cases_skipped << " not expressible in this subset\n"
        << "sha256:  " << k.digest.sha256 << " (" << k.digest.files.size() << " case files in " << k.folder
        << (k.profile.empty() ? "" : ", profile " + k.profile + " only") << ")\n";
  }
  out << "games:   " << c.games << " random games on " << c.size << "x" << c.size << " from seed " << c.seed << " ("
      << c.moves << " moves)\n";
  if (c.games_ended_early > 0)
    out << "         " << c.games_ended_early << " ended early where the oracle gave no answer (the first, " << c.early_end
        << ")\n";
  out << "GTP:     " << c.commands << " commands\n";
  print_coverage(out, c.subset);
  out << "\n"
      << fmt::format("{:<12} {:>8} {:>8} {:>8}\n", "group", "checks", "passed", "failed");
  for (const auto& [group, t] : c.groups)
    out << fmt::format("{:<12} {:>8} {:>8} {:>8}\n", group, t.cases, t.passed, t.cases - t.passed);
  out << fmt::format("{:<12} {:>8} {:>8} {:>8}\n", "total", c.checks(), c.passed_checks(), c.checks() - c.passed_checks())
      << fmt::format("\ntime:    {:.2f} s\n", c.seconds);
  if (!c.engine_failure.empty()) out << "engine failure: " << c.engine_failure << "\n";
  out << "result:  " << (c.passed ? "PASS" : "FAIL") << (c.checks() == 0 ? " (nothing was checked)" : "")
      << (c.first_failure && c.failures > 0 ? " (stopped at the first failure: --first-failure)" : "") << "\n";
}

// --- JSON ----------------------------------------------------------------------------------------

namespace {

OrderedJson corpus_json(const CertifiedCorpus& k) {
  OrderedJson files = OrderedJson::array();
  for (const CorpusFile& f : k.digest.files) files.push_back(OrderedJson{{"path", f.path}, {"sha256", f.sha256}});
  return OrderedJson{{"folder", k.folder}, {"profile", k.profile}, {"sha256", k.digest.sha256}, {"files", files}, {"cases_run", k.cases_run}, {"cases_skipped", k.cases_skipped}};
}

}  // namespace

OrderedJson to_json(const Certificate& c) {
  OrderedJson groups = OrderedJson::object();
  for (const auto& [g, t] : c.groups) groups[g] = OrderedJson{{"checks", t.cases}, {"passed", t.passed}};
  return OrderedJson{
      {"format", kCertificateFormat},
      {"oracle", {{"program", "f3go"}, {"version", c.oracle_version}, {"commit", c.oracle_commit}, {"engine", c.oracle_engine}}},
      {"engine", {{"command", c.engine_command}, {"name", c.identity.name}, {"version", c.identity.version}}},
      {"subset", c.subset},
      {"rules", c.rules},
      {"rules_sample", {{"k", c.rules_sample_k}, {"configurations", c.rules_sample}}},
      {"corpus", c.corpus ? corpus_json(*c.corpus) : OrderedJson(nullptr)},
      {"games", {{"count", c.games}, {"seed", c.seed}, {"size", c.size}, {"moves", c.moves}, {"ended_early", c.games_ended_early}, {"early_end", c.early_end}}},
      {"first_failure", c.first_failure},
      {"timeout_ms", c.timeout_ms},
      {"deadline_seconds", c.deadline_seconds},
      {"commands", c.commands},
      {"date", c.date},
      {"seconds", c.seconds},
      {"groups", groups},
      {"failures", c.failures},
      {"engine_failure", c.engine_failure},
      {"result", c.passed ? "PASS" : "FAIL"},
  };
}

namespace {

constexpr long long kMaxCount = 2147483647;  // the tallies are ints

std::uint64_t read_count(const JsonReader& r) { return r.unsigned_integer(); }

// 64 lower-case hex digits.
std::string read_sha256(const JsonReader& r) {
  const std::string s = r.text();
  if (s.size() != 64 || s.find_first_not_of("0123456789abcdef") != std::string::npos)
    r.fail("expected a SHA-256 of 64 lower-case hex digits, got " + quote(s));
  return s;
}

CertifiedCorpus read_corpus(const JsonReader& r) {
  r.only({"folder", "profile", "sha256", "files", "cases_run", "cases_skipped"});
  CertifiedCorpus k;
  k.folder = r.key("folder").text();
  k.profile = r.key("profile").text();
  if (!k.profile.empty()) parse_profile(k.profile, r.key("profile").path());
  k.digest.sha256 = read_sha256(r.key("sha256"));
  const JsonReader files = r.key("files");
  if (files.length() > limits::kCorpusCaseFiles)
    files.fail("more than " + std::to_string(limits::kCorpusCaseFiles) + " case files, the limit of a corpus folder");
  for (std::size_t i = 0; i < files.length(); ++i) {
    const JsonReader f = files.at(i);
    f.only({"path", "sha256"});
    k.digest.files.push_back({f.key("path").text(), read_sha256(f.key("sha256"))});
  }
  k.cases_run = r.key("cases_run").integer(0, kMaxCount);
  k.cases_skipped = r.key("cases_skipped").integer(0, kMaxCount);
  return k;
}

std::string read_subset(const JsonReader& r) {
  const std::string s = r.text();
  for (Subset k : {Subset::go, Subset::f3go, Subset::f3go_play})
    if (subset_name(k) == s) return s;
  r.fail("expected \"f3go\", \"f3go-play\" or \"go\", got " + quote(s));
}

// A rules text in compact form, checked as `f3go_rules` checks it (parse_compact).
std::string read_compact(const JsonReader& r) {
  const std::string s = r.text();
  parse_compact(s, r.path());
  return s;
}

void read_groups(const JsonReader& r, Certificate& c) {
  r.object();
  for (const auto& [group, v] : r.value().items()) {
    const JsonReader g(v, r.path() + "." + group);
    g.only({"checks", "passed"});
    GroupTally t{g.key("checks").integer(0, kMaxCount), g.key("passed").integer(0, kMaxCount)};
    if (t.passed > t.cases) g.key("passed").fail("more passed than checks (" + std::to_string(t.cases) + ")");
    c.groups[group] = t;
  }
}

void read_top(const JsonReader& r, Certificate& c) {
  r.only({"format", "oracle", "engine", "subset", "rules", "rules_sample", "corpus", "games", "first_failure", "timeout_ms",
          "deadline_seconds", "commands", "date", "seconds", "groups", "failures", "engine_failure", "result"});
  if (r.key("format").text() != kCertificateFormat)
    r.key("format").fail("expected \"" + std::string(kCertificateFormat) + "\", got " + quote(r.key("format").text()));
  const JsonReader oracle = r.key("oracle");
  oracle.only({"program", "version", "commit", "engine"});
  if (oracle.key("program").text() != "f3go") oracle.key("program").fail("expected \"f3go\"");
  c.oracle_version = oracle.key("version").text();
  c.oracle_commit = oracle.key("commit").text();
  c.oracle_engine = oracle.key("engine").text();
  const JsonReader engine = r.key("engine");
  engine.only({"command", "name", "version"});
  c.engine_command = engine.key("command").text();
  c.identity = {engine.key("name").text(), engine.key("version").text()};
  c.subset = read_subset(r.key("subset"));
  c.rules = read_compact(r.key("rules"));
  const JsonReader sample = r.key("rules_sample");
  sample.only({"k", "configurations"});
  c.rules_sample_k = sample.key("k").integer(0, kMaxCount);
  c.rules_sample = sample.key("configurations").list(read_compact);
  c.first_failure = r.key("first_failure").boolean();
  if (!r.key("corpus").value().is_null()) c.corpus = read_corpus(r.key("corpus"));
  const JsonReader games = r.key("games");
  games.only({"count", "seed", "size", "moves", "ended_early", "early_end"});
  c.games = games.key("count").integer(0, kMaxCount);
  c.seed = games.key("seed").unsigned_integer();
  c.size = games.key("size").integer(kMinSize, kMaxSize);
  c.moves = read_count(games.key("moves"));
  c.games_ended_early = games.key("ended_early").integer(0, kMaxCount);
  c.early_end = games.key("early_end").text();
}

void read_outcome(const JsonReader& r, Certificate& c) {
  c.timeout_ms = r.key("timeout_ms").integer(1, 3'600'000);
  c.deadline_seconds = r.key("deadline_seconds").number();
  if (!(c.deadline_seconds >= 0 && c.deadline_seconds <= 30.0 * 24 * 3600))
    r.key("deadline_seconds").fail("expected 0..2592000 seconds");
  c.commands = read_count(r.key("commands"));
  c.date = r.key("date").text();
  c.seconds = r.key("seconds").number();
  read_groups(r.key("groups"), c);
  c.failures = r.key("failures").integer(0, kMaxCount);
  c.engine_failure = r.key("engine_failure").text();
  const std::string result = r.key("result").text();
  if (result != "PASS" && result != "FAIL") r.key("result").fail("expected \"PASS\" or \"FAIL\", got " + quote(result));
  c.passed = result == "PASS";
}

}  // namespace

Certificate certificate_from_json(const nlohmann::json& j) {
  const JsonReader r(j, "$");
  Certificate c;
  read_top(r, c);
  read_outcome(r, c);
  return c;
}

Certificate read_certificate_file(const std::string& path) {
  const nlohmann::json j = parse_json_text(read_input_file(path), path);
  try {
    return certificate_from_json(j);
  } catch (const InputError& e) {
    throw InputError(path, e.what());
  }
}

// --- the check of a claim ------------------------------------------------------------------------

std::vector<std::string> claim_differences(const Certificate& claimed, const Certificate& now) {
  std::vector<std::string> out;
  const auto differs = [&](const std::string& what, const auto& then, const auto& again) {
    if (then != again) out.push_back(fmt::format("{}: {} certified, {} now", what, then, again));
  };
  const auto result = [](const Certificate& c) { return std::string(c.passed ? "PASS" : "FAIL"); };
  differs("result", result(claimed), result(now));
  if (claimed.corpus && now.corpus) {
    differs("corpus cases run", claimed.corpus->cases_run, now.corpus->cases_run);
    differs("corpus cases not expressible", claimed.corpus->cases_skipped, now.corpus->cases_skipped);
  }
  std::map<std::string, std::pair<GroupTally, GroupTally>> groups;
  for (const auto& [g, t] : claimed.groups) groups[g].first = t;
  for (const auto& [g, t] : now.groups) groups[g].second = t;
  for (const auto& [g, t] : groups) {
    differs("group " + g + " checks", t.first.cases, t.second.cases);
    differs("group " + g + " passed", t.first.passed, t.second.passed);
  }
  // An engine failure's words name times and counts; whether there was one is the claim.
  const auto failure = [](const Certificate& c) { return std::string(c.engine_failure.empty() ? "none" : "one"); };
  differs("engine failure", failure(claimed), failure(now));
  return out;
}

}  // namespace f3go::judge
