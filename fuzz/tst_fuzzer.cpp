// libFuzzer target for the regression files `f3go regress` reads (judge/regress.h: parse_tst), GNU
// Go's .tst format: numbered GTP commands, each test followed by its `#?` line with a regular
// expression. Inputs over kMaxInput bytes (1 MiB) are skipped; run_short.sh lets libFuzzer build
// inputs that large, past the line limit (kTstLineBytes) and the pattern limit (kTstPatternBytes).
//
// Checks:
//   1. parse_tst either returns or throws InputError; anything else traps (the class of the
//      std::regex stack overflow and of the gigabytes regcomp took on a 40 KB pattern).
//   2. A parsed file holds at least one test, every pattern within kTstPatternBytes, every entry
//      on a line of the input in increasing order, and every compiled pattern answers `matches`
//      on the empty answer, on its own text and on the input's first line without throwing.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string>

#include "fuzz/harness.h"
#include "judge/regress.h"
#include "oracle/error.h"

namespace {

using f3go::fuzz::check;

void check_file(const f3go::judge::RegressFile& f, const std::string& text) {
  const long lines = static_cast<long>(std::count(text.begin(), text.end(), '\n')) + 1;
  int tests = 0, last_line = 0;
  for (const auto& e : f.entries) {
    check(e.line > last_line && e.line <= lines, "entries on increasing lines of the input", text);
    last_line = e.line;
    if (!e.test) continue;
    ++tests;
    check(e.test->pattern.size() <= f3go::judge::kTstPatternBytes, "a pattern within its limit", e.test->pattern);
    check(e.test->compiled != nullptr, "every pattern compiled when parsed", e.test->pattern);
    (void)e.test->matches("");
    (void)e.test->matches(e.test->pattern);
    (void)e.test->matches(text.substr(0, text.find('\n')));
  }
  check(tests > 0, "a parsed file holds a test", text);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size > f3go::fuzz::kMaxInput) return 0;
  const std::string text(f3go::fuzz::as_text(data, size));
  f3go::fuzz::guard<f3go::InputError>("tst", text, [&] { check_file(f3go::judge::parse_tst(text, "fuzz.tst"), text); });
  return 0;
}
