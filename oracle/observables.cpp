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

}  // namespace f3go
