// `certify`: an engine against the conformance corpus (certify.h).
#include "judge/certify.h"

#include <ctime>
#include <iomanip>
#include <ostream>
#include <sstream>

#include <fmt/format.h>

namespace f3go::judge {

std::string utc_now() {
  std::time_t t = std::time(nullptr);
  std::tm tm{};
  gmtime_r(&t, &tm);
  std::ostringstream s;
  s << std::put_time(&tm, "%Y-%m-%d %H:%M:%S UTC");
  return s.str();
}

CorpusOutcome certify_corpus(Engine& engine, const std::vector<Case>& cases, const CorpusProgress& progress) {
  CorpusOutcome out;
  for (const Case& c : cases) {
    if (progress) progress(static_cast<std::size_t>(out.cases), cases.size());
    auto results = run_case(engine, c);
    bool ok = true;
    for (auto& r : results) {
      ++out.expectations;
      if (!r.passed) {
        ok = false;
        out.failures.push_back(std::move(r));
      }
    }
    GroupTally& t = out.groups[clause_group(c.clauses.front())];
    ++t.cases;
    ++out.cases;
    if (ok) ++t.passed, ++out.passed;
  }
  return out;
}

void print_certificate(std::ostream& out, const CorpusOutcome& o, const CertificateHeader& h, double seconds) {
  out << "F3Go conformance certificate\n"
      << "engine:  " << h.engine << "\n"
      << "date:    " << utc_now() << "\n"
      << "corpus:  " << h.corpus << " (" << o.cases << " cases, " << o.expectations << " expectations"
      << (h.profile.empty() ? "" : ", profile " + h.profile + " only") << ")\n\n"
      << fmt::format("{:<12} {:>6} {:>7} {:>7}\n", "group", "cases", "passed", "failed");
  for (const auto& [group, t] : o.groups)
    out << fmt::format("{:<12} {:>6} {:>7} {:>7}\n", group, t.cases, t.passed, t.cases - t.passed);
  out << fmt::format("{:<12} {:>6} {:>7} {:>7}\n", "total", o.cases, o.passed, o.cases - o.passed)
      << fmt::format("\ntime:    {:.2f} s\n", seconds) << "result:  " << (o.passed == o.cases ? "PASS" : "FAIL")
      << "\n";
  if (o.failures.empty()) return;
  out << "\nFailures:\n";
  for (const auto& f : o.failures) {
    out << "  " << f.file << " (case " << f.name << ")\n"
        << "    ask:      " << f.question << "\n";
    if (!f.settings.empty()) out << "    settings: " << f.settings << "\n";
    out << "    expected: " << f.expected << "\n"
        << "    actual:   " << f.actual << "\n";
  }
}

}  // namespace f3go::judge
