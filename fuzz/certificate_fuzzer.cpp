// libFuzzer target for the certificates `f3go certify --check CERT` reads (judge/certificate.h:
// certificate_from_json after oracle/json.h parse_json_text), format "f3go-certificate/1".
//
// Input layout: the whole input is the text of one JSON certificate, parsed as "fuzz.json". Inputs
// over kMaxInput bytes are skipped.
//
// Checks:
//   1. Reading either returns or throws InputError; any other exception traps (a number out of
//      range, nesting past the limit, a missing key, a tally of more passes than checks).
//   2. A certificate read back is written again (to_json) and that text reads back to a
//      certificate whose JSON is the same, and whose claim the first bears out (no differences).
#include <cstddef>
#include <cstdint>
#include <string>

#include "fuzz/harness.h"
#include "judge/certificate.h"
#include "oracle/error.h"
#include "oracle/json.h"

namespace {

using f3go::fuzz::check;

f3go::judge::Certificate read(std::string_view text, const char* file) {
  return f3go::judge::certificate_from_json(f3go::parse_json_text(text, file));
}

void check_round_trip(const f3go::judge::Certificate& first, std::string_view input) {
  const std::string text = f3go::judge::to_json(first).dump(1, ' ', false, f3go::Json::error_handler_t::replace);
  f3go::judge::Certificate second;
  try {
    second = read(text, "written.json");
  } catch (const std::exception& e) {
    f3go::fuzz::fail((std::string("a written certificate does not read back: ") + e.what()).c_str(), input, text);
  }
  const std::string again = f3go::judge::to_json(second).dump(1, ' ', false, f3go::Json::error_handler_t::replace);
  check(again == text, "to_json(certificate_from_json(to_json(c))) != to_json(c)", text, again);
  check(f3go::judge::claim_differences(first, second).empty(), "a certificate read back differs in its claim", text);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size > f3go::fuzz::kMaxInput) return 0;
  const auto input = f3go::fuzz::as_text(data, size);
  f3go::fuzz::guard<f3go::InputError>("certificate_from_json", input, [&] {
    check_round_trip(read(input, "fuzz.json"), input);
  });
  return 0;
}
