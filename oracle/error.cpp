#include "oracle/error.h"

namespace f3go {

std::string location(const std::string& file, int line, int col) {
  std::string s = file.empty() ? std::string("<input>") : file;
  s += ":" + std::to_string(line);
  if (col > 0) s += ":" + std::to_string(col);
  return s;
}

}  // namespace f3go
