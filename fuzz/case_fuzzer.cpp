// libFuzzer target for conformance case files (corpus/README.md "The case format",
// oracle/corpus.h).
//
// Input layout: the whole input is the text of one `*.case` file, parsed as "fuzz.case". Inputs
// over kMaxInput bytes are skipped.
//
// Checks:
//   1. parse_case_text either returns or throws InputError; any other exception traps.
//   2. A parsed case has at least one expectation, and the settings of every expectation were
//      checked by the parser: rules_for(case, expectation) must not throw at all.
#include <cstddef>
#include <cstdint>
#include <string>

#include "fuzz/harness.h"
#include "oracle/corpus.h"
#include "oracle/error.h"

namespace {

void check_case(const f3go::Case& c, std::string_view input) {
  f3go::fuzz::check(!c.expectations.empty(), "a parsed case has no expectation", input);
  for (const auto& e : c.expectations) {
    try {
      (void)f3go::rules_for(c, e);
    } catch (const std::exception& ex) {
      f3go::fuzz::fail((std::string("rules_for threw on a parsed case: ") + ex.what()).c_str(), input, {});
    }
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size > f3go::fuzz::kMaxInput) return 0;
  const auto input = f3go::fuzz::as_text(data, size);
  f3go::fuzz::guard<f3go::InputError>("parse_case_text", input, [&] {
    check_case(f3go::parse_case_text(input, "fuzz.case"), input);
  });
  return 0;
}
