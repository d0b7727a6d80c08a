// A verdict with its reason: every rule question of the reference answers with the clause that
// decided (the clause IDs of docs/rules.md, such as T18E.S3.3.2 as Clause::T18E_S3_3_2), never a bare bool, so `f3go explain` can say why.
#pragma once
#include <string>

#include "oracle/clauses.h"
#include "oracle/eye_detail.h"

namespace f3go::reference {

struct Verdict {
  bool holds = false;
  Clause clause = Clause::T22_0;  // the clause that decided
  EyeDetail detail;               // what was found, as a value (oracle/eye_detail.h writes its words)
};

}  // namespace f3go::reference
