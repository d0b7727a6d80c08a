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

std::string refusal_reason(Clause c, std::string_view detail) {
  return std::string(clause_id(c)) + " " + std::string(detail);
}

std::string refusal_reason(Switch s, std::string_view detail) {
  return std::string(info(s).id) + " " + std::string(detail);
}

}  // namespace f3go
