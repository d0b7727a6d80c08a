// Coverage counts of the properties (T22.4 table rows, T22.5 forbidden reasons, T18E clauses,
// sizes), printed after the run next to RapidCheck's own RC_CLASSIFY/RC_TAG distribution, and the
// default number of cases per property unless RC_PARAMS sets max_success: 3000 in release builds
// (1000 for the laws and 1500 for the symmetries, which run the reference twice per case), 500
// in debug builds.
#pragma once
#include <cstdio>
#include <cstdlib>
#include <map>
#include <string>

#include "properties/observe.h"

namespace f3go::properties {

inline std::map<std::string, long>& coverage() {
  static std::map<std::string, long> counts;
  return counts;
}

inline std::string size_bucket(int n) { return n < 8 ? "size 2-7" : n < 13 ? "size 8-12" : "size 13-19"; }

// Counts what one case reached; tags the case by size and by whether flowers are present.
inline void count_coverage(const Board& b, const Observed& o) {
  auto& c = coverage();
  ++c["cases"];
  ++c[size_bucket(b.size())];
  for (const FlowerReport& f : o.flowers) ++c["row " + std::string(clause_id(f.rule))];
  for (const auto& fs : o.forbidden)
    for (const ForbiddenPoint& f : fs)
      for (ForbiddenReason r : f.reasons) ++c["forbidden " + std::string(name(r))];
  for (const Eye& e : o.eyes)
    for (const Region& r : e.regions) ++c["region " + std::string(clause_id(r.clause)) + (r.holds ? " yes" : " no")];
  for (const Eye& e : o.eyes) ++c["string " + std::string(clause_id(e.clause)) + (e.holds ? " yes" : " no")];
}

// Counts the reading of every switch the case ran under ("switch eye.examined=region").
inline void count_switches(const Rules& rules) {
  for (const auto& [sw, reading] : switch_settings(rules)) ++coverage()["switch " + sw + "=" + reading];
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
