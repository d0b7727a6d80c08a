#include "oracle/observables.h"

namespace f3go {

std::string_view name(ForbiddenReason r) {
  switch (r) {
    case ForbiddenReason::capture_point: return "capture_point";
    case ForbiddenReason::one_liberty_eye: return "one_liberty_eye";
    case ForbiddenReason::tiger_mouth: return "tiger_mouth";
  }
  return "?";
}

Clause clause_of(ForbiddenReason r) {
  switch (r) {
    case ForbiddenReason::capture_point: return Clause::T22_5_1;
    case ForbiddenReason::one_liberty_eye: return Clause::T22_5_2;
    case ForbiddenReason::tiger_mouth: return Clause::T22_5_3;
  }
  return Clause::T22_5;
}

std::string refusal_reason(Clause c, std::string_view detail) {
  return std::string(clause_id(c)) + " " + std::string(detail);
}

std::string refusal_reason(Switch s, std::string_view detail) {
  return std::string(info(s).id) + " " + std::string(detail);
}

}  // namespace f3go
