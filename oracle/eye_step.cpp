#include "oracle/eye_step.h"

namespace f3go {

std::string_view name(EyeStep s) {
  switch (s) {
    case EyeStep::zero_liberties: return "zero_liberties";
    case EyeStep::no_region: return "no_region";
    case EyeStep::precondition: return "precondition";
    case EyeStep::only_empty: return "only_empty";
    case EyeStep::own_colour: return "own_colour";
    case EyeStep::none_examined: return "none_examined";
    case EyeStep::opponent_eye: return "opponent_eye";
    case EyeStep::simulation: return "simulation";
  }
  return "?";
}

}  // namespace f3go
