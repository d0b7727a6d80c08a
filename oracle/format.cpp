#include "oracle/format.h"

#include <fmt/format.h>

namespace f3go {

std::string format_number(double d) {
  if (d == 0) return "0";  // no "-0"
  return fmt::format("{}", d);
}

}  // namespace f3go
