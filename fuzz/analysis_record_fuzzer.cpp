// libFuzzer target for the analysis record of `f3go analyze --json`, read back by
// `f3go analyze --from-json` (oracle/json.h: parse_json_text, record_from_json_text).
//
// Input layout: the whole input is the text of one JSON record, parsed as "fuzz.json". Inputs
// over kMaxInput bytes are skipped.
//
// Checks:
//   1. record_from_json_text either returns or throws InputError; any other exception traps (a
//      number out of range, nesting past the limit, a missing key, an object of a million keys).
//   2. A record read back is written again (to_json) and that text reads back to the same record;
//      writing it once more gives the same text.
#include <cstddef>
#include <cstdint>
#include <string>

#include "fuzz/harness.h"
#include "oracle/error.h"
#include "oracle/json.h"

namespace {

using f3go::fuzz::check;

void check_round_trip(const f3go::AnalysisRecord& first, std::string_view input) {
  const std::string text = f3go::to_json(first).dump(1, ' ', false, f3go::Json::error_handler_t::replace);
  f3go::AnalysisRecord second;
  try {
    second = f3go::record_from_json_text(text, "written.json");
  } catch (const std::exception& e) {
    f3go::fuzz::fail((std::string("a written record does not read back: ") + e.what()).c_str(), input, text);
  }
  const std::string again = f3go::to_json(second).dump(1, ' ', false, f3go::Json::error_handler_t::replace);
  check(second == first, "record_from_json(to_json(r)) != r", text, again);
  check(again == text, "to_json is not canonical", text, again);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size > f3go::fuzz::kMaxInput) return 0;
  const auto input = f3go::fuzz::as_text(data, size);
  f3go::fuzz::guard<f3go::InputError>("record_from_json_text", input, [&] {
    check_round_trip(f3go::record_from_json_text(input, "fuzz.json"), input);
  });
  return 0;
}
