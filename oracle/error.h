// Errors of bad input: every one names where (file, line, column or option) and what.
// The command line turns an InputError into a message on stderr and exit status 2.
#pragma once
#include <stdexcept>
#include <string>

namespace f3go {

struct InputError : std::runtime_error {
  InputError(const std::string& place, const std::string& what)
      : std::runtime_error(place.empty() ? what : place + ": " + what), where(place) {}
  std::string where;
};

// "file:line:col" (col 0 omits the column).
std::string location(const std::string& file, int line, int col = 0);

}  // namespace f3go
