// Coverage counts of the properties (T22.4 table rows, T22.5 forbidden reasons, T18E clauses,
// sizes), printed after the run next to RapidCheck's own RC_CLASSIFY/RC_TAG distribution; the
// floors the counts that matter must reach (each property file's last test checks its own); and
// the default number of cases per property unless RC_PARAMS sets max_success: 3000 in release
// builds (1000 for the laws and 1500 for the symmetries, which run the reference twice per case),
// 500 in debug builds.
#pragma once
#include <cstdio>
#include <cstdlib>
#include <map>
#include <string>
#include <vector>

#include "properties/observe.h"

namespace f3go::properties {

inline std::map<std::string, long>& coverage() {
  static std::map<std::string, long> counts;
  return counts;
}

// The keys of a T22.4 table row, of a region's deciding clause with its verdict, and of the
// refusals of a move by a clause (the prefix of refusal_tag's), built from the clause registry.
inline std::string row_key(Clause c) { return "row " + std::string(clause_id(c)); }
inline std::string region_key(Clause c, bool holds) {
  return "region " + std::string(clause_id(c)) + (holds ? " yes" : " no");
}
inline std::string refused_key(Clause c) { return "refused " + std::string(clause_id(c)); }

inline std::string size_bucket(int n) { return n < 8 ? "size 2-7" : n < 13 ? "size 8-12"
                                                                           : "size 13-19"; }

// Counts what one case reached; tags the case by size and by whether flowers are present.
inline void count_coverage(const Board& b, const Observed& o) {
  auto& c = coverage();
  ++c["cases"];
  ++c[size_bucket(b.size())];
  for (const FlowerReport& f : o.flowers) ++c[row_key(f.rule)];
  for (const auto& fs : o.forbidden)
    for (const ForbiddenPoint& f : fs)
      for (ForbiddenReason r : f.reasons) ++c["forbidden " + std::string(name(r))];
  for (const Eye& e : o.eyes)
    for (const Region& r : e.regions) ++c[region_key(r.clause, r.holds)];
  for (const Eye& e : o.eyes) ++c["string " + std::string(clause_id(e.clause)) + (e.holds ? " yes" : " no")];
  for (const Eye& e : o.eyes) ++c[e.holds ? "strings with a private eye" : "strings without a private eye"];
}

// Counts the reading of every switch the case ran under ("switch eye.examined=region").
inline void count_switches(const Rules& rules) {
  for (const auto& [sw, reading] : switch_settings(rules)) ++coverage()["switch " + sw + "=" + reading];
}

// A count of the table: the key itself, or with a trailing '*' the sum over every key that begins
// with what precedes it ("attribute *": every attribute change).
inline long coverage_count(const std::string& key) {
  if (key.empty() || key.back() != '*') {
    const auto it = coverage().find(key);
    return it == coverage().end() ? 0 : it->second;
  }
  const std::string prefix = key.substr(0, key.size() - 1);
  long sum = 0;
  for (auto it = coverage().lower_bound(prefix); it != coverage().end() && it->first.starts_with(prefix); ++it)
    sum += it->second;
  return sum;
}

// A floor on a count that matters: reached at least once and in at least `per_mille` thousandths
// of `of` (the cases or commands of the same run), so that it holds for any max_success. Each
// floor is set somewhat below what the ctest seed reaches, so that a generator that stops reaching
// it fails the run.
struct Floor {
  std::string count;  // a coverage_count key
  std::string of;     // a coverage_count key: what the count is a share of
  double per_mille;
};

// One line per floor the run missed ("attribute *: 3 of 3000 cases, below the floor of 5 per
// mille"); none when every floor is met.
inline std::vector<std::string> missed_floors(const std::vector<Floor>& floors) {
  std::vector<std::string> missed;
  for (const Floor& f : floors) {
    const long n = coverage_count(f.count), of = coverage_count(f.of);
    if (n >= 1 && static_cast<double>(n) * 1000 >= f.per_mille * static_cast<double>(of)) continue;
    char floor[32];
    std::snprintf(floor, sizeof floor, "%g", f.per_mille);
    missed.push_back(f.count + ": " + std::to_string(n) + " in " + std::to_string(of) + " " + f.of +
                     ", below the floor of " + floor + " per thousand (and at least one)");
  }
  return missed;
}

inline void print_coverage() {
  std::printf("coverage (summed over every property):\n");
  for (const auto& [what, n] : coverage()) std::printf("  %-44s %ld\n", what.c_str(), n);
}

#ifdef NDEBUG
inline constexpr int kDefaultCases = 3000;
#else
inline constexpr int kDefaultCases = 500;
#endif

// RC_PARAMS without max_success gets max_success=`cases` (set before RapidCheck reads it).
inline void default_rc_params(int cases = kDefaultCases) {
  const std::string setting = "max_success=" + std::to_string(cases);
  const char* p = std::getenv("RC_PARAMS");
  std::string params = p ? p : "";
  if (params.find("max_success") == std::string::npos) {
    params += params.empty() ? setting : " " + setting;
    setenv("RC_PARAMS", params.c_str(), 1);
  }
}

}  // namespace f3go::properties
