// Small text helpers shared by every output format.
#pragma once
#include <string>

namespace f3go {

// The shortest decimal that reads back as d ("35", "3.75", "-0.5").
std::string format_number(double d);

}  // namespace f3go
