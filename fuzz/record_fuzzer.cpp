// libFuzzer target for SGF game records (oracle/sgf.h).
//
// Input layout: the whole input is the text of one SGF file, parsed as "fuzz.sgf". Inputs over
// kMaxInput bytes are skipped.
//
// Checks:
//   1. parse_sgf either returns or throws InputError; any other exception traps.
//   2. A parsed record is writable (write_sgf must not throw for it), its text parses again
//      (anything thrown traps) to an equal record, and writing that gives the same text.
#include <cstddef>
#include <cstdint>
#include <string>

#include "fuzz/harness.h"
#include "oracle/error.h"
#include "oracle/sgf.h"

namespace {

using f3go::fuzz::check;

std::string write_or_trap(const f3go::GameRecord& record, std::string_view input) {
  try {
    return f3go::write_sgf(record);
  } catch (const std::exception& e) {
    f3go::fuzz::fail((std::string("write_sgf refused a parsed record: ") + e.what()).c_str(), input, {});
  }
}

void check_round_trip(const f3go::GameRecord& first, std::string_view input) {
  const std::string text = write_or_trap(first, input);
  f3go::GameRecord second;
  try {
    second = f3go::parse_sgf(text, "written.sgf");
  } catch (const std::exception& e) {
    f3go::fuzz::fail((std::string("written record does not parse: ") + e.what()).c_str(), input, text);
  }
  const std::string again = write_or_trap(second, text);
  check(second == first, "parse_sgf(write_sgf(r)) != r", text, again);
  check(again == text, "write_sgf is not canonical", text, again);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size > f3go::fuzz::kMaxInput) return 0;
  const auto input = f3go::fuzz::as_text(data, size);
  f3go::fuzz::guard<f3go::InputError>("parse_sgf", input, [&] {
    check_round_trip(f3go::parse_sgf(input, "fuzz.sgf"), input);
  });
  return 0;
}
