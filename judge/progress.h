// Where a long run's progress goes. A library of judge/ never writes to the standard streams: it
// hands a line (without its end) to the Progress its caller gave, about once a second; the command
// line (cli/) prints it on stderr. An empty Progress discards it.
#pragma once
#include <chrono>
#include <functional>
#include <string>

namespace f3go::judge {

using Progress = std::function<void(const std::string& line)>;

// At most one line a second to `sink`: `line` is called only when one is due.
class ProgressThrottle {
 public:
  explicit ProgressThrottle(Progress sink) : sink_(std::move(sink)), last_(std::chrono::steady_clock::now()) {}
  template <class Line>
  void maybe(Line&& line, std::chrono::steady_clock::time_point now = std::chrono::steady_clock::now()) {
    if (!sink_ || now - last_ < std::chrono::seconds(1)) return;
    last_ = now;
    sink_(line());
  }

 private:
  Progress sink_;
  std::chrono::steady_clock::time_point last_;
};

}  // namespace f3go::judge
