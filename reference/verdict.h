// A verdict with its reason: every rule question of the reference answers with the clause that
// decided (SPEC.md clause IDs), never a bare bool, so `f3go explain` can say why.
#pragma once
#include <string>

namespace f3go::reference {

struct Verdict {
  bool holds = false;
  std::string clause;   // e.g. "T18E.S3.3.2"
  std::string detail;   // a short English phrase for explain ("white makes an eye at J9")
};

}  // namespace f3go::reference
